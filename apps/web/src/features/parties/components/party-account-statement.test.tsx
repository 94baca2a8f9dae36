import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, setTestCookie, signInAs } from '../../../test/render.tsx';
import { PartyMails } from '../../invoices/public.ts';
import { REPORTS_BASE, reportQueries, setupReports } from '../../reports/report-test-setup.ts';
import { PartyAccountStatement } from './party-account-statement.tsx';

const PARTY_ID = '0190f1a2-0000-7000-8000-00000000c001';

const line = (
  number: string,
  date: string,
  debit: string,
  credit: string,
  balance: string,
  label: string,
  matchingCode: string | null = null,
) => ({
  entryId: `entry-${number}`,
  lineId: `line-${number}`,
  number,
  journalCode: 'VE',
  date,
  label,
  subAccountNumber: 'C00001',
  matchingCode,
  debit,
  credit,
  balance,
});

const STATEMENT = {
  account: { id: 'acc-4111', number: '4111', label: 'Clients' },
  party: { id: PARTY_ID, code: 'C00001', name: 'Hôtel du Wouri', role: 'CUSTOMER' },
  from: '2026-01-01',
  to: '2026-12-31',
  currency: 'XAF',
  openingBalance: '0',
  lines: [
    line('VE-2026-000001', '2026-03-01', '1192500', '0', '1192500', 'Facture FA-2026-000001', 'AA'),
    line('BQ-2026-000001', '2026-03-20', '0', '1500000', '-307500', 'Encaissement Hôtel du Wouri'),
  ],
  totals: { debit: '1192500', credit: '1500000' },
  closingBalance: '-307500',
  nextCursor: null,
};

describe("a party's statement of account", () => {
  it("shows the party's lines over the folder with their letter codes, running balance, totals and exports", async () => {
    const calls = setupReports({ 'party-statement': STATEMENT });
    renderScreen(<PartyAccountStatement partyId={PARTY_ID} code="C00001" />, '/apps/customer/x');
    const table = await screen.findByRole('table', { name: 'Statement of account' });
    expect(within(table).getByRole('columnheader', { name: 'Matching' })).toBeInTheDocument();
    expect(within(table).getByTestId('statement-opening')).toHaveTextContent('Jan 1, 2026Opening balance0 Debit');
    expect(
      within(table)
        .getAllByTestId('statement-line')
        .map((row) => row.textContent),
    ).toEqual([
      'Mar 1, 2026VE-2026-000001Facture FA-2026-0000011,192,500AA1,192,500 Debit',
      'Mar 20, 2026BQ-2026-000001Encaissement Hôtel du Wouri1,500,000307,500 Credit',
    ]);
    expect(within(table).getByTestId('statement-closing')).toHaveTextContent(
      'Totals and closing balance (Dec 31, 2026)1,192,5001,500,000307,500 Credit',
    );
    expect(reportQueries(calls, 'party-statement')[0]?.get('partyId')).toBe(PARTY_ID);
    expect(screen.getByRole('button', { name: 'Export as PDF' })).toBeEnabled();
  });
});

describe("a party's statement by email", () => {
  it("mails the statement of the period shown, then lists it in the party's mails", async () => {
    signInAs('OWNER');
    setTestCookie('XSRF-TOKEN', 'xsrf-1');
    const mailed = {
      id: 'm1',
      kind: 'STATEMENT',
      to: ['compta@wouri.cm'],
      cc: [],
      subject: 'Statement of account – Cabinet',
      state: 'QUEUED',
      attempts: 0,
      lastError: null,
      createdAt: '2026-07-15T10:00:00Z',
      sentAt: null,
      attachments: [],
    };
    const history: unknown[] = [];
    const calls = setupReports(
      { 'party-statement': STATEMENT },
      {
        [`GET ${REPORTS_BASE}/party-statement/mail-draft`]: () =>
          jsonResponse({
            to: ['compta@wouri.cm'],
            cc: [],
            subject: 'Statement of account – Cabinet',
            text: 'Hello,',
            language: 'en',
            attachmentName: 'statement-C00001.pdf',
          }),
        [`POST ${REPORTS_BASE}/party-statement/mails`]: () => {
          history.push(mailed);
          return jsonResponse(mailed, 201);
        },
        [`GET /v1/accountings/parties/${PARTY_ID}/mails`]: () => jsonResponse(history),
      },
    );
    const user = userEvent.setup();
    renderScreen(
      <>
        <PartyAccountStatement partyId={PARTY_ID} code="C00001" />
        <PartyMails partyId={PARTY_ID} />
      </>,
      '/apps/customer/x',
    );
    expect(await screen.findByText('Not sent by email yet.')).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Statement of account' });
    await user.click(screen.getByRole('button', { name: 'Send by email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the statement of C00001 by email' });
    await within(dialog).findByText('Attached: statement-C00001.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const sent = calls.find((call) => call.method === 'POST');
    // The period of the statement on screen travels with the mail, so the PDF is the same statement.
    expect(Object.fromEntries(new URL(sent?.url ?? 'http://x').searchParams)).toEqual({
      partyId: PARTY_ID,
      from: '2026-01-01',
      to: '2026-12-31',
      language: 'en',
    });
    const statementsSent = await screen.findByText(/^Statement of account – Cabinet · To compta@wouri.cm/);
    expect(statementsSent.closest('.mantine-Paper-root')).toHaveTextContent('Statements and reminders sent');
    expect(screen.getByText('Waiting to go')).toBeInTheDocument();
  });

  it('offers no mail to who may not send documents', async () => {
    signInAs('VIEWER');
    setupReports({ 'party-statement': STATEMENT });
    renderScreen(<PartyAccountStatement partyId={PARTY_ID} code="C00001" />, '/apps/customer/x');
    await screen.findByRole('table', { name: 'Statement of account' });
    expect(screen.queryByRole('button', { name: 'Send by email' })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
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
  currency: null,
  amountCurrency: null,
  balanceInCurrency: null,
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
  inCurrency: null,
};

// 12,500 USD invoiced at 600 (7,500,000 XAF), 5,000 USD received (3,000,000 XAF at the invoice's rate).
const IN_DOLLARS = {
  ...STATEMENT,
  party: { id: PARTY_ID, code: 'C00002', name: 'Lagos Traders', role: 'CUSTOMER' },
  lines: [
    {
      ...line('VE-2026-000001', '2026-03-01', '7500000', '0', '7500000', 'Invoice', 'AA'),
      currency: 'USD',
      amountCurrency: '12500.00',
      balanceInCurrency: '12500.00',
    },
    {
      ...line('BQ-2026-000001', '2026-04-01', '0', '3000000', '4500000', 'Receipt', 'AA'),
      currency: 'USD',
      amountCurrency: '5000.00',
      balanceInCurrency: '7500.00',
    },
  ],
  totals: { debit: '7500000', credit: '3000000' },
  closingBalance: '4500000',
  inCurrency: {
    currency: 'USD',
    openingBalance: '0.00',
    totals: { debit: '12500.00', credit: '5000.00' },
    closingBalance: '7500.00',
  },
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

describe("a party's statement in its own currency", () => {
  it('shows the dollars first, then the francs, each column named by its currency', async () => {
    setupReports({ 'party-statement': IN_DOLLARS });
    renderScreen(<PartyAccountStatement partyId={PARTY_ID} code="C00002" />, '/apps/customer/x');
    const table = await screen.findByRole('table', { name: 'Statement of account' });
    const head = table.querySelector('thead') as HTMLElement;
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Date',
      'Entry',
      'Label',
      'Debit USD',
      'Credit USD',
      'Balance USD',
      'Debit XAF',
      'Credit XAF',
      'Matching',
      'Balance XAF',
    ]);
    expect(
      within(table)
        .getAllByTestId('statement-line')
        .map((row) => Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent)),
    ).toEqual([
      [
        'Mar 1, 2026',
        'VE-2026-000001',
        'Invoice',
        '$12,500.00',
        '',
        '$12,500.00 Debit',
        '7,500,000',
        '',
        'AA',
        '7,500,000 Debit',
      ],
      [
        'Apr 1, 2026',
        'BQ-2026-000001',
        'Receipt',
        '',
        '$5,000.00',
        '$7,500.00 Debit',
        '',
        '3,000,000',
        'AA',
        '4,500,000 Debit',
      ],
    ]);
    expect(within(table).getByTestId('statement-closing')).toHaveTextContent(
      'Totals and closing balance (Dec 31, 2026)$12,500.00$5,000.00$7,500.00 Debit7,500,0003,000,0004,500,000 Debit',
    );
  });
});

describe("a party's statement in its own currency on a phone", () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  it('stacks each line, dollars above francs, instead of ten columns that scroll sideways', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width: 48em)',
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
    setupReports({ 'party-statement': IN_DOLLARS });
    renderScreen(<PartyAccountStatement partyId={PARTY_ID} code="C00002" />, '/apps/customer/x');
    const list = await screen.findByRole('list', { name: 'Statement of account' });
    expect(screen.queryByRole('table', { name: 'Statement of account' })).not.toBeInTheDocument();
    const text = (element: HTMLElement) => element.textContent?.replace(/[\u00a0\u202f]/g, ' ');
    expect(text(within(list).getByTestId('statement-opening'))).toBe(
      'Opening balance (Jan 1, 2026)Balance$0.00 Debit0 Debit',
    );
    expect(within(list).getAllByTestId('statement-line').map(text)).toEqual([
      'Mar 1, 2026 VE-2026-000001Matching AAInvoiceDebit$12,500.007,500,000Balance$12,500.00 Debit7,500,000 Debit',
      'Apr 1, 2026 BQ-2026-000001Matching AAReceiptCredit$5,000.003,000,000Balance$7,500.00 Debit4,500,000 Debit',
    ]);
    expect(text(within(list).getByTestId('statement-closing'))).toBe(
      'Totals and closing balance (Dec 31, 2026)Debit$12,500.007,500,000Credit$5,000.003,000,000Balance$7,500.00 Debit4,500,000 Debit',
    );
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

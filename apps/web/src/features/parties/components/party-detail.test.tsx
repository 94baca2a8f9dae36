import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { todayIsoDate } from '../../../lib/format.ts';
import { switchLanguage } from '../../../lib/language.ts';
import { jsonResponse, renderScreen, setTestCookie, signInAs, stubFetch } from '../../../test/render.tsx';
import { COMPANY_ID, CUSTOMER_ID, customer, WORK_FOLDER_ID } from '../../invoices/sales-fixture.ts';
import { catchDownloads } from '../../reports/report-test-setup.ts';
import { PartyDetailScreen } from './party-detail.tsx';

const LETTER_PATH = `/v1/accountings/workFolders/${WORK_FOLDER_ID}/customers/${CUSTOMER_ID}/reminder-letter`;

function setup(role: 'OWNER' | 'VIEWER' = 'OWNER', detail: Record<string, unknown> = {}) {
  signInAs(role);
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  window.localStorage.setItem('company', COMPANY_ID);
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}/customers/${CUSTOMER_ID}`]: () =>
      jsonResponse({ ...customer(), balance: '240206', openAmount: '240206', openDocuments: [], ...detail }),
    [`GET ${LETTER_PATH}`]: () =>
      new Response(new Blob(['%PDF-1.3'], { type: 'application/pdf' }), {
        headers: { 'Content-Type': 'application/pdf' },
      }),
    [`GET ${LETTER_PATH}/mail-draft`]: () =>
      jsonResponse({
        to: ['compta@wouri.cm'],
        cc: [],
        subject: 'Reminder – Cabinet',
        text: 'Hello,',
        language: 'en',
        attachmentName: 'reminder-C00001.pdf',
      }),
    [`POST ${LETTER_PATH}/mails`]: () =>
      jsonResponse(
        {
          id: 'm1',
          kind: 'REMINDER',
          to: ['compta@wouri.cm'],
          cc: [],
          subject: 'Reminder – Cabinet',
          state: 'QUEUED',
          attempts: 0,
          lastError: null,
          createdAt: '2026-07-15T10:00:00Z',
          sentAt: null,
          attachments: [],
        },
        201,
      ),
  });
  renderScreen(
    <PartyDetailScreen partyRole="CUSTOMER" />,
    '/apps/company/customer/:partyId',
    `/apps/company/customer/${CUSTOMER_ID}`,
  );
  return calls;
}

describe('customer page', () => {
  it('shows the phone as the customer’s country writes it, not as stored', async () => {
    setup();
    expect(await screen.findByText('6 77 12 34 56')).toBeInTheDocument();
    expect(screen.queryByText('+237677123456')).not.toBeInTheDocument();
  });

  it('downloads the customer’s reminder letter in the company’s language', async () => {
    const calls = setup();
    const saved = catchDownloads();
    await screen.findByRole('heading', { name: 'Hôtel du Wouri' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reminder letter' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual([`reminder-C00001-${todayIsoDate()}.pdf`]));
    const asked = calls.find((call) => new URL(call.url).pathname === LETTER_PATH);
    // No date and no language: today in the company's time zone, in the company's language.
    expect(new URL(asked?.url ?? 'http://x').search).toBe('');
  });

  it('names the button in French', async () => {
    await switchLanguage('fr');
    setup();
    expect(await screen.findByRole('button', { name: 'Lettre de relance' })).toBeInTheDocument();
    await switchLanguage('en');
  });
});

describe('a customer in dollars', () => {
  it('shows its balance and open documents in dollars beside the francs, never summed', async () => {
    // 12,500 USD invoiced at 600, 5,000 USD received: 7,500 USD open, 4,500,000 XAF.
    setup('OWNER', {
      currency: 'USD',
      balance: '4500000',
      balancesInCurrency: [{ currency: 'USD', amount: '7500.00' }],
      openAmount: '0',
      openAmountsInCurrency: [{ currency: 'USD', amount: '7500.00' }],
      openDocuments: [
        {
          id: 'doc-1',
          type: 'SALE_INVOICE',
          number: 'VE-2026-000001',
          date: '2026-03-01',
          dueDate: null,
          amountDue: '7500.00',
          currency: 'USD',
        },
      ],
    });
    const balance = await screen.findByRole('group', { name: 'Balance' });
    expect(balance).toHaveTextContent(/4,?500,?000/);
    expect(within(balance).getByTestId('in-currency')).toHaveTextContent('In USD: $7,500.00');
    const open = screen.getByRole('group', { name: 'Open amount' });
    expect(within(open).getByTestId('in-currency')).toHaveTextContent('In USD: $7,500.00');
    const [document] = await screen.findAllByTestId('open-document');
    expect(document).toHaveTextContent('$7,500.00');
  });
});

describe("the customer's reminder by email", () => {
  it("sends today's reminder letter to the customer's address", async () => {
    const calls = setup();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Hôtel du Wouri' });
    await user.click(screen.getByRole('button', { name: 'Send the reminder by email' }));
    const dialog = await screen.findByRole('dialog', { name: "Send Hôtel du Wouri's reminder letter by email" });
    await within(dialog).findByText('Attached: reminder-C00001.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const sent = calls.find((call) => call.method === 'POST');
    // No date: the letter of today, as the download.
    expect(new URL(sent?.url ?? 'http://x').search).toBe('?language=en');
    expect(await sent?.json()).toMatchObject({ to: ['compta@wouri.cm'], subject: 'Reminder – Cabinet' });
  });

  it('is not offered to a viewer', async () => {
    setup('VIEWER');
    await screen.findByRole('heading', { name: 'Hôtel du Wouri' });
    expect(screen.getByRole('button', { name: 'Reminder letter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the reminder by email' })).toBeNull();
  });
});

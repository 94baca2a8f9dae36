import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/language.ts';
import { jsonResponse, renderScreen, setTestCookie, signInAs } from '../../../test/render.tsx';
import { catchDownloads, REPORTS_BASE, reportQueries, setupReports } from '../report-test-setup.ts';
import { AgedBalanceScreen } from './aged-balance-screen.tsx';

const buckets = (values: Partial<Record<string, string>>) => ({
  notDue: '0',
  days0To30: '0',
  days31To60: '0',
  days61To90: '0',
  over90: '0',
  total: '0',
  ...values,
});

const RECEIVABLES = {
  type: 'customer',
  asOf: '2026-07-15',
  currency: 'XAF',
  parties: [
    {
      partyId: 'party-wouri',
      code: 'C00001',
      name: 'Hôtel du Wouri',
      documents: 2,
      ...buckets({ days0To30: '53663', over90: '98807', total: '152470' }),
    },
    {
      partyId: 'party-mahima',
      code: 'C00002',
      name: 'Supermarché Mahima',
      documents: 1,
      ...buckets({ notDue: '20000', total: '20000' }),
    },
  ],
  totals: buckets({ notDue: '20000', days0To30: '53663', over90: '98807', total: '172470' }),
};

// A USD customer: 7,500 USD open (4,500,000 XAF at the invoice's rate of 600), 0–30 days past due.
const WITH_DOLLARS = {
  ...RECEIVABLES,
  parties: [
    {
      partyId: 'party-lagos',
      code: 'C00003',
      name: 'Lagos Traders',
      documents: 2,
      ...buckets({ days0To30: '4500000', total: '4500000' }),
      inCurrencies: [
        {
          currency: 'USD',
          ...buckets({ notDue: '0.00', days0To30: '7500.00', days31To60: '0.00', days61To90: '0.00', over90: '0.00' }),
          total: '7500.00',
        },
      ],
    },
  ],
  totals: buckets({ days0To30: '4500000', total: '4500000' }),
};

describe('aged balance in a foreign currency', () => {
  it("shows a customer's dollars per bucket under its francs, the totals in francs only", async () => {
    setupReports({ 'aged-balance': WITH_DOLLARS });
    renderScreen(<AgedBalanceScreen type="customer" />, '/sale/aged-receivables');
    await screen.findByRole('table', { name: "Days past the due date of the customers' unpaid invoices" });
    const dollars = screen.getByTestId('aged-in-currency');
    expect(dollars).toHaveTextContent('USD');
    expect(dollars.querySelector('[data-bucket="days0To30"]')).toHaveTextContent('$7,500.00');
    expect(dollars.querySelector('[data-bucket="notDue"]')).toHaveTextContent(/^$/);
    expect(screen.getByTestId('aged-totals')).toHaveTextContent('TotalsXAF04,500,0000004,500,000');
  });
});

describe('aged balance screens', () => {
  it('puts each customer in its buckets of days past due, with totals and a link to the customer', async () => {
    setupReports({ 'aged-balance': RECEIVABLES });
    const user = userEvent.setup();
    renderScreen(<AgedBalanceScreen type="customer" />, '/sale/aged-receivables');
    const table = await screen.findByRole('table', {
      name: "Days past the due date of the customers' unpaid invoices",
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Aged receivables' })).toBeInTheDocument();
    expect(screen.getByText('Exercice 2026, what is due on Jul 15, 2026')).toBeInTheDocument();
    const wouri = within(table).getByText('Hôtel du Wouri').closest('tr');
    expect(wouri?.querySelector('[data-bucket="days0To30"]')).toHaveTextContent('53,663');
    expect(wouri?.querySelector('[data-bucket="over90"]')).toHaveTextContent('98,807');
    expect(wouri?.querySelector('[data-bucket="notDue"]')).toHaveTextContent(/^$/);
    expect(wouri).toHaveTextContent('152,470');
    expect(screen.getByTestId('aged-totals')).toHaveTextContent('TotalsXAF20,00053,6630098,807172,470');
    expect(screen.getByRole('tab', { name: 'Aged receivables', selected: true })).toBeInTheDocument();
    await user.click(within(table).getByRole('link', { name: 'Hôtel du Wouri' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/apps/company/customer/party-wouri');
  });

  it('asks for another date and exports at that date', async () => {
    const calls = setupReports({ 'aged-balance': RECEIVABLES });
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderScreen(<AgedBalanceScreen type="customer" />, '/sale/aged-receivables?asOf=2026-07-15');
    await screen.findByText('Hôtel du Wouri');
    expect(reportQueries(calls, 'aged-balance')[0]?.toString()).toBe('type=customer&asOf=2026-07-15');
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['aged-customer_2026-07-15.csv']));
    expect(Object.fromEntries(reportQueries(calls, 'aged-balance').at(-1) ?? [])).toEqual({
      type: 'customer',
      asOf: '2026-07-15',
      format: 'csv',
      lang: 'en',
    });
  });

  it('downloads the reminder letter of a customer with items past due, and offers none to one with nothing past due', async () => {
    const letter = new Blob(['%PDF-1.3'], { type: 'application/pdf' });
    const calls = setupReports(
      { 'aged-balance': RECEIVABLES },
      {
        [`GET ${REPORTS_BASE}/customers/party-wouri/reminder-letter`]: () =>
          new Response(letter, { headers: { 'Content-Type': 'application/pdf' } }),
      },
    );
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderScreen(<AgedBalanceScreen type="customer" />, '/sale/aged-receivables?asOf=2026-07-15');
    const table = await screen.findByRole('table', {
      name: "Days past the due date of the customers' unpaid invoices",
    });
    // Supermarché Mahima owes 20,000 not yet due: nothing to remind.
    expect(within(table).queryByRole('button', { name: 'Reminder letter to Supermarché Mahima (PDF)' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Reminder letter to Hôtel du Wouri (PDF)' }));
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['reminder-C00001-2026-07-15.pdf']));
    const asked = calls.find((call) => new URL(call.url).pathname.endsWith('/reminder-letter'));
    expect(new URL(asked?.url ?? 'http://x').searchParams.toString()).toBe('asOf=2026-07-15');
  });

  it('names the reminder button in French', async () => {
    await switchLanguage('fr');
    setupReports({ 'aged-balance': RECEIVABLES });
    renderScreen(<AgedBalanceScreen type="customer" />, '/sale/aged-receivables');
    expect(await screen.findByRole('button', { name: 'Lettre de relance à Hôtel du Wouri (PDF)' })).toBeInTheDocument();
    await switchLanguage('en');
  });

  it('shows the suppliers, linked to their page, or says nothing is owed', async () => {
    setupReports({
      'aged-balance': { ...RECEIVABLES, type: 'supplier', parties: [], totals: buckets({}) },
    });
    renderScreen(<AgedBalanceScreen type="supplier" />, '/purchase/aged-payables');
    expect(await screen.findByText('Nothing is owed to any supplier at this date.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Aged payables' })).toBeInTheDocument();
  });
});

describe('the reminder letter by email', () => {
  it("sends a customer's reminder letter by email, the letter's date in the draft and the mail", async () => {
    signInAs('OWNER');
    setTestCookie('XSRF-TOKEN', 'xsrf-1');
    const letter = `${REPORTS_BASE}/customers/party-wouri/reminder-letter`;
    const calls = setupReports(
      { 'aged-balance': RECEIVABLES },
      {
        [`GET ${letter}/mail-draft`]: () =>
          jsonResponse({
            to: ['compta@wouri.cm'],
            cc: [],
            subject: 'Reminder – Cabinet',
            text: 'Hello,',
            language: 'en',
            attachmentName: 'reminder-C00001-2026-07-15.pdf',
          }),
        [`POST ${letter}/mails`]: () =>
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
      },
    );
    const user = userEvent.setup();
    renderScreen(<AgedBalanceScreen type="customer" />, '/sale/aged-receivables?asOf=2026-07-15');
    const table = await screen.findByRole('table', {
      name: "Days past the due date of the customers' unpaid invoices",
    });
    // Nothing past due, nothing to remind: no mail either.
    expect(
      within(table).queryByRole('button', { name: "Send Supermarché Mahima's reminder letter by email" }),
    ).toBeNull();
    await user.click(within(table).getByRole('button', { name: "Send Hôtel du Wouri's reminder letter by email" }));
    const dialog = await screen.findByRole('dialog', { name: "Send Hôtel du Wouri's reminder letter by email" });
    await within(dialog).findByText('Attached: reminder-C00001-2026-07-15.pdf');
    expect(within(dialog).getByLabelText(/^To/)).toHaveValue('compta@wouri.cm');
    const draft = calls.find((call) => new URL(call.url).pathname === `${letter}/mail-draft`);
    // No language asked: the API writes in the customer's own, and says which (here English).
    expect(new URL(draft?.url ?? 'http://x').searchParams.toString()).toBe('asOf=2026-07-15');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const sent = calls.find((call) => call.method === 'POST');
    expect(new URL(sent?.url ?? 'http://x').searchParams.toString()).toBe('asOf=2026-07-15&language=en');
    expect(await sent?.json()).toEqual({
      to: ['compta@wouri.cm'],
      cc: [],
      subject: 'Reminder – Cabinet',
      text: 'Hello,',
      language: 'en',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

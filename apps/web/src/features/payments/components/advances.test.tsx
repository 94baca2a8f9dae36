import type { Advance } from '@bilan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, setTestCookie, signInAs, stubFetch } from '../../../test/render.tsx';
import { DocumentScreen } from '../../invoices/components/document-screen.tsx';
import {
  COMPANY_ID,
  CUSTOMER_ID,
  company,
  customer,
  INVOICE_ID,
  invoice,
  page,
  WORK_FOLDER,
  WORK_FOLDER_ID,
} from '../../invoices/sales-fixture.ts';
import { PartyAdvances } from './advances.tsx';
import { PaymentList } from './payment-list.tsx';

const ADVANCE_ID = '0190f1a2-0000-7000-8000-0000000000a1';
const ADVANCES_PATH = `/v1/accountings/advances/workFolders/${WORK_FOLDER_ID}`;
const USES_PATH = `/v1/accountings/advances/${ADVANCE_ID}/workFolders/${WORK_FOLDER_ID}/uses`;
const DOCUMENT_PATH = `/v1/accountings/documents/${INVOICE_ID}/workFolders/${WORK_FOLDER_ID}`;

function advance(overrides: Partial<Advance> = {}): Advance {
  return {
    id: ADVANCE_ID,
    workFolderId: WORK_FOLDER_ID,
    type: 'RECEIPT',
    state: 'VALIDATED',
    kind: 'ADVANCE',
    accountingDocumentId: null,
    advancePaymentId: null,
    documentNumber: null,
    partyId: CUSTOMER_ID,
    date: '2026-02-15',
    amount: '2000.00',
    currency: 'USD',
    exchangeRate: '600',
    companyAmount: '1200000',
    method: 'BANK_TRANSFER',
    treasuryAccountId: 'acc-5211',
    treasuryAccountNumber: '5211',
    reference: null,
    phone: null,
    phoneOperator: null,
    number: 'BQ-2026-000001',
    journalEntryId: 'entry-1',
    reversalEntryId: null,
    createdAt: '2026-02-15T10:00:00.000Z',
    updatedAt: '2026-02-15T10:00:00.000Z',
    partyName: 'Hôtel du Wouri',
    used: '500.00',
    left: '1500.00',
    companyLeft: '900000',
    ...overrides,
  };
}

function setup(routes: Parameters<typeof stubFetch>[0], route: { path: string; element: ReactElement }, url: string) {
  window.localStorage.setItem('company', COMPANY_ID);
  signInAs();
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company()),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse([WORK_FOLDER]),
    ...routes,
  });
  renderRoutes([route], url);
  return { calls, user: userEvent.setup() };
}

describe('advances', () => {
  it("lists a customer's advances with both amounts and records one in dollars", async () => {
    const { calls, user } = setup(
      {
        [`GET ${ADVANCES_PATH}`]: () => jsonResponse({ items: [advance()] }),
        [`POST ${ADVANCES_PATH}`]: () => jsonResponse(advance(), 201),
      },
      {
        path: '*',
        element: (
          <PartyAdvances
            party={{ id: CUSTOMER_ID, name: 'Hôtel du Wouri', countryCode: 'CM', currency: 'USD' }}
            type="RECEIPT"
          />
        ),
      },
      '/customers',
    );
    const row = await screen.findByTestId('advance-row');
    // The company's amounts once its currency is known.
    await waitFor(() => expect(row).toHaveTextContent(/FCFA\s900,000/));
    const text = row.textContent?.replace(/[\u00a0\u202f]/g, ' ') ?? '';
    expect(text).toContain('BQ-2026-000001');
    expect(text).toMatch(/\$2,000\.00|USD 2,000\.00/);
    expect(text).toContain('FCFA 1,200,000');
    expect(text).toContain('FCFA 900,000');
    expect(screen.getByText(/booked without VAT/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record an advance received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record an advance received' });
    expect(within(dialog).getByRole('textbox', { name: 'Currency' })).toHaveValue('USD');
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Record an advance received' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST' && call.url.endsWith(ADVANCES_PATH));
    expect(await post?.json()).toMatchObject({
      type: 'RECEIPT',
      partyId: CUSTOMER_ID,
      amount: '2000.00',
      currency: 'USD',
      method: 'BANK_TRANSFER',
    });
  });

  it("offers the customer's advance in the invoice's payment modal and sets it against the invoice", async () => {
    const usd = invoice({ currency: 'USD', amountDue: '5000.00', exchangeRate: '610' });
    const { calls, user } = setup(
      {
        [`GET /v1/companies/${COMPANY_ID}/customers/${CUSTOMER_ID}`]: () =>
          jsonResponse({ ...customer(), openDocuments: [], openAmount: '0' }),
        [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(usd),
        [`GET /v1/accountings/payments/workFolders/${WORK_FOLDER_ID}`]: () => jsonResponse(page([])),
        [`GET ${ADVANCES_PATH}`]: () => jsonResponse({ items: [advance()] }),
        [`POST ${USES_PATH}`]: () =>
          jsonResponse(
            advance({ kind: 'ADVANCE_USE', accountingDocumentId: INVOICE_ID, advancePaymentId: ADVANCE_ID }),
            201,
          ),
      },
      { path: '/sale/invoices/:documentId', element: <DocumentScreen type="SALE_INVOICE" /> },
      `/sale/invoices/${INVOICE_ID}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const offer = await screen.findByTestId('advance-offer');
    expect(offer).toHaveTextContent('This party has an advance left in this currency.');
    await user.click(within(offer).getByRole('button', { name: 'Use an advance' }));
    // What is left of the advance, less than what the invoice owes.
    expect(within(offer).getByRole('textbox', { name: 'Amount set against the invoice' })).toHaveValue('1500.00');
    await user.click(within(offer).getByRole('button', { name: 'Set against the invoice' }));
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'POST' && call.url.endsWith(USES_PATH))).toBe(true),
    );
    const post = calls.find((call) => call.method === 'POST' && call.url.endsWith(USES_PATH));
    expect(await post?.json()).toEqual({
      accountingDocumentId: INVOICE_ID,
      date: expect.stringMatching(/^2026-\d{2}-\d{2}$/),
      amount: '1500.00',
    });
  });

  it('records an advance from the receipts list, the customer picked there and its currency taken', async () => {
    const { calls, user } = setup(
      {
        [`GET /v1/accountings/payments/workFolders/${WORK_FOLDER_ID}`]: () => jsonResponse(page([])),
        [`GET /v1/companies/${COMPANY_ID}/customers`]: () =>
          jsonResponse({ items: [customer()], total: 1, nextCursor: null }),
        [`GET /v1/companies/${COMPANY_ID}/customers/${CUSTOMER_ID}`]: () =>
          jsonResponse({ ...customer(), currency: 'USD', openDocuments: [], openAmount: '0' }),
        [`POST ${ADVANCES_PATH}`]: () => jsonResponse(advance(), 201),
      },
      { path: '/sale/receipts', element: <PaymentList type="RECEIPT" /> },
      '/sale/receipts',
    );
    await user.click(await screen.findByRole('button', { name: 'Record an advance received' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record an advance received' });
    const submit = within(dialog).getByRole('button', { name: 'Record an advance received' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Amount/ }), '2000');
    // No customer yet: nothing to record.
    expect(submit).toBeDisabled();
    await user.type(within(dialog).getByRole('combobox', { name: /Customer/ }), 'Wouri');
    await user.click(await screen.findByRole('option', { name: /Hôtel du Wouri/ }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Currency' })).toHaveValue('USD'));
    await user.click(submit);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST' && call.url.endsWith(ADVANCES_PATH));
    expect(await post?.json()).toMatchObject({
      type: 'RECEIPT',
      partyId: CUSTOMER_ID,
      amount: '2000.00',
      currency: 'USD',
    });
  });
});

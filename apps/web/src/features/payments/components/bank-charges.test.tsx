import type { AccountingDocument, Payment } from '@bilan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes, renderScreen, setTestCookie, signInAs, stubFetch } from '../../../test/render.tsx';
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
import { PaymentTable } from './payment-table.tsx';

const DOCUMENT_PATH = `/v1/accountings/documents/${INVOICE_ID}/workFolders/${WORK_FOLDER_ID}`;
const PAYMENTS_PATH = `/v1/accountings/payments/workFolders/${WORK_FOLDER_ID}`;
const PAYMENT_ID = '0190f1a2-0000-7000-8000-0000000000e1';
const PAYMENT_PATH = `/v1/accountings/payments/${PAYMENT_ID}/workFolders/${WORK_FOLDER_ID}`;

// The issue's example: 12,500 USD invoiced at 600 (7,500,000 XAF), received at 610 (7,625,000 XAF, a
// gain of 125,000), the bank keeping 25 USD: 25 × 610 = 15,250 XAF of charges on 6318, apart from the gain.
const usdInvoice = () =>
  invoice({
    currency: 'USD',
    exchangeRate: '600',
    amountPaid: '0.00',
    amountDue: '12500.00',
    companyCurrencyTotals: { excludingTax: '7500000', vat: '0', includingTax: '7500000' },
  });

function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: PAYMENT_ID,
    workFolderId: WORK_FOLDER_ID,
    type: 'RECEIPT',
    state: 'VALIDATED',
    kind: 'SETTLEMENT',
    accountingDocumentId: INVOICE_ID,
    advancePaymentId: null,
    documentNumber: 'VE-2026-000001',
    partyId: CUSTOMER_ID,
    date: '2026-06-01',
    amount: '12500.00',
    currency: 'USD',
    exchangeRate: '610',
    companyAmount: '7625000',
    bankCharges: '25.00',
    companyBankCharges: '15250',
    method: 'BANK_TRANSFER',
    treasuryAccountId: 'acc-521',
    treasuryAccountNumber: '521',
    reference: null,
    phone: null,
    phoneOperator: null,
    number: 'BQ-2026-000001',
    journalEntryId: 'entry-1',
    reversalEntryId: null,
    createdAt: '2026-06-01T10:00:00.000Z',
    updatedAt: '2026-06-01T10:00:00.000Z',
    ...overrides,
  };
}

function setup(document: AccountingDocument, framework: 'SYSCOHADA' | 'PCG' = 'SYSCOHADA') {
  window.localStorage.setItem('company', COMPANY_ID);
  signInAs();
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company({ accountingFramework: framework })),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse([WORK_FOLDER]),
    [`GET /v1/companies/${COMPANY_ID}/customers/${CUSTOMER_ID}`]: () =>
      jsonResponse({ ...customer(), openDocuments: [], openAmount: '0' }),
    [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(document),
    [`GET ${PAYMENTS_PATH}`]: () => jsonResponse(page([])),
    [`GET /v1/accountings/companies/${COMPANY_ID}/exchange-rates/on`]: () =>
      jsonResponse({
        currency: 'USD',
        companyCurrency: 'XAF',
        rateDate: '2026-06-01',
        rate: '610',
        approximateRate: '610',
        fixed: false,
      }),
    [`POST ${PAYMENTS_PATH}`]: () => jsonResponse(payment({ state: 'DRAFT' }), 201),
    [`POST ${PAYMENT_PATH}/state/VALIDATED`]: () => jsonResponse(payment()),
  });
  renderRoutes(
    [{ path: '/sale/invoices/:documentId', element: <DocumentScreen type="SALE_INVOICE" /> }],
    `/sale/invoices/${INVOICE_ID}`,
  );
  return { calls, user: userEvent.setup() };
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function openPayment(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
  return screen.findByRole('dialog', { name: /^Record a payment for/ });
}

async function chooseMethod(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, method: string) {
  await user.click(within(dialog).getByRole('combobox', { name: /^Method/ }));
  await user.click(await screen.findByRole('option', { name: method }));
}

describe('the bank charges of a payment', () => {
  it('are asked on a bank transfer, not in cash, and shown on 6318 apart from the exchange gain', async () => {
    const { calls, user } = setup(usdInvoice());
    const dialog = await openPayment(user);
    expect(within(dialog).queryByRole('textbox', { name: /^Bank charges/ })).toBeNull();
    await chooseMethod(user, dialog, 'Bank transfer');
    await user.type(within(dialog).getByRole('textbox', { name: /^Bank charges/ }), '25');
    expect(plain((await within(dialog).findByTestId('payment-exchange-difference')).textContent)).toContain('125,000');
    expect(plain(within(dialog).getByTestId('payment-bank-charges').textContent)).toMatch(
      /^Bank charges on 6318, apart from any exchange difference: FCFA\s?15,250$/,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    const confirmation = await within(dialog).findByTestId('payment-confirmation');
    expect(plain(confirmation.textContent)).toContain('Bank charges on 6318');
    await user.click(within(dialog).getByRole('button', { name: 'Record and post' }));
    await screen.findByText('Operation completed successfully');
    const post = calls.find((call) => call.method === 'POST' && call.url.endsWith(PAYMENTS_PATH));
    expect(await post?.json()).toMatchObject({ method: 'BANK_TRANSFER', amount: '12500.00', bankCharges: '25.00' });
  });

  it('refuses charges of zero, and books a PCG company’s to 6278 for a payment in its own currency', async () => {
    const { user } = setup(invoice(), 'PCG');
    const dialog = await openPayment(user);
    await chooseMethod(user, dialog, 'Card');
    const charges = within(dialog).getByRole('textbox', { name: /^Bank charges/ });
    await user.type(charges, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    expect(await within(dialog).findByText('more than zero, and less than the amount received')).toBeInTheDocument();
    await user.clear(charges);
    await user.type(charges, '500');
    expect(plain((await within(dialog).findByTestId('payment-bank-charges')).textContent)).toMatch(
      /^Bank charges on 6278, apart from any exchange difference: FCFA\s?500$/,
    );
  });

  it('are shown on the validated payment, in its currency and the company’s', async () => {
    window.localStorage.setItem('company', COMPANY_ID);
    signInAs();
    stubFetch({ [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company()) });
    renderScreen(<PaymentTable payments={[payment()]} />, '/');
    // The company's currency is read first: its amount is shown with it.
    await waitFor(() =>
      expect(plain(screen.getByTestId('payment-row-bank-charges').textContent)).toMatch(
        /^bank charges (\$25\.00|USD 25\.00) \(FCFA\s?15,250\)$/,
      ),
    );
  });
});

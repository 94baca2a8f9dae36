import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { foreignPaymentFigures } from './foreign-payment-preview.tsx';

const DOCUMENT_PATH = `/v1/accountings/documents/${INVOICE_ID}/workFolders/${WORK_FOLDER_ID}`;
const PAYMENTS_PATH = `/v1/accountings/payments/workFolders/${WORK_FOLDER_ID}`;
const RATE_ON_PATH = `/v1/accountings/companies/${COMPANY_ID}/exchange-rates/on`;

// The example: 12,500 USD invoiced at 600 (7,500,000 XAF) by a company keeping its books in XAF.
const usdInvoice = (amountPaid = '0.00', amountDue = '12500.00') =>
  invoice({
    currency: 'USD',
    exchangeRate: '600',
    amountPaid,
    amountDue,
    companyCurrencyTotals: { excludingTax: '7500000', vat: '0', includingTax: '7500000' },
  });
const rateOn = (rate: string) =>
  jsonResponse({
    currency: 'USD',
    companyCurrency: 'XAF',
    rateDate: '2026-06-01',
    rate,
    approximateRate: rate,
    fixed: false,
  });

function setup(rate: () => Response, document = usdInvoice()) {
  window.localStorage.setItem('company', COMPANY_ID);
  signInAs();
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company()),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse([WORK_FOLDER]),
    [`GET /v1/companies/${COMPANY_ID}/customers/${CUSTOMER_ID}`]: () =>
      jsonResponse({ ...customer(), currency: 'USD', openDocuments: [], openAmount: '0' }),
    [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(document),
    [`GET ${PAYMENTS_PATH}`]: () => jsonResponse(page([])),
    [`GET ${RATE_ON_PATH}`]: rate,
  });
  renderRoutes(
    [{ path: '/sale/invoices/:documentId', element: <DocumentScreen type="SALE_INVOICE" /> }],
    `/sale/invoices/${INVOICE_ID}`,
  );
  return { calls, user: userEvent.setup() };
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('a payment of a foreign-currency invoice', () => {
  it('is typed in dollars, shows the rate of its date, its value in XAF and the gain before saving', async () => {
    const { calls, user } = setup(() => rateOn('610'));
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: /^Record a payment for/ });
    expect(within(dialog).getByTestId('payment-amount-currency')).toHaveTextContent('USD');
    expect(plain(within(dialog).getByTestId('payment-amount-due').textContent)).toMatch(/\$12,500\.00|USD 12,500\.00/);
    // 12,500 USD at 610 = 7,625,000 XAF; at the invoice's 600 it settled 7,500,000: a gain of 125,000.
    expect(plain((await within(dialog).findByTestId('payment-rate')).textContent)).toContain('1 USD = 610 XAF');
    expect(plain(within(dialog).getByTestId('payment-company-amount').textContent)).toContain('7,625,000');
    expect(plain(within(dialog).getByTestId('payment-exchange-difference').textContent)).toMatch(
      /^Exchange gain expected: FCFA\s?125,000$/,
    );
    const rateCall = calls.find((call) => call.url.includes('/exchange-rates/on'));
    expect(new URL(rateCall?.url ?? '').searchParams.get('currency')).toBe('USD');

    // A part of it, 5,000 USD: 3,050,000 XAF for a share of 3,000,000, a gain of 50,000.
    const amount = within(dialog).getByRole('textbox', { name: /^Amount/ });
    await user.clear(amount);
    await user.type(amount, '5000');
    expect(plain(within(dialog).getByTestId('payment-company-amount').textContent)).toContain('3,050,000');
    expect(plain(within(dialog).getByTestId('payment-exchange-difference').textContent)).toContain('50,000');

    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    const confirmation = await within(dialog).findByTestId('payment-confirmation');
    expect(plain(confirmation.textContent)).toContain('Exchange gain expected: FCFA 50,000');
  });

  it('says when the date has no rate, and leads to the rates screen', async () => {
    const { user } = setup(() =>
      jsonResponse({ code: 'EXCHANGE_RATE_MISSING', message: 'No exchange rate', fields: [] }, 422),
    );
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const dialog = await screen.findByRole('dialog', { name: /^Record a payment for/ });
    const missing = await within(dialog).findByTestId('payment-rate-missing');
    expect(missing).toHaveTextContent('No rate of USD on or before this date');
    expect(within(missing).getByRole('link', { name: 'Add the rate' })).toHaveAttribute(
      'href',
      '/apps/settings/exchange-rates',
    );
  });
});

describe('foreignPaymentFigures', () => {
  it('takes the party share at the invoice rate, cumulatively, as the API posts it', () => {
    // 12,500 USD at 600, paid 5,000 at 610 then 7,500 at 595.
    const first = foreignPaymentFigures(usdInvoice(), '5000', 'en', '610', 'XAF');
    expect(first).toEqual({ treasury: 3_050_000n, party: 3_000_000n, difference: 50_000n });
    const second = foreignPaymentFigures(usdInvoice('5000.00', '7500.00'), '7500', 'en', '595', 'XAF');
    // 7,500 × 595 = 4,462,500 for a share of 4,500,000: a loss of 37,500; the shares add up to 7,500,000.
    expect(second).toEqual({ treasury: 4_462_500n, party: 4_500_000n, difference: -37_500n });
    expect(foreignPaymentFigures(usdInvoice(), 'abc', 'en', '610', 'XAF')).toBeNull();
  });
});

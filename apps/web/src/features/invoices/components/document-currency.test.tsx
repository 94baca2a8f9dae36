import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  jsonResponse,
  LocationProbe,
  renderRoutes,
  setTestCookie,
  signInAs,
  stubFetch,
} from '../../../test/render.tsx';
import {
  COMPANY_ID,
  CUSTOMER_ID,
  company,
  customer,
  invoice,
  page,
  settings,
  WORK_FOLDER,
  WORK_FOLDER_ID,
} from '../sales-fixture.ts';
import { DocumentScreen } from './document-screen.tsx';

const DOCUMENTS_PATH = `/v1/accountings/documents/workFolders/${WORK_FOLDER_ID}`;
const RATE_ON_PATH = `/v1/accountings/companies/${COMPANY_ID}/exchange-rates/on`;

// A XAF company; its customer invoices in USD; 1 USD = 600 XAF on the invoice's date, 1 EUR = 655.957 XAF fixed.
function rateOn(request: Request): Response {
  const currency = new URL(request.url).searchParams.get('currency');
  if (currency === 'EUR')
    return jsonResponse({
      currency,
      companyCurrency: 'XAF',
      rateDate: null,
      rate: '655.957',
      approximateRate: '655.957',
      fixed: true,
    });
  if (currency === 'USD')
    return jsonResponse({
      currency,
      companyCurrency: 'XAF',
      rateDate: '2026-01-02',
      rate: '600',
      approximateRate: '600',
      fixed: false,
    });
  return jsonResponse({ code: 'EXCHANGE_RATE_MISSING', message: 'No exchange rate', fields: [] }, 422);
}

function setup() {
  window.localStorage.setItem('company', COMPANY_ID);
  signInAs();
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const usdCustomer = { ...customer(), currency: 'USD' };
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company({ currency: 'XAF', countryCode: 'CM' })),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse([WORK_FOLDER]),
    [`GET /v1/companies/${COMPANY_ID}/customers`]: () => jsonResponse(page([usdCustomer])),
    [`GET /v1/companies/${COMPANY_ID}/customers/${CUSTOMER_ID}`]: () =>
      jsonResponse({ ...usdCustomer, openDocuments: [], openAmount: '0' }),
    [`GET /v1/accountings/companies/${COMPANY_ID}/chart-of-accounts`]: () => jsonResponse([]),
    [`GET /v1/companies/${COMPANY_ID}/settings`]: () => jsonResponse(settings({ defaultVatRates: [] })),
    [`GET ${RATE_ON_PATH}`]: rateOn,
    [`POST ${DOCUMENTS_PATH}`]: () => jsonResponse(invoice({ state: 'DRAFT', number: null }), 201),
  });
  renderRoutes(
    [
      { path: '/sale/invoices/new', element: <DocumentScreen type="SALE_INVOICE" /> },
      { path: '*', element: <LocationProbe /> },
    ],
    `/sale/invoices/new?party=${CUSTOMER_ID}`,
  );
  return { calls, user: userEvent.setup() };
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

async function typeLine(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const input = screen.getByRole('textbox', { name: `${name} (Line 1)` });
    await user.clear(input);
    await user.type(input, value);
  }
}

describe('the currency of a document in the editor', () => {
  it("takes the party's currency, shows the rate of its date and the totals in both currencies", async () => {
    const { user } = setup();
    const picker = await screen.findByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(picker).toHaveValue('USD'));
    const rate = await screen.findByTestId('editor-rate');
    expect(plain(rate.textContent)).toContain('1 USD = 600 XAF');
    await typeLine(user, { Description: 'Cacao (tonnes)', Qty: '1', 'Unit price': '12500', 'VAT %': '0' });
    // 12,500 USD at 600 = 7,500,000 XAF, no VAT.
    await waitFor(() => expect(plain(screen.getByTestId('total-including-tax').textContent)).toContain('12,500.00'));
    expect(plain(screen.getByTestId('total-including-tax').textContent)).toMatch(/\$|USD/);
    expect(plain(within(rate).getByTestId('editor-company-totals').textContent)).toMatch(
      /Excl\. tax: FCFA\s?7,500,000VAT: FCFA\s?0Total: FCFA\s?7,500,000/,
    );
    // Cents read at the dollar's scale: 0.50 USD is no refusal.
    await typeLine(user, { 'Unit price': '12500.50' });
    await waitFor(() => expect(plain(screen.getByTestId('total-including-tax').textContent)).toContain('12,500.50'));
    // 12,500.50 × 600 = 7,500,300.
    expect(plain(within(rate).getByTestId('editor-company-totals').textContent)).toContain('7,500,300');
  });

  it('is changeable while a draft: a euro invoice at the fixed parity, sent with its currency', async () => {
    const { calls, user } = setup();
    const picker = await screen.findByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(picker).toHaveValue('USD'));
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'EUR' }));
    expect(plain((await screen.findByTestId('editor-rate')).textContent)).toContain('1 EUR = 655.957 XAF');
    await typeLine(user, { Description: 'Conseil', Qty: '1', 'Unit price': '10000', 'VAT %': '0' });
    // 10,000 EUR × 655.957 = 6,559,570 XAF.
    await waitFor(() =>
      expect(plain(screen.getByTestId('editor-company-totals').textContent)).toContain('Total: FCFA 6,559,570'),
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toMatchObject({ currency: 'EUR', lines: [{ unitPrice: '10000.00' }] });
  });

  it('says when the date has no rate, and leads to the rates screen', async () => {
    const { user } = setup();
    const picker = await screen.findByRole('combobox', { name: 'Currency' });
    await waitFor(() => expect(picker).toHaveValue('USD'));
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: 'GBP' }));
    const missing = await screen.findByTestId('editor-rate-missing');
    expect(missing).toHaveTextContent("No rate of GBP on or before the document's date");
    expect(within(missing).getByRole('link', { name: 'Add the rate' })).toHaveAttribute(
      'href',
      '/apps/settings/exchange-rates',
    );
  });
});

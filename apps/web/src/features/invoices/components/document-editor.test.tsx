import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateText } from '../../../lib/date-text.ts';
import { todayIsoDate } from '../../../lib/format.ts';
import { switchLanguage } from '../../../lib/language.ts';
import { confirmLeave } from '../../../lib/leave-guard-store.ts';
import {
  calendarOf,
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
  INVOICE_ID,
  invoice,
  page,
  settings,
  WORK_FOLDER,
  WORK_FOLDER_ID,
} from '../sales-fixture.ts';
import { DocumentScreen } from './document-screen.tsx';

const chartAccount = (number: string, label: string) => ({
  id: `acc-${number}`,
  number,
  label,
  class: number.slice(0, 1),
  parentNumber: number.slice(0, -1),
  nature: 'income',
  isGroup: false,
  refAccountNumber: number,
  active: true,
  openItems: false,
  hasPostings: false,
  subAccounts: [],
});
const CHART = [
  { class: '2', label: 'Immobilisations', accounts: [chartAccount('2441', 'Matériel et mobilier de bureau')] },
  { class: '6', label: 'Charges', accounts: [chartAccount('601', 'Achats de marchandises')] },
  {
    class: '7',
    label: 'Produits',
    accounts: [
      chartAccount('70', 'Ventes'),
      chartAccount('701', 'Ventes de marchandises'),
      chartAccount('706', 'Services vendus'),
    ],
  },
];

const DOCUMENTS_PATH = `/v1/accountings/documents/workFolders/${WORK_FOLDER_ID}`;
const DOCUMENT_PATH = `/v1/accountings/documents/${INVOICE_ID}/workFolders/${WORK_FOLDER_ID}`;

function setup(
  options: {
    currency?: string;
    countryCode?: string;
    defaultVatRates?: string[];
    path?: string;
    routes?: Parameters<typeof stubFetch>[0];
  } = {},
) {
  window.localStorage.setItem('company', COMPANY_ID);
  signInAs();
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () =>
      jsonResponse(company({ currency: options.currency ?? 'XAF', countryCode: options.countryCode ?? 'CM' })),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse([WORK_FOLDER]),
    [`GET /v1/companies/${COMPANY_ID}/customers`]: () => jsonResponse(page([customer()])),
    [`GET /v1/companies/${COMPANY_ID}/customers/${CUSTOMER_ID}`]: () =>
      jsonResponse({ ...customer(), openDocuments: [], openAmount: '0' }),
    // As the API answers ?class=: that class's accounts only.
    [`GET /v1/accountings/companies/${COMPANY_ID}/chart-of-accounts`]: (request) => {
      const accountClass = new URL(request.url).searchParams.get('class');
      return jsonResponse(CHART.filter((group) => !accountClass || group.class === accountClass));
    },
    [`GET /v1/companies/${COMPANY_ID}/settings`]: () =>
      jsonResponse(settings({ defaultVatRates: options.defaultVatRates ?? [] })),
    ...options.routes,
  });
  const view = renderRoutes(
    [
      { path: '/sale/invoices/new', element: <DocumentScreen type="SALE_INVOICE" /> },
      { path: '/sale/invoices/:documentId', element: <DocumentScreen type="SALE_INVOICE" /> },
      { path: '/purchase/bills/new', element: <DocumentScreen type="PURCHASE_INVOICE" /> },
      { path: '*', element: <LocationProbe /> },
    ],
    options.path ?? `/sale/invoices/new?party=${CUSTOMER_ID}`,
  );
  return { calls, view, user: userEvent.setup() };
}

const line = (name: string, index = 1) => screen.getByRole('textbox', { name: `${name} (Line ${index})` });
const total = (testId: string) => screen.getByTestId(testId).textContent?.replace(/[\u00a0\u202f]/g, ' ');

async function typeLine(user: ReturnType<typeof userEvent.setup>, index: number, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await user.clear(line(name, index));
    await user.type(line(name, index), value);
  }
}

describe('invoice editor: live totals', () => {
  it('says the work folder is closed when the editor opens in a closed folder', async () => {
    setup({
      routes: {
        [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () =>
          jsonResponse([{ ...WORK_FOLDER, status: 'CLOSED' }]),
      },
    });
    expect(
      await screen.findByText('This work folder is closed: documents can be read, not changed.'),
    ).toBeInTheDocument();
  });

  it('rounds per line in EUR: 3 × 333.33 at 20 % is 999.99 + 200.00 = 1,199.99', async () => {
    const { user } = setup({ currency: 'EUR', countryCode: 'FR' });
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeInTheDocument();
    expect(line('VAT %')).toHaveValue('20');
    await typeLine(user, 1, { Description: 'Conseil', Qty: '3', 'Unit price': '333.33' });
    await waitFor(() => expect(total('total-including-tax')).toBe('€1,199.99'));
    expect(total('total-excluding-tax')).toBe('€999.99');
    expect(total('total-vat')).toBe('€200.00');
    expect(screen.getByTestId('line-amount')).toHaveTextContent('999.99');
  });

  it('computes XAF without decimals at the Cameroon rate of 19.25 %, per VAT rate', async () => {
    const { user } = setup();
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeInTheDocument();
    expect(line('VAT %')).toHaveValue('19.25');
    await typeLine(user, 1, { Description: 'Pain de mie', Qty: '2', 'Unit price': '150000' });
    await waitFor(() => expect(total('total-including-tax')).toBe('FCFA 357,750'));
    expect(total('total-vat')).toBe('FCFA 57,750');
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    await typeLine(user, 2, { Description: 'Eau minérale', Qty: '1', 'Unit price': '5000', 'VAT %': '0' });
    await waitFor(() => expect(total('total-including-tax')).toBe('FCFA 362,750'));
    expect(total('total-vat-0')).toBe('FCFA 0');
    expect(total('total-vat-19.25')).toBe('FCFA 57,750');
  });

  it("starts new lines at the company's first default VAT rate from the settings", async () => {
    const { user } = setup({ defaultVatRates: ['10', '19.25'] });
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeInTheDocument();
    expect(line('VAT %')).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Add a line' }));
    expect(line('VAT %', 2)).toHaveValue('10');
  });

  it('reads "150,5" typed in English as 150.5 and says so, where it once read 1505', async () => {
    const { user } = setup({ currency: 'EUR', countryCode: 'FR' });
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeInTheDocument();
    await typeLine(user, 1, { Description: 'Sacs', Qty: '10', 'Unit price': '150,5' });
    await waitFor(() => expect(total('total-excluding-tax')).toBe('€1,505.00'));
    expect(screen.getByText('read as 150.5')).toBeInTheDocument();
  });

  it('refuses a French "1.500" (a thousand or a decimal) with a field message, and writes VAT as "19,25 %"', async () => {
    await switchLanguage('fr');
    const { user, calls } = setup();
    expect(await screen.findByRole('heading', { name: 'Nouvelle facture' })).toBeInTheDocument();
    // The default normalizer would turn the no-break space before % into a plain one.
    expect(await screen.findByText(/^TVA 19,25[\u00a0\u202f]%$/, { normalizer: (text) => text })).toBeInTheDocument();
    const french = (name: string) => screen.getByRole('textbox', { name: `${name} (Ligne 1)` });
    expect(french('TVA %')).toHaveValue('19,25');
    await user.type(french('Désignation'), 'Sacs');
    await user.clear(french('Qté'));
    await user.type(french('Qté'), '1.500');
    await user.type(french('Prix unitaire'), '100');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le brouillon' }));
    expect(await screen.findByText('un millier ou une décimale ? Écrivez 1500 ou 1,500')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says which numbers cannot be read, and leaves those lines out of the totals', async () => {
    const { user, calls } = setup();
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeInTheDocument();
    await typeLine(user, 1, { Description: 'Pain', Qty: '2', 'Unit price': '100.5' });
    expect(await screen.findByText('Lines with an invalid amount are left out of the totals.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('too many decimals for the currency')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says "not a number" on a quantity typed with letters, and refuses special characters in the reference (§5)', async () => {
    const { user, calls } = setup();
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeInTheDocument();
    await typeLine(user, 1, { Description: 'Pain', Qty: '2x', 'Unit price': '100' });
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'BC#2291');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('this is not a number')).toBeInTheDocument();
    expect(screen.getByText("letters, digits, spaces and . , ' - / only")).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });
});

describe('invoice editor: saving', () => {
  it('saves a draft: POST with the lines as the API reads them, success toast, then its page', async () => {
    const saved = invoice({ state: 'DRAFT', number: null, settlement: null, amountDue: null, amountPaid: null });
    const { calls, user, view } = setup({
      routes: {
        [`POST ${DOCUMENTS_PATH}`]: () => jsonResponse(saved, 201),
        [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(saved),
        [`GET ${DOCUMENTS_PATH}`]: () => jsonResponse(page([saved])),
      },
    });
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Party/ })).toHaveValue('Hôtel du Wouri (C00001)'));
    await typeLine(user, 1, { Description: 'Pain de mie (carton)', Qty: '3', 'Unit price': '10 000' });
    await user.type(screen.getByLabelText('Account (Line 1)'), '706');
    await user.click(await screen.findByRole('option', { name: /706 Services vendus/ }));
    await user.type(screen.getByRole('textbox', { name: 'Reference' }), 'BC-2291');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toEqual({
      type: 'SALE_INVOICE',
      date: expect.stringMatching(/^2026-\d{2}-\d{2}$/),
      dueDate: null,
      partyId: CUSTOMER_ID,
      reference: 'BC-2291',
      label: null,
      creditedDocumentId: null,
      vatTreatment: 'DOMESTIC',
      currency: null,
      lines: [
        {
          description: 'Pain de mie (carton)',
          accountId: 'acc-706',
          quantity: '3',
          unitPrice: '10000',
          vatRate: '19.25',
          discountRate: null,
          supplyKind: null,
        },
      ],
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/sale/invoices/${INVOICE_ID}`));
    expect(await screen.findByRole('heading', { name: 'Draft invoice' })).toBeInTheDocument();
    // docs/seed-spec.md §7: the saved document is fetched again after the save.
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.url.endsWith(DOCUMENT_PATH))).toBe(true),
    );
  });

  it('asks the API for the revenue accounts only, and offers them to the lines', async () => {
    const { calls, user } = setup();
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Account (Line 1)'), 'Ventes');
    expect(await screen.findByRole('option', { name: /701 Ventes de marchandises/ })).toBeInTheDocument();
    const chartCalls = calls.filter((call) => call.url.includes('/chart-of-accounts'));
    expect(chartCalls.map((call) => new URL(call.url).search)).toEqual(['?fields=compact&class=7']);
  });

  it("offers a bill's lines the fixed assets (class 2) beside the expenses (class 6), as the API accepts", async () => {
    const { calls, user } = setup({ path: '/purchase/bills/new' });
    expect(await screen.findByRole('heading', { name: 'New bill' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Account (Line 1)'), '2441');
    expect(await screen.findByRole('option', { name: /2441 Matériel et mobilier de bureau/ })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Account (Line 1)'));
    await user.type(screen.getByLabelText('Account (Line 1)'), '601');
    expect(await screen.findByRole('option', { name: /601 Achats de marchandises/ })).toBeInTheDocument();
    const chartCalls = calls.filter((call) => call.url.includes('/chart-of-accounts'));
    expect(chartCalls.map((call) => new URL(call.url).search).sort()).toEqual([
      '?fields=compact&class=2',
      '?fields=compact&class=6',
    ]);
  });

  it('offers to create a fixed-asset account the chart lacks from a bill line, in the chart dialog, the bill kept', async () => {
    const { calls, user } = setup({
      path: '/purchase/bills/new',
      routes: {
        'GET /v1/accountings/ref-accounts': () => jsonResponse([]),
        'GET /v1/accountings/ref-accounts/categories': () => jsonResponse([]),
        [`POST /v1/accountings/companies/${COMPANY_ID}/accounts-company`]: () =>
          jsonResponse({ ...chartAccount('2445', 'Matériel de transport'), id: 'acc-2445' }, 201),
      },
    });
    expect(await screen.findByRole('heading', { name: 'New bill' })).toBeInTheDocument();
    await typeLine(user, 1, { Description: 'Camionnette' });
    await user.type(screen.getByLabelText('Account (Line 1)'), '2445');
    await user.click(await screen.findByRole('option', { name: 'Create account 2445…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New account' });
    expect(within(dialog).getByRole('textbox', { name: /^Account number/ })).toHaveValue('2445');
    await user.type(within(dialog).getByRole('textbox', { name: /^Label/ }), 'Matériel de transport');
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New account' })).not.toBeInTheDocument());
    const post = calls.find((call) => call.method === 'POST' && call.url.includes('/accounts-company'));
    expect(await post?.json()).toEqual({ number: '2445', label: 'Matériel de transport' });
    expect(line('Description')).toHaveValue('Camionnette');
  });

  it('validates a draft in one call with its body, then shows it numbered, unpaid and read-only', async () => {
    const draft = invoice({ state: 'DRAFT', number: null, settlement: null, amountDue: null, amountPaid: null });
    let current = draft;
    const { calls, user } = setup({
      path: `/sale/invoices/${INVOICE_ID}`,
      routes: {
        [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(current),
        [`POST ${DOCUMENT_PATH}/state/VALIDATED`]: () => {
          current = invoice();
          return jsonResponse(current);
        },
        [`GET /v1/accountings/payments/workFolders/${WORK_FOLDER_ID}`]: () => jsonResponse(page([])),
      },
    });
    const screenOf = screen;
    expect(await screenOf.findByRole('heading', { name: 'Draft invoice' })).toBeInTheDocument();
    await user.click(screenOf.getByRole('button', { name: 'Validate' }));
    const dialog = await screenOf.findByRole('dialog', { name: 'Validate this invoice?' });
    expect(
      within(dialog)
        .getByTestId('validate-posts')
        .textContent?.replace(/[\u00a0\u202f]/g, ' '),
    ).toMatch(
      /^It takes the next number and is posted to the sales journal \(VE\): Hôtel du Wouri debited FCFA [\d,]+; sales credited FCFA [\d,]+; VAT collected credited FCFA [\d,]+\.$/,
    );
    expect(within(dialog).getByText(/This is final/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Validate and post' }));
    expect(await screenOf.findByRole('heading', { name: 'VE-2026-000001' })).toBeInTheDocument();
    expect(screenOf.getByText('Unpaid')).toBeInTheDocument();
    const validation = calls.find((call) => call.method === 'POST');
    expect(await validation?.json()).toMatchObject({ type: 'SALE_INVOICE', partyId: CUSTOMER_ID });
    expect(screenOf.getByRole('button', { name: 'Record a payment' })).toBeInTheDocument();
    expect(screenOf.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
  });

  it('deletes a draft once asked and confirmed, then goes back to the list', async () => {
    const draft = invoice({ state: 'DRAFT', number: null, settlement: null, amountDue: null, amountPaid: null });
    const { calls, user } = setup({
      path: `/sale/invoices/${INVOICE_ID}`,
      routes: {
        [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(draft),
        [`DELETE ${DOCUMENT_PATH}`]: () => new Response(null, { status: 204 }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Draft invoice' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    expect(within(dialog).getByText(/Nothing was posted yet/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/sale/invoices'));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
  });

  it('Ctrl+Enter asks for the same confirmation: Escape cancels, Enter validates', async () => {
    const draft = invoice({ state: 'DRAFT', number: null, settlement: null, amountDue: null, amountPaid: null });
    let current = draft;
    const { calls, user } = setup({
      path: `/sale/invoices/${INVOICE_ID}`,
      routes: {
        [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(current),
        [`POST ${DOCUMENT_PATH}/state/VALIDATED`]: () => {
          current = invoice();
          return jsonResponse(current);
        },
        [`GET /v1/accountings/payments/workFolders/${WORK_FOLDER_ID}`]: () => jsonResponse(page([])),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Draft invoice' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Reference' }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Validate this invoice?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('textbox', { name: 'Reference' }));
    await user.keyboard('{Control>}{Enter}{/Control}');
    await screen.findByRole('dialog', { name: 'Validate this invoice?' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Validate and post' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'VE-2026-000001' })).toBeInTheDocument();
  });

  it("names the company's details an e-invoice lacks and links to the settings, where the editor has no field", async () => {
    const draft = invoice({ state: 'DRAFT', number: null, settlement: null, amountDue: null, amountPaid: null });
    const refusal = {
      code: 'E_INVOICE_FIELD_MISSING',
      message: 'E-invoicing is on and a field the e-invoice requires is missing: see the fields.',
      frMessage:
        'La facturation électronique est active et un champ obligatoire de la facture électronique manque : voir les champs.',
      fields: [
        { path: 'settings.vatNumber', code: 'E_INVOICE_FIELD_MISSING' },
        { path: 'settings.siren', code: 'E_INVOICE_FIELD_MISSING' },
      ],
    };
    const { user } = setup({
      countryCode: 'FR',
      currency: 'EUR',
      path: `/sale/invoices/${INVOICE_ID}`,
      routes: {
        [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(draft),
        [`POST ${DOCUMENT_PATH}/state/VALIDATED`]: () => jsonResponse(refusal, 422),
        [`GET /v1/accountings/payments/workFolders/${WORK_FOLDER_ID}`]: () => jsonResponse(page([])),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Draft invoice' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Validate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Validate this invoice?' });
    await user.click(within(dialog).getByRole('button', { name: 'Validate and post' }));
    const gaps = await screen.findByTestId('e-invoice-company-gaps');
    expect(within(gaps).getByText('The e-invoice needs these details of the company')).toBeInTheDocument();
    expect(
      within(gaps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SIREN', 'VAT number']);
    expect(within(gaps).getByRole('link', { name: "Complete them in the company's settings" })).toHaveAttribute(
      'href',
      '/apps/settings',
    );
    expect(screen.getByRole('heading', { name: 'Draft invoice' })).toBeInTheDocument();
  });

  it('shows a validated two-rate invoice with the VAT of each rate, as the editor did', async () => {
    const twoRates = invoice({
      totals: { debit: '36775', credit: '36775', excludingTax: '31000', vat: '5830', includingTax: '36830' },
      vatBreakdown: [
        { vatRate: '5.5', excludingTax: '1000', vat: '55', includingTax: '1055' },
        { vatRate: '19.25', excludingTax: '30000', vat: '5775', includingTax: '35775' },
      ],
    });
    setup({
      path: `/sale/invoices/${INVOICE_ID}`,
      routes: {
        [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(twoRates),
        [`GET /v1/accountings/payments/workFolders/${WORK_FOLDER_ID}`]: () => jsonResponse(page([])),
      },
    });
    expect(await screen.findByRole('heading', { name: 'VE-2026-000001' })).toBeInTheDocument();
    expect(total('total-vat-5.5')).toMatch(/55$/);
    expect(total('total-vat-19.25')).toMatch(/5,775$/);
    expect(screen.queryByTestId('total-vat')).not.toBeInTheDocument();
  });

  it('shows the normal error toast when the PDF is not served yet', async () => {
    const { user } = setup({
      path: `/sale/invoices/${INVOICE_ID}`,
      routes: {
        [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(invoice()),
        [`GET ${DOCUMENT_PATH}/mails`]: () => jsonResponse([]),
        [`GET /v1/accountings/payments/workFolders/${WORK_FOLDER_ID}`]: () => jsonResponse(page([])),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText('ROUTE_NOT_FOUND')).toBeInTheDocument();
  });
});

describe('invoice view: cancelling on a chosen day', () => {
  const PAYMENTS_PATH = `/v1/accountings/payments/workFolders/${WORK_FOLDER_ID}`;
  const receipt = {
    id: 'pay-1',
    workFolderId: WORK_FOLDER_ID,
    type: 'RECEIPT' as const,
    state: 'VALIDATED' as const,
    kind: 'SETTLEMENT' as const,
    accountingDocumentId: INVOICE_ID,
    advancePaymentId: null,
    documentNumber: 'VE-2026-000001',
    partyId: CUSTOMER_ID,
    date: '2026-03-20',
    amount: '35775',
    currency: 'XAF',
    exchangeRate: null,
    companyAmount: '35775',
    method: 'CASH' as const,
    treasuryAccountId: 'acc-571',
    treasuryAccountNumber: '571',
    reference: null,
    phone: null,
    phoneOperator: null,
    number: 'CA-2026-000001',
    journalEntryId: 'entry-2',
    reversalEntryId: null,
    createdAt: '2026-03-20T10:00:00.000Z',
    updatedAt: '2026-03-20T10:00:00.000Z',
  };

  it('sends the cancellation day the user picks, today by default, no earlier than the invoice', async () => {
    const { calls, user } = setup({
      path: `/sale/invoices/${INVOICE_ID}`,
      routes: {
        [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(invoice()),
        [`GET ${PAYMENTS_PATH}`]: () => jsonResponse(page([])),
        [`POST ${DOCUMENT_PATH}/state/CANCELLED`]: () => jsonResponse(invoice({ state: 'CANCELLED' })),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel the document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel VE-2026-000001?' });
    const day = within(dialog).getByLabelText(/Cancellation date/) as HTMLInputElement;
    expect(day.value).toBe(formatDateText(todayIsoDate(), 'en'));
    expect(calendarOf(dialog).min).toBe('2026-03-10');
    await user.clear(day);
    await user.type(day, '2026-05-02');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the document' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('/state/CANCELLED?cancellationDate=2026-05-02'))).toBe(true),
    );
  });

  it('sends the cancellation day of a payment, in French', async () => {
    await switchLanguage('fr');
    const { calls, user } = setup({
      path: `/sale/invoices/${INVOICE_ID}`,
      routes: {
        [`GET ${DOCUMENT_PATH}`]: () =>
          jsonResponse(invoice({ amountPaid: '35775', amountDue: '0', settlement: 'PAID' })),
        [`GET ${PAYMENTS_PATH}`]: () => jsonResponse(page([receipt])),
        [`POST /v1/accountings/payments/pay-1/workFolders/${WORK_FOLDER_ID}/state/CANCELLED`]: () =>
          jsonResponse({ ...receipt, state: 'CANCELLED' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Annuler le règlement CA-2026-000001' }));
    const dialog = await screen.findByRole('dialog');
    const day = within(dialog).getByLabelText(/Date d'annulation/) as HTMLInputElement;
    expect(calendarOf(dialog).min).toBe('2026-03-20');
    await user.clear(day);
    await user.type(day, '2026-06-30');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler le règlement' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.endsWith('/state/CANCELLED?cancellationDate=2026-06-30'))).toBe(true),
    );
  });
});

describe('invoice view: a foreign currency', () => {
  it('shows a USD invoice in dollars, with its rate and its totals in the company currency', async () => {
    const dollars = invoice({
      currency: 'USD',
      exchangeRate: '600',
      lines: [],
      totals: {
        debit: '12500.00',
        credit: '12500.00',
        excludingTax: '12500.00',
        vat: '0.00',
        includingTax: '12500.00',
      },
      vatBreakdown: [{ vatRate: '0', excludingTax: '12500.00', vat: '0.00', includingTax: '12500.00' }],
      companyCurrencyTotals: { excludingTax: '7500000', vat: '0', includingTax: '7500000' },
      amountPaid: '0.00',
      amountDue: '12500.00',
      settlement: 'UNPAID',
    });
    setup({
      path: `/sale/invoices/${INVOICE_ID}`,
      routes: {
        [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(dollars),
        [`GET /v1/accountings/payments/workFolders/${WORK_FOLDER_ID}`]: () => jsonResponse(page([])),
      },
    });
    expect(await screen.findByRole('heading', { name: 'VE-2026-000001' })).toBeInTheDocument();
    expect(screen.getByTestId('amount-due').textContent).toMatch(/\$12,500\.00|12,500\.00/);
    const converted = screen.getByTestId('company-currency-totals');
    expect(converted).toHaveTextContent('1 USD = 600 XAF');
    expect(converted.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toMatch(/FCFA 7,500,000/);
  });
});

describe('invoice editor: a customer created from the party field', () => {
  it('offers "Create customer «typed»", creates it in a modal and chooses it, the invoice kept', async () => {
    const created = customer({ id: 'cust-akwa', code: 'C00002', name: 'Boulangerie Akwa' });
    const { calls, user } = setup({
      path: '/sale/invoices/new',
      routes: {
        [`POST /v1/companies/${COMPANY_ID}/customers`]: () => jsonResponse(created, 201),
        [`GET /v1/companies/${COMPANY_ID}/customers/cust-akwa`]: () =>
          jsonResponse({ ...created, openDocuments: [], openAmount: '0' }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeInTheDocument();
    await typeLine(user, 1, { Description: 'Pain de mie (carton)' });
    await user.type(screen.getByRole('combobox', { name: /Party/ }), 'Boulangerie Akwa');
    await user.click(await screen.findByRole('option', { name: 'Create customer «Boulangerie Akwa»' }));
    const dialog = await screen.findByRole('dialog', { name: 'New customer' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Boulangerie Akwa');
    // The field left for the dialog is not a field left empty: no "choose a party" behind the dialog.
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: /Party/ })).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Create the customer' }));

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /Party/ })).toHaveValue('Boulangerie Akwa (C00002)'),
    );
    expect(screen.queryByRole('dialog', { name: 'New customer' })).not.toBeInTheDocument();
    expect(line('Description')).toHaveValue('Pain de mie (carton)');
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => new URL(call.url).pathname)).toEqual([`/v1/companies/${COMPANY_ID}/customers`]);
    expect(await posts[0]?.json()).toMatchObject({ name: 'Boulangerie Akwa', controlAccountId: null });
  });
});

describe('invoice editor: no lost work', () => {
  const draftKeys = () => Object.keys(window.localStorage).filter((key) => key.startsWith('bilan.draft:'));

  it('asks before leaving unsaved changes by a link or Back, and on reload and logout', async () => {
    // Opened from the list, so Back has somewhere to go.
    const { user, view } = setup({ path: '/sale/invoices' });
    await act(() => view.router.navigate(`/sale/invoices/new?party=${CUSTOMER_ID}`));
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeInTheDocument();
    await typeLine(user, 1, { Description: 'Pain de mie (carton)' });

    await act(() => view.router.navigate('/sale/invoices'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(view.router.state.location.pathname).toBe('/sale/invoices/new');
    expect(line('Description')).toHaveValue('Pain de mie (carton)');

    const reload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);

    let leaving: Promise<boolean> = Promise.resolve(true);
    act(() => {
      leaving = confirmLeave();
    });
    const logout = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(logout).getByText(/Logging out empties this computer's storage/)).toBeInTheDocument();
    await user.click(within(logout).getByRole('button', { name: 'Stay' }));
    expect(await leaving).toBe(false);

    await act(() => view.router.navigate(-1));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/sale/invoices'));
  });

  it('keeps the typed invoice as a local draft of this company and user, offered back, gone once saved', async () => {
    const saved = invoice({ state: 'DRAFT', number: null, settlement: null, amountDue: null, amountPaid: null });
    const first = setup();
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeInTheDocument();
    await typeLine(first.user, 1, { Description: 'Pain de mie (carton)', Qty: '3', 'Unit price': '10 000' });
    await first.user.type(screen.getByLabelText('Account (Line 1)'), '706');
    await first.user.click(await screen.findByRole('option', { name: /706 Services vendus/ }));
    await waitFor(() => expect(draftKeys()).toEqual([expect.stringContaining(`${COMPANY_ID}:u1:SALE_INVOICE:new`)]));
    first.view.unmount();

    const again = setup({
      routes: {
        [`POST ${DOCUMENTS_PATH}`]: () => jsonResponse(saved, 201),
        [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(saved),
      },
    });
    expect(await screen.findByText(/Changes not saved on .* were kept on this computer/)).toBeInTheDocument();
    expect(line('Description')).toHaveValue('');
    await again.user.click(screen.getByRole('button', { name: 'Restore them' }));
    expect(line('Description')).toHaveValue('Pain de mie (carton)');
    expect(line('Qty')).toHaveValue('3');
    expect(screen.getByLabelText('Account (Line 1)')).toHaveValue('706 Services vendus');
    await again.user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    await waitFor(() => expect(draftKeys()).toEqual([]));
  });

  it("never offers another company's draft", async () => {
    window.localStorage.setItem(
      `bilan.draft:${COMPANY_ID}:u1:SALE_INVOICE:new`,
      JSON.stringify({ companyId: 'another-company', userId: 'u1', savedAt: '2026-11-28T10:00:00Z', values: {} }),
    );
    setup();
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore them' })).not.toBeInTheDocument();
  });
});

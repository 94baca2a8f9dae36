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
  INVOICE_ID,
  invoice,
  page,
  settings,
  WORK_FOLDER,
  WORK_FOLDER_ID,
} from '../sales-fixture.ts';
import { DocumentScreen } from './document-screen.tsx';

const SUPPLIER_ID = '0190f1a2-0000-7000-8000-00000000f001';
const DOCUMENTS_PATH = `/v1/accountings/documents/workFolders/${WORK_FOLDER_ID}`;
const DOCUMENT_PATH = `/v1/accountings/documents/${INVOICE_ID}/workFolders/${WORK_FOLDER_ID}`;

function setup(options: { countryCode: string; path: string; routes?: Parameters<typeof stubFetch>[0] }) {
  window.localStorage.setItem('company', COMPANY_ID);
  signInAs();
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const french = options.countryCode === 'FR';
  const supplier = customer({ id: SUPPLIER_ID, code: 'F00001', name: 'Lieferant GmbH', countryCode: 'DE' });
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () =>
      jsonResponse(
        company({
          countryCode: options.countryCode,
          currency: french ? 'EUR' : 'XAF',
          accountingFramework: french ? 'PCG' : 'SYSCOHADA',
        }),
      ),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse([WORK_FOLDER]),
    [`GET /v1/companies/${COMPANY_ID}/suppliers`]: () => jsonResponse(page([supplier])),
    [`GET /v1/companies/${COMPANY_ID}/suppliers/${SUPPLIER_ID}`]: () =>
      jsonResponse({ ...supplier, openDocuments: [], openAmount: '0' }),
    [`GET /v1/companies/${COMPANY_ID}/customers`]: () => jsonResponse(page([customer({ withholdingAgent: true })])),
    [`GET /v1/companies/${COMPANY_ID}/customers/${CUSTOMER_ID}`]: () =>
      jsonResponse({ ...customer({ withholdingAgent: true }), openDocuments: [], openAmount: '0' }),
    [`GET /v1/accountings/companies/${COMPANY_ID}/chart-of-accounts`]: () => jsonResponse([]),
    [`GET /v1/companies/${COMPANY_ID}/settings`]: () => jsonResponse(settings({ defaultVatRates: [] })),
    [`GET /v1/accountings/payments/workFolders/${WORK_FOLDER_ID}`]: () => jsonResponse(page([])),
    ...options.routes,
  });
  const view = renderRoutes(
    [
      { path: '/purchase/bills/new', element: <DocumentScreen type="PURCHASE_INVOICE" /> },
      { path: '/purchase/bills/:documentId', element: <DocumentScreen type="PURCHASE_INVOICE" /> },
      { path: '/sale/invoices/new', element: <DocumentScreen type="SALE_INVOICE" /> },
      { path: '/sale/invoices/:documentId', element: <DocumentScreen type="SALE_INVOICE" /> },
      { path: '*', element: <LocationProbe /> },
    ],
    options.path,
  );
  return { calls, view, user: userEvent.setup() };
}

const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/[\u00a0\u202f]/g, ' ');

describe('VAT treatment of a French bill', () => {
  it('offers the reverse charges and sends the one chosen', async () => {
    const saved = invoice({ type: 'PURCHASE_INVOICE', state: 'DRAFT', number: null, settlement: null });
    const { calls, user } = setup({
      countryCode: 'FR',
      path: `/purchase/bills/new?party=${SUPPLIER_ID}`,
      routes: {
        [`POST ${DOCUMENTS_PATH}`]: () => jsonResponse(saved, 201),
        [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(saved),
      },
    });
    const treatment = await screen.findByRole('combobox', { name: 'VAT treatment' });
    expect(treatment).toHaveValue('VAT invoiced by the supplier');
    await user.click(treatment);
    await user.click(await screen.findByRole('option', { name: 'Intra-EU acquisition (reverse charge)' }));
    const lineField = (name: string) => screen.getByRole('textbox', { name: `${name} (Line 1)` });
    await user.type(lineField('Description'), 'Machines');
    await user.clear(lineField('Unit price'));
    await user.type(lineField('Unit price'), '2000');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Party/ })).toHaveValue('Lieferant GmbH (F00001)'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = await calls.find((call) => call.method === 'POST')?.json();
    expect(body).toMatchObject({ type: 'PURCHASE_INVOICE', vatTreatment: 'INTRA_EU_ACQUISITION' });
  });

  it('is not offered to a Cameroonian company', async () => {
    setup({ countryCode: 'CM', path: `/purchase/bills/new?party=${SUPPLIER_ID}` });
    expect(await screen.findByRole('heading', { name: 'New bill' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'VAT treatment' })).not.toBeInTheDocument();
  });

  it('shows a validated reverse charge: the VAT declared apart and 2,000.00 € to pay', async () => {
    const bill = invoice({
      type: 'PURCHASE_INVOICE',
      vatTreatment: 'INTRA_EU_ACQUISITION',
      partyId: SUPPLIER_ID,
      totals: { debit: '2400.00', credit: '2400.00', excludingTax: '2000.00', vat: '400.00', includingTax: '2400.00' },
      vatBreakdown: [{ vatRate: '20', excludingTax: '2000.00', vat: '400.00', includingTax: '2400.00' }],
      dues: {
        precompteRate: '0',
        vatWithheldRate: '0',
        precompte: '0.00',
        vatWithheld: '0.00',
        selfAssessedVat: '400.00',
        payable: '2000.00',
      },
      amountPaid: '0.00',
      amountDue: '2000.00',
    });
    setup({
      countryCode: 'FR',
      path: `/purchase/bills/${INVOICE_ID}`,
      routes: { [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(bill) },
    });
    expect(await screen.findByText('Intra-EU acquisition (reverse charge)')).toBeInTheDocument();
    // The fixture's line is goods: no services mark.
    expect(screen.queryByText('Services, VAT due when paid')).not.toBeInTheDocument();
    expect(text('dues-self-assessed')).toBe('-€400.00');
    expect(text('dues-payable')).toBe('€2,000.00');
    expect(text('amount-due')).toBe('€2,000.00');
  });
});

describe('services of a French invoice', () => {
  it('lets each line say goods or services, and sends what it says', async () => {
    const saved = invoice({ state: 'DRAFT', number: null, settlement: null });
    const { calls, user } = setup({
      countryCode: 'FR',
      path: `/sale/invoices/new?party=${CUSTOMER_ID}`,
      routes: {
        [`POST ${DOCUMENTS_PATH}`]: () => jsonResponse(saved, 201),
        [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(saved),
      },
    });
    const kind = await screen.findByRole('combobox', { name: 'Goods or services (Line 1)' });
    expect(kind).toHaveValue('As its account');
    await user.click(kind);
    await user.click(await screen.findByRole('option', { name: 'Services (VAT when paid)' }));
    await user.type(screen.getByRole('textbox', { name: 'Description (Line 1)' }), 'Conseil');
    await user.type(screen.getByRole('textbox', { name: 'Unit price (Line 1)' }), '1000');
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Party/ })).toHaveValue('Hôtel du Wouri (C00001)'));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const body = await calls.find((call) => call.method === 'POST')?.json();
    expect(body.lines[0]).toMatchObject({ description: 'Conseil', supplyKind: 'SERVICES' });
  });

  it('does not ask a Cameroonian company', async () => {
    setup({ countryCode: 'CM', path: `/sale/invoices/new?party=${CUSTOMER_ID}` });
    expect(await screen.findByRole('heading', { name: 'New invoice' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Goods or services (Line 1)' })).not.toBeInTheDocument();
  });

  it('marks service lines, whose VAT is due when paid', async () => {
    const base = invoice();
    const sale = invoice({ lines: base.lines.map((line) => ({ ...line, supplyKind: 'SERVICES' as const })) });
    setup({
      countryCode: 'FR',
      path: `/sale/invoices/${INVOICE_ID}`,
      routes: { [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(sale) },
    });
    expect(await screen.findByText('Services, VAT due when paid')).toBeInTheDocument();
  });
});

describe('withholdings of a Cameroonian invoice', () => {
  it('warns on the editor that the customer is a withholding agent', async () => {
    setup({ countryCode: 'CM', path: `/sale/invoices/new?party=${CUSTOMER_ID}` });
    expect(await screen.findByTestId('withholding-notice')).toHaveTextContent(/withholding agent/);
  });

  it('shows the VAT withheld, the précompte and the 2,445,000 the customer pays', async () => {
    const sale = invoice({
      totals: {
        debit: '2981250',
        credit: '2981250',
        excludingTax: '2500000',
        vat: '481250',
        includingTax: '2981250',
      },
      vatBreakdown: [{ vatRate: '19.25', excludingTax: '2500000', vat: '481250', includingTax: '2981250' }],
      dues: {
        precompteRate: '2.2',
        vatWithheldRate: '100',
        precompte: '55000',
        vatWithheld: '481250',
        selfAssessedVat: '0',
        payable: '2445000',
      },
      amountDue: '2445000',
    });
    setup({
      countryCode: 'CM',
      path: `/sale/invoices/${INVOICE_ID}`,
      routes: { [`GET ${DOCUMENT_PATH}`]: () => jsonResponse(sale) },
    });
    const dues = await screen.findByTestId('document-dues');
    expect(within(dues).getByText('VAT withheld at source 100%')).toBeInTheDocument();
    expect(within(dues).getByText('Précompte 2.2%')).toBeInTheDocument();
    expect(text('dues-vat-withheld')).toBe('FCFA -481,250');
    expect(text('dues-precompte')).toBe('FCFA -55,000');
    expect(text('dues-payable')).toBe('FCFA 2,445,000');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Books, books, payment, validatedInvoice, validatePayment } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
let company: Books;
let asOf: string;

beforeAll(async () => {
  context = await createTestContext();
  company = await books(context.app);
  const app = context.app;
  // Customer: 30 days' terms. Invoices of 1 March (due 31 March) and 1 June (due 1 July).
  const march = await validatedInvoice(app, company, 'SALE_INVOICE', [
    { quantity: '1', unitPrice: '100000', vatRate: '19.25' },
  ]);
  await validatedInvoice(app, company, 'SALE_INVOICE', [{ quantity: '2', unitPrice: '10000', vatRate: '0' }], {
    date: `${company.year}-06-01`,
  });
  const receipt = await payment(app, company, {
    type: 'RECEIPT',
    accountingDocumentId: march.id,
    amount: '19250',
    method: 'CASH',
  });
  await validatePayment(app, company, receipt.id);
  await validatedInvoice(app, company, 'PURCHASE_INVOICE', [{ quantity: '4', unitPrice: '5000', vatRate: '19.25' }]);
  await validatedInvoice(app, company, 'SALE_CREDIT_NOTE', [{ quantity: '1', unitPrice: '1000', vatRate: '19.25' }], {
    date: `${company.year}-03-05`,
  });
  asOf = `${company.year}-07-15`;
});
afterAll(() => context.close());

const report = (name: string, query: Record<string, string> = {}) =>
  call(context.app, 'GET', `/v1/accountings/workFolders/${company.workFolderId}/${name}`, undefined, {
    token: company.token,
    query,
  });

describe('aged balance', () => {
  it('puts what each customer owes in buckets of days past due, from the open items', async () => {
    const response = await report('aged-balance', { type: 'customer', asOf });
    expect(response.statusCode, response.body).toBe(200);
    // March invoice: 119,250 − 19,250 = 100,000, due 31 March → 106 days past due.
    // June invoice: 20,000, due 1 July → 14 days. Credit note of 5 March: −1,193, due 4 April → 102 days.
    // Four open items: the March invoice and the receipt partly matching it, the June invoice, the credit note.
    expect(response.json()).toMatchObject({
      asOf,
      currency: 'XAF',
      parties: [
        {
          code: 'C00001',
          name: 'Boulangerie Akwa',
          documents: 4,
          notDue: '0',
          days0To30: '20000',
          days31To60: '0',
          days61To90: '0',
          over90: '98807',
          total: '118807',
        },
      ],
      totals: { total: '118807', over90: '98807' },
    });
  });

  it('shows what is owed to suppliers', async () => {
    const suppliers = (await report('aged-balance', { type: 'supplier', asOf: `${company.year}-03-10` })).json();
    expect(suppliers.parties).toEqual([
      expect.objectContaining({ code: 'F00001', days0To30: '23850', total: '23850' }),
    ]);
  });
});

describe('VAT summary', () => {
  it('sums VAT collected and deductible per month and rate, credit notes deducted', async () => {
    const summary = (await report('vat-summary')).json();
    expect(summary.rows).toEqual([
      {
        month: `${company.year}-03`,
        vatRate: '19.25',
        collectedBase: '99000',
        collected: '19057',
        deductibleBase: '20000',
        deductible: '3850',
        due: '15207',
      },
      {
        month: `${company.year}-06`,
        vatRate: '0',
        collectedBase: '20000',
        collected: '0',
        deductibleBase: '0',
        deductible: '0',
        due: '0',
      },
    ]);
    expect(summary.totals).toEqual({ collected: '19057', deductible: '3850', due: '15207' });
  });
});

describe('dashboard', () => {
  it('answers revenue, expenses, result, cash, receivables, payables and months with their cash from the balances', async () => {
    const figures = (await report('dashboard')).json();
    expect(figures).toMatchObject({
      revenue: '119000',
      expenses: '20000',
      result: '99000',
      cash: '19250',
      receivables: '118807',
      payables: '23850',
    });
    expect(figures.months).toHaveLength(12);
    // The cash receipt of 20 March: the treasury holds it from March on.
    expect(figures.months[1]).toEqual({ month: `${company.year}-02`, revenue: '0', expenses: '0', cash: '0' });
    expect(figures.months[2]).toEqual({
      month: `${company.year}-03`,
      revenue: '99000',
      expenses: '20000',
      cash: '19250',
    });
    expect(figures.months[5]).toEqual({ month: `${company.year}-06`, revenue: '20000', expenses: '0', cash: '19250' });
  });

  it('starts the cash of the months from the treasury before the period', async () => {
    const figures = (await report('dashboard', { from: `${company.year}-04-01` })).json();
    expect(figures.months[0]).toEqual({ month: `${company.year}-04`, revenue: '0', expenses: '0', cash: '19250' });
  });
});

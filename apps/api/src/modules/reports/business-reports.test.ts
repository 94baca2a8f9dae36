import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatedEntry } from '../../testing/ledger-fixtures.ts';
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
    // Three open items: the March invoice less the receipt partly matching it (one item), the June
    // invoice, the credit note.
    expect(response.json()).toMatchObject({
      asOf,
      currency: 'XAF',
      parties: [
        {
          code: 'C00001',
          name: 'Boulangerie Akwa',
          documents: 3,
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

describe('VAT return', () => {
  it('computes March from the VAT accounts, with the CAC apart and the bases by rate of the documents', async () => {
    const response = await report('vat-return', { period: `${company.year}-03` });
    expect(response.statusCode, response.body).toBe(200);
    // Sales VAT 19,250 less the credit note's 193 (19.25 % of 1,000); purchases VAT 3,850 on 4452.
    // 19,057 = 17,325 principal (19,057 × 17.5 / 19.25, rounded) + 1,732 CAC; 15,207 = 13,825 + 1,382.
    // The form of the return (its lines, the filing) is checked in modules/vat-returns.
    expect(response.json()).toMatchObject({
      from: `${company.year}-03-01`,
      to: `${company.year}-03-31`,
      currency: 'XAF',
      collected: '19057',
      deductibleFixedAssets: '0',
      deductibleGoodsAndServices: '3850',
      deductible: '3850',
      creditCarriedForward: '0',
      netDue: '15207',
      credit: '0',
      cameroon: {
        collected: { principal: '17325', cac: '1732' },
        deductible: { principal: '3500', cac: '350' },
        netDue: { principal: '13825', cac: '1382' },
        credit: { principal: '0', cac: '0' },
      },
      bases: [
        { vatRate: '19.25', salesBase: '99000', salesVat: '19057', purchasesBase: '20000', purchasesVat: '3850' },
      ],
      ca3: null,
    });
  });

  it('reads a quarter, and refuses a period that is not a month or a quarter', async () => {
    const quarter = (await report('vat-return', { period: `${company.year}-Q2` })).json();
    expect([quarter.from, quarter.to, quarter.collected]).toEqual([
      `${company.year}-04-01`,
      `${company.year}-06-30`,
      '0',
    ]);
    expect(quarter.bases).toEqual([
      { vatRate: '0', salesBase: '20000', salesVat: '0', purchasesBase: '0', purchasesVat: '0' },
    ]);
    expect((await report('vat-return', { period: `${company.year}-13` })).statusCode).toBe(400);
  });

  it('exports the return as the screen shows it', async () => {
    const csv = (await report('vat-return', { period: `${company.year}-03`, format: 'csv', lang: 'en' })).body;
    expect(csv).toContain(',VAT collected,,19057');
    expect(csv).toContain(',VAT collected — CAC 10 %,,1732');
    expect(csv).toContain(',Net VAT due,,15207');
    expect(csv).toContain(',Sales 19.25 %,99000,19057');
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

describe('dashboard of a year with HAO and income tax', () => {
  it('answers revenue − expenses equal to the income statement result', async () => {
    const other = await books(context.app);
    await validatedInvoice(context.app, other, 'SALE_INVOICE', [{ quantity: '1', unitPrice: '100000', vatRate: '0' }]);
    await validatedInvoice(context.app, other, 'PURCHASE_INVOICE', [
      { quantity: '1', unitPrice: '20000', vatRate: '0' },
    ]);
    // An HAO product of 5,000 and the year's income tax of 30,000.
    await validatedEntry(context.app, other, `${other.year}-06-30`, [
      { number: '5711', debit: '5000' },
      { number: '841', credit: '5000' },
    ]);
    await validatedEntry(context.app, other, `${other.year}-12-31`, [
      { number: '8911', debit: '30000' },
      { number: '441', credit: '30000' },
    ]);
    const read = (name: string) =>
      call(context.app, 'GET', `/v1/accountings/workFolders/${other.workFolderId}/${name}`, undefined, {
        token: other.token,
      });
    const figures = (await read('dashboard')).json();
    // Revenue 100,000 + 5,000; expenses 20,000 + 30,000; result 105,000 − 50,000.
    expect([figures.revenue, figures.expenses, figures.result]).toEqual(['105000', '50000', '55000']);
    expect((await read('income-statement')).json().result).toBe('55000');
    expect(figures.months[5]).toMatchObject({ revenue: '5000', expenses: '0' });
    expect(figures.months[11]).toMatchObject({ revenue: '0', expenses: '30000' });
  });
});

import type { AccountingDocument } from '@bilan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  partyBalance as balanceOf,
  booksWithRates,
  entryLines,
  FRENCH,
  paid as paidIn,
  setRate,
  usdInvoice,
} from '../../testing/foreign-fixtures.ts';
import { accountIdsByNumber } from '../../testing/ledger-fixtures.ts';
import { type Books, books, pays, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const lines = (entryId: string | null, digits?: number) => entryLines(context.app, entryId, digits);
const partyBalance = (company: Books) => balanceOf(context.app, company);
const paid = (company: Books, body: Record<string, unknown>) => paidIn(context.app, company, body);

describe('a credit note at another rate than its invoice', () => {
  it('takes the receivable off at the invoice rate, the difference to 756 (XAF)', async () => {
    const company = await booksWithRates(context.app, { '03-01': '600', '04-10': '610', '05-10': '605' });
    const y = company.year;
    // 1,000.00 USD at 600 = 600,000 XAF owed.
    const invoice = await usdInvoice(context.app, company, '1000.00');
    // 400.00 USD credited at 610: sales less 244,000, the receivable less 400 × 600 = 240,000, a gain of 4,000.
    const note = await usdInvoice(context.app, company, '400.00', {
      type: 'SALE_CREDIT_NOTE',
      extra: { creditedDocumentId: invoice.id, date: `${y}-04-10` },
    });
    expect(note.exchangeRate).toBe('610');
    expect(await lines(note.journalEntryId)).toEqual([
      ['4111', '0', '240000'],
      ['7011', '244000', '0'],
      ['756', '0', '4000'],
    ]);
    // The 600.00 USD left, paid at 605: 363,000 for the 360,000 left of the receivable, a gain of 3,000.
    const receipt = await paid(company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      date: `${y}-05-10`,
      amount: '600.00',
    });
    expect(await lines(receipt.journalEntryId)).toEqual([
      ['5211', '363000', '0'],
      ['4111', '0', '360000'],
      ['756', '0', '3000'],
    ]);
    // 600,000 − 240,000 − 360,000 = 0: no residue.
    expect(await partyBalance(company)).toBe('0');
  });

  it("takes a French supplier's debt off at the bill's rate, the difference to 656 (EUR)", async () => {
    const company = await booksWithRates(context.app, { '03-01': '0.9', '04-15': '0.95' }, FRENCH);
    const y = company.year;
    const bill = await usdInvoice(context.app, company, '100.00', { type: 'PURCHASE_INVOICE' });
    // 100.00 USD at 0.90 = 90.00 € owed; credited whole at 0.95: the debt less 90.00 €, purchases less
    // 95.00 €, and the 5.00 € between them a loss.
    const note = await usdInvoice(context.app, company, '100.00', {
      type: 'PURCHASE_CREDIT_NOTE',
      extra: { creditedDocumentId: bill.id, date: `${y}-04-15` },
    });
    expect(await lines(note.journalEntryId, 3)).toEqual([
      ['401', '9000', '0'],
      ['607', '0', '9500'],
      ['656', '500', '0'],
    ]);
    expect(await partyBalance(company)).toBe('0');
  });
});

describe('bank charges on a foreign payment', () => {
  it('keeps 25.00 USD of charges from a receipt at 610: 15,250 XAF to 6318, the gain unchanged', async () => {
    const company = await booksWithRates(context.app, { '03-01': '600', '04-01': '610' });
    const y = company.year;
    const invoice = await usdInvoice(context.app, company, '12500.00');
    // 12,500 USD at 610 = 7,625,000 for a receivable of 7,500,000: gain 125,000. The bank keeps
    // 25.00 USD = 15,250 XAF: the account receives 7,609,750.
    const receipt = await paid(company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      date: `${y}-04-01`,
      amount: '12500.00',
      bankCharges: '25.00',
    });
    expect(receipt).toMatchObject({ bankCharges: '25.00', companyBankCharges: '15250', companyAmount: '7625000' });
    expect(await lines(receipt.journalEntryId)).toEqual([
      ['5211', '7609750', '0'],
      ['4111', '0', '7500000'],
      ['756', '0', '125000'],
      ['6318', '15250', '0'],
    ]);
    expect(await partyBalance(company)).toBe('0');
  });

  it('adds 15.00 USD of charges to a French disbursement at 0.92: 13.80 € to 6278, the loss unchanged', async () => {
    const company = await booksWithRates(context.app, { '03-01': '0.9', '04-15': '0.92' }, FRENCH);
    const y = company.year;
    const bill = await usdInvoice(context.app, company, '100.00', { type: 'PURCHASE_INVOICE' });
    // 100.00 USD at 0.92 = 92.00 € for a debt of 90.00 €: loss 2.00 €; charges 15.00 × 0.92 = 13.80 €;
    // the bank pays out 92.00 + 13.80 = 105.80 €.
    const disbursement = await paid(company, {
      type: 'DISBURSEMENT',
      accountingDocumentId: bill.id,
      date: `${y}-04-15`,
      amount: '100.00',
      bankCharges: '15.00',
    });
    expect(await lines(disbursement.journalEntryId, 3)).toEqual([
      ['512', '0', '10580'],
      ['401', '9000', '0'],
      ['656', '200', '0'],
      ['627', '1380', '0'],
    ]);
    expect(await partyBalance(company)).toBe('0');
  });
});

describe('bank charges on a payment in the company currency', () => {
  it('takes charges on a payment in the company currency, and refuses charges of nothing or of all', async () => {
    const company = await books(context.app);
    const invoice: AccountingDocument = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '100000', vatRate: '0' },
    ]);
    const body = { type: 'RECEIPT', accountingDocumentId: invoice.id, amount: '100000', method: 'BANK_TRANSFER' };
    for (const bankCharges of ['0', '100000']) {
      const refused = await call(
        context.app,
        'POST',
        pays(company),
        { ...body, date: `${company.year}-03-20`, bankCharges },
        {
          token: company.token,
        },
      );
      expect(refused.statusCode).toBe(422);
      expect(errorOf(refused)).toMatchObject({ code: 'BANK_CHARGES_INVALID', fields: [{ path: 'bankCharges' }] });
    }
    const listed = await call(context.app, 'GET', pays(company), undefined, { token: company.token });
    expect(listed.json().total).toBe(0);
    // 100,000 XAF received less 2,500 of charges.
    const receipt = await paid(company, { ...body, bankCharges: '2500' });
    expect(receipt).toMatchObject({ bankCharges: '2500', companyBankCharges: '2500' });
    expect(await lines(receipt.journalEntryId)).toEqual([
      ['5211', '97500', '0'],
      ['4111', '0', '100000'],
      ['6318', '2500', '0'],
    ]);
  });
});

describe('differences realised on a financial item', () => {
  it("books a fixed-asset supplier's difference (SYSCOHADA 4812) to 776, not 756", async () => {
    const company = await books(context.app);
    const y = company.year;
    const accounts = await accountIdsByNumber(context.app, company);
    const supplier = await call(
      context.app,
      'POST',
      `/v1/companies/${company.companyId}/suppliers`,
      { name: 'Machines Outils SA', controlAccountId: accounts.get('4812'), currency: 'USD' },
      { token: company.token },
    );
    expect(supplier.statusCode, supplier.body).toBe(201);
    await setRate(context.app, company, `${y}-03-01`, '600');
    await setRate(context.app, company, `${y}-04-01`, '590');
    // A machine of 1,000.00 USD at 600 = 600,000 XAF owed; paid at 590: 590,000, a gain of 10,000.
    const bill: AccountingDocument = await validatedInvoice(
      context.app,
      { ...company, supplierId: supplier.json().id },
      'PURCHASE_INVOICE',
      [{ quantity: '1', unitPrice: '1000.00', vatRate: '0', accountId: accounts.get('2441') }],
    );
    expect(bill.currency).toBe('USD');
    const disbursement = await paid(company, {
      type: 'DISBURSEMENT',
      accountingDocumentId: bill.id,
      date: `${y}-04-01`,
      amount: '1000.00',
    });
    expect(await lines(disbursement.journalEntryId)).toEqual([
      ['5211', '0', '590000'],
      ['4812', '600000', '0'],
      ['776', '0', '10000'],
    ]);
  });
});

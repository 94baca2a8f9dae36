import type { AccountingDocument, Payment } from '@bilan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  booksWithRates,
  FRENCH,
  storedLines as linesOf,
  paid as paidIn,
  partyBalance,
  usdInvoice,
} from '../../testing/foreign-fixtures.ts';
import { verifyLedger } from '../../testing/ledger-fixtures.ts';
import { type Books, books, doc, docs, pay, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const storedLines = (entryId: string) => linesOf(context.app, entryId);
const paid = (company: Books, documentId: string, date: string, amount: string, type = 'RECEIPT') =>
  paidIn(context.app, company, { type, accountingDocumentId: documentId, date, amount });

describe('invoices in a foreign currency (XAF company)', () => {
  it('invoices 10,000 EUR at the fixed parity: 6,559,570 XAF, and its payment makes no difference', async () => {
    const company = await books(context.app);
    const invoice: AccountingDocument = await validatedInvoice(
      context.app,
      company,
      'SALE_INVOICE',
      [{ quantity: '1', unitPrice: '10000.00', vatRate: '0' }],
      { currency: 'EUR' },
    );
    expect(invoice).toMatchObject({ currency: 'EUR', exchangeRate: '655.957' });
    expect(invoice.totals.includingTax).toBe('10000.00');
    expect(invoice.companyCurrencyTotals).toEqual({ excludingTax: '6559570', vat: '0', includingTax: '6559570' });
    expect(await storedLines(invoice.journalEntryId ?? '')).toEqual([
      { account: '4111', debit: '6559570', credit: '0', currency: 'EUR', foreign: '1000000' },
      { account: '7011', debit: '0', credit: '6559570', currency: 'EUR', foreign: '1000000' },
    ]);

    const receipt = await paid(company, invoice.id, `${company.year}-06-30`, '10000.00');
    expect(receipt).toMatchObject({
      amount: '10000.00',
      currency: 'EUR',
      exchangeRate: '655.957',
      companyAmount: '6559570',
    });
    const lines = await storedLines(receipt.journalEntryId ?? '');
    expect(lines.map((line) => [line.account.slice(0, 3), line.debit, line.credit])).toEqual([
      ['521', '6559570', '0'],
      ['411', '0', '6559570'],
    ]);
  });
});

describe('payments in a foreign currency (XAF company)', () => {
  it('invoices 12,500 USD at 600 and is paid in two parts, at 610 (gain 50,000) and 595 (loss 37,500)', async () => {
    const company = await booksWithRates(context.app, { '02-27': '600', '04-01': '610', '05-02': '595' });
    const year = company.year;
    const invoice = await usdInvoice(context.app, company, '12500.00');
    // 12,500 USD × 600 = 7,500,000 XAF owed by the customer.
    expect(invoice).toMatchObject({ currency: 'USD', exchangeRate: '600', amountDue: '12500.00' });
    expect((await storedLines(invoice.journalEntryId ?? ''))[0]).toMatchObject({
      debit: '7500000',
      foreign: '1250000',
    });

    // 5,000 USD at 610 = 3,050,000 XAF for a share of 5,000 × 600 = 3,000,000: a gain of 50,000 (756).
    const first = await paid(company, invoice.id, `${year}-04-01`, '5000.00');
    expect(first).toMatchObject({ amount: '5000.00', exchangeRate: '610', companyAmount: '3050000' });
    expect(await storedLines(first.journalEntryId ?? '')).toEqual([
      { account: '5211', debit: '3050000', credit: '0', currency: null, foreign: null },
      { account: '4111', debit: '0', credit: '3000000', currency: 'USD', foreign: '500000' },
      { account: '756', debit: '0', credit: '50000', currency: null, foreign: null },
    ]);
    const partly = (
      await call(context.app, 'GET', doc(company, invoice.id), undefined, { token: company.token })
    ).json();
    expect(partly).toMatchObject({ amountPaid: '5000.00', amountDue: '7500.00', settlement: 'PARTIALLY_PAID' });

    // 7,500 USD at 595 = 4,462,500 XAF for the rest of the receivable, 4,500,000: a loss of 37,500 (656).
    const second = await paid(company, invoice.id, `${year}-05-02`, '7500.00');
    expect(await storedLines(second.journalEntryId ?? '')).toEqual([
      { account: '5211', debit: '4462500', credit: '0', currency: null, foreign: null },
      { account: '4111', debit: '0', credit: '4500000', currency: 'USD', foreign: '750000' },
      { account: '656', debit: '37500', credit: '0', currency: null, foreign: null },
    ]);
    const settled = (
      await call(context.app, 'GET', doc(company, invoice.id), undefined, { token: company.token })
    ).json();
    expect(settled).toMatchObject({ amountDue: '0.00', settlement: 'PAID' });
    // The customer's account in XAF: 7,500,000 − 3,000,000 − 4,500,000 = 0.
    expect(await partyBalance(context.app, company)).toBe('0');
  });
});

describe('foreign-currency invoices refused', () => {
  it('refuses an invoice whose date has no rate, and a currency Bilan does not know, storing nothing', async () => {
    const company = await books(context.app);
    const body = (currency: string) => ({
      type: 'SALE_INVOICE',
      date: `${company.year}-03-01`,
      partyId: company.customerId,
      currency,
      lines: [{ description: 'Article', quantity: '1', unitPrice: '10', vatRate: '0' }],
    });
    const missing = await call(context.app, 'POST', docs(company), body('USD'), { token: company.token });
    expect(missing.statusCode).toBe(422);
    expect(errorOf(missing)).toMatchObject({ code: 'EXCHANGE_RATE_MISSING', fields: [{ path: 'date' }] });
    const unknown = await call(context.app, 'POST', docs(company), body('XYZ'), { token: company.token });
    expect(unknown.statusCode).toBe(422);
    expect(errorOf(unknown).code).toBe('CURRENCY_UNKNOWN');
    const list = await call(context.app, 'GET', docs(company), undefined, {
      token: company.token,
      query: { type: 'SALE_INVOICE' },
    });
    expect(list.json().items).toEqual([]);
  });
});

describe('a French company buying in USD', () => {
  it('posts the bill in euros, payable and VAT exact, and books the loss when paid at a dearer rate', async () => {
    const company = await booksWithRates(context.app, { '03-01': '0.9', '04-15': '0.92' }, FRENCH);
    const year = company.year;
    // Two lines of 100.03 USD, VAT 20 % on 200.06 = 40.01, 240.07 USD. At 0.9: payable 216.063 → 216.06 €,
    // VAT 36.009 → 36.01 €, the expense (one line per account) 200.06 → 180.054 → 180.05 €: 180.05 + 36.01 =
    // 216.06, nothing left to round here (packages/accounting foreign-entry.test.ts shows a cent absorbed).
    const bill: AccountingDocument = await validatedInvoice(
      context.app,
      company,
      'PURCHASE_INVOICE',
      [
        { quantity: '1', unitPrice: '100.03', vatRate: '20' },
        { quantity: '1', unitPrice: '100.03', vatRate: '20' },
      ],
      { currency: 'USD' },
    );
    expect(bill.companyCurrencyTotals).toEqual({ excludingTax: '180.05', vat: '36.01', includingTax: '216.06' });
    const posted = await storedLines(bill.journalEntryId ?? '');
    expect(posted.map((line) => [line.debit, line.credit, line.foreign])).toEqual([
      ['0', '21606', '24007'],
      ['18005', '0', '20006'],
      ['3601', '0', '4001'],
    ]);

    // 240.07 USD at 0.92 = 220.8644 → 220.86 € for a payable of 216.06 €: a loss of 4.80 € (656).
    const disbursement = await paid(company, bill.id, `${year}-04-15`, '240.07', 'DISBURSEMENT');
    const lines = await storedLines(disbursement.journalEntryId ?? '');
    expect(lines.map((line) => [line.account.slice(0, 3), line.debit, line.credit])).toEqual([
      ['512', '0', '22086'],
      ['401', '21606', '0'],
      ['656', '480', '0'],
    ]);

    // The FEC keeps the euros and fills Montantdevise / Idevise on the lines in dollars.
    const fec = await call(context.app, 'GET', `/v1/accountings/workFolders/${company.workFolderId}/fec`, undefined, {
      token: company.token,
    });
    expect(fec.statusCode).toBe(200);
    const rows = fec.body
      .replace(/\r\n$/, '')
      .split('\r\n')
      .map((line) => line.split('\t'));
    const byAccount = (prefix: string) =>
      rows.filter((row) => row[4]?.startsWith(prefix)).map((row) => [row[11], row[12], row[16], row[17]]);
    expect(byAccount('401')).toEqual([
      ['0,00', '216,06', '240,07', 'USD'],
      ['216,06', '0,00', '240,07', 'USD'],
    ]);
    expect(byAccount('656')).toEqual([['4,80', '0,00', '', '']]);
  });
});

describe('a party in a foreign currency', () => {
  it('gives its currency to its invoices by default; an unknown one is refused', async () => {
    const company = await booksWithRates(context.app, { '01-01': '600' });
    const url = `/v1/companies/${company.companyId}/customers`;
    const refused = await call(
      context.app,
      'POST',
      url,
      { name: 'Nowhere', currency: 'XYZ' },
      { token: company.token },
    );
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual([{ path: 'currency', code: 'CURRENCY_UNKNOWN' }]);
    const created = await call(
      context.app,
      'POST',
      url,
      { name: 'Lagos Traders', currency: 'usd' },
      { token: company.token },
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().currency).toBe('USD');
    const own = await call(
      context.app,
      'POST',
      url,
      { name: 'Douala Shop', currency: 'XAF' },
      { token: company.token },
    );
    expect(own.json().currency).toBeUndefined();

    const invoice: AccountingDocument = await validatedInvoice(
      context.app,
      { ...company, customerId: created.json().id },
      'SALE_INVOICE',
      [{ quantity: '2', unitPrice: '10.50', vatRate: '0' }],
    );
    // 21.00 USD × 600 = 12,600 XAF.
    expect(invoice).toMatchObject({ currency: 'USD', exchangeRate: '600' });
    expect(invoice.companyCurrencyTotals?.includingTax).toBe('12600');
  });
});

describe('foreign amounts in the ledger', () => {
  it('hashes them into the chain and carries them on a reversal', async () => {
    const company = await booksWithRates(context.app, { '01-01': '600', '03-20': '605' });
    const invoice = await usdInvoice(context.app, company, '100.00');
    const receipt = await paid(company, invoice.id, `${company.year}-03-20`, '100.00');
    const cancelled = await call(context.app, 'POST', `${pay(company, receipt.id)}/state/CANCELLED`, undefined, {
      token: company.token,
      query: { cancellationDate: `${company.year}-03-21` },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const reversal = await storedLines(cancelled.json<Payment>().reversalEntryId ?? '');
    // 100 USD at 605 = 60,500 XAF for a share of 60,000: the reversal mirrors the gain of 500 too.
    expect(reversal).toEqual([
      { account: '5211', debit: '0', credit: '60500', currency: null, foreign: null },
      { account: '4111', debit: '60000', credit: '0', currency: 'USD', foreign: '10000' },
      { account: '756', debit: '500', credit: '0', currency: null, foreign: null },
    ]);
    expect(await verifyLedger(context.app, company)).toMatchObject({ valid: true });
  });
});

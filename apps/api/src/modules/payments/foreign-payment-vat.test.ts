import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksWithRates, entryLines, FRENCH, paid, usdInvoice } from '../../testing/foreign-fixtures.ts';
import { accountIdsByNumber } from '../../testing/ledger-fixtures.ts';
import { read } from '../../testing/sales-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('France: VAT due on payment of a service invoice in USD (CGI art. 269-2-c)', () => {
  it('moves the VAT as the invoice booked it, at its rate, for the share paid: 180.00 €, not 190.00 €', async () => {
    const company = await booksWithRates(context.app, { '03-01': '0.9', '04-01': '0.95', '05-01': '0.85' }, FRENCH);
    const y = company.year;
    // 1,000.00 USD of services at 20 %: 200.00 USD of VAT, 1,200.00 USD due. At 0.90: 1,080.00 € owed,
    // 900.00 € of revenue, 180.00 € of VAT waiting on 44574.
    const invoice = await usdInvoice(context.app, company, '1000.00', { vatRate: '20' });
    expect(invoice.lines[0]?.supplyKind).toBe('SERVICES');
    expect(await entryLines(context.app, invoice.journalEntryId, 5)).toEqual([
      ['41110', '108000', '0'],
      ['706', '0', '90000'],
      ['44574', '0', '18000'],
    ]);

    // Half paid at 0.95: 600.00 USD = 570.00 € for a share of 540.00 €, a gain of 30.00 € (756). The
    // VAT made due is half of the 180.00 € booked, 90.00 €; at the payment's rate it would be 95.00 €.
    const first = await paid(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      date: `${y}-04-01`,
      amount: '600.00',
    });
    expect(await entryLines(context.app, first.journalEntryId, 5)).toEqual([
      ['5121', '57000', '0'],
      ['41110', '0', '54000'],
      ['44574', '9000', '0'],
      ['44571', '0', '9000'],
      ['756', '0', '3000'],
    ]);

    // The other half at 0.85: 510.00 € for the 540.00 € left, a loss of 30.00 € (656); the 90.00 € of
    // VAT left moves, so 44574 is back to zero: 180.00 € collected in all, as invoiced.
    const second = await paid(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      date: `${y}-05-01`,
      amount: '600.00',
    });
    expect(await entryLines(context.app, second.journalEntryId, 5)).toEqual([
      ['5121', '51000', '0'],
      ['41110', '0', '54000'],
      ['44574', '9000', '0'],
      ['44571', '0', '9000'],
      ['656', '3000', '0'],
    ]);
    expect((await read(context.app, company, invoice.id)).settlement).toBe('PAID');
  });

  it('moves all the VAT booked when the invoice is paid at once at another rate: 44571 C 180.00 €', async () => {
    const company = await booksWithRates(context.app, { '03-01': '0.9', '04-01': '0.95' }, FRENCH);
    const invoice = await usdInvoice(context.app, company, '1000.00', { vatRate: '20' });
    // 1,200.00 USD at 0.95 = 1,140.00 € for 1,080.00 € owed: a gain of 60.00 €; the VAT stays 180.00 €.
    const receipt = await paid(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      date: `${company.year}-04-01`,
      amount: '1200.00',
    });
    expect(await entryLines(context.app, receipt.journalEntryId, 5)).toEqual([
      ['5121', '114000', '0'],
      ['41110', '0', '108000'],
      ['44574', '18000', '0'],
      ['44571', '0', '18000'],
      ['756', '0', '6000'],
    ]);
  });

  it("moves a USD bill's deductible VAT at the bill's rate: 445660 D 32.00 €, the rest a loss on 656", async () => {
    const company = await booksWithRates(context.app, { '03-01': '0.8', '04-01': '0.85' }, FRENCH);
    const ids = await accountIdsByNumber(context.app, company);
    // Fees (6226) of 200.00 USD at 20 %: 40.00 USD of VAT, 240.00 USD owed. At 0.80: 192.00 € owed,
    // 160.00 € of fees, 32.00 € of VAT waiting on 44564.
    const bill = await usdInvoice(context.app, company, '200.00', {
      type: 'PURCHASE_INVOICE',
      vatRate: '20',
      line: { accountId: ids.get('6226') },
    });
    // Paid at 0.85: 204.00 € for the 192.00 € owed, a loss of 12.00 €; the VAT deductible stays 32.00 €.
    const disbursement = await paid(context.app, company, {
      type: 'DISBURSEMENT',
      accountingDocumentId: bill.id,
      date: `${company.year}-04-01`,
      amount: '240.00',
    });
    expect(await entryLines(context.app, disbursement.journalEntryId, 6)).toEqual([
      ['5121', '0', '20400'],
      ['4011', '19200', '0'],
      ['44564', '0', '3200'],
      ['445660', '3200', '0'],
      ['656', '1200', '0'],
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, postedLines, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('VAT per rate, rounded once (EN 16931)', () => {
  it('gives the same VAT in the totals, the breakdown and the entry, not the sum of the lines', async () => {
    const company = await books(context.app);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '1001', vatRate: '19.25' },
      { quantity: '1', unitPrice: '1001', vatRate: '19.25' },
      { quantity: '1', unitPrice: '5000', vatRate: '0' },
      { quantity: '1', unitPrice: '1001', vatRate: '19.25' },
    ]);
    // 3 × 1,001 = 3,003 at 19.25 % = 578.0775 → 578; each line alone gives 192.6925 → 193 (579 for three).
    expect(invoice.lines.map((line: { vat: string }) => line.vat)).toEqual(['193', '193', '0', '193']);
    expect(invoice.vatBreakdown).toEqual([
      { vatRate: '0', excludingTax: '5000', vat: '0', includingTax: '5000' },
      { vatRate: '19.25', excludingTax: '3003', vat: '578', includingTax: '3581' },
    ]);
    expect(invoice.totals).toMatchObject({ excludingTax: '8003', vat: '578', includingTax: '8581' });
    expect(invoice.amountDue).toBe('8581');
    expect(await postedLines(context.app, company, invoice.number)).toEqual([
      ['4111/C00001', '8581', '0'],
      ['7011', '0', '8003'],
      ['4431', '0', '578'],
    ]);
  });

  it('rounds euros once per rate on a purchase: 3 × 10.05 at 5.5 % and 0.99 at 20 %', async () => {
    const company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const bill = await validatedInvoice(context.app, company, 'PURCHASE_INVOICE', [
      { quantity: '3', unitPrice: '10.05', vatRate: '5.5' },
      { quantity: '1', unitPrice: '0.99', vatRate: '20' },
    ]);
    // 30.15 × 5.5 % = 1.65825 → 1.66; 0.99 × 20 % = 0.198 → 0.20; 31.14 + 1.86 = 33.00. One VAT line per rate.
    expect(bill.vatBreakdown).toEqual([
      { vatRate: '5.5', excludingTax: '30.15', vat: '1.66', includingTax: '31.81' },
      { vatRate: '20', excludingTax: '0.99', vat: '0.20', includingTax: '1.19' },
    ]);
    expect(bill.totals).toMatchObject({ excludingTax: '31.14', vat: '1.86', includingTax: '33.00' });
    expect(await postedLines(context.app, company, bill.number)).toEqual([
      ['4011/F00001', '0.00', '33.00'],
      ['607', '31.14', '0.00'],
      ['445660', '1.66', '0.00'],
      ['445660', '0.20', '0.00'],
    ]);
  });
});

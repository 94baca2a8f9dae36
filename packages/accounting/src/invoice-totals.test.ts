import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeInvoiceLine,
  computeInvoiceTotals,
  type InvoiceLineInput,
  MAX_INVOICE_LINES,
} from './invoice-totals.ts';
import { type Amount, parseAmount, sumAmounts, toAmount } from './money.ts';
import { arbitraryInvoiceLine } from './testing-arbitraries.ts';

const xaf = (text: string): Amount => parseAmount(text, 0);

function line(quantity: string, unitPrice: string, vatRate: number, discountRate?: number): InvoiceLineInput {
  return {
    description: `${quantity} × ${unitPrice}`,
    quantity,
    unitPrice: xaf(unitPrice),
    vatRateBasisPoints: vatRate,
    ...(discountRate === undefined ? {} : { discountRateBasisPoints: discountRate }),
  };
}

describe('computeInvoiceLine', () => {
  it.each([
    // quantity, unit price, VAT bp, discount bp → before discount, discount, excl., VAT, incl.
    ['3', '15000', 1925, undefined, [45000n, 0n, 45000n, 8663n, 53663n]],
    ['2.5', '1999', 1925, 1000, [4998n, 500n, 4498n, 866n, 5364n]],
    ['1', '10000', 0, undefined, [10000n, 0n, 10000n, 0n, 10000n]],
    ['1', '-5000', 1925, undefined, [-5000n, 0n, -5000n, -963n, -5963n]],
    ['0.0001', '1', 1925, undefined, [0n, 0n, 0n, 0n, 0n]],
    ['1', '1000', 1925, 10000, [1000n, 1000n, 0n, 0n, 0n]],
  ] as const)('%s × %s at %i bp, discount %s bp', (quantity, unitPrice, vatRate, discountRate, expected) => {
    const amounts = computeInvoiceLine(line(quantity, unitPrice, vatRate, discountRate));
    expect([
      amounts.amountBeforeDiscount,
      amounts.discount,
      amounts.excludingTax,
      amounts.vat,
      amounts.includingTax,
    ]).toEqual(expected);
  });

  it('computes euros in cents (3 × 12.50 at 20 %)', () => {
    const amounts = computeInvoiceLine({
      description: 'Books',
      quantity: '3',
      unitPrice: parseAmount('12.50', 2),
      vatRateBasisPoints: 2000,
    });
    expect([amounts.excludingTax, amounts.vat, amounts.includingTax]).toEqual([3750n, 750n, 4500n]);
  });

  it.each([
    [line('0', '100', 0), 'QUANTITY_MUST_BE_POSITIVE'],
    [line('-1', '100', 0), 'QUANTITY_MUST_BE_POSITIVE'],
    [line('1.00001', '100', 0), 'QUANTITY_TOO_PRECISE'],
    [line('one', '100', 0), 'QUANTITY_INVALID'],
    [line('1', '100', 10001), 'RATE_OUT_OF_RANGE'],
    [line('1', '100', 19.25), 'RATE_INVALID'],
    [line('1', '100', 1925, -1), 'RATE_OUT_OF_RANGE'],
    [{ ...line('1000000000', '1', 0), unitPrice: toAmount(10n ** 7n) }, 'AMOUNT_OUT_OF_RANGE'],
  ])('refuses line %# with %s', (input, code) => {
    expect(() => computeInvoiceLine(input)).toThrow(expect.objectContaining({ code }));
  });
});

describe('computeInvoiceTotals', () => {
  it('rounds VAT per line, then sums, and breaks VAT down per rate', () => {
    const invoice = computeInvoiceTotals([
      line('3', '15000', 1925),
      line('2.5', '1999', 1925, 1000),
      line('1', '10000', 0),
    ]);
    expect(invoice.totals).toEqual({ excludingTax: 59498n, vat: 9529n, includingTax: 69027n });
    // Rounding the total base instead would give 49498 × 19.25 % = 9528.365 → 9528: the rule is per line.
    expect(invoice.vatBreakdown).toEqual([
      { vatRateBasisPoints: 0, excludingTax: 10000n, vat: 0n, includingTax: 10000n },
      { vatRateBasisPoints: 1925, excludingTax: 49498n, vat: 9529n, includingTax: 59027n },
    ]);
    expect(invoice.lines[1]).toMatchObject({ description: '2.5 × 1999', excludingTax: 4498n, vat: 866n });
  });

  it('keeps the caller’s extra line fields', () => {
    const invoice = computeInvoiceTotals([{ ...line('1', '100', 0), accountNumber: '7011' }]);
    expect(invoice.lines[0]?.accountNumber).toBe('7011');
  });

  it.each([
    [[], 'INVOICE_NEEDS_ONE_LINE'],
    [Array.from({ length: MAX_INVOICE_LINES + 1 }, () => line('1', '1', 0)), 'INVOICE_LINES_MUST_NOT_EXCEED_LIMIT'],
    [[line('1', '1', 0), line('0', '1', 0)], 'QUANTITY_MUST_BE_POSITIVE'],
  ])('refuses invoice %# with %s', (lines, code) => {
    expect(() => computeInvoiceTotals(lines)).toThrow(expect.objectContaining({ code }));
  });

  it('reports the index of the failing line', () => {
    expect(() => computeInvoiceTotals([line('1', '1', 0), line('0', '1', 0)])).toThrow(
      expect.objectContaining({ details: { lineIndex: 1 } }),
    );
  });

  it('always satisfies incl. = excl. + VAT, and totals = lines = breakdown', () => {
    fc.assert(
      fc.property(fc.array(arbitraryInvoiceLine(), { minLength: 1, maxLength: 30 }), (lines) => {
        const invoice = computeInvoiceTotals(lines);
        for (const computed of invoice.lines) {
          expect(computed.includingTax).toBe(computed.excludingTax + computed.vat);
        }
        expect(invoice.totals.includingTax).toBe(invoice.totals.excludingTax + invoice.totals.vat);
        expect(invoice.totals.includingTax).toBe(sumAmounts(invoice.lines.map((computed) => computed.includingTax)));
        expect(sumAmounts(invoice.vatBreakdown.map((row) => row.vat))).toBe(invoice.totals.vat);
        expect(sumAmounts(invoice.vatBreakdown.map((row) => row.excludingTax))).toBe(invoice.totals.excludingTax);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeInvoiceLine,
  computeInvoiceTotals,
  type InvoiceLineInput,
  MAX_INVOICE_LINES,
} from './invoice-totals.ts';
import { type Amount, multiplyByRate, parseAmount, sumAmounts, toAmount } from './money.ts';
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
  it('applies each rate once to the sum of its lines, rounded once (EN 16931)', () => {
    const invoice = computeInvoiceTotals([
      line('3', '15000', 1925),
      line('2.5', '1999', 1925, 1000),
      line('1', '10000', 0),
    ]);
    // 45000 + 4498 = 49498 at 19.25 % = 9528.365 → 9528; the lines' own VAT (8663 + 866) would give 9529.
    expect(invoice.totals).toEqual({ excludingTax: 59498n, vat: 9528n, includingTax: 69026n });
    expect(invoice.vatBreakdown).toEqual([
      { vatRateBasisPoints: 0, excludingTax: 10000n, vat: 0n, includingTax: 10000n },
      { vatRateBasisPoints: 1925, excludingTax: 49498n, vat: 9528n, includingTax: 59026n },
    ]);
    // A line's VAT stays shown on the line, rounded on its own.
    expect(invoice.lines[1]).toMatchObject({ description: '2.5 × 1999', excludingTax: 4498n, vat: 866n });
  });

  it('rounds euro VAT once per rate: 3 × 10.05 at 5.5 % and 1 × 0.99 at 20 %', () => {
    const euros = (text: string) => parseAmount(text, 2);
    const book = { description: 'Book', quantity: '1', unitPrice: euros('10.05'), vatRateBasisPoints: 550 };
    const pen = { description: 'Pen', quantity: '1', unitPrice: euros('0.99'), vatRateBasisPoints: 2000 };
    const invoice = computeInvoiceTotals([book, book, pen, book]);
    // 30.15 × 5.5 % = 1.65825 → 1.66 (each line alone: 0.55275 → 0.55, three of them 1.65); 0.99 × 20 % = 0.198 → 0.20.
    expect(invoice.vatBreakdown).toEqual([
      { vatRateBasisPoints: 550, excludingTax: 3015n, vat: 166n, includingTax: 3181n },
      { vatRateBasisPoints: 2000, excludingTax: 99n, vat: 20n, includingTax: 119n },
    ]);
    expect(invoice.totals).toEqual({ excludingTax: 3114n, vat: 186n, includingTax: 3300n });
    expect(invoice.lines.map((computed) => computed.vat)).toEqual([55n, 55n, 20n, 55n]);
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

  it('always satisfies incl. = excl. + VAT, net = lines, totals = breakdown, VAT = rate × base', () => {
    fc.assert(
      fc.property(fc.array(arbitraryInvoiceLine(), { minLength: 1, maxLength: 30 }), (lines) => {
        const invoice = computeInvoiceTotals(lines);
        for (const computed of invoice.lines) {
          expect(computed.includingTax).toBe(computed.excludingTax + computed.vat);
        }
        expect(invoice.totals.includingTax).toBe(invoice.totals.excludingTax + invoice.totals.vat);
        expect(invoice.totals.excludingTax).toBe(sumAmounts(invoice.lines.map((computed) => computed.excludingTax)));
        for (const row of invoice.vatBreakdown) {
          expect(row.vat).toBe(multiplyByRate(row.excludingTax, row.vatRateBasisPoints));
        }
        expect(sumAmounts(invoice.vatBreakdown.map((row) => row.vat))).toBe(invoice.totals.vat);
        expect(sumAmounts(invoice.vatBreakdown.map((row) => row.excludingTax))).toBe(invoice.totals.excludingTax);
      }),
    );
  });
});

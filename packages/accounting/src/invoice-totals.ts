import { AccountingError } from './errors.ts';
import {
  type Amount,
  addAmounts,
  multiplyByQuantity,
  multiplyByRate,
  parseQuantity,
  subtractAmounts,
  sumAmounts,
  ZERO_AMOUNT,
} from './money.ts';
import { assertRateBasisPoints } from './rates.ts';

export type InvoiceErrorCode =
  | 'INVOICE_NEEDS_ONE_LINE'
  | 'INVOICE_LINES_MUST_NOT_EXCEED_LIMIT'
  | 'QUANTITY_MUST_BE_POSITIVE';

export class InvoiceError extends AccountingError<InvoiceErrorCode> {}

export const MAX_INVOICE_LINES = 500;

/** A negative unit price is allowed: it is how a discount or a deposit line is written on an invoice. */
export type InvoiceLineInput = {
  description: string;
  quantity: string;
  unitPrice: Amount;
  vatRateBasisPoints: number;
  discountRateBasisPoints?: number;
};

export type InvoiceLineAmounts = {
  amountBeforeDiscount: Amount;
  discount: Amount;
  excludingTax: Amount;
  vat: Amount;
  includingTax: Amount;
};

export type InvoiceTotals = { excludingTax: Amount; vat: Amount; includingTax: Amount };

export type VatBreakdownRow = InvoiceTotals & { vatRateBasisPoints: number };

export type InvoiceComputation<Line extends InvoiceLineInput> = {
  lines: Array<Line & InvoiceLineAmounts>;
  totals: InvoiceTotals;
  /** One row per VAT rate, lowest rate first. */
  vatBreakdown: VatBreakdownRow[];
};

/** Each amount is rounded on its line, half away from zero, and totals are sums of rounded lines (ADR 0001). */
export function computeInvoiceLine(line: InvoiceLineInput, lineIndex = 0): InvoiceLineAmounts {
  if (parseQuantity(line.quantity) <= 0n) {
    throw new InvoiceError('QUANTITY_MUST_BE_POSITIVE', `The quantity "${line.quantity}" must be positive.`, {
      lineIndex,
    });
  }
  assertRateBasisPoints(line.vatRateBasisPoints);
  const amountBeforeDiscount = multiplyByQuantity(line.unitPrice, line.quantity);
  const discount = multiplyByRate(amountBeforeDiscount, line.discountRateBasisPoints ?? 0);
  const excludingTax = subtractAmounts(amountBeforeDiscount, discount);
  const vat = multiplyByRate(excludingTax, line.vatRateBasisPoints);
  return { amountBeforeDiscount, discount, excludingTax, vat, includingTax: addAmounts(excludingTax, vat) };
}

export function computeInvoiceTotals<Line extends InvoiceLineInput>(lines: readonly Line[]): InvoiceComputation<Line> {
  if (lines.length === 0) throw new InvoiceError('INVOICE_NEEDS_ONE_LINE', 'An invoice needs at least one line.');
  if (lines.length > MAX_INVOICE_LINES) {
    throw new InvoiceError(
      'INVOICE_LINES_MUST_NOT_EXCEED_LIMIT',
      `An invoice has at most ${MAX_INVOICE_LINES} lines, not ${lines.length}.`,
    );
  }
  const computed = lines.map((line, lineIndex) => ({ ...line, ...computeInvoiceLine(line, lineIndex) }));
  return { lines: computed, totals: sumTotals(computed), vatBreakdown: vatBreakdownOf(computed) };
}

function sumTotals(lines: readonly InvoiceTotals[]): InvoiceTotals {
  return {
    excludingTax: sumAmounts(lines.map((line) => line.excludingTax)),
    vat: sumAmounts(lines.map((line) => line.vat)),
    includingTax: sumAmounts(lines.map((line) => line.includingTax)),
  };
}

function vatBreakdownOf(lines: ReadonlyArray<InvoiceTotals & { vatRateBasisPoints: number }>): VatBreakdownRow[] {
  const byRate = new Map<number, VatBreakdownRow>();
  for (const line of lines) {
    const row = byRate.get(line.vatRateBasisPoints) ?? {
      vatRateBasisPoints: line.vatRateBasisPoints,
      excludingTax: ZERO_AMOUNT,
      vat: ZERO_AMOUNT,
      includingTax: ZERO_AMOUNT,
    };
    byRate.set(line.vatRateBasisPoints, {
      vatRateBasisPoints: row.vatRateBasisPoints,
      excludingTax: addAmounts(row.excludingTax, line.excludingTax),
      vat: addAmounts(row.vat, line.vat),
      includingTax: addAmounts(row.includingTax, line.includingTax),
    });
  }
  return [...byRate.values()].sort((left, right) => left.vatRateBasisPoints - right.vatRateBasisPoints);
}

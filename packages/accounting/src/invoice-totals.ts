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
  /** A line's `vat` and `includingTax` are informative: the invoice's VAT is computed per rate. */
  lines: Array<Line & InvoiceLineAmounts>;
  totals: InvoiceTotals;
  /** One row per VAT rate, lowest rate first; the totals are the sums of these rows. */
  vatBreakdown: VatBreakdownRow[];
};

/** A line's net amount is rounded on the line, half away from zero; its VAT is shown, never summed. */
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
  const vatBreakdown = vatBreakdownOf(computed);
  return { lines: computed, totals: sumTotals(vatBreakdown), vatBreakdown };
}

function sumTotals(lines: readonly InvoiceTotals[]): InvoiceTotals {
  return {
    excludingTax: sumAmounts(lines.map((line) => line.excludingTax)),
    vat: sumAmounts(lines.map((line) => line.vat)),
    includingTax: sumAmounts(lines.map((line) => line.includingTax)),
  };
}

/**
 * EN 16931 (BR-CO-17): the VAT of a rate is that rate applied to the sum of its lines' net amounts,
 * rounded once, so a hundred lines at 19.25 % cannot drift from what the rate gives on their sum.
 */
function vatBreakdownOf(lines: ReadonlyArray<{ excludingTax: Amount; vatRateBasisPoints: number }>): VatBreakdownRow[] {
  const netByRate = new Map<number, Amount>();
  for (const line of lines) {
    netByRate.set(
      line.vatRateBasisPoints,
      addAmounts(netByRate.get(line.vatRateBasisPoints) ?? ZERO_AMOUNT, line.excludingTax),
    );
  }
  return [...netByRate.entries()]
    .sort(([left], [right]) => left - right)
    .map(([vatRateBasisPoints, excludingTax]) => {
      const vat = multiplyByRate(excludingTax, vatRateBasisPoints);
      return { vatRateBasisPoints, excludingTax, vat, includingTax: addAmounts(excludingTax, vat) };
    });
}

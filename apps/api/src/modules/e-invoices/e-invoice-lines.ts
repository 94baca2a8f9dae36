import { divideRoundingHalfAwayFromZero, formatScaledDecimal, parseScaledDecimal } from '@bilan/accounting';
import type { InvoiceLineBody } from '@bilan/contract';
import type { EInvoiceLine } from './e-invoice-model.ts';

/** Rates are read with 6 decimals, file amounts with up to 19 (EN 16931 leaves prices unbounded). */
const RATE_SCALE = 6;
const FILE_SCALE = 19;

/** A decimal text of the file as an integer of 10^-scale units, rounded half away from zero. */
export function scaledOf(text: string, scale: number): bigint {
  const exact = parseScaledDecimal(text, FILE_SCALE);
  if (!exact.ok) throw new Error(`not a decimal: ${text}`);
  return divideRoundingHalfAwayFromZero(exact.value, 10n ** BigInt(FILE_SCALE - scale));
}

/** An amount of the file in the company's minor units, converted at `rate` (company units per file unit). */
export function convertedMinor(text: string, scale: number, rate: string | null): bigint {
  if (rate === null) return scaledOf(text, scale);
  const rateScaled = scaledOf(rate, RATE_SCALE);
  return divideRoundingHalfAwayFromZero(scaledOf(text, scale + 6) * rateScaled, 10n ** BigInt(6 + RATE_SCALE));
}

export interface LineContext {
  scale: number;
  exchangeRate: string | null;
  /** The company's VAT rates in basis points: a foreign rate is not deductible, its VAT is part of the cost. */
  companyRates: ReadonlySet<number>;
  accountId: string | null;
}

const basisPointsOf = (rate: string) => Number(scaledOf(rate, 2));
const QUANTITY = /^\d{1,9}(\.\d{1,4})?$/;

/**
 * A line of the file as a draft's line. Quantity and unit price are kept when they give the file's net
 * exactly in the company's currency; otherwise (a price per several units, a negative quantity, a
 * conversion, more decimals than the currency has) the line is one unit at its net. A VAT rate the
 * company does not have (another country's VAT) is not deductible: it is added to the net at 0 %.
 */
export function draftLineOf(line: EInvoiceLine, context: LineContext): InvoiceLineBody {
  const { scale } = context;
  const net = convertedMinor(line.net, scale, context.exchangeRate);
  const rate = basisPointsOf(line.vatRate);
  const foreignRate = rate !== 0 && !context.companyRates.has(rate);
  const base = { description: line.description.slice(0, 500), accountId: context.accountId };
  if (foreignRate) {
    const withVat = net + divideRoundingHalfAwayFromZero(net * BigInt(rate), 10_000n);
    return {
      ...base,
      description: `${line.description} (VAT ${line.vatRate} %)`.slice(0, 500),
      quantity: '1',
      unitPrice: formatScaledDecimal(withVat, scale),
      vatRate: '0',
    };
  }
  const vatRate = formatScaledDecimal(BigInt(rate), 2);
  const price = line.unitPrice;
  if (context.exchangeRate === null && price !== null && QUANTITY.test(line.quantity)) {
    const priceMinor = scaledOf(price, scale);
    const exactPrice = scaledOf(price, FILE_SCALE) === priceMinor * 10n ** BigInt(FILE_SCALE - scale);
    const product = divideRoundingHalfAwayFromZero(priceMinor * scaledOf(line.quantity, 4), 10_000n);
    if (exactPrice && product === net) {
      return { ...base, quantity: line.quantity, unitPrice: formatScaledDecimal(priceMinor, scale), vatRate };
    }
  }
  return { ...base, quantity: '1', unitPrice: formatScaledDecimal(net, scale), vatRate };
}

import { divideRoundingHalfAwayFromZero, formatScaledDecimal, parseScaledDecimal } from '@bilan/accounting';
import type { InvoiceLineBody, VatTreatment } from '@bilan/contract';
import { type EInvoiceLine, ZERO_RATE_CATEGORIES } from './e-invoice-model.ts';

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
  /** The rate a reverse-charged bill's lines of category AE, K or G are self-assessed at; null: none is. */
  selfAssessedRate: string | null;
}

/**
 * The UNTDID 5305 categories whose VAT the buyer accounts for, and the treatment of a French purchase
 * each one means: reverse charge (a service, CGI art. 283-2), an intra-EU supply (the buyer's intra-EU
 * acquisition), an export (the buyer's import, self-assessed since 2022).
 */
const SELF_ASSESSED: Readonly<Record<string, VatTreatment>> = {
  AE: 'REVERSE_CHARGE_SERVICES',
  K: 'INTRA_EU_ACQUISITION',
  G: 'IMPORT',
};

/**
 * The VAT treatment of a French company's draft from its file: the one its self-assessed lines share,
 * when every other line is at 0 %; none (DOMESTIC) when the file mixes treatments or charges VAT.
 */
export function vatTreatmentOf(lines: readonly EInvoiceLine[]): VatTreatment | null {
  const categories = new Set(lines.map((line) => line.vatCategory));
  const treatments = new Set([...categories].flatMap((category) => SELF_ASSESSED[category] ?? []));
  const charged = [...categories].some((category) => !ZERO_RATE_CATEGORIES.has(category));
  const [treatment] = treatments;
  return treatments.size === 1 && !charged ? (treatment ?? null) : null;
}

const basisPointsOf = (rate: string) => Number(scaledOf(rate, 2));
const QUANTITY = /^\d{1,9}(\.\d{1,4})?$/;

/**
 * A line of the file as a draft's line. Quantity and unit price are kept when they give the file's net
 * exactly in the company's currency; otherwise (a price per several units, a negative quantity, a
 * conversion, more decimals than the currency has) the line is one unit at its net. A VAT rate the
 * company does not have (another country's VAT) is neither deductible nor silently added to the cost:
 * the line comes at 0 %, named with the file's rate, and the import's difference shows that VAT.
 * Under a reverse charge, a self-assessed line takes the rate the buyer accounts for.
 */
export function draftLineOf(line: EInvoiceLine, context: LineContext): InvoiceLineBody {
  const { scale } = context;
  const net = convertedMinor(line.net, scale, context.exchangeRate);
  const fileRate = basisPointsOf(line.vatRate);
  const foreignRate = fileRate !== 0 && !context.companyRates.has(fileRate);
  const base = { description: line.description.slice(0, 500), accountId: context.accountId };
  if (foreignRate) {
    return {
      ...base,
      description: `${line.description} (VAT ${line.vatRate} %)`.slice(0, 500),
      quantity: '1',
      unitPrice: formatScaledDecimal(net, scale),
      vatRate: '0',
    };
  }
  const selfAssessed = context.selfAssessedRate !== null && Object.hasOwn(SELF_ASSESSED, line.vatCategory);
  const rate = selfAssessed ? basisPointsOf(context.selfAssessedRate ?? '0') : fileRate;
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

import { divideRoundingHalfAwayFromZero } from './decimal.ts';
import type { InvoiceTotals } from './invoice-totals.ts';
import { type Amount, addAmounts, multiplyByRate, subtractAmounts, toAmount, ZERO_AMOUNT } from './money.ts';

/**
 * How a purchase's VAT is borne. DOMESTIC: the supplier invoices it. The others are reverse-charged
 * (autoliquidation): the buyer declares the VAT due and deducts it at once, and owes the supplier
 * the amount without VAT — intra-EU acquisitions of goods (CGI art. 256 bis), services of a supplier
 * established abroad (CGI art. 283-2), imports (CGI art. 1695, autoliquidation since 2022).
 */
export const VAT_TREATMENTS = ['DOMESTIC', 'INTRA_EU_ACQUISITION', 'REVERSE_CHARGE_SERVICES', 'IMPORT'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];
export type ReverseChargeTreatment = Exclude<VatTreatment, 'DOMESTIC'>;

export const SUPPLY_KINDS = ['GOODS', 'SERVICES'] as const;
export type SupplyKind = (typeof SUPPLY_KINDS)[number];

/**
 * Accounts whose lines are services unless the line says otherwise: PCG 604 (études et prestations de
 * services), 61 and 62 (services extérieurs, 611–628), 704 (travaux), 705 (études) and 706 (prestations
 * de services). A line on any other account, or without one, is goods unless it says so.
 */
export const SERVICE_ACCOUNT_PREFIXES: readonly string[] = ['604', '61', '62', '704', '705', '706'];

export function supplyKindOf(explicit: SupplyKind | null | undefined, accountNumber: string | undefined): SupplyKind {
  if (explicit) return explicit;
  if (accountNumber === undefined) return 'GOODS';
  return SERVICE_ACCOUNT_PREFIXES.some((prefix) => accountNumber.startsWith(prefix)) ? 'SERVICES' : 'GOODS';
}

/**
 * Taxes withheld on an invoice by the one who pays it (Cameroon): the précompte on the amount without
 * VAT, and the share of the VAT a withholding agent keeps (10000 = all of it), both in basis points.
 */
export type Withholdings = { precompteRateBasisPoints: number; vatWithheldBasisPoints: number };

export const NO_WITHHOLDINGS: Withholdings = { precompteRateBasisPoints: 0, vatWithheldBasisPoints: 0 };

/** What an invoice's payer owes and what is declared apart from it. */
export type InvoiceDues = {
  /** The VAT the buyer declares itself (reverse charge); the supplier is owed the amount without it. */
  selfAssessedVat: Amount;
  vatWithheld: Amount;
  precompte: Amount;
  /** What the party pays or is paid: the amount including tax, less the above. */
  payable: Amount;
};

export function invoiceDuesOf(totals: InvoiceTotals, treatment: VatTreatment, withholdings: Withholdings): InvoiceDues {
  const selfAssessedVat = treatment === 'DOMESTIC' ? ZERO_AMOUNT : totals.vat;
  const vatWithheld = multiplyByRate(totals.vat, withholdings.vatWithheldBasisPoints);
  const precompte = multiplyByRate(totals.excludingTax, withholdings.precompteRateBasisPoints);
  const payable = subtractAmounts(
    subtractAmounts(subtractAmounts(totals.includingTax, selfAssessedVat), vatWithheld),
    precompte,
  );
  return { selfAssessedVat, vatWithheld, precompte, payable };
}

/**
 * The VAT a payment moves out of the waiting account (CGI art. 269-2-c: VAT on services is due when
 * paid). The paid share is cumulative — round(pending × paid so far / payable) less what earlier
 * payments moved — so the moves of payments that settle the document add up to its pending VAT exactly.
 * `pendingVat` is signed as it stands on the waiting account (credit positive for collected VAT).
 */
export function vatMovedByPayment(input: {
  pendingVat: Amount;
  payable: Amount;
  paidBefore: Amount;
  amount: Amount;
  movedBefore: Amount;
}): Amount {
  if (input.pendingVat === 0n || input.payable <= 0n) return ZERO_AMOUNT;
  const paidAfter = addAmounts(input.paidBefore, input.amount);
  const target =
    paidAfter >= input.payable
      ? input.pendingVat
      : toAmount(divideRoundingHalfAwayFromZero(input.pendingVat * paidAfter, input.payable));
  return subtractAmounts(target, input.movedBefore);
}

/** The monthly income-tax instalment on turnover (Cameroon, CGI art. 21): the rate on the month's turnover. */
export function turnoverInstalment(turnover: Amount, rateBasisPoints: number): Amount {
  return turnover <= 0n ? ZERO_AMOUNT : multiplyByRate(turnover, rateBasisPoints);
}

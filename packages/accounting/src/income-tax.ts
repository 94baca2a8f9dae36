import { type Amount, multiplyByRate, toAmount } from './money.ts';

/**
 * A country's income tax on companies (referentials/income-tax.csv): a standard rate, a reduced rate for
 * small companies (on the whole profit, or on the profit up to a ceiling), a surcharge on the tax
 * (Cameroon's CAC) and a minimum tax on turnover, which the company pays when it exceeds the tax.
 */
export interface IncomeTaxRule {
  countryCode: string;
  rateBasisPoints: number;
  reducedRateBasisPoints: number | null;
  /** The reduced rate applies to the profit up to this amount; null: to the whole profit. */
  reducedRateProfitCeiling: Amount | null;
  /** The reduced rate is for companies whose turnover is at most this amount. */
  reducedRateTurnoverCeiling: Amount | null;
  surchargeBasisPoints: number;
  minimumTaxBasisPoints: number;
}

export interface IncomeTaxInput {
  resultBeforeTax: Amount;
  turnover: Amount;
  /** Charges the tax law does not deduct, added back to the result. */
  addBacks: Amount;
  /** Income the tax law exempts, and losses carried forward. */
  deductions: Amount;
  /** The conditions of the reduced rate beyond turnover (capital paid up and held by persons in France). */
  reducedRateEligible: boolean;
}

export interface IncomeTaxComputation {
  taxableResult: Amount;
  reducedRateBase: Amount;
  standardRateBase: Amount;
  taxAtReducedRate: Amount;
  taxAtStandardRate: Amount;
  surcharge: Amount;
  taxOnProfit: Amount;
  minimumTax: Amount;
  minimumTaxBinding: boolean;
  /** The year's income tax: the tax on profit, or the minimum tax when higher. */
  incomeTax: Amount;
}

/**
 * The tax of the year, each rate's part rounded half away from zero to the minor unit: a loss gives no tax
 * on profit, and the minimum tax (with its surcharge) is due whatever the result.
 */
export function computeIncomeTax(rule: IncomeTaxRule, input: IncomeTaxInput): IncomeTaxComputation {
  const taxable = input.resultBeforeTax + input.addBacks - input.deductions;
  const taxableResult = toAmount(taxable > 0n ? taxable : 0n);
  const reducedApplies =
    rule.reducedRateBasisPoints !== null &&
    input.reducedRateEligible &&
    (rule.reducedRateTurnoverCeiling === null || input.turnover <= rule.reducedRateTurnoverCeiling);
  const reducedRateBase = toAmount(
    !reducedApplies
      ? 0n
      : rule.reducedRateProfitCeiling === null || taxableResult < rule.reducedRateProfitCeiling
        ? taxableResult
        : rule.reducedRateProfitCeiling,
  );
  const standardRateBase = toAmount(taxableResult - reducedRateBase);
  const taxAtReducedRate = multiplyByRate(reducedRateBase, rule.reducedRateBasisPoints ?? 0);
  const taxAtStandardRate = multiplyByRate(standardRateBase, rule.rateBasisPoints);
  const principal = toAmount(taxAtReducedRate + taxAtStandardRate);
  const surcharge = multiplyByRate(principal, rule.surchargeBasisPoints);
  const taxOnProfit = toAmount(principal + surcharge);
  const minimumPrincipal = multiplyByRate(
    toAmount(input.turnover > 0n ? input.turnover : 0n),
    rule.minimumTaxBasisPoints,
  );
  const minimumTax = toAmount(minimumPrincipal + multiplyByRate(minimumPrincipal, rule.surchargeBasisPoints));
  const minimumTaxBinding = minimumTax > taxOnProfit;
  return {
    taxableResult,
    reducedRateBase,
    standardRateBase,
    taxAtReducedRate,
    taxAtStandardRate,
    surcharge,
    taxOnProfit,
    minimumTax,
    minimumTaxBinding,
    incomeTax: minimumTaxBinding ? minimumTax : taxOnProfit,
  };
}

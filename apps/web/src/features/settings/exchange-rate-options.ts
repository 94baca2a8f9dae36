import { CURRENCIES, fixedExchangeRate } from '@bilan/accounting';
import { decimalForInput } from '../../lib/decimal-input.ts';

/**
 * The currencies a company can type a rate for: every one Bilan knows but its own and those a treaty
 * fixes against it (XAF, XOF, KMF and EUR among themselves: the API refuses them, EXCHANGE_RATE_FIXED).
 */
export function rateCurrencyCodes(companyCurrency: string): string[] {
  return CURRENCIES.map((currency) => currency.code).filter(
    (code) => code !== companyCurrency && fixedExchangeRate(code, companyCurrency) === null,
  );
}

/** A rate of the API ("655.957", "1000/655957") as the reader writes decimals ("655,957" in French). */
export function rateForReading(rate: string, language: string): string {
  return rate.includes('/') ? rate : decimalForInput(rate, language);
}

/** A currency of ISO 4217 with its minor unit, and, for the franc zones, its fixed parity to the euro. */
export interface Currency {
  code: string;
  minorUnit: number;
  /** Units of this currency per euro, as decimal text, when a treaty fixes it; null when it floats. */
  eurParity: string | null;
}

/**
 * The currencies Bilan knows, as referentials/currencies.csv lists them (currencies.test.ts holds the
 * two equal). Minor units per ISO 4217; the parities are the treaties' (referentials/SOURCES.md).
 */
export const CURRENCIES: readonly Currency[] = [
  ['AED', 2],
  ['AOA', 2],
  ['BIF', 0],
  ['CAD', 2],
  ['CDF', 2],
  ['CHF', 2],
  ['CNY', 2],
  ['CVE', 2],
  ['DJF', 0],
  ['DZD', 2],
  ['EGP', 2],
  ['EUR', 2, '1'],
  ['GBP', 2],
  ['GHS', 2],
  ['GMD', 2],
  ['GNF', 0],
  ['INR', 2],
  ['JPY', 0],
  ['KES', 2],
  ['KMF', 0, '491.96775'],
  ['KWD', 3],
  ['LBP', 2],
  ['LRD', 2],
  ['MAD', 2],
  ['MGA', 2],
  ['MRU', 2],
  ['MUR', 2],
  ['NGN', 2],
  ['RWF', 0],
  ['SAR', 2],
  ['SLE', 2],
  ['STN', 2],
  ['TND', 3],
  ['TRY', 2],
  ['UGX', 0],
  ['USD', 2],
  ['XAF', 0, '655.957'],
  ['XOF', 0, '655.957'],
  ['ZAR', 2],
].map(([code, minorUnit, eurParity]) => ({
  code: code as string,
  minorUnit: minorUnit as number,
  eurParity: (eurParity as string | undefined) ?? null,
}));

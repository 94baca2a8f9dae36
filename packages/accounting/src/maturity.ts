import { addMonths } from './calendar.ts';
import { type Amount, toAmount } from './money.ts';

/**
 * The maturity columns of the SYSCOHADA notes on receivables and payables: due within a year of the closing
 * date (overdue items included), in one to two years, in more than two; `undated` holds what no open item dates
 * (a loan without its schedule in the ledger).
 */
export const MATURITY_BUCKETS = ['upToOneYear', 'oneToTwoYears', 'overTwoYears', 'undated'] as const;
export type MaturityBucket = (typeof MATURITY_BUCKETS)[number];
export type Maturities = Record<MaturityBucket, Amount>;

/**
 * How a note splits its lines by maturity (the `maturity` column of referentials/syscohada-notes.csv): `current`
 * items are due within the operating cycle, so what no open item dates counts as due within a year; `financial`
 * debts keep it apart as undated.
 */
export type MaturitySplit = 'current' | 'financial';

/** An open item of an account at the closing date: when it falls due, and its debit less credit in minor units. */
export type DatedItem = { dueOn: string; amount: bigint };

export const NO_MATURITIES: Maturities = {
  upToOneYear: toAmount(0n),
  oneToTwoYears: toAmount(0n),
  overTwoYears: toAmount(0n),
  undated: toAmount(0n),
};

/** The column of an item falling due on `dueOn`, seen from `closingOn`: day for day one and two years later. */
export function maturityBucketOf(closingOn: string, dueOn: string): Exclude<MaturityBucket, 'undated'> {
  if (dueOn <= addMonths(closingOn, 12)) return 'upToOneYear';
  if (dueOn <= addMonths(closingOn, 24)) return 'oneToTwoYears';
  return 'overTwoYears';
}

/**
 * An account's closing value split by maturity: each open item to its column, the rest (what no item dates) to
 * the within-a-year column for current items, to `undated` for financial debts. `sign` turns debit less credit
 * into the side the note counts (1 for receivables, −1 for payables). The columns add up to `closing`.
 */
export function splitByMaturity(
  closing: bigint,
  items: readonly DatedItem[],
  context: { closingOn: string; split: MaturitySplit; sign: 1n | -1n },
): Maturities {
  const columns: Record<MaturityBucket, bigint> = { upToOneYear: 0n, oneToTwoYears: 0n, overTwoYears: 0n, undated: 0n };
  let dated = 0n;
  for (const item of items) {
    const amount = context.sign * item.amount;
    columns[maturityBucketOf(context.closingOn, item.dueOn)] += amount;
    dated += amount;
  }
  columns[context.split === 'current' ? 'upToOneYear' : 'undated'] += closing - dated;
  return {
    upToOneYear: toAmount(columns.upToOneYear),
    oneToTwoYears: toAmount(columns.oneToTwoYears),
    overTwoYears: toAmount(columns.overTwoYears),
    undated: toAmount(columns.undated),
  };
}

export function addMaturities(total: Maturities, part: Maturities): Maturities {
  return {
    upToOneYear: toAmount(total.upToOneYear + part.upToOneYear),
    oneToTwoYears: toAmount(total.oneToTwoYears + part.oneToTwoYears),
    overTwoYears: toAmount(total.overTwoYears + part.overTwoYears),
    undated: toAmount(total.undated + part.undated),
  };
}

export function maturitiesTotal(maturities: Maturities): bigint {
  return MATURITY_BUCKETS.reduce((sum, bucket) => sum + maturities[bucket], 0n);
}

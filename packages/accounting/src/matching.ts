/** Matching (lettrage) rules: letter codes, which accounts carry open items, and the ageing of items. */

const LETTERS = 26;

/**
 * The letter code of the n-th matching of an account (n from 1): AA, AB, … AZ, BA, … ZZ, then AAA.
 * Two letters at least, as accountants write them; the code grows a letter when they run out.
 */
export function matchingCode(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`A matching number starts at 1, not ${n}.`);
  let rest = n - 1;
  let width = 2;
  let capacity = LETTERS ** width;
  while (rest >= capacity) {
    rest -= capacity;
    width += 1;
    capacity = LETTERS ** width;
  }
  let code = '';
  for (let position = 0; position < width; position++) {
    code = String.fromCharCode(65 + (rest % LETTERS)) + code;
    rest = Math.floor(rest / LETTERS);
  }
  return code;
}

/**
 * Third-party accounts whose lines are open items by default: suppliers, customers, staff, suspense
 * (40x–42x, 47x), and SYSCOHADA's suppliers of fixed assets (481), a control account parties may take;
 * and the VAT due of a filed return (SYSCOHADA 4441, PCG 44551), which its payment settles.
 */
export const OPEN_ITEM_PREFIXES: readonly string[] = ['40', '41', '42', '47', '481', '4441', '44551'];

/** Whether an account's lines can be matched: its own flag, else the default by number. */
export function carriesOpenItems(accountNumber: string, flag: boolean | null): boolean {
  return flag ?? OPEN_ITEM_PREFIXES.some((prefix) => accountNumber.startsWith(prefix));
}

export const AGING_BUCKETS = ['notDue', 'days0To30', 'days31To60', 'days61To90', 'over90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/** The bucket of an item by days past its due date at a date (`daysPastDue` negative: not due yet). */
export function agingBucketOf(daysPastDue: number): AgingBucket {
  if (daysPastDue < 0) return 'notDue';
  if (daysPastDue <= 30) return 'days0To30';
  if (daysPastDue <= 60) return 'days31To60';
  if (daysPastDue <= 90) return 'days61To90';
  return 'over90';
}

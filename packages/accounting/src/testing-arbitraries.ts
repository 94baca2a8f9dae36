/**
 * fast-check generators shared by the property tests. Not exported from index.ts: only tests import this file.
 */
import fc from 'fast-check';
import type { InvoiceLineInput } from './invoice-totals.ts';
import type { JournalEntry, JournalLine } from './journal-entry.ts';
import { type Amount, toAmount, ZERO_AMOUNT } from './money.ts';

/**
 * A realistic chart: for every account prefix of the SYSCOHADA statement layouts, the first postable account of
 * referentials/syscohada-accounts.csv under it (202 accounts of classes 1-8, all mapped by the layouts).
 */
export const MAPPED_SYSCOHADA_ACCOUNTS: readonly string[] = [
  '211 2181 2191 2811 2818 2911 2918 2919 2121 2131 214 2193 2812 2813 2814 2912 2913 2914 215 216 2815 ',
  '2816 2915 2916 217 2182 2198 2817 2917 2211 2824 2921 2311 2321 2331 237 2391 2393 2831 2832 2833 2837 ',
  '2931 2932 2933 2937 2939 2341 2351 238 2392 2394 2395 2398 2834 2835 2838 2934 2935 2938 2411 2841 2941 ',
  '2451 2495 2845 2945 251 252 2951 2952 261 2961 2711 2971 4851 488 4985 3111 321 331 3411 3511 361 3711 ',
  '381 391 4091 490 4111 4911 185 4211 4311 441 451 4611 4711 492 493 494 495 4962 497 5011 590 511 591 ',
  '5211 531 541 551 5711 581 582 592 593 594 47811 1011 1021 103 1041 109 1051 1061 111 112 1131 1181 121 ',
  '1291 1301 131 139 1411 151 1611 1811 182 183 184 172 191 4811 4821 484 4998 4191 4011 4991 599 564 565 ',
  '561 566 47911 7011 6011 6031 7021 7031 7041 7051 7061 7071 7341 721 711 751 781 6021 6032 6041 6051 ',
  '6081 6033 612 621 6311 6411 6511 6611 7911 798 799 6812 6911 7712 7971 787 6711 6971 821 841 861 881 ',
  '811 831 851 871 8911',
]
  .join('')
  .split(' ');

export function arbitraryInvoiceLine(): fc.Arbitrary<InvoiceLineInput> {
  return fc.record({
    description: fc.string({ maxLength: 20 }),
    quantity: fc
      .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 9999 }))
      .filter(([whole, fraction]) => whole > 0 || fraction > 0)
      .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(4, '0')}`),
    unitPrice: fc.bigInt({ min: 0n, max: 10n ** 9n }).map(toAmount),
    vatRateBasisPoints: fc.constantFrom(0, 550, 1000, 1800, 1925, 2000),
    discountRateBasisPoints: fc.option(fc.integer({ min: 0, max: 9900 }), { nil: undefined }),
  });
}

export function arbitraryPositiveAmount(max: bigint = 10n ** 10n): fc.Arbitrary<Amount> {
  return fc.bigInt({ min: 1n, max }).map(toAmount);
}

/** A balanced entry built from transfers: each moves an amount from one account to another. */
export function arbitraryBalancedEntry(
  accountNumbers: readonly string[] = MAPPED_SYSCOHADA_ACCOUNTS,
  dates: fc.Arbitrary<string> = arbitraryDate(),
): fc.Arbitrary<JournalEntry> {
  const account = fc.constantFrom(...accountNumbers);
  const transfer = fc.tuple(account, account, arbitraryPositiveAmount());
  return fc.record({
    journalCode: fc.constantFrom('VE', 'AC', 'BQ', 'CA', 'OD') as fc.Arbitrary<JournalEntry['journalCode']>,
    date: dates,
    label: fc.constant('Generated'),
    lines: fc.array(transfer, { minLength: 1, maxLength: 6 }).map((transfers) =>
      transfers.flatMap(([debitAccount, creditAccount, amount]): JournalLine[] => [
        { accountNumber: debitAccount, debit: amount, credit: ZERO_AMOUNT },
        { accountNumber: creditAccount, debit: ZERO_AMOUNT, credit: amount },
      ]),
    ),
  });
}

export function arbitraryDate(year = 2026): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 28 }))
    .map(([month, day]) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`);
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertEntryInvariants,
  EntryError,
  findEntryViolation,
  type JournalEntry,
  type JournalLine,
  MAX_ENTRY_LINES,
  nextEntryNumber,
  reverseEntry,
} from './journal-entry.ts';
import { type Amount, MAX_AMOUNT_MINOR_UNITS, toAmount, ZERO_AMOUNT } from './money.ts';
import { arbitraryBalancedEntry } from './testing-arbitraries.ts';

/**
 * An amount that did not come through `toAmount`: the write path's own invariant must still refuse
 * it out of range. The one deliberate cast outside money.ts (lint/money-casts.grit).
 */
// biome-ignore lint/plugin: deliberately unchecked, to test the invariant behind toAmount
const unchecked = (value: bigint) => value as Amount;

function line(accountNumber: string, debit: bigint, credit: bigint): JournalLine {
  return { accountNumber, debit: toAmount(debit), credit: toAmount(credit) };
}

function uncheckedLine(accountNumber: string, debit: bigint, credit: bigint): JournalLine {
  return { accountNumber, debit: unchecked(debit), credit: unchecked(credit) };
}

const validEntry: JournalEntry = {
  journalCode: 'OD',
  date: '2026-03-31',
  label: 'Capital contribution',
  lines: [line('5211', 1_000_000n, 0n), line('1013', 0n, 1_000_000n)],
};

describe('assertEntryInvariants', () => {
  it('accepts a balanced entry and returns its totals', () => {
    expect(assertEntryInvariants(validEntry)).toEqual({ debit: 1_000_000n, credit: 1_000_000n });
  });

  it.each([
    ['a malformed journal code', { journalCode: 'x-1' }, 'JOURNAL_MUST_BE_KNOWN', undefined],
    ['an impossible date', { date: '2026-02-30' }, 'ENTRY_DATE_MUST_BE_VALID', undefined],
    ['one line', { lines: [line('5211', 1n, 0n)] }, 'ENTRY_NEEDS_TWO_LINES', undefined],
    ['no lines', { lines: [] }, 'ENTRY_NEEDS_TWO_LINES', undefined],
    [
      'too many lines',
      { lines: Array.from({ length: MAX_ENTRY_LINES + 1 }, () => line('5211', 1n, 0n)) },
      'ENTRY_LINES_MUST_NOT_EXCEED_LIMIT',
      undefined,
    ],
    [
      'a letter in an account',
      { lines: [line('5211', 1n, 0n), line('10A', 0n, 1n)] },
      'ACCOUNT_NUMBER_MUST_BE_VALID',
      1,
    ],
    ['an account from 0', { lines: [line('0211', 1n, 0n), line('101', 0n, 1n)] }, 'ACCOUNT_NUMBER_MUST_BE_VALID', 0],
    ['a negative debit', { lines: [line('5211', -1n, 0n), line('101', 0n, -1n)] }, 'AMOUNT_MUST_BE_POSITIVE', 0],
    [
      'a line with neither',
      { lines: [line('5211', 1n, 0n), line('101', 0n, 0n), line('101', 0n, 1n)] },
      'LINE_MUST_HAVE_DEBIT_OR_CREDIT',
      1,
    ],
    ['a line with both', { lines: [line('5211', 1n, 1n), line('101', 0n, 0n)] }, 'LINE_MUST_HAVE_DEBIT_OR_CREDIT', 0],
    ['unequal totals', { lines: [line('5211', 2n, 0n), line('101', 0n, 1n)] }, 'ENTRY_MUST_BALANCE', undefined],
    [
      'a line out of range',
      {
        lines: [
          uncheckedLine('5211', MAX_AMOUNT_MINOR_UNITS + 1n, 0n),
          uncheckedLine('101', 0n, MAX_AMOUNT_MINOR_UNITS + 1n),
        ],
      },
      'AMOUNT_OUT_OF_RANGE',
      0,
    ],
    [
      'a total out of range',
      {
        lines: [
          line('5211', MAX_AMOUNT_MINOR_UNITS, 0n),
          line('5211', MAX_AMOUNT_MINOR_UNITS, 0n),
          line('101', 0n, MAX_AMOUNT_MINOR_UNITS),
          line('101', 0n, MAX_AMOUNT_MINOR_UNITS),
        ],
      },
      'AMOUNT_OUT_OF_RANGE',
      undefined,
    ],
  ] as const)('refuses %s', (_case, change, code, lineIndex) => {
    const entry = { ...validEntry, ...change } as JournalEntry;
    const violation = findEntryViolation(entry);
    expect([violation?.code, violation?.lineIndex]).toEqual([code, lineIndex]);
    expect(() => assertEntryInvariants(entry)).toThrow(EntryError);
    expect(() => assertEntryInvariants(entry)).toThrow(
      expect.objectContaining({ code, details: lineIndex === undefined ? {} : { lineIndex } }),
    );
  });

  it('accepts every entry made of balanced transfers', () => {
    fc.assert(
      fc.property(arbitraryBalancedEntry(), (entry) => {
        expect(findEntryViolation(entry)).toBeNull();
      }),
    );
  });
});

describe('reverseEntry', () => {
  it('swaps debits and credits and keeps accounts', () => {
    const reversed = reverseEntry(
      { ...validEntry, lines: [{ ...line('4111', 5n, 0n), subAccountId: 'customer-1' }, line('7011', 0n, 5n)] },
      { date: '2026-04-02', label: 'Cancellation' },
    );
    expect(reversed).toEqual({
      journalCode: 'OD',
      date: '2026-04-02',
      label: 'Cancellation',
      lines: [{ ...line('4111', 0n, 5n), subAccountId: 'customer-1' }, line('7011', 5n, 0n)],
    });
  });

  it('refuses to mirror an entry that does not balance', () => {
    const unbalanced = { ...validEntry, lines: [line('5211', 2n, 0n), line('101', 0n, 1n)] };
    expect(() => reverseEntry(unbalanced)).toThrow(expect.objectContaining({ code: 'ENTRY_MUST_BALANCE' }));
  });

  it('cancels the original account by account, and twice is the original', () => {
    fc.assert(
      fc.property(arbitraryBalancedEntry(), (entry) => {
        const reversed = reverseEntry(entry);
        const net = new Map<string, bigint>();
        for (const posted of [...entry.lines, ...reversed.lines]) {
          net.set(posted.accountNumber, (net.get(posted.accountNumber) ?? 0n) + posted.debit - posted.credit);
        }
        expect([...net.values()].every((value) => value === 0n)).toBe(true);
        expect(reverseEntry(reversed)).toEqual(entry);
      }),
    );
  });
});

describe('nextEntryNumber', () => {
  it.each([
    ['OD', 2026, 42, 'OD-2026-000042'],
    ['VE', 2025, 1, 'VE-2025-000001'],
    ['AN', 2027, 999_999, 'AN-2027-999999'],
  ] as const)('%s %i #%i → %s', (journalCode, year, counter, expected) => {
    expect(nextEntryNumber(journalCode, year, counter)).toBe(expected);
  });

  it.each([
    ['OD', 2026, 0, 'ENTRY_NUMBER_COUNTER_OUT_OF_RANGE'],
    ['OD', 2026, 1_000_000, 'ENTRY_NUMBER_COUNTER_OUT_OF_RANGE'],
    ['OD', 2026, 1.5, 'ENTRY_NUMBER_COUNTER_OUT_OF_RANGE'],
    ['OD', 999, 1, 'ENTRY_NUMBER_YEAR_OUT_OF_RANGE'],
    ['OD', 10000, 1, 'ENTRY_NUMBER_YEAR_OUT_OF_RANGE'],
    ['Z', 2026, 1, 'JOURNAL_MUST_BE_KNOWN'],
  ] as const)('refuses %s %s #%s with %s', (journalCode, year, counter, code) => {
    expect(() => nextEntryNumber(journalCode as 'OD', year, counter)).toThrow(expect.objectContaining({ code }));
  });
});

it('keeps ZERO_AMOUNT a zero bigint', () => {
  expect(ZERO_AMOUNT).toBe(0n);
});

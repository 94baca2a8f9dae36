import { type AccountMovement, sumMovements } from './balances.ts';
import { AccountingError } from './errors.ts';
import {
  assertEntryInvariants,
  type ForeignAmount,
  type JournalEntry,
  type JournalLine,
  type LedgerAccount,
} from './journal-entry.ts';
import type { Amount } from './money.ts';
import { toAmount, ZERO_AMOUNT } from './money.ts';

export type ClosingErrorCode = 'INCOME_ACCOUNTS_MUST_BE_CLOSED_FIRST' | 'OPENING_MUST_FOLLOW_CLOSING';

export class ClosingError extends AccountingError<ClosingErrorCode> {}

/** Classes are the first digits of account numbers, written as one string ("678"). */
export type ClosingAccounts = {
  profit: LedgerAccount;
  loss: LedgerAccount;
  /**
   * Where the opening entry of the next year carries the result until the meeting appropriates it;
   * absent, the result stays on the profit or loss account (the PCG has no such account).
   */
  awaitingAppropriation?: { profit: LedgerAccount; loss: LedgerAccount };
  incomeStatementClasses: string;
  balanceSheetClasses: string;
};

/**
 * SYSCOHADA: the result of classes 6, 7 and 8 goes to 131 (profit) or 139 (loss); classes 1-5 carry forward,
 * the result to 1301 / 1309 (result awaiting appropriation) until the meeting appropriates it.
 */
export const SYSCOHADA_CLOSING_ACCOUNTS: ClosingAccounts = {
  profit: { accountNumber: '131' },
  loss: { accountNumber: '139' },
  awaitingAppropriation: { profit: { accountNumber: '1301' }, loss: { accountNumber: '1309' } },
  incomeStatementClasses: '678',
  balanceSheetClasses: '12345',
};

/** French PCG: 120 / 129, and class 8 holds special accounts, not income or expenses. */
export const PCG_CLOSING_ACCOUNTS: ClosingAccounts = {
  profit: { accountNumber: '120' },
  loss: { accountNumber: '129' },
  incomeStatementClasses: '67',
  balanceSheetClasses: '12345',
};

/**
 * Which side of the result an account's movements fall on: income (class 7, and in SYSCOHADA the HAO
 * products 82, 84, 86, 88) or expense (class 6, and 81, 83, 85, 87 and the income tax 89); null for an
 * account outside the income statement. Income minus expense is then the income statement's result.
 */
export function resultSideOf(accountNumber: string, accounts: ClosingAccounts): 'income' | 'expense' | null {
  const accountClass = accountNumber.charAt(0);
  if (!accounts.incomeStatementClasses.includes(accountClass)) return null;
  if (accountClass === '7') return 'income';
  if (accountClass === '6') return 'expense';
  return Number(accountNumber.charAt(1)) % 2 === 0 ? 'income' : 'expense';
}

type EntryOptions = { date: string; label: string; accounts: ClosingAccounts };

/**
 * The OD entry that zeroes every income and expense account (per sub-account) and books the difference to the
 * profit or loss account. Null when those accounts are already all zero.
 */
export function computeClosingEntry(balances: readonly AccountMovement[], options: EntryOptions): JournalEntry | null {
  const income = netsInClasses(balances, options.accounts.incomeStatementClasses);
  const lines = income.map(({ account, net }) => lineFor(account, -net, options.label));
  const result = income.reduce((total, { net }) => total - net, 0n);
  if (result !== 0n) {
    const resultAccount = result > 0n ? options.accounts.profit : options.accounts.loss;
    lines.push(lineFor(resultAccount, -result, options.label));
  }
  if (lines.length === 0) return null;
  return checked({ journalCode: 'OD', date: options.date, label: options.label, lines });
}

/**
 * The AN entry of the next work folder: one line per balance-sheet account and sub-account, on the side of its
 * closing balance. It only balances once the closing entry is among `balances`, so that is checked first.
 */
export function computeOpeningEntry(balances: readonly AccountMovement[], options: EntryOptions): JournalEntry | null {
  const unclosed = netsInClasses(balances, options.accounts.incomeStatementClasses);
  if (unclosed.length > 0) {
    throw new ClosingError(
      'INCOME_ACCOUNTS_MUST_BE_CLOSED_FIRST',
      `Account ${unclosed[0]?.account.accountNumber} still has a balance; post the closing entry first.`,
    );
  }
  const awaiting = balances.map((balance) => ({ ...balance, ...awaitingAccountOf(balance, options.accounts) }));
  const carried = netsInClasses(awaiting, options.accounts.balanceSheetClasses);
  const lines = carried.map(({ account, net }) => lineFor(account, net, options.label));
  if (lines.length === 0) return null;
  return checked({ journalCode: 'AN', date: options.date, label: options.label, lines });
}

/** Both entries of a year-end, from the closing work folder's balances. */
export function closeWorkFolder(
  balances: readonly AccountMovement[],
  options: {
    closing: { date: string; label: string };
    opening: { date: string; label: string };
    accounts: ClosingAccounts;
  },
): { closingEntry: JournalEntry | null; openingEntry: JournalEntry | null } {
  if (options.opening.date <= options.closing.date) {
    throw new ClosingError(
      'OPENING_MUST_FOLLOW_CLOSING',
      `The opening date ${options.opening.date} must come after the closing date ${options.closing.date}.`,
    );
  }
  const closingEntry = computeClosingEntry(balances, { ...options.closing, accounts: options.accounts });
  const closed = closingEntry === null ? balances : [...balances, ...closingEntry.lines];
  const openingEntry = computeOpeningEntry(closed, { ...options.opening, accounts: options.accounts });
  return { closingEntry, openingEntry };
}

/**
 * The account a balance opens on: the year's result moves to the awaiting-appropriation account, when
 * there is one, known by its number alone (the posting finds its id).
 */
function awaitingAccountOf(account: LedgerAccount, accounts: ClosingAccounts): LedgerAccount {
  const awaiting = accounts.awaitingAppropriation;
  const moved =
    account.accountNumber === accounts.profit.accountNumber
      ? awaiting?.profit
      : account.accountNumber === accounts.loss.accountNumber
        ? awaiting?.loss
        : undefined;
  return moved ? { accountNumber: moved.accountNumber, accountId: undefined, subAccountId: null } : account;
}

function netsInClasses(
  balances: readonly AccountMovement[],
  classes: string,
): Array<{ account: LedgerAccount; net: bigint }> {
  const inClasses = balances.filter((balance) => classes.includes(balance.accountNumber.charAt(0)));
  return sumMovements(inClasses, { bySubAccount: true })
    .map(({ debit, credit, ...account }) => ({ account, net: debit - credit }))
    .filter(({ net }) => net !== 0n);
}

/** A positive `net` is a debit line, a negative one a credit line. */
function lineFor(account: LedgerAccount, net: bigint, label: string): JournalLine {
  return {
    ...account,
    label,
    debit: net > 0n ? toAmount(net) : ZERO_AMOUNT,
    credit: net < 0n ? toAmount(-net) : ZERO_AMOUNT,
  };
}

function checked(entry: JournalEntry): JournalEntry {
  assertEntryInvariants(entry);
  return entry;
}

/** An open item to carry forward on its own line: a line of the closing folder not matched at its end. */
export type CarriedItem = {
  accountNumber: string;
  accountId: string;
  subAccountId: string | null;
  debit: Amount;
  credit: Amount;
  label: string;
  /** A foreign-currency item keeps its foreign amount, so next year's payments and revaluation read it. */
  foreign?: ForeignAmount | null;
};

/**
 * The opening entry with detailed à-nouveaux: each account (and sub-account) holding open items gets
 * one line per item instead of its balance, where its balance line stood (accounts with items but a
 * nil balance get theirs at the end). The items of an account must sum to its balance.
 */
export function detailOpenItems<Item extends CarriedItem>(
  entry: JournalEntry,
  items: readonly Item[],
): { entry: JournalEntry; carried: Array<{ lineNumber: number; item: Item }> } {
  const keyOf = (line: { accountId?: string; subAccountId?: string | null }) =>
    `${line.accountId ?? ''}/${line.subAccountId ?? ''}`;
  const byAccount = new Map<string, Item[]>();
  for (const item of items) byAccount.set(keyOf(item), [...(byAccount.get(keyOf(item)) ?? []), item]);
  const lines: JournalLine[] = [];
  const carried: Array<{ lineNumber: number; item: Item }> = [];
  const emit = (key: string, balance: bigint) => {
    const held = byAccount.get(key) ?? [];
    const total = held.reduce((sum, item) => sum + item.debit - item.credit, 0n);
    if (total !== balance) throw new Error(`The open items of ${key} sum to ${total}, not its balance ${balance}`);
    for (const item of held) {
      const { accountNumber, accountId, subAccountId, label, debit, credit, foreign } = item;
      lines.push({ accountNumber, accountId, subAccountId, label, debit, credit, foreign: foreign ?? null });
      carried.push({ lineNumber: lines.length, item });
    }
    byAccount.delete(key);
  };
  for (const line of entry.lines) {
    const key = keyOf(line);
    if (byAccount.has(key)) emit(key, line.debit - line.credit);
    else lines.push(line);
  }
  for (const key of [...byAccount.keys()]) emit(key, 0n);
  return { entry: checked({ ...entry, lines }), carried };
}

/** A treasury account kept in a foreign currency and its money at the year's end, signed (debit positive). */
export type ForeignCashBalance = { accountId: string; currency: string; balance: bigint };

/**
 * The opening entry with the balance of each treasury account kept in a foreign currency carried in
 * that currency beside its value, so next year's balance, statements and revaluation read its money
 * from the first day (docs/decisions/0036-currencies.md). A balance whose money and value lie on
 * opposite sides (a few cents of rounding left on an emptied account) has no line to carry it.
 */
export function withForeignBalances(entry: JournalEntry, balances: readonly ForeignCashBalance[]): JournalEntry {
  const byAccount = new Map(balances.map((balance) => [balance.accountId, balance]));
  const lines = entry.lines.map((line) => {
    const held = line.accountId && !line.subAccountId && !line.foreign ? byAccount.get(line.accountId) : undefined;
    const amount = held ? (line.debit > 0n ? held.balance : -held.balance) : 0n;
    return held && amount > 0n ? { ...line, foreign: { currency: held.currency, amount } } : line;
  });
  return { ...entry, lines };
}

import { AccountingError } from './errors.ts';
import { assertEntryInvariants, type JournalEntry, type JournalLine } from './journal-entry.ts';
import { toAmount } from './money.ts';

export type AppropriationErrorCode =
  | 'APPROPRIATION_RESULT_MUST_BE_PENDING'
  | 'APPROPRIATION_MUST_ADD_UP'
  | 'APPROPRIATION_MUST_FUND_LEGAL_RESERVE'
  | 'APPROPRIATION_DIVIDENDS_EXCEED_DISTRIBUTABLE';

/** `field` names the part of the split that broke the rule. */
export class AppropriationError extends AccountingError<AppropriationErrorCode> {
  constructor(
    code: AppropriationErrorCode,
    message: string,
    readonly field: keyof AppropriationSplit | 'result',
  ) {
    super(code, message);
  }
}

/** The law's legal reserve: at least `rate` of the profit until the reserve reaches `ceiling` of the capital. */
export type LegalReserveRule = { rateBasisPoints: number; ceilingOfCapitalBasisPoints: number };

/** What the books hold on the meeting's day, in minor units, credit balances positive. */
export type AppropriationPosition = {
  /** The year's result awaiting appropriation: a profit is positive, a loss negative. */
  result: bigint;
  /** Retained earnings: positive when profits were carried forward, negative for losses carried forward. */
  retainedEarnings: bigint;
  legalReserve: bigint;
  capital: bigint;
};

/** What the meeting decides, in minor units; a loss goes whole to retained earnings. */
export type AppropriationSplit = {
  legalReserve: bigint;
  otherReserves: bigint;
  retainedEarnings: bigint;
  dividends: bigint;
  /** The part of the dividends the withholding tax is due on (paid to natural persons, for France). */
  dividendsSubjectToWithholding: bigint;
};

export type AppropriationAccounts = {
  pending: string;
  legalReserve: string;
  otherReserves: string;
  retainedEarningsCredit: string;
  retainedEarningsDebit: string;
  dividends: string;
  withholdingTax: string;
};

const BASIS = 10_000n;

function ceilingDivide(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/**
 * The least the meeting must put to the legal reserve: the rate of the profit less the losses carried
 * forward, rounded up (the law says "at least"), and no more than what brings the reserve to its ceiling.
 * Zero for a loss, for a profit that only absorbs earlier losses, and where the law sets no legal reserve.
 */
export function legalReserveMinimum(position: AppropriationPosition, rule: LegalReserveRule | null): bigint {
  if (rule === null || position.result <= 0n) return 0n;
  const base = position.result + (position.retainedEarnings < 0n ? position.retainedEarnings : 0n);
  if (base <= 0n) return 0n;
  const share = ceilingDivide(base * BigInt(rule.rateBasisPoints), BASIS);
  const ceiling = ceilingDivide(position.capital * BigInt(rule.ceilingOfCapitalBasisPoints), BASIS);
  const room = ceiling - position.legalReserve;
  if (room <= 0n) return 0n;
  // BigInt has no Math.min: the smaller of the share and the room.
  if (share > room) return room;
  return share;
}

/**
 * What the meeting may distribute out of the year's profit: the profit less the losses carried forward and
 * less the legal reserve it funds (AUSCGIE art. 143; C. com. L232-11). Drawing on reserves is not offered.
 */
export function distributableProfit(position: AppropriationPosition, legalReserve: bigint): bigint {
  const losses = position.retainedEarnings < 0n ? -position.retainedEarnings : 0n;
  const distributable = position.result - losses - legalReserve;
  return distributable > 0n ? distributable : 0n;
}

/** The withholding tax on the dividends, rounded half away from zero like every computed amount. */
export function dividendWithholding(subject: bigint, rateBasisPoints: number): bigint {
  return (subject * BigInt(rateBasisPoints) * 2n + BASIS) / (2n * BASIS);
}

type Rules = { legalReserve: LegalReserveRule | null; withholdingBasisPoints: number };

/** Refuses a split the law or arithmetic does not allow, naming the part at fault. */
export function checkAppropriation(position: AppropriationPosition, split: AppropriationSplit, rules: Rules): void {
  if (position.result === 0n) {
    throw new AppropriationError('APPROPRIATION_RESULT_MUST_BE_PENDING', 'No result awaits appropriation.', 'result');
  }
  const negative = (Object.keys(split) as Array<keyof AppropriationSplit>).find((field) => split[field] < 0n);
  if (negative !== undefined) {
    throw new AppropriationError('APPROPRIATION_MUST_ADD_UP', 'No part of the split may be negative.', negative);
  }
  const total = split.legalReserve + split.otherReserves + split.retainedEarnings + split.dividends;
  if (position.result < 0n) {
    const misplaced = (['legalReserve', 'otherReserves', 'dividends'] as const).find((field) => split[field] !== 0n);
    if (misplaced !== undefined || split.retainedEarnings !== -position.result) {
      throw new AppropriationError(
        'APPROPRIATION_MUST_ADD_UP',
        `A loss of ${-position.result} goes whole to retained earnings.`,
        misplaced ?? 'retainedEarnings',
      );
    }
    return;
  }
  if (total !== position.result) {
    throw new AppropriationError(
      'APPROPRIATION_MUST_ADD_UP',
      `The split adds up to ${total}, not the profit ${position.result}.`,
      'retainedEarnings',
    );
  }
  const minimum = legalReserveMinimum(position, rules.legalReserve);
  if (split.legalReserve < minimum) {
    throw new AppropriationError(
      'APPROPRIATION_MUST_FUND_LEGAL_RESERVE',
      `The legal reserve takes at least ${minimum}.`,
      'legalReserve',
    );
  }
  if (split.dividends > distributableProfit(position, split.legalReserve)) {
    throw new AppropriationError(
      'APPROPRIATION_DIVIDENDS_EXCEED_DISTRIBUTABLE',
      'The dividends exceed the distributable profit.',
      'dividends',
    );
  }
  if (split.dividendsSubjectToWithholding > split.dividends) {
    throw new AppropriationError(
      'APPROPRIATION_MUST_ADD_UP',
      'The dividends subject to withholding exceed the dividends.',
      'dividendsSubjectToWithholding',
    );
  }
}

type EntryOptions = { date: string; label: string; accounts: AppropriationAccounts };

/**
 * The OD entry of the meeting's decision, once `checkAppropriation` has passed: the pending result leaves its
 * account; a profit goes to the reserves, to retained earnings (clearing losses carried forward first) and to
 * the dividends payable net of the withholding tax; a loss goes to retained earnings (against profits carried
 * forward first).
 */
export function computeAppropriationEntry(
  position: AppropriationPosition,
  split: AppropriationSplit,
  withholdingBasisPoints: number,
  options: EntryOptions,
): JournalEntry {
  const { accounts, label } = options;
  const line = (accountNumber: string, debit: bigint, credit: bigint): JournalLine => ({
    accountNumber,
    label,
    debit: toAmount(debit),
    credit: toAmount(credit),
  });
  const lines: JournalLine[] = [];
  const add = (accountNumber: string, debit: bigint, credit: bigint) => {
    if (debit !== 0n || credit !== 0n) lines.push(line(accountNumber, debit, credit));
  };
  if (position.result > 0n) {
    add(accounts.pending, position.result, 0n);
    add(accounts.legalReserve, 0n, split.legalReserve);
    add(accounts.otherReserves, 0n, split.otherReserves);
    const losses = position.retainedEarnings < 0n ? -position.retainedEarnings : 0n;
    const clearing = split.retainedEarnings < losses ? split.retainedEarnings : losses;
    add(accounts.retainedEarningsDebit, 0n, clearing);
    add(accounts.retainedEarningsCredit, 0n, split.retainedEarnings - clearing);
    const withholding = dividendWithholding(split.dividendsSubjectToWithholding, withholdingBasisPoints);
    add(accounts.dividends, 0n, split.dividends - withholding);
    add(accounts.withholdingTax, 0n, withholding);
  } else {
    const loss = -position.result;
    const profits = position.retainedEarnings > 0n ? position.retainedEarnings : 0n;
    const absorbed = loss < profits ? loss : profits;
    add(accounts.retainedEarningsCredit, absorbed, 0n);
    add(accounts.retainedEarningsDebit, loss - absorbed, 0n);
    add(accounts.pending, 0n, loss);
  }
  const entry: JournalEntry = { journalCode: 'OD', date: options.date, label, lines };
  assertEntryInvariants(entry);
  return entry;
}

/** Whether equity has fallen below half of the capital (the meeting must then decide on the company's going on). */
export function equityBelowHalfOfCapital(equity: bigint, capital: bigint): boolean {
  return capital > 0n && equity * 2n < capital;
}

import {
  type AppropriationPosition,
  type AppropriationSplit,
  distributableProfit,
  dividendWithholding,
  equityBelowHalfOfCapital,
  parseAmount,
  parseRate,
} from '@bilan/accounting';
import type { Appropriation } from '@bilan/contract';

/** The split as typed: decimal texts, empty for nothing. */
export type SplitValues = {
  legalReserve: string;
  otherReserves: string;
  retainedEarnings: string;
  dividends: string;
  dividendsSubjectToWithholding: string;
};

export type SplitField = keyof SplitValues;

/** What the form shows beside the fields, in minor units, and the rule each field breaks (the API's codes). */
export type SplitReview = {
  total: bigint;
  remaining: bigint;
  withholding: bigint;
  equityAfter: bigint;
  equityBelowHalfOfCapital: boolean;
  problems: Partial<Record<SplitField, string>>;
};

function amountOrNull(text: string, scale: number): bigint | null {
  if (text.trim() === '') return 0n;
  try {
    const amount = parseAmount(text.trim(), scale);
    return amount < 0n ? null : amount;
  } catch {
    return null;
  }
}

/** A first split to start from: the legal reserve's minimum, the rest to retained earnings (a loss, whole). */
export function suggestedSplit(view: Appropriation): SplitValues {
  const loss = view.result.startsWith('-');
  return {
    legalReserve: loss ? '' : view.legalReserveMinimum,
    otherReserves: '',
    retainedEarnings: loss ? view.result.slice(1) : '',
    dividends: '',
    dividendsSubjectToWithholding: '',
  };
}

/**
 * The split checked as the API will check it (packages/accounting/src/appropriation.ts), so the form
 * says what is wrong before sending: what is left to place, the withholding tax, equity after dividends.
 */
export function reviewSplit(view: Appropriation, values: SplitValues, scale: number): SplitReview {
  const read = (field: SplitField) => amountOrNull(values[field], scale);
  const problems: Partial<Record<SplitField, string>> = {};
  const amounts = {} as Record<SplitField, bigint>;
  for (const field of Object.keys(values) as SplitField[]) {
    const amount = read(field);
    if (amount === null) problems[field] = 'AMOUNT_INVALID';
    amounts[field] = amount ?? 0n;
  }
  const subject =
    values.dividendsSubjectToWithholding.trim() === '' ? amounts.dividends : amounts.dividendsSubjectToWithholding;
  const position: AppropriationPosition = {
    result: parseAmount(view.result, scale),
    retainedEarnings: parseAmount(view.retainedEarnings, scale),
    legalReserve: parseAmount(view.legalReserve, scale),
    capital: parseAmount(view.capital, scale),
  };
  const split: AppropriationSplit = { ...amounts, dividendsSubjectToWithholding: subject };
  const total = split.legalReserve + split.otherReserves + split.retainedEarnings + split.dividends;
  const loss = position.result < 0n;
  const remaining = (loss ? -position.result : position.result) - total;
  if (remaining !== 0n) problems.retainedEarnings ??= 'APPROPRIATION_MUST_ADD_UP';
  if (!loss && split.legalReserve < parseAmount(view.legalReserveMinimum, scale)) {
    problems.legalReserve ??= 'APPROPRIATION_MUST_FUND_LEGAL_RESERVE';
  }
  if (split.dividends > (loss ? 0n : distributableProfit(position, split.legalReserve))) {
    problems.dividends ??= 'APPROPRIATION_DIVIDENDS_EXCEED_DISTRIBUTABLE';
  }
  if (subject > split.dividends) problems.dividendsSubjectToWithholding ??= 'APPROPRIATION_MUST_ADD_UP';
  const rate = view.withholdingRate === null ? 0 : parseRate(view.withholdingRate);
  const equityAfter = parseAmount(view.equity, scale) - split.dividends;
  return {
    total,
    remaining,
    withholding: dividendWithholding(subject, rate),
    equityAfter,
    equityBelowHalfOfCapital: equityBelowHalfOfCapital(equityAfter, position.capital),
    problems,
  };
}

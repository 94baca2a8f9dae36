import { addDays, addMonths, isIsoDate } from './calendar.ts';
import { divideRoundingHalfAwayFromZero } from './decimal.ts';
import { AccountingError } from './errors.ts';
import { type Amount, toAmount } from './money.ts';

/**
 * Depreciation of a fixed asset (docs/decisions/0022-fixed-assets.md): a plan by fiscal year, and the
 * depreciation accumulated at any day, from which every booking is computed. Amounts are integers of
 * minor units; each year's figure is the difference of two cumulative figures rounded half away from
 * zero, so the years always add up to the base exactly and never go below zero.
 */
export type DepreciationMethod = 'STRAIGHT_LINE' | 'DECLINING';
/** How a part of a year is counted: days of a 360-day year (30 per month), or whole months. */
export type ProrataCount = 'DAYS_360' | 'MONTHS';

export type DepreciationErrorCode = 'DEPRECIATION_PLAN_INVALID';
export class DepreciationError extends AccountingError<DepreciationErrorCode> {}

export const USEFUL_LIFE_YEARS_MAX = 100;

export interface DepreciationPlan {
  /** The depreciable base (the gross value), in minor units. */
  base: Amount;
  method: DepreciationMethod;
  usefulLifeYears: number;
  /** Straight-line: the day the asset is put into service; declining: the day it is acquired. */
  startOn: string;
  prorata: ProrataCount;
  /** Declining balance only: the coefficient in hundredths (1.25 → 125). */
  coefficientHundredths?: number;
  /** The last day of any fiscal year of the company: years are twelve months ending on its anniversaries. */
  yearEndOn: string;
}

export interface ScheduleYear {
  startOn: string;
  endOn: string;
  depreciation: Amount;
  /** Accumulated at the end of the year. */
  accumulated: Amount;
  netBookValue: Amount;
  /** With a tax plan: the year's change of excess tax depreciation (negative: a reversal). */
  excessChange: bigint;
  excessAccumulated: Amount;
}

/**
 * Fiscal years of the plan with their cumulative depreciation at their ends, from the first to the
 * last; with a tax plan (declining where the books use straight-line), the excess tax depreciation too.
 */
export function depreciationSchedule(plan: DepreciationPlan, taxPlan: DepreciationPlan | null = null): ScheduleYear[] {
  assertPlan(plan);
  const years: ScheduleYear[] = [];
  let endOn = fiscalYearEndHolding(plan.startOn, plan.yearEndOn);
  let previous = 0n;
  let previousExcess = 0n;
  while (previous < plan.base || previousExcess > 0n) {
    const accumulated = depreciationTo(plan, endOn);
    const excessAccumulated = taxPlan ? excessDepreciationTo(plan, taxPlan, endOn) : toAmount(0n);
    years.push({
      startOn: addMonths(addDays(endOn, 1), -12),
      endOn,
      depreciation: toAmount(accumulated - previous),
      accumulated,
      netBookValue: toAmount(plan.base - accumulated),
      excessChange: excessAccumulated - previousExcess,
      excessAccumulated,
    });
    previous = accumulated;
    previousExcess = excessAccumulated;
    endOn = yearEndAfter(endOn);
  }
  return years;
}

/** Tax depreciation beyond the books' at the end of `day` (PCG 145, SYSCOHADA 151): never negative. */
export function excessDepreciationTo(plan: DepreciationPlan, taxPlan: DepreciationPlan, day: string): Amount {
  const excess = depreciationTo(taxPlan, day) - depreciationTo(plan, day);
  return toAmount(excess > 0n ? excess : 0n);
}

/** The depreciation accumulated at the end of `day` (0 before the start, the base once fully depreciated). */
export function depreciationTo(plan: DepreciationPlan, day: string): Amount {
  assertPlan(plan);
  if (day < plan.startOn) return toAmount(0n);
  return plan.method === 'STRAIGHT_LINE' ? straightLineTo(plan, day) : decliningTo(plan, day);
}

function straightLineTo(plan: DepreciationPlan, day: string): Amount {
  const total = BigInt(plan.usefulLifeYears) * (plan.prorata === 'MONTHS' ? 12n : 360n);
  const elapsedUnits = BigInt(unitsElapsed(plan.prorata, plan.startOn, day));
  const elapsed = elapsedUnits > total ? total : elapsedUnits;
  return toAmount(divideRoundingHalfAwayFromZero(plan.base * elapsed, total));
}

/** Days (30/360, both ends counted) or months (the start's month counted whole) from `from` to `to`. */
export function unitsElapsed(count: ProrataCount, from: string, to: string): number {
  if (to < from) return 0;
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  if (count === 'MONTHS') return (y2 - y1) * 12 + (m2 - m1) + 1;
  const startDay = Math.min(d1, 30);
  // The last day of a month counts as its 30th: February ends a month of 30 days too.
  const endDay = isLastDayOfMonth(to) ? 30 : Math.min(d2, 30);
  return (y2 - y1) * 360 + (m2 - m1) * 30 + (endDay - startDay) + 1;
}

/**
 * Declining balance as the French tax rules count it (CGI art. 39 A, annexe II art. 23): the rate is the straight-line
 * rate times the coefficient; the first year counts from the first day of the month of acquisition; the
 * plan lasts `usefulLifeYears` fiscal years; the method switches to straight-line over the years left
 * once that gives more. Within a year, the year's figure accrues by months.
 */
function decliningTo(plan: DepreciationPlan, day: string): Amount {
  const years = decliningYears(plan);
  let accumulated = 0n;
  for (const year of years) {
    if (day >= year.endOn) {
      accumulated += year.amount;
      continue;
    }
    const from = laterDay(year.startOn, plan.startOn);
    if (day < from) break;
    const months = BigInt(unitsElapsed('MONTHS', from, day));
    const yearMonths = BigInt(unitsElapsed('MONTHS', from, year.endOn));
    accumulated += divideRoundingHalfAwayFromZero(year.amount * months, yearMonths);
    break;
  }
  return toAmount(accumulated);
}

interface YearAmount {
  startOn: string;
  endOn: string;
  amount: bigint;
}

function decliningYears(plan: DepreciationPlan): YearAmount[] {
  const coefficient = BigInt(plan.coefficientHundredths ?? 0);
  const lifeYears = plan.usefulLifeYears;
  // rate = coefficient / (100 × life)
  const rateDenominator = 100n * BigInt(lifeYears);
  const years: YearAmount[] = [];
  let endOn = fiscalYearEndHolding(plan.startOn, plan.yearEndOn);
  let remaining: bigint = plan.base;
  let switched: { value: bigint; years: bigint; index: bigint; before: bigint } | null = null;
  for (let index = 1; index <= lifeYears; index++) {
    const startOn = addMonths(addDays(endOn, 1), -12);
    const yearsLeft = BigInt(lifeYears - index + 1);
    // Straight-line over the years left gives more when 1 / yearsLeft > coefficient / (100 × life).
    if (!switched && index > 1 && rateDenominator > coefficient * yearsLeft) {
      switched = { value: remaining, years: yearsLeft, index: 0n, before: 0n };
    }
    let amount: bigint;
    if (index === lifeYears) {
      amount = remaining;
    } else if (switched) {
      switched.index += 1n;
      const upTo = divideRoundingHalfAwayFromZero(switched.value * switched.index, switched.years);
      amount = upTo - switched.before;
      switched.before = upTo;
    } else {
      const months = BigInt(unitsElapsed('MONTHS', laterDay(startOn, plan.startOn), endOn));
      amount = divideRoundingHalfAwayFromZero(remaining * coefficient * months, rateDenominator * 12n);
    }
    if (amount > remaining) amount = remaining;
    years.push({ startOn, endOn, amount });
    remaining -= amount;
    endOn = yearEndAfter(endOn);
  }
  return years;
}

/** The end of the fiscal year holding `day`, years being twelve months ending on anniversaries of `anchorEndOn`. */
export function fiscalYearEndHolding(day: string, anchorEndOn: string): string {
  let endOn = anchorEndOn;
  while (endOn < day) endOn = yearEndAfter(endOn);
  while (yearEndBefore(endOn) >= day) endOn = yearEndBefore(endOn);
  return endOn;
}

function yearEndAfter(endOn: string): string {
  return addDays(addMonths(addDays(endOn, 1), 12), -1);
}

function yearEndBefore(endOn: string): string {
  return addDays(addMonths(addDays(endOn, 1), -12), -1);
}

function laterDay(left: string, right: string): string {
  return left > right ? left : right;
}

function parts(day: string): [number, number, number] {
  const [year = 0, month = 0, dayOfMonth = 0] = day.split('-').map(Number);
  return [year, month, dayOfMonth];
}

function isLastDayOfMonth(day: string): boolean {
  return addDays(day, 1).slice(8) === '01';
}

function assertPlan(plan: DepreciationPlan): void {
  const wrong = (reason: string) => new DepreciationError('DEPRECIATION_PLAN_INVALID', reason);
  if (!isIsoDate(plan.startOn) || !isIsoDate(plan.yearEndOn)) throw wrong('The dates must be calendar dates.');
  if (!Number.isInteger(plan.usefulLifeYears) || plan.usefulLifeYears < 1) throw wrong('The life must be whole years.');
  if (plan.usefulLifeYears > USEFUL_LIFE_YEARS_MAX) throw wrong('The life is too long.');
  if (plan.base < 0n) throw wrong('The base must not be negative.');
  if (plan.method === 'DECLINING' && !(plan.coefficientHundredths && plan.coefficientHundredths > 100)) {
    throw wrong('Declining balance needs a coefficient above 1.');
  }
}

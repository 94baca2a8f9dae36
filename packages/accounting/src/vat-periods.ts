import { lastDayOfMonth, monthOf, nextMonth } from './calendar.ts';

export const VAT_FREQUENCIES = ['MONTHLY', 'QUARTERLY', 'ANNUAL'] as const;
export type VatFrequency = (typeof VAT_FREQUENCIES)[number];

/** A VAT period: a month (`2026-03`), a quarter (`2026-Q1`) or a folder's year (`2026`), clipped to the folder. */
export interface VatPeriod {
  code: string;
  fromOn: string;
  toOn: string;
}

/** The legal deadline of a return: the given day of the month that comes `monthsAfter` months after the period's end. */
export interface VatDeadlineRule {
  monthsAfter: number;
  day: number;
}

const later = (left: string, right: string) => (left > right ? left : right);
const earlier = (left: string, right: string) => (left < right ? left : right);

/** The VAT periods of a folder at this frequency, in date order, each clipped to the folder's dates. */
export function vatPeriodsOf(folder: { startOn: string; endOn: string }, frequency: VatFrequency): VatPeriod[] {
  if (frequency === 'ANNUAL') {
    return [{ code: folder.endOn.slice(0, 4), fromOn: folder.startOn, toOn: folder.endOn }];
  }
  const periods: VatPeriod[] = [];
  for (let month = monthOf(folder.startOn); `${month}-01` <= folder.endOn; month = nextMonth(month)) {
    const code = frequency === 'MONTHLY' ? month : quarterCode(month);
    const last = periods[periods.length - 1];
    const toOn = earlier(lastDayOfMonth(month), folder.endOn);
    if (last && last.code === code) last.toOn = toOn;
    else periods.push({ code, fromOn: later(`${month}-01`, folder.startOn), toOn });
  }
  return periods;
}

function quarterCode(month: string): string {
  return `${month.slice(0, 4)}-Q${Math.floor((Number(month.slice(5, 7)) - 1) / 3) + 1}`;
}

/** The period of this frequency holding a day of the folder; none when the day is outside it. */
export function vatPeriodHolding(
  folder: { startOn: string; endOn: string },
  frequency: VatFrequency,
  day: string,
): VatPeriod | undefined {
  return vatPeriodsOf(folder, frequency).find((period) => period.fromOn <= day && day <= period.toOn);
}

/** The deadline of a return whose period ends on `toOn`; a day past the month's end is its last day. */
export function vatDeadline(toOn: string, rule: VatDeadlineRule): string {
  let month = monthOf(toOn);
  for (let step = 0; step < rule.monthsAfter; step += 1) month = nextMonth(month);
  const day = `${month}-${String(rule.day).padStart(2, '0')}`;
  return earlier(day, lastDayOfMonth(month));
}

/** Calendar dates are ISO strings (YYYY-MM-DD) computed in UTC, so no time zone can shift a day. */

const DAY_MS = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today's calendar date in UTC. */
export function todayOn(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return toDate(toTime(date) + days * DAY_MS);
}

/** The same day `months` later (JavaScript rolls 31 January + 1 month over to early March). */
export function addMonths(date: string, months: number): string {
  const day = new Date(toTime(date));
  day.setUTCMonth(day.getUTCMonth() + months);
  return toDate(day.getTime());
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/** The last day of a month given as YYYY-MM. */
export function lastDayOfMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return toDate(Date.UTC(year ?? 0, monthNumber ?? 1, 0));
}

/** The month after a month given as YYYY-MM. */
export function nextMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return toDate(Date.UTC(year ?? 0, monthNumber ?? 1, 1)).slice(0, 7);
}

/** Calendar dates are ISO strings ("2026-03-31"); months are "2026-03". Both sort correctly as strings. */

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(text: string): boolean {
  const match = ISO_DATE_PATTERN.exec(text);
  if (match === null) return false;
  const [, year = '', month = '', day = ''] = match;
  const monthNumber = Number(month);
  const dayNumber = Number(day);
  if (monthNumber < 1 || monthNumber > 12 || dayNumber < 1) return false;
  return dayNumber <= daysInMonth(Number(year), monthNumber);
}

export function isMonth(text: string): boolean {
  return isIsoDate(`${text}-01`);
}

/** The month key ('YYYY-MM') the balance table files a date under. */
export function monthOf(date: string): string {
  if (!isIsoDate(date)) throw new RangeError(`"${date}" is not a calendar date (YYYY-MM-DD).`);
  return date.slice(0, 7);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

// Date arithmetic on calendar dates, in UTC so that no time zone can shift a day: the one copy the API
// and the web app both use.
const DAY_MS = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const toDate = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today's calendar date in UTC. */
export function todayOn(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The calendar date of an instant in an IANA time zone ("Africa/Douala", "Europe/Paris"): a company's
 * today. Throws a RangeError for a zone the runtime does not know.
 */
export function dateInZone(timeZone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(at)
    .map((part) => [part.type, part.value]);
  const { year, month, day } = Object.fromEntries(parts);
  return `${year}-${month}-${day}`;
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

/**
 * `day` kept between `first` and `last` (ISO dates compare as text): the date a report or a document of a work
 * folder starts with, today inside the folder, its first day while it has not begun, its last once it is over.
 */
export function dayWithin(day: string, first: string, last: string): string {
  if (day < first) return first;
  return day > last ? last : day;
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

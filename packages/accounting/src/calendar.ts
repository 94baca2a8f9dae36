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

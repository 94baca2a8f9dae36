/** Today's calendar date in UTC, as YYYY-MM-DD. */
export function todayOn(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

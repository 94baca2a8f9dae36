/**
 * The value axis of a chart: round tick values (1, 2 or 5 times a power of ten) from a bit below the
 * smallest value to a bit above the largest, zero always included.
 */
export function niceTicks(values: readonly number[], count = 4): number[] {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  if (low === high) return [0, 1];
  const rough = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let tick = Math.floor(low / step) * step; tick < high + step; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
    if (tick >= high) break;
  }
  return ticks;
}

/** Maps a value to a pixel between `bottom` (the first tick) and `top` (the last). */
export function linearScale(ticks: readonly number[], bottom: number, top: number): (value: number) => number {
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  return (value) => bottom - ((value - low) / (high - low || 1)) * (bottom - top);
}

/**
 * The number a chart draws for an amount of the API. Only the drawing uses it (bar heights, point
 * positions): every amount a person reads is formatted from the exact decimal text.
 */
export function chartNumber(amount: string): number {
  const value = Number(amount);
  return Number.isFinite(value) ? value : 0;
}

/** "2026-03" in the reader's language: "Mar 2026" (or "Mar" with `short`). */
export function formatMonth(month: string, language: string, short = false): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(language, {
    month: short ? 'short' : 'long',
    ...(short ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(date);
}

import { describe, expect, it } from 'vitest';
import { chartNumber, formatMonth, linearScale, niceTicks } from './chart-scale.ts';

describe('chart scale', () => {
  it.each([
    { values: [0, 45000, 53663], ticks: [0, 20000, 40000, 60000] },
    { values: [1200000], ticks: [0, 500000, 1000000, 1500000] },
    { values: [-30, 70], ticks: [-50, 0, 50, 100] },
    { values: [0, 0], ticks: [0, 1] },
    { values: [], ticks: [0, 1] },
  ])('draws round ticks around $values', ({ values, ticks }) => {
    expect(niceTicks(values)).toEqual(ticks);
  });

  it('maps the first tick to the bottom and the last to the top', () => {
    const scale = linearScale([0, 50, 100], 200, 0);
    expect([scale(0), scale(50), scale(100)]).toEqual([200, 100, 0]);
  });

  it('reads amounts for drawing and names months in the reader language', () => {
    expect(chartNumber('53663')).toBe(53663);
    expect(chartNumber('not a number')).toBe(0);
    expect(formatMonth('2026-03', 'en')).toBe('March 2026');
    expect(formatMonth('2026-03', 'fr', true)).toBe('mars');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, lastDayOfMonth } from './calendar.ts';
import { type DepreciationPlan, depreciationSchedule, depreciationTo, unitsElapsed } from './depreciation.ts';
import { disposalEntry } from './fixed-asset-postings.ts';
import { type Amount, toAmount } from './money.ts';

const amounts = (plan: DepreciationPlan, tax: DepreciationPlan | null = null) =>
  depreciationSchedule(plan, tax).map((year) => [year.endOn, year.depreciation]);

describe('the 30/360 day count of French straight-line depreciation', () => {
  it.each([
    ['2026-01-01', '2026-12-31', 360],
    ['2026-03-14', '2026-12-31', 287],
    ['2026-03-14', '2026-03-31', 17],
    ['2026-03-01', '2027-02-28', 360],
    ['2026-12-31', '2026-12-31', 1],
  ])('%s to %s counts %i days', (from, to, days) => {
    expect(unitsElapsed('DAYS_360', from, to)).toBe(days);
  });
});

describe('a vehicle bought on 14 March for 18,000,000 XAF over 5 years, straight-line', () => {
  const vehicle: DepreciationPlan = {
    base: toAmount(18_000_000n),
    method: 'STRAIGHT_LINE',
    usefulLifeYears: 5,
    startOn: '2026-03-14',
    prorata: 'DAYS_360',
    yearEndOn: '2026-12-31',
  };

  it('depreciates 3,600,000 a year, 287/360 of it the first year and the 73 days left in a sixth', () => {
    // 18,000,000 / 5 = 3,600,000 a year; 14 March to 31 December is 17 + 9 × 30 = 287 days:
    // 3,600,000 × 287 / 360 = 2,870,000; the sixth year takes 3,600,000 × 73 / 360 = 730,000.
    expect(amounts(vehicle)).toEqual([
      ['2026-12-31', 2_870_000n],
      ['2027-12-31', 3_600_000n],
      ['2028-12-31', 3_600_000n],
      ['2029-12-31', 3_600_000n],
      ['2030-12-31', 3_600_000n],
      ['2031-12-31', 730_000n],
    ]);
    const schedule = depreciationSchedule(vehicle);
    expect(schedule.reduce((sum, year) => sum + year.depreciation, 0n)).toBe(18_000_000n);
    expect(schedule.at(-1)?.netBookValue).toBe(0n);
  });

  it('sold on 30 June of its third year for 12,000,000: 8,270,000 depreciated and a gain of 2,270,000', () => {
    // 287 + 360 + 180 = 827 days of 1,800: 18,000,000 × 827 / 1,800 = 8,270,000, of which 1,800,000 in 2028.
    const accumulated = depreciationTo(vehicle, '2028-06-30');
    expect(accumulated).toBe(8_270_000n);
    const { entry, bookValue, gain } = disposalEntry({
      date: '2028-06-30',
      label: 'Cession',
      assetAccountNumber: '2451',
      depreciationAccountNumber: '2845',
      gross: vehicle.base,
      accumulated,
      proceeds: toAmount(12_000_000n),
      bookValueAccountNumber: '6542',
      proceedsAccountNumber: '7542',
      receivableAccountNumber: '4852',
      excessRemaining: toAmount(0n),
      excessAccounts: { provision: '151', expense: '851', income: '861' },
    });
    expect(bookValue).toBe(9_730_000n);
    expect(gain).toBe(2_270_000n);
    expect(entry.lines.map((line) => [line.accountNumber, line.debit, line.credit])).toEqual([
      ['2845', 8_270_000n, 0n],
      ['6542', 9_730_000n, 0n],
      ['2451', 0n, 18_000_000n],
      ['4852', 12_000_000n, 0n],
      ['7542', 0n, 12_000_000n],
    ]);
  });
});

describe('a French computer bought on 10 May for 1,499.99 € over 3 years, declining balance', () => {
  const computer: DepreciationPlan = {
    base: toAmount(149_999n),
    method: 'DECLINING',
    usefulLifeYears: 3,
    startOn: '2026-05-10',
    prorata: 'MONTHS',
    coefficientHundredths: 125,
    yearEndOn: '2026-12-31',
  };

  it('takes 41.67 % for 8 months, then straight-line over the two years left, to the cent', () => {
    // Rate 1/3 × 1.25 = 41.67 %; May to December is 8 months: 1,499.99 × 125/300 × 8/12 = 416.66.
    // Year 2: 1,083.33 left over 2 years, straight-line 50 % > 41.67 %: switch, 541.665 → 541.67,
    // and the last year takes what is left, 541.66.
    expect(amounts(computer)).toEqual([
      ['2026-12-31', 41_666n],
      ['2027-12-31', 54_167n],
      ['2028-12-31', 54_166n],
    ]);
  });

  it('as a tax plan beside 3-year straight-line books, allocates and reverses excess tax depreciation', () => {
    const books: DepreciationPlan = {
      ...computer,
      method: 'STRAIGHT_LINE',
      prorata: 'DAYS_360',
      startOn: '2026-05-10',
    };
    // Straight-line, accumulated over 1,080 days: 10 May to 31 December is 21 + 7 × 30 = 231 days,
    // 149,999 × 231 / 1,080 = 32,083.1 → 32,083; end of year 2, 591 days → 82,083; year 3, 951 days →
    // 132,082 (49,999 in the year); the rest, 17,917, in the fourth. Tax (declining) accumulated: 41,666,
    // 95,833, 149,999: the excess is their difference, 9,583, 13,750, 17,917, then reversed.
    const schedule = depreciationSchedule(books, computer);
    expect(schedule.map((year) => [year.depreciation, year.excessChange, year.excessAccumulated])).toEqual([
      [32_083n, 9_583n, 9_583n],
      [50_000n, 4_167n, 13_750n],
      [49_999n, 4_167n, 17_917n],
      [17_917n, -17_917n, 0n],
    ]);
  });
});

const arbitraryPlan = fc
  .record({
    base: fc.bigInt({ min: 0n, max: 10n ** 12n }),
    declining: fc.boolean(),
    usefulLifeYears: fc.integer({ min: 1, max: 12 }),
    startOffset: fc.integer({ min: 0, max: 3000 }),
    yearEndOn: fc.constantFrom('2026-12-31', '2026-06-30', '2027-03-31'),
  })
  .map(({ base, declining, usefulLifeYears, startOffset, yearEndOn }): DepreciationPlan => {
    const isDeclining = declining && usefulLifeYears >= 3;
    return {
      base: toAmount(base),
      method: isDeclining ? 'DECLINING' : 'STRAIGHT_LINE',
      usefulLifeYears,
      startOn: addDays('2020-01-01', startOffset),
      prorata: isDeclining ? 'MONTHS' : 'DAYS_360',
      coefficientHundredths: isDeclining ? (usefulLifeYears <= 4 ? 125 : usefulLifeYears <= 6 ? 175 : 225) : undefined,
      yearEndOn,
    };
  });

describe('every plan', () => {
  it('sums to the base, never goes below zero, and bookings by month add up to the schedule', () => {
    fc.assert(
      fc.property(arbitraryPlan, fc.array(fc.integer({ min: 1, max: 14 }), { maxLength: 30 }), (plan, steps) => {
        const schedule = depreciationSchedule(plan);
        expect(schedule.reduce((sum, year) => sum + year.depreciation, 0n)).toBe(plan.base);
        for (const year of schedule) {
          expect(year.depreciation >= 0n).toBe(true);
          expect(year.netBookValue >= 0n).toBe(true);
        }
        // Book month ends in random strides, as the register would: each booking is what is due less
        // what was booked; at every year end the booked total is the schedule's accumulated figure.
        let booked: Amount = toAmount(0n);
        let month = plan.startOn.slice(0, 7);
        for (const step of [...steps, 200]) {
          month = lastDayOfMonth(addMonthsToMonth(month, step)).slice(0, 7);
          const due = depreciationTo(plan, lastDayOfMonth(month)) - booked;
          expect(due >= 0n).toBe(true);
          booked = toAmount(booked + due);
          const year = schedule.find((item) => item.endOn === lastDayOfMonth(month));
          if (year) expect(booked).toBe(year.accumulated);
        }
        expect(booked).toBe(plan.base);
      }),
      { numRuns: 300 },
    );
  });
});

describe('excess tax depreciation', () => {
  it('is never negative, and the allocations and reversals cancel out by the end', () => {
    fc.assert(
      fc.property(arbitraryPlan, (plan) => {
        const books: DepreciationPlan = {
          ...plan,
          method: 'STRAIGHT_LINE',
          prorata: 'DAYS_360',
          coefficientHundredths: undefined,
        };
        const lifeYears = Math.max(plan.usefulLifeYears, 3);
        const tax: DepreciationPlan = {
          ...books,
          usefulLifeYears: lifeYears,
          method: 'DECLINING',
          prorata: 'MONTHS',
          coefficientHundredths: lifeYears <= 4 ? 125 : lifeYears <= 6 ? 175 : 225,
        };
        const schedule = depreciationSchedule({ ...books, usefulLifeYears: lifeYears }, tax);
        for (const year of schedule) expect(year.excessAccumulated >= 0n).toBe(true);
        expect(schedule.at(-1)?.excessAccumulated ?? 0n).toBe(0n);
        expect(schedule.reduce((sum, year) => sum + year.excessChange, 0n)).toBe(0n);
      }),
      { numRuns: 200 },
    );
  });
});

function addMonthsToMonth(month: string, months: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + monthNumber - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

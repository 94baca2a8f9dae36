import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Amount,
  AmountError,
  absoluteAmount,
  addAmounts,
  currencyScale,
  formatAmount,
  MAX_AMOUNT_MINOR_UNITS,
  multiplyByQuantity,
  multiplyByRate,
  negateAmount,
  parseAmount,
  parseQuantity,
  subtractAmounts,
  sumAmounts,
  toAmount,
} from './money.ts';

const amount = (minorUnits: bigint): Amount => toAmount(minorUnits);
const anyAmount = fc.bigInt({ min: -MAX_AMOUNT_MINOR_UNITS, max: MAX_AMOUNT_MINOR_UNITS }).map(amount);

function expectAmountError(run: () => unknown, code: string): void {
  expect(run).toThrow(AmountError);
  expect(run).toThrow(expect.objectContaining({ code }));
}

describe('currencyScale', () => {
  it.each([
    ['XAF', 0],
    ['XOF', 0],
    ['KMF', 0],
    ['GNF', 0],
    ['EUR', 2],
    ['USD', 2],
    ['CHF', 2],
  ])('%s has %i decimals', (currency, scale) => {
    expect(currencyScale(currency)).toBe(scale);
  });

  it.each(['xaf', 'EURO', '', 'E1R'])('refuses %j', (currency) => {
    expectAmountError(() => currencyScale(currency), 'CURRENCY_INVALID');
  });
});

describe('parseAmount', () => {
  it.each([
    ['150000', 0, 150000n],
    ['150000.00', 0, 150000n],
    ['12.50', 2, 1250n],
    ['12.5', 2, 1250n],
    ['-3', 2, -300n],
    ['0', 2, 0n],
    ['1000000000000000', 0, 10n ** 15n],
    ['-10000000000000.00', 2, -(10n ** 15n)],
  ])('reads %j at scale %i', (text, scale, expected) => {
    expect(parseAmount(text, scale)).toBe(expected);
  });

  it.each([
    ['12.50', 0, 'AMOUNT_TOO_PRECISE'],
    ['0.001', 2, 'AMOUNT_TOO_PRECISE'],
    ['abc', 2, 'AMOUNT_INVALID'],
    ['', 0, 'AMOUNT_INVALID'],
    ['1e3', 0, 'AMOUNT_INVALID'],
    ['12,50', 2, 'AMOUNT_INVALID'],
    ['1 000', 0, 'AMOUNT_INVALID'],
    ['NaN', 0, 'AMOUNT_INVALID'],
    ['1000000000000001', 0, 'AMOUNT_OUT_OF_RANGE'],
    ['10000000000000.01', 2, 'AMOUNT_OUT_OF_RANGE'],
    ['1', -1, 'AMOUNT_SCALE_INVALID'],
    ['1', 1.5, 'AMOUNT_SCALE_INVALID'],
    ['1', 7, 'AMOUNT_SCALE_INVALID'],
  ])('refuses %j at scale %s with %s', (text, scale, code) => {
    expectAmountError(() => parseAmount(text, scale), code);
  });
});

describe('formatAmount', () => {
  it.each([
    [150000n, 0, '150000'],
    [1250n, 2, '12.50'],
    [-300n, 2, '-3.00'],
    [7n, 2, '0.07'],
  ])('writes %s at scale %i as %s', (minorUnits, scale, expected) => {
    expect(formatAmount(amount(minorUnits), scale)).toBe(expected);
  });

  it('round-trips with parseAmount at every scale', () => {
    fc.assert(
      fc.property(anyAmount, fc.integer({ min: 0, max: 6 }), (value, scale) => {
        expect(parseAmount(formatAmount(value, scale), scale)).toBe(value);
      }),
    );
  });
});

describe('arithmetic', () => {
  it('adds, subtracts, negates and sums exactly', () => {
    expect(addAmounts(amount(1n), amount(2n))).toBe(3n);
    expect(subtractAmounts(amount(1n), amount(2n))).toBe(-1n);
    expect(negateAmount(amount(5n))).toBe(-5n);
    expect(absoluteAmount(amount(-5n))).toBe(5n);
    expect(sumAmounts([amount(1n), amount(2n), amount(3n)])).toBe(6n);
    expect(sumAmounts([])).toBe(0n);
  });

  it.each([
    ['add', () => addAmounts(amount(MAX_AMOUNT_MINOR_UNITS), amount(1n))],
    ['subtract', () => subtractAmounts(amount(-MAX_AMOUNT_MINOR_UNITS), amount(1n))],
    ['sum', () => sumAmounts([amount(MAX_AMOUNT_MINOR_UNITS), amount(MAX_AMOUNT_MINOR_UNITS)])],
    ['toAmount', () => toAmount(MAX_AMOUNT_MINOR_UNITS + 1n)],
  ])('%s refuses a result out of range', (_name, run) => {
    expectAmountError(run, 'AMOUNT_OUT_OF_RANGE');
  });

  it('keeps sums exact where floats would not (0.1 + 0.2)', () => {
    expect(formatAmount(addAmounts(parseAmount('0.1', 2), parseAmount('0.2', 2)), 2)).toBe('0.30');
  });
});

describe('multiplyByRate', () => {
  it.each([
    [100000n, 1925, 19250n],
    [1n, 5000, 1n],
    [-1n, 5000, -1n],
    [3n, 1925, 1n],
    [2n, 1925, 0n],
    [999n, 1250, 125n],
    [12345n, 0, 0n],
    [12345n, 10000, 12345n],
    [26n, 1925, 5n],
  ])('%s × %i bp = %s', (minorUnits, rate, expected) => {
    expect(multiplyByRate(amount(minorUnits), rate)).toBe(expected);
  });

  it.each([
    [1.5, 'RATE_INVALID'],
    [-1, 'RATE_OUT_OF_RANGE'],
    [10001, 'RATE_OUT_OF_RANGE'],
  ])('refuses a rate of %s basis points', (rate, code) => {
    expect(() => multiplyByRate(amount(100n), rate)).toThrow(expect.objectContaining({ code }));
  });

  it('rounds symmetrically around zero', () => {
    fc.assert(
      fc.property(anyAmount, fc.integer({ min: 0, max: 10000 }), (value, rate) => {
        expect(multiplyByRate(negateAmount(value), rate)).toBe(-multiplyByRate(value, rate));
      }),
    );
  });
});

describe('parseQuantity and multiplyByQuantity', () => {
  it.each([
    ['1', 10000n],
    ['2.5', 25000n],
    ['0.0001', 1n],
    ['-1', -10000n],
    ['1000000000', 10n ** 13n],
  ])('reads quantity %j as %s ten-thousandths', (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });

  it.each([
    ['0.00001', 'QUANTITY_TOO_PRECISE'],
    ['two', 'QUANTITY_INVALID'],
    ['', 'QUANTITY_INVALID'],
    ['1000000000.0001', 'QUANTITY_OUT_OF_RANGE'],
  ])('refuses quantity %j with %s', (text, code) => {
    expectAmountError(() => parseQuantity(text), code);
  });

  it.each([
    [1500n, '3', 4500n],
    [1999n, '2.5', 4998n],
    [1n, '0.5', 1n],
    [1n, '0.4999', 0n],
    [-1n, '0.5', -1n],
    [333n, '0.3333', 111n],
    [10n ** 6n, '1000000000', 10n ** 15n],
  ])('%s × %s = %s', (unitPrice, quantity, expected) => {
    expect(multiplyByQuantity(amount(unitPrice), quantity)).toBe(expected);
  });

  it('refuses a product out of range', () => {
    expectAmountError(() => multiplyByQuantity(amount(10n ** 6n + 1n), '1000000000'), 'AMOUNT_OUT_OF_RANGE');
  });
});

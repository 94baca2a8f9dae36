import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCsvTable } from './csv.ts';
import {
  approximateExchangeRate,
  CURRENCIES,
  convert,
  type ExchangeRate,
  fixedExchangeRate,
  formatExchangeRate,
  getCurrency,
  parseExchangeRate,
  readExchangeRate,
} from './currencies.ts';
import { MAX_AMOUNT_MINOR_UNITS } from './money.ts';

const referential = (name: string) => readFileSync(new URL(`../../../referentials/${name}`, import.meta.url), 'utf8');

describe('the currency table', () => {
  it('is referentials/currencies.csv, row for row', () => {
    const rows = parseCsvTable(referential('currencies.csv')).records.map((record) => ({
      code: record.code,
      minorUnit: Number.parseInt(record.minor_unit ?? '', 10),
      eurParity: record.eur_parity || null,
    }));
    expect(rows).toEqual(CURRENCIES);
  });

  it('knows every company currency of referentials/countries.csv', () => {
    const currencies = parseCsvTable(referential('countries.csv')).records.map((record) => record.currency ?? '');
    for (const code of currencies) expect(getCurrency(code).code).toBe(code);
  });

  it('refuses a code it does not know', () => {
    expect(() => getCurrency('XYZ')).toThrow(expect.objectContaining({ code: 'CURRENCY_UNKNOWN' }));
  });
});

describe('exchange rates as exact fractions', () => {
  it.each([
    ['655.957', 655957n, 1000n, '655.957'],
    ['0.75', 3n, 4n, '0.75'],
    ['1', 1n, 1n, '1'],
    ['1.10', 11n, 10n, '1.1'],
    ['0.000000000001', 1n, 1_000_000_000_000n, '0.000000000001'],
  ])('reads %s as %i / %i and writes it back as %s', (text, numerator, denominator, written) => {
    const rate = parseExchangeRate(text);
    expect(rate).toEqual({ numerator, denominator });
    expect(formatExchangeRate(rate)).toBe(written);
    expect(readExchangeRate(formatExchangeRate(rate))).toEqual(rate);
  });

  it.each(['0', '0.000', '-1', 'abc', '1e3', '1,5', '', '0.0000000000001', '1234567890123'])(
    'refuses %j as EXCHANGE_RATE_INVALID',
    (text) => {
      expect(() => parseExchangeRate(text)).toThrow(expect.objectContaining({ code: 'EXCHANGE_RATE_INVALID' }));
    },
  );

  it('writes a rate without a decimal form as a fraction, and shows it rounded', () => {
    const rate: ExchangeRate = { numerator: 4n, denominator: 3n };
    expect(formatExchangeRate(rate)).toBe('4/3');
    expect(readExchangeRate('4/3')).toEqual(rate);
    expect(approximateExchangeRate(rate, 6)).toBe('1.333333');
  });
});

describe('fixed parities', () => {
  it.each([
    ['EUR', 'XAF', '655.957'],
    ['EUR', 'XOF', '655.957'],
    ['EUR', 'KMF', '491.96775'],
    ['XAF', 'XOF', '1'],
    ['XOF', 'XAF', '1'],
    ['XAF', 'KMF', '0.75'],
    ['KMF', 'XAF', '4/3'],
    ['XAF', 'EUR', '1000/655957'],
    ['USD', 'USD', '1'],
  ])('1 %s = %s %s', (from, to, rate) => {
    const fixed = fixedExchangeRate(from, to);
    expect(fixed && formatExchangeRate(fixed)).toBe(rate);
  });

  it.each([
    ['USD', 'XAF'],
    ['XAF', 'USD'],
    ['EUR', 'GBP'],
  ])('has none between %s and %s', (from, to) => {
    expect(fixedExchangeRate(from, to)).toBeNull();
  });
});

describe('convert', () => {
  it('turns 10,000 EUR into 6,559,570 XAF at the fixed parity, exactly', () => {
    const rate = fixedExchangeRate('EUR', 'XAF');
    if (!rate) throw new Error('EUR/XAF is fixed');
    expect(convert(1_000_000n, 'EUR', rate, 'XAF')).toBe(6_559_570n);
  });

  it('rounds once, half away from zero, to the minor unit of the target', () => {
    // 1.23 USD × 0.915 = 1.12545 EUR → 1.13 EUR; -1.23 → -1.13.
    expect(convert(123n, 'USD', parseExchangeRate('0.915'), 'EUR')).toBe(113n);
    expect(convert(-123n, 'USD', parseExchangeRate('0.915'), 'EUR')).toBe(-113n);
    // 1 XAF = 1/655.957 EUR: 1,000 XAF = 1.5244... EUR → 1.52 EUR; 3 KMF = 4 XAF.
    expect(convert(1000n, 'XAF', fixedExchangeRate('XAF', 'EUR') ?? parseExchangeRate('1'), 'EUR')).toBe(152n);
    expect(convert(3n, 'KMF', fixedExchangeRate('KMF', 'XAF') ?? parseExchangeRate('1'), 'XAF')).toBe(4n);
    // 12,500.00 USD at 605.4321 XAF = 7,567,901.25 → 7,567,901 XAF; 1.000 TND at 1 = 1.00 EUR.
    expect(convert(1_250_000n, 'USD', parseExchangeRate('605.4321'), 'XAF')).toBe(7_567_901n);
    expect(convert(1000n, 'TND', parseExchangeRate('1'), 'EUR')).toBe(100n);
  });

  const codes = fc.constantFrom(...CURRENCIES.map((currency) => currency.code));
  const rates = fc
    .record({ numerator: fc.bigInt({ min: 1n, max: 10n ** 9n }), denominator: fc.bigInt({ min: 1n, max: 10n ** 9n }) })
    .map(({ numerator, denominator }): ExchangeRate => ({ numerator, denominator }));
  const amounts = fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n });
  const scaleOf = (code: string) => 10n ** BigInt(getCurrency(code).minorUnit);
  /** Whether the converted amount stays below the bound of amounts (a margin of one unit for the rounding). */
  const fits = (amount: bigint, from: string, rate: ExchangeRate, to: string) => {
    const magnitude = (amount < 0n ? -amount : amount) * rate.numerator * scaleOf(to);
    return magnitude < (MAX_AMOUNT_MINOR_UNITS - 1n) * rate.denominator * scaleOf(from);
  };

  it('is within half a minor unit of the exact value (property)', () => {
    fc.assert(
      fc.property(amounts, codes, rates, codes, (amount, from, rate, to) => {
        const exactNumerator = amount * rate.numerator * scaleOf(to);
        const exactDenominator = rate.denominator * scaleOf(from);
        if (!fits(amount, from, rate, to)) return;
        const converted = convert(amount, from, rate, to);
        const error = converted * exactDenominator - exactNumerator;
        expect(2n * (error < 0n ? -error : error) <= exactDenominator).toBe(true);
      }),
    );
  });

  it('is odd and keeps the order of amounts (property)', () => {
    fc.assert(
      fc.property(amounts, amounts, codes, rates, codes, (left, right, from, rate, to) => {
        if (!fits(left, from, rate, to) || !fits(right, from, rate, to)) return;
        expect(convert(-left, from, rate, to)).toBe(-convert(left, from, rate, to));
        if (left <= right) expect(convert(left, from, rate, to) <= convert(right, from, rate, to)).toBe(true);
      }),
    );
  });

  it('at a rate of 1 between currencies of one minor unit, is the identity (property)', () => {
    fc.assert(
      fc.property(amounts, (amount) => {
        expect(convert(amount, 'XAF', parseExchangeRate('1'), 'XOF')).toBe(amount);
        expect(convert(amount, 'USD', parseExchangeRate('1'), 'EUR')).toBe(amount);
      }),
    );
  });
});

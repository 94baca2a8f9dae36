import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedExchangeRate, parseExchangeRate } from './currencies.ts';
import {
  cashEntry,
  conversionEntry,
  type ForeignPosition,
  latentLosses,
  parseRevaluationAccounts,
  provisionEntry,
  revaluePositions,
} from './currency-revaluation.ts';
import { toAmount } from './money.ts';

const csv = readFileSync(new URL('../../../referentials/currency-revaluation-accounts.csv', import.meta.url), 'utf8');
const syscohada = parseRevaluationAccounts(csv, 'SYSCOHADA');
const pcg = parseRevaluationAccounts(csv, 'PCG');
const lineOf = (entry: { lines: readonly { accountNumber: string; debit: bigint; credit: bigint }[] } | null) =>
  entry?.lines.map((line) => [line.accountNumber, line.debit, line.credit]);

const position = (
  accountNumber: string,
  currency: string,
  foreignBalance: bigint,
  bookBalance: bigint,
): ForeignPosition => ({
  accountNumber,
  accountId: `id-${accountNumber}`,
  subAccountId: `sub-${accountNumber}-${currency}`,
  currency,
  foreignBalance,
  bookBalance: toAmount(bookBalance),
});

describe('year-end revaluation of foreign-currency items, worked examples', () => {
  // A Cameroonian SARL (XAF) at 31/12: USD closes at 580 XAF; EUR is the fixed parity 655.957.
  const rates = new Map([
    ['USD', parseExchangeRate('580')],
    ['EUR', fixedExchangeRate('EUR', 'XAF') ?? parseExchangeRate('1')],
  ]);
  const positions = revaluePositions(
    [
      // Customer owes 10,000.00 USD invoiced at 600: 6,000,000 XAF booked, worth 5,800,000.
      position('4111', 'USD', 1_000_000n, 6_000_000n),
      // We owe a supplier 5,000.00 USD booked at 600: 3,000,000 XAF, now 2,900,000.
      position('4011', 'USD', -500_000n, -3_000_000n),
      // Customer owes 2,000.00 EUR: 1,311,914 XAF at the parity, before and after.
      position('4111', 'EUR', 200_000n, 1_311_914n),
    ],
    rates,
    'XAF',
  );

  it('moves each item to its closing value against 478 / 479 (SYSCOHADA)', () => {
    expect(positions.map((item) => item.difference)).toEqual([-200_000n, 100_000n, 0n]);
    expect(lineOf(conversionEntry(positions, syscohada, '2026-12-31', 'Écarts de conversion'))).toEqual([
      ['4111', 0n, 200_000n],
      ['4011', 100_000n, 0n],
      ['47811', 200_000n, 0n],
      ['47931', 0n, 100_000n],
    ]);
  });

  it('provides for the latent loss, gains not offset (4991 / 6591), and adjusts it the next year', () => {
    const losses = latentLosses(positions);
    expect(losses).toEqual({ TRADE: 200_000n, FINANCIAL: 0n });
    expect(lineOf(provisionEntry(losses, { TRADE: 0n, FINANCIAL: 0n }, syscohada, '2026-12-31', 'Provision'))).toEqual([
      ['6591', 200_000n, 0n],
      ['4991', 0n, 200_000n],
    ]);
    // A year later the loss left is 50,000: 150,000 of the provision is reversed.
    expect(lineOf(provisionEntry({ TRADE: 50_000n, FINANCIAL: 0n }, losses, syscohada, '2027-12-31', 'P'))).toEqual([
      ['4991', 150_000n, 0n],
      ['7591', 0n, 150_000n],
    ]);
    expect(provisionEntry(losses, losses, syscohada, '2027-12-31', 'P')).toBeNull();
  });

  it('takes USD cash straight to the result (676), EUR cash at the parity not at all', () => {
    const cash = revaluePositions(
      [position('5211', 'USD', 100_000n, 590_000n), position('5212', 'EUR', 100_000n, 655_957n)],
      rates,
      'XAF',
    );
    expect(lineOf(cashEntry(cash, syscohada, '2026-12-31', 'Trésorerie en devises'))).toEqual([
      ['5211', 0n, 10_000n],
      ['676', 10_000n, 0n],
    ]);
  });

  it('books a French company buying in USD on 4762, provided on 1515 / 6865 (PCG)', () => {
    // 12,000.00 USD owed, booked at 0.90 (10,800.00 EUR), closing at 0.92: 11,040.00 EUR.
    const owed = revaluePositions(
      [position('4011', 'USD', -1_200_000n, -1_080_000n)],
      new Map([['USD', parseExchangeRate('0.92')]]),
      'EUR',
    );
    expect(owed[0]?.difference).toBe(-24_000n);
    expect(lineOf(conversionEntry(owed, pcg, '2026-12-31', 'Écarts'))).toEqual([
      ['4011', 0n, 24_000n],
      ['4762', 24_000n, 0n],
    ]);
    expect(lineOf(provisionEntry(latentLosses(owed), { TRADE: 0n, FINANCIAL: 0n }, pcg, '2026-12-31', 'P'))).toEqual([
      ['6865', 24_000n, 0n],
      ['1515', 0n, 24_000n],
    ]);
  });
});

describe('revaluation properties', () => {
  it('balances, and leaves each item at its closing value', () => {
    const item = fc.record({
      receivable: fc.boolean(),
      foreign: fc.bigInt({ min: 1n, max: 10n ** 10n }),
      bookRate: fc.integer({ min: 1, max: 2_000 }),
      trade: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 2_000 }),
        (items, closing) => {
          const positions = revaluePositions(
            items.map((it, index) =>
              position(
                `${it.trade ? '411' : '471'}${index}`,
                'USD',
                it.receivable ? it.foreign : -it.foreign,
                (it.receivable ? it.foreign : -it.foreign) * BigInt(it.bookRate),
              ),
            ),
            new Map([['USD', parseExchangeRate(String(closing))]]),
            'XAF',
          );
          const entry = conversionEntry(positions, syscohada, '2026-12-31', 'x');
          const lines = entry?.lines ?? [];
          const debit = lines.reduce((sum, line) => sum + line.debit, 0n);
          const credit = lines.reduce((sum, line) => sum + line.credit, 0n);
          expect(debit).toBe(credit);
          for (const moved of positions) {
            const own = lines.filter((line) => line.accountNumber === moved.accountNumber);
            const change = own.reduce((sum, line) => sum + line.debit - line.credit, 0n);
            expect(moved.bookBalance + change).toBe(moved.revaluedBalance);
          }
        },
      ),
    );
  });
});

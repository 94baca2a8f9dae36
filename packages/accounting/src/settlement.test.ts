import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Amount, toAmount } from './money.ts';
import { assertPaymentFits, computeSettlement, SettlementError } from './settlement.ts';
import { arbitraryPositiveAmount } from './testing-arbitraries.ts';

const amounts = (...values: bigint[]): Amount[] => values.map(toAmount);

describe('computeSettlement', () => {
  it.each([
    [100n, [], 0n, 100n, 'UNPAID'],
    [100n, [40n], 40n, 60n, 'PARTIALLY_PAID'],
    [100n, [40n, 60n], 100n, 0n, 'PAID'],
    [100n, [100n], 100n, 0n, 'PAID'],
    [0n, [], 0n, 0n, 'PAID'],
  ])('total %s, payments [%s] → paid %s, due %s, %s', (total, payments, amountPaid, amountDue, settlement) => {
    expect(computeSettlement(toAmount(total), amounts(...payments))).toEqual({ amountPaid, amountDue, settlement });
  });

  it.each([
    [100n, [60n, 41n], 'PAYMENT_EXCEEDS_AMOUNT_DUE'],
    [100n, [0n], 'PAYMENT_AMOUNT_MUST_BE_POSITIVE'],
    [100n, [-5n], 'PAYMENT_AMOUNT_MUST_BE_POSITIVE'],
    [-1n, [], 'DOCUMENT_TOTAL_MUST_NOT_BE_NEGATIVE'],
  ])('total %s, payments [%s] → %s', (total, payments, code) => {
    const run = () => computeSettlement(toAmount(total), amounts(...payments));
    expect(run).toThrow(SettlementError);
    expect(run).toThrow(expect.objectContaining({ code }));
  });

  it('keeps paid + due = total for payments that fit one after another', () => {
    fc.assert(
      fc.property(arbitraryPositiveAmount(), fc.array(arbitraryPositiveAmount(), { maxLength: 10 }), (total, tries) => {
        const accepted: Amount[] = [];
        for (const payment of tries) {
          const { amountDue } = computeSettlement(total, accepted);
          if (payment <= amountDue) {
            assertPaymentFits(amountDue, payment);
            accepted.push(payment);
          } else {
            expect(() => assertPaymentFits(amountDue, payment)).toThrow(SettlementError);
          }
        }
        const state = computeSettlement(total, accepted);
        expect(state.amountPaid + state.amountDue).toBe(total);
        expect(state.settlement === 'PAID').toBe(state.amountDue === 0n);
      }),
    );
  });
});

describe('assertPaymentFits', () => {
  it.each([
    [100n, 100n, null],
    [100n, 1n, null],
    [100n, 101n, 'PAYMENT_EXCEEDS_AMOUNT_DUE'],
    [0n, 1n, 'PAYMENT_EXCEEDS_AMOUNT_DUE'],
    [100n, 0n, 'PAYMENT_AMOUNT_MUST_BE_POSITIVE'],
  ])('amount due %s, payment %s → %s', (amountDue, payment, code) => {
    const run = () => assertPaymentFits(toAmount(amountDue), toAmount(payment));
    if (code === null) expect(run).not.toThrow();
    else expect(run).toThrow(expect.objectContaining({ code }));
  });
});

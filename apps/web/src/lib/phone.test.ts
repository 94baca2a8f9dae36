import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadPhoneNumbers, mobileOperatorsOf, usePhoneOperator } from './phone.ts';

const { normalizePhone } = await loadPhoneNumbers();

/** The operator the hook shows: the numbering plans are loaded above, so it answers at once. */
function operatorOf(typed: string, country: string | null) {
  return renderHook(() => usePhoneOperator(typed, country)).result.current;
}

describe('phone numbers', () => {
  it.each([
    ['677 12 34 56', 'CM', '+237677123456', 'MTN'],
    ['+237 699 00 11 22', null, '+237699001122', 'ORANGE'],
    ['00237 655-00-11-22', 'FR', '+237655001122', 'ORANGE'],
    ['650123456', 'CM', '+237650123456', 'MTN'],
    ['665 12 34 56', 'CM', '+237665123456', 'NEXTTEL'],
    ['683 12 34 56', 'CM', '+237683123456', 'MTN'],
    ['685 12 34 56', 'CM', '+237685123456', 'NEXTTEL'],
    ['222 23 45 67', 'CM', '+237222234567', null],
    ['242 12 34 56', 'CM', '+237242123456', null],
    ['+33 6 12 34 56 78', 'FR', '+33612345678', null],
  ])('%s (%s) is %s with operator %s', (typed, country, e164, operator) => {
    expect(normalizePhone(typed, country)).toBe(e164);
    expect(operatorOf(typed, country)).toBe(operator);
  });

  it.each([
    ['67712345', 'CM'],
    ['577 12 34 56', 'CM'],
    ['abc', 'FR'],
    ['12', 'SN'],
  ])('refuses %s (%s)', (typed, country) => {
    expect(normalizePhone(typed, country)).toBeNull();
    expect(operatorOf(typed, country)).toBeNull();
  });

  it('lists the mobile operators of the bundled table', () => {
    expect(mobileOperatorsOf('CM')).toEqual(['MTN', 'ORANGE', 'NEXTTEL']);
    expect(mobileOperatorsOf('FR')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { phoneOperatorOf, phonePrefixes } from './phone-prefixes.ts';

describe('phoneOperatorOf (cm-phone-prefixes.csv)', () => {
  it('reads the 18 prefixes of the committed table, of three operators (spec §9)', () => {
    expect(phonePrefixes()).toHaveLength(18);
    expect(new Set(phonePrefixes().map((row) => row.operatorCode))).toEqual(new Set(['MTN', 'ORANGE', 'NEXTTEL']));
  });

  it.each([
    ['+237650123456', 'MTN'],
    ['+237654123456', 'MTN'],
    ['+237670123456', 'MTN'],
    ['+237683123456', 'MTN'],
    ['+237655123456', 'ORANGE'],
    ['+237659123456', 'ORANGE'],
    ['+237690123456', 'ORANGE'],
    ['+237660123456', 'NEXTTEL'],
    ['+237684123456', 'NEXTTEL'],
    // CAMTEL is not one of the three operators: its Blue (62x) and fixed (2xx) numbers have none.
    ['+237620123456', null],
    ['+237222234567', null],
    ['+237242123456', null],
    ['+237640123456', null],
    ['+237600123456', null],
    ['+33612345678', null],
  ])('%s is %s', (e164, operator) => {
    expect(phoneOperatorOf(e164)).toBe(operator);
  });
});

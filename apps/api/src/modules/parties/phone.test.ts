import { describe, expect, it } from 'vitest';
import { findPhoneOperator, normalizePhone, parsePhonePrefixes } from './phone.ts';
import { phoneOperatorOf, phonePrefixes } from './phone-prefixes.ts';

describe('normalizePhone', () => {
  it.each([
    ['6 77 12 34 56', 'CM', '+237677123456'],
    ['+237677123456', 'CM', '+237677123456'],
    ['00237677123456', 'CM', '+237677123456'],
    ['237677123456', 'CM', '+237677123456'],
    ['+237 6 77-12.34.56', 'CM', '+237677123456'],
    ['(+237) 677 12 34 56', 'CM', '+237677123456'],
    ['222 23 45 67', 'CM', '+237222234567'],
    ['+237 699 00 00 00', 'FR', '+237699000000'],
    ['00237 655 00 00 00', 'CI', '+237655000000'],
    ['+33 6 12 34 56 78', 'FR', '+33 6 12 34 56 78'],
    ['  01   23 45 67 89 ', 'FR', '01 23 45 67 89'],
    ['+225 (07) 08-09-10', 'CI', '+225 (07) 08-09-10'],
  ])('%j in %s is stored as %s', (typed, country, stored) => {
    expect(normalizePhone(typed, country)).toEqual({ ok: true, phone: stored });
  });

  it.each([
    ['67712345', 'CM', 'eight digits'],
    ['6771234567', 'CM', 'ten digits'],
    ['777123456', 'CM', 'starts with 7'],
    ['+2375771234561', 'FR', '+237 and too long'],
    ['67712345a', 'CM', 'a letter'],
    ['+33 6 12 34 56 78', 'CM', 'another country code for a CM party'],
    ['12345', 'FR', 'five characters'],
    ['+33 6 12 34 56 78 90 12', 'FR', 'more than 20 characters'],
    ['06.12.34.56.78', 'FR', 'dots outside Cameroon'],
    ['call me', 'FR', 'letters'],
  ])('refuses %j in %s (%s)', (typed, country) => {
    expect(normalizePhone(typed, country)).toEqual({ ok: false });
  });
});

describe('findPhoneOperator', () => {
  const prefixes = parsePhonePrefixes(
    ['country_code,calling_code,prefix,operator,operator_code', 'CM,237,6,Any,SHORT', 'CM,237,67,MTN,MTN'].join('\n'),
  );

  it('takes the longest matching prefix and ignores other countries', () => {
    expect(findPhoneOperator('+237677123456', prefixes)).toBe('MTN');
    expect(findPhoneOperator('+237612345678', prefixes)).toBe('SHORT');
    expect(findPhoneOperator('+237222234567', prefixes)).toBeNull();
    expect(findPhoneOperator('+33 6 12 34 56 78', prefixes)).toBeNull();
  });
});

describe('phoneOperatorOf (cm-phone-prefixes.csv)', () => {
  it('reads the 20 prefixes of the committed table', () => {
    expect(phonePrefixes()).toHaveLength(20);
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
    ['+237620123456', 'CAMTEL'],
    ['+237222234567', 'CAMTEL'],
    ['+237640123456', null],
    ['+237600123456', null],
    ['+33612345678', null],
  ])('%s is %s', (e164, operator) => {
    expect(phoneOperatorOf(e164)).toBe(operator);
  });
});

import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';
import { findPhoneOperator, mobileOperatorsOf, phonePrefixesOf } from './phone-prefixes.ts';

/** A CSV of the prefix table's columns, read as the callers read the committed file. */
function prefixes(rows: string[]) {
  const [header = '', ...lines] = ['country_code,calling_code,prefix,operator,operator_code,line_type', ...rows];
  const names = header.split(',');
  return phonePrefixesOf(lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [names[i], value]))));
}

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
    ['+33 6 12 34 56 78', 'FR', '+33612345678'],
    ['  01   23 45 67 89 ', 'FR', '+33123456789'],
    ['06.12.34.56.78', 'FR', '+33612345678'],
    ['+33 6 12 34 56 78', 'CM', '+33612345678'],
    ['+225 07 08 09 10 11', 'CI', '+2250708091011'],
    ['77 123 45 67', 'SN', '+221771234567'],
  ])('%j in %s is stored as %s', (typed, country, stored) => {
    expect(normalizePhone(typed, country)).toBe(stored);
  });

  it.each([
    ['67712345', 'CM', 'eight digits'],
    ['6771234567', 'CM', 'ten digits'],
    ['777123456', 'CM', 'starts with 7'],
    ['+2375771234561', 'FR', '+237 and too long'],
    ['67712345a', 'CM', 'a letter'],
    ['12345', 'FR', 'five digits'],
    ['+33 6 12 34 56 78 90 12', 'FR', 'too long for France'],
    ['+225 (07) 08-09-10', 'CI', 'the eight digits Ivory Coast numbers had before 2021'],
    ['call me', 'FR', 'letters'],
    ['', 'CM', 'nothing'],
  ])('refuses %j in %s (%s)', (typed, country) => {
    expect(normalizePhone(typed, country)).toBeNull();
  });
});

describe('findPhoneOperator', () => {
  const table = prefixes(['CM,237,6,Any,SHORT,mobile', 'CM,237,67,MTN,MTN,mobile', 'CM,237,2,Fixed,CAMTEL,fixed']);

  it('takes the longest matching prefix and ignores other countries', () => {
    expect(findPhoneOperator('+237677123456', table)).toBe('MTN');
    expect(findPhoneOperator('+237612345678', table)).toBe('SHORT');
    expect(findPhoneOperator('+237322234567', table)).toBeNull();
    expect(findPhoneOperator('+33612345678', table)).toBeNull();
  });

  it('lists the mobile operators of a country once each, in the order of the table', () => {
    expect(mobileOperatorsOf('CM', table)).toEqual(['SHORT', 'MTN']);
    expect(mobileOperatorsOf('FR', table)).toEqual([]);
    expect(mobileOperatorsOf(null, table)).toEqual([]);
  });
});

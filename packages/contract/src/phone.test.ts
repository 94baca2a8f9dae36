import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneOperatorOf, readPhone } from './phone.ts';
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

/** The committed table (referentials/cm-phone-prefixes.csv), read without the CSV reader of the accounting package. */
const COMMITTED = prefixes(
  readFileSync(new URL('../../../referentials/cm-phone-prefixes.csv', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.replace(/"[^"]*"/g, 'name')),
);

describe('the operator of a Cameroonian number, however it is written', () => {
  it.each([
    ['+237 677 12 34 56', 'MTN'],
    ['699 11 22 33', 'ORANGE'],
    ['677123456', 'MTN'],
    ['00237677123456', 'MTN'],
    ['237-677-12-34-56', 'MTN'],
    ['237 677 12 34 56', 'MTN'],
    ['(+237) 677.12.34.56', 'MTN'],
    ['+237677123456', 'MTN'],
    ['6 55 12 34 56', 'ORANGE'],
    ['00 237 659 12 34 56', 'ORANGE'],
    ['666-12-34-56', 'NEXTTEL'],
    ['685 12 34 56', 'NEXTTEL'],
    ['683 12 34 56', 'MTN'],
    ['650 12 34 56', 'MTN'],
  ])('%j is %s, in Cameroon and where no country is known', (typed, operator) => {
    expect(phoneOperatorOf(typed, 'CM', COMMITTED)).toBe(operator);
    expect(phoneOperatorOf(typed, null, COMMITTED)).toBe(operator);
  });

  it.each([
    ['242 12 34 56', 'CAMTEL fixed line: not one of the three operators'],
    ['222 23 45 67', 'CAMTEL fixed line'],
    ['620 12 34 56', 'CAMTEL Blue: not listed'],
    ['640 12 34 56', 'a mobile range of no listed prefix'],
    ['+33 6 12 34 56 78', 'a French mobile'],
    ['67712345', 'eight digits: no number'],
    ['call me', 'no number'],
  ])('%j has no operator (%s)', (typed) => {
    expect(phoneOperatorOf(typed, 'CM', COMMITTED)).toBeNull();
  });

  it('reads a number in its own country first, then as a number of the table’s country', () => {
    expect(readPhone('06 12 34 56 78', 'FR', COMMITTED)).toBe('+33612345678');
    expect(readPhone('677 12 34 56', 'FR', COMMITTED)).toBe('+33677123456');
    expect(readPhone('237-677-12-34-56', 'FR', COMMITTED)).toBe('+237677123456');
    expect(readPhone('699 11 22 33', null, COMMITTED)).toBe('+237699112233');
    expect(readPhone('699 11 22 33', null, [])).toBeNull();
    expect(readPhone('12', 'CM', COMMITTED)).toBeNull();
  });

  it('holds the mobile prefixes of one country for three operators', () => {
    expect(new Set(COMMITTED.map((row) => row.countryCode))).toEqual(new Set(['CM']));
    expect(mobileOperatorsOf('CM', COMMITTED)).toEqual(['MTN', 'ORANGE', 'NEXTTEL']);
  });
});

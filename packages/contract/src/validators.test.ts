import { describe, expect, it } from 'vitest';
import {
  decodePassword,
  encodePassword,
  hasNoDigits,
  hasNoSpecialCharacters,
  isEmail,
  isNumberText,
  isOptionalEmail,
  isStrongPassword,
  isTimeZone,
  PASSWORD_RULES,
  unmetPasswordRules,
} from './validators.ts';

describe('isEmail', () => {
  it.each([
    ['jeanne@bilan.cm', true],
    ['jeanne.mbarga+compta@littoral.co.cm', true],
    ['J@B.FR', true],
    ['', false],
    ['jeanne', false],
    ['jeanne@', false],
    ['@bilan.cm', false],
    ['jeanne@bilan', false],
    ['jeanne@bilan.c', false],
    ['jeanne @bilan.cm', false],
    ['jeanne@@bilan.cm', false],
    ['jeanne@bilan..cm', false],
  ])('%j → %s', (value, expected) => {
    expect(isEmail(value)).toBe(expected);
  });
});

describe('isOptionalEmail', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['   ', true],
    ['jeanne@bilan.cm', true],
    [' jeanne@bilan.cm ', true],
    ['jeanne@', false],
    ['not an email', false],
  ])('%j → %s', (value, expected) => {
    expect(isOptionalEmail(value)).toBe(expected);
  });
});

describe('hasNoSpecialCharacters', () => {
  it.each([
    ['Boulangerie du Littoral', true],
    ["Société Générale d'Ivoire", true],
    ['Ets. Ngono-Abena, Douala 2', true],
    ['FA-2026/0012', true],
    ['', true],
    ['Bilan & Co', false],
    ['50%', false],
    ['name<script>', false],
    ['a@b', false],
    ['semi;colon', false],
  ])('%j → %s', (value, expected) => {
    expect(hasNoSpecialCharacters(value)).toBe(expected);
  });
});

describe('isNumberText', () => {
  it.each([
    ['0', true],
    ['150000', true],
    ['12.50', true],
    ['12,50', true],
    ['-3', true],
    ['-0.5', true],
    ['', false],
    ['-', false],
    ['1.', false],
    ['.5', false],
    ['1.2.3', false],
    ['12a', false],
    ['+3', false],
    ['1 000', false],
  ])('%j → %s', (value, expected) => {
    expect(isNumberText(value)).toBe(expected);
  });
});

describe('hasNoDigits', () => {
  it.each([
    ['Mbarga', true],
    ['Éloïse-Marie', true],
    ['', true],
    ['Jean2', false],
    ['4you', false],
  ])('%j → %s', (value, expected) => {
    expect(hasNoDigits(value)).toBe(expected);
  });
});

describe('password rules', () => {
  it('lists the six rules of docs/seed-spec.md §5 in the checklist order', () => {
    expect(PASSWORD_RULES.map((rule) => rule.key)).toEqual([
      'startsWithLetter',
      'hasUppercase',
      'hasLowercase',
      'hasDigit',
      'hasSpecialCharacter',
      'hasMinLength',
    ]);
  });

  it.each([
    ['Douala#2024', []],
    ['', ['startsWithLetter', 'hasUppercase', 'hasLowercase', 'hasDigit', 'hasSpecialCharacter', 'hasMinLength']],
    ['1Douala#2024', ['startsWithLetter']],
    ['douala#2024', ['hasUppercase']],
    ['DOUALA#2024', ['hasLowercase']],
    ['Douala#abcd', ['hasDigit']],
    ['Douala2024x', ['hasSpecialCharacter']],
    ['Douala-2024', ['hasSpecialCharacter']],
    ['Dou#2024', []],
    ['Do#2024', ['hasMinLength']],
  ])('%j misses %j', (password, unmet) => {
    expect(unmetPasswordRules(password)).toEqual(unmet);
    expect(isStrongPassword(password)).toBe(unmet.length === 0);
  });

  it.each(['!', '@', '#', '$', '%', '^', '&', '*'])('accepts %s as the special character', (special) => {
    expect(isStrongPassword(`Douala2024${special}`)).toBe(true);
  });
});

describe('encodePassword / decodePassword', () => {
  it.each([
    ['Douala#2024', 'RG91YWxhIzIwMjQ='],
    ['', ''],
    ['Été#2024', 'w4l0w6kjMjAyNA=='],
    ['mot de passe €', 'bW90IGRlIHBhc3NlIOKCrA=='],
  ])('encodes %j as base64 of its UTF-8 bytes and decodes it back', (password, encoded) => {
    expect(encodePassword(password)).toBe(encoded);
    expect(decodePassword(encoded)).toBe(password);
  });

  it.each([
    ['not base64!', 'a character outside base64'],
    ['abc', 'a length that is not a multiple of 4'],
    ['/w==', 'bytes that are not UTF-8'],
    ['YQ=a', 'padding in the middle'],
  ])('rejects %j (%s)', (encoded) => {
    expect(decodePassword(encoded)).toBeNull();
  });
});

describe('isTimeZone', () => {
  it.each([
    ['Africa/Douala', true],
    ['Europe/Paris', true],
    ['America/Argentina/Buenos_Aires', true],
    ['UTC', true],
    ['Mars/Olympus', false],
    ['', false],
    ['Europe/Paris; drop', false],
  ])('%j is a time zone: %s', (name, expected) => {
    expect(isTimeZone(name)).toBe(expected);
  });
});

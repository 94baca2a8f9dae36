import { PASSWORD_MIN_LENGTH } from './constants.ts';

/** The password rules of docs/seed-spec.md §5, in the order the live checklist shows them. */
export const PASSWORD_RULES = [
  { key: 'startsWithLetter', test: (value: string) => /^[A-Za-z]/.test(value) },
  { key: 'hasUppercase', test: (value: string) => /[A-Z]/.test(value) },
  { key: 'hasLowercase', test: (value: string) => /[a-z]/.test(value) },
  { key: 'hasDigit', test: (value: string) => /\d/.test(value) },
  { key: 'hasSpecialCharacter', test: (value: string) => /[!@#$%^&*]/.test(value) },
  { key: 'hasMinLength', test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
] as const;

export type PasswordRuleKey = (typeof PASSWORD_RULES)[number]['key'];

export function unmetPasswordRules(password: string): PasswordRuleKey[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.key);
}

export function isStrongPassword(password: string): boolean {
  return unmetPasswordRules(password).length === 0;
}

// A practical email pattern: one @, no spaces, a dot in the domain part, a 2+ letter top-level domain.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[A-Za-z]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}

/** Optional email: empty is accepted, anything else must be an email. */
export function isOptionalEmail(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '' || isEmail(value.trim());
}

/**
 * Letters (accented included), digits, spaces and the punctuation of ordinary names and references
 * ("Ets. Ngono-Abena", "FA-2026/0012"): codes and references typed by people (docs/seed-spec.md §5).
 */
export function hasNoSpecialCharacters(value: string): boolean {
  return /^[\p{L}\p{N}\s'.,/-]*$/u.test(value);
}

/** Numbers only: an optional minus sign, digits, an optional decimal part. */
export function isNumberText(value: string): boolean {
  return /^-?\d+([.,]\d+)?$/.test(value);
}

/** People's names (an individual customer, a user): no digits (docs/seed-spec.md §5). */
export function hasNoDigits(value: string): boolean {
  return !/\d/.test(value);
}

/** Passwords travel base64-encoded (docs/architecture.md, Conventions of the API); UTF-8 safe in the browser and in Node. */
export function encodePassword(password: string): string {
  const bytes = new TextEncoder().encode(password);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Returns null when the text is not valid base64 of UTF-8. */
export function decodePassword(encoded: string): string | null {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(encoded) || encoded.length % 4 !== 0) return null;
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The Luhn checksum French registration numbers carry (SIREN, SIRET): digits only. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

/** A French SIREN: 9 digits passing the Luhn check. */
export function isSiren(value: string): boolean {
  return /^\d{9}$/.test(value) && passesLuhn(value);
}

// La Poste's establishments (SIREN 356000000) are numbered with a digit sum that is a multiple of 5 instead.
const LA_POSTE_SIREN = '356000000';

/** A French SIRET: 14 digits, the SIREN then the establishment, passing the Luhn check. */
export function isSiret(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  if (value.startsWith(LA_POSTE_SIREN)) {
    return [...value].reduce((sum, digit) => sum + Number(digit), 0) % 5 === 0;
  }
  return passesLuhn(value);
}

/**
 * A French intracommunity VAT number: FR, a two-character key, the SIREN. A numeric key must be
 * (12 + 3 × (SIREN mod 97)) mod 97; the alphanumeric keys of the newer series are checked for form only.
 */
export function isFrenchVatNumber(value: string): boolean {
  const match = /^FR([0-9A-HJ-NP-Z]{2})(\d{9})$/.exec(value);
  if (!match) return false;
  const [, key = '', siren = ''] = match;
  if (!isSiren(siren)) return false;
  if (!/^\d{2}$/.test(key)) return true;
  return Number(key) === (12 + 3 * (Number(siren) % 97)) % 97;
}

/** An IBAN (ISO 13616): country, check digits and account, the mod-97 of its rearranged digits 1. */
export function isIban(value: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  const digits = [...`${value.slice(4)}${value.slice(0, 4)}`]
    .map((character) => (/\d/.test(character) ? character : String(character.charCodeAt(0) - 55)))
    .join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** A BIC (ISO 9362): bank, country, location and an optional branch. */
export function isBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value);
}

/** Whether a name is an IANA time zone the runtime knows ("Africa/Douala", "Europe/Paris"). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

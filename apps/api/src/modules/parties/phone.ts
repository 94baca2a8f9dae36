import { parseCsvTable } from '@bilan/accounting';

/** One row of the operator prefix table: national numbers starting with `prefix` belong to `operatorCode`. */
export interface PhonePrefix {
  callingCode: string;
  prefix: string;
  operatorCode: string;
}

export type PhoneNormalization = { ok: true; phone: string } | { ok: false };

const CAMEROON_CALLING_CODE = '237';
const CAMEROON_NATIONAL_NUMBER = /^[26]\d{8}$/;
const CAMEROON_INTERNATIONAL = /^(?:\+|00)237/;
// Separators people type inside a number: spaces, dots, hyphens, parentheses.
const SEPARATORS = /[\s.()-]/g;
const OTHER_COUNTRY_PHONE = /^[\d\s+()-]{6,20}$/;

/** The rows of cm-phone-prefixes.csv (text in, rows out: reading the file is the caller's business). */
export function parsePhonePrefixes(csvText: string): PhonePrefix[] {
  return parseCsvTable(csvText).records.map((record) => ({
    callingCode: record.calling_code ?? '',
    prefix: record.prefix ?? '',
    operatorCode: record.operator_code ?? '',
  }));
}

/**
 * A phone number as stored: Cameroon numbers (country CM, or written with +237 / 00237) become E.164
 * (+237677123456) and must have 9 digits starting with 2 or 6; others keep what was typed, if it is
 * made of digits, spaces, + - ( ) only, 6 to 20 characters.
 */
export function normalizePhone(input: string, countryCode: string): PhoneNormalization {
  const typed = input.trim().replace(/\s+/g, ' ');
  if (countryCode === 'CM' || CAMEROON_INTERNATIONAL.test(typed)) return normalizeCameroonPhone(typed);
  return OTHER_COUNTRY_PHONE.test(typed) ? { ok: true, phone: typed } : { ok: false };
}

function normalizeCameroonPhone(typed: string): PhoneNormalization {
  const compact = typed.replace(SEPARATORS, '');
  const national = compact.replace(/^(?:\+237|00237|237(?=\d{9}$))/, '');
  return CAMEROON_NATIONAL_NUMBER.test(national)
    ? { ok: true, phone: `+${CAMEROON_CALLING_CODE}${national}` }
    : { ok: false };
}

/** The operator of an E.164 number by the longest matching prefix of its country, or null when none matches. */
export function findPhoneOperator(e164: string, prefixes: readonly PhonePrefix[]): string | null {
  let best: PhonePrefix | undefined;
  for (const row of prefixes) {
    const start = `+${row.callingCode}${row.prefix}`;
    if (e164.startsWith(start) && row.prefix.length > (best?.prefix.length ?? -1)) best = row;
  }
  return best?.operatorCode ?? null;
}

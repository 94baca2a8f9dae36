import { parseCsvTable } from '@bilan/accounting';
// The operator prefixes the API tags numbers with (docs/seed-spec.md §9): one committed table for both sides.
import prefixesCsv from '../../../../../referentials/cm-phone-prefixes.csv?raw';

interface PhonePrefix {
  callingCode: string;
  prefix: string;
  operatorCode: string;
}

const PREFIXES: readonly PhonePrefix[] = parseCsvTable(prefixesCsv).records.map((record) => ({
  callingCode: record.calling_code ?? '',
  prefix: record.prefix ?? '',
  operatorCode: record.operator_code ?? '',
}));

const CAMEROON_NATIONAL_NUMBER = /^[26]\d{8}$/;
const CAMEROON_INTERNATIONAL = /^(?:\+|00)237/;
const SEPARATORS = /[\s.()-]/g;
const OTHER_COUNTRY_PHONE = /^[\d\s+()-]{6,20}$/;

/**
 * The number as the API will store it, or null when the API would refuse it (PHONE_INVALID): Cameroon
 * numbers (country CM, or typed with +237 / 00237) become E.164 with 9 digits starting with 2 or 6.
 * The same rules as the API's, so that the form says it before the server does.
 */
export function normalizePhone(input: string, countryCode: string | null): string | null {
  const typed = input.trim().replace(/\s+/g, ' ');
  if (countryCode === 'CM' || CAMEROON_INTERNATIONAL.test(typed)) {
    const national = typed.replace(SEPARATORS, '').replace(/^(?:\+237|00237|237(?=\d{9}$))/, '');
    return CAMEROON_NATIONAL_NUMBER.test(national) ? `+237${national}` : null;
  }
  return OTHER_COUNTRY_PHONE.test(typed) ? typed : null;
}

/** The operator (MTN, ORANGE, NEXTTEL, CAMTEL) of a number by its longest matching prefix, or null. */
export function phoneOperatorOf(input: string, countryCode: string | null): string | null {
  const e164 = normalizePhone(input, countryCode);
  if (!e164) return null;
  let best: PhonePrefix | undefined;
  for (const row of PREFIXES) {
    if (e164.startsWith(`+${row.callingCode}${row.prefix}`) && row.prefix.length > (best?.prefix.length ?? -1)) {
      best = row;
    }
  }
  return best?.operatorCode ?? null;
}

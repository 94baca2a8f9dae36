import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { findPhoneOperator, type PhonePrefix } from './phone-prefixes.ts';

/**
 * Phone numbers, the one set of rules for the API and the web app. A number is checked against the
 * numbering plan of its country by libphonenumber-js, for every country we serve: written in national
 * form it is read in the party's (or company's) country, written with + or 00 in the country it names.
 * It is stored in E.164 (+237677123456). The mobile operator of a Cameroon number (MTN, ORANGE,
 * NEXTTEL: the spec's three, §9) comes from the committed prefix table referentials/cm-phone-prefixes.csv,
 * which each side reads its own way (a file on the server, a bundled text in the browser).
 */

/** `00` written for the international prefix, as people do in Africa and Europe. */
const DOUBLE_ZERO = /^\s*\(?\s*00/;

/** The number in E.164, or null when it is not a valid number (PHONE_INVALID). */
export function normalizePhone(input: string, countryCode: string | null | undefined): string | null {
  const typed = input.trim().replace(DOUBLE_ZERO, '+');
  if (typed.length === 0 || typed.length > 30 || /[^\d\s+().-]/.test(typed)) return null;
  const country = countryCode && isSupportedCountry(countryCode) ? (countryCode as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(typed, country);
  return parsed?.isValid() ? parsed.number : null;
}

/**
 * A stored number (E.164) as people of its country write it: "6 77 12 34 56" for a Cameroonian number
 * of a Cameroonian party, "+33 6 12 34 56 78" for a French number elsewhere; the text as it is when it
 * is no number.
 */
export function formatPhone(phone: string, countryCode: string | null | undefined): string {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed?.isValid()) return phone;
  return parsed.country && parsed.country === countryCode ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * A number as people write it, in E.164: read in its country (the party's or the company's), else,
 * when it is no number there, in each country of the operator table, so a Cameroonian number is read
 * whichever usual way it is written ("699 11 22 33", "237-677-12-34-56") even where no country is
 * known. Null when it is a number nowhere.
 */
export function readPhone(
  input: string,
  countryCode: string | null | undefined,
  prefixes: readonly PhonePrefix[],
): string | null {
  const inCountry = normalizePhone(input, countryCode);
  if (inCountry) return inCountry;
  for (const country of new Set(prefixes.map((row) => row.countryCode))) {
    if (country === countryCode) continue;
    const read = normalizePhone(input, country);
    if (read) return read;
  }
  return null;
}

/** The mobile operator of a number as typed (readPhone), or null when it is no number or no prefix matches. */
export function phoneOperatorOf(
  input: string,
  countryCode: string | null | undefined,
  prefixes: readonly PhonePrefix[],
): string | null {
  const e164 = readPhone(input, countryCode, prefixes);
  return e164 ? findPhoneOperator(e164, prefixes) : null;
}

// The operator prefix table (referentials/cm-phone-prefixes.csv) and what it says of a number already in
// E.164, without libphonenumber-js: the web app loads the numbering plans (≈ 28 KB) only with a phone
// field (apps/web/src/lib/phone.ts), while lists show the operator of stored numbers.

/** One row of the operator prefix table: national numbers starting with `prefix` belong to `operatorCode`. */
export interface PhonePrefix {
  countryCode: string;
  callingCode: string;
  prefix: string;
  operatorCode: string;
  lineType: string;
}

/** The prefix table from its CSV records (column names as in cm-phone-prefixes.csv). */
export function phonePrefixesOf(records: ReadonlyArray<Readonly<Record<string, string | undefined>>>): PhonePrefix[] {
  return records.map((record) => ({
    countryCode: record.country_code ?? '',
    callingCode: record.calling_code ?? '',
    prefix: record.prefix ?? '',
    operatorCode: record.operator_code ?? '',
    lineType: record.line_type ?? '',
  }));
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

/**
 * The mobile operators of a country (MTN, ORANGE, NEXTTEL for Cameroon), in the table's
 * order: each may get its own mobile-money account. A country the table does not cover has none.
 */
export function mobileOperatorsOf(countryCode: string | null | undefined, prefixes: readonly PhonePrefix[]): string[] {
  const codes = prefixes
    .filter((row) => row.lineType === 'mobile' && row.countryCode === countryCode)
    .map((row) => row.operatorCode);
  return [...new Set(codes)].filter(Boolean);
}

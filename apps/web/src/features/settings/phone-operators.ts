import { parseCsvTable } from '@bilan/accounting';
// The same committed operator table the API tags phone numbers with (docs/seed-spec.md §9), read at build time.
import prefixesCsv from '../../../../../referentials/cm-phone-prefixes.csv?raw';

const MOBILE_OPERATORS = parseCsvTable(prefixesCsv).records.filter((record) => record.line_type === 'mobile');

/**
 * The mobile operators of a country (MTN, ORANGE, NEXTTEL, CAMTEL for Cameroon), in the table's
 * order: each may get its own mobile-money account. A country the table does not cover has none.
 */
export function mobileOperatorsOf(countryCode: string | null | undefined): string[] {
  const codes = MOBILE_OPERATORS.filter((record) => record.country_code === countryCode).map(
    (record) => record.operator_code ?? '',
  );
  return [...new Set(codes)].filter(Boolean);
}

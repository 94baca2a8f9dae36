import { parseCsvTable } from '@bilan/accounting';
import {
  phoneOperatorOf as operatorOf,
  mobileOperatorsOf as operatorsOfCountry,
  phonePrefixesOf,
} from '@bilan/contract';
// The operator prefixes the API tags numbers with (docs/seed-spec.md §9): one committed table for both sides.
import prefixesCsv from '../../../../referentials/cm-phone-prefixes.csv?raw';

/** The committed prefix table, bundled; the rules are those of packages/contract phone.ts, as the API's. */
const PHONE_PREFIXES = phonePrefixesOf(parseCsvTable(prefixesCsv).records);

/** The operator (MTN, ORANGE, NEXTTEL, CAMTEL) of a number as typed, or null. */
export function phoneOperatorOf(input: string, countryCode: string | null): string | null {
  return operatorOf(input, countryCode, PHONE_PREFIXES);
}

/** The mobile operators of a country, each of which may get its own mobile-money account. */
export function mobileOperatorsOf(countryCode: string | null | undefined): string[] {
  return operatorsOfCountry(countryCode, PHONE_PREFIXES);
}

import { parseCsvTable } from '@bilan/accounting';
import { mobileOperatorsOf as operatorsOfCountry, phonePrefixesOf } from '@bilan/contract';
import { useEffect, useState } from 'react';
// The operator prefixes the API tags numbers with (docs/seed-spec.md §9): one committed table for both sides.
import prefixesCsv from '../../../../referentials/cm-phone-prefixes.csv?raw';

/** The committed prefix table, bundled; the rules are those of packages/contract phone.ts, as the API's. */
const PHONE_PREFIXES = phonePrefixesOf(parseCsvTable(prefixesCsv).records);

/** The mobile operators of a country, each of which may get its own mobile-money account. */
export function mobileOperatorsOf(countryCode: string | null | undefined): string[] {
  return operatorsOfCountry(countryCode, PHONE_PREFIXES);
}

type PhoneNumbers = typeof import('./phone-numbers.ts');
let phoneNumbers: PhoneNumbers | undefined;
let loading: Promise<PhoneNumbers> | undefined;

/** The numbering plans, fetched once: screens load without them and a phone field asks for them. */
export function loadPhoneNumbers(): Promise<PhoneNumbers> {
  loading ??= import('./phone-numbers.ts').then((loaded) => {
    phoneNumbers = loaded;
    return loaded;
  });
  return loading;
}

/**
 * A number as typed, in E.164, or null when it is a number nowhere: read in its country, else as a
 * Cameroonian number however written (packages/contract phone.ts readPhone), as the API reads it.
 */
export async function readPhoneNumber(input: string, countryCode: string | null): Promise<string | null> {
  const { readPhone } = await loadPhoneNumbers();
  return readPhone(input, countryCode, PHONE_PREFIXES);
}

/** The numbering plans once loaded (undefined until then), loading them once `wanted` (a number to read). */
function usePhoneRules(wanted: boolean): PhoneNumbers | undefined {
  const [rules, setRules] = useState(phoneNumbers);
  useEffect(() => {
    if (rules || !wanted) return;
    let active = true;
    void loadPhoneNumbers().then((loaded) => active && setRules(loaded));
    return () => {
      active = false;
    };
  }, [rules, wanted]);
  return rules;
}

/**
 * A stored number as the party's country writes it ("6 77 12 34 56"), international when the number is
 * of another country; as stored until the numbering plans are in.
 */
export function usePhoneText(phone: string, countryCode: string | null | undefined): string {
  const rules = usePhoneRules(phone.trim() !== '');
  return rules ? rules.formatPhone(phone, countryCode) : phone;
}

/** The operator (MTN, ORANGE, NEXTTEL) of a number as typed, however a Cameroonian number is written,: null when unknown or until the plans are in. */
export function usePhoneOperator(input: string, countryCode: string | null): string | null {
  const rules = usePhoneRules(input.trim() !== '');
  return rules ? rules.phoneOperatorOf(input, countryCode, PHONE_PREFIXES) : null;
}

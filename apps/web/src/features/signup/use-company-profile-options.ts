import { FORM_DEBOUNCE_MS } from '@bilan/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/language.ts';
import { useCompanyReferentials } from './api/get-company-referentials.ts';
import { useCountries } from './api/get-countries.ts';

/**
 * A company type as people name it: "Société anonyme (SA)", so that its acronym, which is how most
 * people know it, is both read and found as typed.
 */
export function withAcronym(label: string, code: string): string {
  const words = label.toUpperCase().split(/[^\p{L}\p{N}]+/u);
  return words.includes(code.toUpperCase()) ? label : `${label} (${code})`;
}

/**
 * The options of the pickers that describe a company (country, type, domain, sub-domain, tax system),
 * in the user's language: at signup and when a subsidiary is created. The referentials follow the
 * chosen country, the sub-domains the chosen domain.
 */
export function useCompanyProfileOptions(countryCode: string, domainAreaCode: string) {
  // Subscribes to language changes: the labels and the referentials follow the switch.
  useTranslation();
  const language = currentLanguage();
  const [debouncedCountry] = useDebouncedValue(countryCode, FORM_DEBOUNCE_MS);
  const countries = useCountries();
  const referentials = useCompanyReferentials(debouncedCountry, language);
  return useMemo(() => {
    const data = referentials.data;
    const toOptions = (items: { code: string; label: string }[] | undefined) =>
      (items ?? []).map((item) => ({ value: item.code, label: item.label }));
    return {
      countries: (countries.data ?? [])
        .map((country) => ({ value: country.code, label: language === 'fr' ? country.frName : country.enName }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
      types: (data?.types ?? []).map((type) => ({ value: type.code, label: withAcronym(type.label, type.code) })),
      domainAreas: toOptions(data?.domainAreas),
      subDomainAreas: toOptions(data?.subDomainAreas.filter((item) => item.domainAreaCode === domainAreaCode)),
      taxSystems: toOptions(data?.taxSystems),
      countriesLoading: countries.isLoading,
      referentialsLoading: referentials.isFetching,
      hasCountry: countryCode !== '',
      hasDomainArea: domainAreaCode !== '',
    };
  }, [
    countries.data,
    countries.isLoading,
    referentials.data,
    referentials.isFetching,
    language,
    countryCode,
    domainAreaCode,
  ]);
}

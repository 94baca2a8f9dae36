import { Select, SimpleGrid } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingsControl } from '../settings-form.ts';
import { EInvoicingFields } from './e-invoicing-fields.tsx';
import { EntryDatesFields } from './entry-dates-fields.tsx';
import { FilingFields } from './filing-fields.tsx';
import { SettingsSection } from './settings-section.tsx';

/** January to December in the user's language, as Intl names them. */
function monthOptions(language: string) {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_unused, index) => {
    const name = format.format(new Date(Date.UTC(2026, index, 1)));
    return { value: String(index + 1), label: name.charAt(0).toLocaleUpperCase(language) + name.slice(1) };
  });
}

export function PreferencesSection({
  control,
  errorText,
  readOnly,
  syscohada,
}: {
  control: SettingsControl;
  errorText: (code: string | undefined) => string | undefined;
  readOnly: boolean;
  /** SYSCOHADA companies choose their system of accounts (normal or minimal cash). */
  syscohada: boolean;
}) {
  const { t, i18n } = useTranslation('settings');
  const { t: tCommon } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const months = useMemo(() => monthOptions(language), [language]);
  return (
    <SettingsSection id="preferences" title={t('preferences.title')} icon={<IconAdjustments size={20} />}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Controller
          control={control}
          name="defaultLanguage"
          render={({ field, fieldState }) => (
            <Select
              {...field}
              label={t('preferences.defaultLanguage')}
              description={t('preferences.defaultLanguageHint')}
              data={[
                { value: 'fr', label: tCommon('languages.fr') },
                { value: 'en', label: tCommon('languages.en') },
              ]}
              allowDeselect={false}
              readOnly={readOnly}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="fiscalYearStartMonth"
          render={({ field, fieldState }) => (
            <Select
              {...field}
              label={t('preferences.fiscalYearStartMonth')}
              data={months}
              allowDeselect={false}
              readOnly={readOnly}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        <FilingFields control={control} errorText={errorText} readOnly={readOnly} syscohada={syscohada} />
      </SimpleGrid>
      <EntryDatesFields control={control} errorText={errorText} readOnly={readOnly} />
      <EInvoicingFields control={control} errorText={errorText} readOnly={readOnly} french={!syscohada} />
    </SettingsSection>
  );
}

import { Select, SimpleGrid } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingsControl } from '../settings-form.ts';
import { EntryDatesFields } from './entry-dates-fields.tsx';
import { SettingsSection } from './settings-section.tsx';

/** January to December in the user's language, as Intl names them. */
function monthOptions(language: string) {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_unused, index) => {
    const name = format.format(new Date(Date.UTC(2026, index, 1)));
    return { value: String(index + 1), label: name.charAt(0).toLocaleUpperCase(language) + name.slice(1) };
  });
}

const VAT_FREQUENCY_CHOICES = ['DEFAULT', 'MONTHLY', 'QUARTERLY', 'ANNUAL'] as const;
/** France's CA3 is due between the 15th and the 24th of the following month, as the tax office sets it. */
const FILING_DAYS = Array.from({ length: 10 }, (_unused, index) => String(15 + index));
/** France: the liasse of the réel simplifié (2033) or of the réel normal (2050–2059). */
const TAX_REGIME_CHOICES = ['DEFAULT', 'SIMPLIFIED', 'NORMAL'] as const;

export function PreferencesSection({
  control,
  errorText,
  readOnly,
}: {
  control: SettingsControl;
  errorText: (code: string | undefined) => string | undefined;
  readOnly: boolean;
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
        <Controller
          control={control}
          name="vatFrequency"
          render={({ field, fieldState }) => (
            <Select
              {...field}
              label={t('preferences.vatFrequency')}
              description={t('preferences.vatFrequencyHint')}
              data={VAT_FREQUENCY_CHOICES.map((value) => ({
                value,
                label: t(`preferences.vatFrequencies.${value}`),
              }))}
              allowDeselect={false}
              readOnly={readOnly}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="vatFilingDay"
          render={({ field, fieldState }) => (
            <Select
              {...field}
              label={t('preferences.vatFilingDay')}
              description={t('preferences.vatFilingDayHint')}
              data={FILING_DAYS}
              clearable
              readOnly={readOnly}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={control}
          name="taxRegime"
          render={({ field, fieldState }) => (
            <Select
              {...field}
              label={t('preferences.taxRegime')}
              description={t('preferences.taxRegimeHint')}
              data={TAX_REGIME_CHOICES.map((value) => ({ value, label: t(`preferences.taxRegimes.${value}`) }))}
              allowDeselect={false}
              readOnly={readOnly}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
      </SimpleGrid>
      <EntryDatesFields control={control} errorText={errorText} readOnly={readOnly} />
    </SettingsSection>
  );
}

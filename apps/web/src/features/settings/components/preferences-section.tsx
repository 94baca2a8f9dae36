import { Select, SimpleGrid, Switch } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingsControl } from '../settings-form.ts';
import { SettingsSection } from './settings-section.tsx';

/** January to December in the user's language, as Intl names them. */
function monthOptions(language: string) {
  const format = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_unused, index) => {
    const name = format.format(new Date(Date.UTC(2026, index, 1)));
    return { value: String(index + 1), label: name.charAt(0).toLocaleUpperCase(language) + name.slice(1) };
  });
}

/** The zones the browser knows, with the saved one even when it does not list it. */
function timeZoneOptions(saved: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(saved) ? known : [saved, ...known];
}

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
          name="timeZone"
          render={({ field, fieldState }) => (
            <Select
              {...field}
              label={t('preferences.timeZone')}
              description={t('preferences.timeZoneHint')}
              data={timeZoneOptions(field.value)}
              searchable
              allowDeselect={false}
              readOnly={readOnly}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="allowFutureEntries"
        render={({ field: { value, onChange, ...field } }) => (
          <Switch
            {...field}
            mt="md"
            checked={value}
            onChange={(event) => onChange(event.currentTarget.checked)}
            label={t('preferences.allowFutureEntries')}
            description={t('preferences.allowFutureEntriesHint')}
            disabled={readOnly}
          />
        )}
      />
    </SettingsSection>
  );
}

import { Select, SimpleGrid, Switch } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingsControl } from '../settings-form.ts';

/** The zones the browser knows, with the saved one even when it does not list it. */
function timeZoneOptions(saved: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return known.includes(saved) ? known : [saved, ...known];
}

/** The company's time zone, in which today is read, and whether entries dated after it may be validated. */
export function EntryDatesFields({
  control,
  errorText,
  readOnly,
}: {
  control: SettingsControl;
  errorText: (code: string | undefined) => string | undefined;
  readOnly: boolean;
}) {
  const { t } = useTranslation('settings');
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
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
    </>
  );
}

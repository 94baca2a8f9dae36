import { ACCOUNTING_SYSTEMS } from '@bilan/contract';
import { Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingsControl } from '../settings-form.ts';

const VAT_FREQUENCY_CHOICES = ['DEFAULT', 'MONTHLY', 'QUARTERLY', 'ANNUAL'] as const;
/** France's CA3 is due between the 15th and the 24th of the following month, as the tax office sets it. */
const FILING_DAYS = Array.from({ length: 10 }, (_unused, index) => String(15 + index));
/** France: the liasse of the réel simplifié (2033) or of the réel normal (2050–2059). */
const TAX_REGIME_CHOICES = ['DEFAULT', 'SIMPLIFIED', 'NORMAL'] as const;

/** What the company files and when: VAT returns' frequency and day, France's tax regime, SYSCOHADA's system of accounts. */
export function FilingFields({
  control,
  errorText,
  readOnly,
  syscohada,
}: {
  control: SettingsControl;
  errorText: (code: string | undefined) => string | undefined;
  readOnly: boolean;
  syscohada: boolean;
}) {
  const { t } = useTranslation('settings');
  return (
    <>
      <Controller
        control={control}
        name="vatFrequency"
        render={({ field, fieldState }) => (
          <Select
            {...field}
            label={t('preferences.vatFrequency')}
            description={t('preferences.vatFrequencyHint')}
            data={VAT_FREQUENCY_CHOICES.map((value) => ({ value, label: t(`preferences.vatFrequencies.${value}`) }))}
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
      {syscohada && (
        <Controller
          control={control}
          name="accountingSystem"
          render={({ field, fieldState }) => (
            <Select
              {...field}
              label={t('preferences.accountingSystem')}
              description={t('preferences.accountingSystemHint')}
              data={ACCOUNTING_SYSTEMS.map((value) => ({ value, label: t(`preferences.accountingSystems.${value}`) }))}
              allowDeselect={false}
              readOnly={readOnly}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
      )}
    </>
  );
}

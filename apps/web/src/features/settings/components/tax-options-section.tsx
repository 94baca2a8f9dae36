import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { IconPercentage, IconScale } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type SettingsControl, TAX_RATE_KEYS } from '../settings-form.ts';
import { SettingsSection } from './settings-section.tsx';

/**
 * France: whether the company pays VAT on services when paid (the rule, CGI art. 269-2-c) or opted for
 * debits. Cameroon and OHADA countries: the rates of the précompte, of the VAT withholding agents keep
 * and of the monthly instalment on turnover.
 */
export function TaxOptionsSection({
  control,
  errorText,
  readOnly,
  french,
}: {
  control: SettingsControl;
  errorText: (code: string | undefined) => string | undefined;
  readOnly: boolean;
  french: boolean;
}) {
  const { t } = useTranslation('settings');
  return (
    <SettingsSection
      id="taxes"
      title={t('taxes.title')}
      hint={t(french ? 'taxes.hintFrance' : 'taxes.hintOhada')}
      icon={<IconScale size={20} />}
    >
      {french ? (
        <Controller
          control={control}
          name="taxOptions.vatOnDebits"
          render={({ field }) => (
            <Switch
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              readOnly={readOnly}
              label={t('taxes.vatOnDebits')}
              description={t('taxes.vatOnDebitsHint')}
            />
          )}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {TAX_RATE_KEYS.map((key) => (
            <Controller
              key={key}
              control={control}
              name={`taxOptions.${key}`}
              render={({ field, fieldState }) => (
                <TextInput
                  {...field}
                  inputMode="decimal"
                  label={t(`taxes.${key}`)}
                  description={t(`taxes.${key}Hint`)}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  leftSection={<IconPercentage size={14} />}
                  readOnly={readOnly}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
          ))}
        </SimpleGrid>
      )}
    </SettingsSection>
  );
}

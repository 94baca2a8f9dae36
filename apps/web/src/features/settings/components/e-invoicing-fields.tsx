import { ATTACHMENT_MAX_MEGABYTES_CEILING } from '@bilan/contract';
import { SimpleGrid, Switch, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SettingsControl } from '../settings-form.ts';
import { EInvoicingReadiness } from './e-invoicing-readiness.tsx';

/** The bank account invoices carry, Factur-X on or off, and the size limit of attachments. */
export function EInvoicingFields({
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
  const text = (name: 'iban' | 'bic') => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          label={t(`preferences.${name}`)}
          autoComplete="off"
          readOnly={readOnly}
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
        {text('iban')}
        {text('bic')}
      </SimpleGrid>
      <Controller
        control={control}
        name="eInvoicing"
        render={({ field: { value, onChange, ...field } }) => (
          <Switch
            {...field}
            mt="md"
            checked={value}
            onChange={(event) => onChange(event.currentTarget.checked)}
            label={t('preferences.eInvoicing')}
            description={t('preferences.eInvoicingHint')}
            disabled={readOnly}
          />
        )}
      />
      <EInvoicingReadiness control={control} french={french} />
      <Controller
        control={control}
        name="attachmentMaxMegabytes"
        render={({ field, fieldState }) => (
          // A native number field: Mantine's NumberInput would add 9 KB to the screen's first visit
          // (docs/decisions/0007-slow-networks.md); the form's resolver checks the value either way.
          <TextInput
            {...field}
            type="number"
            inputMode="numeric"
            mt="md"
            maw={260}
            min={1}
            max={ATTACHMENT_MAX_MEGABYTES_CEILING}
            step={1}
            label={t('preferences.attachmentMaxMegabytes')}
            description={t('preferences.attachmentMaxMegabytesHint')}
            readOnly={readOnly}
            error={errorText(fieldState.error?.message)}
          />
        )}
      />
    </>
  );
}

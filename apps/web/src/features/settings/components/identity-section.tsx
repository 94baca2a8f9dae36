import { SimpleGrid, TextInput } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { IdentityField, SettingsControl } from '../settings-form.ts';
import { LogoField } from './logo-field.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * The company's name, address and identifiers as its invoices print them: SIREN, SIRET and VAT number
 * in France, NIU and RCCM in OHADA countries.
 */
export function IdentitySection({
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
  const text = (name: IdentityField, type = 'text', description?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          type={type}
          label={t(`identity.${name}`)}
          description={description}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autoComplete="off"
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
  return (
    <SettingsSection id="identity" title={t('identity.title')} hint={t('identity.hint')} icon={<IconId size={20} />}>
      {text('legalName')}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {text('address')}
        {text('city')}
      </SimpleGrid>
      {french ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {text('siren', 'text', t('identity.sirenHint'))}
          {text('siret', 'text', t('identity.siretHint'))}
          {text('vatNumber', 'text', t('identity.vatNumberHint'))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('taxId')}
          {text('tradeRegister')}
        </SimpleGrid>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {text('phone', 'tel')}
        {text('email', 'email')}
      </SimpleGrid>
      <Controller
        control={control}
        name="logo"
        render={({ field, fieldState }) => (
          <LogoField
            value={field.value}
            onChange={field.onChange}
            error={errorText(fieldState.error?.message)}
            disabled={readOnly}
            errorText={errorText}
          />
        )}
      />
    </SettingsSection>
  );
}

import { type Company, type CreateSubsidiaryBody, createSubsidiaryBodySchema } from '@bilan/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Loader, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, type ControllerFieldState, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SearchableSelect } from '../../../components/ui/searchable-select.tsx';
import { serverFieldErrors } from '../../../lib/server-fields.ts';
import { validationMessage } from '../../../lib/validation-message.ts';
import { useCompanyProfileOptions } from '../../signup/public.ts';
import { useCreateSubsidiary } from '../api/create-subsidiary.ts';

type SubsidiaryFormInput = z.input<typeof createSubsidiaryBodySchema>;
type FieldName = keyof SubsidiaryFormInput;
type SelectName = 'countryCode' | 'typeCode' | 'domainAreaCode' | 'subDomainAreaCode' | 'taxSystemCode';

const EMPTY: SubsidiaryFormInput = {
  name: '',
  countryCode: '',
  typeCode: '',
  domainAreaCode: '',
  subDomainAreaCode: null,
  taxSystemCode: '',
  referentialBankAccount: '',
};
const FIELDS = Object.keys(EMPTY) as FieldName[];

/** The API's "not in this country" and "unknown" refusals of a referential read as one message. */
function messageCode(code: string | undefined): string | undefined {
  return code && /_(NOT_IN_COUNTRY|UNKNOWN)$/.test(code) && code !== 'COUNTRY_UNKNOWN'
    ? 'REFERENTIAL_NOT_IN_COUNTRY'
    : code;
}

/**
 * A new subsidiary, described as at signup with the same pickers (country, type, domain, sub-domain,
 * tax system, bank account); its owner is the user who creates it.
 */
export function SubsidiaryFormModal({
  companyId,
  opened,
  onClose,
  onCreated,
}: {
  companyId: string;
  opened: boolean;
  onClose: () => void;
  onCreated: (subsidiary: Company) => void;
}) {
  const { t } = useTranslation('subsidiaries');
  const { t: tSignup } = useTranslation('signup');
  const { t: tCommon } = useTranslation();
  const createSubsidiary = useCreateSubsidiary(companyId);
  const form = useForm<SubsidiaryFormInput, unknown, CreateSubsidiaryBody>({
    resolver: zodResolver(createSubsidiaryBodySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { control, reset } = form;
  const countryCode = useWatch({ control, name: 'countryCode' });
  const domainAreaCode = useWatch({ control, name: 'domainAreaCode' });
  const options = useCompanyProfileOptions(countryCode, domainAreaCode);
  useEffect(() => {
    if (opened) reset(EMPTY);
  }, [opened, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const optional = (value: string | null | undefined) => value || null;
      onCreated(
        await createSubsidiary.mutateAsync({
          ...values,
          subDomainAreaCode: optional(values.subDomainAreaCode),
          referentialBankAccount: optional(values.referentialBankAccount),
        }),
      );
    } catch (error) {
      for (const field of serverFieldErrors(error)) {
        const name = FIELDS.find((candidate) => field.path.split('.').shift() === candidate);
        if (name) form.setError(name, { type: 'server', message: field.code }, { shouldFocus: true });
      }
    }
  });

  const errorOf = (fieldState: ControllerFieldState) =>
    validationMessage(tCommon, messageCode(fieldState.error?.message));
  const labelOf = (name: FieldName, required: boolean) =>
    required ? (
      tSignup(`fields.${name}`)
    ) : (
      <>
        {tSignup(`fields.${name}`)}{' '}
        <Text span size="xs" c="dimmed" fw={400}>
          ({tSignup('fields.optional')})
        </Text>
      </>
    );

  const resetAfterCountry = () => {
    for (const name of ['typeCode', 'domainAreaCode', 'taxSystemCode'] as const) form.setValue(name, '');
    form.setValue('subDomainAreaCode', null);
  };
  const needsCountry = {
    disabled: !options.hasCountry,
    loading: options.referentialsLoading,
    placeholder: options.hasCountry ? undefined : tSignup('select.chooseCountryFirst'),
  };

  const select = (
    name: SelectName,
    data: { value: string; label: string }[],
    extra: {
      disabled?: boolean;
      placeholder?: string | undefined;
      required?: boolean;
      loading?: boolean;
      onPicked?: () => void;
    } = {},
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SearchableSelect
          ref={field.ref}
          name={field.name}
          value={field.value || null}
          onChange={(value) => {
            field.onChange(name === 'subDomainAreaCode' ? value : (value ?? ''));
            extra.onPicked?.();
          }}
          onBlur={field.onBlur}
          data={data}
          label={labelOf(name, extra.required ?? true)}
          placeholder={extra.placeholder ?? tSignup('select.placeholder')}
          nothingFoundMessage={tSignup('select.nothingFound')}
          disabled={extra.disabled}
          withAsterisk={extra.required ?? true}
          clearable={extra.required === false}
          rightSection={extra.loading ? <Loader size={16} /> : undefined}
          comboboxProps={{ withinPortal: true }}
          error={errorOf(fieldState)}
        />
      )}
    />
  );

  const text = (name: 'name' | 'referentialBankAccount', required: boolean, placeholder: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          value={field.value ?? ''}
          label={labelOf(name, required)}
          placeholder={placeholder}
          withAsterisk={required}
          autoComplete="off"
          data-autofocus={name === 'name' || undefined}
          error={errorOf(fieldState)}
        />
      )}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('form.title')}
      centered
      size="lg"
      radius="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('form.hint')}
          </Text>
          {text('name', true, tSignup('fields.namePlaceholder'))}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
            {select('countryCode', options.countries, {
              onPicked: resetAfterCountry,
              loading: options.countriesLoading,
            })}
            {select('typeCode', options.types, needsCountry)}
            {select('domainAreaCode', options.domainAreas, {
              ...needsCountry,
              onPicked: () => form.setValue('subDomainAreaCode', null),
            })}
            {select('subDomainAreaCode', options.subDomainAreas, {
              required: false,
              disabled: !options.hasDomainArea || options.subDomainAreas.length === 0,
              placeholder: options.hasDomainArea ? undefined : tSignup('select.chooseDomainFirst'),
            })}
            {select('taxSystemCode', options.taxSystems, needsCountry)}
            {text('referentialBankAccount', false, tSignup('fields.referentialBankAccountPlaceholder'))}
          </SimpleGrid>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

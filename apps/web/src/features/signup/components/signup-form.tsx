import {
  type CreateCompanyBody,
  type CreateCompanyResponse,
  encodePassword,
  type SignupForm as SignupFormValues,
  signupFormSchema,
} from '@bilan/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Divider,
  Group,
  Loader,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { type Control, Controller, type ControllerFieldState, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SearchableSelect } from '../../../components/ui/searchable-select.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { writeStored } from '../../../lib/storage.ts';
import { validationMessage } from '../../../lib/validation-message.ts';
import { useCreateCompany } from '../api/create-company.ts';
import { useCompanyProfileOptions } from '../use-company-profile-options.ts';
import { PasswordChecklist } from './password-checklist.tsx';
import { SignupConfirmation } from './signup-confirmation.tsx';

export type SignupFormInput = z.input<typeof signupFormSchema>;
type FieldName = keyof SignupFormInput;

const EMPTY_FORM: SignupFormInput = {
  name: '',
  countryCode: '',
  typeCode: '',
  domainAreaCode: '',
  subDomainAreaCode: null,
  taxSystemCode: '',
  referentialBankAccount: '',
  ownerFirstName: '',
  ownerLastName: '',
  ownerEmail: '',
  ownerPassword: '',
  confirmPassword: '',
};

/** The API names the passwords after their encoding; the form after what the user types. */
const FIELD_OF_SERVER_PATH: Record<string, FieldName> = {
  ownerEncodedPassword: 'ownerPassword',
  confirmEncodedPassword: 'confirmPassword',
};

/** Maps a server field path (e.g. "ownerEmail", "body.ownerEncodedPassword") to the form's field. */
export function formFieldOf(path: string): FieldName | null {
  const last = path.split(/[./]/).filter(Boolean).pop() ?? '';
  const mapped = FIELD_OF_SERVER_PATH[last] ?? last;
  return Object.hasOwn(EMPTY_FORM, mapped) ? (mapped as FieldName) : null;
}

export function toCreateCompanyBody(values: SignupFormValues): CreateCompanyBody {
  return {
    name: values.name,
    countryCode: values.countryCode,
    typeCode: values.typeCode,
    domainAreaCode: values.domainAreaCode,
    subDomainAreaCode: values.subDomainAreaCode || undefined,
    taxSystemCode: values.taxSystemCode,
    referentialBankAccount: values.referentialBankAccount || undefined,
    ownerFirstName: values.ownerFirstName,
    ownerLastName: values.ownerLastName,
    ownerEmail: values.ownerEmail,
    ownerEncodedPassword: encodePassword(values.ownerPassword),
    confirmEncodedPassword: encodePassword(values.confirmPassword),
  };
}

function useSelectOptions(control: Control<SignupFormInput>) {
  const countryCode = useWatch({ control, name: 'countryCode' });
  const domainAreaCode = useWatch({ control, name: 'domainAreaCode' });
  return useCompanyProfileOptions(countryCode, domainAreaCode);
}

/** Watches the password on its own, so that typing it re-renders the checklist, not the whole form. */
function LivePasswordChecklist({ control }: { control: Control<SignupFormInput> }) {
  const password = useWatch({ control, name: 'ownerPassword' });
  return <PasswordChecklist password={password} />;
}

export function SignupForm() {
  const { t } = useTranslation('signup');
  const { t: tCommon } = useTranslation('common');
  const createCompany = useCreateCompany();
  const [created, setCreated] = useState<(CreateCompanyResponse & { email: string }) | null>(null);
  const form = useForm<SignupFormInput, unknown, SignupFormValues>({
    resolver: zodResolver(signupFormSchema),
    mode: 'all',
    defaultValues: EMPTY_FORM,
  });
  const { control, formState } = form;
  const options = useSelectOptions(control);

  // Read during render so that the form re-renders (and shows every error) once submitted.
  const { isSubmitted, isSubmitting } = formState;
  const errorOf = (fieldState: ControllerFieldState) => {
    // Read the error first, always: react-hook-form subscribes a field to its errors on first read.
    const code = fieldState.error?.message;
    return fieldState.isTouched || isSubmitted ? validationMessage(tCommon, code) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const company = await createCompany.mutateAsync(toCreateCompanyBody(values));
      // The owner's next login should open this company.
      writeStored('companyId', company.id);
      setCreated({ ...company, email: values.ownerEmail });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const field of error.body?.fields ?? []) {
        const name = formFieldOf(field.path);
        if (name) form.setError(name, { type: 'server', message: field.code });
      }
    }
  });

  const resetAfterCountry = () => {
    for (const name of ['typeCode', 'domainAreaCode', 'taxSystemCode'] as const) form.setValue(name, '');
    form.setValue('subDomainAreaCode', null);
  };

  // Optional fields say so in their label, which keeps every input of a row on the same line.
  const labelOf = (name: FieldName, required: boolean) => {
    const label = t(`fields.${name}` as 'fields.name');
    if (required) return label;
    return (
      <>
        {label}{' '}
        <Text span size="xs" c="dimmed" fw={400}>
          ({t('fields.optional')})
        </Text>
      </>
    );
  };

  const text = (name: FieldName, extra: { placeholder?: string; type?: string; required?: boolean } = {}) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          value={field.value ?? ''}
          label={labelOf(name, extra.required ?? true)}
          placeholder={extra.placeholder}
          type={extra.type}
          withAsterisk={extra.required ?? true}
          error={errorOf(fieldState)}
        />
      )}
    />
  );

  const select = (
    name: 'countryCode' | 'typeCode' | 'domainAreaCode' | 'subDomainAreaCode' | 'taxSystemCode',
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
          placeholder={extra.placeholder ?? t('select.placeholder')}
          nothingFoundMessage={t('select.nothingFound')}
          disabled={extra.disabled}
          withAsterisk={extra.required ?? true}
          clearable={extra.required === false}
          rightSection={extra.loading ? <Loader size={16} /> : undefined}
          error={errorOf(fieldState)}
        />
      )}
    />
  );

  const needsCountry = {
    disabled: !options.hasCountry,
    loading: options.referentialsLoading,
    placeholder: options.hasCountry ? undefined : t('select.chooseCountryFirst'),
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={t('title')}>
        <Stack gap="xl">
          <Stack gap="md">
            <Title order={3} size="h4">
              {t('sections.company')}
            </Title>
            {text('name', { placeholder: t('fields.namePlaceholder') })}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              {select('countryCode', options.countries, { onPicked: resetAfterCountry })}
              {select('typeCode', options.types, needsCountry)}
              {select('domainAreaCode', options.domainAreas, {
                ...needsCountry,
                onPicked: () => form.setValue('subDomainAreaCode', null),
              })}
              {select('subDomainAreaCode', options.subDomainAreas, {
                required: false,
                disabled: !options.hasDomainArea || options.subDomainAreas.length === 0,
                placeholder: options.hasDomainArea ? undefined : t('select.chooseDomainFirst'),
              })}
              {select('taxSystemCode', options.taxSystems, needsCountry)}
              {text('referentialBankAccount', {
                required: false,
                placeholder: t('fields.referentialBankAccountPlaceholder'),
              })}
            </SimpleGrid>
          </Stack>
          <Divider />
          <Stack gap="md">
            <Title order={3} size="h4">
              {t('sections.owner')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              {text('ownerFirstName')}
              {text('ownerLastName')}
            </SimpleGrid>
            {text('ownerEmail', { type: 'email', placeholder: t('fields.ownerEmailPlaceholder') })}
          </Stack>
          <Divider />
          <Stack gap="md">
            <Title order={3} size="h4">
              {t('sections.password')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
              {(['ownerPassword', 'confirmPassword'] as const).map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  rules={name === 'ownerPassword' ? { deps: ['confirmPassword'] } : {}}
                  render={({ field, fieldState }) => (
                    <PasswordInput
                      {...field}
                      autoComplete="new-password"
                      label={t(`fields.${name}`)}
                      withAsterisk
                      error={errorOf(fieldState)}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
            <LivePasswordChecklist control={control} />
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={isSubmitting} w={{ base: '100%', sm: 'auto' }}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <SignupConfirmation company={created} />
    </>
  );
}

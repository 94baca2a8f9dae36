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
import {
  type Control,
  Controller,
  type ControllerFieldState,
  type UseFormSetValue,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SearchableSelect } from '../../../components/ui/searchable-select.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { makeCompanyCurrent } from '../../../lib/storage.ts';
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

type ErrorOf = (fieldState: ControllerFieldState) => string | undefined;
type SelectName = 'countryCode' | 'typeCode' | 'domainAreaCode' | 'subDomainAreaCode' | 'taxSystemCode';

/** Optional fields say so in their label, which keeps every input of a row on the same line. */
function useLabelOf() {
  const { t } = useTranslation('signup');
  return (name: FieldName, required: boolean) => {
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
}

function SignupTextInput({
  control,
  errorOf,
  name,
  placeholder,
  type,
  required = true,
}: {
  control: Control<SignupFormInput>;
  errorOf: ErrorOf;
  name: FieldName;
  placeholder?: string;
  type?: string;
  required?: boolean;
}) {
  const labelOf = useLabelOf();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          value={field.value ?? ''}
          label={labelOf(name, required)}
          placeholder={placeholder}
          type={type}
          withAsterisk={required}
          error={errorOf(fieldState)}
        />
      )}
    />
  );
}

function SignupSelect({
  control,
  errorOf,
  name,
  data,
  disabled,
  placeholder,
  required = true,
  loading,
  onPicked,
}: {
  control: Control<SignupFormInput>;
  errorOf: ErrorOf;
  name: SelectName;
  data: { value: string; label: string }[];
  disabled?: boolean;
  placeholder?: string | undefined;
  required?: boolean;
  loading?: boolean;
  onPicked?: () => void;
}) {
  const { t } = useTranslation('signup');
  const labelOf = useLabelOf();
  return (
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
            onPicked?.();
          }}
          onBlur={field.onBlur}
          data={data}
          label={labelOf(name, required)}
          placeholder={placeholder ?? t('select.placeholder')}
          nothingFoundMessage={t('select.nothingFound')}
          disabled={disabled}
          withAsterisk={required}
          clearable={required === false}
          rightSection={loading ? <Loader size={16} /> : undefined}
          error={errorOf(fieldState)}
        />
      )}
    />
  );
}

function CompanySection({
  control,
  errorOf,
  setValue,
  options,
}: {
  control: Control<SignupFormInput>;
  errorOf: ErrorOf;
  setValue: UseFormSetValue<SignupFormInput>;
  options: ReturnType<typeof useSelectOptions>;
}) {
  const { t } = useTranslation('signup');
  const fieldProps = { control, errorOf };
  const resetAfterCountry = () => {
    for (const name of ['typeCode', 'domainAreaCode', 'taxSystemCode'] as const) setValue(name, '');
    setValue('subDomainAreaCode', null);
  };
  const needsCountry = {
    disabled: !options.hasCountry,
    loading: options.referentialsLoading,
    placeholder: options.hasCountry ? undefined : t('select.chooseCountryFirst'),
  };
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('sections.company')}
      </Title>
      <SignupTextInput {...fieldProps} name="name" placeholder={t('fields.namePlaceholder')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <SignupSelect {...fieldProps} name="countryCode" data={options.countries} onPicked={resetAfterCountry} />
        <SignupSelect {...fieldProps} name="typeCode" data={options.types} {...needsCountry} />
        <SignupSelect
          {...fieldProps}
          name="domainAreaCode"
          data={options.domainAreas}
          {...needsCountry}
          onPicked={() => setValue('subDomainAreaCode', null)}
        />
        <SignupSelect
          {...fieldProps}
          name="subDomainAreaCode"
          data={options.subDomainAreas}
          required={false}
          disabled={!options.hasDomainArea || options.subDomainAreas.length === 0}
          placeholder={options.hasDomainArea ? undefined : t('select.chooseDomainFirst')}
        />
        <SignupSelect {...fieldProps} name="taxSystemCode" data={options.taxSystems} {...needsCountry} />
        <SignupTextInput
          {...fieldProps}
          name="referentialBankAccount"
          required={false}
          placeholder={t('fields.referentialBankAccountPlaceholder')}
        />
      </SimpleGrid>
    </Stack>
  );
}

function OwnerSection({ control, errorOf }: { control: Control<SignupFormInput>; errorOf: ErrorOf }) {
  const { t } = useTranslation('signup');
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('sections.owner')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <SignupTextInput control={control} errorOf={errorOf} name="ownerFirstName" />
        <SignupTextInput control={control} errorOf={errorOf} name="ownerLastName" />
      </SimpleGrid>
      <SignupTextInput
        control={control}
        errorOf={errorOf}
        name="ownerEmail"
        type="email"
        placeholder={t('fields.ownerEmailPlaceholder')}
      />
    </Stack>
  );
}

function PasswordSection({ control, errorOf }: { control: Control<SignupFormInput>; errorOf: ErrorOf }) {
  const { t } = useTranslation('signup');
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
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
  );
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
      makeCompanyCurrent(company.id);
      setCreated({ ...company, email: values.ownerEmail });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      for (const field of error.body?.fields ?? []) {
        const name = formFieldOf(field.path);
        if (name) form.setError(name, { type: 'server', message: field.code });
      }
    }
  });

  return (
    <>
      <form onSubmit={onSubmit} noValidate aria-label={t('title')}>
        <Stack gap="xl">
          <CompanySection control={control} errorOf={errorOf} setValue={form.setValue} options={options} />
          <Divider />
          <OwnerSection control={control} errorOf={errorOf} />
          <Divider />
          <PasswordSection control={control} errorOf={errorOf} />
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

import { FORM_DEBOUNCE_MS, type Party, type PartyRole, type SavePartyBody } from '@bilan/contract';
import {
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '../../../components/ui/searchable-select.tsx';
import { phoneOperatorOf } from '../../../lib/phone.ts';
import { serverErrorCode, serverFieldErrors } from '../../../lib/server-fields.ts';
import { validationMessage } from '../../../lib/validation-message.ts';
import { useCountries } from '../../signup/api/get-countries.ts';
import { useControlAccounts } from '../api/get-control-accounts.ts';
import { useSaveParty } from '../api/save-party.ts';
import partiesEn from '../parties.en.json';
import { PARTY_FIELD_NAMES, type PartyFormValues, partyFormResolver, partyFormValuesOf } from '../party-form-values.ts';
import { OperatorBadge } from './operator-badge.tsx';

type PartyErrorCode = keyof typeof partiesEn.errors;

function isPartyErrorCode(code: string): code is PartyErrorCode {
  return Object.hasOwn(partiesEn.errors, code);
}

/** A rule code of the contract (EMAIL_INVALID…) in the user's language, worded for a customer or supplier. */
export function partyErrorText(
  t: TFunction<'parties'>,
  tCommon: TFunction<'common'>,
  code: string | undefined,
): string | undefined {
  if (code === undefined) return undefined;
  return isPartyErrorCode(code) ? t(`errors.${code}`) : validationMessage(tCommon, code);
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={3} size="h5" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

/** The phone field with the operator of the number (MTN, Orange…) shown as the user types. */
function PhoneOperator({ phone, countryCode }: { phone: string; countryCode: string }) {
  const [debounced] = useDebouncedValue(phone, FORM_DEBOUNCE_MS);
  return <OperatorBadge operator={phoneOperatorOf(debounced, countryCode || null)} />;
}

/** Creates a customer or supplier, or edits one: every field of the party, checked as the API checks them. */
export function PartyForm({
  companyId,
  partyRole: role,
  party,
  defaultCountryCode,
  onSaved,
  onCancel,
}: {
  companyId: string;
  partyRole: PartyRole;
  /** The party to edit; null to create one. */
  party: Party | null;
  defaultCountryCode: string;
  onSaved: (party: Party) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation('parties');
  const { t: tCommon } = useTranslation();
  const saveParty = useSaveParty(companyId, role);
  const countries = useCountries();
  const controlAccounts = useControlAccounts(companyId, role);
  const form = useForm<PartyFormValues, unknown, SavePartyBody>({
    resolver: partyFormResolver,
    mode: 'onTouched',
    defaultValues: partyFormValuesOf(party, defaultCountryCode),
  });
  const [phone, countryCode] = useWatch({ control: form.control, name: ['phone', 'countryCode'] });
  const errorText = (code: string | undefined) => partyErrorText(t, tCommon, code);
  const french = i18n.resolvedLanguage === 'fr';
  const countryOptions = useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ value: country.code, label: french ? country.frName : country.enName }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [countries.data, french],
  );

  const controlAccountOptions = useMemo(() => {
    const options = (controlAccounts.data ?? []).map((account) => ({
      value: account.id,
      label: `${account.number} – ${account.label}`,
    }));
    // A party whose account is no longer offered (a group since, say) still shows it.
    if (party && !options.some((option) => option.value === party.controlAccountId)) {
      options.unshift({ value: party.controlAccountId, label: party.controlAccountNumber });
    }
    return options;
  }, [controlAccounts.data, party]);
  const defaultControlAccountId = controlAccounts.data?.find((account) => account.isDefault)?.id ?? null;

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      onSaved(await saveParty.mutateAsync({ id: party?.id ?? null, body }));
    } catch (error) {
      for (const field of serverFieldErrors(error)) {
        const name = PARTY_FIELD_NAMES.find((candidate) => field.path.split('.').pop() === candidate);
        if (name) form.setError(name, { type: 'server', message: field.code }, { shouldFocus: true });
      }
      if (serverErrorCode(error) === 'PARTY_CODE_ALREADY_USED') {
        form.setError('code', { type: 'server', message: 'PARTY_CODE_ALREADY_USED' }, { shouldFocus: true });
      }
    }
  });

  const text = (
    name: 'name' | 'code' | 'taxId' | 'tradeRegister' | 'email' | 'address' | 'city',
    extra: { withAsterisk?: boolean; placeholder?: string; description?: string; type?: string } = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          {...extra}
          label={t(`form.${name}`)}
          autoComplete="off"
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={party ? t(`${role}.editTitle`, { name: party.name }) : t(`${role}.newTitle`)}
    >
      <Stack gap="md">
        <Section title={t('form.identity')}>
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="party-kind-label">
                  {t('form.kind')}
                </Text>
                <SegmentedControl
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  aria-labelledby="party-kind-label"
                  data={[
                    { value: 'COMPANY', label: t('kind.COMPANY') },
                    { value: 'INDIVIDUAL', label: t('kind.INDIVIDUAL') },
                  ]}
                  style={{ alignSelf: 'flex-start' }}
                />
              </Stack>
            )}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <div style={{ gridColumn: 'span 2' }}>
              {text('name', { withAsterisk: true, placeholder: t('form.namePlaceholder') })}
            </div>
            {text('code', { description: party ? undefined : t('form.codeHint') })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('taxId')}
            {text('tradeRegister')}
          </SimpleGrid>
        </Section>
        <Section title={t('form.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('email', { type: 'email' })}
            <Controller
              control={form.control}
              name="phone"
              render={({ field, fieldState }) => (
                <TextInput
                  {...field}
                  type="tel"
                  label={t('form.phone')}
                  placeholder={t('form.phonePlaceholder')}
                  autoComplete="off"
                  error={errorText(fieldState.error?.message)}
                  rightSection={<PhoneOperator phone={phone} countryCode={countryCode} />}
                  rightSectionWidth={86}
                  rightSectionPointerEvents="none"
                />
              )}
            />
          </SimpleGrid>
          {text('address')}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {text('city')}
            <Controller
              control={form.control}
              name="countryCode"
              render={({ field, fieldState }) => (
                <SearchableSelect
                  label={t('form.country')}
                  data={countryOptions}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
          </SimpleGrid>
        </Section>
        <Section title={t('form.accounting')}>
          <Controller
            control={form.control}
            name="controlAccountId"
            render={({ field, fieldState }) => (
              <SearchableSelect
                label={t('form.controlAccount')}
                description={
                  party?.controlAccountFixed ? t('form.controlAccountFixed') : t(`${role}.controlAccountHint`)
                }
                data={controlAccountOptions}
                value={field.value || defaultControlAccountId}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                disabled={party?.controlAccountFixed ?? false}
                error={errorText(fieldState.error?.message)}
                maw={480}
              />
            )}
          />
        </Section>
        <Section title={t('form.terms')}>
          <Controller
            control={form.control}
            name="paymentTermsDays"
            render={({ field, fieldState }) => (
              <NumberInput
                {...field}
                label={t('form.paymentTermsDays')}
                description={t('form.paymentTermsHint')}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                maw={260}
                error={errorText(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={form.control}
            name="notes"
            render={({ field, fieldState }) => (
              <Textarea {...field} label={t('form.notes')} rows={3} error={errorText(fieldState.error?.message)} />
            )}
          />
          {party && (
            <Controller
              control={form.control}
              name="active"
              render={({ field }) => (
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  label={t('form.active')}
                />
              )}
            />
          )}
        </Section>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {tCommon('actions.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {party ? t('form.save') : t(`${role}.create`)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

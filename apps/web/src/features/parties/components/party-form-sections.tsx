import { FORM_DEBOUNCE_MS, type Party, type PartyRole, type SavePartyBody } from '@bilan/contract';
import {
  Grid,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useMemo } from 'react';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SearchableSelect } from '../../../components/ui/searchable-select.tsx';
import { usePhoneOperator } from '../../../lib/phone.ts';
import { useCountries } from '../../signup/api/get-countries.ts';
import { useControlAccounts } from '../api/get-control-accounts.ts';
import type { PartyFormValues } from '../party-form-values.ts';
import { registrationContext } from '../registration.ts';
import { OperatorBadge } from './operator-badge.tsx';

type ErrorText = (code: string | undefined) => string | undefined;

/** What every section of the party form gets. */
interface SectionProps {
  control: Control<PartyFormValues, unknown, SavePartyBody>;
  errorText: ErrorText;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h5" mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

function PartyTextField({
  control,
  errorText,
  name,
  context,
  ...extra
}: SectionProps & {
  name: 'name' | 'code' | 'taxId' | 'tradeRegister' | 'email' | 'address' | 'city';
  withAsterisk?: boolean;
  placeholder?: string;
  description?: string | undefined;
  type?: string;
  /** The i18next context of the label: the registration numbers of the party's country. */
  context?: string | undefined;
}) {
  const { t } = useTranslation('parties');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          {...extra}
          label={t(`form.${name}`, { context })}
          autoComplete="off"
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}

/** The phone field with the operator of the number (MTN, Orange…) shown as the user types. */
function PhoneOperator({ phone, countryCode }: { phone: string; countryCode: string }) {
  const [debounced] = useDebouncedValue(phone, FORM_DEBOUNCE_MS);
  return <OperatorBadge operator={usePhoneOperator(debounced, countryCode || null)} />;
}

/** Company or individual, name, code (given by the app when left empty), tax id and trade register. */
export function PartyIdentitySection({ control, errorText, isNew }: SectionProps & { isNew: boolean }) {
  const { t } = useTranslation('parties');
  const fieldProps = { control, errorText };
  const registration = registrationContext(useWatch({ control, name: 'countryCode' }));
  return (
    <Section title={t('form.identity')}>
      <Controller
        control={control}
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
      {/* A column spanning two of a phone's one made a second, empty one: the code came out a gap short. */}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <PartyTextField {...fieldProps} name="name" withAsterisk placeholder={t('form.namePlaceholder')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <PartyTextField {...fieldProps} name="code" description={isNew ? t('form.codeHint') : undefined} />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PartyTextField {...fieldProps} name="taxId" context={registration} />
        <PartyTextField {...fieldProps} name="tradeRegister" context={registration} />
      </SimpleGrid>
    </Section>
  );
}

/** The language of the mails sent to the party (their subject, text and PDF); none: the company's. */
function PartyLanguageField({ control }: { control: SectionProps['control'] }) {
  const { t } = useTranslation('parties');
  const data = [
    { value: 'COMPANY', label: t('form.languageCompany') },
    { value: 'fr', label: 'Français' },
    { value: 'en', label: 'English' },
  ];
  return (
    <Controller
      control={control}
      name="language"
      render={({ field }) => (
        <Select
          label={t('form.language')}
          description={t('form.languageHint')}
          data={data}
          allowDeselect={false}
          value={field.value || 'COMPANY'}
          onChange={(value) => field.onChange(value === 'COMPANY' || !value ? '' : value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** Email, phone with its operator, address, city, country and the language of mails. */
export function PartyContactSection({ control, errorText }: SectionProps) {
  const { t, i18n } = useTranslation('parties');
  const countries = useCountries();
  const [phone, countryCode] = useWatch({ control, name: ['phone', 'countryCode'] });
  const french = i18n.resolvedLanguage === 'fr';
  const countryOptions = useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ value: country.code, label: french ? country.frName : country.enName }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [countries.data, french],
  );
  const fieldProps = { control, errorText };
  return (
    <Section title={t('form.contact')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PartyTextField {...fieldProps} name="email" type="email" />
        <Controller
          control={control}
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
      <PartyTextField {...fieldProps} name="address" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <PartyTextField {...fieldProps} name="city" />
        <Controller
          control={control}
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
      <PartyLanguageField control={control} />
    </Section>
  );
}

/** The party's control account (41x, 40x): the default one unless chosen; fixed once it has entries. */
export function PartyAccountingSection({
  control,
  errorText,
  companyId,
  role,
  party,
}: SectionProps & { companyId: string; role: PartyRole; party: Party | null }) {
  const { t } = useTranslation('parties');
  const controlAccounts = useControlAccounts(companyId, role);
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
  return (
    <Section title={t('form.accounting')}>
      <Controller
        control={control}
        name="controlAccountId"
        render={({ field, fieldState }) => (
          <SearchableSelect
            label={t('form.controlAccount')}
            description={party?.controlAccountFixed ? t('form.controlAccountFixed') : t(`${role}.controlAccountHint`)}
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
      <Controller
        control={control}
        name={role === 'CUSTOMER' ? 'withholdingAgent' : 'subjectToPrecompte'}
        render={({ field }) => (
          <Switch
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            label={t(role === 'CUSTOMER' ? 'form.withholdingAgent' : 'form.subjectToPrecompte')}
            description={t(role === 'CUSTOMER' ? 'form.withholdingAgentHint' : 'form.subjectToPrecompteHint')}
          />
        )}
      />
    </Section>
  );
}

/** Payment terms, notes, and whether an existing party is still active. */
export function PartyTermsSection({ control, errorText, isNew }: SectionProps & { isNew: boolean }) {
  const { t } = useTranslation('parties');
  return (
    <Section title={t('form.terms')}>
      <Controller
        control={control}
        name="paymentTermsDays"
        render={({ field, fieldState }) => (
          <NumberInput
            {...field}
            label={t('form.paymentTermsDays')}
            description={t('form.paymentTermsHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            // "-5" stays as typed and is refused on the field: dropping the sign would save 5 days unseen.
            allowDecimal={false}
            clampBehavior="none"
            maw={260}
            error={errorText(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="currency"
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            label={t('form.currency')}
            description={t('form.currencyHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            maxLength={3}
            maw={260}
            error={errorText(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="notes"
        render={({ field, fieldState }) => (
          <Textarea {...field} label={t('form.notes')} rows={3} error={errorText(fieldState.error?.message)} />
        )}
      />
      {!isNew && (
        <Controller
          control={control}
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
  );
}

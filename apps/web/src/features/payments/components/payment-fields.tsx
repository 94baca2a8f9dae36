import { type AccountingDocument, FORM_DEBOUNCE_MS, PAYMENT_METHODS, type WorkFolder } from '@bilan/contract';
import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Control, Controller, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field.tsx';
import { decimalForInput, understoodDecimal } from '../../../lib/decimal-input.ts';
import { formatCurrencyAmount } from '../../../lib/format.ts';
import { usePhoneOperator } from '../../../lib/phone.ts';
import { foreignCurrencyOf, useMoney } from '../../invoices/public.ts';
import { OperatorBadge } from '../../parties/public.ts';
import { type PaymentFormValues, takesBankCharges } from '../payment-form.ts';

type ErrorText = (code: string | undefined) => string | undefined;

function PhoneOperator({ phone, countryCode }: { phone: string; countryCode: string | null }) {
  const [debounced] = useDebouncedValue(phone, FORM_DEBOUNCE_MS);
  return <OperatorBadge operator={usePhoneOperator(debounced, countryCode)} />;
}

/** The document to pay, among the open ones; choosing one puts what it still owes in the amount. */
export function PaymentDocumentSelect({
  control,
  setValue,
  openDocuments,
  language,
  errorText,
}: {
  control: Control<PaymentFormValues>;
  setValue: UseFormSetValue<PaymentFormValues>;
  openDocuments: readonly AccountingDocument[];
  language: string;
  errorText: ErrorText;
}) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const amountOf = (candidate: AccountingDocument) =>
    foreignCurrencyOf(candidate)
      ? formatCurrencyAmount(candidate.amountDue ?? '', language, candidate.currency)
      : money.format(candidate.amountDue);
  return (
    <Controller
      control={control}
      name="documentId"
      render={({ field, fieldState }) => (
        <Select
          label={t('modal.document')}
          placeholder={t('modal.documentPlaceholder')}
          data={openDocuments.map((candidate) => ({
            value: candidate.id,
            label: `${candidate.number ?? ''} — ${amountOf(candidate)}`,
          }))}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            const next = openDocuments.find((candidate) => candidate.id === value);
            if (next?.amountDue) setValue('amount', decimalForInput(next.amountDue, language));
          }}
          searchable
          withAsterisk
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}

/** The payer's mobile-money number, with the operator its prefix names. */
function MobilePhoneField({
  control,
  phone,
  countryCode,
  errorText,
}: {
  control: Control<PaymentFormValues>;
  phone: string;
  countryCode: string | null;
  errorText: ErrorText;
}) {
  const { t } = useTranslation('payments');
  return (
    <Controller
      control={control}
      name="phone"
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          type="tel"
          label={t('modal.phone')}
          placeholder={t('modal.phonePlaceholder')}
          autoComplete="off"
          rightSection={<PhoneOperator phone={phone} countryCode={countryCode} />}
          rightSectionWidth={86}
          rightSectionPointerEvents="none"
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}

/** How the payment was made, and the reference the bank or operator gave it (letters, digits, . , ' - / only). */
function MethodAndReference({ control, errorText }: { control: Control<PaymentFormValues>; errorText: ErrorText }) {
  const { t } = useTranslation('payments');
  return (
    <>
      <Controller
        control={control}
        name="method"
        render={({ field }) => (
          <Select
            label={t('modal.method')}
            data={PAYMENT_METHODS.map((value) => ({ value, label: t(`method.${value}`) }))}
            value={field.value}
            onChange={(value) => value && field.onChange(value)}
            allowDeselect={false}
            withAsterisk
          />
        )}
      />
      <Controller
        control={control}
        name="reference"
        render={({ field, fieldState }) => (
          <TextInput
            {...field}
            label={t('modal.reference')}
            placeholder={t('modal.referencePlaceholder')}
            autoComplete="off"
            error={errorText(fieldState.error?.message)}
          />
        )}
      />
    </>
  );
}

/**
 * A sum in the payment's currency (the amount paid, or the bank's charges), with what the typed text was
 * understood as; the amount is required and takes the focus, the charges are optional with a hint.
 */
function MoneyField({
  control,
  name,
  currency,
  errorText,
  understoodText,
}: {
  control: Control<PaymentFormValues>;
  name: 'amount' | 'bankCharges';
  currency: string | null;
  errorText: ErrorText;
  understoodText: (text: string) => string | undefined;
}) {
  const { t } = useTranslation('payments');
  const isAmount = name === 'amount';
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          label={t(isAmount ? 'modal.amount' : 'modal.bankCharges')}
          description={understoodText(field.value) ?? (isAmount ? undefined : t('modal.bankChargesHint'))}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          inputMode="decimal"
          autoComplete="off"
          withAsterisk={isAmount}
          data-autofocus={isAmount || undefined}
          rightSection={
            <Text size="xs" c="dimmed" data-testid={isAmount ? 'payment-amount-currency' : undefined}>
              {currency}
            </Text>
          }
          rightSectionWidth={48}
          styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
          error={errorText(fieldState.error?.message)}
        />
      )}
    />
  );
}

/**
 * The payment itself: amount (with what the typed text was understood as), date inside the folder,
 * method and reference; for mobile money, the payer's phone with its operator.
 */
export function PaymentFields({
  control,
  folder,
  method,
  phone,
  countryCode,
  language,
  currency,
  errorText,
}: {
  control: Control<PaymentFormValues>;
  folder: WorkFolder;
  method: PaymentFormValues['method'];
  phone: string;
  countryCode: string | null;
  language: string;
  /** The document's currency, the amount's. */
  currency: string | null;
  errorText: ErrorText;
}) {
  const { t } = useTranslation('payments');
  const { t: tCommon } = useTranslation();
  const understoodText = (text: string) => {
    const understood = understoodDecimal(text, language);
    return understood ? tCommon('number.understood', { value: understood }) : undefined;
  };
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <MoneyField
          control={control}
          name="amount"
          currency={currency}
          errorText={errorText}
          understoodText={understoodText}
        />
        <Controller
          control={control}
          name="date"
          render={({ field, fieldState }) => (
            <DateField
              {...field}
              label={t('modal.date')}
              withAsterisk
              min={folder.startDate}
              max={folder.endDate}
              error={errorText(fieldState.error?.message)}
            />
          )}
        />
        <MethodAndReference control={control} errorText={errorText} />
        {takesBankCharges(method) && (
          <MoneyField
            control={control}
            name="bankCharges"
            currency={currency}
            errorText={errorText}
            understoodText={understoodText}
          />
        )}
      </SimpleGrid>
      {method === 'MOBILE_MONEY' && (
        <MobilePhoneField control={control} phone={phone} countryCode={countryCode} errorText={errorText} />
      )}
    </>
  );
}

import { AmountError, formatAmount, parseAmount } from '@bilan/accounting';
import {
  type AccountingDocument,
  FORM_DEBOUNCE_MS,
  isoDateSchema,
  normalizePhone,
  PAYMENT_METHODS,
  type PaymentMethod,
  type WorkFolder,
} from '@bilan/contract';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field.tsx';
import {
  decimalForInput,
  normalizeDecimalInput,
  readDecimalInput,
  understoodDecimal,
} from '../../../lib/decimal-input.ts';
import { DOCUMENT_KINDS, isInvoiceType } from '../../../lib/document-kinds.ts';
import { todayIsoDate } from '../../../lib/format.ts';
import { phoneOperatorOf } from '../../../lib/phone.ts';
import { serverErrorCode, serverFieldErrors } from '../../../lib/server-fields.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { validationMessage } from '../../../lib/validation-message.ts';
import { useMoney } from '../../invoices/public.ts';
import { useParty } from '../../parties/api/get-party.ts';
import { OperatorBadge } from '../../parties/public.ts';
import { useRecordPayment } from '../api/record-payment.ts';
import paymentsEn from '../payments.en.json';
import { PaymentConfirmation } from './payment-confirmation.tsx';

export interface PaymentFormValues {
  documentId: string | null;
  date: string;
  amount: string;
  method: PaymentMethod;
  reference: string;
  phone: string;
}

type PaymentErrorCode = keyof typeof paymentsEn.errors;

function paymentErrorText(t: TFunction<'payments'>, tCommon: TFunction<'common'>, code: string | undefined) {
  if (code === undefined) return undefined;
  return Object.hasOwn(paymentsEn.errors, code)
    ? t(`errors.${code as PaymentErrorCode}`)
    : validationMessage(tCommon, code);
}

/** The payer's number as the API tags it with its operator (E.164 when valid), or null when empty. */
function mobilePhoneOf(phone: string, countryCode: string | null): string | null {
  if (phone.trim() === '') return null;
  return normalizePhone(phone, countryCode) ?? phone.trim();
}

/** Today, or the nearest day of the work folder when today is outside it. */
export function defaultPaymentDate(folder: WorkFolder, today = todayIsoDate()): string {
  if (today < folder.startDate) return folder.startDate;
  if (today > folder.endDate) return folder.endDate;
  return today;
}

function paymentResolver(scale: number, language: string, countryCode: string | null): Resolver<PaymentFormValues> {
  return async (values) => {
    const errors: FieldErrors<PaymentFormValues> = {};
    const error = (message: string) => ({ type: 'validation', message });
    if (!values.documentId) errors.documentId = error('DOCUMENT_REQUIRED');
    if (!isoDateSchema.safeParse(values.date).success)
      errors.date = error(values.date ? 'DATE_INVALID' : 'DATE_REQUIRED');
    const amount = normalizeDecimalInput(values.amount, language);
    const typed = readDecimalInput(values.amount, language);
    if (amount === '') errors.amount = error('AMOUNT_REQUIRED');
    else if (!typed.ok && typed.code === 'NUMBER_AMBIGUOUS') errors.amount = error(typed.code);
    else {
      try {
        if (parseAmount(amount, scale) <= 0n) errors.amount = error('AMOUNT_MUST_BE_POSITIVE');
      } catch (problem) {
        errors.amount = error(problem instanceof AmountError ? problem.code : 'AMOUNT_INVALID');
      }
    }
    if (values.method === 'MOBILE_MONEY' && values.phone.trim() !== '' && !normalizePhone(values.phone, countryCode)) {
      errors.phone = error('PHONE_INVALID');
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

/** The amount typed, as the API's text at the currency's scale (it was checked by the resolver). */
function readAmountText(text: string, language: string, scale: number): string {
  try {
    return formatAmount(parseAmount(normalizeDecimalInput(text, language), scale), scale);
  } catch {
    return text;
  }
}

function PhoneOperator({ phone, countryCode }: { phone: string; countryCode: string | null }) {
  const [debounced] = useDebouncedValue(phone, FORM_DEBOUNCE_MS);
  return <OperatorBadge operator={phoneOperatorOf(debounced, countryCode)} />;
}

/**
 * Records a payment of an invoice (a receipt) or a bill (a disbursement): the amount starts at what is
 * due; mobile money asks for the phone and shows its operator. The payment is created, then validated.
 * Without `document`, the user first chooses one of `openDocuments`.
 */
export function PaymentModal({
  opened,
  onClose,
  folder,
  document,
  openDocuments = [],
  scale,
  countryCode,
}: {
  opened: boolean;
  onClose: () => void;
  folder: WorkFolder;
  document: AccountingDocument | null;
  openDocuments?: readonly AccountingDocument[];
  scale: number;
  countryCode: string | null;
}) {
  const { t, i18n } = useTranslation('payments');
  const { t: tCommon } = useTranslation();
  const money = useMoney();
  const language = i18n.resolvedLanguage ?? 'en';
  const recordPayment = useRecordPayment(folder.id);
  const form = useForm<PaymentFormValues>({
    resolver: paymentResolver(scale, language, countryCode),
    mode: 'onTouched',
    defaultValues: { documentId: null, date: '', amount: '', method: 'CASH', reference: '', phone: '' },
  });
  const { reset, setValue } = form;
  const [documentId, method, phone] = useWatch({ control: form.control, name: ['documentId', 'method', 'phone'] });
  const chosen = document ?? openDocuments.find((candidate) => candidate.id === documentId) ?? null;
  const kind = chosen && isInvoiceType(chosen.type) ? DOCUMENT_KINDS[chosen.type] : null;
  const party = useParty(useStoredValue('companyId'), kind?.role ?? 'CUSTOMER', chosen?.partyId ?? null, folder.id);
  // The form was checked and the modal now says what gets posted; the user confirms or goes back.
  const [confirming, setConfirming] = useState(false);
  const errorText = (code: string | undefined) => paymentErrorText(t, tCommon, code);
  const understoodText = (text: string) => {
    const understood = understoodDecimal(text, language);
    return understood ? tCommon('number.understood', { value: understood }) : undefined;
  };

  useEffect(() => {
    if (!opened) return;
    setConfirming(false);
    reset({
      documentId: document?.id ?? null,
      date: defaultPaymentDate(folder),
      amount: document?.amountDue ? decimalForInput(document.amountDue, language) : '',
      method: 'CASH',
      reference: '',
      phone: '',
    });
  }, [opened, document, folder, language, reset]);

  const review = form.handleSubmit(() => setConfirming(true));
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
      event.preventDefault();
      void review();
    }
  };

  const record = form.handleSubmit(async (values) => {
    if (!chosen || !isInvoiceType(chosen.type)) return;
    const paymentType = DOCUMENT_KINDS[chosen.type].paymentType;
    if (!paymentType) return;
    try {
      await recordPayment.mutateAsync({
        type: paymentType,
        accountingDocumentId: chosen.id,
        date: values.date,
        amount: readAmountText(values.amount, language, scale),
        method: values.method,
        reference: values.reference.trim() || null,
        phone: values.method === 'MOBILE_MONEY' ? mobilePhoneOf(values.phone, countryCode) : null,
      });
      onClose();
    } catch (error) {
      setConfirming(false);
      for (const field of serverFieldErrors(error)) {
        const name = (['date', 'amount', 'phone', 'reference'] as const).find((candidate) => candidate === field.path);
        if (name) form.setError(name, { type: 'server', message: field.code });
      }
      const code = serverErrorCode(error);
      if (code === 'PAYMENT_EXCEEDS_AMOUNT_DUE' || code === 'AMOUNT_TOO_PRECISE') {
        form.setError('amount', { type: 'server', message: code }, { shouldFocus: true });
      }
    }
  });

  const title = chosen
    ? t('modal.title', { number: chosen.number ?? '' })
    : t(`record.${openDocuments[0]?.type === 'PURCHASE_INVOICE' ? 'DISBURSEMENT' : 'RECEIPT'}`);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      size="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {confirming && kind?.paymentType && (
        <PaymentConfirmation
          type={kind.paymentType}
          partyName={party.data?.name ?? null}
          amount={money.format(readAmountText(form.getValues('amount'), language, scale))}
          method={method}
          loading={form.formState.isSubmitting}
          onConfirm={() => void record()}
          onBack={() => setConfirming(false)}
        />
      )}
      <form onSubmit={review} onKeyDown={onKeyDown} noValidate hidden={confirming}>
        <Stack gap="md">
          {!document && openDocuments.length === 0 && <Alert color="gray">{t('modal.noOpenDocument')}</Alert>}
          {!document && openDocuments.length > 0 && (
            <Controller
              control={form.control}
              name="documentId"
              render={({ field, fieldState }) => (
                <Select
                  label={t('modal.document')}
                  placeholder={t('modal.documentPlaceholder')}
                  data={openDocuments.map((candidate) => ({
                    value: candidate.id,
                    label: `${candidate.number ?? ''} — ${money.format(candidate.amountDue)}`,
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
          )}
          {chosen && (
            <Text size="sm" c="dimmed" data-testid="payment-amount-due">
              {t('modal.amountDue', { amount: money.format(chosen.amountDue) })}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Controller
              control={form.control}
              name="amount"
              render={({ field, fieldState }) => (
                <TextInput
                  {...field}
                  label={t('modal.amount')}
                  description={understoodText(field.value)}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  inputMode="decimal"
                  autoComplete="off"
                  withAsterisk
                  data-autofocus
                  rightSection={
                    <Text size="xs" c="dimmed">
                      {money.currency}
                    </Text>
                  }
                  rightSectionWidth={48}
                  styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
                  error={errorText(fieldState.error?.message)}
                />
              )}
            />
            <Controller
              control={form.control}
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
            <Controller
              control={form.control}
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
              control={form.control}
              name="reference"
              render={({ field }) => (
                <TextInput
                  {...field}
                  label={t('modal.reference')}
                  placeholder={t('modal.referencePlaceholder')}
                  autoComplete="off"
                />
              )}
            />
          </SimpleGrid>
          {method === 'MOBILE_MONEY' && (
            <Controller
              control={form.control}
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
          )}
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconInfoCircle size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="xs" c="dimmed">
              {t('modal.hint')}
            </Text>
          </Group>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting} disabled={!chosen}>
              {t('modal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

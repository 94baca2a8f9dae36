import type { AccountingDocument, PaymentType, WorkFolder } from '@bilan/contract';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { foreignCurrencyOf, useMoney } from '../../invoices/public.ts';
import { bankChargesOf, type PaymentFormValues, paymentErrorText, readAmountText } from '../payment-form.ts';
import { AdvanceOffer } from './advance-offer.tsx';
import { BankChargesPreview } from './bank-charges-preview.tsx';
import { ForeignPaymentPreview } from './foreign-payment-preview.tsx';
import { PaymentConfirmation } from './payment-confirmation.tsx';
import { PaymentDocumentSelect, PaymentFields } from './payment-fields.tsx';
import { usePaymentForm } from './use-payment-form.ts';

/** The note that a payment posts at once, and the form's buttons. */
function PaymentFormFooter({
  onCancel,
  submitting,
  ready,
}: {
  onCancel: () => void;
  submitting: boolean;
  ready: boolean;
}) {
  const { t } = useTranslation('payments');
  const { t: tCommon } = useTranslation();
  return (
    <>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconInfoCircle size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="xs" c="dimmed">
          {t('modal.hint')}
        </Text>
      </Group>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {tCommon('actions.cancel')}
        </Button>
        <Button type="submit" loading={submitting} disabled={!ready}>
          {t('modal.submit')}
        </Button>
      </Group>
    </>
  );
}

/** The document paid: chosen among the open ones when the modal was not opened from one, and what it still owes. */
function DocumentToPay({
  form,
  document,
  chosen,
  openDocuments,
  language,
  errorText,
}: {
  form: UseFormReturn<PaymentFormValues>;
  document: AccountingDocument | null;
  chosen: AccountingDocument | null;
  openDocuments: readonly AccountingDocument[];
  language: string;
  errorText: (code: string | undefined) => string | undefined;
}) {
  const { t } = useTranslation('payments');
  const money = useMoney(foreignCurrencyOf(chosen));
  return (
    <>
      {!document && openDocuments.length === 0 && <Alert color="gray">{t('modal.noOpenDocument')}</Alert>}
      {!document && openDocuments.length > 0 && (
        <PaymentDocumentSelect
          control={form.control}
          setValue={form.setValue}
          openDocuments={openDocuments}
          language={language}
          errorText={errorText}
        />
      )}
      {chosen && (
        <Text size="sm" c="dimmed" data-testid="payment-amount-due">
          {t('modal.amountDue', { amount: money.format(chosen.amountDue) })}
        </Text>
      )}
    </>
  );
}

/** Ctrl+Enter (⌘+Enter) reviews the payment from any field. */
const reviewOnControlEnter = (review: () => Promise<void>) => (event: KeyboardEvent<HTMLFormElement>) => {
  if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
    event.preventDefault();
    void review();
  }
};

/**
 * What the payment posts beyond its amount, as typed so far: for a foreign-currency document its rate,
 * value and exchange difference; the bank charges on their own line.
 */
function PaymentPreview({
  form,
  chosen,
  type,
  scale,
  language,
}: {
  form: UseFormReturn<PaymentFormValues>;
  chosen: AccountingDocument | null;
  type: PaymentType | null;
  scale: number;
  language: string;
}) {
  const [amountText, date, method, bankCharges] = useWatch({
    control: form.control,
    name: ['amount', 'date', 'method', 'bankCharges'],
  });
  const charges = bankChargesOf({ method, bankCharges }, language, scale);
  if (!chosen || !type) return null;
  if (!foreignCurrencyOf(chosen)) return <BankChargesPreview charges={charges} />;
  return <ForeignPaymentPreview document={chosen} amountText={amountText} date={date} type={type} charges={charges} />;
}

/** The payment's fields: the document when none is given, the amount due, the method and its details. */
function PaymentForm({
  payment,
  document,
  openDocuments,
  folder,
  countryCode,
  currency,
  preview,
}: {
  payment: ReturnType<typeof usePaymentForm>;
  document: AccountingDocument | null;
  openDocuments: readonly AccountingDocument[];
  folder: WorkFolder;
  countryCode: string | null;
  currency: string | null;
  preview: ReactNode;
}) {
  const { t, i18n } = useTranslation('payments');
  const { t: tCommon } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { form, chosen, confirming } = payment;
  const errorText = (code: string | undefined) => paymentErrorText(t, tCommon, code);
  return (
    <form onSubmit={payment.review} onKeyDown={reviewOnControlEnter(payment.review)} noValidate hidden={confirming}>
      <Stack gap="md">
        {payment.unsaved.banner}
        <DocumentToPay
          form={form}
          document={document}
          chosen={chosen}
          openDocuments={openDocuments}
          language={language}
          errorText={errorText}
        />
        <PaymentFields
          control={form.control}
          folder={folder}
          method={payment.method}
          phone={payment.phone}
          countryCode={countryCode}
          language={language}
          currency={currency}
          errorText={errorText}
        />
        {preview}
        <PaymentFormFooter onCancel={payment.close} submitting={form.formState.isSubmitting} ready={Boolean(chosen)} />
      </Stack>
    </form>
  );
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
  const language = i18n.resolvedLanguage ?? 'en';
  const payment = usePaymentForm({ opened, onClose, folder, document, openDocuments, scale, countryCode, language });
  const { form, chosen, kind, confirming } = payment;
  // A foreign-currency document is paid in its currency: amounts are labelled with it, not the company's.
  const money = useMoney(foreignCurrencyOf(chosen));
  const preview = (
    <PaymentPreview
      form={form}
      chosen={chosen}
      type={kind?.paymentType ?? null}
      scale={payment.amountScale}
      language={language}
    />
  );
  const title = chosen
    ? t('modal.title', { number: chosen.number ?? '' })
    : t(`record.${openDocuments[0]?.type === 'PURCHASE_INVOICE' ? 'DISBURSEMENT' : 'RECEIPT'}`);

  return (
    <>
      {payment.unsaved.keepers}
      <Modal
        opened={opened}
        onClose={payment.dismiss}
        title={title}
        centered
        radius="lg"
        size="lg"
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {confirming && kind?.paymentType && (
          <PaymentConfirmation
            type={kind.paymentType}
            partyName={payment.partyName}
            amount={money.format(readAmountText(form.getValues('amount'), language, payment.amountScale))}
            method={payment.method}
            details={preview}
            loading={form.formState.isSubmitting}
            onConfirm={() => void payment.record()}
            onBack={payment.backToForm}
          />
        )}
        {chosen && !confirming && <AdvanceOffer document={chosen} folder={folder} onUsed={onClose} />}
        <PaymentForm
          payment={payment}
          document={document}
          openDocuments={openDocuments}
          folder={folder}
          countryCode={countryCode}
          currency={money.currency}
          preview={preview}
        />
      </Modal>
    </>
  );
}

import type { AccountingDocument, WorkFolder } from '@bilan/contract';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../invoices/public.ts';
import { paymentErrorText, readAmountText } from '../payment-form.ts';
import { PaymentConfirmation } from './payment-confirmation.tsx';
import { PaymentDocumentSelect, PaymentFields } from './payment-fields.tsx';
import { usePaymentForm } from './use-payment-form.ts';

/** The payment's fields: the document when none is given, the amount due, the method and its details. */
function PaymentForm({
  payment,
  document,
  openDocuments,
  folder,
  countryCode,
}: {
  payment: ReturnType<typeof usePaymentForm>;
  document: AccountingDocument | null;
  openDocuments: readonly AccountingDocument[];
  folder: WorkFolder;
  countryCode: string | null;
}) {
  const { t, i18n } = useTranslation('payments');
  const { t: tCommon } = useTranslation();
  const money = useMoney();
  const language = i18n.resolvedLanguage ?? 'en';
  const { form, chosen, confirming } = payment;
  const errorText = (code: string | undefined) => paymentErrorText(t, tCommon, code);
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
      event.preventDefault();
      void payment.review();
    }
  };
  return (
    <form onSubmit={payment.review} onKeyDown={onKeyDown} noValidate hidden={confirming}>
      <Stack gap="md">
        {payment.unsaved.banner}
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
        <PaymentFields
          control={form.control}
          folder={folder}
          method={payment.method}
          phone={payment.phone}
          countryCode={countryCode}
          language={language}
          errorText={errorText}
        />
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconInfoCircle size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="xs" c="dimmed">
            {t('modal.hint')}
          </Text>
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={payment.close}>
            {tCommon('actions.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting} disabled={!chosen}>
            {t('modal.submit')}
          </Button>
        </Group>
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
  const money = useMoney();
  const language = i18n.resolvedLanguage ?? 'en';
  const payment = usePaymentForm({ opened, onClose, folder, document, openDocuments, scale, countryCode, language });
  const { form, chosen, kind, confirming } = payment;

  const title = chosen
    ? t('modal.title', { number: chosen.number ?? '' })
    : t(`record.${openDocuments[0]?.type === 'PURCHASE_INVOICE' ? 'DISBURSEMENT' : 'RECEIPT'}`);

  return (
    <>
      {payment.unsaved.keepers}
      <Modal
        opened={opened}
        onClose={payment.close}
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
            amount={money.format(readAmountText(form.getValues('amount'), language, scale))}
            method={payment.method}
            loading={form.formState.isSubmitting}
            onConfirm={() => void payment.record()}
            onBack={payment.backToForm}
          />
        )}
        <PaymentForm
          payment={payment}
          document={document}
          openDocuments={openDocuments}
          folder={folder}
          countryCode={countryCode}
        />
      </Modal>
    </>
  );
}

import { PAYMENT_METHODS, type PaymentMethod, type VatPeriod } from '@bilan/contract';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field.tsx';
import { todayIsoDate } from '../../../lib/format.ts';
import { useClaimVatRefund } from '../api/claim-vat-refund.ts';
import { usePayVatReturn } from '../api/pay-vat-return.ts';
import { remainingAmount } from '../vat-amounts.ts';

export type VatActionKind = 'PAYMENT' | 'REFUND_CLAIM';

/** What is left: the VAT due less what was paid, or the credit less what was claimed, as decimal text. */
function remainingOf(period: VatPeriod, kind: VatActionKind): string {
  return kind === 'PAYMENT'
    ? remainingAmount(period.netDue ?? '0', period.amountPaid)
    : remainingAmount(period.credit ?? '0', period.refundClaimed);
}

/** Paying the VAT due of a filed return, or claiming the refund of its credit: a date, an amount, a reference. */
export function VatActionDialog({
  kind,
  workFolderId,
  period,
  periodLabel,
  onClose,
}: {
  kind: VatActionKind;
  workFolderId: string;
  period: VatPeriod;
  periodLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('reports');
  const [date, setDate] = useState(todayIsoDate());
  const [method, setMethod] = useState<PaymentMethod>('BANK_TRANSFER');
  const [amount, setAmount] = useState(remainingOf(period, kind));
  const [reference, setReference] = useState('');
  const pay = usePayVatReturn(workFolderId);
  const claim = useClaimVatRefund(workFolderId);
  const pending = pay.isPending || claim.isPending;
  const submit = () => {
    const common = { date, amount, reference: reference || null };
    const options = { onSuccess: onClose };
    if (kind === 'PAYMENT') pay.mutate({ vatReturnId: period.returnId ?? '', body: { ...common, method } }, options);
    else claim.mutate({ vatReturnId: period.returnId ?? '', body: common }, options);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(kind === 'PAYMENT' ? 'vat.payTitle' : 'vat.refundTitle', { period: periodLabel })}
    >
      <Stack gap="sm">
        <DateField label={t('vat.date')} value={date} onChange={setDate} required />
        {kind === 'PAYMENT' && (
          <Select
            label={t('vat.method')}
            data={PAYMENT_METHODS.map((value) => ({ value, label: t(`vat.methods.${value}`) }))}
            value={method}
            onChange={(value) => value && setMethod(value as PaymentMethod)}
            allowDeselect={false}
          />
        )}
        <TextInput
          label={t('vat.paymentAmount')}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
        />
        <TextInput
          label={t('vat.reference')}
          value={reference}
          maxLength={100}
          onChange={(event) => setReference(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('vat.cancel')}
          </Button>
          <Button loading={pending} onClick={submit}>
            {t(kind === 'PAYMENT' ? 'vat.submitPayment' : 'vat.submitRefund')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

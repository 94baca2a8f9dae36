import { currencyScale } from '@bilan/accounting';
import type { AccountingDocument, Advance, WorkFolder } from '@bilan/contract';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field.tsx';
import { decimalForInput } from '../../../lib/decimal-input.ts';
import { useAmountIn } from '../../../lib/use-amount-in.ts';
import { useAdvances, useApplyAdvance } from '../api/advances.ts';
import { defaultPaymentDate, readAmountText } from '../payment-form.ts';

/** The smaller of two amounts written at the same scale ('2000.00' and '5000.00'). */
const smaller = (left: string, right: string) =>
  BigInt(left.replace('.', '')) <= BigInt(right.replace('.', '')) ? left : right;

/**
 * In an invoice's payment modal: the party's advances left in the invoice's currency, and the form
 * that sets one against the invoice instead of recording money received or paid.
 */
export function AdvanceOffer({
  document,
  folder,
  onUsed,
}: {
  document: AccountingDocument;
  folder: WorkFolder;
  onUsed: () => void;
}) {
  const { t } = useTranslation('payments');
  const type =
    document.type === 'SALE_INVOICE' ? 'RECEIPT' : document.type === 'PURCHASE_INVOICE' ? 'DISBURSEMENT' : undefined;
  const advances = useAdvances(type ? folder.id : null, { partyId: document.partyId, type, open: true });
  const [using, setUsing] = useState(false);
  const usable = (advances.data?.items ?? []).filter((advance) => advance.currency === document.currency);
  if (!type || usable.length === 0 || BigInt((document.amountDue ?? '0').replace('.', '')) <= 0n) return null;
  return (
    <Alert color="blue" icon={<IconCash size={18} />} data-testid="advance-offer">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('advances.offer', { count: usable.length })}</Text>
          {!using && (
            <Button size="xs" variant="light" onClick={() => setUsing(true)}>
              {t('advances.use')}
            </Button>
          )}
        </Group>
        {using && <UseAdvanceForm document={document} folder={folder} advances={usable} onUsed={onUsed} />}
      </Stack>
    </Alert>
  );
}

function UseAdvanceForm({
  document,
  folder,
  advances,
  onUsed,
}: {
  document: AccountingDocument;
  folder: WorkFolder;
  advances: readonly Advance[];
  onUsed: () => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.resolvedLanguage ?? 'en';
  const amountIn = useAmountIn();
  const apply = useApplyAdvance(folder.id, onUsed);
  const due = document.amountDue ?? '0';
  const first = advances[0];
  const [advanceId, setAdvanceId] = useState(first?.id ?? '');
  const [amount, setAmount] = useState(first ? decimalForInput(smaller(first.left, due), language) : '');
  const [date, setDate] = useState(defaultPaymentDate(folder));
  const chosen = advances.find((advance) => advance.id === advanceId);
  const submit = () => {
    if (!chosen) return;
    const body = {
      accountingDocumentId: document.id,
      date,
      amount: readAmountText(amount, language, currencyScale(document.currency)),
    };
    apply.mutate({ advanceId: chosen.id, body });
  };
  return (
    <Stack gap="sm">
      <Select
        label={t('advances.choose')}
        data={advances.map((advance) => ({
          value: advance.id,
          label: `${advance.number ?? ''} · ${t('advances.leftOf', { amount: amountIn(advance.left, advance.currency) })}`,
        }))}
        value={advanceId}
        onChange={(value) => {
          const next = advances.find((advance) => advance.id === value);
          if (!next) return;
          setAdvanceId(next.id);
          setAmount(decimalForInput(smaller(next.left, due), language));
        }}
        allowDeselect={false}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('advances.amountUsed')}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          inputMode="decimal"
          autoComplete="off"
          rightSection={
            <Text size="xs" c="dimmed">
              {document.currency}
            </Text>
          }
          rightSectionWidth={48}
          styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
        />
        <DateField
          label={t('modal.date')}
          value={date}
          onChange={setDate}
          min={folder.startDate}
          max={folder.endDate}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button size="sm" onClick={submit} loading={apply.isPending} disabled={!chosen || amount.trim() === ''}>
          {t('advances.apply')}
        </Button>
      </Group>
    </Stack>
  );
}

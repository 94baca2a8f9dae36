import { currencyScale } from '@bilan/accounting';
import { type Advance, PAYMENT_METHODS, type PaymentMethod, type PaymentType, type WorkFolder } from '@bilan/contract';
import { Button, Group, Modal, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconCash, IconInfoCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/ui/date-field.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useAmountIn } from '../../../lib/use-amount-in.ts';
import { useMoney } from '../../invoices/public.ts';
import { useParty } from '../../parties/api/get-party.ts';
import { PartyPicker } from '../../parties/public.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useAdvances, useRecordAdvance } from '../api/advances.ts';
import { defaultPaymentDate, readAmountText } from '../payment-form.ts';

/** What advances are and what they do not carry (no VAT): said once, under the section's title and in the form. */
function AdvanceHint() {
  const { t } = useTranslation('payments');
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconInfoCircle size={16} color="var(--mantine-color-dimmed)" style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="xs" c="dimmed">
        {t('advances.hint')}
      </Text>
    </Group>
  );
}

function AdvanceRow({ advance }: { advance: Advance }) {
  const { t, i18n } = useTranslation('payments');
  const amountIn = useAmountIn();
  const money = useMoney();
  const foreign = advance.exchangeRate !== null;
  // On a phone the number goes under the date, so the four figures fit without scrolling sideways.
  const number = advance.number ?? t(`state.${advance.state}`);
  return (
    <Table.Tr data-testid="advance-row">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatCalendarDate(advance.date, i18n.resolvedLanguage ?? 'en')}
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {number}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {number}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {amountIn(advance.amount, advance.currency)}
        {foreign && (
          <Text size="xs" c="dimmed">
            {money.format(advance.companyAmount)}
          </Text>
        )}
      </Table.Td>
      <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {amountIn(advance.left, advance.currency)}
        {foreign && (
          <Text size="xs" c="dimmed" fw={400}>
            {money.format(advance.companyLeft)}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * A customer's advances received or a supplier's advances paid, with what is left of each in its
 * currency and, at its rate, in the company's; "Record an advance" for who may record payments.
 */
export function PartyAdvances({
  party,
  type,
}: {
  party: { id: string; name: string; countryCode: string; currency?: string | null };
  type: PaymentType;
}) {
  const { t } = useTranslation('payments');
  const { workFolderId, folder } = useCurrentWorkFolder();
  const canRecord = useCan('payments.write');
  const [recording, setRecording] = useState(false);
  const advances = useAdvances(workFolderId, { partyId: party.id, type });
  const items = advances.data?.items.filter((advance) => advance.state === 'VALIDATED') ?? [];
  return (
    <Paper withBorder radius="lg" p={0}>
      <Group justify="space-between" align="flex-start" p="md" gap="sm">
        <Stack gap={2} style={{ flex: '1 1 16rem' }}>
          <Title order={2} size="h5">
            {t(`advances.title.${type}`)}
          </Title>
          <AdvanceHint />
        </Stack>
        {canRecord && folder && (
          <Button variant="default" leftSection={<IconCash size={16} />} onClick={() => setRecording(true)}>
            {t(`advances.record.${type}`)}
          </Button>
        )}
      </Group>
      {items.length === 0 ? (
        <Text c="dimmed" ta="center" pb="xl" px="md">
          {t('advances.none')}
        </Text>
      ) : (
        <ScrollTable minWidth={300} label={t(`advances.title.${type}`)}>
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={t(`advances.title.${type}`)}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>{t('columns.date')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('columns.number')}</Table.Th>
                <Table.Th ta="right">{t('columns.amount')}</Table.Th>
                <Table.Th ta="right">{t('advances.left')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((advance) => (
                <AdvanceRow key={advance.id} advance={advance} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {folder && recording && (
        <RecordAdvanceModal party={party} type={type} folder={folder} onClose={() => setRecording(false)} />
      )}
    </Paper>
  );
}

interface AdvanceValues {
  date: string;
  amount: string;
  currency: string;
  method: PaymentMethod;
  reference: string;
}

/** The advance's amount, currency (the party's by default), date, method and reference. */
function AdvanceFields({
  values,
  change,
  folder,
}: {
  values: AdvanceValues;
  change: (next: Partial<AdvanceValues>) => void;
  folder: WorkFolder;
}) {
  const { t } = useTranslation('payments');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <TextInput
        label={t('modal.amount')}
        value={values.amount}
        onChange={(event) => change({ amount: event.currentTarget.value })}
        inputMode="decimal"
        autoComplete="off"
        withAsterisk
        data-autofocus
        styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
      />
      <TextInput
        label={t('advances.currency')}
        value={values.currency}
        onChange={(event) => change({ currency: event.currentTarget.value })}
        maxLength={3}
        autoComplete="off"
      />
      <DateField
        label={t('modal.date')}
        value={values.date}
        onChange={(date) => change({ date })}
        min={folder.startDate}
        max={folder.endDate}
        withAsterisk
      />
      <Select
        label={t('modal.method')}
        data={PAYMENT_METHODS.map((value) => ({ value, label: t(`method.${value}`) }))}
        value={values.method}
        onChange={(value) => value && change({ method: value as PaymentMethod })}
        allowDeselect={false}
        withAsterisk
      />
      <TextInput
        label={t('modal.reference')}
        value={values.reference}
        onChange={(event) => change({ reference: event.currentTarget.value })}
        autoComplete="off"
      />
    </SimpleGrid>
  );
}

/**
 * Records an advance of the party: posted at once, in its currency at the rate of its date. Opened
 * from a list (receipts, disbursements) it has no party yet and asks for one first.
 */
export function RecordAdvanceModal({
  party: given,
  type,
  folder,
  onClose,
}: {
  party: { id: string; name: string; currency?: string | null } | null;
  type: PaymentType;
  folder: WorkFolder;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const { t: tCommon } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const company = useMoney();
  const record = useRecordAdvance(folder.id);
  const role = type === 'RECEIPT' ? 'CUSTOMER' : 'SUPPLIER';
  const [pickedId, setPickedId] = useState<string | null>(null);
  const picked = useParty(useStoredValue('companyId'), role, given ? null : pickedId, folder.id).data;
  const party = given ?? (picked && pickedId ? { id: pickedId, name: picked.name, currency: picked.currency } : null);
  const [values, setValues] = useState<AdvanceValues>({
    date: defaultPaymentDate(folder),
    amount: '',
    currency: given?.currency ?? company.currency ?? '',
    method: 'BANK_TRANSFER',
    reference: '',
  });
  const change = (next: Partial<AdvanceValues>) => setValues((current) => ({ ...current, ...next }));
  // The picked party's currency becomes the default, as the party page's own.
  const [currencyOf, setCurrencyOf] = useState<string | null>(null);
  if (!given && party && currencyOf !== party.id) {
    setCurrencyOf(party.id);
    change({ currency: party.currency ?? company.currency ?? '' });
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!party) return;
    const code = values.currency.trim().toUpperCase();
    const scale = /^[A-Z]{3}$/.test(code) ? currencyScale(code) : (company.scale ?? 0);
    const body = {
      type,
      partyId: party.id,
      date: values.date,
      amount: readAmountText(values.amount, language, scale),
      currency: code || null,
      method: values.method,
      reference: values.reference.trim() || null,
    };
    record.mutate(body, { onSuccess: onClose });
  };
  return (
    <Modal opened onClose={onClose} title={t(`advances.record.${type}`)} centered radius="lg" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {given ? (
            <Text size="sm">{given.name}</Text>
          ) : (
            <PartyPicker
              partyRole={role}
              label={t(`advances.party.${type}`)}
              value={pickedId}
              onChange={setPickedId}
              withAsterisk
            />
          )}
          <AdvanceFields values={values} change={change} folder={folder} />
          <AdvanceHint />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
            <Button type="submit" loading={record.isPending} disabled={values.amount.trim() === '' || !party}>
              {t(`advances.record.${type}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

import { currencyScale, formatAmount, toAmount } from '@bilan/accounting';
import type { Transfer, TreasuryAccount, WorkFolder } from '@bilan/contract';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DateField } from '../../../components/ui/date-field.tsx';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { normalizeDecimalInput } from '../../../lib/decimal-input.ts';
import { formatAmountText, formatCalendarDate, formatCurrencyAmount, todayIsoDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useExchangeRateOn } from '../../settings/api/get-exchange-rate-on.ts';
import { useCompanyMoney } from '../../shell/api/get-company.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useTreasuryAccounts } from '../api/treasury-accounts.ts';
import { useRecordTransfer, useTransfers } from '../api/treasury-transfers.ts';
import { type TransferFigures, transferFigures } from '../transfer-figures.ts';

/**
 * Money moved between the company's treasury accounts (bank to bank, to cash, to a wallet), in any
 * currencies: the folder's transfers, and "Transfer between accounts" for those who record payments.
 */
export function TreasuryTransfers({ companyId }: { companyId: string | null }) {
  const { t } = useTranslation('bankStatements');
  const { workFolderId, folder } = useCurrentWorkFolder();
  const canWrite = useCan('payments.write');
  const transfers = useTransfers(workFolderId);
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {t('transfers.title')}
        </Title>
        {canWrite && folder?.status === 'OPEN' && (
          <Button size="sm" onClick={() => setOpen(true)}>
            {t('transfers.new')}
          </Button>
        )}
      </Group>
      {!transfers.data ? (
        <LoadingRows count={2} height={30} />
      ) : transfers.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('transfers.empty')}
        </Text>
      ) : (
        <TransferTable items={transfers.data.items} />
      )}
      {open && folder && workFolderId && (
        <TransferModal
          companyId={companyId}
          workFolderId={workFolderId}
          folder={folder}
          onClose={() => setOpen(false)}
        />
      )}
    </Paper>
  );
}

function TransferTable({ items }: { items: Transfer[] }) {
  const { t, i18n } = useTranslation('bankStatements');
  const language = i18n.resolvedLanguage ?? 'en';
  const company = useCompanyMoney();
  const money = (amount: string, currency: string) => formatCurrencyAmount(amount, language, currency);
  return (
    <ScrollTable minWidth={560} label={t('transfers.title')}>
      <Table verticalSpacing={6} aria-label={t('transfers.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('transfers.columns.date')}</Table.Th>
            <Table.Th>{t('transfers.columns.accounts')}</Table.Th>
            <Table.Th ta="right">{t('transfers.columns.sent')}</Table.Th>
            <Table.Th ta="right">{t('transfers.columns.received')}</Table.Th>
            <Table.Th ta="right">{t('transfers.columns.difference')}</Table.Th>
            <Table.Th>{t('transfers.columns.entry')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((transfer) => (
            <Table.Tr key={transfer.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(transfer.date, language)}</Table.Td>
              <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {transfer.fromAccountNumber} → {transfer.toAccountNumber}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(transfer.amountSent, transfer.fromCurrency)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(transfer.amountReceived, transfer.toCurrency)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {transfer.exchangeDifference === '0' || /^0(\.0+)?$/.test(transfer.exchangeDifference)
                  ? '—'
                  : money(transfer.exchangeDifference, company.currency ?? transfer.fromCurrency)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {transfer.state === 'VALIDATED' ? transfer.number : t(`transfers.states.${transfer.state}`)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** A day inside the folder: today when it is, else the folder's last day. */
const defaultDate = (folder: WorkFolder) => {
  const today = todayIsoDate();
  return today >= folder.startDate && today <= folder.endDate ? today : folder.endDate;
};

interface TransferForm {
  fromId: string | null;
  toId: string | null;
  date: string;
  sent: string;
  received: string;
  charges: string;
  reference: string;
}

function TransferModal({
  companyId,
  workFolderId,
  folder,
  onClose,
}: {
  companyId: string | null;
  workFolderId: string;
  folder: WorkFolder;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('bankStatements');
  const { t: tCommon } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const accounts = useTreasuryAccounts(companyId).data?.items ?? [];
  const record = useRecordTransfer(workFolderId);
  const [form, setForm] = useState<TransferForm>({
    fromId: null,
    toId: null,
    date: defaultDate(folder),
    sent: '',
    received: '',
    charges: '',
    reference: '',
  });
  const set = (patch: Partial<TransferForm>) => setForm((current) => ({ ...current, ...patch }));
  const from = accounts.find((account) => account.accountId === form.fromId);
  const to = accounts.find((account) => account.accountId === form.toId);
  const same = Boolean(from && to && from.currency === to.currency);
  const decimal = (text: string) => normalizeDecimalInput(text, language);
  const submit = () => {
    if (!form.fromId || !form.toId) return;
    const body = {
      fromAccountId: form.fromId,
      toAccountId: form.toId,
      date: form.date,
      amountSent: decimal(form.sent),
      amountReceived: same || !form.received ? null : decimal(form.received),
      bankCharges: form.charges ? decimal(form.charges) : null,
      reference: form.reference || null,
    };
    record.mutate(body, {
      onSuccess: (transfer) => {
        showToast({ type: 'success', message: t('transfers.posted', { number: transfer.number }) });
        onClose();
      },
    });
  };
  return (
    <Modal opened onClose={onClose} title={t('transfers.new')} centered radius="lg" size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <TransferFields form={form} set={set} accounts={accounts} folder={folder} />
          {from && to && <TransferPreview companyId={companyId} from={from} to={to} form={form} />}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
            <Button type="submit" loading={record.isPending} disabled={!from || !to || !form.sent}>
              {t('transfers.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The transfer's accounts, date, reference and amounts, each amount in its account's currency. */
function TransferFields({
  form,
  set,
  accounts,
  folder,
}: {
  form: TransferForm;
  set: (patch: Partial<TransferForm>) => void;
  accounts: TreasuryAccount[];
  folder: WorkFolder;
}) {
  const { t } = useTranslation('bankStatements');
  const from = accounts.find((account) => account.accountId === form.fromId);
  const to = accounts.find((account) => account.accountId === form.toId);
  const same = Boolean(from && to && from.currency === to.currency);
  const options = accounts.map((account) => ({
    value: account.accountId,
    label: `${account.accountNumber} ${account.label} · ${account.currency}`,
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label={t('transfers.from')}
        data={options}
        value={form.fromId}
        onChange={(value) => set({ fromId: value })}
        searchable
        withAsterisk
      />
      <Select
        label={t('transfers.to')}
        data={options.filter((option) => option.value !== form.fromId)}
        value={form.toId}
        onChange={(value) => set({ toId: value })}
        searchable
        withAsterisk
      />
      <DateField
        label={t('transfers.date')}
        value={form.date}
        onChange={(date) => set({ date })}
        min={folder.startDate}
        max={folder.endDate}
        withAsterisk
      />
      <TextInput
        label={t('transfers.reference')}
        value={form.reference}
        onChange={(event) => set({ reference: event.currentTarget.value })}
        maxLength={100}
      />
      <TextInput
        label={t('transfers.amountSent', { currency: from?.currency ?? '' })}
        value={form.sent}
        onChange={(event) => set({ sent: event.currentTarget.value })}
        inputMode="decimal"
        withAsterisk
      />
      <TextInput
        label={t('transfers.amountReceived', { currency: to?.currency ?? '' })}
        description={same ? t('transfers.sameCurrency') : undefined}
        value={same ? form.sent : form.received}
        onChange={(event) => set({ received: event.currentTarget.value })}
        inputMode="decimal"
        disabled={same}
        withAsterisk
      />
      <TextInput
        label={t('transfers.charges', { currency: from?.currency ?? '' })}
        description={t('transfers.chargesHint')}
        value={form.charges}
        onChange={(event) => set({ charges: event.currentTarget.value })}
        inputMode="decimal"
      />
    </SimpleGrid>
  );
}

/**
 * The rate the two amounts imply and, at the rates of the date (fetched for each foreign side), the
 * value of each side in the company's currency and the exchange difference the entry will book.
 */
function TransferPreview({
  companyId,
  from,
  to,
  form,
}: {
  companyId: string | null;
  from: TreasuryAccount;
  to: TreasuryAccount;
  form: TransferForm;
}) {
  const { t, i18n } = useTranslation('bankStatements');
  const language = i18n.resolvedLanguage ?? 'en';
  const company = useCompanyMoney();
  const companyCurrency = company.currency ?? from.currency;
  const foreign = (account: TreasuryAccount) => (account.currency === companyCurrency ? null : account.currency);
  const fromRate = useExchangeRateOn(companyId, foreign(from), form.date || null);
  const toRate = useExchangeRateOn(companyId, foreign(to), form.date || null);
  const missing = [fromRate.missing ? from.currency : null, toRate.missing ? to.currency : null].filter(Boolean);
  const figures = transferFigures(
    { currency: from.currency, rate: fromRate.data?.rate ?? null },
    { currency: to.currency, rate: toRate.data?.rate ?? null },
    { sent: form.sent, received: form.received },
    companyCurrency,
    language,
  );
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="transfer-preview">
      {missing.length > 0 ? (
        <Alert color="orange" data-testid="transfer-rate-missing">
          {t('transfers.rateMissing', { currency: missing.join(', ') })}{' '}
          <Anchor component={Link} to="/apps/settings/exchange-rates" size="sm" c="dark" underline="always" fw={600}>
            {t('transfers.addRate')}
          </Anchor>
        </Alert>
      ) : figures ? (
        <PreviewFigures figures={figures} from={from} to={to} companyCurrency={companyCurrency} />
      ) : (
        <Text size="sm">{t('transfers.typeAmounts')}</Text>
      )}
    </Paper>
  );
}

function PreviewFigures({
  figures,
  from,
  to,
  companyCurrency,
}: {
  figures: TransferFigures;
  from: TreasuryAccount;
  to: TreasuryAccount;
  companyCurrency: string;
}) {
  const { t, i18n } = useTranslation('bankStatements');
  const language = i18n.resolvedLanguage ?? 'en';
  const scale = currencyScale(companyCurrency);
  const shown = (amount: bigint) =>
    formatAmountText(formatAmount(toAmount(amount < 0n ? -amount : amount), scale), language, scale, {
      currency: companyCurrency,
    });
  const rate = figures.impliedRate && (language === 'fr' ? figures.impliedRate.replace('.', ',') : figures.impliedRate);
  return (
    <Stack gap={4}>
      {rate && (
        <Text size="sm" data-testid="transfer-implied-rate">
          {t('transfers.impliedRate', { from: from.currency, to: to.currency, rate })}
        </Text>
      )}
      {figures.valueSent !== null && figures.valueReceived !== null && (
        <Text size="sm" data-testid="transfer-values">
          {t('transfers.values', { sent: shown(figures.valueSent), received: shown(figures.valueReceived) })}
        </Text>
      )}
      {figures.difference !== null && (
        <Text size="sm" fw={600} data-testid="transfer-difference" c={figures.difference < 0n ? 'teal.9' : undefined}>
          {figures.difference === 0n
            ? t('transfers.noDifference')
            : t(figures.difference > 0n ? 'transfers.loss' : 'transfers.gain', { amount: shown(figures.difference) })}
        </Text>
      )}
    </Stack>
  );
}

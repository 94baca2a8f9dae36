import type { Loan, LoanRepayment, TreasuryAccount, WorkFolder } from '@bilan/contract';
import {
  Badge,
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
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancellationDateInput } from '../../../components/ui/cancellation-date-input.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { normalizeDecimalInput } from '../../../lib/decimal-input.ts';
import { formatCalendarDate, formatCurrencyAmount, todayIsoDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useCompactChartClass } from '../../chart-of-accounts/api/get-chart-of-accounts.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useCancelLoan, useLoans, useRecordLoan, useRepayLoan } from '../api/foreign-loans.ts';
import { useTreasuryAccounts } from '../api/treasury-accounts.ts';

/** Loans received in a foreign currency (class 16) and their repayments, each posted when recorded. */
export function ForeignLoans({ companyId }: { companyId: string | null }) {
  const { t } = useTranslation('bankStatements');
  const { workFolderId, folder } = useCurrentWorkFolder();
  const canWrite = useCan('payments.write') && folder?.status === 'OPEN';
  const loans = useLoans(workFolderId);
  const [open, setOpen] = useState(false);
  const [repaying, setRepaying] = useState<Loan | null>(null);
  const [cancelling, setCancelling] = useState<CancelTarget | null>(null);
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {t('loans.title')}
        </Title>
        {canWrite && (
          <Button size="sm" onClick={() => setOpen(true)}>
            {t('loans.new')}
          </Button>
        )}
      </Group>
      {!loans.data ? (
        <LoadingRows count={2} height={30} />
      ) : loans.data.items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('loans.empty')}
        </Text>
      ) : (
        <LoanTable
          items={loans.data.items}
          onRepay={canWrite ? setRepaying : null}
          onCancel={canWrite ? setCancelling : null}
        />
      )}
      {open && folder && workFolderId && (
        <LoanModal companyId={companyId} workFolderId={workFolderId} folder={folder} onClose={() => setOpen(false)} />
      )}
      {repaying && folder && workFolderId && (
        <RepaymentModal
          companyId={companyId}
          workFolderId={workFolderId}
          folder={folder}
          loan={repaying}
          onClose={() => setRepaying(null)}
        />
      )}
      {cancelling && workFolderId && (
        <CancelDialog workFolderId={workFolderId} target={cancelling} onClose={() => setCancelling(null)} />
      )}
    </Paper>
  );
}

/** A drawdown to cancel, or one of its repayments. */
interface CancelTarget {
  loan: Loan;
  repayment: LoanRepayment | null;
}

const isZero = (amount: string) => /^0(\.0+)?$/.test(amount);

function LoanTable({
  items,
  onRepay,
  onCancel,
}: {
  items: Loan[];
  onRepay: ((loan: Loan) => void) | null;
  onCancel: ((target: CancelTarget) => void) | null;
}) {
  const { t } = useTranslation('bankStatements');
  return (
    <ScrollTable minWidth={560} label={t('loans.title')}>
      <Table verticalSpacing={6} aria-label={t('loans.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('loans.columns.date')}</Table.Th>
            <Table.Th>{t('loans.columns.lender')}</Table.Th>
            <Table.Th ta="right">{t('loans.columns.principal')}</Table.Th>
            <Table.Th ta="right">{t('loans.columns.left')}</Table.Th>
            <Table.Th>{t('loans.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((loan) => (
            <LoanRows key={loan.id} loan={loan} onRepay={onRepay} onCancel={onCancel} />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** A loan's row, then one row per repayment; a cancelled one says so and offers nothing. */
function LoanRows({
  loan,
  onRepay,
  onCancel,
}: {
  loan: Loan;
  onRepay: ((loan: Loan) => void) | null;
  onCancel: ((target: CancelTarget) => void) | null;
}) {
  const { t, i18n } = useTranslation('bankStatements');
  const language = i18n.resolvedLanguage ?? 'en';
  const money = (amount: string) => formatCurrencyAmount(amount, language, loan.currency);
  const loanCancelled = loan.reversalEntryId !== null;
  const standing = loan.repayments.filter((repayment) => repayment.reversalEntryId === null);
  return (
    <>
      <Table.Tr>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(loan.date, language)}</Table.Td>
        <Table.Td>
          {loan.lender}{' '}
          <Text span ff="monospace">
            ({loan.accountNumber})
          </Text>
        </Table.Td>
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          {money(loan.principal)}
        </Table.Td>
        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
          {loanCancelled ? '' : money(loan.principalLeft)}
        </Table.Td>
        <Table.Td>
          {loanCancelled ? (
            <CancelledBadge />
          ) : (
            <Group gap={6} wrap="nowrap">
              {onRepay && !isZero(loan.principalLeft) && (
                <Button size="compact-sm" variant="light" onClick={() => onRepay(loan)}>
                  {t('loans.repay')}
                </Button>
              )}
              {onCancel && standing.length === 0 && (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  color="red"
                  aria-label={t('loans.cancelRowLoan', { lender: loan.lender })}
                  onClick={() => onCancel({ loan, repayment: null })}
                >
                  {t('loans.cancel')}
                </Button>
              )}
            </Group>
          )}
        </Table.Td>
      </Table.Tr>
      {loan.repayments.map((repayment) => (
        <RepaymentRow key={repayment.id} loan={loan} repayment={repayment} onCancel={onCancel} />
      ))}
    </>
  );
}

function CancelledBadge() {
  const { t } = useTranslation('bankStatements');
  return (
    <Badge variant="light" color="gray">
      {t('loans.cancelled')}
    </Badge>
  );
}

function RepaymentRow({
  loan,
  repayment,
  onCancel,
}: {
  loan: Loan;
  repayment: LoanRepayment;
  onCancel: ((target: CancelTarget) => void) | null;
}) {
  const { t, i18n } = useTranslation('bankStatements');
  const language = i18n.resolvedLanguage ?? 'en';
  const date = formatCalendarDate(repayment.date, language);
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{date}</Table.Td>
      <Table.Td pl="lg">
        <Text span size="sm" c="dimmed">
          {t('loans.repaymentRow')}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatCurrencyAmount(repayment.amount, language, loan.currency)}
      </Table.Td>
      <Table.Td />
      <Table.Td>
        {repayment.reversalEntryId !== null ? (
          <CancelledBadge />
        ) : (
          onCancel && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={t('loans.cancelRowRepayment', { date })}
              onClick={() => onCancel({ loan, repayment })}
            >
              {t('loans.cancel')}
            </Button>
          )
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** Asks before cancelling, with the day the reversing entry is dated (today by default). */
function CancelDialog({
  workFolderId,
  target,
  onClose,
}: {
  workFolderId: string;
  target: CancelTarget;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('bankStatements');
  const language = i18n.resolvedLanguage ?? 'en';
  const cancel = useCancelLoan(workFolderId);
  const { loan, repayment } = target;
  const [cancellationDate, setCancellationDate] = useState(todayIsoDate());
  const confirm = () =>
    cancel.mutate(
      { loanId: loan.id, repaymentId: repayment?.id, cancellationDate },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: t('loans.cancelledToast') });
          onClose();
        },
      },
    );
  return (
    <ConfirmDialog
      opened
      title={
        repayment
          ? t('loans.cancelRepaymentTitle', {
              amount: formatCurrencyAmount(repayment.amount, language, loan.currency),
            })
          : t('loans.cancelLoanTitle', { lender: loan.lender })
      }
      confirmLabel={t('loans.cancelConfirm')}
      color="red"
      loading={cancel.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text size="sm">{repayment ? t('loans.cancelRepaymentBody') : t('loans.cancelLoanBody')}</Text>
      <CancellationDateInput
        value={cancellationDate}
        onChange={setCancellationDate}
        minDate={repayment?.date ?? loan.date}
      />
    </ConfirmDialog>
  );
}

/** A day inside the folder: today when it is, else the folder's last day. */
const defaultDate = (folder: WorkFolder) => {
  const today = todayIsoDate();
  return today >= folder.startDate && today <= folder.endDate ? today : folder.endDate;
};

/** A modal holding a form, with cancel and submit buttons. */
function FormModal({
  title,
  submitLabel,
  pending,
  ready,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  submitLabel: string;
  pending: boolean;
  ready: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t: tCommon } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={title} centered radius="lg" size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {tCommon('actions.cancel')}
            </Button>
            <Button type="submit" loading={pending} disabled={!ready}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

const treasuryOptions = (accounts: TreasuryAccount[]) =>
  accounts.map((account) => ({
    value: account.accountId,
    label: `${account.accountNumber} ${account.label} · ${account.currency}`,
  }));

interface LoanForm {
  lender: string;
  accountId: string | null;
  currency: string;
  date: string;
  principal: string;
  treasuryId: string | null;
}

function LoanModal({
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
  const language = i18n.resolvedLanguage ?? 'en';
  const treasury = useTreasuryAccounts(companyId).data?.items ?? [];
  const classOne = useCompactChartClass(companyId, '1').data ?? [];
  const borrowing = classOne
    .flatMap((group) => group.accounts)
    .filter((account) => account.number.startsWith('16') && !account.isGroup && account.active)
    .map((account) => ({ value: account.id, label: `${account.number} ${account.label}` }));
  const record = useRecordLoan(workFolderId);
  const [form, setForm] = useState<LoanForm>({
    lender: '',
    accountId: null,
    currency: 'USD',
    date: defaultDate(folder),
    principal: '',
    treasuryId: null,
  });
  const set = (patch: Partial<LoanForm>) => setForm((current) => ({ ...current, ...patch }));
  const ready = Boolean(form.lender && form.accountId && form.treasuryId && form.principal);
  const submit = () => {
    if (!form.accountId || !form.treasuryId) return;
    const body = {
      lender: form.lender,
      accountId: form.accountId,
      currency: form.currency.trim().toUpperCase(),
      date: form.date,
      principal: normalizeDecimalInput(form.principal, language),
      treasuryAccountId: form.treasuryId,
    };
    record.mutate(body, {
      onSuccess: () => {
        showToast({ type: 'success', message: t('loans.posted') });
        onClose();
      },
    });
  };
  return (
    <FormModal
      title={t('loans.new')}
      submitLabel={t('loans.submit')}
      pending={record.isPending}
      ready={ready}
      onSubmit={submit}
      onClose={onClose}
    >
      <LoanFields form={form} set={set} folder={folder} borrowing={borrowing} treasury={treasury} />
    </FormModal>
  );
}

function LoanFields({
  form,
  set,
  folder,
  borrowing,
  treasury,
}: {
  form: LoanForm;
  set: (patch: Partial<LoanForm>) => void;
  folder: WorkFolder;
  borrowing: { value: string; label: string }[];
  treasury: TreasuryAccount[];
}) {
  const { t } = useTranslation('bankStatements');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={t('loans.lender')}
        value={form.lender}
        onChange={(event) => set({ lender: event.currentTarget.value })}
        maxLength={120}
        withAsterisk
      />
      <Select
        label={t('loans.account')}
        data={borrowing}
        value={form.accountId}
        onChange={(value) => set({ accountId: value })}
        searchable
        withAsterisk
      />
      <TextInput
        label={t('loans.currency')}
        value={form.currency}
        onChange={(event) => set({ currency: event.currentTarget.value })}
        maxLength={3}
        withAsterisk
      />
      <DateField
        label={t('loans.date')}
        value={form.date}
        onChange={(date) => set({ date })}
        min={folder.startDate}
        max={folder.endDate}
        withAsterisk
      />
      <TextInput
        label={t('loans.principal', { currency: form.currency })}
        value={form.principal}
        onChange={(event) => set({ principal: event.currentTarget.value })}
        inputMode="decimal"
        withAsterisk
      />
      <Select
        label={t('loans.treasury')}
        data={treasuryOptions(treasury)}
        value={form.treasuryId}
        onChange={(value) => set({ treasuryId: value })}
        searchable
        withAsterisk
      />
    </SimpleGrid>
  );
}

function RepaymentModal({
  companyId,
  workFolderId,
  folder,
  loan,
  onClose,
}: {
  companyId: string | null;
  workFolderId: string;
  folder: WorkFolder;
  loan: Loan;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('bankStatements');
  const language = i18n.resolvedLanguage ?? 'en';
  const treasury = useTreasuryAccounts(companyId).data?.items ?? [];
  const repay = useRepayLoan(workFolderId);
  const [date, setDate] = useState(defaultDate(folder));
  const [amount, setAmount] = useState('');
  const [treasuryId, setTreasuryId] = useState<string | null>(loan.treasuryAccountId);
  const submit = () => {
    if (!treasuryId) return;
    const body = { date, amount: normalizeDecimalInput(amount, language), treasuryAccountId: treasuryId };
    repay.mutate(
      { loanId: loan.id, body },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: t('loans.repaid') });
          onClose();
        },
      },
    );
  };
  return (
    <FormModal
      title={t('loans.repayTitle', { lender: loan.lender })}
      submitLabel={t('loans.submitRepayment')}
      pending={repay.isPending}
      ready={Boolean(amount && treasuryId)}
      onSubmit={submit}
      onClose={onClose}
    >
      <Text size="sm">
        {t('loans.left', {
          amount: formatCurrencyAmount(loan.principalLeft, language, loan.currency),
        })}
      </Text>
      <DateField
        label={t('loans.date')}
        value={date}
        onChange={setDate}
        min={folder.startDate}
        max={folder.endDate}
        withAsterisk
      />
      <TextInput
        label={t('loans.amount', { currency: loan.currency })}
        value={amount}
        onChange={(event) => setAmount(event.currentTarget.value)}
        inputMode="decimal"
        withAsterisk
      />
      <Select
        label={t('loans.treasury')}
        data={treasuryOptions(treasury)}
        value={treasuryId}
        onChange={setTreasuryId}
        searchable
        withAsterisk
      />
    </FormModal>
  );
}

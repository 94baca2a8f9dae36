import { ACCRUAL_KINDS, type AccrualKindName } from '@bilan/contract';
import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountPicker } from '../../../components/ui/account-picker.tsx';
import { DateField } from '../../../components/ui/date-field.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { isPostableAccount, type PickableAccount } from '../../../lib/account-search.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useCompactChart } from '../../chart-of-accounts/api/get-chart-of-accounts.ts';
import { useMoney } from '../../invoices/public.ts';
import { PartyPicker } from '../../parties/public.ts';
import { useBookAccrualReversals } from '../api/book-accrual-reversals.ts';
import { useCreateAccrual } from '../api/create-accrual.ts';
import { useAccruals } from '../api/get-accruals.ts';
import { AmountInput, apiAmount, RefusalAlert } from './year-end-fields.tsx';

const CLASS_OF_KIND: Record<AccrualKindName, '6' | '7'> = {
  EXPENSE_TO_PAY: '6',
  PREPAID_EXPENSE: '6',
  INCOME_TO_RECEIVE: '7',
  DEFERRED_INCOME: '7',
};
/** Where a charge to pay or an income to receive may sit: 408 or 418, or a staff, social or tax account. */
const ACCRUAL_PREFIXES: Record<'6' | '7', readonly string[]> = {
  '6': ['408', '428', '438', '448'],
  '7': ['418', '428', '438', '448'],
};

function useAccrualAccounts(companyId: string | null) {
  const chart = useCompactChart(companyId);
  return useMemo(() => {
    const pick = ({ id, number, label }: PickableAccount) => ({ id, number, label });
    const accounts = (chart.data ?? []).flatMap((group) => group.accounts).filter(isPostableAccount);
    return {
      byClass: (prefix: string) => accounts.filter((account) => account.number.startsWith(prefix)).map(pick),
      accrual: (accountClass: '6' | '7') =>
        accounts
          .filter((account) => ACCRUAL_PREFIXES[accountClass].some((prefix) => account.number.startsWith(prefix)))
          .map(pick),
    };
  }, [chart.data]);
}

/** The accrual being typed; the body the API takes from it. */
function useAccrualDraft(endDate: string) {
  const [kind, setKindState] = useState<AccrualKindName>('EXPENSE_TO_PAY');
  const [date, setDate] = useState(endDate);
  const [label, setLabel] = useState('');
  const [accountId, setAccountId] = useState<string | null>(null);
  const [accrualAccountId, setAccrualAccountId] = useState<string | null>(null);
  const [partyId, setPartyId] = useState<string | null>(null);
  // A charge's party is a supplier and its accounts 6x and 408…, an income's a customer, 7x and 418…:
  // a kind of the other side starts without them.
  const setKind = (next: AccrualKindName) => {
    if (CLASS_OF_KIND[next] !== CLASS_OF_KIND[kind]) {
      setPartyId(null);
      setAccountId(null);
      setAccrualAccountId(null);
    }
    setKindState(next);
  };
  const [amount, setAmount] = useState('');
  const [vat, setVat] = useState('');
  // Prepaid expenses and deferred income adjust invoices already booked, VAT and all.
  const withVat = kind === 'EXPENSE_TO_PAY' || kind === 'INCOME_TO_RECEIVE';
  const body = (language: string) => ({
    kind,
    date,
    label,
    accountId: accountId ?? '',
    accrualAccountId: withVat ? accrualAccountId : null,
    partyId,
    amount: apiAmount(amount, language),
    vat: withVat ? apiAmount(vat, language) : null,
  });
  const clear = () => {
    setLabel('');
    setAmount('');
    setVat('');
  };
  return {
    ...{ kind, setKind, date, setDate, label, setLabel, accountId, setAccountId, accrualAccountId },
    ...{ setAccrualAccountId, amount, setAmount, vat, setVat, withVat, body, clear, partyId, setPartyId },
  };
}

/** The form of an accrual: kind, date, charge or income account, amount and VAT. */
function AccrualForm({
  companyId,
  workFolderId,
  endDate,
}: {
  companyId: string;
  workFolderId: string;
  endDate: string;
}) {
  const { t, i18n } = useTranslation('yearEnd');
  const language = i18n.resolvedLanguage ?? 'en';
  const accounts = useAccrualAccounts(companyId);
  const create = useCreateAccrual(workFolderId);
  const draft = useAccrualDraft(endDate);
  const { kind, setKind, date, setDate, label, setLabel, accountId, setAccountId, accrualAccountId } = draft;
  const { setAccrualAccountId, amount, setAmount, vat, setVat, withVat } = draft;
  const submit = () => create.mutate(draft.body(language), { onSuccess: draft.clear });
  // Four kinds side by side do not fit a phone: they stack there.
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('accruals.kind')}
        value={kind}
        onChange={(value) => setKind(value as AccrualKindName)}
        data={ACCRUAL_KINDS.map((value) => ({ value, label: t(`accruals.kinds.${value}`) }))}
        fullWidth
        orientation={narrow ? 'vertical' : 'horizontal'}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DateField label={t('fields.date')} value={date} onChange={setDate} />
        <TextInput
          label={t('fields.label')}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          maxLength={200}
        />
        <AccountPicker
          label={t('fields.account')}
          accounts={accounts.byClass(CLASS_OF_KIND[kind])}
          value={accountId}
          onChange={setAccountId}
          nothingFound={t('fields.nothingFound')}
        />
        {withVat && (
          <AccountPicker
            label={t('fields.accrualAccount')}
            accounts={accounts.accrual(CLASS_OF_KIND[kind])}
            value={accrualAccountId}
            onChange={setAccrualAccountId}
            nothingFound={t('fields.nothingFound')}
          />
        )}
        <AmountInput label={t('fields.amount')} value={amount} onChange={setAmount} />
        {withVat && <AmountInput label={t('fields.vat')} value={vat} onChange={setVat} />}
        <PartyPicker
          partyRole={CLASS_OF_KIND[kind] === '6' ? 'SUPPLIER' : 'CUSTOMER'}
          label={t('fields.party')}
          value={draft.partyId}
          onChange={draft.setPartyId}
          clearable
        />
      </SimpleGrid>
      <RefusalAlert error={create.error} />
      <Group justify="flex-end">
        <Button onClick={submit} loading={create.isPending} disabled={!accountId || !label.trim() || !amount.trim()}>
          {t('accruals.book')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The folder's accruals with their entry and reversal numbers. */
function AccrualTable({ companyId, workFolderId }: { companyId: string; workFolderId: string }) {
  const { t, i18n } = useTranslation('yearEnd');
  const language = i18n.resolvedLanguage ?? 'en';
  const money = useMoney();
  const accruals = useAccruals(workFolderId);
  const reversals = useBookAccrualReversals(companyId);
  const items = accruals.data?.items ?? [];
  const waiting = items.some((item) => item.reversalEntryNumber === null);
  if (items.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('accruals.empty')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <ScrollTable minWidth={640} label={t('accruals.title')}>
        <Table verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.date')}</Table.Th>
              <Table.Th>{t('accruals.kind')}</Table.Th>
              <Table.Th>{t('fields.label')}</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>{t('fields.amount')}</Table.Th>
              <Table.Th>{t('accruals.entry')}</Table.Th>
              <Table.Th>{t('accruals.reversal')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{formatCalendarDate(item.date, language)}</Table.Td>
                <Table.Td>{t(`accruals.kinds.${item.kind}`)}</Table.Td>
                <Table.Td>
                  <Text span ff="monospace" size="sm">
                    {item.accountNumber}
                  </Text>{' '}
                  {item.label}
                </Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{money.format(item.amount)}</Table.Td>
                <Table.Td ff="monospace">{item.entryNumber}</Table.Td>
                <Table.Td>
                  {item.reversalEntryNumber ?? (
                    <Text span size="sm" c="dimmed">
                      {t('accruals.reversalWaiting', { date: formatCalendarDate(item.reversalDate, language) })}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {waiting && (
        <Group justify="flex-end">
          <Button variant="light" size="xs" loading={reversals.isPending} onClick={() => reversals.mutate()}>
            {t('accruals.bookReversals')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** Accruals: the form, then the list. */
export function AccrualsPanel(props: { companyId: string; workFolderId: string; endDate: string; open: boolean }) {
  const { t } = useTranslation('yearEnd');
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4">
        {t('accruals.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('accruals.description')}
      </Text>
      <Stack gap="lg">
        {props.open && <AccrualForm {...props} />}
        <AccrualTable companyId={props.companyId} workFolderId={props.workFolderId} />
      </Stack>
    </Paper>
  );
}

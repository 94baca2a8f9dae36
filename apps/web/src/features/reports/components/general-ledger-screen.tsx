import type { GeneralLedgerReport } from '@bilan/contract';
import { Badge, Box, Button, CloseButton, Group, Paper, Table, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AccountPicker } from '../../../components/ui/account-picker.tsx';
import { BeforeClosingSwitch, useBeforeClosing } from '../../../components/ui/before-closing-switch.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useCompactChart } from '../../chart-of-accounts/api/get-chart-of-accounts.ts';
import { OpenItemsMatching } from '../../matching/public.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { type GeneralLedgerFilters, useGeneralLedger } from '../api/get-general-ledger.ts';
import { periodExport, ReportFrame, useReportAmounts, useReportPeriod } from './report-frame.tsx';

const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** A running balance as accountants read it: the amount and its side (debit or credit). */
function useBalanceText() {
  const { t } = useTranslation('reports');
  const amount = useReportAmounts();
  return (balance: string) => {
    if (/^-?0+(\.0+)?$/.test(balance)) return amount('0', { blankZero: false });
    const credit = balance.startsWith('-');
    return `${amount(balance.replace(/^-/, ''))} ${credit ? t('generalLedger.creditSide') : t('generalLedger.debitSide')}`;
  };
}

/**
 * /accounting/general-ledger?accountId=…: one account's movements over the period, from its opening balance
 * through a running balance to its closing balance, a page of lines at a time. The account lives in the
 * address, so the statements and the trial balance link here. An account that carries open items shows
 * each line's letter code, and under the ledger its open items to match (of the sub-account, when one is chosen).
 */
export function GeneralLedgerScreen() {
  const { t } = useTranslation('reports');
  const { t: tCommon } = useTranslation();
  const { companyId, workFolderId, folder } = useCurrentWorkFolder();
  const period = useReportPeriod();
  const beforeClosing = useBeforeClosing() ? 'true' : undefined;
  const { accountId, subAccountId, chooseAccount, clearSubAccount } = useLedgerAccountParams();
  const filters: GeneralLedgerFilters | null = accountId ? { ...period, accountId, subAccountId, beforeClosing } : null;
  const ledger = useGeneralLedger(workFolderId, filters);
  const accounts = useLedgerAccounts(companyId);
  const withMatching = accounts.find((account) => account.id === accountId)?.openItems ?? false;
  const first = ledger.data?.pages[0];
  const lines = useMemo(() => ledger.data?.pages.flatMap((page) => page.lines) ?? [], [ledger.data]);

  return (
    <ReportFrame
      title={tCommon('areas.generalLedger')}
      period={first}
      loading={ledger.isLoading}
      failed={ledger.isError}
      exportTarget={
        first && accountId
          ? periodExport(
              'general-ledger',
              first,
              { accountId, subAccountId, beforeClosing },
              `general-ledger_${first.account.number}`,
            )
          : undefined
      }
      extraFilters={
        <>
          <BeforeClosingSwitch closed={folder?.status === 'CLOSED'} />
          <AccountPicker
            label={t('generalLedger.account')}
            placeholder={t('generalLedger.chooseAccount')}
            accounts={accounts}
            value={accountId}
            onChange={chooseAccount}
            nothingFound={t('generalLedger.nothingFound')}
            w={{ base: '100%', sm: 340 }}
          />
          {subAccountId && <SubAccountBadge number={lines[0]?.subAccountNumber ?? '…'} onClear={clearSubAccount} />}
        </>
      }
    >
      {!accountId && (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {t('generalLedger.chooseFirst')}
          </Text>
        </Paper>
      )}
      {first && (
        <AccountLedger first={first} lines={lines} withMatching={withMatching}>
          {ledger.hasNextPage && (
            <Group justify="space-between" px="md" py="sm" className="report-no-print">
              <Text size="sm" c="dimmed">
                {t('generalLedger.shown', { count: lines.length })}
              </Text>
              <Button variant="light" onClick={() => void ledger.fetchNextPage()} loading={ledger.isFetchingNextPage}>
                {t('generalLedger.loadMore')}
              </Button>
            </Group>
          )}
        </AccountLedger>
      )}
      {accountId && withMatching && (
        <Box mt="md" className="report-no-print">
          <OpenItemsMatching companyId={companyId} scope={subAccountId ? { subAccountId } : { accountId }} />
        </Box>
      )}
    </ReportFrame>
  );
}

type LedgerPage = GeneralLedgerReport;
type LedgerLine = GeneralLedgerReport['lines'][number];

/** The account and sub-account in the address, and how to change them (the screen's history stays as it is). */
function useLedgerAccountParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const change = (edit: (next: URLSearchParams) => void) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        edit(next);
        return next;
      },
      { replace: true },
    );
  return {
    accountId: searchParams.get('accountId'),
    subAccountId: searchParams.get('subAccountId') ?? undefined,
    chooseAccount: (id: string | null) =>
      change((next) => {
        next.delete('subAccountId');
        if (id) next.set('accountId', id);
        else next.delete('accountId');
      }),
    clearSubAccount: () => change((next) => next.delete('subAccountId')),
  };
}

/** The accounts of the chart the picker offers, with whether each carries open items. */
function useLedgerAccounts(companyId: string | null) {
  const chart = useCompactChart(companyId);
  return useMemo(
    () =>
      chart.data?.flatMap((group) =>
        group.accounts.map((account) => ({
          id: account.id,
          number: account.number,
          label: account.label,
          openItems: account.openItems,
        })),
      ) ?? [],
    [chart.data],
  );
}

function SubAccountBadge({ number, onClear }: { number: string; onClear: () => void }) {
  const { t } = useTranslation('reports');
  return (
    <Badge
      size="lg"
      variant="light"
      color="grape"
      mb={6}
      rightSection={<CloseButton size="xs" aria-label={t('generalLedger.allSubAccounts')} onClick={onClear} />}
    >
      {t('generalLedger.subAccountOnly', { number })}
    </Badge>
  );
}

/** The account's title, its ledger from the opening to the closing balance, and what follows (load more). */
function AccountLedger({
  first,
  lines,
  withMatching,
  children,
}: {
  first: LedgerPage;
  lines: readonly LedgerLine[];
  withMatching: boolean;
  children: ReactNode;
}) {
  const { t: tCommon } = useTranslation();
  const name = `${tCommon('areas.generalLedger')} ${first.account.number}`;
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <Title
        order={2}
        size="h5"
        px="md"
        py="sm"
        bg="gray.0"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Text span ff="monospace" fw={700} mr={8} inherit>
          {first.account.number}
        </Text>
        {first.account.label}
      </Title>
      <ScrollTable minWidth={760} label={name}>
        <LedgerTable first={first} lines={lines} withMatching={withMatching} name={name} />
      </ScrollTable>
      {children}
    </Paper>
  );
}

function LedgerTable({
  first,
  lines,
  withMatching,
  name,
}: {
  first: LedgerPage;
  lines: readonly LedgerLine[];
  withMatching: boolean;
  name: string;
}) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.resolvedLanguage ?? 'en';
  const balanceText = useBalanceText();
  // An entry may touch the account on several lines: the nth line of an entry is its key.
  const keys = useMemo(() => {
    const seen = new Map<string, number>();
    return lines.map((line) => {
      const nth = (seen.get(line.entryId) ?? 0) + 1;
      seen.set(line.entryId, nth);
      return `${line.entryId}:${nth}`;
    });
  }, [lines]);
  const withSubAccounts = lines.some((line) => line.subAccountNumber);
  const columnCount = 7 + (withSubAccounts ? 1 : 0) + (withMatching ? 1 : 0);
  return (
    <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label={name}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('generalLedger.date')}</Table.Th>
          <Table.Th>{t('generalLedger.journal')}</Table.Th>
          <Table.Th>{t('generalLedger.number')}</Table.Th>
          <Table.Th>{t('generalLedger.label')}</Table.Th>
          {withSubAccounts && <Table.Th>{t('generalLedger.subAccount')}</Table.Th>}
          <Table.Th ta="right">{t('generalLedger.debit')}</Table.Th>
          <Table.Th ta="right">{t('generalLedger.credit')}</Table.Th>
          {withMatching && <Table.Th>{t('generalLedger.matching')}</Table.Th>}
          <Table.Th ta="right">{t('generalLedger.balance')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr data-testid="ledger-opening" fw={600}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(first.from, language)}</Table.Td>
          <Table.Td colSpan={columnCount - 2}>{t('generalLedger.opening')}</Table.Td>
          <Table.Td ta="right" style={amountStyle}>
            {balanceText(first.openingBalance)}
          </Table.Td>
        </Table.Tr>
        {lines.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columnCount}>
              <Text c="dimmed" ta="center" py="md">
                {t('generalLedger.empty')}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {lines.map((line, index) => (
          <LedgerLineRow key={keys[index]} line={line} withSubAccounts={withSubAccounts} withMatching={withMatching} />
        ))}
      </Table.Tbody>
      <LedgerTotals first={first} columnCount={columnCount} withMatching={withMatching} />
    </Table>
  );
}

function LedgerLineRow({
  line,
  withSubAccounts,
  withMatching,
}: {
  line: LedgerLine;
  withSubAccounts: boolean;
  withMatching: boolean;
}) {
  const { i18n } = useTranslation('reports');
  const language = i18n.resolvedLanguage ?? 'en';
  const amount = useReportAmounts();
  const balanceText = useBalanceText();
  return (
    <Table.Tr data-testid="ledger-line">
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(line.date, language)}</Table.Td>
      <Table.Td ff="monospace">{line.journalCode}</Table.Td>
      <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {line.number}
      </Table.Td>
      <Table.Td>{line.label}</Table.Td>
      {withSubAccounts && (
        <Table.Td ff="monospace" c="grape.7">
          {line.subAccountNumber}
        </Table.Td>
      )}
      <Table.Td ta="right" style={amountStyle}>
        {amount(line.debit)}
      </Table.Td>
      <Table.Td ta="right" style={amountStyle}>
        {amount(line.credit)}
      </Table.Td>
      {withMatching && <Table.Td ff="monospace">{line.matchingCode}</Table.Td>}
      <Table.Td ta="right" style={amountStyle} fw={500}>
        {balanceText(line.balance)}
      </Table.Td>
    </Table.Tr>
  );
}

/** The period's debit and credit totals, then the closing balance. */
function LedgerTotals({
  first,
  columnCount,
  withMatching,
}: {
  first: LedgerPage;
  columnCount: number;
  withMatching: boolean;
}) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.resolvedLanguage ?? 'en';
  const amount = useReportAmounts();
  const balanceText = useBalanceText();
  return (
    <Table.Tfoot bg="gray.1">
      <Table.Tr data-testid="ledger-totals">
        <Table.Th colSpan={columnCount - (withMatching ? 4 : 3)}>{t('generalLedger.totals')}</Table.Th>
        <Table.Th ta="right" style={amountStyle}>
          {amount(first.totals.debit, { blankZero: false })}
        </Table.Th>
        <Table.Th ta="right" style={amountStyle}>
          {amount(first.totals.credit, { blankZero: false })}
        </Table.Th>
        <Table.Td colSpan={withMatching ? 2 : 1} />
      </Table.Tr>
      <Table.Tr data-testid="ledger-closing">
        <Table.Th colSpan={columnCount - 1}>
          {t('generalLedger.closing')} ({formatCalendarDate(first.to, language)})
        </Table.Th>
        <Table.Th ta="right" style={amountStyle}>
          {balanceText(first.closingBalance)}
        </Table.Th>
      </Table.Tr>
    </Table.Tfoot>
  );
}

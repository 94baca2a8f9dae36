import { formatAmount, parseAmount, toAmount } from '@bilan/accounting';
import type {
  BankStatementLine,
  BookLine,
  ReconciliationSuggestion,
  StatementReconciliation as ReconciliationView,
} from '@bilan/contract';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccountPicker } from '../../../components/ui/account-picker.tsx';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { currencyScaleOf, formatCalendarDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useReportAmounts } from '../../reports/public.ts';
import { useCompanyMoney } from '../../shell/api/get-company.ts';
import {
  useCreateStatementEntry,
  useMatchStatementLine,
  useStatementReconciliation,
} from '../api/get-statement-reconciliation.ts';
import { useStatementAccounts } from './treasury-accounts.ts';

type StatementOnScreen = ReconciliationView['statement'];

const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/**
 * A statement beside the books (statement | books; one above the other on a phone): choose a statement
 * line (arrow keys move through them), tick the book lines that make it up (Space), see the difference
 * and reconcile; or post the entry the books lack (fees, interest).
 */
export function StatementReconciliation({ companyId, statementId }: { companyId: string | null; statementId: string }) {
  const { t, i18n } = useTranslation('bankStatements');
  const language = i18n.resolvedLanguage ?? 'en';
  const view = useStatementReconciliation(companyId, statementId);
  // The statement and its book lines are in the account's currency (a foreign account's own).
  const amount = useReportAmounts(view.data?.statement.currency);
  const [lineId, setLineId] = useState<string | null>(null);
  const [bookIds, setBookIds] = useState<ReadonlySet<string>>(new Set());

  if (view.isError) return <Alert color="red">{i18n.t('errors.loadFailed')}</Alert>;
  if (!view.data) return <LoadingRows count={6} height={30} />;
  const { statement, bookLines, suggestions } = view.data;
  const line = statement.lines.find((candidate) => candidate.id === lineId && candidate.journalLineIds.length === 0);
  const choose = (id: string) => {
    setLineId(id);
    setBookIds(new Set());
  };
  return (
    <>
      <ReconciliationHeader statement={statement} language={language} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <Title order={2} size="h5" mb="xs">
            {t('reconcile.statement')}
          </Title>
          <Radio.Group value={lineId} onChange={choose} aria-label={t('reconcile.statementCaption')}>
            <Stack gap={4}>
              {statement.lines.map((candidate) => (
                <StatementLineRow
                  key={candidate.id}
                  line={candidate}
                  language={language}
                  formatted={amount(candidate.amount)}
                  suggested={suggestions.some((suggestion) => suggestion.statementLineId === candidate.id)}
                />
              ))}
            </Stack>
          </Radio.Group>
        </Paper>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <Title order={2} size="h5" mb="xs">
            {t('reconcile.books')}
          </Title>
          <BookLines
            currency={statement.currency}
            lines={bookLines}
            selected={bookIds}
            onToggle={(id) =>
              setBookIds((current) => {
                const next = new Set(current);
                if (next.has(id)) next.delete(id);
                else next.add(id);
                return next;
              })
            }
            suggestions={suggestions.filter((suggestion) => suggestion.statementLineId === line?.id)}
          />
        </Paper>
      </SimpleGrid>
      <ReconcilePanel
        currency={statement.currency}
        companyId={companyId}
        statementId={statementId}
        line={line}
        bookLines={bookLines}
        selected={bookIds}
        suggestions={suggestions}
        onDone={() => {
          setLineId(null);
          setBookIds(new Set());
        }}
      />
    </>
  );
}

function ReconciliationHeader({ statement, language }: { statement: StatementOnScreen; language: string }) {
  const { t } = useTranslation('bankStatements');
  return (
    <PageHeader
      title={t('reconcile.title')}
      description={t('reconcile.description', {
        account: statement.accountNumber,
        currency: statement.currency,
        from: formatCalendarDate(statement.startDate, language),
        to: formatCalendarDate(statement.endDate, language),
      })}
      actions={
        <Button
          component={Link}
          to={`/accounting/bank-reconciliation?account=${statement.treasuryAccountId}&date=${statement.endDate}`}
          variant="default"
        >
          {t('reconcile.report')}
        </Button>
      }
    />
  );
}

function StatementLineRow({
  line,
  language,
  formatted,
  suggested,
}: {
  line: BankStatementLine;
  language: string;
  formatted: string;
  suggested: boolean;
}) {
  const { t } = useTranslation('bankStatements');
  const reconciled = line.journalLineIds.length > 0;
  return (
    <Radio
      value={line.id}
      disabled={reconciled}
      data-testid="statement-line"
      label={
        <Group gap="xs" wrap="nowrap" justify="space-between" w="100%">
          <Stack gap={0} miw={0}>
            <Text size="sm" truncate>
              {formatCalendarDate(line.date, language)} · {line.label}
            </Text>
            <Group gap={4}>
              {line.reference && (
                <Text size="xs" c="dimmed" ff="monospace">
                  {line.reference}
                </Text>
              )}
              {reconciled && (
                <Badge size="xs" color="green" variant="light">
                  {t('reconcile.reconciled')}
                </Badge>
              )}
              {!reconciled && suggested && (
                <Badge size="xs" color="blue" variant="light">
                  {t('reconcile.suggested')}
                </Badge>
              )}
            </Group>
          </Stack>
          <Text size="sm" style={amountStyle}>
            {formatted}
          </Text>
        </Group>
      }
      styles={{ labelWrapper: { flex: 1, minWidth: 0 }, body: { alignItems: 'center' } }}
    />
  );
}

function BookLines({
  currency,
  lines,
  selected,
  onToggle,
  suggestions,
}: {
  currency: string;
  lines: readonly BookLine[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  suggestions: readonly ReconciliationSuggestion[];
}) {
  const { t, i18n } = useTranslation('bankStatements');
  const language = i18n.resolvedLanguage ?? 'en';
  const amount = useReportAmounts(currency);
  const money = useCompanyMoney();
  const companyAmount = useReportAmounts();
  const foreign = Boolean(money.currency) && money.currency !== currency;
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('reconcile.noBookLines')}
      </Text>
    );
  return (
    <Table verticalSpacing={4}>
      <caption style={{ captionSide: 'top', textAlign: 'start' }}>{t('reconcile.booksCaption')}</caption>
      <Table.Tbody>
        {lines.map((book) => {
          const suggestion = suggestions.find((candidate) => candidate.journalLineId === book.journalLineId);
          return (
            <Table.Tr
              key={book.journalLineId}
              data-testid="book-line"
              bg={suggestion ? 'var(--mantine-color-blue-light)' : undefined}
            >
              <Table.Td w={32}>
                <Checkbox
                  aria-label={t('reconcile.selectBook', { number: book.entryNumber, amount: amount(book.amount) })}
                  checked={selected.has(book.journalLineId)}
                  onChange={() => onToggle(book.journalLineId)}
                />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {formatCalendarDate(book.date, language)} ·{' '}
                  <span style={{ fontFamily: 'monospace' }}>{book.entryNumber}</span>
                </Text>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {book.label}
                  {suggestion &&
                    ` · ${t('reconcile.suggested')} (${suggestion.reasons.map((reason) => t(`reconcile.reasons.${reason}`)).join(', ')})`}
                </Text>
              </Table.Td>
              <Table.Td ta="end" style={amountStyle}>
                {amount(book.amount)}
                {foreign && (
                  <Text size="xs" c="dimmed" style={amountStyle}>
                    {`${companyAmount(book.companyAmount, { blankZero: false })} ${money.currency}`}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function ReconcilePanel({
  currency,
  companyId,
  statementId,
  line,
  bookLines,
  selected,
  suggestions,
  onDone,
}: {
  currency: string;
  companyId: string | null;
  statementId: string;
  line: BankStatementLine | undefined;
  bookLines: readonly BookLine[];
  selected: ReadonlySet<string>;
  suggestions: readonly ReconciliationSuggestion[];
  onDone: () => void;
}) {
  const { t } = useTranslation('bankStatements');
  const amount = useReportAmounts(currency);
  const canWrite = useCan('documents.write');
  const match = useMatchStatementLine(companyId, statementId);
  const scale = currencyScaleOf(currency);
  const selectedTotal = useMemo(
    () =>
      bookLines
        .filter((book) => selected.has(book.journalLineId))
        .reduce((sum, book) => sum + parseAmount(book.amount, scale), 0n),
    [bookLines, selected, scale],
  );
  if (!line || !canWrite) {
    return (
      <Text size="sm" c="dimmed" mt="md">
        {t('reconcile.chooseLine')}
      </Text>
    );
  }
  const difference = parseAmount(line.amount, scale) - selectedTotal;
  const best = suggestions.find((suggestion) => suggestion.statementLineId === line.id);
  const bestBook = bookLines.find((book) => book.journalLineId === best?.journalLineId);
  const reconcile = (journalLineIds: string[]) =>
    match.mutate(
      { lineId: line.id, journalLineIds },
      {
        onSuccess: () => {
          showToast({ type: 'success', message: t('reconcile.matched') });
          onDone();
        },
      },
    );
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} mt="md">
      <Stack gap="sm">
        <Text size="sm" aria-live="polite" data-testid="reconcile-difference">
          {t('reconcile.difference', {
            line: amount(line.amount, { blankZero: false }),
            selected: amount(formatAmount(toAmount(selectedTotal), scale), { blankZero: false }),
            difference: amount(formatAmount(toAmount(difference), scale), { blankZero: false }),
          })}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            onClick={() => reconcile([...selected])}
            disabled={selected.size === 0 || difference !== 0n}
            loading={match.isPending}
          >
            {t('reconcile.match')}
          </Button>
          {bestBook && (
            <Button variant="light" onClick={() => reconcile([bestBook.journalLineId])} loading={match.isPending}>
              {t('reconcile.acceptSuggestion', { number: bestBook.entryNumber })}
            </Button>
          )}
        </Group>
        <MissingEntryForm companyId={companyId} statementId={statementId} lineId={line.id} onDone={onDone} />
      </Stack>
    </Paper>
  );
}

/** The entry the books lack for a statement line (fees, interest): its counter account, then post. */
function MissingEntryForm({
  companyId,
  statementId,
  lineId,
  onDone,
}: {
  companyId: string | null;
  statementId: string;
  lineId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('bankStatements');
  const entry = useCreateStatementEntry(companyId, statementId);
  const { postable } = useStatementAccounts(companyId);
  const [counterAccountId, setCounterAccountId] = useState<string | null>(null);
  const post = () =>
    entry.mutate(
      { lineId, body: { counterAccountId, rememberRule: true } },
      {
        onSuccess: (posted) => {
          showToast({ type: 'success', message: t('reconcile.entryPosted', { number: posted.entryNumber }) });
          setCounterAccountId(null);
          onDone();
        },
      },
    );
  return (
    <>
      <Title order={2} size="h6">
        {t('reconcile.entryTitle')}
      </Title>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <AccountPicker
          label={t('reconcile.counterAccount')}
          description={t('reconcile.counterAccountHint')}
          accounts={postable}
          value={counterAccountId}
          onChange={setCounterAccountId}
          nothingFound={t('reconcile.nothingFound')}
          w={{ base: '100%', sm: 320 }}
        />
        <Button variant="default" onClick={post} loading={entry.isPending}>
          {t('reconcile.createEntry')}
        </Button>
      </Group>
    </>
  );
}

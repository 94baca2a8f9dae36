import { formatAmount, parseAmount, toAmount } from '@bilan/accounting';
import type { Matching } from '@bilan/contract';
import { Badge, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useAmountIn } from '../../../lib/use-amount-in.ts';
import { useMoney } from '../../invoices/public.ts';
import { useWorkFolders } from '../../shell/api/get-work-folders.ts';
import { useDeleteMatching } from '../api/delete-matching.ts';
import { useMatchings } from '../api/get-matchings.ts';
import type { MatchingScope } from '../api/get-open-items.ts';

const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The debits and the credits of a matching's lines, in minor units, as text of the company's scale. */
function totalsOf(matching: Matching, scale: number) {
  const sum = (side: 'debit' | 'credit') =>
    formatAmount(toAmount(matching.lines.reduce((total, line) => total + parseAmount(line[side], scale), 0n)), scale);
  return { debit: sum('debit'), credit: sum('credit') };
}

/** The matching's letter code, and whether it is partial or was made automatically. */
function CodeCell({ matching }: { matching: Matching }) {
  const { t } = useTranslation('matching');
  return (
    <Table.Td>
      <Group gap={4} wrap="nowrap">
        <Text ff="monospace" size="sm" fw={700}>
          {matching.code}
        </Text>
        {matching.partial && (
          <Badge size="xs" variant="light" color="orange">
            {t('partial')}
          </Badge>
        )}
        {matching.automatic && (
          <Badge size="xs" variant="light" color="gray">
            {t('matchings.automatic')}
          </Badge>
        )}
      </Group>
    </Table.Td>
  );
}

/**
 * What the matching leaves unsettled, in the company's currency and, when its foreign lines share a
 * currency, in that one below it: both must be zero for the matching to be complete
 * (docs/decisions/0036-currencies.md).
 */
function BalanceCell({ matching }: { matching: Matching }) {
  const money = useMoney();
  const amountIn = useAmountIn();
  return (
    <Table.Td ta="end" style={amountStyle} data-testid="matching-balance">
      <Text size="sm" span>
        {money.format(matching.balance, { withCurrency: false })}
      </Text>
      {matching.currency && matching.balanceInCurrency !== null && (
        <Text size="xs" c="dimmed" data-testid="matching-balance-in-currency">
          {amountIn(matching.balanceInCurrency, matching.currency)}
        </Text>
      )}
    </Table.Td>
  );
}

/** One matching: its code and flags, sub-account, entries, debit and credit totals, balance, and what may be done with it. */
function MatchingRow({
  matching,
  withSubAccounts,
  action,
  onUnmatch,
}: {
  matching: Matching;
  withSubAccounts: boolean;
  /** unmatch: a button; closed: why it cannot be undone; null: nothing (the user may not write). */
  action: 'unmatch' | 'closed' | null;
  onUnmatch: () => void;
}) {
  const { t } = useTranslation('matching');
  const money = useMoney();
  const totals = money.scale === null ? null : totalsOf(matching, money.scale);
  return (
    <Table.Tr data-testid="matching">
      <CodeCell matching={matching} />
      {withSubAccounts && (
        <Table.Td ff="monospace" c="grape.7">
          {matching.subAccountNumber}
        </Table.Td>
      )}
      <Table.Td ff="monospace" fz="sm">
        {matching.lines.map((line) => line.entryNumber).join(', ')}
      </Table.Td>
      <Table.Td ta="end" style={amountStyle}>
        {totals && money.format(totals.debit, { withCurrency: false })}
      </Table.Td>
      <Table.Td ta="end" style={amountStyle}>
        {totals && money.format(totals.credit, { withCurrency: false })}
      </Table.Td>
      <BalanceCell matching={matching} />
      <Table.Td ta="end">
        {action === 'unmatch' && (
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            aria-label={t('unmatchCode', { code: matching.code })}
            onClick={onUnmatch}
          >
            {t('unmatch')}
          </Button>
        )}
        {action === 'closed' && (
          <Text size="xs" c="dimmed">
            {t('matchings.folderClosed')}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** The matching being undone (its confirmation open), and the undoing once confirmed. */
function useUndoMatching(companyId: string | null) {
  const { t } = useTranslation('matching');
  const remove = useDeleteMatching(companyId);
  const [undoing, setUndoing] = useState<Matching | null>(null);
  const unmatch = () => {
    if (!undoing) return;
    remove.mutate(undoing.id, {
      onSuccess: () => {
        // Undoing changes nothing in the books: information, not a success (docs/seed-spec.md §3 toast types).
        showToast({ type: 'info', message: t('unmatched', { code: undoing.code }) });
        setUndoing(null);
      },
    });
  };
  return { undoing, setUndoing, unmatch, pending: remove.isPending };
}

/**
 * The matchings of a scope, newest first: letter code, the entries matched, their debits and
 * credits. A matching whose lines all sit in open folders can be undone, after a confirmation; its
 * lines become open items again.
 */
export function MatchingsList({ companyId, scope }: { companyId: string | null; scope: MatchingScope }) {
  const { t } = useTranslation('matching');
  const matchings = useMatchings(companyId, scope);
  const folders = useWorkFolders(companyId);
  const canUnmatch = useCan('documents.write');
  const { undoing, setUndoing, unmatch, pending } = useUndoMatching(companyId);

  const list = matchings.data?.pages.flatMap((page) => page.items) ?? [];
  if (list.length === 0) return null;
  const openFolders = new Set(
    folders.data?.filter((folder) => folder.status === 'OPEN').map((folder) => folder.id) ?? [],
  );
  const undoable = (matching: Matching) => matching.lines.every((line) => openFolders.has(line.workFolderId));
  const withSubAccounts = 'accountId' in scope && list.some((matching) => matching.subAccountNumber);

  return (
    <Stack gap="xs" mt="lg">
      <Title order={3} size="h6">
        {t('matchings.title')}
      </Title>
      <ScrollTable minWidth={withSubAccounts ? 800 : 700} label={t('matchings.caption')}>
        <Table verticalSpacing={6} striped aria-label={t('matchings.caption')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.matching')}</Table.Th>
              {withSubAccounts && <Table.Th>{t('columns.subAccount')}</Table.Th>}
              <Table.Th>{t('matchings.entries')}</Table.Th>
              <Table.Th ta="end">{t('columns.debit')}</Table.Th>
              <Table.Th ta="end">{t('columns.credit')}</Table.Th>
              <Table.Th ta="end">{t('matchings.balance')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('matchings.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((matching) => (
              <MatchingRow
                key={matching.id}
                matching={matching}
                withSubAccounts={withSubAccounts}
                action={canUnmatch ? (undoable(matching) ? 'unmatch' : 'closed') : null}
                onUnmatch={() => setUndoing(matching)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {matchings.hasNextPage && (
        <Group justify="flex-end">
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => void matchings.fetchNextPage()}
            loading={matchings.isFetchingNextPage}
          >
            {t('matchings.more')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={undoing !== null}
        title={t('unmatchTitle', { code: undoing?.code ?? '' })}
        confirmLabel={t('unmatch')}
        color="red"
        loading={pending}
        onConfirm={unmatch}
        onClose={() => setUndoing(null)}
      >
        <Text size="sm">{t('unmatchBody', { code: undoing?.code ?? '' })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}

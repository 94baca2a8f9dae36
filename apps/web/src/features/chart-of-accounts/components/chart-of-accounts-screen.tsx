import type { CompanyAccount } from '@bilan/contract';
import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowsMaximize, IconArrowsMinimize, IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useOnceTrue } from '../../../lib/use-once-true.ts';
import { useChartOfAccounts } from '../api/get-chart-of-accounts.ts';
import { buildChartTree, classKey, visibleChartRows } from '../chart-tree.ts';
import { ChartTreeView } from './chart-tree-view.tsx';

// The forms (react-hook-form, the modal and the drawer) load when one is opened, not with the chart.
const AccountFormModal = lazy(() => import('./account-form-modal.tsx').then((m) => ({ default: m.AccountFormModal })));
const SubAccountsDrawer = lazy(() =>
  import('./sub-accounts-drawer.tsx').then((m) => ({ default: m.SubAccountsDrawer })),
);

/** /apps/accounting/chart-of-accounts: the company's chart as a tree, searchable, with its accounts and sub-accounts. */
export function ChartOfAccountsScreen() {
  const { t } = useTranslation('chartOfAccounts');
  const { t: tCommon } = useTranslation();
  const companyId = useStoredValue('companyId');
  const chart = useChartOfAccounts(companyId);
  const canWrite = useCan('accounts.write');
  const tree = useMemo(() => (chart.data ? buildChartTree(chart.data) : null), [chart.data]);
  // ?q= (a search result's link) opens the chart filtered on that account.
  const focused = useSearchParams()[0].get('q') ?? '';
  const [query, setQuery] = useState(focused);
  useEffect(() => setQuery(focused), [focused]);
  const deferredQuery = useDeferredValue(query);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [editing, setEditing] = useState<{ account: CompanyAccount | null } | null>(null);
  // An id, not the account: the drawer shows the chart's fresh copy after each save.
  const [subAccountsOf, setSubAccountsOf] = useState<string | null>(null);
  // Mounted from their first opening on, so that closing animates and gives the focus back.
  const formUsed = useOnceTrue(editing !== null);
  const subAccountsUsed = useOnceTrue(subAccountsOf !== null);

  const rows = useMemo(
    () => (tree ? visibleChartRows(tree, expanded, deferredQuery) : []),
    [tree, expanded, deferredQuery],
  );
  const searching = deferredQuery.trim() !== '';
  const matchCount = searching ? rows.filter((row) => row.kind === 'account' && row.matches).length : 0;

  const toggle = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const expandAll = () => {
    if (!tree) return;
    setExpanded(new Set([...tree.classes.map((group) => classKey(group.number)), ...tree.childIds.keys()]));
  };

  return (
    <>
      <PageHeader
        title={tCommon('areas.chartOfAccounts')}
        description={tree ? t('description', { count: tree.byId.size }) : undefined}
        actions={
          canWrite && (
            <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ account: null })} disabled={!tree}>
              {t('newAccount')}
            </Button>
          )
        }
      />
      <Stack gap="md">
        <Group gap="sm" wrap="wrap" align="center">
          <TextInput
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            leftSection={<IconSearch size={16} />}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            style={{ flex: '1 1 280px' }}
            type="search"
          />
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              leftSection={<IconArrowsMaximize size={16} />}
              onClick={expandAll}
              disabled={!tree || searching}
            >
              {t('tree.expandAll')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconArrowsMinimize size={16} />}
              onClick={() => setExpanded(new Set())}
              disabled={!tree || searching}
            >
              {t('tree.collapseAll')}
            </Button>
          </Group>
        </Group>
        {searching && rows.length > 0 && (
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('search.results', { count: matchCount })}
          </Text>
        )}
        {chart.isError && <Alert color="red">{tCommon('errors.loadFailed')}</Alert>}
        {chart.isLoading && (
          <Paper withBorder radius="lg" p="md">
            <LoadingRows count={9} />
          </Paper>
        )}
        {tree && searching && rows.length === 0 && (
          <Paper withBorder radius="lg" p="xl">
            <Text c="dimmed" ta="center">
              {t('search.nothingFound', { query: deferredQuery.trim() })}
            </Text>
          </Paper>
        )}
        {tree && rows.length > 0 && (
          <ChartTreeView
            rows={rows}
            query={deferredQuery}
            onToggle={toggle}
            onEdit={(account) => setEditing({ account })}
            onSubAccounts={(account) => setSubAccountsOf(account.id)}
          />
        )}
      </Stack>
      {companyId && tree && (
        <Suspense fallback={null}>
          {formUsed && (
            <AccountFormModal
              companyId={companyId}
              tree={tree}
              account={editing?.account ?? null}
              opened={editing !== null}
              onClose={() => setEditing(null)}
            />
          )}
          {subAccountsUsed && (
            <SubAccountsDrawer
              companyId={companyId}
              account={subAccountsOf ? (tree.byId.get(subAccountsOf) ?? null) : null}
              onClose={() => setSubAccountsOf(null)}
            />
          )}
        </Suspense>
      )}
    </>
  );
}

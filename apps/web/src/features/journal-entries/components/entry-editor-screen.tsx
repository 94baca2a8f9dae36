import { partyRoleOfAccount } from '@bilan/accounting';
import { Alert, Button, Paper } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { type ComponentProps, lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { isPostableAccount } from '../../../lib/account-search.ts';
import { todayIsoDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useCompactChart } from '../../chart-of-accounts/api/get-chart-of-accounts.ts';
import { useCompany, useCompanyMoney } from '../../shell/api/get-company.ts';
import { useWorkFolders } from '../../shell/api/get-work-folders.ts';
import { useJournalEntry } from '../api/get-journal-entry.ts';
import { useJournals } from '../api/get-journals.ts';
import { defaultEntryDate } from '../entry-form.ts';
import { EntryEditor } from './entry-editor.tsx';
import type { EditorAccount } from './entry-line-cells.tsx';
import { EntryStateBadge } from './entry-state-badge.tsx';

// A validated entry's view (its table, the cancellation) is not the new entry's: loaded when an entry is
// opened, with its data (docs/decisions/0007-slow-networks.md).
const loadView = () => import('./entry-view.tsx');
const EntryView = lazy(() => loadView().then((module) => ({ default: module.EntryView })));

function LazyEntryView(props: ComponentProps<typeof EntryView>) {
  return (
    <Suspense fallback={<LoadingRows count={6} height={34} />}>
      <EntryView {...props} />
    </Suspense>
  );
}

/** An entry opened by its address: its view's code is asked for with its data, not after it. */
function useViewEarly(documentId: string | null) {
  useEffect(() => {
    if (documentId !== null) void loadView();
  }, [documentId]);
}

/** The folder an entry belongs to: ?workFolder= when a link names it, else the current one. */
export function useEntryWorkFolderId(): string | null {
  const [searchParams] = useSearchParams();
  const stored = useStoredValue('workFolderId');
  return searchParams.get('workFolder') ?? stored;
}

/** The chart's postable accounts as the editor picks them, and the number and label of any account by id. */
function useEditorAccounts(companyId: string | null) {
  const chart = useCompactChart(companyId);
  const framework = useCompany(companyId).data?.accountingFramework;
  const allAccounts = useMemo(() => chart.data?.flatMap((group) => group.accounts) ?? [], [chart.data]);
  const accountsById = useMemo(() => new Map(allAccounts.map((account) => [account.id, account])), [allAccounts]);
  const postable = useMemo<EditorAccount[]>(
    () =>
      allAccounts.filter(isPostableAccount).map((account) => ({
        id: account.id,
        number: account.number,
        label: account.label,
        subAccounts: account.subAccounts,
        partyRole: framework ? partyRoleOfAccount(framework, account.number) : null,
      })),
    [allAccounts, framework],
  );
  const accountNumberOf = useCallback((id: string) => accountsById.get(id)?.number, [accountsById]);
  const accountLabelOf = useCallback(
    (id: string | null) => (id ? accountsById.get(id)?.label : undefined),
    [accountsById],
  );
  return { chart, postable, accountNumberOf, accountLabelOf };
}

/** The editor stays mounted when a new entry becomes a draft (the address changes, not the screen). */
function useEditorKey(documentId: string | null): string {
  const location = useLocation();
  const stateKey = (location.state as { editorKey?: string } | null)?.editorKey;
  return stateKey ?? documentId ?? `new-${location.key}`;
}

/** The list, and a new entry when a saved one is shown. */
function EntryScreenToolbar({ showNew }: { showNew: boolean }) {
  const { t } = useTranslation('journalEntries');
  return (
    <>
      <Button variant="default" component={Link} to="/accounting/entries" leftSection={<IconList size={16} />}>
        {t('editor.backToList')}
      </Button>
      {showNew && (
        <Button variant="light" component={Link} to="/accounting/entries/new" leftSection={<IconPlus size={16} />}>
          {t('editor.newEntry')}
        </Button>
      )}
    </>
  );
}

/** /accounting/entries/new and /accounting/entries/:documentId: the editor of a draft, or the read-only entry. */
export function EntryEditorScreen({ documentId }: { documentId: string | null }) {
  const { t } = useTranslation('journalEntries');
  const { t: tCommon } = useTranslation();
  const workFolderId = useEntryWorkFolderId();
  const companyId = useStoredValue('companyId');
  const workFolders = useWorkFolders(companyId);
  const money = useCompanyMoney();
  const journals = useJournals(companyId);
  const { chart, postable, accountNumberOf, accountLabelOf } = useEditorAccounts(companyId);
  const document = useJournalEntry(workFolderId, documentId);
  const canWrite = useCan('documents.write');
  const workFolder = workFolders.data?.find((folder) => folder.id === workFolderId) ?? null;

  useViewEarly(documentId);
  const entry = document.data ?? null;
  // Without documents.write a draft is shown read-only, and there is no new entry to type.
  const editable = canWrite && workFolder?.status === 'OPEN' && (entry === null || entry.state === 'DRAFT');
  const loading =
    workFolders.isLoading ||
    money.isLoading ||
    journals.isLoading ||
    chart.isLoading ||
    (documentId !== null && document.isLoading);
  const editorKey = useEditorKey(documentId);
  if (documentId === null && !canWrite) return <Navigate replace to="/accounting/entries" />;

  return (
    <>
      <PageHeader
        title={
          entry?.number
            ? t('editor.entryTitle', { number: entry.number })
            : t(entry ? 'editor.draftTitle' : 'editor.newTitle')
        }
        description={entry ? <EntryStateBadge state={entry.state} /> : workFolder?.name}
        actions={<EntryScreenToolbar showNew={documentId !== null && canWrite} />}
      />
      {!workFolderId && <Alert color="blue">{t('editor.noFolder')}</Alert>}
      {document.isError && <Alert color="red">{t('editor.notFound')}</Alert>}
      {workFolderId && loading && (
        <Paper withBorder radius="lg" p="lg">
          <LoadingRows count={6} height={34} />
        </Paper>
      )}
      {(chart.isError || journals.isError) && <Alert color="red">{tCommon('errors.loadFailed')}</Alert>}
      {!loading &&
        workFolder &&
        money.scale !== null &&
        money.currency &&
        journals.data &&
        chart.data &&
        (editable ? (
          <EntryEditor
            key={editorKey}
            editorKey={editorKey}
            workFolder={workFolder}
            document={entry}
            journals={journals.data}
            accounts={postable}
            accountNumberOf={accountNumberOf}
            scale={money.scale}
            currency={money.currency}
            defaultDate={defaultEntryDate(todayIsoDate(), workFolder)}
          />
        ) : entry ? (
          <LazyEntryView
            document={entry}
            workFolder={workFolder}
            journals={journals.data}
            accountLabelOf={accountLabelOf}
            scale={money.scale}
          />
        ) : (
          <Alert color="gray">{tCommon('workFolder.closed')}</Alert>
        ))}
    </>
  );
}

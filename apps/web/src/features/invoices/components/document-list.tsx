import {
  type AccountingDocument,
  DOCUMENT_STATES,
  type DocumentState,
  type InvoiceType,
  type PartyRole,
  SETTLEMENTS,
  type Settlement,
  type WorkFolder,
} from '@bilan/contract';
import {
  Alert,
  Anchor,
  Button,
  Collapse,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter, IconFilterOff, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DateField } from '../../../components/ui/date-field.tsx';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { DOCUMENT_KINDS } from '../../../lib/document-kinds.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { usePartyNames } from '../../parties/api/get-party.ts';
import { PartyPicker } from '../../parties/public.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { type DocumentFilter, useDocuments } from '../api/get-documents.ts';
import { foreignCurrencyOf, useMoney } from '../use-money.ts';
import { AreaTabs } from './area-tabs.tsx';
import { MonthMailButton } from './month-mail-button.tsx';
import { DocumentStateBadge, SettlementBadge } from './status-badges.tsx';
import { WorkFolderGate } from './work-folder-gate.tsx';

const isState = (value: string | null): value is DocumentState =>
  value !== null && (DOCUMENT_STATES as readonly string[]).includes(value);
const isSettlement = (value: string | null): value is Settlement =>
  value !== null && (SETTLEMENTS as readonly string[]).includes(value);
const isDate = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null);

/** The filters live in the address (?state=&settlement=&party=&from=&to=), so a filtered list can be linked. */
function useDocumentFilter(): [DocumentFilter, (name: keyof DocumentFilter, value: string | null) => void, () => void] {
  const [params, setParams] = useSearchParams();
  const filter: DocumentFilter = {
    state: isState(params.get('state')) ? (params.get('state') as DocumentState) : null,
    settlement: isSettlement(params.get('settlement')) ? (params.get('settlement') as Settlement) : null,
    partyId: params.get('party') || null,
    from: isDate(params.get('from')),
    to: isDate(params.get('to')),
  };
  const set = (name: keyof DocumentFilter, value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        const key = name === 'partyId' ? 'party' : name;
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return [filter, set, () => setParams({}, { replace: true })];
}

function DocumentRow({
  document,
  partyName,
  showSettlement,
}: {
  document: AccountingDocument;
  partyName: string | undefined;
  showSettlement: boolean;
}) {
  const { t, i18n } = useTranslation('invoices');
  const navigate = useNavigate();
  const money = useMoney(foreignCurrencyOf(document));
  const language = i18n.resolvedLanguage ?? 'en';
  const to = `${DOCUMENT_KINDS[document.type as InvoiceType].path}/${document.id}`;
  const name = document.number ?? t('list.draftNumber');
  const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
  return (
    <Table.Tr onClick={() => navigate(to)} style={{ cursor: 'pointer' }} data-testid="document-row">
      <Table.Td>
        <Anchor
          component={Link}
          to={to}
          fw={600}
          size="sm"
          c={document.number ? 'var(--mantine-color-text)' : 'dimmed'}
          fs={document.number ? undefined : 'italic'}
          onClick={(event) => event.stopPropagation()}
          aria-label={t('list.open', { name })}
          style={{ whiteSpace: 'nowrap' }}
        >
          {name}
        </Anchor>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {formatCalendarDate(document.date, language)}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatCalendarDate(document.date, language)}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{partyName ?? '…'}</Text>
        {document.reference && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {document.reference}
          </Text>
        )}
      </Table.Td>
      <Table.Td visibleFrom="md" style={{ whiteSpace: 'nowrap' }}>
        {document.dueDate ? formatCalendarDate(document.dueDate, language) : ''}
      </Table.Td>
      <Table.Td ta="right" fw={600} style={amountStyle}>
        {money.format(document.totals.includingTax)}
      </Table.Td>
      <Table.Td ta="right" visibleFrom="sm" style={amountStyle}>
        {document.state === 'VALIDATED' ? money.format(document.amountDue) : ''}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="wrap" justify="flex-start">
          {document.state !== 'VALIDATED' && <DocumentStateBadge state={document.state} type={document.type} />}
          {showSettlement && document.state === 'VALIDATED' && (
            <SettlementBadge settlement={document.settlement} type={document.type} />
          )}
          {!showSettlement && document.state === 'VALIDATED' && (
            <DocumentStateBadge state={document.state} type={document.type} />
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** A document on a phone: number and status, then party and amount, then dates. */
function DocumentCard({ document, partyName }: { document: AccountingDocument; partyName: string | undefined }) {
  const { t, i18n } = useTranslation('invoices');
  const money = useMoney(foreignCurrencyOf(document));
  const language = i18n.resolvedLanguage ?? 'en';
  const to = `${DOCUMENT_KINDS[document.type as InvoiceType].path}/${document.id}`;
  const name = document.number ?? t('list.draftNumber');
  return (
    <UnstyledButton
      component={Link}
      to={to}
      display="block"
      px="md"
      py="sm"
      data-testid="document-row"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} size="sm" fs={document.number ? undefined : 'italic'} c={document.number ? undefined : 'dimmed'}>
          {name}
        </Text>
        {document.state === 'VALIDATED' && document.settlement ? (
          <SettlementBadge settlement={document.settlement} type={document.type} />
        ) : (
          <DocumentStateBadge state={document.state} />
        )}
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
        <Text size="sm" lineClamp={1}>
          {partyName ?? '…'}
        </Text>
        <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {money.format(document.totals.includingTax)}
        </Text>
      </Group>
      <Group justify="space-between" wrap="nowrap" gap="xs" mt={2}>
        <Text size="xs" c="dimmed">
          {formatCalendarDate(document.date, language)}
          {document.reference ? ` · ${document.reference}` : ''}
        </Text>
        {document.state === 'VALIDATED' && document.settlement !== 'PAID' && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('columns.amountDue')} {money.format(document.amountDue)}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
}

function FilterToggle({
  opened,
  onToggle,
  activeFilters,
  onClear,
}: {
  opened: boolean;
  onToggle: () => void;
  activeFilters: number;
  onClear: () => void;
}) {
  const { t } = useTranslation('invoices');
  return (
    <Group justify="space-between" px="md" pt="md" pb={opened ? 0 : 'md'}>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconFilter size={14} />}
        onClick={onToggle}
        aria-expanded={opened}
      >
        {activeFilters > 0 ? `${t('filters.title')} (${activeFilters})` : t('filters.title')}
      </Button>
      {activeFilters > 0 && (
        <Button variant="subtle" size="xs" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}

function DocumentFilters({
  partyRole,
  showSettlement,
  filter,
  setFilter,
}: {
  partyRole: PartyRole;
  showSettlement: boolean;
  filter: DocumentFilter;
  setFilter: (name: keyof DocumentFilter, value: string | null) => void;
}) {
  const { t } = useTranslation('invoices');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: showSettlement ? 5 : 4 }} spacing="sm" p="md">
      <PartyPicker
        partyRole={partyRole}
        label={t('columns.party')}
        value={filter.partyId}
        onChange={(partyId) => setFilter('partyId', partyId)}
        withInactive
        clearable
        placeholder={t('filters.all')}
      />
      <Select
        label={t('filters.state')}
        placeholder={t('filters.all')}
        data={DOCUMENT_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
        value={filter.state}
        onChange={(value) => setFilter('state', value)}
        clearable
      />
      {showSettlement && (
        <Select
          label={t('filters.settlement')}
          placeholder={t('filters.all')}
          data={SETTLEMENTS.map((settlement) => ({ value: settlement, label: t(`settlement.${settlement}`) }))}
          value={filter.settlement}
          onChange={(value) => setFilter('settlement', value)}
          clearable
        />
      )}
      <DateField
        label={t('filters.from')}
        value={filter.from ?? ''}
        onChange={(value) => setFilter('from', value || null)}
      />
      <DateField label={t('filters.to')} value={filter.to ?? ''} onChange={(value) => setFilter('to', value || null)} />
    </SimpleGrid>
  );
}

function NoDocuments({ type, filtered, onClear }: { type: InvoiceType; filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('invoices');
  return (
    <Stack align="center" gap="xs" py="xl" px="md">
      <Text c="dimmed" ta="center">
        {filtered ? t('list.noMatch') : t(`empty.${type}`)}
      </Text>
      {filtered && (
        <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={14} />} onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </Stack>
  );
}

function DocumentRowsTable({
  type,
  rows,
  names,
  showSettlement,
}: {
  type: InvoiceType;
  rows: AccountingDocument[];
  names: ReturnType<typeof usePartyNames>;
  showSettlement: boolean;
}) {
  const { t } = useTranslation('invoices');
  return (
    <ScrollTable minWidth={340} label={t(`lists.${type}`)}>
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label={t(`lists.${type}`)}>
        <Table.Thead bg="gray.0">
          <Table.Tr>
            <Table.Th>{t('columns.number')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('columns.date')}</Table.Th>
            <Table.Th>{t('columns.party')}</Table.Th>
            <Table.Th visibleFrom="md">{t('columns.dueDate')}</Table.Th>
            <Table.Th ta="right">{t('columns.includingTax')}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('columns.amountDue')}
            </Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((document) => (
            <DocumentRow
              key={document.id}
              document={document}
              partyName={document.partyId ? names.get(document.partyId) : undefined}
              showSettlement={showSettlement}
            />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function DocumentsFooter({ documents, count }: { documents: ReturnType<typeof useDocuments>; count: number }) {
  const { t } = useTranslation('invoices');
  const { t: tCommon } = useTranslation();
  return (
    <Group justify="space-between" p="md" gap="sm">
      <Text size="sm" c="dimmed">
        {t('list.count', { count })}
      </Text>
      {documents.hasNextPage && (
        <Button
          variant="default"
          size="xs"
          onClick={() => documents.fetchNextPage()}
          loading={documents.isFetchingNextPage}
        >
          {tCommon('actions.loadMore')}
        </Button>
      )}
    </Group>
  );
}

function DocumentTable({ type, folder }: { type: InvoiceType; folder: WorkFolder }) {
  const { t: tCommon } = useTranslation();
  const kind = DOCUMENT_KINDS[type];
  const companyId = useStoredValue('companyId');
  const [filter, setFilter, clearFilter] = useDocumentFilter();
  const documents = useDocuments(folder.id, type, filter);
  const rows = documents.data?.pages.flatMap((page) => page.items) ?? [];
  const names = usePartyNames(
    companyId,
    kind.role,
    rows.map((row) => row.partyId),
    folder.id,
  );
  const filtered = Object.values(filter).some(Boolean);
  const showSettlement = kind.paymentType !== null;
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const [filtersOpened, setFiltersOpened] = useState(false);
  const activeFilters = Object.values(filter).filter(Boolean).length;

  return (
    <Paper withBorder radius="lg" p={0}>
      {compact && (
        <FilterToggle
          opened={filtersOpened}
          onToggle={() => setFiltersOpened((opened) => !opened)}
          activeFilters={activeFilters}
          onClear={clearFilter}
        />
      )}
      <Collapse expanded={!compact || filtersOpened}>
        <DocumentFilters partyRole={kind.role} showSettlement={showSettlement} filter={filter} setFilter={setFilter} />
      </Collapse>
      {documents.isLoading && (
        <Stack p="md" pt={0}>
          <LoadingRows count={6} height={32} />
        </Stack>
      )}
      {documents.isError && (
        <Alert color="red" m="md" mt={0}>
          {tCommon('errors.loadFailed')}
        </Alert>
      )}
      {documents.data && rows.length === 0 && <NoDocuments type={type} filtered={filtered} onClear={clearFilter} />}
      {rows.length > 0 && compact && (
        <div>
          {rows.map((document) => (
            <DocumentCard
              key={document.id}
              document={document}
              partyName={document.partyId ? names.get(document.partyId) : undefined}
            />
          ))}
        </div>
      )}
      {rows.length > 0 && !compact && (
        <DocumentRowsTable type={type} rows={rows} names={names} showSettlement={showSettlement} />
      )}
      {rows.length > 0 && (
        <DocumentsFooter documents={documents} count={documents.data?.pages[0]?.total ?? rows.length} />
      )}
    </Paper>
  );
}

/** /sale/invoices, /sale/credit-notes, /purchase/bills, /purchase/credit-notes: a list with its filters. */
export function DocumentList({ type }: { type: InvoiceType }) {
  const { t } = useTranslation('invoices');
  const kind = DOCUMENT_KINDS[type];
  const { t: tCommon } = useTranslation();
  const writable = useCan('documents.write');
  const { folder } = useCurrentWorkFolder();
  // A closed folder takes no new document (issue #34): its lists are read only.
  const canWrite = writable && folder?.status !== 'CLOSED';
  // Sending mails changes no document: a closed folder's invoices can still go.
  const canMail = writable && type === 'SALE_INVOICE' && folder;
  return (
    <>
      <AreaTabs area={kind.area} />
      <PageHeader
        title={t(`lists.${type}`)}
        description={t(`descriptions.${type}`)}
        actions={
          <Group gap="sm">
            {canMail && <MonthMailButton folder={folder} />}
            {canWrite && (
              <Button component={Link} to={`${kind.path}/new`} leftSection={<IconPlus size={18} />}>
                {t(`new.${type}`)}
              </Button>
            )}
          </Group>
        }
      />
      <WorkFolderGate>
        {(folder) => (
          <>
            {folder.status === 'CLOSED' && (
              <Alert color="gray" mb="md">
                {tCommon('workFolder.closed')}
              </Alert>
            )}
            <DocumentTable type={type} folder={folder} />
          </>
        )}
      </WorkFolderGate>
    </>
  );
}

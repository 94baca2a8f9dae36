import { FORM_DEBOUNCE_MS, type Party, type PartyRole } from '@bilan/contract';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { PARTY_ROLES_CONFIG, partyPath } from '../../../lib/party-role.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useMoney } from '../../invoices/public.ts';
import { type PartyListFilter, useParties } from '../api/get-parties.ts';
import { OperatorBadge } from './operator-badge.tsx';
import { PhoneText } from './phone-text.tsx';

type StatusFilter = 'all' | 'true' | 'false';

function PartyRow({ party, partyRole: role }: { party: Party; partyRole: PartyRole }) {
  const { t } = useTranslation('parties');
  const navigate = useNavigate();
  const money = useMoney();
  const to = partyPath(role, party.id);
  return (
    <Table.Tr onClick={() => navigate(to)} style={{ cursor: 'pointer' }} data-testid="party-row">
      <Table.Td>
        <Text size="sm" ff="monospace" c="dimmed">
          {party.code}
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Anchor
            component={Link}
            to={to}
            fw={600}
            size="sm"
            c="var(--mantine-color-text)"
            onClick={(event) => event.stopPropagation()}
            aria-label={t('list.open', { name: party.name })}
          >
            {party.name}
          </Anchor>
          {!party.active && (
            <Badge size="xs" variant="outline" color="gray">
              {t('list.inactive')}
            </Badge>
          )}
        </Group>
        {party.city && (
          <Text size="xs" c="dimmed">
            {party.city}
          </Text>
        )}
      </Table.Td>
      <Table.Td visibleFrom="sm">
        {party.phone && (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              <PhoneText phone={party.phone} countryCode={party.countryCode} />
            </Text>
            <OperatorBadge operator={party.phoneOperator} />
          </Group>
        )}
      </Table.Td>
      <Table.Td visibleFrom="md">
        <Text size="sm" truncate="end" maw={240}>
          {party.email}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        <Text size="sm" fw={600} c={party.balance.startsWith('-') ? 'red.8' : undefined}>
          {money.format(party.balance)}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** /apps/company/customer and /apps/company/supplier: search, status filter, balances, more on demand. */
export function PartyList({ partyRole: role }: { partyRole: PartyRole }) {
  const { t } = useTranslation('parties');
  const { t: tCommon } = useTranslation();
  const companyId = useStoredValue('companyId');
  const workFolderId = useStoredValue('workFolderId');
  const canWrite = useCan('parties.write');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  // docs/seed-spec.md §9: form changes are debounced 30 ms before the list is asked again.
  const [query] = useDebouncedValue(search.trim(), FORM_DEBOUNCE_MS);
  const filter: PartyListFilter = { q: query, active: status === 'all' ? null : status };
  const parties = useParties(companyId, role, workFolderId, filter);
  const rows = parties.data?.pages.flatMap((page) => page.items) ?? [];
  const total = parties.data?.pages[0]?.total ?? 0;
  const filtered = query !== '' || status !== 'all';

  return (
    <>
      <PageHeader
        title={t(`${role}.title`)}
        description={t(`${role}.description`)}
        actions={
          canWrite && (
            <Button
              component={Link}
              to={`${PARTY_ROLES_CONFIG[role].basePath}/new`}
              leftSection={<IconPlus size={18} />}
            >
              {t(`${role}.new`)}
            </Button>
          )
        }
      />
      <Paper withBorder radius="lg" p={0}>
        <PartyFilters search={search} onSearch={setSearch} status={status} onStatus={setStatus} />
        {parties.isLoading && (
          <Stack p="md" pt={0}>
            <LoadingRows count={6} height={32} />
          </Stack>
        )}
        {parties.isError && (
          <Alert color="red" m="md" mt={0}>
            {tCommon('errors.loadFailed')}
          </Alert>
        )}
        {parties.data && rows.length === 0 && (
          <Text c="dimmed" ta="center" py="xl" px="md">
            {filtered ? t('list.noMatch', { query: search.trim() || '…' }) : t(`${role}.empty`)}
          </Text>
        )}
        {rows.length > 0 && (
          <ScrollTable minWidth={340} label={t(`${role}.title`)}>
            <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-label={t(`${role}.title`)}>
              <Table.Thead bg="gray.0">
                <Table.Tr>
                  <Table.Th w={110}>{t('list.code')}</Table.Th>
                  <Table.Th>{t('list.name')}</Table.Th>
                  <Table.Th visibleFrom="sm">{t('list.phone')}</Table.Th>
                  <Table.Th visibleFrom="md">{t('list.email')}</Table.Th>
                  <Table.Th ta="right">{t('list.balance')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((party) => (
                  <PartyRow key={party.id} party={party} partyRole={role} />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
        {rows.length > 0 && <PartyListFooter total={total} parties={parties} />}
      </Paper>
    </>
  );
}

/** The list's search and its active/inactive filter. */
function PartyFilters({
  search,
  onSearch,
  status,
  onStatus,
}: {
  search: string;
  onSearch: (text: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
}) {
  const { t } = useTranslation('parties');
  return (
    <Group p="md" gap="sm" justify="space-between" wrap="wrap">
      <TextInput
        type="search"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        placeholder={t('list.search')}
        aria-label={t('list.searchLabel')}
        leftSection={<IconSearch size={16} />}
        style={{ flex: '1 1 260px' }}
        maw={420}
      />
      <SegmentedControl
        value={status}
        onChange={(value) => onStatus(value as StatusFilter)}
        aria-label={t('list.status')}
        size="sm"
        data={[
          { value: 'all', label: t('list.statusAll') },
          { value: 'true', label: t('list.statusActive') },
          { value: 'false', label: t('list.statusInactive') },
        ]}
      />
    </Group>
  );
}

/** How many parties match, and the next page on demand. */
function PartyListFooter({ total, parties }: { total: number; parties: ReturnType<typeof useParties> }) {
  const { t } = useTranslation('parties');
  const { t: tCommon } = useTranslation();
  return (
    <Group justify="space-between" p="md" gap="sm">
      <Text size="sm" c="dimmed">
        {t('list.count', { count: total })}
      </Text>
      {parties.hasNextPage && (
        <Button
          variant="default"
          size="xs"
          onClick={() => parties.fetchNextPage()}
          loading={parties.isFetchingNextPage}
        >
          {tCommon('actions.loadMore')}
        </Button>
      )}
    </Group>
  );
}

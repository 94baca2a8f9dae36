import type { AuditEvent } from '@bilan/contract';
import { Alert, Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconHistory, IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenHeader } from '../../../components/ui/hidden-header.tsx';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { auditPagesOf, useAuditLog } from '../api/get-audit-log.ts';
import { useMemberNames } from '../api/get-member-names.ts';
import { AuditFiltersBar, useAuditFilters } from './audit-filters.tsx';
import { AuditRow } from './audit-row.tsx';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** /apps/audit: who changed what and when, for those who manage users (owners and admins). */
export function AuditScreen() {
  const { t } = useTranslation('audit');
  const canRead = useCan('users.manage');
  if (!canRead) {
    return (
      <>
        <PageHeader title={t('title')} />
        <Alert color="gray" icon={<IconLock size={18} />}>
          {t('forbidden')}
        </Alert>
      </>
    );
  }
  return <AuditTrail />;
}

function AuditTrail() {
  const { t } = useTranslation('audit');
  const { t: tCommon } = useTranslation();
  const companyId = useStoredValue('companyId');
  const filterState = useAuditFilters();
  const log = useAuditLog(companyId, filterState.filters);
  const members = useMemberNames(companyId);
  const [expanded, setExpanded] = useState<string | null>(null);
  const { events, references } = useMemo(() => auditPagesOf(log.data?.pages ?? []), [log.data]);
  const names = members.data ?? new Map<string, string>();
  // A declined invitation names no one: the invited person is no member (apps/api/src/modules/users/membership-audit.ts).
  const whoOf = (event: AuditEvent) =>
    (event.userId && names.get(event.userId)) || t(event.action === 'DECLINE' ? 'invitedPerson' : 'unknownUser');
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <AuditFiltersBar state={filterState} members={names} />
      {log.isError ? (
        <Alert color="red" title={t('loadFailed')} />
      ) : log.isLoading ? (
        <LoadingRows count={8} height={40} />
      ) : events.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Group justify="center" gap="xs">
            <IconHistory size={20} color="var(--mantine-color-gray-5)" />
            <Text c="dimmed">{t('empty')}</Text>
          </Group>
        </Paper>
      ) : (
        // Rows of the previous filters stay, dimmed, until the new ones arrive.
        <Paper
          withBorder
          radius="lg"
          style={{ overflow: 'hidden', opacity: log.isPlaceholderData ? 0.6 : 1 }}
          aria-busy={log.isPlaceholderData}
        >
          <ScrollTable minWidth={760} label={t('title')}>
            <Table verticalSpacing="xs" highlightOnHover stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  <HiddenHeader w={44} word="details" />
                  <Table.Th style={NOWRAP}>{t('columns.when')}</Table.Th>
                  <Table.Th style={NOWRAP}>{t('columns.who')}</Table.Th>
                  <Table.Th style={NOWRAP}>{t('columns.action')}</Table.Th>
                  <Table.Th style={NOWRAP}>{t('columns.entityType')}</Table.Th>
                  <Table.Th style={NOWRAP}>{t('columns.record')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.map((event) => (
                  <AuditRow
                    key={event.id}
                    event={event}
                    references={references}
                    who={whoOf(event)}
                    recordName={event.entityType === 'MEMBERSHIP' ? names.get(event.entityId) : undefined}
                    expanded={expanded === event.id}
                    onToggle={() => setExpanded((current) => (current === event.id ? null : event.id))}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Paper>
      )}
      {events.length > 0 && (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {t('loaded', { count: events.length })}
          </Text>
          {log.hasNextPage && (
            <Button variant="default" onClick={() => log.fetchNextPage()} loading={log.isFetchingNextPage}>
              {tCommon('actions.loadMore')}
            </Button>
          )}
        </Group>
      )}
    </>
  );
}

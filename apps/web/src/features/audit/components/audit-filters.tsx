import { AUDIT_ACTIONS } from '@bilan/contract';
import { Button, Group, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateField } from '../../../components/ui/date-field.tsx';
import type { AuditAction, AuditFilters } from '../api/get-audit-log.ts';
import { AUDIT_ENTITY_TYPES } from '../audit-diff.ts';

const FILTER_PARAMS = { from: 'from', to: 'to', userId: 'user', action: 'action', entityType: 'type' } as const;

function isAuditAction(value: string | null): value is AuditAction {
  return AUDIT_ACTIONS.some((action) => action === value);
}

/** The filters live in the address (?from=&to=&user=&action=&type=), so a filtered trail can be shared. */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const action = params.get(FILTER_PARAMS.action);
  const filters: AuditFilters = {
    from: params.get(FILTER_PARAMS.from) || null,
    to: params.get(FILTER_PARAMS.to) || null,
    userId: params.get(FILTER_PARAMS.userId) || null,
    action: isAuditAction(action) ? action : null,
    entityType: params.get(FILTER_PARAMS.entityType) || null,
  };
  const setFilter = (name: keyof AuditFilters, value: string | null) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(FILTER_PARAMS[name], value);
        else next.delete(FILTER_PARAMS[name]);
        return next;
      },
      { replace: true },
    );
  };
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  return { filters, setFilter, clear, filtered: Object.values(filters).some(Boolean) };
}

export function AuditFiltersBar({
  state,
  members,
}: {
  state: ReturnType<typeof useAuditFilters>;
  members: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('audit');
  const { t: tCommon } = useTranslation();
  const { filters, setFilter } = state;
  return (
    <Paper withBorder radius="lg" p="md" mb="md">
      <SimpleGrid cols={{ base: 2, md: 5 }} spacing="sm">
        <DateField
          label={t('filters.from')}
          value={filters.from ?? ''}
          onChange={(value) => setFilter('from', value)}
        />
        <DateField label={t('filters.to')} value={filters.to ?? ''} onChange={(value) => setFilter('to', value)} />
        <Select
          label={t('filters.user')}
          placeholder={t('filters.allUsers')}
          data={[...members].map(([value, label]) => ({ value, label }))}
          value={filters.userId}
          onChange={(value) => setFilter('userId', value)}
          clearable
          searchable
        />
        <Select
          label={t('filters.action')}
          placeholder={t('filters.allActions')}
          data={AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`actions.${action}`) }))}
          value={filters.action}
          onChange={(value) => setFilter('action', value)}
          clearable
        />
        <Select
          label={t('filters.entityType')}
          placeholder={t('filters.allEntityTypes')}
          data={AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: t(`entityTypes.${type}`) }))}
          value={filters.entityType}
          onChange={(value) => setFilter('entityType', value)}
          clearable
        />
      </SimpleGrid>
      {state.filtered && (
        <Group justify="flex-end" mt="xs">
          <Button variant="subtle" size="xs" leftSection={<IconFilterOff size={14} />} onClick={state.clear}>
            {tCommon('actions.clearFilters')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

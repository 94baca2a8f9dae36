import type { Company } from '@bilan/contract';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowsExchange, IconBuildingPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useMyCompanies } from '../../auth/api/get-my-companies.ts';
import { useSwitchCompany } from '../../auth/api/switch-company.ts';
import { useCountries } from '../../signup/api/get-countries.ts';
import { useSubsidiaries } from '../api/get-subsidiaries.ts';
import { SubsidiaryFormModal } from './subsidiary-form-modal.tsx';

/** /apps/subdiaries (the spec's spelling): the subsidiaries of the company, created and opened from here. */
export function SubsidiariesScreen() {
  const { t, i18n } = useTranslation('subsidiaries');
  const { t: tCommon } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const companyId = useStoredValue('companyId');
  const canCreate = useCan('settings.manage');
  const subsidiaries = useSubsidiaries(companyId);
  const countries = useCountries();
  const myCompanies = useMyCompanies();
  const switchCompany = useSwitchCompany();
  const [creating, setCreating] = useState(false);
  const rows = subsidiaries.data?.pages.flatMap((page) => page.items) ?? [];
  const total = subsidiaries.data?.pages[0]?.total ?? 0;
  const memberOf = new Set((myCompanies.data ?? []).map((company) => company.id));
  const countryName = (code: string) => {
    const country = countries.data?.find((candidate) => candidate.code === code);
    return country ? (language === 'fr' ? country.frName : country.enName) : code;
  };

  const row = (subsidiary: Company) => (
    <Table.Tr key={subsidiary.id} data-testid="subsidiary-row">
      <Table.Td>
        <Text size="sm" fw={600}>
          {subsidiary.name}
        </Text>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {countryName(subsidiary.countryCode)} · {subsidiary.currency}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">{countryName(subsidiary.countryCode)}</Table.Td>
      <Table.Td visibleFrom="sm">
        <Badge variant="light" color="gray">
          {subsidiary.currency}
        </Badge>
      </Table.Td>
      <Table.Td visibleFrom="md">{subsidiary.accountingFramework}</Table.Td>
      <Table.Td visibleFrom="md">{formatCalendarDate(subsidiary.createdAt.slice(0, 10), language)}</Table.Td>
      <Table.Td ta="right">
        {memberOf.has(subsidiary.id) && (
          <Button
            variant="light"
            size="xs"
            leftSection={<IconArrowsExchange size={14} />}
            onClick={() => switchCompany.mutate(subsidiary.id)}
            loading={switchCompany.isPending && switchCompany.variables === subsidiary.id}
            aria-label={t('list.open', { name: subsidiary.name })}
          >
            {t('list.openShort')}
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );

  return (
    <>
      <PageHeader
        title={tCommon('areas.subsidiaries')}
        description={t('list.description')}
        actions={
          canCreate && (
            <Button
              leftSection={<IconBuildingPlus size={18} />}
              onClick={() => setCreating(true)}
              disabled={!companyId}
            >
              {t('list.new')}
            </Button>
          )
        }
      />
      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
        {subsidiaries.isLoading && (
          <Stack p="md">
            <LoadingRows count={3} height={36} />
          </Stack>
        )}
        {subsidiaries.isError && (
          <Alert color="red" m="md">
            {tCommon('errors.loadFailed')}
          </Alert>
        )}
        {subsidiaries.data && rows.length === 0 && (
          <Text c="dimmed" ta="center" py="xl" px="md">
            {t('list.empty')}
          </Text>
        )}
        {rows.length > 0 && (
          <Table verticalSpacing="sm" horizontalSpacing="md" aria-label={tCommon('areas.subsidiaries')}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>{t('list.name')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('list.country')}</Table.Th>
                <Table.Th visibleFrom="sm">{t('list.currency')}</Table.Th>
                <Table.Th visibleFrom="md">{t('list.framework')}</Table.Th>
                <Table.Th visibleFrom="md">{t('list.createdOn')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('list.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows.map(row)}</Table.Tbody>
          </Table>
        )}
        {rows.length > 0 && (
          <Group justify="space-between" p="md" gap="sm">
            <Text size="sm" c="dimmed">
              {t('list.count', { count: total })}
            </Text>
            {subsidiaries.hasNextPage && (
              <Button
                variant="default"
                size="xs"
                onClick={() => subsidiaries.fetchNextPage()}
                loading={subsidiaries.isFetchingNextPage}
              >
                {tCommon('actions.loadMore')}
              </Button>
            )}
          </Group>
        )}
      </Paper>
      {companyId && canCreate && (
        <SubsidiaryFormModal
          companyId={companyId}
          opened={creating}
          onClose={() => setCreating(false)}
          onCreated={() => setCreating(false)}
        />
      )}
    </>
  );
}

import type { MemberCompany } from '@bilan/contract';
import { Group, Loader, Menu, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconBuildingCommunity, IconCheck, IconHistory, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoadedMenuProps } from '../../../components/ui/lazy-menu.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useMyCompanies } from '../../auth/api/get-my-companies.ts';

function CompanyItem({
  company,
  current,
  onSwitch,
}: {
  company: MemberCompany;
  current: boolean;
  onSwitch: () => void;
}) {
  return (
    <Menu.Item
      onClick={current ? undefined : onSwitch}
      aria-current={current ? 'true' : undefined}
      data-testid="company-option"
      rightSection={current ? <IconCheck size={16} color="var(--mantine-color-bilan-6)" /> : undefined}
      bg={current ? 'var(--mantine-color-bilan-light)' : undefined}
    >
      <Stack gap={0}>
        <Text size="sm" fw={600} c="dark" truncate="end" maw={200}>
          {company.name}
        </Text>
        <Text size="xs" c="dimmed">
          {company.countryCode} · {company.currency}
        </Text>
      </Stack>
    </Menu.Item>
  );
}

/**
 * The company menu once first opened: every company of the user (GET /v1/auth/companies, asked while the
 * menu is open), the current one marked; choosing another switches the session to it.
 */
export function CompanyMenuDropdown({
  target,
  opened,
  onChange,
  onSwitch,
}: LoadedMenuProps & { onSwitch: (companyId: string) => void }) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const companyId = useStoredValue('companyId');
  const companies = useMyCompanies(opened);
  const canReadAudit = useCan('users.manage');
  return (
    <Menu position="bottom-start" shadow="md" width={280} opened={opened} onChange={onChange}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('topBar.companies')}</Menu.Label>
        {companies.isLoading && (
          <Group justify="center" py="xs">
            <Loader size="sm" />
          </Group>
        )}
        {(companies.data ?? []).map((candidate) => (
          <CompanyItem
            key={candidate.id}
            company={candidate}
            current={candidate.id === companyId}
            onSwitch={() => onSwitch(candidate.id)}
          />
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/apps/subdiaries" leftSection={<IconBuildingCommunity size={16} />}>
          {tCommon('areas.subsidiaries')}
        </Menu.Item>
        <Menu.Item component={Link} to="/apps/settings" leftSection={<IconSettings size={16} />}>
          {tCommon('areas.settings')}
        </Menu.Item>
        <Menu.Item component={Link} to="/apps/settings/exchange-rates" leftSection={<IconArrowsExchange size={16} />}>
          {tCommon('areas.exchangeRates')}
        </Menu.Item>
        {canReadAudit && (
          <Menu.Item component={Link} to="/apps/audit" leftSection={<IconHistory size={16} />}>
            {tCommon('areas.audit')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

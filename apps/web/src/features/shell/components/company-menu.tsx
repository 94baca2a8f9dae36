import type { MemberCompany } from '@bilan/contract';
import { Button, Group, Loader, Menu, Stack, Text } from '@mantine/core';
import {
  IconBuildingCommunity,
  IconBuildingSkyscraper,
  IconCheck,
  IconChevronDown,
  IconHistory,
  IconSettings,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useMyCompanies } from '../../auth/api/get-my-companies.ts';
import { useSwitchCompany } from '../../auth/api/switch-company.ts';
import { useCompany } from '../api/get-company.ts';

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
 * The company dropdown: shows the current company's name (GET /v1/companies/{id}) and, once opened,
 * every company of the user (GET /v1/auth/companies); choosing one switches the session to it.
 */
export function CompanyMenu({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const companyId = useStoredValue('companyId');
  const company = useCompany(companyId);
  const [opened, setOpened] = useState(false);
  const companies = useMyCompanies(opened);
  const switchCompany = useSwitchCompany();
  const canReadAudit = useCan('users.manage');
  const name = company.data?.name ?? (company.isLoading ? t('topBar.companyLoading') : t('topBar.company'));
  return (
    <Menu position="bottom-start" shadow="md" width={280} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <Button
          variant="default"
          fullWidth={fullWidth}
          justify={fullWidth ? 'space-between' : 'center'}
          leftSection={<IconBuildingSkyscraper size={18} />}
          rightSection={switchCompany.isPending ? <Loader size={14} /> : <IconChevronDown size={14} />}
          aria-label={`${t('topBar.company')}: ${name}`}
          data-testid="company-menu"
          maw={fullWidth ? undefined : 260}
        >
          <Text span fw={600} size="sm" truncate="end">
            {name}
          </Text>
        </Button>
      </Menu.Target>
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
            onSwitch={() => switchCompany.mutate(candidate.id)}
          />
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/apps/subdiaries" leftSection={<IconBuildingCommunity size={16} />}>
          {tCommon('areas.subsidiaries')}
        </Menu.Item>
        <Menu.Item component={Link} to="/apps/settings" leftSection={<IconSettings size={16} />}>
          {tCommon('areas.settings')}
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

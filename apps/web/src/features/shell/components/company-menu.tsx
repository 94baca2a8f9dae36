import { Button, Menu, Text } from '@mantine/core';
import { IconBuildingCommunity, IconBuildingSkyscraper, IconChevronDown, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStoredValue } from '../../../lib/storage.ts';
import { useCompany } from '../api/get-company.ts';

/** The company dropdown: shows the current company's name (GET /v1/companies/{id}). */
export function CompanyMenu({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const companyId = useStoredValue('companyId');
  const company = useCompany(companyId);
  const name = company.data?.name ?? (company.isLoading ? t('topBar.companyLoading') : t('topBar.company'));
  return (
    <Menu position="bottom-start" shadow="md" width={260}>
      <Menu.Target>
        <Button
          variant="default"
          fullWidth={fullWidth}
          justify={fullWidth ? 'space-between' : 'center'}
          leftSection={<IconBuildingSkyscraper size={18} />}
          rightSection={<IconChevronDown size={14} />}
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
        <Menu.Label>{t('topBar.company')}</Menu.Label>
        {company.data && (
          <Menu.Item disabled>
            <Text size="sm" fw={600} c="dark">
              {company.data.name}
            </Text>
            <Text size="xs" c="dimmed">
              {company.data.countryCode} · {company.data.currency}
            </Text>
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/apps/subdiaries" leftSection={<IconBuildingCommunity size={16} />}>
          {tCommon('areas.subsidiaries')}
        </Menu.Item>
        <Menu.Item component={Link} to="/apps/settings" leftSection={<IconSettings size={16} />}>
          {tCommon('areas.settings')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

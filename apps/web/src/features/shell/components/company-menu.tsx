import { Button, Loader, Text } from '@mantine/core';
import { IconBuildingSkyscraper, IconChevronDown } from '@tabler/icons-react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyMenu } from '../../../components/ui/lazy-menu.tsx';
import { useStoredValue } from '../../../lib/storage.ts';
import { useSwitchCompany } from '../../auth/api/switch-company.ts';
import { useCompany } from '../api/get-company.ts';

const CompanyMenuDropdown = lazy(() =>
  import('./company-menu-dropdown.tsx').then((module) => ({ default: module.CompanyMenuDropdown })),
);

/**
 * The company dropdown: shows the current company's name (GET /v1/companies/{id}); once opened, every
 * company of the user, and choosing one switches the session to it.
 */
export function CompanyMenu({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('shell');
  const companyId = useStoredValue('companyId');
  const company = useCompany(companyId);
  const switchCompany = useSwitchCompany();
  const name = company.data?.name ?? (company.isLoading ? t('topBar.companyLoading') : t('topBar.company'));
  return (
    <LazyMenu
      target={
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
      }
    >
      {(menu) => <CompanyMenuDropdown {...menu} onSwitch={(id) => switchCompany.mutate(id)} />}
    </LazyMenu>
  );
}

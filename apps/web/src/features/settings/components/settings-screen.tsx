import { Alert, Button, Stack } from '@mantine/core';
import { IconArrowsExchange, IconLock } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { mobileOperatorsOf } from '../../../lib/phone.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useJournals } from '../../journal-entries/api/get-journals.ts';
import { useCompany } from '../../shell/api/get-company.ts';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useSettings } from '../api/get-settings.ts';
import { SettingsForm } from './settings-form.tsx';

/** /apps/settings: the company's settings, editable by those who hold settings.manage. */
export function SettingsScreen() {
  const { t, i18n } = useTranslation('settings');
  const companyId = useStoredValue('companyId');
  const canManage = useCan('settings.manage');
  const settings = useSettings(companyId);
  const company = useCompany(companyId);
  const journals = useJournals(companyId);
  const { folder } = useCurrentWorkFolder();
  const operators = useMemo(() => mobileOperatorsOf(company.data?.countryCode), [company.data?.countryCode]);
  const year = Number((folder?.startDate ?? new Date().toISOString()).slice(0, 4));
  const updatedAt = settings.data?.updatedAt;
  const saved = updatedAt
    ? t('lastSaved', {
        date: formatDateTime(updatedAt, i18n.resolvedLanguage ?? 'en'),
      })
    : t('neverSaved');

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('title')}
        description={
          <>
            <div>{t('description')}</div>
            {settings.data && <div data-testid="settings-saved-at">{saved}</div>}
          </>
        }
        actions={
          <Button
            component={Link}
            to="/apps/settings/exchange-rates"
            variant="default"
            leftSection={<IconArrowsExchange size={18} />}
            title={t('exchangeRates.settingsLinkHint')}
          >
            {t('exchangeRates.settingsLink')}
          </Button>
        }
      />
      {!canManage && (
        <Alert color="gray" icon={<IconLock size={18} />} mb="md" data-testid="settings-read-only">
          {t('readOnly')}
        </Alert>
      )}
      {settings.isError || company.isError ? (
        <Alert color="red" title={t('loadFailed')} />
      ) : !settings.data || !company.data || !companyId ? (
        <LoadingRows count={8} height={44} />
      ) : (
        <SettingsForm
          // A company switch brings other settings: a fresh form, not the previous one's edits.
          key={companyId}
          companyId={companyId}
          settings={settings.data}
          journals={journals.data ?? []}
          operators={operators}
          folder={{ id: folder?.id ?? null, year }}
          readOnly={!canManage}
          countryCode={company.data.countryCode}
        />
      )}
    </Stack>
  );
}

import { Alert, Badge, Box, Button, Group, SimpleGrid, Text } from '@mantine/core';
import {
  IconBook,
  IconCalendar,
  IconCalendarCheck,
  IconCheck,
  IconCircleCheck,
  IconFileText,
  IconFolders,
  IconListNumbers,
  IconPencil,
  IconScale,
  IconStar,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { currencyScaleOf, formatAmountText, formatCalendarDate } from '../../../lib/format.ts';
import { useStoredValue, writeStored } from '../../../lib/storage.ts';
import { DashboardPanel } from '../../reports/public.ts';
import { useWorkFolderSummary } from '../api/get-work-folder-summary.ts';
import { VatPeriodsPanel } from './vat-periods-panel.tsx';
import { YearEndChecklistPanel } from './year-end-checklist.tsx';

/** /workfolder?workFolder=ID: one folder at a glance — its dashboard, its period, what it holds, its totals. */
export function WorkFolderSummaryScreen({ workFolderId }: { workFolderId: string | null }) {
  const { t, i18n } = useTranslation('workFolders');
  const { t: tCommon } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const currentId = useStoredValue('workFolderId');
  const summary = useWorkFolderSummary(workFolderId);
  const folder = summary.data;
  const number = new Intl.NumberFormat(language);
  const money = (amount: string) =>
    folder ? formatAmountText(amount, language, currencyScaleOf(folder.currency), { currency: folder.currency }) : '';
  const balanced = folder ? folder.totalDebit === folder.totalCredit : true;

  return (
    <>
      <PageHeader
        title={tCommon('areas.workfolder')}
        description={
          folder ? (
            <Group gap={8}>
              <Text fw={600} c="dark" span>
                {folder.name}
              </Text>
              <Badge variant="light" color={folder.status === 'OPEN' ? 'green' : 'gray'}>
                {t(`status.${folder.status}`)}
              </Badge>
              {folder.id === currentId && (
                <Badge variant="filled" leftSection={<IconStar size={12} />}>
                  {t('summary.isCurrent')}
                </Badge>
              )}
            </Group>
          ) : undefined
        }
        actions={
          <>
            {folder && folder.id !== currentId && (
              <Button
                variant="light"
                leftSection={<IconCheck size={16} />}
                onClick={() => writeStored('workFolderId', folder.id)}
              >
                {t('summary.makeCurrent')}
              </Button>
            )}
            <Button
              variant="default"
              component={Link}
              to="/accounting/month-close"
              leftSection={<IconCalendarCheck size={16} />}
            >
              {t('summary.monthClose')}
            </Button>
            <Button variant="default" component={Link} to="/accounting/entries" leftSection={<IconPencil size={16} />}>
              {t('summary.journalEntries')}
            </Button>
            <Button variant="default" component={Link} to="/accounting/journal" leftSection={<IconBook size={16} />}>
              {t('summary.journal')}
            </Button>
            <Button
              variant="default"
              component={Link}
              to="/apps/workfolder/list"
              leftSection={<IconFolders size={16} />}
            >
              {t('summary.allFolders')}
            </Button>
          </>
        }
      />
      {!workFolderId && <Alert color="blue">{tCommon('workFolder.none')}</Alert>}
      {summary.isError && <Alert color="red">{t('summary.noFolder')}</Alert>}
      {summary.isLoading && <LoadingRows count={4} height={96} radius="lg" />}
      {folder && <DashboardPanel workFolderId={folder.id} />}
      {folder && (
        <>
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'xs', sm: 'md' }} mb={{ base: 'xs', sm: 'md' }}>
            <StatCard
              label={t('summary.period')}
              value={formatCalendarDate(folder.startDate, language)}
              hint={`→ ${formatCalendarDate(folder.endDate, language)}`}
              icon={<IconCalendar size={20} />}
            />
            <StatCard
              label={t('summary.entries')}
              value={number.format(folder.entryCount)}
              icon={<IconListNumbers size={20} />}
            />
            <StatCard
              label={t('summary.drafts')}
              value={number.format(folder.draftDocuments)}
              icon={<IconFileText size={20} />}
              color={folder.draftDocuments > 0 ? 'orange' : 'gray'}
              hint={folder.draftDocuments > 0 && folder.status === 'OPEN' ? t('summary.draftsHint') : undefined}
            />
            <StatCard
              label={t('summary.validated')}
              value={number.format(folder.validatedDocuments)}
              icon={<IconCircleCheck size={20} />}
              color="green"
              hint={t('summary.cancelledHint', { count: folder.cancelledDocuments })}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
            <StatCard label={t('summary.totalDebit')} value={money(folder.totalDebit)} icon={<IconScale size={20} />} />
            <StatCard
              label={t('summary.totalCredit')}
              value={money(folder.totalCredit)}
              icon={<IconScale size={20} />}
            />
            <StatCard
              label={t('summary.status')}
              value={t(`status.${folder.status}`)}
              icon={balanced ? <IconCheck size={20} /> : <IconX size={20} />}
              color={balanced ? 'green' : 'red'}
              hint={balanced ? t('summary.balanced') : t('summary.unbalanced')}
            />
          </SimpleGrid>
          <VatPeriodsPanel workFolderId={folder.id} />
          <Box mt={{ base: 'xs', sm: 'md' }}>
            <YearEndChecklistPanel workFolderId={folder.id} />
          </Box>
        </>
      )}
    </>
  );
}

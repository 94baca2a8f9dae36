import type { AnnualPackage } from '@bilan/contract';
import { Alert, Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useAnnualPackage } from '../api/get-annual-package.ts';
import { LiasseSection } from './liasse-section.tsx';
import { ReportFrame, useReportAmounts } from './report-frame.tsx';

/**
 * /accounting/annual-package: the statements the company files for the folder, the checks before filing
 * (each failure naming what stands behind it) and the package as a PDF, an XLSX and a CSV.
 */
export function AnnualPackageScreen() {
  const { t } = useTranslation('reports');
  const { t: tCommon } = useTranslation();
  const { workFolderId } = useCurrentWorkFolder();
  const report = useAnnualPackage(workFolderId);
  const data = report.data;
  return (
    <ReportFrame
      title={tCommon('areas.annualPackage')}
      period={data}
      loading={report.isLoading}
      failed={report.isError}
      periodFilter={false}
      exportTarget={
        data ? { report: 'annual-package', params: {}, fileName: `annual-package_${data.from}_${data.to}` } : undefined
      }
    >
      {data && (
        <Stack gap="md">
          {data.ready ? (
            <Alert color="green" title={t('package.readyTitle')}>
              {t('package.ready')}
            </Alert>
          ) : (
            <Alert color="orange" title={t('package.notReadyTitle')}>
              {t('package.notReady')}
            </Alert>
          )}
          <PackageChecks data={data} />
          <Paper withBorder radius="lg" p="md">
            <Title order={2} size="h5" mb="xs">
              {t('package.statements')}
            </Title>
            <List size="sm">
              {data.statements.map((statement) => (
                <List.Item key={statement.key}>{statement.title}</List.Item>
              ))}
            </List>
          </Paper>
          {data.framework === 'PCG' && <LiasseSection workFolderId={workFolderId} />}
        </Stack>
      )}
    </ReportFrame>
  );
}

function PackageChecks({ data }: { data: AnnualPackage }) {
  const { t } = useTranslation('reports');
  const amount = useReportAmounts();
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('package.checks')}>
      <Title order={2} size="h5" mb="xs">
        {t('package.checks')}
      </Title>
      <Stack gap="xs">
        {data.checks.map((check) => (
          <Group key={check.code} gap="sm" wrap="nowrap" align="flex-start" data-check={check.code}>
            <ThemeIcon variant="light" color={check.ok ? 'green' : 'red'} radius="xl" size={26} aria-hidden>
              {check.ok ? <IconCircleCheck size={16} /> : <IconCircleX size={16} />}
            </ThemeIcon>
            <Stack gap={0}>
              <Group gap={6}>
                <Text size="sm" fw={600}>
                  {t(`package.check.${check.code}`)}
                </Text>
                <Badge size="sm" variant="light" color={check.ok ? 'green' : 'red'}>
                  {check.ok ? t('package.ok') : t('package.toReview')}
                </Badge>
              </Group>
              {!check.ok && check.expected !== null && check.actual !== null && (
                <Text size="xs" c="dimmed">
                  {t('package.figures', {
                    expected: amount(check.expected, { blankZero: false }),
                    actual: amount(check.actual, { blankZero: false }),
                  })}
                </Text>
              )}
              {!check.ok && check.accounts.length > 0 && (
                <Text size="xs" c="dimmed">
                  {t('package.accounts', { accounts: check.accounts.join(', ') })}
                </Text>
              )}
              {!check.ok && check.count !== null && check.count > 0 && (
                <Text size="xs" c="dimmed">
                  {t('package.drafts', { count: check.count })}
                </Text>
              )}
            </Stack>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

import { YEAR_END_STEPS } from '@bilan/contract';
import { Alert, Badge, Group, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useYearEndSteps } from '../api/get-year-end-steps.ts';
import { AccrualsPanel } from './accruals-panel.tsx';
import { DoubtfulPanel } from './doubtful-panel.tsx';
import { IncomeTaxPanel } from './income-tax-panel.tsx';
import { ProvisionsPanel } from './provisions-panel.tsx';
import { StockCountPanel } from './stock-count-panel.tsx';

/** Each step's state for the folder: booked, to do, and what waits (reversals, doubtful receivables). */
function StepBadges({ workFolderId }: { workFolderId: string }) {
  const { t } = useTranslation('yearEnd');
  const steps = useYearEndSteps(workFolderId);
  return (
    <Group gap="xs" data-testid="year-end-steps">
      {(steps.data ?? []).map((step) => (
        <Badge key={step.step} variant="light" color={step.done ? 'green' : 'gray'} size="lg">
          {t(`steps.${step.step}`)} · {step.done ? t('steps.done') : t('steps.todo')}
          {step.pending > 0 ? ` · ${t('steps.pending', { count: step.pending })}` : ''}
        </Badge>
      ))}
    </Group>
  );
}

/** /accounting/year-end: the year-end entries of the current folder, one tab per kind. */
export function YearEndScreen() {
  const { t } = useTranslation('yearEnd');
  const { companyId, workFolderId, folder } = useCurrentWorkFolder();
  if (!companyId || !workFolderId || !folder) {
    return (
      <>
        <PageHeader title={t('title')} />
        <Text c="dimmed">{t('noFolder')}</Text>
      </>
    );
  }
  const props = { companyId, workFolderId, endDate: folder.endDate, open: folder.status === 'OPEN' };
  return (
    <>
      <PageHeader title={t('title')} />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        {!props.open && <Alert color="gray">{t('closedFolder')}</Alert>}
        <StepBadges workFolderId={workFolderId} />
        <Tabs defaultValue={YEAR_END_STEPS[0]} keepMounted={false}>
          <Tabs.List>
            {YEAR_END_STEPS.map((step) => (
              <Tabs.Tab key={step} value={step}>
                {t(`steps.${step}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="ACCRUALS" pt="md">
            <AccrualsPanel {...props} />
          </Tabs.Panel>
          <Tabs.Panel value="STOCKS" pt="md">
            <StockCountPanel {...props} />
          </Tabs.Panel>
          <Tabs.Panel value="DOUBTFUL_RECEIVABLES" pt="md">
            <DoubtfulPanel {...props} />
          </Tabs.Panel>
          <Tabs.Panel value="PROVISIONS" pt="md">
            <ProvisionsPanel {...props} />
          </Tabs.Panel>
          <Tabs.Panel value="INCOME_TAX" pt="md">
            <IncomeTaxPanel {...props} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </>
  );
}

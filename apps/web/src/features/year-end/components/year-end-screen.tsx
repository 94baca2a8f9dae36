import { YEAR_END_STEPS } from '@bilan/contract';
import { Alert, Group, Paper, SimpleGrid, Stack, Tabs, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { YearEndChecklistPanel } from '../../work-folders/public.ts';
import { useYearEndSteps } from '../api/get-year-end-steps.ts';
import { AccrualsPanel } from './accruals-panel.tsx';
import { CurrencyRevaluationPanel } from './currency-revaluation-panel.tsx';
import { DoubtfulPanel } from './doubtful-panel.tsx';
import { IncomeTaxPanel } from './income-tax-panel.tsx';
import { ProvisionsPanel } from './provisions-panel.tsx';
import { StockCountPanel } from './stock-count-panel.tsx';

/** Each step's state for the folder: booked, to do, and what waits (reversals, doubtful receivables). */
function StepStates({ workFolderId }: { workFolderId: string }) {
  const { t } = useTranslation('yearEnd');
  const steps = useYearEndSteps(workFolderId);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs" data-testid="year-end-steps">
      {(steps.data ?? []).map((step) => (
        <Paper
          key={step.step}
          data-testid={`year-end-step-${step.step}`}
          withBorder
          radius="md"
          p="xs"
          bg={step.done ? 'var(--mantine-color-green-light)' : undefined}
        >
          <Group gap={6} wrap="nowrap" align="flex-start">
            {step.done ? (
              <IconCircleCheck size={18} color="var(--mantine-color-green-8)" />
            ) : (
              <IconCircleDashed size={18} />
            )}
            <div>
              <Text size="sm" fw={600}>
                {t(`steps.${step.step}`)}
              </Text>
              <Text size="xs">
                {step.done ? t('steps.done') : t('steps.todo')}
                {step.pending > 0 ? ` · ${t('steps.pending', { count: step.pending })}` : ''}
              </Text>
            </div>
          </Group>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

// The steps the API tracks, then the revaluation of foreign currencies, which the closing checks itself.
const TABS = [...YEAR_END_STEPS, 'CURRENCIES'] as const;

/** The tab a link opens (?step=STOCKS from the year-end steps, ?step=CURRENCIES from the closing), else the first. */
function stepOf(asked: string | null): (typeof TABS)[number] {
  return TABS.find((step) => step === asked) ?? TABS[0];
}

/** /accounting/year-end: the year-end entries of the current folder, one tab per kind. */
export function YearEndScreen() {
  const { t } = useTranslation('yearEnd');
  const { companyId, workFolderId, folder } = useCurrentWorkFolder();
  const [searchParams] = useSearchParams();
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
        <YearEndChecklistPanel workFolderId={workFolderId} />
        <StepStates workFolderId={workFolderId} />
        <Tabs defaultValue={stepOf(searchParams.get('step'))} keepMounted={false}>
          <Tabs.List>
            {TABS.map((step) => (
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
          <Tabs.Panel value="CURRENCIES" pt="md">
            <CurrencyRevaluationPanel workFolderId={workFolderId} open={props.open} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </>
  );
}

import type { YearEndChecklist } from '@bilan/contract';
import { Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed, IconClock, IconEye } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useYearEndChecklist } from '../api/get-year-end-checklist.ts';

type Step = YearEndChecklist['steps'][number];

const STATE_LOOK = {
  DONE: { color: 'green', icon: <IconCircleCheck size={16} /> },
  TO_REVIEW: { color: 'blue', icon: <IconEye size={16} /> },
  TO_DO: { color: 'orange', icon: <IconCircleDashed size={16} /> },
  NOT_YET: { color: 'gray', icon: <IconClock size={16} /> },
} as const;

/** Where each step is done. */
export function yearEndStepPath(step: Step['step'], checklist: YearEndChecklist): string {
  switch (step) {
    case 'DEPRECIATION':
      return '/accounting/fixed-assets';
    case 'VAT':
      return `/accounting/vat?period=${checklist.to.slice(0, 7)}`;
    case 'CLOSING':
    case 'APPROPRIATION':
      return '/apps/workfolder/list';
    default:
      return `/accounting/year-end?step=${step}`;
  }
}

/** The year-end steps of a folder in order, each with its state and where it is done, and what is left. */
export function YearEndChecklistPanel({ workFolderId }: { workFolderId: string }) {
  const { t } = useTranslation('workFolders');
  const checklist = useYearEndChecklist(workFolderId).data;
  if (!checklist) return null;
  const title = t('yearEnd.title');
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {checklist.nextStep
            ? t('yearEnd.next', { step: t(`yearEnd.steps.${checklist.nextStep}`) })
            : t('yearEnd.allDone')}
        </Text>
      </Group>
      <Stack gap={6}>
        {checklist.steps.map((step, index) => (
          <Group key={step.step} gap="sm" wrap="nowrap" data-step={step.step}>
            <ThemeIcon variant="light" color={STATE_LOOK[step.state].color} radius="xl" size={26} aria-hidden>
              {STATE_LOOK[step.state].icon}
            </ThemeIcon>
            <Anchor component={Link} to={yearEndStepPath(step.step, checklist)} size="sm" fw={600}>
              {index + 1}. {t(`yearEnd.steps.${step.step}`)}
            </Anchor>
            <Badge size="sm" variant="light" color={STATE_LOOK[step.state].color}>
              {t(`yearEnd.states.${step.state}`)}
            </Badge>
            {step.entries > 0 && (
              <Text size="xs" c="dimmed">
                {t('yearEnd.entries', { count: step.entries })}
              </Text>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

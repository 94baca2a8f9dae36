import type { Appropriation } from '@bilan/contract';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmountText, formatCalendarDate, formatRateText } from '../../../lib/format.ts';
import { useCompanyMoney } from '../../shell/api/get-company.ts';

/** The figures the meeting decides on: the result, the legal reserve the law asks for, what may be distributed. */
export function AppropriationFacts({ view }: { view: Appropriation }) {
  const { t, i18n } = useTranslation('workFolders');
  const money = useCompanyMoney();
  const language = i18n.resolvedLanguage ?? 'en';
  const amount = (text: string) =>
    formatAmountText(text, language, money.scale ?? 0, { currency: money.currency ?? undefined });
  const loss = view.result.startsWith('-');
  const figures = [
    [loss ? t('appropriation.loss') : t('appropriation.profit'), amount(loss ? view.result.slice(1) : view.result)],
    [t('appropriation.legalReserveMinimum'), amount(view.legalReserveMinimum)],
    [
      t('appropriation.legalReserveNow'),
      t('appropriation.ofCeiling', { amount: amount(view.legalReserve), ceiling: amount(view.legalReserveCeiling) }),
    ],
    [t('appropriation.retainedEarnings'), amount(view.retainedEarnings)],
    [t('appropriation.distributable'), amount(view.distributableProfit)],
    [
      t('appropriation.withholdingRate'),
      view.withholdingRate === null ? t('appropriation.noRate') : formatRateText(view.withholdingRate, language),
    ],
    [t('appropriation.deadline'), formatCalendarDate(view.meetingDeadline, language)],
    [t('appropriation.capital'), amount(view.capital)],
  ] as const;
  return (
    <SimpleGrid cols={2} spacing="xs" data-testid="appropriation-facts">
      {figures.map(([label, value]) => (
        <Paper key={label} withBorder radius="md" p="xs">
          <Text size="xs" c="dimmed" fw={600}>
            {label}
          </Text>
          <Text fw={700} fz={{ base: 'sm', xs: 'md' }}>
            {value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

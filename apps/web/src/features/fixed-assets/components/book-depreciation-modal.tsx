import type { DepreciationRun, WorkFolder } from '@bilan/contract';
import { Alert, Button, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useMoney } from '../../invoices/public.ts';
import { useBookDepreciation } from '../api/book-depreciation.ts';

/** The months of a folder, as YYYY-MM. */
function monthsOf(folder: WorkFolder): string[] {
  const months: string[] = [];
  let month = folder.startDate.slice(0, 7);
  while (month <= folder.endDate.slice(0, 7) && months.length < 24) {
    months.push(month);
    const [year = 0, number = 1] = month.split('-').map(Number);
    month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  }
  return months;
}

/** Books the depreciation of the folder or of one of its months; says what was booked. */
export function BookDepreciationModal({
  opened,
  onClose,
  folder,
}: {
  opened: boolean;
  onClose: () => void;
  folder: WorkFolder;
}) {
  const { t } = useTranslation('fixedAssets');
  const { t: tCommon } = useTranslation();
  const money = useMoney();
  const book = useBookDepreciation(folder.id);
  const [kind, setKind] = useState<'YEAR' | 'MONTH'>('YEAR');
  const [month, setMonth] = useState<string | null>(null);
  const [run, setRun] = useState<DepreciationRun | null>(null);
  useEffect(() => {
    if (opened) setRun(null);
  }, [opened]);
  const monthLabel = (value: string) =>
    new Intl.DateTimeFormat(money.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${value}-01T00:00:00Z`),
    );
  const submit = async () => {
    const period = kind === 'YEAR' ? 'YEAR' : (month ?? '');
    const done = await book.mutateAsync({ period }).catch(() => null);
    if (done) setRun(done);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('book.title')}
      centered
      radius="lg"
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text size="sm">{t('book.text')}</Text>
        <SegmentedControl
          aria-label={t('book.period')}
          value={kind}
          onChange={(value) => setKind(value === 'MONTH' ? 'MONTH' : 'YEAR')}
          data={[
            { value: 'YEAR', label: t('book.year', { folder: folder.name }) },
            { value: 'MONTH', label: t('book.month') },
          ]}
        />
        {kind === 'MONTH' && (
          <Select
            label={t('book.monthField')}
            data={monthsOf(folder).map((value) => ({ value, label: monthLabel(value) }))}
            value={month}
            onChange={setMonth}
          />
        )}
        {run && (
          <Alert color={run.entries.length > 0 ? 'teal' : 'gray'} data-testid="depreciation-run">
            {run.entries.length > 0
              ? t('book.done', {
                  total: money.format(run.total),
                  date: formatCalendarDate(run.periodEndDate, money.language),
                  entries: run.entries.map((entry) => `${entry.entryNumber} (${entry.categoryLabel})`).join(', '),
                })
              : t('book.nothing', { date: formatCalendarDate(run.periodEndDate, money.language) })}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {tCommon('actions.close')}
          </Button>
          <Button onClick={submit} loading={book.isPending} disabled={kind === 'MONTH' && !month}>
            {t('book.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

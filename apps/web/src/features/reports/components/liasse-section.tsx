import type { Liasse } from '@bilan/contract';
import { Alert, Paper, Table, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useLiasse } from '../api/get-liasse.ts';
import { LiasseAdjustments } from './liasse-adjustments.tsx';
import { useReportAmounts } from './report-frame.tsx';

const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** The liasse fiscale of a French folder on the annual-package screen: a tab per form, its boxes N and N-1. */
export function LiasseSection({ workFolderId }: { workFolderId: string | null }) {
  const { t } = useTranslation('reports');
  const liasse = useLiasse(workFolderId, true);
  const data = liasse.data;
  if (liasse.isError) return <Alert color="red">{t('liasse.failed')}</Alert>;
  if (!data) return null;
  const [first] = data.forms;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('liasse.title')}>
      <Title order={2} size="h5" mb={4}>
        {t('liasse.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t(`liasse.regime.${data.regime}`, { year: data.formYear })}
      </Text>
      {data.unmappedAccounts.length > 0 && (
        <Alert color="orange" mb="sm">
          {t('liasse.unmapped', { accounts: data.unmappedAccounts.join(', ') })}
        </Alert>
      )}
      {workFolderId && <LiasseAdjustments workFolderId={workFolderId} data={data} />}
      <Tabs defaultValue={first?.form ?? null} keepMounted={false}>
        <Tabs.List>
          {data.forms.map((form) => (
            <Tabs.Tab key={form.form} value={form.form}>
              {form.form}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {data.forms.map((form) => (
          <Tabs.Panel key={form.form} value={form.form} pt="sm">
            <LiasseForm data={data} form={form} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Paper>
  );
}

function LiasseForm({ data, form }: { data: Liasse; form: Liasse['forms'][number] }) {
  const { t } = useTranslation('reports');
  const amount = useReportAmounts();
  const figure = (value: string | null) => (value === null ? t('liasse.toFill') : amount(value, { blankZero: true }));
  return (
    <>
      <Title order={3} size="h6" mb="xs">
        {form.title}
      </Title>
      {form.note && (
        <Text size="sm" c="dimmed" mb="xs">
          {form.note}
        </Text>
      )}
      <ScrollTable minWidth={640} label={form.title}>
        <Table aria-label={form.title} striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('liasse.box')}</Table.Th>
              <Table.Th>{t('liasse.label')}</Table.Th>
              <Table.Th ta="right">{t('cashFlow.amount')}</Table.Th>
              {data.previous && (
                <Table.Th ta="right">{t('previousYear', { year: data.previous.to.slice(0, 4) })}</Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {form.boxes.map((box) => (
              <Table.Tr key={box.code} data-box={`${form.form}:${box.code}`}>
                <Table.Td>{box.code}</Table.Td>
                <Table.Td>{box.label}</Table.Td>
                <Table.Td ta="right" style={amountStyle}>
                  {figure(box.amount)}
                </Table.Td>
                {data.previous && (
                  <Table.Td ta="right" style={amountStyle}>
                    {figure(box.previousAmount)}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </>
  );
}

import type { DoubtfulReceivable } from '@bilan/contract';
import { Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { HiddenHeader } from '../../../components/ui/hidden-header.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useMoney } from '../../invoices/public.ts';
import { useDoubtfulReceivables } from '../api/get-doubtful-receivables.ts';
import { useReviseDoubtfulReceivable } from '../api/revise-doubtful-receivable.ts';
import { useWriteOffDoubtfulReceivable } from '../api/write-off-doubtful-receivable.ts';
import { DoubtfulForm } from './doubtful-form.tsx';
import { AmountInput, apiAmount, RefusalAlert } from './year-end-fields.tsx';

/** One doubtful receivable: its figures, and while it is doubtful, its revision and its write-off. */
function DoubtfulRow({
  item,
  workFolderId,
  endDate,
  open,
}: {
  item: DoubtfulReceivable;
  workFolderId: string;
  endDate: string;
  open: boolean;
}) {
  const { t, i18n } = useTranslation('yearEnd');
  const language = i18n.resolvedLanguage ?? 'en';
  const money = useMoney();
  const revise = useReviseDoubtfulReceivable(workFolderId);
  const writeOff = useWriteOffDoubtfulReceivable(workFolderId);
  const [allowance, setAllowance] = useState('');
  const [confirming, setConfirming] = useState(false);
  const doubtful = item.status === 'DOUBTFUL';
  return (
    <Table.Tr>
      <Table.Td>{item.partyName}</Table.Td>
      <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{money.format(item.amount)}</Table.Td>
      <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{money.format(item.allowance)}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={doubtful ? 'orange' : 'gray'}>
          {t(`doubtful.status.${item.status}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        {doubtful && open && (
          <Group gap="xs" wrap="nowrap">
            <AmountInput
              aria-label={t('doubtful.newAllowance')}
              placeholder={t('doubtful.newAllowance')}
              size="xs"
              w={130}
              value={allowance}
              onChange={setAllowance}
            />
            <Button
              size="xs"
              variant="light"
              disabled={!allowance.trim()}
              loading={revise.isPending}
              onClick={() =>
                revise.mutate({ receivableId: item.id, date: endDate, allowance: apiAmount(allowance, language) })
              }
            >
              {t('doubtful.revise')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t('doubtful.writeOff')}
            </Button>
          </Group>
        )}
        <RefusalAlert error={revise.error ?? writeOff.error} />
        <ConfirmDialog
          opened={confirming}
          title={t('doubtful.writeOff')}
          confirmLabel={t('doubtful.writeOff')}
          color="red"
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            writeOff.mutate({ receivableId: item.id, date: endDate });
          }}
        >
          {t('doubtful.writeOffConfirm')}
        </ConfirmDialog>
      </Table.Td>
    </Table.Tr>
  );
}

/** Doubtful receivables: the form from the aged balance, then the company's doubtful receivables. */
export function DoubtfulPanel(props: { companyId: string; workFolderId: string; endDate: string; open: boolean }) {
  const { t } = useTranslation('yearEnd');
  const receivables = useDoubtfulReceivables(props.workFolderId);
  const items = receivables.data?.items ?? [];
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4">
        {t('doubtful.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('doubtful.description')}
      </Text>
      <Stack gap="lg">
        {props.open && <DoubtfulForm {...props} />}
        {items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('doubtful.empty')}
          </Text>
        ) : (
          <ScrollTable minWidth={640} label={t('doubtful.list')}>
            <Table verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('doubtful.customer')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('doubtful.amount')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('doubtful.allowance')}</Table.Th>
                  <HiddenHeader word="state" />
                  <HiddenHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <DoubtfulRow
                    key={item.id}
                    item={item}
                    workFolderId={props.workFolderId}
                    endDate={props.endDate}
                    open={props.open}
                  />
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
    </Paper>
  );
}

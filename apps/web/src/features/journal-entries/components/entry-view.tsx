import { parseAmount, subtractAmounts } from '@bilan/accounting';
import type { AccountingDocument, Journal, WorkFolder } from '@bilan/contract';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowBackUp, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancellationDateInput } from '../../../components/ui/cancellation-date-input.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { formatAmountText, formatCalendarDate, todayIsoDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useChangeJournalEntryState } from '../api/change-journal-entry-state.ts';
import { EntryStateBadge } from './entry-state-badge.tsx';
import { EntryTotals } from './entry-totals.tsx';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="div" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

/** A validated or cancelled entry (or any entry of a closed folder): read-only, with its number. */
export function EntryView({
  document,
  workFolder,
  journals,
  accountLabelOf,
  scale,
}: {
  document: AccountingDocument;
  workFolder: WorkFolder;
  journals: readonly Journal[];
  accountLabelOf: (accountId: string | null) => string | undefined;
  scale: number;
}) {
  const { t, i18n } = useTranslation('journalEntries');
  const language = i18n.resolvedLanguage ?? 'en';
  const changeState = useChangeJournalEntryState(workFolder.id);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [cancellationDate, setCancellationDate] = useState(todayIsoDate);
  const journal = journals.find((candidate) => candidate.code === document.journalCode);
  const amount = (text: string | null) =>
    text && !/^0+(\.0+)?$/.test(text) ? formatAmountText(text, language, scale) : '';
  const debit = parseAmount(document.totals.debit, scale);
  const credit = parseAmount(document.totals.credit, scale);
  const mayValidate = useCan('documents.validate');
  const canCancel = mayValidate && document.state === 'VALIDATED' && workFolder.status === 'OPEN';

  return (
    <Stack gap="md">
      {workFolder.status === 'CLOSED' && (
        <Alert color="gray" icon={<IconLock size={18} />}>
          {t('editor.readOnlyClosed')}
        </Alert>
      )}
      {document.state === 'CANCELLED' && (
        <Alert color="orange" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('view.reversal')}
        </Alert>
      )}
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
          <Field label={t('view.number')}>
            <Text ff="monospace" fw={700} size="lg" data-testid="entry-number">
              {document.number ?? t('list.draftNumber')}
            </Text>
          </Field>
          <Field label={t('view.state')}>
            <EntryStateBadge state={document.state} />
          </Field>
          <Field label={t('editor.date')}>{formatCalendarDate(document.date, language)}</Field>
          <Field label={t('editor.journal')}>
            <Badge variant="outline" radius="sm" mr={6}>
              {document.journalCode}
            </Badge>
            {journal?.label}
          </Field>
          <Field label={t('editor.reference')}>{document.reference || '—'}</Field>
        </SimpleGrid>
        {document.label && (
          <Text mt="md" fw={600}>
            {document.label}
          </Text>
        )}
      </Paper>
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <ScrollTable minWidth={720} label={t('editor.lines')}>
          <Table verticalSpacing="sm" striped aria-label={t('editor.lines')}>
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>{t('editor.account')}</Table.Th>
                <Table.Th>{t('editor.subAccount')}</Table.Th>
                <Table.Th>{t('editor.lineLabel')}</Table.Th>
                <Table.Th ta="right">{t('editor.debit')}</Table.Th>
                <Table.Th ta="right">{t('editor.credit')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {document.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <Text span ff="monospace" fw={700} mr={8}>
                      {line.accountNumber}
                    </Text>
                    <Text span size="sm">
                      {accountLabelOf(line.accountId)}
                    </Text>
                  </Table.Td>
                  <Table.Td ff="monospace">{line.subAccountNumber}</Table.Td>
                  <Table.Td>{line.label}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {amount(line.debit)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {amount(line.credit)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <Paper
          radius={0}
          px={{ base: 'md', sm: 'lg' }}
          py="md"
          bg="gray.0"
          style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <EntryTotals
            debit={debit}
            credit={credit}
            difference={subtractAmounts(debit, credit)}
            violation={null}
            scale={scale}
            language={language}
          />
        </Paper>
      </Paper>
      {canCancel && (
        <Group justify="flex-end">
          <Button
            variant="default"
            color="red"
            leftSection={<IconArrowBackUp size={16} />}
            onClick={() => setConfirmingCancel(true)}
          >
            {t('editor.cancelEntry')}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirmingCancel}
        title={t('confirm.cancelTitle', { number: document.number ?? '' })}
        confirmLabel={t('confirm.cancel')}
        color="red"
        loading={changeState.isPending}
        onClose={() => setConfirmingCancel(false)}
        onConfirm={async () => {
          try {
            await changeState.mutateAsync({ documentId: document.id, state: 'CANCELLED', cancellationDate });
          } finally {
            setConfirmingCancel(false);
          }
        }}
      >
        <Text size="sm">{t('confirm.cancelText', { number: document.number ?? '' })}</Text>
        <CancellationDateInput value={cancellationDate} onChange={setCancellationDate} minDate={document.date} />
      </ConfirmDialog>
    </Stack>
  );
}

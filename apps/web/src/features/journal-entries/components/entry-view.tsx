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

const AMOUNT_STYLE = { fontVariantNumeric: 'tabular-nums' } as const;

/** The lines of a posted entry; its totals sit in the footer, each under its own column, as in a journal. */
function EntryLinesTable({
  document,
  accountLabelOf,
  amount,
}: {
  document: AccountingDocument;
  accountLabelOf: (accountId: string | null) => string | undefined;
  amount: (text: string | null) => string;
}) {
  const { t } = useTranslation('journalEntries');
  return (
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
              <Table.Td ta="right" style={AMOUNT_STYLE}>
                {amount(line.debit)}
              </Table.Td>
              <Table.Td ta="right" style={AMOUNT_STYLE}>
                {amount(line.credit)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot bg="gray.1">
          <Table.Tr data-testid="entry-totals">
            <Table.Th colSpan={3}>{t('view.total')}</Table.Th>
            <Table.Th ta="right" style={AMOUNT_STYLE} data-testid="total-debit">
              {amount(document.totals.debit) || '0'}
            </Table.Th>
            <Table.Th ta="right" style={AMOUNT_STYLE} data-testid="total-credit">
              {amount(document.totals.credit) || '0'}
            </Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollTable>
  );
}

/** The entry's number, state, date, journal, reference and label. */
function EntryHeading({
  document,
  journal,
  language,
}: {
  document: AccountingDocument;
  journal: Journal | undefined;
  language: string;
}) {
  const { t } = useTranslation('journalEntries');
  return (
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
      <EntryHeading document={document} journal={journal} language={language} />
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <EntryLinesTable document={document} accountLabelOf={accountLabelOf} amount={amount} />
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

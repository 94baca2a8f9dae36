import type { NotesReport } from '@bilan/contract';
import { Alert, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useCurrentWorkFolder } from '../../shell/api/get-work-folders.ts';
import { useNotes } from '../api/get-notes.ts';
import { ReportFrame, useReportAmounts } from './report-frame.tsx';

const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
const FIGURES = ['opening', 'increase', 'decrease', 'closing'] as const;
const MATURITIES = ['upToOneYear', 'oneToTwoYears', 'overTwoYears', 'undated'] as const;

type Note = NotesReport['notes'][number];

/** /accounting/notes: the SYSCOHADA notes the ledger gives, each line beside its statement figure, N-1 and maturity. */
export function NotesScreen() {
  const { t } = useTranslation('reports');
  const { t: tCommon } = useTranslation();
  const { workFolderId } = useCurrentWorkFolder();
  const report = useNotes(workFolderId);
  const data = report.data;
  return (
    <ReportFrame
      title={tCommon('areas.notes')}
      period={data}
      loading={report.isLoading}
      failed={report.isError}
      periodFilter={false}
    >
      {data && (
        <Stack gap="md">
          {!data.ties && <Alert color="orange">{t('notes.notTied')}</Alert>}
          {data.notes.map((note) => (
            <NoteTable key={note.note} note={note} withPrevious={data.previous !== null} />
          ))}
        </Stack>
      )}
    </ReportFrame>
  );
}

function NoteTable({ note, withPrevious }: { note: Note; withPrevious: boolean }) {
  const { t } = useTranslation('reports');
  const amount = useReportAmounts();
  const byMaturity = note.lines.some((line) => line.maturity !== null);
  const title = t('notes.title', { note: note.note, title: note.title });
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={title} data-note={note.note}>
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      <NoteRemarks note={note} />
      <ScrollTable minWidth={byMaturity ? 1100 : 760} label={title}>
        <Table aria-label={title} striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notes.ref')}</Table.Th>
              <Table.Th>{t('notes.label')}</Table.Th>
              {FIGURES.map((figure) => (
                <Table.Th key={figure} ta="right">
                  {t(`notes.${figure}`)}
                </Table.Th>
              ))}
              {withPrevious && <Table.Th ta="right">{t('notes.previous')}</Table.Th>}
              {byMaturity &&
                MATURITIES.map((bucket) => (
                  <Table.Th key={bucket} ta="right">
                    {t(`notes.${bucket}`)}
                  </Table.Th>
                ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {note.lines.map((line) => (
              <Table.Tr key={`${line.ref}-${line.column}`} data-ref={line.ref} data-column={line.column}>
                <Table.Td>{line.ref}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {line.label}
                    {line.column !== 'amount' && <Badge variant="light">{t(`notes.column.${line.column}`)}</Badge>}
                    {!line.ties && <Badge color="red">{t('notes.lineNotTied')}</Badge>}
                  </Group>
                </Table.Td>
                {FIGURES.map((figure) => (
                  <Table.Td key={figure} ta="right" style={amountStyle}>
                    {amount(line[figure])}
                  </Table.Td>
                ))}
                {withPrevious && (
                  <Table.Td ta="right" style={amountStyle}>
                    {amount(line.previousClosing ?? '0')}
                  </Table.Td>
                )}
                {byMaturity &&
                  MATURITIES.map((bucket) => (
                    <Table.Td key={bucket} ta="right" style={amountStyle} data-maturity={bucket}>
                      {line.maturity ? amount(line.maturity[bucket]) : ''}
                    </Table.Td>
                  ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}

/** Where the note's figures come from when not the accounts alone, and why debts may have no due date. */
function NoteRemarks({ note }: { note: Note }) {
  const { t } = useTranslation('reports');
  const undated = note.lines.some((line) => line.maturity && /[1-9]/.test(line.maturity.undated));
  if (note.source === 'ACCOUNTS' && !undated) return null;
  return (
    <Stack gap={2} mb="xs">
      {note.source !== 'ACCOUNTS' && (
        <Text size="sm" c="dimmed" data-source={note.source}>
          {t(`notes.source.${note.source}`)}
        </Text>
      )}
      {undated && (
        <Text size="sm" c="dimmed">
          {t('notes.undatedLoans')}
        </Text>
      )}
    </Stack>
  );
}

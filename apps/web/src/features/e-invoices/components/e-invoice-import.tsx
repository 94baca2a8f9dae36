import type { EInvoiceImport as ImportAnswer } from '@bilan/contract';
import { Button, FileButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../lib/permissions.ts';
import { useStoredValue } from '../../../lib/storage.ts';
import { useImportEInvoice } from '../api/e-invoices.ts';
import { ImportedDraft, SupplierProposal } from './e-invoice-result.tsx';

const ACCEPTED = 'application/pdf,application/xml,text/xml,.xml,.pdf';

/**
 * On the purchases screen: a supplier's Factur-X PDF, CII or UBL file, dropped or chosen, becomes a
 * draft bill or credit note; an unknown supplier is proposed first, and the totals are compared.
 */
export function EInvoiceImport() {
  const { t } = useTranslation('eInvoices');
  const workFolderId = useStoredValue('workFolderId');
  const importFile = useImportEInvoice(workFolderId);
  const [file, setFile] = useState<File | null>(null);
  const [answer, setAnswer] = useState<ImportAnswer | null>(null);
  const [exchangeRate, setExchangeRate] = useState('');
  const [dragging, setDragging] = useState(false);
  if (!useCan('documents.write') || !workFolderId) return null;

  const send = (chosen: File, createSupplier: boolean) => {
    setFile(chosen);
    setAnswer(null);
    importFile.mutate(
      { file: chosen, createSupplier, exchangeRate: exchangeRate.trim() || null },
      { onSuccess: setAnswer },
    );
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped) send(dropped, false);
  };
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      mb="md"
      component="section"
      aria-label={t('title')}
      style={{ borderStyle: 'dashed', background: dragging ? 'var(--mantine-color-teal-0)' : undefined }}
      onDragOver={(event: DragEvent<HTMLDivElement>) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <div>
            <Text fw={600}>{t('title')}</Text>
            <Text size="sm" c="dimmed">
              {t('hint')}
            </Text>
          </div>
          <Group align="flex-end">
            <TextInput
              size="xs"
              w={150}
              label={t('exchangeRate')}
              value={exchangeRate}
              onChange={(event) => setExchangeRate(event.currentTarget.value)}
            />
            <FileButton onChange={(chosen) => chosen && send(chosen, false)} accept={ACCEPTED}>
              {(props) => (
                <Button {...props} leftSection={<IconFileImport size={16} />} loading={importFile.isPending}>
                  {t('choose')}
                </Button>
              )}
            </FileButton>
          </Group>
        </Group>
        {answer && file && (
          <SupplierProposal answer={answer} onCreate={() => send(file, true)} creating={importFile.isPending} />
        )}
        {answer && <ImportedDraft answer={answer} />}
      </Stack>
    </Paper>
  );
}

import type { InvoiceType } from '@bilan/contract';
import { Button, Group, Paper, Text } from '@mantine/core';
import { IconFileCode } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useStoredValue } from '../../../lib/storage.ts';
import { useDownloadFacturX } from '../api/e-invoices.ts';

/** Under a saved sale invoice or credit note: its Factur-X file (a PDF/A-3 with the EN 16931 XML inside). */
export function FacturXDownload({ type, documentId }: { type: InvoiceType; documentId: string }) {
  const { t } = useTranslation('eInvoices');
  const workFolderId = useStoredValue('workFolderId');
  const download = useDownloadFacturX(workFolderId);
  if (type !== 'SALE_INVOICE' && type !== 'SALE_CREDIT_NOTE') return null;
  return (
    <Paper withBorder radius="lg" p="md" mt="lg" component="section" aria-label={t('facturX.title')}>
      <Group justify="space-between">
        <div>
          <Text fw={600}>{t('facturX.title')}</Text>
          <Text size="sm" c="dimmed">
            {t('facturX.hint')}
          </Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconFileCode size={16} />}
          loading={download.isPending}
          onClick={() => download.mutate({ documentId, fileName: `factur-x-${documentId}.pdf` })}
        >
          {t('facturX.download')}
        </Button>
      </Group>
    </Paper>
  );
}

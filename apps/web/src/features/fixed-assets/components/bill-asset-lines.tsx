import type { BillAssetLines, WorkFolder } from '@bilan/contract';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconBuildingWarehouse } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { useCan } from '../../../lib/permissions.ts';
import { useMoney } from '../../invoices/public.ts';
import { useBillAssetLines } from '../api/get-bill-asset-lines.ts';
import { FixedAssetFormModal } from './fixed-asset-form-modal.tsx';

/**
 * On a validated supplier bill: its lines on class 2 accounts, each with "create the asset" (the
 * register offers them as the bill is validated) or a link to the asset it became. Nothing without such lines.
 */
export function BillAssetLinesPanel({ folder, documentId }: { folder: WorkFolder; documentId: string }) {
  const { t } = useTranslation('fixedAssets');
  const money = useMoney();
  const lines = useBillAssetLines(folder.id, documentId);
  const canWrite = useCan('documents.write') && folder.status === 'OPEN';
  const [creating, setCreating] = useState<BillAssetLines[number] | null>(null);
  if (!lines.data || lines.data.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="bill-asset-lines">
      <Stack gap="sm">
        <Group gap="xs">
          <IconBuildingWarehouse size={20} />
          <Title order={2} size="h4">
            {t('bill.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('bill.text')}
        </Text>
        <ScrollTable minWidth={480} label={t('bill.title')}>
          <Table verticalSpacing={6}>
            <Table.Tbody>
              {lines.data.map((line) => (
                <Table.Tr key={line.documentLineId}>
                  <Table.Td ff="monospace">{line.accountNumber}</Table.Td>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td style={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                    {money.format(line.amount)}
                  </Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>
                    {line.assetId ? (
                      <Button
                        component={Link}
                        to={`/accounting/fixed-assets/${line.assetId}`}
                        size="xs"
                        variant="light"
                      >
                        {t('bill.open')}
                      </Button>
                    ) : (
                      canWrite && (
                        <Button size="xs" onClick={() => setCreating(line)}>
                          {t('bill.create')}
                        </Button>
                      )
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Stack>
      <FixedAssetFormModal
        opened={creating !== null}
        onClose={() => setCreating(null)}
        folder={folder}
        line={creating}
      />
    </Paper>
  );
}

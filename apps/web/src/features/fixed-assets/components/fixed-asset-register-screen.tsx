import type { FixedAssetSummary, WorkFolder } from '@bilan/contract';
import { Anchor, Badge, Button, Group, Paper, Table, Text } from '@mantine/core';
import { IconCalculator, IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useMoney } from '../../invoices/public.ts';
import { useFixedAssets } from '../api/get-fixed-assets.ts';
import { BookDepreciationModal } from './book-depreciation-modal.tsx';
import { FixedAssetFormModal } from './fixed-asset-form-modal.tsx';
import { OpeningImportModal } from './opening-import-modal.tsx';

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** /accounting/fixed-assets: the register at the end of the folder with its totals; add an asset, book depreciation. */
export function FixedAssetRegisterScreen({ folder }: { folder: WorkFolder }) {
  const { t } = useTranslation('fixedAssets');
  const { t: tCommon } = useTranslation();
  const assets = useFixedAssets(folder.id);
  const canWrite = useCan('documents.write') && folder.status === 'OPEN';
  const [adding, setAdding] = useState(false);
  const [booking, setBooking] = useState(false);
  const [importing, setImporting] = useState(false);
  const items = assets.data?.pages.flatMap((page) => page.items) ?? [];
  const totals = assets.data?.pages[0]?.totals;
  return (
    <>
      <PageHeader
        title={tCommon('areas.fixedAssets')}
        description={t('register.description', { folder: folder.name })}
        actions={
          canWrite && (
            <>
              <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
                {t('import.button')}
              </Button>
              <Button variant="default" leftSection={<IconCalculator size={16} />} onClick={() => setBooking(true)}>
                {t('register.book')}
              </Button>
              <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
                {t('register.add')}
              </Button>
            </>
          )
        }
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        {!assets.data ? (
          <LoadingRows count={4} height={30} />
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('register.empty')}
          </Text>
        ) : (
          <RegisterTable items={items} totals={totals} />
        )}
        {assets.hasNextPage && (
          <Group justify="center" mt="md">
            <Button
              variant="default"
              size="xs"
              onClick={() => assets.fetchNextPage()}
              loading={assets.isFetchingNextPage}
            >
              {tCommon('actions.loadMore')}
            </Button>
          </Group>
        )}
      </Paper>
      <FixedAssetFormModal opened={adding} onClose={() => setAdding(false)} folder={folder} line={null} />
      <BookDepreciationModal opened={booking} onClose={() => setBooking(false)} folder={folder} />
      <OpeningImportModal opened={importing} onClose={() => setImporting(false)} folder={folder} />
    </>
  );
}

function RegisterTable({
  items,
  totals,
}: {
  items: FixedAssetSummary[];
  totals: { grossValue: string; accumulatedDepreciation: string; netBookValue: string } | undefined;
}) {
  const { t } = useTranslation('fixedAssets');
  const money = useMoney();
  return (
    <ScrollTable minWidth={860} label={t('register.totals')}>
      <Table verticalSpacing={6} data-testid="fixed-asset-register">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.label')}</Table.Th>
            <Table.Th>{t('columns.account')}</Table.Th>
            <Table.Th>{t('columns.acquired')}</Table.Th>
            <Table.Th>{t('columns.method')}</Table.Th>
            <Table.Th style={numeric}>{t('columns.gross')}</Table.Th>
            <Table.Th style={numeric}>{t('columns.accumulated')}</Table.Th>
            <Table.Th style={numeric}>{t('columns.net')}</Table.Th>
            <Table.Th>{t('columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((asset) => (
            <RegisterRow key={asset.id} asset={asset} />
          ))}
        </Table.Tbody>
        {totals && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Td colSpan={4}>{t('register.totals')}</Table.Td>
              <Table.Td style={numeric} data-testid="total-gross">
                {money.format(totals.grossValue)}
              </Table.Td>
              <Table.Td style={numeric} data-testid="total-accumulated">
                {money.format(totals.accumulatedDepreciation)}
              </Table.Td>
              <Table.Td style={numeric} data-testid="total-net">
                {money.format(totals.netBookValue)}
              </Table.Td>
              <Table.Td />
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </ScrollTable>
  );
}

function RegisterRow({ asset }: { asset: FixedAssetSummary }) {
  const { t, i18n } = useTranslation('fixedAssets');
  const language = i18n.resolvedLanguage ?? 'en';
  const money = useMoney();
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={`/accounting/fixed-assets/${asset.id}`} fw={600} style={{ whiteSpace: 'nowrap' }}>
          {asset.label}
        </Anchor>
        <Text size="xs" c="dimmed">
          {asset.categoryLabel}
        </Text>
      </Table.Td>
      <Table.Td ff="monospace">{asset.assetAccountNumber}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(asset.acquiredOn, language)}</Table.Td>
      <Table.Td>{t(`methods.${asset.method}`)}</Table.Td>
      <Table.Td style={numeric}>{money.format(asset.grossValue, { withCurrency: false })}</Table.Td>
      <Table.Td style={numeric}>{money.format(asset.accumulatedDepreciation, { withCurrency: false })}</Table.Td>
      <Table.Td style={numeric}>{money.format(asset.netBookValue, { withCurrency: false })}</Table.Td>
      <Table.Td>
        {asset.disposedOn ? (
          <Badge color="gray" variant="light">
            {t('status.disposed', { date: formatCalendarDate(asset.disposedOn, language) })}
          </Badge>
        ) : (
          <Badge color="teal" variant="light">
            {t('status.inUse')}
          </Badge>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

import type { FixedAsset, WorkFolder } from '@bilan/contract';
import { Badge, Button, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconTransferOut } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HiddenHeader } from '../../../components/ui/hidden-header.tsx';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { useMoney } from '../../invoices/public.ts';
import { useFixedAsset } from '../api/get-fixed-assets.ts';
import { DisposalModal } from './disposal-modal.tsx';

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fw={600} component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** /accounting/fixed-assets/:assetId: the asset, its schedule to the end (booked years marked), its entries; sell or scrap it. */
export function FixedAssetScreen({ folder, assetId }: { folder: WorkFolder; assetId: string }) {
  const { t } = useTranslation('fixedAssets');
  const asset = useFixedAsset(folder.id, assetId);
  const canWrite = useCan('documents.write') && folder.status === 'OPEN';
  const [disposing, setDisposing] = useState(false);
  if (!asset.data) return <LoadingRows count={6} height={30} />;
  const data = asset.data;
  return (
    <>
      <PageHeader
        title={data.label}
        description={`${data.categoryLabel} · ${data.assetAccountNumber} · ${t(`origins.${data.origin}`)}`}
        actions={
          canWrite &&
          !data.disposedOn && (
            <Button variant="default" leftSection={<IconTransferOut size={16} />} onClick={() => setDisposing(true)}>
              {t('asset.dispose')}
            </Button>
          )
        }
      />
      <Stack gap="md">
        <AssetFigures asset={data} />
        <ScheduleTable asset={data} />
        <BookingsTable asset={data} />
      </Stack>
      <DisposalModal opened={disposing} onClose={() => setDisposing(false)} folder={folder} asset={data} />
    </>
  );
}

function AssetFigures({ asset }: { asset: FixedAsset }) {
  const { t } = useTranslation('fixedAssets');
  const money = useMoney();
  const date = (value: string) => formatCalendarDate(value, money.language);
  const gain = asset.disposalGain ?? '0';
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" verticalSpacing="md">
        <Figure label={t('columns.acquired')}>{date(asset.acquiredOn)}</Figure>
        <Figure label={t('form.inServiceOn')}>{date(asset.inServiceOn)}</Figure>
        <Figure label={t('columns.method')}>
          {t(`methods.${asset.method}`)} · {t('asset.life', { count: asset.usefulLifeYears })}
        </Figure>
        <Figure label={t('columns.gross')}>{money.format(asset.grossValue)}</Figure>
        <Figure label={t('columns.accumulated')}>{money.format(asset.accumulatedDepreciation)}</Figure>
        <Figure label={t('columns.net')}>{money.format(asset.netBookValue)}</Figure>
        {asset.disposedOn && (
          <>
            <Figure label={t('asset.disposal')}>
              {t(`dispose.${asset.disposalKind ?? 'SALE'}`)} · {date(asset.disposedOn)} · {asset.disposalEntryNumber}
            </Figure>
            <Figure label={t('asset.proceeds')}>{money.format(asset.proceeds)}</Figure>
            <Figure label={gain.startsWith('-') ? t('asset.loss') : t('asset.gain')}>
              <span data-testid="disposal-gain">{money.format(gain.replace(/^-/, ''))}</span>
            </Figure>
          </>
        )}
      </SimpleGrid>
    </Paper>
  );
}

function ScheduleTable({ asset }: { asset: FixedAsset }) {
  const { t } = useTranslation('fixedAssets');
  const money = useMoney();
  const withExcess = asset.taxMethod !== null;
  const amount = (value: string) => money.format(value, { withCurrency: false });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="sm">
        {t('asset.schedule')}
      </Title>
      <ScrollTable minWidth={640} label={t('asset.schedule')}>
        <Table verticalSpacing={6} data-testid="depreciation-schedule">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('asset.year')}</Table.Th>
              <Table.Th style={numeric}>{t('asset.depreciation')}</Table.Th>
              <Table.Th style={numeric}>{t('asset.accumulated')}</Table.Th>
              <Table.Th style={numeric}>{t('asset.netBookValue')}</Table.Th>
              {withExcess && <Table.Th style={numeric}>{t('asset.excess')}</Table.Th>}
              <Table.Th style={numeric}>{t('asset.booked')}</Table.Th>
              <HiddenHeader />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {asset.schedule.map((year) => (
              <Table.Tr key={year.endDate}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(year.endDate, money.language)}</Table.Td>
                <Table.Td style={numeric}>{amount(year.depreciation)}</Table.Td>
                <Table.Td style={numeric}>{amount(year.accumulated)}</Table.Td>
                <Table.Td style={numeric}>{amount(year.netBookValue)}</Table.Td>
                {withExcess && <Table.Td style={numeric}>{amount(year.excessChange)}</Table.Td>}
                <Table.Td style={numeric}>{amount(year.booked)}</Table.Td>
                <Table.Td>
                  {year.fullyBooked ? (
                    <Badge color="teal" variant="light">
                      {t('asset.fullyBooked')}
                    </Badge>
                  ) : year.booked !== '0' && !/^0\.0+$/.test(year.booked) ? (
                    <Badge color="yellow" variant="light">
                      {t('asset.partlyBooked')}
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      {t('asset.notBooked')}
                    </Badge>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}

function BookingsTable({ asset }: { asset: FixedAsset }) {
  const { t } = useTranslation('fixedAssets');
  const money = useMoney();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="sm">
        {t('asset.bookings')}
      </Title>
      {asset.bookings.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('asset.noBookings')}
        </Text>
      ) : (
        <ScrollTable minWidth={480} label={t('asset.bookings')}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('asset.period')}</Table.Th>
                <Table.Th>{t('asset.entry')}</Table.Th>
                <Table.Th style={numeric}>{t('asset.depreciation')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {asset.bookings.map((booking) => (
                <Table.Tr key={`${booking.periodKind}-${booking.periodEndDate}`}>
                  <Table.Td>
                    {t(`asset.kinds.${booking.periodKind}`)} ·{' '}
                    {formatCalendarDate(booking.periodEndDate, money.language)}
                  </Table.Td>
                  <Table.Td ff="monospace">{booking.entryNumber}</Table.Td>
                  <Table.Td style={numeric}>{money.format(booking.amount, { withCurrency: false })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Paper>
  );
}

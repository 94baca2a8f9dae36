import type { ExchangeRateRow } from '@bilan/contract';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileImport, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog.tsx';
import { LoadingRows } from '../../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../../components/ui/page-header.tsx';
import { SearchableSelect } from '../../../../components/ui/searchable-select.tsx';
import { formatCalendarDate } from '../../../../lib/format.ts';
import { useCan } from '../../../../lib/permissions.ts';
import { useStoredValue } from '../../../../lib/storage.ts';
import { useDeleteExchangeRate } from '../../api/change-exchange-rates.ts';
import { useExchangeRates } from '../../api/get-exchange-rates.ts';
import { rateCurrencyCodes } from '../../exchange-rate-options.ts';
import { ExchangeRateFormModal } from './exchange-rate-form-modal.tsx';
import { ExchangeRateImportModal } from './exchange-rate-import-modal.tsx';
import { ExchangeRateTable } from './exchange-rate-table.tsx';
import { FixedRatesCard } from './fixed-rates-card.tsx';

/** The table of typed rates, filtered by currency, paged; empty, it says how to add the first. */
function RatesPanel({
  currency,
  onEdit,
  onDelete,
}: {
  currency: string | null;
  onEdit: (row: ExchangeRateRow) => void;
  onDelete: (row: ExchangeRateRow) => void;
}) {
  const { t } = useTranslation('settings');
  const { t: tCommon } = useTranslation();
  const rates = useExchangeRates(useStoredValue('companyId'), currency);
  const canWrite = useCan('documents.write');
  const first = rates.data?.pages[0];
  const rows = rates.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
      {rates.isLoading && (
        <Stack p="md">
          <LoadingRows count={3} height={36} />
        </Stack>
      )}
      {rates.isError && (
        <Alert color="red" m="md">
          {tCommon('errors.loadFailed')}
        </Alert>
      )}
      {first && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" px="md" data-testid="exchange-rates-empty">
          {currency ? t('exchangeRates.emptyFor', { currency }) : t('exchangeRates.empty')}
        </Text>
      )}
      {first && rows.length > 0 && (
        <ExchangeRateTable
          rows={rows}
          companyCurrency={first.companyCurrency}
          canWrite={canWrite}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      )}
      {rates.hasNextPage && (
        <Group justify="center" p="md">
          <Button variant="default" size="xs" onClick={() => rates.fetchNextPage()} loading={rates.isFetchingNextPage}>
            {tCommon('actions.loadMore')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/** The screen's actions, for those who may type rates (as they may book documents). */
function RateActions({ onAdd, onImport }: { onAdd: () => void; onImport: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={18} />} onClick={onImport}>
        {t('exchangeRates.import')}
      </Button>
      <Button leftSection={<IconPlus size={18} />} onClick={onAdd}>
        {t('exchangeRates.add')}
      </Button>
    </>
  );
}

/**
 * /apps/settings/exchange-rates: the company's rates (1 unit of a currency = the rate in the company's),
 * typed, changed, removed or imported from a CSV, beside the parities a treaty fixes (docs/decisions/0036-currencies.md).
 */
export function ExchangeRatesScreen() {
  const { t, i18n } = useTranslation('settings');
  const companyId = useStoredValue('companyId');
  const canWrite = useCan('documents.write');
  const [currency, setCurrency] = useState<string | null>(null);
  const [form, setForm] = useState<{ editing: ExchangeRateRow | null } | null>(null);
  const [importing, setImporting] = useState(false);
  const [deleting, setDeleting] = useState<ExchangeRateRow | null>(null);
  const deleteRate = useDeleteExchangeRate(companyId ?? '');
  const all = useExchangeRates(companyId, null);
  const list = all.data?.pages[0];
  const companyCurrency = list?.companyCurrency ?? '';
  const remove = async () => {
    if (!deleting) return;
    await deleteRate.mutateAsync(deleting.id).catch(() => null);
    setDeleting(null);
  };
  return (
    <Stack gap="md">
      <PageHeader
        title={t('exchangeRates.title')}
        description={list && t('exchangeRates.description', { currency: companyCurrency })}
        actions={
          canWrite &&
          list && <RateActions onAdd={() => setForm({ editing: null })} onImport={() => setImporting(true)} />
        }
      />
      {list && <FixedRatesCard list={list} />}
      <SearchableSelect
        label={t('exchangeRates.filter')}
        placeholder={t('exchangeRates.allCurrencies')}
        data={rateCurrencyCodes(companyCurrency)}
        value={currency}
        onChange={setCurrency}
        clearable
        maw={260}
      />
      <RatesPanel currency={currency} onEdit={(row) => setForm({ editing: row })} onDelete={setDeleting} />
      {companyId && list && (
        <>
          <ExchangeRateFormModal
            opened={form !== null}
            editing={form?.editing ?? null}
            companyId={companyId}
            companyCurrency={companyCurrency}
            onClose={() => setForm(null)}
          />
          <ExchangeRateImportModal opened={importing} companyId={companyId} onClose={() => setImporting(false)} />
        </>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('exchangeRates.deleteTitle')}
        confirmLabel={t('exchangeRates.deleteConfirm')}
        color="red"
        loading={deleteRate.isPending}
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      >
        {deleting &&
          t('exchangeRates.deleteText', {
            currency: deleting.currency,
            date: formatCalendarDate(deleting.date, i18n.resolvedLanguage ?? 'en'),
          })}
      </ConfirmDialog>
    </Stack>
  );
}

import type { CurrencyRevaluation } from '@bilan/contract';
import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { formatAmountText, formatCurrencyAmount } from '../../../lib/format.ts';
import { useCompanyMoney } from '../../shell/api/get-company.ts';
import { useCurrencyRevaluation, useRevalueCurrencies } from '../api/currency-revaluation.ts';

type Position = CurrencyRevaluation['items'][number];

/** One table of positions: the account, the foreign balance, the book value, the value at the closing rate, the difference. */
function PositionsTable({ title, positions, testId }: { title: string; positions: Position[]; testId: string }) {
  const { t, i18n } = useTranslation('yearEnd');
  const language = i18n.resolvedLanguage ?? 'en';
  const company = useCompanyMoney();
  const inCompany = (amount: string | null) =>
    amount === null || company.scale === null
      ? '—'
      : formatAmountText(amount, language, company.scale, { currency: company.currency ?? undefined });
  if (positions.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h6">
        {title}
      </Title>
      <Table verticalSpacing={4} aria-label={title} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('currencies.account')}</Table.Th>
            <Table.Th ta="right">{t('currencies.foreignBalance')}</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('currencies.bookBalance')}
            </Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              {t('currencies.revaluedBalance')}
            </Table.Th>
            <Table.Th ta="right">{t('currencies.difference')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {positions.map((position) => (
            <Table.Tr key={`${position.accountNumber} ${position.subAccountId ?? ''} ${position.currency}`}>
              <Table.Td>{position.accountNumber}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatCurrencyAmount(position.foreignBalance, language, position.currency)}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {inCompany(position.bookBalance)}
              </Table.Td>
              <Table.Td ta="right" visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                {inCompany(position.revaluedBalance)}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {inCompany(position.difference)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/** The closing rates used, and the currencies that still lack one (with the way to the rates screen). */
function ClosingRates({ revaluation }: { revaluation: CurrencyRevaluation }) {
  const { t } = useTranslation('yearEnd');
  const company = useCompanyMoney();
  return (
    <Stack gap="xs">
      {revaluation.rates.length > 0 && (
        <Group gap="xs" data-testid="closing-rates">
          {revaluation.rates.map((rate) => (
            <Badge key={rate.currency} variant="light" color={rate.fixed ? 'gray' : 'bilan'} tt="none">
              1 {rate.currency} = {rate.rate} {company.currency}
            </Badge>
          ))}
        </Group>
      )}
      {revaluation.missingRates.length > 0 && (
        <Alert color="orange" data-testid="closing-rates-missing">
          {t('currencies.missingRates', { currencies: revaluation.missingRates.join(', ') })}{' '}
          <Anchor component={Link} to="/apps/settings/exchange-rates" size="sm" c="dark" underline="always" fw={600}>
            {t('currencies.addRates')}
          </Anchor>
        </Alert>
      )}
    </Stack>
  );
}

/** The provisions proposed for latent losses, and the entries once posted. */
function RevaluationSummary({ revaluation }: { revaluation: CurrencyRevaluation }) {
  const { t, i18n } = useTranslation('yearEnd');
  const company = useCompanyMoney();
  const amount = (text: string) =>
    company.scale === null
      ? text
      : formatAmountText(text, i18n.resolvedLanguage ?? 'en', company.scale, {
          currency: company.currency ?? undefined,
        });
  const entries = Object.values(revaluation.entryNumbers).filter((number): number is string => number !== null);
  return (
    <Stack gap={4} data-testid="currency-revaluation-summary">
      <Text size="sm">{t('currencies.provisionTrade', { amount: amount(revaluation.provisions.trade) })}</Text>
      <Text size="sm">{t('currencies.provisionFinancial', { amount: amount(revaluation.provisions.financial) })}</Text>
      {revaluation.done && (
        <Text size="sm" fw={600}>
          {t('currencies.posted', { entries: entries.join(', ') || '—' })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The year-end revaluation of foreign currencies (docs/decisions/0037-currency-revaluation.md): the open
 * foreign items and cash at the closing rate, the unrealised differences and provisions the API proposes,
 * posted in one click; the closing is refused until it is done.
 */
export function CurrencyRevaluationPanel({ workFolderId, open }: { workFolderId: string; open: boolean }) {
  const { t } = useTranslation('yearEnd');
  const revaluation = useCurrencyRevaluation(workFolderId);
  const revalue = useRevalueCurrencies(workFolderId);
  const data = revaluation.data;
  if (!data) return <LoadingRows count={3} height={36} />;
  const empty = data.items.length === 0 && data.cash.length === 0;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="currency-revaluation">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('currencies.intro', { date: data.date })}
        </Text>
        <ClosingRates revaluation={data} />
        {empty ? (
          <Text size="sm" data-testid="currency-revaluation-empty">
            {t('currencies.nothing')}
          </Text>
        ) : (
          <>
            <PositionsTable title={t('currencies.items')} positions={data.items} testId="revaluation-items" />
            <PositionsTable title={t('currencies.cash')} positions={data.cash} testId="revaluation-cash" />
            <RevaluationSummary revaluation={data} />
          </>
        )}
        {open && !data.done && !empty && (
          <Group justify="flex-end">
            <Button
              onClick={() => revalue.mutate()}
              loading={revalue.isPending}
              disabled={data.missingRates.length > 0}
            >
              {t('currencies.post')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

import { formatAmount, parseAmount, toAmount } from '@bilan/accounting';
import type { AmountInCurrency, OpenItem } from '@bilan/contract';
import { Alert, Badge, Button, Checkbox, Group, Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { currencyScaleOf, formatCalendarDate } from '../../../lib/format.ts';
import { useCan } from '../../../lib/permissions.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useAmountIn } from '../../../lib/use-amount-in.ts';
import { useMoney } from '../../invoices/public.ts';
import { useCreateMatching } from '../api/create-matching.ts';
import { type MatchingScope, useOpenItems } from '../api/get-open-items.ts';
import { MatchingSuggestions } from './matching-suggestions.tsx';
import { MatchingsList } from './matchings-list.tsx';

const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** Debits less credits of the selected items, in minor units (never floats); null until the scale is known. */
function differenceOf(items: readonly OpenItem[], scale: number | null): bigint | null {
  if (scale === null) return null;
  return items.reduce((sum, item) => sum + parseAmount(item.debit, scale) - parseAmount(item.credit, scale), 0n);
}

/**
 * The difference of the selected items in their currency when those that carry a foreign amount are all
 * in one (a matching of them settles only when it balances in it too); else null.
 */
function foreignDifferenceOf(items: readonly OpenItem[]): { currency: string; amount: bigint } | null {
  const currencies = new Set(items.flatMap((item) => (item.currency ? [item.currency] : [])));
  const [currency] = currencies;
  if (currencies.size !== 1 || !currency) return null;
  const scale = currencyScaleOf(currency);
  const amount = items.reduce((sum, item) => {
    if (item.currency !== currency || item.amountCurrency === null) return sum;
    const foreign = parseAmount(item.amountCurrency, scale);
    return isPositive(item.debit) ? sum + foreign : sum - foreign;
  }, 0n);
  return { currency, amount };
}

/** The selection's difference as shown: the company's, and the foreign one beside it when there is one. */
function useSelectionDifference(chosen: readonly OpenItem[]) {
  const money = useMoney();
  const amountIn = useAmountIn();
  const difference = differenceOf(chosen, money.scale);
  const foreign = foreignDifferenceOf(chosen);
  const own = money.format(
    difference === null || money.scale === null ? '0' : formatAmount(toAmount(difference), money.scale),
  );
  const text = foreign
    ? `${own} / ${amountIn(formatAmount(toAmount(foreign.amount), currencyScaleOf(foreign.currency)), foreign.currency)}`
    : own;
  const partial =
    chosen.length >= 2 && ((difference !== null && difference !== 0n) || (foreign !== null && foreign.amount !== 0n));
  return { text, partial };
}

/** The set with `lineId` added, or taken out if it was in. */
function toggled(current: ReadonlySet<string>, lineId: string): ReadonlySet<string> {
  const next = new Set(current);
  if (next.has(lineId)) next.delete(lineId);
  else next.add(lineId);
  return next;
}

/** A decimal string above zero, read as text: money never passes through a float. */
const isPositive = (amount: string) => !amount.startsWith('-') && /[1-9]/.test(amount);

/**
 * The open items of a scope (a party's sub-account, or an account with all its sub-accounts): tick
 * lines (Space on a focused box), see the running difference, and match them; a matching that does
 * not balance is partial; or ask for suggested matchings and confirm them one by one. Under them, the
 * scope's matchings, each of which can be undone.
 */
export function OpenItemsMatching({ companyId, scope }: { companyId: string | null; scope: MatchingScope }) {
  const { t } = useTranslation('matching');
  const items = useOpenItems(companyId, scope);
  const create = useCreateMatching(companyId);
  const canMatch = useCan('documents.write');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const difference = useSelectionDifference((items.data?.items ?? []).filter((item) => selected.has(item.lineId)));

  if (items.isError) return <Alert color="red">{t('failed')}</Alert>;
  if (!items.data) return <LoadingRows count={3} height={36} />;
  const open = items.data.items;
  // An account's items belong to several sub-accounts; a party's to one.
  const withSubAccounts = 'accountId' in scope && open.some((item) => item.subAccountNumber);
  const chosen = open.filter((item) => selected.has(item.lineId));
  const severalSubAccounts = new Set(chosen.map((item) => item.subAccountId)).size > 1;
  // What is owed is matched with what settles it: the API refuses debits alone or credits alone.
  const oneSide =
    chosen.length >= 2 &&
    (chosen.every((item) => !isPositive(item.debit)) || chosen.every((item) => !isPositive(item.credit)));
  const toggle = (lineId: string) => setSelected((current) => toggled(current, lineId));
  const match = () =>
    create.mutate(
      chosen.map((item) => item.lineId),
      {
        onSuccess: (matching) => {
          setSelected(new Set());
          showToast({
            type: 'success',
            message: t(matching.partial ? 'matchedPartially' : 'matched', { code: matching.code }),
          });
        },
      },
    );
  const { partial } = difference;
  const hint = severalSubAccounts
    ? t('severalSubAccounts')
    : oneSide
      ? t('needsDebitAndCredit')
      : partial
        ? t('willBePartial')
        : null;

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h5" mb="sm">
        {t('title')}
      </Title>
      <OpenInCurrencies balances={items.data.balancesInCurrency} />
      {open.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('empty')}
        </Text>
      ) : (
        <OpenItemsTable
          open={open}
          withSubAccounts={withSubAccounts}
          selected={selected}
          onToggle={toggle}
          disabled={!canMatch}
        />
      )}
      {canMatch && open.length > 0 && (
        <MatchFooter
          count={chosen.length}
          difference={difference.text}
          hint={hint}
          refused={severalSubAccounts || oneSide}
          pending={create.isPending}
          onMatch={match}
        />
      )}
      {canMatch && open.length >= 2 && <MatchingSuggestions companyId={companyId} scope={scope} />}
      <MatchingsList companyId={companyId} scope={scope} />
    </Paper>
  );
}

function OpenItemsTable({
  open,
  withSubAccounts,
  selected,
  onToggle,
  disabled,
}: {
  open: readonly OpenItem[];
  withSubAccounts: boolean;
  selected: ReadonlySet<string>;
  onToggle: (lineId: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('matching');
  return (
    <ScrollTable minWidth={withSubAccounts ? 760 : 640} label={t('caption')}>
      <Table verticalSpacing={6} striped aria-label={t('caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>{t('columns.select')}</VisuallyHidden>
            </Table.Th>
            <Table.Th>{t('columns.date')}</Table.Th>
            <Table.Th>{t('columns.document')}</Table.Th>
            {withSubAccounts && <Table.Th>{t('columns.subAccount')}</Table.Th>}
            <Table.Th>{t('columns.label')}</Table.Th>
            <Table.Th>{t('columns.dueDate')}</Table.Th>
            <Table.Th ta="end">{t('columns.debit')}</Table.Th>
            <Table.Th ta="end">{t('columns.credit')}</Table.Th>
            <Table.Th>{t('columns.matching')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {open.map((item) => (
            <OpenItemRow
              key={item.lineId}
              item={item}
              withSubAccounts={withSubAccounts}
              checked={selected.has(item.lineId)}
              onToggle={() => onToggle(item.lineId)}
              disabled={disabled}
            />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function OpenItemRow({
  item,
  withSubAccounts,
  checked,
  onToggle,
  disabled,
}: {
  item: OpenItem;
  withSubAccounts: boolean;
  checked: boolean;
  onToggle: () => void;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation('matching');
  const language = i18n.resolvedLanguage ?? 'en';
  const money = useMoney();
  return (
    <Table.Tr data-testid="open-item">
      <Table.Td>
        <Checkbox
          aria-label={t('select', { number: item.documentNumber })}
          checked={checked}
          onChange={onToggle}
          disabled={disabled}
        />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(item.date, language)}</Table.Td>
      <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {item.documentNumber}
      </Table.Td>
      {withSubAccounts && (
        <Table.Td ff="monospace" c="grape.7">
          {item.subAccountNumber}
        </Table.Td>
      )}
      <Table.Td>
        <Text size="sm">{item.label}</Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(item.dueDate, language)}</Table.Td>
      <Table.Td ta="end" style={amountStyle}>
        {item.debit === '0' ? '' : money.format(item.debit, { withCurrency: false })}
        {isPositive(item.debit) && <ForeignAmount item={item} />}
      </Table.Td>
      <Table.Td ta="end" style={amountStyle}>
        {item.credit === '0' ? '' : money.format(item.credit, { withCurrency: false })}
        {!isPositive(item.debit) && <ForeignAmount item={item} />}
      </Table.Td>
      <Table.Td>
        {item.matchingCode && (
          <Group gap={4} wrap="nowrap">
            <Text ff="monospace" size="sm">
              {item.matchingCode}
            </Text>
            {item.partial && (
              <Badge size="xs" variant="light" color="orange">
                {t('partial')}
              </Badge>
            )}
          </Group>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

/** An item's foreign amount under its company-currency one, on its side. */
function ForeignAmount({ item }: { item: OpenItem }) {
  const amountIn = useAmountIn();
  if (!item.currency || item.amountCurrency === null) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="foreign-amount">
      {amountIn(item.amountCurrency, item.currency)}
    </Text>
  );
}

/** What the open items still hold in each foreign currency: beside the company's, never summed with it. */
function OpenInCurrencies({ balances }: { balances: readonly AmountInCurrency[] }) {
  const { t } = useTranslation('matching');
  const amountIn = useAmountIn();
  return balances.map(({ currency, amount }) => (
    <Text key={currency} size="sm" mb="xs" data-testid="open-in-currency">
      {t('openInCurrency', { currency, amount: amountIn(amount, currency) })}
    </Text>
  ));
}

/** The running difference of the ticked items, what is wrong with them, and the button that matches them. */
function MatchFooter({
  count,
  difference,
  hint,
  refused,
  pending,
  onMatch,
}: {
  count: number;
  difference: string;
  hint: string | null;
  /** The API would refuse the selection (several sub-accounts, or one side only). */
  refused: boolean;
  pending: boolean;
  onMatch: () => void;
}) {
  const { t } = useTranslation('matching');
  return (
    <Group justify="space-between" align="flex-start" mt="sm" wrap="wrap">
      <div aria-live="polite">
        <Text size="sm" data-testid="matching-difference">
          {t('selected', { count, difference })}
        </Text>
        {hint && (
          <Text size="sm" c={refused ? 'red.8' : 'orange.9'} data-testid="matching-hint">
            {hint}
          </Text>
        )}
      </div>
      <Button onClick={onMatch} disabled={count < 2 || refused} loading={pending}>
        {t('match')}
      </Button>
    </Group>
  );
}

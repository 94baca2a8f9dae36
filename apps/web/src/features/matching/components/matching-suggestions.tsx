import type { MatchingSuggestion } from '@bilan/contract';
import { Alert, Button, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { showToast } from '../../../lib/toast.tsx';
import { useMoney } from '../../invoices/public.ts';
import { useCreateMatching } from '../api/create-matching.ts';
import { useMatchingSuggestions } from '../api/get-matching-suggestions.ts';
import type { MatchingScope } from '../api/get-open-items.ts';

const amountStyle = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

const entriesOf = (suggestion: MatchingSuggestion) => suggestion.lines.map((line) => line.entryNumber).join(', ');

/**
 * "Suggest matches": the API's proposed matchings of the scope (a debit and a credit of the same
 * amount, of one party; sharing a reference first), read when asked for. Each is matched only once
 * the user confirms it with its own button; the lists then read again (refresh-after-matching.ts).
 */
export function MatchingSuggestions({ companyId, scope }: { companyId: string | null; scope: MatchingScope }) {
  const { t } = useTranslation('matching');
  const [shown, setShown] = useState(false);
  const suggestions = useMatchingSuggestions(companyId, scope, shown);
  const create = useCreateMatching(companyId);
  const panelId = useId();
  const [confirming, setConfirming] = useState<string | null>(null);

  // Awaited rather than mutate's callbacks: matching the last open items unmounts this panel before
  // they would run, and the toast must still say the code. Refusals are toasted by lib/api.ts.
  const confirm = async (suggestion: MatchingSuggestion) => {
    setConfirming(suggestion.lineIds.join());
    try {
      const matching = await create.mutateAsync(suggestion.lineIds);
      showToast({ type: 'success', message: t('matched', { code: matching.code }) });
    } catch {
      // Already shown.
    } finally {
      setConfirming(null);
    }
  };
  const list = suggestions.data ?? [];
  const withSubAccounts = 'accountId' in scope && list.some((suggestion) => suggestion.subAccountNumber);

  return (
    <Stack gap="xs" mt="md">
      <Group>
        <Button
          variant="default"
          size="compact-sm"
          aria-expanded={shown}
          aria-controls={panelId}
          onClick={() => setShown((current) => !current)}
        >
          {shown ? t('suggestions.hide') : t('suggestions.show')}
        </Button>
      </Group>
      <div id={panelId} hidden={!shown}>
        {shown && (
          <Stack gap="xs">
            <Title order={3} size="h6">
              {t('suggestions.title')}
            </Title>
            {suggestions.isError ? (
              <Alert color="red">{t('suggestions.failed')}</Alert>
            ) : !suggestions.data ? (
              <LoadingRows count={2} height={32} />
            ) : list.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="no-suggestion">
                {t('suggestions.empty')}
              </Text>
            ) : (
              <SuggestionsTable
                list={list}
                withSubAccounts={withSubAccounts}
                confirming={confirming}
                onConfirm={(suggestion) => void confirm(suggestion)}
              />
            )}
          </Stack>
        )}
      </div>
    </Stack>
  );
}

function SuggestionsTable({
  list,
  withSubAccounts,
  confirming,
  onConfirm,
}: {
  list: readonly MatchingSuggestion[];
  withSubAccounts: boolean;
  confirming: string | null;
  onConfirm: (suggestion: MatchingSuggestion) => void;
}) {
  const { t } = useTranslation('matching');
  return (
    <ScrollTable minWidth={withSubAccounts ? 720 : 620} label={t('suggestions.caption')}>
      <Table verticalSpacing={6} striped aria-label={t('suggestions.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('suggestions.lines')}</Table.Th>
            {withSubAccounts && <Table.Th>{t('columns.subAccount')}</Table.Th>}
            <Table.Th ta="end">{t('suggestions.amount')}</Table.Th>
            <Table.Th>{t('suggestions.why')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('matchings.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {list.map((suggestion) => (
            <SuggestionRow
              key={suggestion.lineIds.join()}
              suggestion={suggestion}
              withSubAccounts={withSubAccounts}
              confirming={confirming}
              onConfirm={() => onConfirm(suggestion)}
            />
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/** One proposed matching: its lines, sub-account, amount and reason, and the button that confirms it. */
function SuggestionRow({
  suggestion,
  withSubAccounts,
  confirming,
  onConfirm,
}: {
  suggestion: MatchingSuggestion;
  withSubAccounts: boolean;
  /** The suggestion being matched (its line ids joined), if any. */
  confirming: string | null;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation('matching');
  const language = i18n.resolvedLanguage ?? 'en';
  const money = useMoney();
  const key = suggestion.lineIds.join();
  return (
    <Table.Tr data-testid="matching-suggestion">
      <Table.Td miw={260}>
        {suggestion.lines.map((line) => (
          <Text key={line.lineId} size="sm">
            <Text span ff="monospace" size="sm" style={{ whiteSpace: 'nowrap' }}>
              {line.entryNumber}
            </Text>{' '}
            <Text span size="xs" c="dimmed">
              {formatCalendarDate(line.date, language)}
              {line.label ? ` · ${line.label}` : ''}
            </Text>
          </Text>
        ))}
      </Table.Td>
      {withSubAccounts && (
        <Table.Td ff="monospace" c="grape.7">
          {suggestion.subAccountNumber}
        </Table.Td>
      )}
      <Table.Td ta="end" style={amountStyle}>
        {money.format(suggestion.amount, { withCurrency: false })}
      </Table.Td>
      <Table.Td miw={140}>
        <Text size="sm">{t(`suggestions.reasons.${suggestion.reason}`)}</Text>
      </Table.Td>
      <Table.Td ta="end">
        <Button
          size="compact-sm"
          aria-label={t('suggestions.confirm', { entries: entriesOf(suggestion) })}
          onClick={onConfirm}
          loading={confirming === key}
          disabled={confirming !== null && confirming !== key}
        >
          {t('match')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

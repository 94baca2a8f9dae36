import { SEARCH_TEXT_MAX_LENGTH } from '@bilan/contract';
import { Alert, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingRows } from '../../../components/ui/loading-rows.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useMoney } from '../../invoices/public.ts';
import { useSearchResults } from '../api/search-company.ts';
import { SEARCH_DEBOUNCE_MS } from '../search-targets.ts';
import { SearchResultGroups } from './search-results.tsx';

/** /search?q=: every result of a text, grouped by kind; the text lives in the address so it can be linked. */
export function SearchScreen() {
  const { t } = useTranslation('search');
  const money = useMoney();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
  const [text, setText] = useState(query);
  const results = useSearchResults(query);

  // The spotlight's "see all results" lands here with a new ?q= while the screen may already be open.
  useEffect(() => setText((current) => (current.trim() === query ? current : query)), [query]);
  const followText = useDebouncedCallback((value: string) => {
    setParams(value.trim() ? { q: value.trim() } : {}, { replace: true });
  }, SEARCH_DEBOUNCE_MS);

  const nothing =
    results.data &&
    results.data.documents.items.length + results.data.parties.items.length + results.data.accounts.items.length === 0;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Stack gap="md">
        <TextInput
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            followText(event.currentTarget.value);
          }}
          leftSection={<IconSearch size={18} />}
          rightSection={results.isFetching ? <Loader size={16} /> : null}
          placeholder={t('input.placeholder')}
          aria-label={t('input.label')}
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          size="md"
          type="search"
          autoFocus
        />
        {!query && <Text c="dimmed">{t('start')}</Text>}
        {query && results.isLoading && <LoadingRows count={6} height={44} />}
        {query && results.data && (
          <>
            {results.data.amount && (
              <Text size="sm" c="dimmed">
                {t('amount', { amount: money.format(results.data.amount) })}
              </Text>
            )}
            {nothing ? (
              <Alert color="gray">{t('none', { query: results.data.query })}</Alert>
            ) : (
              <SearchResultGroups results={results.data} />
            )}
          </>
        )}
      </Stack>
    </>
  );
}

import type { SearchResults } from '@bilan/contract';
import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  SEARCH_KINDS,
  type SearchKind,
  type SearchTarget,
  searchTargetPath,
  searchTargets,
  selectTargetFolder,
} from '../search-targets.ts';
import { SearchHit } from './search-hit.tsx';
import './search.css';

const KIND_OF_TARGET: Record<SearchTarget['kind'], SearchKind> = {
  document: 'documents',
  party: 'parties',
  account: 'accounts',
};

/** The results of /search: one panel per kind, its count in the heading, each result a link to its screen. */
export function SearchResultGroups({ results }: { results: SearchResults }) {
  const targets = searchTargets(results);
  // The kinds in the order of their results (a party typed by name before its documents), empty ones last.
  const kinds = [...new Set([...targets.map((target) => KIND_OF_TARGET[target.kind]), ...SEARCH_KINDS])];
  return (
    <Stack gap="md">
      {kinds.map((kind) => (
        <ResultGroup
          key={kind}
          kind={kind}
          query={results.query}
          more={results[kind].more}
          targets={targets.filter((target) => KIND_OF_TARGET[target.kind] === kind)}
        />
      ))}
    </Stack>
  );
}

function ResultGroup({
  kind,
  query,
  targets,
  more,
}: {
  kind: SearchKind;
  query: string;
  targets: SearchTarget[];
  more: boolean;
}) {
  const { t } = useTranslation('search');
  const headingId = `search-${kind}`;
  return (
    <Paper withBorder radius="md" p={0} component="section" aria-labelledby={headingId}>
      <Group justify="space-between" px="md" py="sm" wrap="nowrap">
        <Title order={2} size="h5" id={headingId}>
          {t(`kinds.${kind}`)}
        </Title>
        <Badge variant={targets.length > 0 ? 'light' : 'outline'} color={targets.length > 0 ? 'blue' : 'gray'}>
          {more ? t('countMore', { count: targets.length }) : t('count', { count: targets.length })}
        </Badge>
      </Group>
      {targets.length === 0 ? (
        <Text size="sm" c="dimmed" px="md" pb="sm">
          {t('noneOfKind')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {targets.map((target) => (
            <li key={target.hit.id} style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
              <UnstyledButton
                component={Link}
                to={searchTargetPath(target)}
                onClick={() => selectTargetFolder(target)}
                px="md"
                py="xs"
                w="100%"
                display="block"
                className="search-hit-link"
                data-testid={`search-hit-${target.kind}`}
              >
                <SearchHit target={target} query={query} />
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      {more && (
        <Text
          size="xs"
          c="dimmed"
          px="md"
          py="xs"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          {t('more', { count: targets.length })}
        </Text>
      )}
    </Paper>
  );
}

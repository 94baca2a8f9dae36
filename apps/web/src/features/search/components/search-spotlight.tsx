import { SEARCH_TEXT_MAX_LENGTH } from '@bilan/contract';
import { Divider, Group, Kbd, Loader, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSearchResults } from '../api/search-company.ts';
import { SEARCH_DEBOUNCE_MS, searchPagePath, searchTargets, useOpenSearchTarget } from '../search-targets.ts';
import { SearchHit } from './search-hit.tsx';
import './search.css';

/** Results of each kind the spotlight lists; the search page shows them all. */
const SPOTLIGHT_HITS_PER_KIND = 5;

const KIND_HEADINGS = { document: 'kinds.documents', party: 'kinds.parties', account: 'kinds.accounts' } as const;

/**
 * Ctrl+K / Cmd+K: a search box over the page with live results (debounced). Up and down move through
 * the results, Enter opens one; the last option leads to every result on /search?q=.
 */
export function SearchSpotlight({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Modal.Root opened={opened} onClose={onClose} size="lg" yOffset="10vh">
      <Modal.Overlay backgroundOpacity={0.35} blur={2} />
      <Modal.Content aria-label={t('input.label')} radius="lg">
        <Modal.Body p={0}>{opened && <SpotlightSearch onClose={onClose} />}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

function SpotlightSearch({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const openTarget = useOpenSearchTarget();
  const listId = useId();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useSearchResults(query);
  const targets = results.data && query ? searchTargets(results.data, SPOTLIGHT_HITS_PER_KIND) : [];
  // The options: every result, then "see all results" (once something is typed).
  const optionCount = targets.length + (query ? 1 : 0);
  // The keyboard's place in the list, kept for the text it was moved on: a new text starts at the top.
  const [cursor, setCursor] = useState({ query, index: 0 });
  const active = cursor.query === query ? cursor.index : 0;
  const setActive = (update: number | ((current: number) => number)) =>
    setCursor({ query, index: typeof update === 'function' ? update(active) : update });
  const activeId = optionCount > 0 ? `${listId}-${Math.min(active, optionCount - 1)}` : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (index: number) => {
    const target = targets[index];
    if (target) openTarget(target);
    else if (query) navigate(searchPagePath(query));
    else return;
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (optionCount === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (Math.min(current, optionCount - 1) + step + optionCount) % optionCount);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(Math.min(active, optionCount - 1));
    }
  };

  return (
    <>
      <TextInput
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={t('input.placeholder')}
        aria-label={t('input.label')}
        role="combobox"
        aria-expanded={optionCount > 0}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-autocomplete="list"
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        leftSection={<IconSearch size={20} />}
        rightSection={results.isFetching ? <Loader size={16} /> : null}
        variant="unstyled"
        size="lg"
        px="sm"
        data-autofocus
      />
      <Divider />
      <ScrollArea.Autosize mah="min(60vh, 520px)" type="auto">
        {/* A listbox only once it has options: an empty one breaks its role (axe aria-required-children). */}
        <Stack gap={2} p="xs" id={listId} {...(optionCount > 0 ? { role: 'listbox', 'aria-label': t('title') } : {})}>
          {[...new Set(targets.map((target) => target.kind))].map((kind) => {
            const group = targets.flatMap((target, index) => (target.kind === kind ? [{ target, index }] : []));
            if (group.length === 0) return null;
            return (
              // biome-ignore lint/a11y/useSemanticElements: options of a listbox are grouped by role=group; a fieldset groups form fields.
              <div key={kind} role="group" aria-labelledby={`${listId}-${kind}`}>
                <Text id={`${listId}-${kind}`} size="xs" fw={600} tt="uppercase" c="dimmed" px="sm" pt="xs" pb={4}>
                  {t(KIND_HEADINGS[kind])}
                </Text>
                {group.map(({ target, index }) => (
                  <Option
                    key={target.hit.id}
                    id={`${listId}-${index}`}
                    active={index === active}
                    onHover={() => setActive(index)}
                    onChoose={() => choose(index)}
                  >
                    <SearchHit target={target} query={query} />
                  </Option>
                ))}
              </div>
            );
          })}
          {query && results.data && targets.length === 0 && (
            <Text size="sm" c="dimmed" px="sm" py="xs">
              {t('none', { query })}
            </Text>
          )}
          {query && (
            <Option
              id={`${listId}-${targets.length}`}
              active={active >= targets.length}
              onHover={() => setActive(targets.length)}
              onChoose={() => choose(targets.length)}
            >
              <Group gap="xs" wrap="nowrap" c="blue.9">
                <IconArrowRight size={18} />
                <Text size="sm" fw={500} truncate="end">
                  {t('spotlight.seeAllFor', { query })}
                </Text>
              </Group>
            </Option>
          )}
          {!query && (
            <Text size="sm" c="dimmed" px="sm" py="xs">
              {t('start')}
            </Text>
          )}
        </Stack>
      </ScrollArea.Autosize>
      <Divider />
      <Group px="md" py={8} gap="md" visibleFrom="sm">
        <KeyHint keys={['↑', '↓']} action={t('spotlight.keys.move')} />
        <KeyHint keys={[t('spotlight.keys.enter')]} action={t('spotlight.keys.open')} />
        <KeyHint keys={[t('spotlight.keys.escape')]} action={t('spotlight.keys.close')} />
      </Group>
    </>
  );
}

function KeyHint({ keys, action }: { keys: string[]; action: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      {keys.map((key) => (
        <Kbd key={key} className="search-kbd">
          {key}
        </Kbd>
      ))}
      <Text size="xs" c="dimmed">
        {action}
      </Text>
    </Group>
  );
}

function Option({
  id,
  active,
  onHover,
  onChoose,
  children,
}: {
  id: string;
  active: boolean;
  onHover: () => void;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    // The input keeps the focus and the keyboard (aria-activedescendant); a click still chooses.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys of every option.
    <div
      id={id}
      role="option"
      tabIndex={-1}
      aria-selected={active}
      data-active={active || undefined}
      className="search-option"
      onMouseMove={onHover}
      onClick={onChoose}
      style={{ padding: '6px 10px' }}
    >
      {children}
    </div>
  );
}

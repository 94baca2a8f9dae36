import { ActionIcon } from '@mantine/core';
import { useDisclosure, useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LazyTooltip } from '../../../components/ui/lazy-tooltip.tsx';
import { withWords } from '../../../lib/i18n.ts';
import { useOnceTrue } from '../../../lib/use-once-true.ts';

// The spotlight's code arrives with the first Ctrl+K: the shell's first frame does without it
// (docs/decisions/0007-slow-networks.md). Its hits name documents by type (invoices' words), which
// come with it: fetched with the first hit, they would hide the spotlight while they arrive.
const SearchSpotlight = lazy(() =>
  withWords(import('./search-spotlight.tsx'), ['invoices']).then((m) => ({ default: m.SearchSpotlight })),
);

/**
 * The top bar's search button: it goes to the search route, as docs/seed-spec.md §2 says; Ctrl+K / Cmd+K opens the
 * spotlight over any page, which leads there too ("see all results").
 */
export function SearchButton() {
  const { t } = useTranslation('search');
  const { t: tShell } = useTranslation('shell');
  const navigate = useNavigate();
  const [opened, { open, close }] = useDisclosure(false);
  const wanted = useOnceTrue(opened);
  const shortcut = ['macos', 'ios'].includes(useOs()) ? '⌘K' : 'Ctrl+K';
  // Also from inside a form field: the shortcut is the way to search from anywhere.
  useHotkeys([['mod+K', open]], []);
  return (
    <>
      <LazyTooltip label={t('button.tooltip', { shortcut })}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={tShell('topBar.search')}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => navigate('/search')}
        >
          <IconSearch size={20} stroke={1.7} />
        </ActionIcon>
      </LazyTooltip>
      {wanted && (
        <Suspense fallback={null}>
          <SearchSpotlight opened={opened} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

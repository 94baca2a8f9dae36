import { type DehydratedState, dehydrate, hydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { currentLanguage } from './language.ts';

/**
 * The queries kept in local storage across visits, by the first part of their key: what the invoice
 * and entry editors wait for before they can open — the chart of accounts (about 1,500 accounts, full
 * or compact), the company (its currency), its work folders, journals and settings
 * (docs/decisions/0007-slow-networks.md). Restored at start, they show at once and are refetched in
 * the background when stale (the API answers 304 when the chart did not change). Logout empties local
 * storage, so they leave with the session. Their labels are in the language they were read in (the
 * API follows Accept-Language): kept for that language only.
 */
const PERSISTED_QUERY_ROOTS: ReadonlySet<string> = new Set([
  'chartOfAccounts',
  'companies',
  'workFolders',
  'journals',
  'settings',
]);
export const PERSISTED_QUERIES_KEY = 'bilan:queries';
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const SAVE_DELAY_MS = 500;

interface PersistedQueries {
  /** Data of another build may not have this build's shape: it is dropped. */
  build: string;
  /** The interface language the answers were read in: another language's labels are dropped. */
  language: string;
  savedAt: number;
  state: DehydratedState;
}

export interface PersistenceOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  build?: string;
  language?: string;
  now?: () => number;
}

const isPersisted = (query: Query) =>
  query.state.status === 'success' && PERSISTED_QUERY_ROOTS.has(String(query.queryKey[0]));

const defaults = (options: PersistenceOptions) => ({
  storage: options.storage ?? window.localStorage,
  build: options.build ?? import.meta.env.VITE_BUILD_ID ?? 'dev',
  language: options.language ?? currentLanguage(),
  now: options.now ?? Date.now,
});

/** Puts the kept queries into `queryClient`; data of another build or language, or older than a week, is dropped. */
export function restoreQueries(queryClient: QueryClient, options: PersistenceOptions = {}): void {
  const { storage, build, language, now } = defaults(options);
  try {
    const text = storage.getItem(PERSISTED_QUERIES_KEY);
    if (!text) return;
    const kept = JSON.parse(text) as PersistedQueries;
    if (kept.build !== build || kept.language !== language || !(now() - kept.savedAt < MAX_AGE_MS)) {
      storage.removeItem(PERSISTED_QUERIES_KEY);
      return;
    }
    hydrate(queryClient, kept.state);
  } catch {
    // Unreadable (an older format, a hand edit): start without it.
  }
}

/** Saves the kept queries whenever one of them changes (once per SAVE_DELAY_MS); returns the stop. */
export function keepQueries(queryClient: QueryClient, options: PersistenceOptions = {}): () => void {
  const { storage, build, now } = defaults(options);
  const languageNow = () => options.language ?? currentLanguage();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    const state = dehydrate(queryClient, { shouldDehydrateQuery: isPersisted });
    try {
      if (state.queries.length === 0) storage.removeItem(PERSISTED_QUERIES_KEY);
      else
        storage.setItem(
          PERSISTED_QUERIES_KEY,
          JSON.stringify({ build, language: languageNow(), savedAt: now(), state }),
        );
    } catch {
      // Storage full or disabled: the chart is downloaded again next time, nothing else is lost.
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (!PERSISTED_QUERY_ROOTS.has(String(event.query.queryKey[0]))) return;
    if (event.type !== 'updated' && event.type !== 'removed') return;
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * After the interface language changes, the answers holding labels of the other language go: those on
 * screen are read again (the chart's account labels, journals, reports), the others are dropped.
 */
export function refreshOnLanguageChange(queryClient: QueryClient, i18n: LanguageEvents): () => void {
  const refresh = () => {
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries({ type: 'active' });
  };
  i18n.on('languageChanged', refresh);
  return () => i18n.off('languageChanged', refresh);
}

/** What `refreshOnLanguageChange` needs of i18next. */
export interface LanguageEvents {
  on(event: 'languageChanged', listener: () => void): unknown;
  off(event: 'languageChanged', listener: () => void): unknown;
}

import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepQueries, PERSISTED_QUERIES_KEY, refreshOnLanguageChange, restoreQueries } from './query-persistence.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const chart = [{ class: '4', accounts: [{ id: 'a1', number: '411', label: 'Clients' }] }];
const DAY_MS = 24 * 60 * 60 * 1000;

describe('query persistence', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  async function savedBy(build: string, at: number, storage = memoryStorage(), language = 'en') {
    const client = new QueryClient();
    const stop = keepQueries(client, { storage, build, language, now: () => at });
    client.setQueryData(['chartOfAccounts', 'company-1'], chart);
    client.setQueryData(['chartOfAccounts', 'company-1', 'compact'], chart);
    client.setQueryData(['workFolders', 'company', 'company-1'], [{ id: 'folder-1' }]);
    client.setQueryData(['journalEntries', 'folder-1'], [{ id: 'e1' }]);
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    return storage;
  }

  it('keeps what the editors wait for (the chart, the work folders), not the documents', async () => {
    const storage = await savedBy('b1', 0);
    const next = new QueryClient();
    restoreQueries(next, { storage, build: 'b1', language: 'en', now: () => DAY_MS });
    expect(next.getQueryData(['chartOfAccounts', 'company-1'])).toEqual(chart);
    expect(next.getQueryData(['chartOfAccounts', 'company-1', 'compact'])).toEqual(chart);
    expect(next.getQueryData(['workFolders', 'company', 'company-1'])).toEqual([{ id: 'folder-1' }]);
    expect(next.getQueryData(['journalEntries', 'folder-1'])).toBeUndefined();
    expect(storage.items.get(PERSISTED_QUERIES_KEY)).not.toContain('journalEntries');
  });

  it.each([
    ['by another build', 'b2', DAY_MS],
    ['more than a week later', 'b1', 8 * DAY_MS],
    ['in another language', 'b1', DAY_MS, 'fr'],
  ])('drops what was kept %s', async (_case, build, at, language = 'en') => {
    const storage = await savedBy('b1', 0);
    const next = new QueryClient();
    // English labels ("4111 Customers") are not shown on a French screen.
    restoreQueries(next, { storage, build, language, now: () => at });
    expect(next.getQueryData(['chartOfAccounts', 'company-1'])).toBeUndefined();
    expect(storage.items.has(PERSISTED_QUERIES_KEY)).toBe(false);
  });

  it('forgets the chart when the cache is cleared (logout)', async () => {
    const storage = memoryStorage();
    const client = new QueryClient();
    const stop = keepQueries(client, { storage, build: 'b1', now: () => 0 });
    client.setQueryData(['chartOfAccounts', 'company-1'], chart);
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.items.has(PERSISTED_QUERIES_KEY)).toBe(true);
    client.clear();
    await vi.advanceTimersByTimeAsync(1000);
    expect(storage.items.has(PERSISTED_QUERIES_KEY)).toBe(false);
    stop();
  });

  it('starts empty from unreadable storage', () => {
    const storage = memoryStorage();
    storage.setItem(PERSISTED_QUERIES_KEY, '{not json');
    const client = new QueryClient();
    expect(() => restoreQueries(client, { storage, build: 'b1' })).not.toThrow();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });

  it('reads again the answers on screen and drops the others when the language changes', async () => {
    const client = new QueryClient();
    const listeners = new Set<() => void>();
    const stop = refreshOnLanguageChange(client, {
      on: (_event, listener) => listeners.add(listener),
      off: (_event, listener) => listeners.delete(listener),
    });
    let reads = 0;
    const onScreen = new QueryObserver(client, {
      queryKey: ['chartOfAccounts', 'company-1'],
      queryFn: async () => {
        reads += 1;
        return chart;
      },
      staleTime: Number.POSITIVE_INFINITY,
    });
    const unsubscribe = onScreen.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(100);
    expect(reads).toBe(1);
    client.setQueryData(['journals', 'company-1'], [{ code: 'VE', label: 'Sales' }]);

    for (const listener of listeners) listener();
    await vi.advanceTimersByTimeAsync(100);
    expect(reads).toBe(2);
    expect(client.getQueryData(['chartOfAccounts', 'company-1'])).toEqual(chart);
    expect(client.getQueryData(['journals', 'company-1'])).toBeUndefined();
    unsubscribe();
    stop();
    expect(listeners.size).toBe(0);
  });
});

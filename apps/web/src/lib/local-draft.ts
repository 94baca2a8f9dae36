import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionUserId } from './session.ts';
import { useStoredValue } from './storage.ts';

/** Where editors keep what was typed and not saved (issue #34). Logout empties it with the rest of the storage. */
const PREFIX = 'bilan.draft';
// Writing on every keystroke would stall a long entry: the draft follows the typing within this delay.
const WRITE_DELAY_MS = 400;

interface StoredDraft<T> {
  companyId: string;
  userId: string;
  savedAt: string;
  values: T;
}

function draftKey(companyId: string, userId: string, screen: string): string {
  return `${PREFIX}:${companyId}:${userId}:${screen}`;
}

function readDraft<T>(key: string, companyId: string, userId: string): StoredDraft<T> | null {
  try {
    const raw = window.localStorage.getItem(key);
    const draft = raw ? (JSON.parse(raw) as StoredDraft<T>) : null;
    // The key names them already; a draft saying otherwise is not this company's or this user's.
    return draft && draft.companyId === companyId && draft.userId === userId ? draft : null;
  } catch {
    return null;
  }
}

// Each change and each clear takes the next number: a write scheduled before its key was cleared (a save) is dropped.
let sequence = 0;
const clearedAt = new Map<string, number>();

function removeDraft(key: string): void {
  sequence += 1;
  clearedAt.set(key, sequence);
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage off: there is nothing to remove.
  }
}

/**
 * Writes the draft of `key` while `dirty`, a little after the typing stops; what is pending is written when the
 * editor goes (a link followed, the tab hidden by the router), so the last keystrokes are kept too.
 */
export function useDraftWriter<T>(key: string | null, values: T, dirty: boolean): void {
  const companyId = useStoredValue('companyId');
  const userId = useSessionUserId();
  const pending = useRef<(() => void) | null>(null);
  useEffect(() => {
    pending.current = null;
    if (!key || !companyId || !userId || !dirty) return;
    sequence += 1;
    const scheduled = sequence;
    const write = () => {
      pending.current = null;
      if ((clearedAt.get(key) ?? 0) > scheduled) return;
      const draft: StoredDraft<T> = { companyId, userId, savedAt: new Date().toISOString(), values };
      try {
        window.localStorage.setItem(key, JSON.stringify(draft));
      } catch {
        // Storage full or off: the leave guard still asks before the work is lost.
      }
    };
    pending.current = write;
    const timer = window.setTimeout(write, WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, companyId, userId, dirty, values]);
  useEffect(() => () => pending.current?.(), []);
}

/**
 * The kept draft of one screen (`screen`: "SALE_INVOICE:new", "entry:<id>"…), per company and user, never
 * another company's: `offered` once when the screen opens, dropped on `clear()` (a save) or `discard()`.
 * The forms it keeps hold no secret (no password, no token). `key` is where components/ui/local-draft.tsx writes.
 */
export function useLocalDraft<T>(screen: string) {
  const companyId = useStoredValue('companyId');
  const userId = useSessionUserId();
  const key = companyId && userId ? draftKey(companyId, userId, screen) : null;
  const [offered, setOffered] = useState<StoredDraft<T> | null>(() =>
    key && companyId && userId ? readDraft<T>(key, companyId, userId) : null,
  );
  const clear = useCallback(() => {
    if (key) removeDraft(key);
    setOffered(null);
  }, [key]);
  const keep = useCallback(
    (values: T) => {
      if (!key || !companyId || !userId) return;
      sequence += 1;
      const draft: StoredDraft<T> = { companyId, userId, savedAt: new Date().toISOString(), values };
      try {
        window.localStorage.setItem(key, JSON.stringify(draft));
      } catch {
        // Storage full or off: there is nothing more to do.
      }
    },
    [key, companyId, userId],
  );
  // A screen that stays while its form opens again (a modal) offers what was kept since it mounted.
  const offerAgain = useCallback(() => {
    setOffered(key && companyId && userId ? readDraft<T>(key, companyId, userId) : null);
  }, [key, companyId, userId]);
  return {
    key,
    offered,
    /** Writes `values` as the draft now, not after the typing delay: the form is about to start over. */
    keep,
    offerAgain,
    /** The user took the kept values back: they are the form's now, and stay kept while unsaved. */
    accept: () => setOffered(null),
    discard: clear,
    clear,
  };
}

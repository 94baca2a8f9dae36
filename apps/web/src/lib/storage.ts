import { STORAGE_KEYS } from '@bilan/contract';
import { useSyncExternalStore } from 'react';

/** The values Bilan keeps in local storage (docs/seed-spec.md §3), always under the contract's keys. */
export type StoredValue = keyof typeof STORAGE_KEYS;

const CHANGE_EVENT = 'bilan:storage';

function notifyChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function readStored(name: StoredValue): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS[name]);
  } catch {
    // Storage can be disabled (private mode, blocked site data): behave as if nothing was stored.
    return null;
  }
}

export function writeStored(name: StoredValue, value: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS[name], value);
  } catch {
    // Without storage the value lasts as long as the page; nothing else to do.
  }
  notifyChange();
}

export function removeStored(...names: StoredValue[]): void {
  for (const name of names) {
    try {
      window.localStorage.removeItem(STORAGE_KEYS[name]);
    } catch {
      // See readStored.
    }
  }
  notifyChange();
}

/** Logout empties the whole local storage (docs/seed-spec.md §2), not only Bilan's keys. */
export function clearAllStored(): void {
  try {
    window.localStorage.clear();
  } catch {
    // See readStored.
  }
  notifyChange();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  // Another tab's login or logout changes what this one should show too.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** A stored value that re-renders its readers whenever it changes. */
export function useStoredValue(name: StoredValue): string | null {
  return useSyncExternalStore(subscribe, () => readStored(name));
}

/**
 * Makes `companyId` the current company. The current work folder belongs to the company it was chosen in,
 * so another company's is forgotten: after a "Subscribe" or a start-up address naming another company,
 * the next screens would otherwise ask for the previous company's folder and answer NOT_FOUND.
 */
export function makeCompanyCurrent(companyId: string): void {
  if (readStored('companyId') !== companyId) removeStored('workFolderId');
  writeStored('companyId', companyId);
}

import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@bilan/contract';
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage.ts';

/**
 * The reader's language, without i18next: the login page is drawn before i18next loads (it comes with
 * the app, after login; docs/decisions/0007-slow-networks.md), and the API client and toasts read the
 * language from here in both. lib/i18n.ts follows every switch.
 */
let active: Language = DEFAULT_LANGUAGE;
const listeners = new Set<() => void>();
type LanguageStep = (language: Language) => Promise<void> | void;
/** Run before a switch: what must be there in the new language (words of lazy chunks) loads first. */
const preparations = new Set<LanguageStep>();
/** Run after the language changed: i18next's own switch, which re-renders the translated screens. */
const followers = new Set<LanguageStep>();

export interface LanguageSources {
  /** The page's query string: its lang parameter wins. */
  search: string;
  /** The language the user chose earlier (local storage). */
  stored: string | null;
  /** navigator.languages, most preferred first. */
  browserLanguages: readonly string[];
}

/**
 * docs/seed-spec.md §1: lang query parameter, else the earlier choice, else the browser language, else English. A
 * lang parameter that is neither en nor fr ("?lang=de") gives English, whatever the browser says.
 */
export function detectLanguage(sources: LanguageSources): Language {
  const fromQuery = new URLSearchParams(sources.search).get('lang');
  if (fromQuery !== null) return isLanguage(fromQuery) ? fromQuery : DEFAULT_LANGUAGE;
  if (isLanguage(sources.stored)) return sources.stored;
  for (const tag of sources.browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

export function browserLanguageSources(): LanguageSources {
  return {
    search: window.location.search,
    stored: readStored('language'),
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  };
}

export function currentLanguage(): Language {
  return active;
}

function setActive(language: Language): void {
  active = language;
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/** The language a page starts in (detectLanguage's answer): not stored, since nobody chose it. */
export function startLanguage(language: Language): void {
  setActive(language);
}

/** The language switch: the whole UI re-renders at once and the choice is kept for the next visit. */
export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([...preparations].map((prepare) => prepare(language)));
  writeStored('language', language);
  setActive(language);
  await Promise.all([...followers].map((follow) => follow(language)));
}

export function beforeLanguageSwitch(step: LanguageStep): void {
  preparations.add(step);
}

export function afterLanguageSwitch(step: LanguageStep): void {
  followers.add(step);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language, re-rendering the component when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

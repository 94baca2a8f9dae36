import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@bilan/contract';
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, writeStored } from './storage.ts';

export const i18n = i18next.createInstance();

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

export async function initI18n(resources: Resource, language: Language): Promise<void> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['en', 'fr'],
      defaultNS: 'common',
      ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  } else {
    await i18n.changeLanguage(language);
  }
  document.documentElement.lang = language;
}

function addLanguageBundles(language: string, namespaces: ResourceLanguage): void {
  for (const [namespace, bundle] of Object.entries(namespaces)) {
    i18n.addResourceBundle(language, namespace, bundle, true, true);
  }
}

/** Namespaces that load one language at a time: what a lazy chunk brings for the language asked. */
export type WordsLoader = (language: Language) => Promise<ResourceLanguage>;

const wordsLoaders = new Set<WordsLoader>();

async function loadWords(loader: WordsLoader, language: Language): Promise<void> {
  addLanguageBundles(language, await loader(language));
}

/**
 * Registers namespaces that load per language (a reader downloads the words of one language only) and
 * loads those of the current language; switchLanguage loads the other's before switching.
 */
export async function addLanguageResources(loader: WordsLoader): Promise<void> {
  wordsLoaders.add(loader);
  await loadWords(loader, currentLanguage());
}

export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** The language switch: the whole UI re-renders at once and the choice is kept for the next visit. */
export async function switchLanguage(language: Language): Promise<void> {
  await Promise.all([...wordsLoaders].map((loader) => loadWords(loader, language)));
  writeStored('language', language);
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
}

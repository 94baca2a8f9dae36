import { DEFAULT_LANGUAGE, type Language } from '@bilan/contract';
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterLanguageSwitch, beforeLanguageSwitch, currentLanguage, startLanguage } from './language.ts';

export const i18n = i18next.createInstance();

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
    // switchLanguage (lib/language.ts) sets the language first: screens drawn without i18next follow it too.
    afterLanguageSwitch((next) => i18n.changeLanguage(next).then(() => undefined));
  } else {
    await i18n.changeLanguage(language);
  }
  startLanguage(language);
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
  if (!wordsLoaders.has(loader)) beforeLanguageSwitch((language) => loadWords(loader, language));
  wordsLoaders.add(loader);
  await loadWords(loader, currentLanguage());
}

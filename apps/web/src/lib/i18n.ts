import { DEFAULT_LANGUAGE, type Language } from '@bilan/contract';
import i18next, { type BackendModule, type FlatNamespace, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { afterLanguageSwitch, beforeLanguageSwitch, startLanguage } from './language.ts';

export const i18n = i18next.createInstance();

/** Reads one namespace's words in one language (an area's JSON chunk). */
export type WordsReader = (language: Language, namespace: string) => Promise<ResourceLanguage>;

/**
 * i18next starts with the namespaces of `resources`; any other loads, in the current language only,
 * when a route asks for it (loadWords) or a component's useTranslation does (react-i18next suspends it
 * until its words are in).
 */
export async function initI18n(resources: Resource, language: Language, readWords: WordsReader): Promise<void> {
  if (!i18n.isInitialized) {
    const backend: BackendModule = {
      type: 'backend',
      callbackApi: false,
      init: () => {},
      read: (language, namespace) => readWords(language as Language, namespace),
    };
    await i18n
      .use(initReactI18next)
      .use(backend)
      .init({
        // i18next adds the namespaces it loads to the object it is given: a copy keeps the caller's as it was.
        resources: Object.fromEntries(
          Object.entries(resources).map(([language, namespaces]) => [language, { ...namespaces }]),
        ),
        partialBundledLanguages: true,
        lng: language,
        // French and English have the same keys (app/i18n-resources.test.ts): a fallback would serve
        // nothing, and i18next would load every namespace in English too for a French reader.
        fallbackLng: false,
        supportedLngs: ['en', 'fr'],
        defaultNS: 'common',
        ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
        interpolation: { escapeValue: false },
        returnNull: false,
      });
    beforeLanguageSwitch(loadLoadedWords);
    // switchLanguage (lib/language.ts) sets the language first: screens drawn without i18next follow it too.
    afterLanguageSwitch((next) => i18n.changeLanguage(next).then(() => undefined));
  } else {
    await i18n.changeLanguage(language);
  }
  startLanguage(language);
}

function loadedNamespaces(): readonly string[] {
  const { ns } = i18n.options;
  return typeof ns === 'string' ? [ns] : (ns ?? []);
}

/**
 * Loads what of `namespaces` is not yet there in `language`, through the backend; rejects when some
 * did not load. i18next's loadNamespaces never tries again a chunk that failed once: this does.
 */
async function loadMissingWords(language: string, namespaces: readonly string[]): Promise<void> {
  const missing = () => namespaces.filter((namespace) => !i18n.hasResourceBundle(language, namespace));
  if (missing().length > 0) await i18n.reloadResources(language, missing());
  const failed = missing();
  if (failed.length > 0) throw new Error(`The ${language} words of ${failed.join(', ')} did not load`);
}

/** Before a switch: the words shown now, in the new language. Without them the screen keeps its language. */
function loadLoadedWords(language: Language): Promise<void> {
  const shown = loadedNamespaces().filter((namespace) => i18n.hasResourceBundle(i18n.language, namespace));
  return loadMissingWords(language, shown);
}

/**
 * Loads namespaces in the current language, as a route does for its screens. It fails as a chunk that
 * does not load fails: a screen without its words would show their keys.
 */
export async function loadWords(namespaces: readonly string[]): Promise<void> {
  if (namespaces.length === 0) return;
  // loadNamespaces lists them in options.ns, which the language switches read.
  await i18n.loadNamespaces([...namespaces]);
  await loadMissingWords(i18n.language, namespaces);
}

/**
 * A lazy module (a route's, a component's) and the words it shows, fetched together: one round trip,
 * not two, and nothing drawn before its words are in.
 */
export async function withWords<Module>(
  module: Promise<Module>,
  namespaces: readonly FlatNamespace[],
): Promise<Module> {
  const [loaded] = await Promise.all([module, loadWords(namespaces)]);
  return loaded;
}

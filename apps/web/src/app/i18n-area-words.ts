import type { Language } from '@bilan/contract';
import type { ResourceLanguage } from 'i18next';

// The public pages' namespaces (auth, signup) come with the app itself (i18n-public-resources.ts).
const wordFiles = import.meta.glob<ResourceLanguage>(['../features/*/*.{en,fr}.json', '!../features/{auth,signup}/*'], {
  import: 'default',
});

function wordFileOf(language: Language, namespace: string): string {
  const name = namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return `../features/${name}/${name}.${language}.json`;
}

/**
 * The words of the guarded areas arrive one namespace and one language at a time: each
 * features/<area>/<area>.<language>.json is a chunk of its own, never loaded by the login page.
 * - A route names the namespaces of its screens beside its module (lib/i18n.ts withWords, in router.tsx
 *   and the route files beside it); its screen renders once both are in. The shell's route names the
 *   shell's. A lazy component showing other words than its screen's does the same (search spotlight).
 * - A component using a namespace that nothing loaded (a dialog opened from anywhere) suspends until
 *   its words are in (react-i18next's Suspense, lib/i18n.ts's backend reading the chunks below).
 * - A language switch first loads the other language of every namespace already loaded (lib/i18n.ts).
 * A new area's namespace: its en/fr files named after it in kebab case (journalEntries →
 * features/journal-entries/journal-entries.en.json), registered in i18n-resources.ts (types, tests),
 * and named by the routes whose screens use it (i18n-area-words.test.ts checks every route's list).
 *
 * readAreaWords is i18next's reader (lib/i18n.ts): the chunk of one namespace in one language.
 */
export function readAreaWords(language: Language, namespace: string): Promise<ResourceLanguage> {
  const load = wordFiles[wordFileOf(language, namespace)];
  return load ? load() : Promise.reject(new Error(`No ${language} words for the namespace ${namespace}`));
}

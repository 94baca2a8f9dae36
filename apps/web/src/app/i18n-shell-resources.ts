import type { Language } from '@bilan/contract';
import type { ResourceLanguage } from 'i18next';

/**
 * The words of the shell and of every guarded area, in one language: each language is its own chunk,
 * loaded with the shell for the reader's language and before a switch to the other
 * (lib/i18n.ts addLanguageResources), never with the login page. A new feature adds its en/fr files
 * to i18n-shell-en.ts and i18n-shell-fr.ts.
 */
export async function loadShellWords(language: Language): Promise<ResourceLanguage> {
  return language === 'fr'
    ? (await import('./i18n-shell-fr.ts')).shellFrenchResources
    : (await import('./i18n-shell-en.ts')).shellEnglishResources;
}

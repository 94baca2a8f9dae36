import type { Language } from '@bilan/contract';
import commonEn from './common.en.json';
import commonFr from './common.fr.json';
import { currentLanguage, useLanguage } from './language.ts';

export type CommonWords = typeof commonEn;

/**
 * The common namespace as plain objects, for what is drawn or said before i18next loads: the login
 * page, the API client's network error, the toasts' close button (docs/decisions/0007-slow-networks.md).
 */
export const commonWords: Record<Language, CommonWords> = { en: commonEn, fr: commonFr };

/** The common words in the current language, at the time of the call (outside components). */
export function currentCommonWords(): CommonWords {
  return commonWords[currentLanguage()];
}

/** The common words in the current language, re-rendering the component when it changes. */
export function useCommonWords(): CommonWords {
  return commonWords[useLanguage()];
}

/** Fills {{name}} placeholders the way i18next does, for the words above. */
export function fillWords(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

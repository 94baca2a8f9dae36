import type { Language } from '@bilan/contract';
import { useLanguage } from '../../lib/language.ts';
import authEn from './auth.en.json';
import authFr from './auth.fr.json';

export type AuthWords = typeof authEn;

/** The auth namespace as plain objects: the login page is drawn before i18next loads (lib/common-words.ts). */
export const authWords: Record<Language, AuthWords> = { en: authEn, fr: authFr };

export function useAuthWords(): AuthWords {
  return authWords[useLanguage()];
}

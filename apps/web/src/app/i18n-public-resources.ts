import { authWords } from '../features/auth/auth-words.ts';
import signupEn from '../features/signup/signup.en.json';
import signupFr from '../features/signup/signup.fr.json';
import { commonWords } from '../lib/common-words.ts';

/**
 * The namespaces of the public pages (login, signup, fallback), given to i18next when the app starts.
 * The guarded areas' words load with the routes that use them (i18n-area-words.ts).
 */
export const publicEnglishResources = {
  common: commonWords.en,
  auth: authWords.en,
  signup: signupEn,
};

export const publicFrenchResources: typeof publicEnglishResources = {
  common: commonWords.fr,
  auth: authWords.fr,
  signup: signupFr,
};

export const publicResources = { en: publicEnglishResources, fr: publicFrenchResources };

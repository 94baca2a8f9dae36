import authEn from '../features/auth/auth.en.json';
import authFr from '../features/auth/auth.fr.json';
import signupEn from '../features/signup/signup.en.json';
import signupFr from '../features/signup/signup.fr.json';
import commonEn from '../lib/common.en.json';
import commonFr from '../lib/common.fr.json';

/**
 * The namespaces of the public pages (login, signup, fallback): the only ones in the entry chunk, so
 * the login page's JavaScript stays small. The guarded areas bring theirs with the shell's chunk.
 */
export const publicEnglishResources = {
  common: commonEn,
  auth: authEn,
  signup: signupEn,
};

export const publicFrenchResources: typeof publicEnglishResources = {
  common: commonFr,
  auth: authFr,
  signup: signupFr,
};

export const publicResources = { en: publicEnglishResources, fr: publicFrenchResources };

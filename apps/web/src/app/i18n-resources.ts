import authEn from '../features/auth/auth.en.json';
import authFr from '../features/auth/auth.fr.json';
import shellEn from '../features/shell/shell.en.json';
import shellFr from '../features/shell/shell.fr.json';
import signupEn from '../features/signup/signup.en.json';
import signupFr from '../features/signup/signup.fr.json';
import commonEn from '../lib/common.en.json';
import commonFr from '../lib/common.fr.json';

/** English is the reference: translation keys are typed from these files (see i18next.d.ts). */
export const englishResources = { common: commonEn, auth: authEn, signup: signupEn, shell: shellEn };

export const frenchResources: typeof englishResources = {
  common: commonFr,
  auth: authFr,
  signup: signupFr,
  shell: shellFr,
};

export const resources = { en: englishResources, fr: frenchResources };

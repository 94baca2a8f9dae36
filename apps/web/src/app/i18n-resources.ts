import { publicEnglishResources, publicFrenchResources } from './i18n-public-resources.ts';
import { shellEnglishResources } from './i18n-shell-en.ts';
import { shellFrenchResources } from './i18n-shell-fr.ts';

/**
 * Every namespace, English as the reference: translation keys are typed from these (see i18next.d.ts)
 * and the tests check that French has the same keys. The app itself loads them in two parts: the
 * public ones at start-up (i18n-public-resources.ts), the rest with the shell, one language at a time (i18n-shell-resources.ts).
 */
export const englishResources = { ...publicEnglishResources, ...shellEnglishResources };

export const frenchResources: typeof englishResources = { ...publicFrenchResources, ...shellFrenchResources };

export const resources = { en: englishResources, fr: frenchResources };

/** Business constants of docs/seed-spec.md §9, in one place for the API and the web app. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_REVEAL_MS = 2000;
export const FORM_DEBOUNCE_MS = 30;
export const DROPDOWN_CLOSE_DELAY_MS = 200;
export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const LOGIN_PLATFORM = 'WEB';
export const TOAST_AUTO_HIDE_MS = 5000;
export const TOAST_Z_INDEX = 9000;
export const SELECT_PANEL_MAX_HEIGHT_PX = 246;
export const API_KEY_HEADER = 'X-Api-Key';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const DEFAULT_API_KEY = 'bilan-web';
export const PAGE_SIZE_MAX = 500;

export const STORAGE_KEYS = {
  accessToken: 'access_token',
  userDisplayName: 'user',
  companyId: 'company',
  workFolderId: 'workFolder',
  language: 'lang',
  /** 'true' while an invited user still holds the one-time password: only the password change is open. */
  mustChangePassword: 'mustChangePassword',
} as const;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

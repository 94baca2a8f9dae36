import { configuredAllowedHosts, configuredApiKey, createApiClient, readCookie } from './api-client.ts';
import { currentCommonWords } from './common-words.ts';
import { currentLanguage } from './language.ts';
import { askToRetry } from './offline-retry.tsx';
import { readStored, removeStored } from './storage.ts';
import { showToast } from './toast.tsx';

type UnauthorizedHandler = () => void;

let unauthorizedHandler: UnauthorizedHandler = () => {
  const returnUrl = `${window.location.pathname}${window.location.search}`;
  window.location.assign(`/auth/login?returnUrl=${encodeURIComponent(returnUrl)}`);
};

/** The app replaces the full-page redirect with a router navigation once the router exists. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

/** The one HTTP client of the web app (docs/seed-spec.md §6–§8, docs/architecture.md, Conventions of the API). */
export const api = createApiClient({
  baseUrl: import.meta.env.VITE_API_BASE ?? '',
  apiKey: configuredApiKey(),
  allowedHosts: configuredAllowedHosts(),
  // Resolved at call time so that tests can stub the global fetch.
  fetch: (input, init) => window.fetch(input, init),
  getToken: () => readStored('accessToken'),
  getLanguage: currentLanguage,
  readCookie: (name) => readCookie(name, document.cookie),
  clearSession: () => removeStored('accessToken', 'userDisplayName'),
  onUnauthorized: () => unauthorizedHandler(),
  onErrorBody: (body) => showToast({ type: 'error', title: body.code, message: body.message || body.frMessage }),
  awaitRetry: askToRetry,
  onNetworkError: () => {
    const { errors } = currentCommonWords();
    showToast({ type: 'error', title: errors.networkTitle, message: errors.network });
  },
});

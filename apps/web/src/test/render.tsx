import { ROLE_PROFILES, type Role, STORAGE_KEYS } from '@bilan/contract';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import { resources } from '../app/i18n-resources.ts';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { i18n } from '../lib/i18n.ts';

/** Shows where the router went: tests assert on the pathname and query of the current location. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders routes in a memory router inside the app's providers (Mantine in test mode: no transitions). */
export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, refetchOnWindowFocus: false } });
  const view = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** One screen at `path`, plus a probe on every other path to see where it navigates. */
export function renderScreen(element: ReactElement, path: string, initialPath: string = path) {
  return renderRoutes(
    [
      { path: path.split('?')[0], element },
      { path: '*', element: <LocationProbe /> },
    ],
    initialPath,
  );
}

/** A JWT whose payload carries `exp` (seconds); the signature is never checked in the browser. */
export function fakeToken(expiresInSeconds: number, claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', companyId: 'c1', roles: [], profiles: [], exp, ...claims })}.signature`;
}

/**
 * Stores the token of a logged-in `role` holding that role's default permissions (ROLE_PROFILES): the
 * screens show their write actions only to those allowed (useCan).
 */
export function signInAs(role: Role = 'OWNER'): void {
  const token = fakeToken(3600, { roles: [role], profiles: [...ROLE_PROFILES[role]] });
  window.localStorage.setItem(STORAGE_KEYS.accessToken, token);
}

type Handler = (request: Request) => Response | Promise<Response>;

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/**
 * A stub of window.fetch answering by "METHOD /path" (query string ignored unless the key has one);
 * every call is recorded as a Request for the assertions.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const calls: Request[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), window.location.origin), init);
    calls.push(request.clone());
    const url = new URL(request.url);
    const handler =
      routes[`${request.method} ${url.pathname}${url.search}`] ?? routes[`${request.method} ${url.pathname}`];
    if (!handler)
      return jsonResponse({ code: 'ROUTE_NOT_FOUND', message: 'Not stubbed', frMessage: 'Non simulé' }, 404);
    return handler(request);
  };
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/** Sets a cookie as the API's Set-Cookie would (happy-dom has no Cookie Store API). */
export function setTestCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: tests play the server's Set-Cookie; the app only reads cookies.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

export function clearTestCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: expiring every test cookie between tests.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** The calendar behind a date field (components/ui/date-field.tsx): the browser's picker, holding min and max. */
export function calendarOf(container: HTMLElement): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="date"]');
  if (!input) throw new Error('no date field here');
  return input;
}

const LANGUAGES = ['en', 'fr'] as const;

/**
 * Forgets namespaces in both languages, as a page that has not loaded them yet: the test sees them come
 * through i18next's backend. src/test/setup.ts puts every namespace back after each test.
 */
export function forgetWords(...namespaces: string[]): void {
  for (const language of LANGUAGES) {
    for (const namespace of namespaces) {
      i18n.removeResourceBundle(language, namespace);
      delete i18n.services.backendConnector.state[`${language}|${namespace}`];
    }
  }
  i18n.options.ns = [i18n.options.ns ?? []].flat().filter((namespace) => !namespaces.includes(namespace));
}

/** Every namespace in both languages, as src/test/setup.ts gives them to i18next. */
export function restoreWords(): void {
  for (const language of LANGUAGES) {
    for (const [namespace, words] of Object.entries(resources[language])) {
      if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, words);
    }
  }
  i18n.options.ns = Object.keys(resources.en);
}

/**
 * Every text drawn in the page from now on, to check that none is a translation key ("list.title"):
 * a screen must never show one, not even for a frame.
 */
export function watchTexts(): { texts: string[]; stop: () => void } {
  const texts: string[] = [];
  const collect = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE && node.textContent) texts.push(node.textContent);
    for (const child of node.childNodes) collect(child);
  };
  const observer = new MutationObserver((mutations) => {
    for (const mutation of mutations) {
      if (mutation.oldValue) texts.push(mutation.oldValue);
      if (mutation.type === 'characterData') collect(mutation.target);
      for (const node of mutation.addedNodes) collect(node);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, characterDataOldValue: true });
  return { texts, stop: () => observer.disconnect() };
}

/** A text that is a bare translation key, as i18next returns for words it does not have. */
export const looksLikeKey = (text: string): boolean => /^[a-z][a-zA-Z]*(\.[a-zA-Z0-9_]+)+$/.test(text.trim());

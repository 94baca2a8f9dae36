import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { readAreaWords } from '../app/i18n-area-words.ts';
import { resources } from '../app/i18n-resources.ts';
import { i18n, initI18n } from '../lib/i18n.ts';
import { currentLanguage, switchLanguage } from '../lib/language.ts';
import { clearToasts } from '../lib/toast.tsx';
import { clearTestCookies, restoreWords } from './render.tsx';

// The toasts' code is a lazy chunk in the app (components/ui/toast-container.tsx); loaded here once,
// a test's first toast appears as promptly as the next ones instead of waiting for its transform.
await import('../components/ui/toast-stack.tsx');

// Mantine forms re-render many inputs at once and a lazy chunk's first load is transformed on the spot:
// on a busy 2-core machine that takes many times the default 1 s. The bound catches what never appears.
configure({ asyncUtilTimeout: 15_000 });

// happy-dom lacks the few browser APIs Mantine reads on mount.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
Element.prototype.scrollIntoView ??= () => {};
// happy-dom's IntersectionObserver never reports: without layout, every element counts as in view, so
// parts drawn when scrolled to (lib/use-seen-once.ts) show at once, as on a tall screen.
window.IntersectionObserver = class {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
    queueMicrotask(() => this.callback([entry], this));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};

// No API answers component tests. A request made once a test's own fetch stub is gone (a refetch
// after unmount) fails here at once, instead of reaching for a server on happy-dom's localhost:3000.
const unstubbedFetch: typeof fetch = (input) =>
  Promise.reject(
    new TypeError(`No fetch stub in this test for ${String(input instanceof Request ? input.url : input)}`),
  );
globalThis.fetch = unstubbedFetch;

beforeAll(async () => {
  await initI18n(resources, 'en', readAreaWords);
});

afterEach(async () => {
  // Toasts live in a store of their own: one test's success toast must not answer the next test's query.
  act(() => clearToasts());
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
  clearTestCookies();
  if (currentLanguage() !== 'en' || i18n.language !== 'en') await switchLanguage('en');
  restoreWords();
});

import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { initI18n } from '../lib/i18n.ts';
import { currentLanguage } from '../lib/language.ts';
import { App } from './app.tsx';
import { readAreaWords } from './i18n-area-words.ts';
import { publicResources } from './i18n-public-resources.ts';

/** The app (router, i18next, TanStack Query), drawn in the page's root: at start, or after the login page. */
export async function renderApp(root: Root): Promise<void> {
  await initI18n(publicResources, currentLanguage(), readAreaWords);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

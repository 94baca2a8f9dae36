import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LoginApp, loginPageAddress } from './app/login-app.tsx';
import { browserLanguageSources, detectLanguage, startLanguage } from './lib/language.ts';
import { registerServiceWorker } from './lib/service-worker.tsx';
import { isSessionValid } from './lib/session.ts';
import { storeStartupParams } from './lib/startup.ts';

/** The app is a chunk of its own: the login page, the first download of a new user, goes without it. */
async function openApp(root: Root): Promise<void> {
  const { renderApp } = await import('./app/render-app.tsx');
  await renderApp(root);
}

async function start(): Promise<void> {
  storeStartupParams(window.location.search);
  startLanguage(detectLanguage(browserLanguageSources()));
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const root = createRoot(container);
  const loginAddress = loginPageAddress(window.location, isSessionValid());
  if (loginAddress !== null) {
    window.history.replaceState(null, '', loginAddress);
    root.render(
      <StrictMode>
        <LoginApp openApp={() => openApp(root)} />
      </StrictMode>,
    );
  } else {
    await openApp(root);
  }
  // Service workers need a secure context: https, or localhost (not http://192.168.x.y).
  if (import.meta.env.PROD && 'serviceWorker' in navigator) registerServiceWorker();
}

// docs/seed-spec.md §8: start-up errors are written to the console.
start().catch((error: unknown) => console.error(error));

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { publicResources } from './app/i18n-public-resources.ts';
import { browserLanguageSources, detectLanguage, initI18n } from './lib/i18n.ts';
import { registerServiceWorker } from './lib/service-worker.tsx';
import { storeStartupParams } from './lib/startup.ts';

async function start(): Promise<void> {
  storeStartupParams(window.location.search);
  await initI18n(publicResources, detectLanguage(browserLanguageSources()));
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // Service workers need a secure context: https, or localhost (not http://192.168.x.y).
  if (import.meta.env.PROD && 'serviceWorker' in navigator) registerServiceWorker();
}

// docs/seed-spec.md §8: start-up errors are written to the console.
start().catch((error: unknown) => console.error(error));

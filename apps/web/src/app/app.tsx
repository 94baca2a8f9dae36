import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n.ts';
import { keepQueries, refreshOnLanguageChange, restoreQueries } from '../lib/query-persistence.ts';
import { AppProviders, createQueryClient } from './providers.tsx';
import { createAppRouter, redirectToLoginOnUnauthorized } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  // Restored before the first render, so an editor opened directly finds the chart already there.
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    restoreQueries(client);
    return client;
  });
  useEffect(() => keepQueries(queryClient), [queryClient]);
  useEffect(() => refreshOnLanguageChange(queryClient, i18n), [queryClient]);
  useEffect(() => redirectToLoginOnUnauthorized(router, queryClient), [router, queryClient]);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

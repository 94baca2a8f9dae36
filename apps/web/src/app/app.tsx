import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './providers.tsx';
import { createAppRouter, redirectToLoginOnUnauthorized } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  const [queryClient] = useState(createQueryClient);
  useEffect(() => redirectToLoginOnUnauthorized(router, queryClient), [router, queryClient]);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

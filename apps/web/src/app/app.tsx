import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { loginPath } from '../features/auth/session.ts';
import { setUnauthorizedHandler } from '../lib/api.ts';
import { AppProviders, createQueryClient } from './providers.tsx';
import { createAppRouter } from './router.tsx';

export function App() {
  const [router] = useState(createAppRouter);
  const [queryClient] = useState(createQueryClient);

  useEffect(() => {
    // Spec §4, §8: after a 401/403 the HTTP layer cleared the session; the user goes to login and back.
    setUnauthorizedHandler(() => {
      const { pathname, search } = router.state.location;
      if (pathname.startsWith('/auth')) return;
      queryClient.clear();
      router.navigate(loginPath(`${pathname}${search}`), { replace: true }).catch(console.error);
    });
  }, [router, queryClient]);

  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

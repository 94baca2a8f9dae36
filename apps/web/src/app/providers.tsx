import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../lib/api-client.ts';
import { i18n } from '../lib/i18n.ts';
import { BaseProviders } from './base-providers.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // An answer of the API (4xx) will not change on a retry; a lost connection might.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status > 0) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({
  children,
  queryClient,
  env = 'default',
}: {
  children: ReactNode;
  queryClient: QueryClient;
  /** 'test' turns off Mantine's transitions and portals' delays in component tests. */
  env?: 'default' | 'test';
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <BaseProviders env={env}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </BaseProviders>
    </I18nextProvider>
  );
}

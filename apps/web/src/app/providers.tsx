import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { type CSSVariablesResolver, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ToastContainer } from '../components/ui/toast-container.tsx';
import { ApiError } from '../lib/api-client.ts';
import { i18n } from '../lib/i18n.ts';
import { theme } from './theme.ts';

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

// Mantine's dimmed text (gray 6) reads at 3.3:1 on the gray page background, under WCAG's 4.5:1 (axe-core's
// color-contrast rule); gray 7 reads at 7.8:1.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

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
      <MantineProvider theme={theme} env={env} cssVariablesResolver={cssVariablesResolver}>
        <QueryClientProvider client={queryClient}>
          <ToastContainer />
          {children}
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}

import './mantine-styles.ts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ToastContainer } from '../components/ui/toast-container.tsx';
import { ApiError } from '../lib/api-client.ts';
import { i18n } from '../lib/i18n.ts';
import { cssVariablesResolver, localizedTheme } from './theme.ts';

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
      <LocalizedMantineProvider env={env}>
        <QueryClientProvider client={queryClient}>
          <ToastContainer />
          {children}
        </QueryClientProvider>
      </LocalizedMantineProvider>
    </I18nextProvider>
  );
}

function LocalizedMantineProvider({ children, env }: { children: ReactNode; env: 'default' | 'test' }) {
  const { t } = useTranslation();
  const theme = useMemo(() => localizedTheme(t('actions.close')), [t]);
  return (
    <MantineProvider theme={theme} env={env} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

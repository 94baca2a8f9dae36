import './mantine-styles.ts';
import { MantineProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { ToastContainer } from '../components/ui/toast-container.tsx';
import { useCommonWords } from '../lib/common-words.ts';
import { cssVariablesResolver, localizedTheme } from './theme.ts';

/**
 * Mantine in the reader's language and the toasts: what the login page needs, before i18next, the router
 * and TanStack Query load with the app (AppProviders adds those).
 */
export function BaseProviders({
  children,
  env = 'default',
}: {
  children: ReactNode;
  /** 'test' turns off Mantine's transitions and portals' delays in component tests. */
  env?: 'default' | 'test' | undefined;
}) {
  const closeLabel = useCommonWords().actions.close;
  const theme = useMemo(() => localizedTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} env={env} cssVariablesResolver={cssVariablesResolver}>
      <ToastContainer />
      {children}
    </MantineProvider>
  );
}

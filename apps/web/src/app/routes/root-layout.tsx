import { Progress } from '@mantine/core';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** The root view: the page, and a thin bar while a lazy area loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state === 'loading' && (
        <Progress
          value={100}
          animated
          size={3}
          radius={0}
          pos="fixed"
          top={0}
          left={0}
          right={0}
          style={{ zIndex: 1000 }}
          aria-hidden
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

import { STORAGE_KEYS } from '@bilan/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeToken, LocationProbe, renderRoutes } from '../../../test/render.tsx';
import { RequireAuth } from './require-auth.tsx';

function renderGuarded(path: string) {
  return renderRoutes(
    [
      {
        element: <RequireAuth />,
        children: [{ path: '/apps/*', element: <p>guarded content</p> }],
      },
      { path: '/auth/login', element: <LocationProbe /> },
    ],
    path,
  );
}

describe('RequireAuth', () => {
  it('sends a visitor without a token to login with the requested URL, query included', async () => {
    renderGuarded('/apps/company/customer?page=2&sort=name');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/auth/login?returnUrl=${encodeURIComponent('/apps/company/customer?page=2&sort=name')}`,
    );
    expect(screen.queryByText('guarded content')).not.toBeInTheDocument();
  });

  it('sends a visitor whose token has expired to login', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, fakeToken(-1));
    renderGuarded('/apps/workfolder/list');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/auth/login?returnUrl=%2Fapps%2Fworkfolder%2Flist',
    );
  });

  it('treats a token that is not a JWT as no session', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, 'not-a-jwt');
    renderGuarded('/apps/home');
    expect(await screen.findByTestId('location')).toHaveTextContent('/auth/login?returnUrl=%2Fapps%2Fhome');
  });

  it('renders the route for a valid, unexpired token', async () => {
    window.localStorage.setItem(STORAGE_KEYS.accessToken, fakeToken(3600));
    renderGuarded('/apps/home');
    expect(await screen.findByText('guarded content')).toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });
});

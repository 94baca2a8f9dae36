import { STORAGE_KEYS } from '@bilan/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, setTestCookie, stubFetch } from '../test/render.tsx';
import { LoginApp, loginPageAddress } from './login-app.tsx';

const SESSION = {
  token: 'header.payload.signature',
  user: { firstName: 'Awa', lastName: 'Diallo', companyId: '0190f1a2-0000-7000-8000-000000000002' },
};

describe('loginPageAddress', () => {
  it.each([
    ['/auth/login', '?returnUrl=%2Fapps%2Fhome', false, '/auth/login?returnUrl=%2Fapps%2Fhome'],
    ['/auth/login', '', true, '/auth/login'],
    ['/', '', false, '/auth/login?returnUrl=%2Fapps'],
    ['/', '', true, null],
    ['/apps/home', '', false, null],
    ['/apps/signup', '', false, null],
    ['/auth/change-password', '', true, null],
  ])('%s%s (signed in: %s) → %s', (pathname, search, signedIn, expected) => {
    expect(loginPageAddress({ pathname, search }, signedIn)).toBe(expected);
  });
});

describe('the login page drawn by the entry, before the app loads', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('logs in, then opens the app at returnUrl in place of the login page', async () => {
    window.history.replaceState(null, '', `/auth/login?returnUrl=${encodeURIComponent('/apps/settings')}`);
    setTestCookie('XSRF-TOKEN', 'xsrf-2');
    stubFetch({ 'POST /v1/auth/login/email': () => jsonResponse(SESSION) });
    let opened: () => void = () => {};
    const openApp = vi.fn(() => new Promise<void>((resolve) => (opened = resolve)));
    const user = userEvent.setup();
    render(<LoginApp openApp={openApp} />);
    await user.type(screen.getByLabelText(/^Email/), 'awa@bilan.sn');
    await user.type(screen.getByLabelText(/^Password/), 'Secret#2024');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    await waitFor(() => expect(openApp).toHaveBeenCalledTimes(1));
    expect(window.location.pathname + window.location.search).toBe('/apps/settings');
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBe(SESSION.token);
    // The button keeps saying it works while the app's files arrive.
    expect(screen.getByRole('button', { name: 'Connect' })).toHaveAttribute('data-loading', 'true');
    opened();
  });

  it('opens the signup page through the app', async () => {
    window.history.replaceState(null, '', '/auth/login');
    const openApp = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<LoginApp openApp={openApp} />);
    await user.click(screen.getByRole('button', { name: 'Subscribe: create my company' }));
    await waitFor(() => expect(openApp).toHaveBeenCalledTimes(1));
    expect(window.location.pathname).toBe('/apps/signup');
  });

  it('switches to French without i18next, and keeps the choice', async () => {
    const user = userEvent.setup();
    render(<LoginApp openApp={async () => {}} />);
    await user.click(screen.getByText('Français'));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('fr');
  });
});

import { PASSWORD_REVEAL_MS, STORAGE_KEYS } from '@bilan/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../app/routes/login-page.tsx';
import { switchLanguage } from '../../../lib/language.ts';
import { jsonResponse, renderScreen, setTestCookie, stubFetch } from '../../../test/render.tsx';

const LOGIN_PATH = '/auth/login';
const SESSION = {
  token: 'header.payload.signature',
  user: { firstName: 'Jeanne', lastName: 'Mbarga', companyId: '0190f1a2-0000-7000-8000-000000000001' },
};
const BAD_CREDENTIALS = {
  code: 'BAD_CREDENTIALS',
  message: 'Email or password incorrect.',
  frMessage: 'Email ou mot de passe incorrect.',
};

function renderLogin(search = '') {
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  return renderScreen(<LoginPage />, LOGIN_PATH, `${LOGIN_PATH}${search}`);
}

const emailInput = () => screen.getByLabelText(/^Email/);
const passwordInput = () => screen.getByLabelText(/^Password/);
const connectButton = () => screen.getByRole('button', { name: 'Connect' });

describe('login form', () => {
  it('reveals the password for exactly 2 s after the eye button', async () => {
    vi.useFakeTimers();
    renderLogin();
    fireEvent.change(passwordInput(), { target: { value: 'Secret#2024' } });
    expect(passwordInput()).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show the password for 2 seconds' }));
    expect(passwordInput()).toHaveAttribute('type', 'text');
    act(() => {
      vi.advanceTimersByTime(PASSWORD_REVEAL_MS - 1);
    });
    expect(passwordInput()).toHaveAttribute('type', 'text');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(passwordInput()).toHaveAttribute('type', 'password');
  });

  it('keeps connect disabled while the form is invalid', async () => {
    const user = userEvent.setup();
    renderLogin();
    await waitFor(() => expect(connectButton()).toBeDisabled());
    await user.type(emailInput(), 'jeanne@bilan.cm');
    expect(connectButton()).toBeDisabled();
    await user.type(passwordInput(), 'x');
    await waitFor(() => expect(connectButton()).toBeEnabled());
    await user.clear(emailInput());
    await user.type(emailInput(), 'jeanne@');
    await waitFor(() => expect(connectButton()).toBeDisabled());
  });

  it('shows the email and password errors only once the field was touched', async () => {
    const user = userEvent.setup();
    renderLogin();
    expect(screen.queryByText('email required')).not.toBeInTheDocument();
    expect(screen.queryByText('password required')).not.toBeInTheDocument();
    await user.click(emailInput());
    await user.click(passwordInput());
    expect(await screen.findByText('email required')).toBeInTheDocument();
    expect(screen.queryByText('password required')).not.toBeInTheDocument();
    await user.type(emailInput(), 'not-an-email');
    expect(await screen.findByText('invalid email')).toBeInTheDocument();
    await user.click(emailInput());
    expect(await screen.findByText('password required')).toBeInTheDocument();
  });

  it("shows 'email or password incorrect' on a 401, without a toast or a redirect", async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /v1/auth/login/email': () => jsonResponse(BAD_CREDENTIALS, 401) });
    renderLogin('?returnUrl=%2Fapps%2Fhome');
    await user.type(emailInput(), 'jeanne@bilan.cm');
    await user.type(passwordInput(), 'Wrong#2024');
    await user.click(connectButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('email or password incorrect');
    expect(screen.queryByText('BAD_CREDENTIALS')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it("says 'email ou mot de passe incorrect' in French", async () => {
    await switchLanguage('fr');
    const user = userEvent.setup();
    stubFetch({ 'POST /v1/auth/login/email': () => jsonResponse(BAD_CREDENTIALS, 401) });
    renderLogin();
    await user.type(screen.getByLabelText(/^Email/), 'jeanne@bilan.cm');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Wrong#2024');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('email ou mot de passe incorrect');
  });

  it('sends the encoded password, stores the session and goes to returnUrl', async () => {
    const user = userEvent.setup();
    const calls = stubFetch({ 'POST /v1/auth/login/email': () => jsonResponse(SESSION) });
    renderLogin(`?returnUrl=${encodeURIComponent('/apps/company/customer?page=2')}`);
    await user.type(emailInput(), 'Jeanne@Bilan.cm');
    await user.type(passwordInput(), 'Secret#2024é');
    await user.click(connectButton());

    expect(await screen.findByTestId('location')).toHaveTextContent('/apps/company/customer?page=2');
    const request = calls.find((call) => call.url.endsWith('/v1/auth/login/email'));
    expect(request?.headers.get('X-XSRF-TOKEN')).toBe('xsrf-1');
    expect(await request?.json()).toEqual({
      email: 'jeanne@bilan.cm',
      encodedPassword: 'U2VjcmV0IzIwMjTDqQ==',
      companyId: null,
      platform: 'WEB',
    });
    expect(window.localStorage.getItem('access_token')).toBe(SESSION.token);
    expect(window.localStorage.getItem('user')).toBe('Jeanne Mbarga');
    expect(window.localStorage.getItem('company')).toBe(SESSION.user.companyId);
  });

  it('sends the stored company id and goes to the root without returnUrl', async () => {
    window.localStorage.setItem('company', SESSION.user.companyId);
    const user = userEvent.setup();
    const calls = stubFetch({ 'POST /v1/auth/login/email': () => jsonResponse(SESSION) });
    renderLogin();
    await user.type(emailInput(), 'jeanne@bilan.cm');
    await user.type(passwordInput(), 'Secret#2024');
    await user.click(connectButton());
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    const request = calls.find((call) => call.method === 'POST');
    expect(await request?.json()).toMatchObject({ companyId: SESSION.user.companyId });
  });

  it('never follows a returnUrl to another site', async () => {
    const user = userEvent.setup();
    stubFetch({ 'POST /v1/auth/login/email': () => jsonResponse(SESSION) });
    renderLogin('?returnUrl=%2F%2Fevil.example.com');
    await user.type(emailInput(), 'jeanne@bilan.cm');
    await user.type(passwordInput(), 'Secret#2024');
    await user.click(connectButton());
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('subscription clears the stored company and opens the signup page', async () => {
    window.localStorage.setItem('company', 'previous-company');
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Subscribe: create my company' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/apps/signup');
    expect(window.localStorage.getItem('company')).toBeNull();
  });
});

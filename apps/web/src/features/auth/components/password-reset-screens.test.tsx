import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ForgotPasswordPage, ResetPasswordPage } from '../../../app/routes/password-reset-pages.tsx';
import { jsonResponse, renderScreen, setTestCookie, stubFetch } from '../../../test/render.tsx';

const TOKEN = 'a'.repeat(43);

describe('forgotten password', () => {
  it('sends the typed email and says the same whatever the answer', async () => {
    setTestCookie('XSRF-TOKEN', 'xsrf-1');
    const calls = stubFetch({ 'POST /v1/auth/password-reset': () => new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    renderScreen(<ForgotPasswordPage />, '/auth/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send me a link' }));
    expect(screen.getByText('email required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Email/), 'Jeanne@Bilan.cm');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses jeanne@bilan.cm, a link to choose a new password is on its way.',
    );
    expect(await calls[0]?.json()).toEqual({ email: 'jeanne@bilan.cm', language: 'en' });
  });
});

describe('choosing a new password', () => {
  it('checks the password, sends it with the token, then leads to sign in', async () => {
    setTestCookie('XSRF-TOKEN', 'xsrf-1');
    const calls = stubFetch({
      'POST /v1/auth/password-reset/confirm': () => new Response(null, { status: 204 }),
    });
    const user = userEvent.setup();
    renderScreen(<ResetPasswordPage />, '/auth/reset-password', `/auth/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New password/), 'weak');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(screen.getByText('the password does not follow all the rules')).toBeInTheDocument();
    expect(screen.getByText('the confirmation does not match the password')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Renewed#2026');
    await user.clear(screen.getByLabelText(/^Confirm the new password/));
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'Renewed#2026');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByText('Your password is set. Sign in with it.')).toBeInTheDocument();
    expect(await calls[0]?.json()).toEqual({ token: TOKEN, newEncodedPassword: btoa('Renewed#2026') });
  });

  it('says an expired link has expired and offers a new one', async () => {
    setTestCookie('XSRF-TOKEN', 'xsrf-1');
    stubFetch({
      'POST /v1/auth/password-reset/confirm': () =>
        jsonResponse(
          { code: 'PASSWORD_LINK_EXPIRED', message: 'This link has expired.', frMessage: 'Ce lien a expiré.' },
          410,
        ),
    });
    const user = userEvent.setup();
    renderScreen(<ResetPasswordPage />, '/auth/reset-password', `/auth/reset-password?token=${TOKEN}`);
    await user.type(await screen.findByLabelText(/^New password/), 'Renewed#2026');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'Renewed#2026');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired (it works for 30 minutes).');
    expect(screen.getByRole('button', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});

import { encodePassword } from '@bilan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router.tsx';
import {
  fakeToken,
  jsonResponse,
  renderRoutes,
  renderScreen,
  setTestCookie,
  stubFetch,
} from '../../../test/render.tsx';
import { ChangePasswordScreen } from '../../users/components/change-password-screen.tsx';

const NEW_TOKEN = fakeToken(3600, { roles: ['ACCOUNTANT'], gen: 1 });
const COMPANY_ID = '0190f1a2-0000-7000-8000-000000000001';
const CURRENT_PASSWORD_INCORRECT = {
  code: 'CURRENT_PASSWORD_INCORRECT',
  message: 'The current password is incorrect.',
  frMessage: 'Le mot de passe actuel est incorrect.',
};

const ruleOf = (key: string) => document.querySelector(`[data-rule="${key}"]`);

function renderScreenWithSession(routesOfApi: Parameters<typeof stubFetch>[0]) {
  window.localStorage.setItem('access_token', fakeToken(3600));
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const calls = stubFetch(routesOfApi);
  renderScreen(<ChangePasswordScreen />, '/user/password');
  return { calls, user: userEvent.setup() };
}

describe('change password screen', () => {
  it('ticks the signup checklist as the new password is typed', async () => {
    const { user } = renderScreenWithSession({});
    const newPassword = screen.getByLabelText(/^New password/);
    expect(ruleOf('hasMinLength')).toHaveAttribute('data-met', 'false');
    await user.type(newPassword, 'douala');
    expect(ruleOf('startsWithLetter')).toHaveAttribute('data-met', 'true');
    expect(ruleOf('hasUppercase')).toHaveAttribute('data-met', 'false');
    await user.clear(newPassword);
    await user.type(newPassword, 'Douala#2025');
    for (const rule of ['startsWithLetter', 'hasUppercase', 'hasLowercase', 'hasDigit', 'hasSpecialCharacter']) {
      expect(ruleOf(rule)).toHaveAttribute('data-met', 'true');
    }
    expect(ruleOf('hasMinLength')).toHaveAttribute('data-met', 'true');
  });

  it('checks the rules and the confirmation before sending anything', async () => {
    const { calls, user } = renderScreenWithSession({});
    await user.type(screen.getByLabelText(/^Current password/), 'Douala#2024');
    await user.type(screen.getByLabelText(/^New password/), 'douala');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('the password does not follow all the rules')).toBeInTheDocument();
    expect(screen.getByText('the confirmation does not match the password')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.type(screen.getByLabelText(/^New password/), 'Douala#2024');
    expect(await screen.findByText('the new password must differ from the current one')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends both passwords encoded, shows a wrong current password on its field, then succeeds', async () => {
    let attempts = 0;
    const { calls, user } = renderScreenWithSession({
      'POST /v1/auth/change-password': () => {
        attempts += 1;
        return attempts === 1
          ? jsonResponse(CURRENT_PASSWORD_INCORRECT, 400)
          : jsonResponse({ token: NEW_TOKEN, user: { firstName: 'Awa', lastName: 'Ngono', companyId: COMPANY_ID } });
      },
    });
    await user.type(screen.getByLabelText(/^Current password/), 'Wrong#2024');
    await user.type(screen.getByLabelText(/^New password/), 'Yaoundé#2025');
    await user.type(screen.getByLabelText(/^Confirm the new password/), 'Yaoundé#2025');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('the current password is incorrect')).toBeInTheDocument();
    // The field says it: no error toast repeats it.
    expect(screen.queryByText('CURRENT_PASSWORD_INCORRECT')).not.toBeInTheDocument();
    expect(await calls[0]?.json()).toEqual({
      currentEncodedPassword: encodePassword('Wrong#2024'),
      newEncodedPassword: encodePassword('Yaoundé#2025'),
    });

    await user.clear(screen.getByLabelText(/^Current password/));
    await user.type(screen.getByLabelText(/^Current password/), 'Douala#2024');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    // The change revoked the old token: the new one answered replaces it.
    expect(window.localStorage.getItem('access_token')).toBe(NEW_TOKEN);
  });
});

describe('forced password change after an invitation', () => {
  it('sends the invited user from login to the password change, and into the app once it is changed', async () => {
    setTestCookie('XSRF-TOKEN', 'xsrf-1');
    const calls = stubFetch({
      'POST /v1/auth/login/email': () =>
        jsonResponse({
          token: fakeToken(3600, { roles: ['ACCOUNTANT'] }),
          user: { firstName: 'Paul', lastName: 'Ekambi', companyId: COMPANY_ID, mustChangePassword: true },
        }),
      'POST /v1/auth/change-password': () =>
        jsonResponse({ token: NEW_TOKEN, user: { firstName: 'Paul', lastName: 'Ekambi', companyId: COMPANY_ID } }),
      [`GET /v1/companies/${COMPANY_ID}`]: () =>
        jsonResponse({
          id: COMPANY_ID,
          name: 'Boulangerie du Littoral SARL',
          countryCode: 'CM',
          currency: 'XAF',
          accountingFramework: 'SYSCOHADA',
          typeCode: 'SARL',
          domainAreaCode: 'G',
          subDomainAreaCode: null,
          taxSystemCode: 'RN',
          referentialBankAccount: null,
          parentCompanyId: null,
          createdAt: '2026-01-02T10:00:00.000Z',
        }),
      [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse([]),
    });
    const user = userEvent.setup();
    const view = renderRoutes(routes, '/auth/login?returnUrl=%2Fapps%2Fhome');
    await user.type(await screen.findByLabelText(/^Email/), 'paul@littoral.cm');
    await user.type(screen.getByLabelText(/^Password/), 'Kp7#mZ2qWx9!');
    await user.click(screen.getByRole('button', { name: 'Connect' }));

    expect(await screen.findByRole('heading', { name: 'Choose your own password' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/auth/change-password');
    expect(window.localStorage.getItem('mustChangePassword')).toBe('true');
    // Nothing but the password change is asked of the API meanwhile (it would refuse it).
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/v1/auth/login/email']);

    // The rest of the app stays closed while the one-time password is pending.
    await view.router.navigate('/apps/company/customer');
    // The guarded areas load their code first (lazy routes), which a busy machine takes seconds to do.
    await waitFor(() => expect(view.router.state.location.search).toContain('returnUrl=%2Fapps%2Fcompany'), {
      timeout: 15_000,
    });
    expect(view.router.state.location.pathname).toBe('/auth/change-password');
    expect(await screen.findByRole('heading', { name: 'Choose your own password' })).toBeInTheDocument();
    await view.router.navigate('/auth/change-password?returnUrl=%2Fapps%2Fhome');

    const form = await screen.findByRole('form', { name: 'Change password' });
    await user.type(within(form).getByLabelText(/^One-time password/), 'Kp7#mZ2qWx9!');
    await user.type(within(form).getByLabelText(/^New password/), 'Douala#2025');
    await user.type(within(form).getByLabelText(/^Confirm the new password/), 'Douala#2025');
    await user.click(within(form).getByRole('button', { name: 'Change the password' }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/apps/home'), { timeout: 15_000 });
    expect(await screen.findByText('under construction')).toBeInTheDocument();
    expect(window.localStorage.getItem('mustChangePassword')).toBeNull();
    expect(screen.getByText('Your password has been changed.')).toBeInTheDocument();
  });
});

import type { CompanyUser } from '@bilan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../../lib/language.ts';
import { fakeToken, jsonResponse, renderScreen, setTestCookie, stubFetch } from '../../../test/render.tsx';
import { UsersScreen } from './users-screen.tsx';

const COMPANY_ID = '0190f1a2-0000-7000-8000-000000000001';
const USERS_PATH = `/v1/companies/${COMPANY_ID}/users`;
const OWNER_ID = '0190f1a2-0000-7000-8000-0000000000a1';

function member(overrides: Partial<CompanyUser>): CompanyUser {
  return {
    id: OWNER_ID,
    email: 'jeanne@littoral.cm',
    firstName: 'Jeanne',
    lastName: 'Mbarga',
    roles: ['OWNER'],
    profiles: [],
    active: true,
    mustChangePassword: false,
    createdAt: '2026-01-02T10:00:00.000Z',
    ...overrides,
  };
}

const OWNER = member({});
const ACCOUNTANT = member({
  id: '0190f1a2-0000-7000-8000-0000000000a2',
  email: 'paul@littoral.cm',
  firstName: 'Paul',
  lastName: 'Ekambi',
  roles: ['ACCOUNTANT'],
  profiles: ['reports.read', 'documents.write'],
  mustChangePassword: true,
});
const SECOND_OWNER = member({
  id: '0190f1a2-0000-7000-8000-0000000000a4',
  email: 'awa@littoral.cm',
  firstName: 'Awa',
  lastName: 'Diallo',
});
const page = (items: CompanyUser[]) => ({ items, total: items.length, nextCursor: null });

function setup(routes: Parameters<typeof stubFetch>[0] = {}, roles: string[] = ['OWNER']) {
  window.localStorage.setItem('company', COMPANY_ID);
  window.localStorage.setItem('access_token', fakeToken(3600, { sub: OWNER_ID, roles, profiles: ['users.manage'] }));
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const calls = stubFetch({ [`GET ${USERS_PATH}`]: () => jsonResponse(page([OWNER, ACCOUNTANT])), ...routes });
  renderScreen(<UsersScreen />, '/user/users');
  return { calls, user: userEvent.setup() };
}

const rowOf = async (email: string) => {
  const rows = await screen.findAllByTestId('user-row');
  const row = rows.find((candidate) => candidate.getAttribute('data-email') === email);
  if (!row) throw new Error(`no row for ${email}`);
  return row;
};

describe('users list', () => {
  it('shows each member with email, roles, active state and a pending password change', async () => {
    setup();
    const owner = await rowOf('jeanne@littoral.cm');
    expect(within(owner).getByText('Jeanne Mbarga')).toBeInTheDocument();
    expect(within(owner).getByText('you')).toBeInTheDocument();
    expect(within(owner).getAllByText('Owner')).not.toHaveLength(0);
    // Roles and status show twice in a row: in their columns, and under the name on phones.
    expect(within(owner).getAllByText('active')).not.toHaveLength(0);
    expect(within(owner).queryAllByText('must change password')).toHaveLength(0);
    const accountant = await rowOf('paul@littoral.cm');
    expect(within(accountant).getAllByText('Accountant')).not.toHaveLength(0);
    expect(within(accountant).getAllByText('must change password')).not.toHaveLength(0);
    expect(screen.getByText('2 members')).toBeInTheDocument();
  });
});

describe('inviting a user', () => {
  it("ticks the role's permissions, sends them, then shows the one-time password once with a copy button", async () => {
    const invitation = {
      id: '0190f1a2-0000-7000-8000-0000000000a3',
      email: 'awa@littoral.cm',
      roles: ['VIEWER'],
      profiles: ['reports.read', 'payments.write'],
      createdAt: '2026-01-02T10:00:00.000Z',
    };
    const { calls, user } = setup({
      [`POST ${USERS_PATH}`]: () => jsonResponse({ invitation, oneTimePassword: 'Kp7#mZ2qWx9!' }, 201),
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.click(await screen.findByRole('button', { name: 'Invite a user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'Awa@Littoral.cm');
    await user.type(within(dialog).getByLabelText(/^First name/), 'Awa');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Diallo');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Viewer/ }));
    // The viewer's default: reading only; one more permission is added by hand.
    expect(within(dialog).getByRole('checkbox', { name: 'Read the books and reports' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Record payments' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Record payments' }));
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));

    const shown = await screen.findByRole('dialog', { name: 'One-time password' });
    expect(within(shown).getByTestId('one-time-password')).toHaveTextContent('Kp7#mZ2qWx9!');
    expect(within(shown).getByText(/This password will not be shown again/)).toBeInTheDocument();
    // The answer does not say whether the email had an account: the dialog names the typed names
    // and tells both cases what to do.
    expect(within(shown).getByText(/^Awa Diallo \(awa@littoral.cm\) is invited/)).toBeInTheDocument();
    expect(within(shown).getByText(/already has a Bilan account does not use this password/)).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toEqual({
      email: 'awa@littoral.cm',
      firstName: 'Awa',
      lastName: 'Diallo',
      roles: ['VIEWER'],
      profiles: ['reports.read', 'payments.write'],
    });
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('Kp7#mZ2qWx9!');
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(within(shown).getByRole('button', { name: 'I have noted it' }));
    await waitFor(() => expect(screen.queryByText('Kp7#mZ2qWx9!')).not.toBeInTheDocument());
  });

  it('refuses an invitation without a role before calling the API, and a member already there on the email', async () => {
    const { calls, user } = setup({
      [`POST ${USERS_PATH}`]: () =>
        jsonResponse(
          { code: 'USER_ALREADY_MEMBER', message: 'This person is already a member.', frMessage: 'Déjà membre.' },
          409,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Invite a user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'paul@littoral.cm');
    await user.type(within(dialog).getByLabelText(/^First name/), 'Paul');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Ekambi');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('choose at least one role')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(within(dialog).getByRole('checkbox', { name: /^Accountant/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await within(dialog).findByText('this person is already a member of the company')).toBeInTheDocument();
    expect(screen.queryByText('USER_ALREADY_MEMBER')).not.toBeInTheDocument();
  });

  it('shows an invitation already waiting on the email field, without a toast', async () => {
    const { user } = setup({
      [`POST ${USERS_PATH}`]: () =>
        jsonResponse({ code: 'INVITATION_PENDING', message: 'Already invited.', frMessage: 'Déjà invitée.' }, 409),
    });
    await user.click(await screen.findByRole('button', { name: 'Invite a user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    await user.type(within(dialog).getByLabelText(/^Email/), 'awa@littoral.cm');
    await user.type(within(dialog).getByLabelText(/^First name/), 'Awa');
    await user.type(within(dialog).getByLabelText(/^Last name/), 'Diallo');
    await user.click(within(dialog).getByRole('checkbox', { name: /^Viewer/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(
      await within(dialog).findByText('this email already has an invitation waiting for an answer'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Already invited.')).not.toBeInTheDocument();
  });

  it('lets only an owner grant the owner role', async () => {
    const { user } = setup({}, ['ADMIN']);
    await user.click(await screen.findByRole('button', { name: 'Invite a user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    expect(within(dialog).getByRole('checkbox', { name: /^Owner/ })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: /^Administrator/ })).toBeEnabled();
  });

  it('offers a VIEWER who manages users only the roles and permissions it holds', async () => {
    const { user } = setup({}, ['VIEWER']);
    await user.click(await screen.findByRole('button', { name: 'Invite a user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a user' });
    for (const role of [/^Owner/, /^Administrator/, /^Accountant/]) {
      expect(within(dialog).getByRole('checkbox', { name: role })).toBeDisabled();
    }
    expect(within(dialog).getByRole('checkbox', { name: /^Viewer/ })).toBeEnabled();
    expect(within(dialog).getAllByText('You do not hold this role, so you cannot grant it.')).toHaveLength(2);
    const enabled = within(dialog)
      .getAllByRole('checkbox')
      .filter((box) => !(box as HTMLInputElement).disabled)
      .map((box) => box.getAttribute('value'));
    expect(enabled).toEqual(['VIEWER', 'users.manage']);
  });
});

describe('editing a member', () => {
  it('sends the roles, permissions and active flag with PUT, toasts and reloads the list', async () => {
    let saved = false;
    const { calls, user } = setup({
      [`PUT ${USERS_PATH}/${ACCOUNTANT.id}`]: () => {
        saved = true;
        return jsonResponse({ ...ACCOUNTANT, active: false });
      },
      [`GET ${USERS_PATH}`]: () => jsonResponse(page([OWNER, saved ? { ...ACCOUNTANT, active: false } : ACCOUNTANT])),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Paul Ekambi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access of Paul Ekambi' });
    expect(within(dialog).getByRole('checkbox', { name: /^Accountant/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Write invoices and entries' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Record payments' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Write invoices and entries' }));
    await user.click(within(dialog).getByRole('switch', { name: /Active member/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(await put?.json()).toEqual({ roles: ['ACCOUNTANT'], profiles: ['reports.read'], active: false });
    expect(await within(await rowOf('paul@littoral.cm')).findAllByText('deactivated')).not.toHaveLength(0);
  });

  it('explains the last-owner refusal in the form, in the user language', async () => {
    await switchLanguage('fr');
    const { user } = setup({
      [`GET ${USERS_PATH}`]: () => jsonResponse(page([OWNER, SECOND_OWNER])),
      [`PUT ${USERS_PATH}/${SECOND_OWNER.id}`]: () =>
        jsonResponse(
          {
            code: 'LAST_OWNER_MUST_REMAIN',
            message: 'La société doit garder au moins un propriétaire actif.',
            frMessage: 'La société doit garder au moins un propriétaire actif.',
          },
          409,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'Modifier Awa Diallo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accès de Awa Diallo' });
    await user.click(within(dialog).getByRole('switch', { name: /Membre actif/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText(
        "La société doit garder au moins un propriétaire actif : nommez d'abord un autre propriétaire.",
      ),
    ).toBeInTheDocument();
    // The form says it; no error toast repeats it.
    expect(screen.queryByText('LAST_OWNER_MUST_REMAIN')).not.toBeInTheDocument();
  });

  it("shows one's own access read-only, saying another manager changes it", async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Jeanne Mbarga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access of Jeanne Mbarga' });
    expect(within(dialog).getByText(/This is your own access/)).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: /Active member/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('explains a grant beyond what the manager holds in the form', async () => {
    const { user } = setup(
      {
        [`PUT ${USERS_PATH}/${ACCOUNTANT.id}`]: () =>
          jsonResponse(
            {
              code: 'GRANT_MUST_BE_HELD',
              message: 'You can grant only roles and permissions you hold yourself.',
              frMessage: 'Vous ne pouvez attribuer que des rôles et des permissions que vous détenez vous-même.',
              fields: [{ path: 'profiles.1', code: 'GRANT_MUST_BE_HELD' }],
            },
            403,
          ),
      },
      ['ADMIN'],
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Paul Ekambi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access of Paul Ekambi' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('You can grant only roles and permissions you hold yourself.'),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageMenu } from '../../../components/ui/language-menu.tsx';
import { jsonResponse, LocationProbe, renderRoutes, signInAs, stubFetch } from '../../../test/render.tsx';
import { COMPANY_ID, company, WORK_FOLDER, WORK_FOLDER_ID } from '../../invoices/sales-fixture.ts';
import { CreateMenu } from './create-menu.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { WorkFolderMenu } from './work-folder-menu.tsx';

const PAST_FOLDER = {
  ...WORK_FOLDER,
  id: '0190f1a2-0000-7000-8000-0000000000f0',
  name: 'Exercice 2025',
  startDate: '2025-01-01',
  endDate: '2025-12-31',
  status: 'CLOSED' as const,
};

/** One top-bar menu on /apps/home, a probe on every other address to see where its items lead. */
function setup(menu: ReactElement, role: Parameters<typeof signInAs>[0] = 'OWNER') {
  signInAs(role);
  window.localStorage.setItem('company', COMPANY_ID);
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  window.localStorage.setItem('user', 'Jeanne Mbarga');
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company()),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse([WORK_FOLDER, PAST_FOLDER]),
    'POST /v1/auth/logout': () => new Response(null, { status: 204 }),
  });
  const view = renderRoutes(
    [
      { path: '/apps/home', element: menu },
      { path: '*', element: <LocationProbe /> },
    ],
    '/apps/home',
  );
  return { calls, view, user: userEvent.setup() };
}

const whereTo = () => screen.findByTestId('location');

describe('the top bar menus, loaded when first opened', () => {
  it('create: a closed menu button until used, opened from the keyboard, each entry leading to its screen', async () => {
    const { user } = setup(<CreateMenu />);
    const button = screen.getByRole('button', { name: 'Create' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.tab();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sale invoice',
      'Customer payment',
      'Customer',
      'Purchase invoice',
      'Supplier payment',
      'Supplier',
      'Journal entry',
      'Work folder',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Sale invoice' }));
    expect(await whereTo()).toHaveTextContent('/sale/invoices/new');
  });

  it('create: offers no invoice, bill, payment or entry while the current work folder is closed', async () => {
    const { user } = setup(<CreateMenu />);
    window.localStorage.setItem('workFolder', PAST_FOLDER.id);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const menu = await screen.findByRole('menu');
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Customer', 'Supplier', 'Work folder']),
    );
  });

  it('create: is gone for a viewer, who may create nothing', () => {
    setup(<CreateMenu />, 'VIEWER');
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
  });

  it('work folders: lists the folders with the current one marked, and choosing one makes it current', async () => {
    const { user } = setup(<WorkFolderMenu />);
    const button = await screen.findByRole('button', { name: 'Exercice 2026' });
    await user.click(button);
    const current = await screen.findByRole('menuitem', { name: /Exercice 2026/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('menuitem', { name: /Exercice 2025/ }));
    expect(await whereTo()).toHaveTextContent(`/workfolder?workFolder=${PAST_FOLDER.id}`);
    expect(window.localStorage.getItem('workFolder')).toBe(PAST_FOLDER.id);
  });

  it('profile: opens with ArrowDown and leads to the password change', async () => {
    const { user } = setup(<ProfileMenu />);
    const button = screen.getByRole('button', { name: /Profile Jeanne Mbarga/ });
    button.focus();
    await user.keyboard('{ArrowDown}');
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    expect(await whereTo()).toHaveTextContent('/user/password');
  });

  it('profile: logging out revokes the session, empties the storage and goes to the root', async () => {
    const { calls, user } = setup(<ProfileMenu />);
    await user.click(screen.getByRole('button', { name: /Profile Jeanne Mbarga/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await whereTo()).toHaveTextContent(/^\/$/);
    expect(calls.some((call) => call.method === 'POST' && call.url.endsWith('/v1/auth/logout'))).toBe(true);
    expect(window.localStorage.getItem('company')).toBeNull();
  });

  it('language: switches the interface to French, and the button says so', async () => {
    const { user } = setup(<LanguageMenu compact />);
    await user.click(screen.getByRole('button', { name: 'Language EN' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Langue FR' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Langue FR' }));
    expect(await screen.findByRole('menuitem', { name: 'Français' })).toHaveAttribute('lang', 'fr');
  });
});

import type { PendingInvitation } from '@bilan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/language.ts';
import { fakeToken, jsonResponse, renderScreen, setTestCookie, stubFetch } from '../../../test/render.tsx';
import { PendingInvitations } from './pending-invitations.tsx';

const WOURI: PendingInvitation = {
  id: '0190f1a2-0000-7000-8000-0000000000e1',
  company: { id: '0190f1a2-0000-7000-8000-0000000000c1', name: 'Hôtel du Wouri SA' },
  roles: ['ACCOUNTANT'],
  profiles: ['reports.read'],
  createdAt: '2026-01-02T10:00:00.000Z',
};
const CANUTS: PendingInvitation = {
  ...WOURI,
  id: '0190f1a2-0000-7000-8000-0000000000e2',
  company: { id: '0190f1a2-0000-7000-8000-0000000000c2', name: 'Brasserie des Canuts' },
  roles: ['VIEWER'],
};

function setup(initial: PendingInvitation[]) {
  let pending = initial;
  window.localStorage.setItem('access_token', fakeToken(3600, { roles: ['OWNER'] }));
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const answer = (request: Request) => {
    const id = new URL(request.url).pathname.split('/')[4];
    const invitation = pending.find((candidate) => candidate.id === id);
    pending = pending.filter((candidate) => candidate.id !== id);
    return invitation;
  };
  const calls = stubFetch({
    'GET /v1/auth/invitations': () => jsonResponse(pending),
    [`POST /v1/auth/invitations/${WOURI.id}/accept`]: (request) => {
      const invitation = answer(request);
      return jsonResponse({
        id: invitation?.company.id,
        name: invitation?.company.name,
        countryCode: 'CM',
        currency: 'XAF',
        parentCompanyId: null,
        roles: invitation?.roles,
      });
    },
    [`POST /v1/auth/invitations/${CANUTS.id}/decline`]: (request) => {
      answer(request);
      return new Response(null, { status: 204 });
    },
  });
  renderScreen(<PendingInvitations />, '/apps/workfolder/list');
  return { calls, user: userEvent.setup() };
}

describe('pending invitations', () => {
  it('lists each waiting invitation with its company and roles; accepting and declining remove it', async () => {
    const { calls, user } = setup([WOURI, CANUTS]);
    const panel = await screen.findByRole('region', { name: '2 invitations are waiting for you' });
    const rows = within(panel).getAllByTestId('pending-invitation');
    expect(rows.map((row) => within(row).getByText(/Wouri|Canuts/).textContent)).toEqual([
      'Hôtel du Wouri SA',
      'Brasserie des Canuts',
    ]);
    expect(within(rows[0] as HTMLElement).getByText('Accountant')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Accept the invitation of Hôtel du Wouri SA' }));
    const accepted = await screen.findByText(/You are now a member of Hôtel du Wouri SA/);
    // docs/seed-spec.md §3: accepting is a success, declining is information.
    expect(accepted.closest('[data-toast-type]')).toHaveAttribute('data-toast-type', 'success');
    expect(await screen.findByRole('region', { name: 'An invitation is waiting for you' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Decline the invitation of Brasserie des Canuts' }));
    const declined = await screen.findByText('Invitation of Brasserie des Canuts declined.');
    expect(declined.closest('[data-toast-type]')).toHaveAttribute('data-toast-type', 'info');
    await waitFor(() => expect(screen.queryByTestId('pending-invitations')).not.toBeInTheDocument());
    const posts = calls.filter((call) => call.method === 'POST').map((call) => new URL(call.url).pathname);
    expect(posts).toEqual([`/v1/auth/invitations/${WOURI.id}/accept`, `/v1/auth/invitations/${CANUTS.id}/decline`]);
  });

  it('shows nothing when no invitation is waiting, or when the list cannot be read', async () => {
    const { calls } = setup([]);
    await waitFor(() => expect(calls.some((call) => call.url.endsWith('/v1/auth/invitations'))).toBe(true));
    expect(screen.queryByTestId('pending-invitations')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    await switchLanguage('fr');
    const { user } = setup([CANUTS]);
    const panel = await screen.findByRole('region', { name: 'Une invitation vous attend' });
    expect(within(panel).getByText(/Vous n'en devenez membre que si vous acceptez/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: "Refuser l'invitation de Brasserie des Canuts" }));
    expect(await screen.findByText('Invitation de Brasserie des Canuts refusée.')).toBeInTheDocument();
    await switchLanguage('en');
  });
});

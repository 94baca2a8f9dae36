import { ROLE_PROFILES } from '@bilan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { fakeToken, jsonResponse, renderRoutes, setTestCookie, stubFetch } from '../../../test/render.tsx';
import { company, customer, page, WORK_FOLDER } from '../../invoices/sales-fixture.ts';

const PARENT = company({ name: 'Boulangerie du Littoral SARL' });
const SUBSIDIARY = company({
  id: '0190f1a2-0000-7000-8000-000000000002',
  name: 'Filiale Lyon SAS',
  countryCode: 'FR',
  currency: 'EUR',
  accountingFramework: 'PCG',
  parentCompanyId: PARENT.id,
});
const SUBSIDIARY_FOLDER = { ...WORK_FOLDER, id: '0190f1a2-0000-7000-8000-0000000000f2', companyId: SUBSIDIARY.id };
const ownerToken = (companyId: string) =>
  fakeToken(3600, { companyId, roles: ['OWNER'], profiles: [...ROLE_PROFILES.OWNER] });
const asMember = (target: typeof PARENT) => ({
  id: target.id,
  name: target.name,
  countryCode: target.countryCode,
  currency: target.currency,
  parentCompanyId: target.parentCompanyId,
  roles: ['OWNER'],
});

function setup() {
  window.localStorage.setItem('access_token', ownerToken(PARENT.id));
  window.localStorage.setItem('user', 'Jeanne Mbarga');
  window.localStorage.setItem('company', PARENT.id);
  window.localStorage.setItem('workFolder', WORK_FOLDER.id);
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const subsidiaryToken = ownerToken(SUBSIDIARY.id);
  const calls = stubFetch({
    [`GET /v1/companies/${PARENT.id}`]: () => jsonResponse(PARENT),
    [`GET /v1/companies/${SUBSIDIARY.id}`]: () => jsonResponse(SUBSIDIARY),
    [`GET /v1/accountings/workFolders/companies/${PARENT.id}`]: () => jsonResponse([WORK_FOLDER]),
    [`GET /v1/accountings/workFolders/companies/${SUBSIDIARY.id}`]: () => jsonResponse([SUBSIDIARY_FOLDER]),
    [`GET /v1/companies/${PARENT.id}/customers`]: () => jsonResponse(page([customer({ name: 'Hôtel du Wouri' })])),
    [`GET /v1/companies/${SUBSIDIARY.id}/customers`]: () =>
      jsonResponse(page([customer({ id: '0190f1a2-0000-7000-8000-0000000000c2', name: 'Brasserie des Canuts' })])),
    'GET /v1/auth/companies': () => jsonResponse([asMember(PARENT), asMember(SUBSIDIARY)]),
    'POST /v1/auth/switch-company': () =>
      jsonResponse({
        token: subsidiaryToken,
        user: { firstName: 'Jeanne', lastName: 'Mbarga', companyId: SUBSIDIARY.id },
      }),
  });
  return { calls, subsidiaryToken, user: userEvent.setup() };
}

describe('company switcher', () => {
  it("lists the user's companies, switches to a subsidiary and shows only that company's data", async () => {
    const { calls, subsidiaryToken, user } = setup();
    const view = renderRoutes(routes, '/apps/company/customer');
    expect(await screen.findByText('Hôtel du Wouri', {}, { timeout: 15_000 })).toBeInTheDocument();

    await user.click(screen.getAllByTestId('company-menu')[0] as HTMLElement);
    const options = await screen.findAllByTestId('company-option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Boulangerie du Littoral SARLCM · XAF',
      'Filiale Lyon SASFR · EUR',
    ]);
    expect(options[0]).toHaveAttribute('aria-current', 'true');
    await user.click(options[1] as HTMLElement);

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/apps/workfolder/list'));
    const switchCall = calls.find((call) => call.method === 'POST');
    expect(await switchCall?.json()).toEqual({ companyId: SUBSIDIARY.id });
    expect(window.localStorage.getItem('access_token')).toBe(subsidiaryToken);
    expect(window.localStorage.getItem('company')).toBe(SUBSIDIARY.id);
    // No answer about the previous company is kept, and its work folder is no longer the current one.
    const cachedKeys = view.queryClient
      .getQueryCache()
      .getAll()
      .map((query) => JSON.stringify(query.queryKey));
    expect(cachedKeys.filter((key) => key.includes(PARENT.id))).toEqual([]);
    await waitFor(() => expect(window.localStorage.getItem('workFolder')).toBe(SUBSIDIARY_FOLDER.id));
    expect((await screen.findAllByText('Filiale Lyon SAS')).length).toBeGreaterThan(0);

    await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByText('Customers'));
    expect(await screen.findByText('Brasserie des Canuts', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Hôtel du Wouri')).not.toBeInTheDocument();
    const customerLists = calls.filter((call) => call.method === 'GET' && call.url.includes('/customers'));
    expect(customerLists.at(-1)?.url).toContain(`/v1/companies/${SUBSIDIARY.id}/customers`);
    expect(customerLists.at(-1)?.headers.get('Authorization')).toBe(`Bearer ${subsidiaryToken}`);
  });
});

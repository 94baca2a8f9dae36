import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { switchLanguage } from '../lib/language.ts';
import { storeStartupParams } from '../lib/startup.ts';
import {
  fakeToken,
  forgetWords,
  jsonResponse,
  looksLikeKey,
  renderRoutes,
  stubFetch,
  watchTexts,
} from '../test/render.tsx';
import { publicEnglishResources } from './i18n-public-resources.ts';
import { englishResources, resources } from './i18n-resources.ts';
import { redirectToLoginOnUnauthorized, routes } from './router.tsx';

const COMPANY_ID = '0190f1a2-0000-7000-8000-000000000001';
const COMPANY = {
  id: COMPANY_ID,
  name: 'Boulangerie du Littoral SARL',
  countryCode: 'CM',
  currency: 'XAF',
  accountingFramework: 'SYSCOHADA',
  typeCode: 'SARL',
  domainAreaCode: 'TRADE',
  subDomainAreaCode: null,
  taxSystemCode: 'REAL',
  referentialBankAccount: null,
  parentCompanyId: null,
  createdAt: '2026-01-02T10:00:00.000Z',
};
const WORK_FOLDERS = [
  {
    id: 'wf-2025',
    companyId: COMPANY_ID,
    name: 'Exercice 2025',
    startDate: '2025-01-01',
    endDate: '2025-12-31',
    status: 'CLOSED',
  },
  {
    id: 'wf-2026',
    companyId: COMPANY_ID,
    name: 'Exercice 2026',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    status: 'OPEN',
  },
];

function signIn() {
  window.localStorage.setItem('access_token', fakeToken(3600));
  window.localStorage.setItem('user', 'Jeanne Mbarga');
  window.localStorage.setItem('company', COMPANY_ID);
}

function stubShellApi() {
  return stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse(WORK_FOLDERS),
  });
}

function renderApp(path: string) {
  const view = renderRoutes(routes, path);
  redirectToLoginOnUnauthorized(view.router, view.queryClient);
  return view;
}

const currentUrl = (view: ReturnType<typeof renderApp>) =>
  `${view.router.state.location.pathname}${view.router.state.location.search}`;

describe('routes without a session', () => {
  it('sends / through /apps to login with that returnUrl', async () => {
    const view = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentUrl(view)).toBe('/auth/login?returnUrl=%2Fapps');
  });

  it('redirects /auth to /auth/login', async () => {
    const view = renderApp('/auth');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/auth/login');
  });

  it('shows the signup page without login', async () => {
    stubFetch({ 'GET /v1/referentials/countries': () => jsonResponse([]) });
    renderApp('/apps/signup');
    expect(await screen.findByRole('heading', { name: 'Create your company' })).toBeInTheDocument();
  });

  it.each(['/accounting/journal', '/sale', '/purchase', '/search?q=x', '/user', '/workfolder?workFolder=1'])(
    'guards the area %s',
    async (path) => {
      const view = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
      expect(currentUrl(view)).toBe(`/auth/login?returnUrl=${encodeURIComponent(path)}`);
    },
  );

  it('shows the fallback page for any other path', async () => {
    renderApp('/nowhere/at/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});

describe('the screens of the shell, each titled by its one h1', () => {
  it.each([
    ['/apps/workfolder/list', 'Work folders'],
    ['/apps/company/customer', 'Customers'],
    ['/apps/company/supplier', 'Suppliers'],
    ['/apps/accounting/chart-of-accounts', 'Chart of accounts'],
    ['/apps/subdiaries', 'Subsidiaries'],
    ['/apps/settings', 'Settings'],
    ['/accounting', 'Accounting'],
    ['/sale/invoices', 'Invoices'],
    ['/purchase', 'Bills'],
    ['/search', 'Search'],
    ['/user', 'My profile'],
    ['/user/password', 'Change password'],
    ['/workfolder', 'Work folder'],
  ])('%s shows its translated title in the shell, the one h1 of the screen', async (path, title) => {
    signIn();
    stubShellApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText(title)).toHaveAttribute('aria-current', 'page');
  });

  it.each(['/apps/home', '/apps/no/such/page'])('%s shows only the under construction text', async (path) => {
    signIn();
    stubShellApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'under construction' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});

describe('routes inside the shell', () => {
  it('redirects /apps to the work folder list', async () => {
    signIn();
    stubShellApi();
    const view = renderApp('/apps');
    expect(await screen.findByRole('heading', { level: 1, name: 'Work folders' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/apps/workfolder/list');
  });

  it('lists the side menu in the order and with the routes of the spec', async () => {
    signIn();
    stubShellApi();
    renderApp('/apps/home');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Work folders', '/apps/workfolder/list'],
      ['Customers', '/apps/company/customer'],
      ['Suppliers', '/apps/company/supplier'],
      ['Chart of accounts', '/apps/accounting/chart-of-accounts'],
      ['Subsidiaries', '/apps/subdiaries'],
      ['Settings', '/apps/settings'],
    ]);
  });

  it.each(['en', 'fr'] as const)(
    'loads the words of the shell and of the screen with their routes, in %s only, never drawing a key',
    async (language) => {
      const areaNamespaces = Object.keys(englishResources).filter(
        (namespace) => !(namespace in publicEnglishResources),
      );
      forgetWords(...areaNamespaces);
      await switchLanguage(language);
      signIn();
      stubShellApi();
      const drawn = watchTexts();
      renderApp('/apps/workfolder/list');
      expect(await screen.findByText(resources[language].workFolders.list.description)).toBeInTheDocument();
      expect(screen.getByText(resources[language].shell.topBar.skipToContent)).toBeInTheDocument();
      drawn.stop();
      expect(drawn.texts.filter(looksLikeKey)).toEqual([]);
      const loaded = (lng: string) => areaNamespaces.filter((namespace) => i18n.hasResourceBundle(lng, namespace));
      expect(loaded(language).sort()).toEqual(['search', 'shell', 'workFolders']);
      expect(loaded(language === 'en' ? 'fr' : 'en')).toEqual([]);
    },
  );

  it('shows the company name and the work folders, the current one highlighted', async () => {
    signIn();
    window.localStorage.setItem('workFolder', 'wf-2026');
    stubShellApi();
    const user = userEvent.setup();
    renderApp('/apps/home');
    expect((await screen.findAllByText('Boulangerie du Littoral SARL')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByTestId('work-folder-menu')[0]).toHaveTextContent('Exercice 2026'));
    await user.click(screen.getAllByTestId('work-folder-menu')[0] as HTMLElement);
    const items = await screen.findAllByRole('menuitem');
    const folder2025 = items.find((item) => item.textContent?.includes('Exercice 2025'));
    const folder2026 = items.find((item) => item.textContent?.includes('Exercice 2026'));
    expect(folder2025).toHaveAttribute('href', '/workfolder?workFolder=wf-2025');
    expect(folder2026).toHaveAttribute('href', '/workfolder?workFolder=wf-2026');
    expect(folder2026).toHaveAttribute('aria-current', 'true');
    expect(folder2025).not.toHaveAttribute('aria-current');
  });

  it('makes the latest open work folder current when none is stored yet', async () => {
    signIn();
    stubShellApi();
    renderApp('/apps/home');
    await waitFor(() => expect(window.localStorage.getItem('workFolder')).toBe('wf-2026'));
    await waitFor(() => expect(screen.getAllByTestId('work-folder-menu')[0]).toHaveTextContent('Exercice 2026'));
  });

  it('makes a chosen work folder the current one', async () => {
    signIn();
    stubShellApi();
    const user = userEvent.setup();
    const view = renderApp('/apps/home');
    await user.click((await screen.findAllByTestId('work-folder-menu'))[0] as HTMLElement);
    await user.click(await screen.findByRole('menuitem', { name: /Exercice 2025/ }));
    await waitFor(() => expect(currentUrl(view)).toBe('/workfolder?workFolder=wf-2025'));
    expect(window.localStorage.getItem('workFolder')).toBe('wf-2025');
  });

  it('at start-up, keeps a foreign ?company= and an unknown ?workFolder= out of storage and says so once', async () => {
    signIn();
    window.localStorage.setItem('workFolder', 'wf-2026');
    const calls = stubFetch({
      [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
      [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse(WORK_FOLDERS),
      'GET /v1/companies/c-foreign': () =>
        jsonResponse({ code: 'NOT_FOUND', message: 'Not found.', frMessage: 'Introuvable.' }, 404),
    });
    storeStartupParams('?company=c-foreign&workFolder=wf-foreign');
    renderApp('/apps/home');
    expect(
      await screen.findByText('The company in the link is not one of yours: you stay in your current company.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        "The work folder in the link is not one of this company's: you stay in the current work folder.",
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/v1/companies/c-foreign'))).toBe(true);
    expect(window.localStorage.getItem('company')).toBe(COMPANY_ID);
    expect(window.localStorage.getItem('workFolder')).toBe('wf-2026');
    expect(screen.queryByText('NOT_FOUND')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('work-folder-menu')[0]).toHaveTextContent('Exercice 2026'));
    expect(screen.getAllByText(/in the link is not one of/)).toHaveLength(2);
  });

  it("at start-up, makes the company's own ?workFolder= current, without a word", async () => {
    signIn();
    window.localStorage.setItem('workFolder', 'wf-2026');
    stubShellApi();
    storeStartupParams('?workFolder=wf-2025');
    renderApp('/apps/home');
    await waitFor(() => expect(window.localStorage.getItem('workFolder')).toBe('wf-2025'));
    await waitFor(() => expect(screen.getAllByTestId('work-folder-menu')[0]).toHaveTextContent('Exercice 2025'));
    expect(screen.queryByText(/in the link is not one of/)).not.toBeInTheDocument();
  });

  it('/workfolder?workFolder= of another company does not become current', async () => {
    signIn();
    window.localStorage.setItem('workFolder', 'wf-2026');
    stubShellApi();
    renderApp('/workfolder?workFolder=wf-foreign');
    await waitFor(() => expect(screen.getAllByTestId('work-folder-menu')[0]).toHaveTextContent('Exercice 2026'));
    expect(window.localStorage.getItem('workFolder')).toBe('wf-2026');
  });

  it('offers a skip link as the first Tab stop, which moves focus to the page', async () => {
    signIn();
    stubShellApi();
    const user = userEvent.setup();
    renderApp('/apps/home');
    await screen.findByText('under construction');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(document.getElementById('main-content')).toHaveFocus());
  });

  it("shows 'no notification' in the notification dropdown", async () => {
    signIn();
    stubShellApi();
    const user = userEvent.setup();
    renderApp('/apps/home');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('no notification')).toBeInTheDocument();
  });

  it('opens the search area from the search button', async () => {
    signIn();
    stubShellApi();
    const user = userEvent.setup();
    const view = renderApp('/apps/home');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/search'));
  });

  it('switches the whole shell to French and back', async () => {
    signIn();
    stubShellApi();
    const user = userEvent.setup();
    renderApp('/apps/company/customer');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.click(screen.getAllByRole('button', { name: /^Language/ })[0] as HTMLElement);
    await user.click(await screen.findByRole('menuitem', { name: 'Français' }));
    expect(await within(menu).findByText('Clients')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Clients' })).toBeInTheDocument();
    expect(window.localStorage.getItem('lang')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    await user.click(screen.getAllByRole('button', { name: /^Langue/ })[0] as HTMLElement);
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await within(menu).findByText('Customers')).toBeInTheDocument();
  });

  it('has users and settings entries to the user area, and logout empties the storage', async () => {
    signIn();
    window.localStorage.setItem('workFolder', 'wf-2026');
    window.localStorage.setItem('unrelated', 'also cleared');
    const token = window.localStorage.getItem('access_token');
    const revokedWith: (string | null)[] = [];
    const calls = stubFetch({
      [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
      [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse(WORK_FOLDERS),
      'POST /v1/auth/logout': (request) => {
        // The token is still stored when the API is told to revoke it.
        revokedWith.push(request.headers.get('authorization'), window.localStorage.getItem('access_token'));
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    const view = renderApp('/apps/home?from=last-page');
    await user.click(await screen.findByTestId('profile-menu'));
    expect(await screen.findByRole('menuitem', { name: 'Users' })).toHaveAttribute('href', '/user');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/user/profile');
    expect(screen.getByRole('menuitem', { name: 'Change password' })).toHaveAttribute('href', '/user/password');
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.localStorage.length).toBe(0);
    expect(view.router.state.location.pathname).toBe('/auth/login');
    // docs/seed-spec.md §2, the root: the next person to sign in on this computer never lands on the last page.
    expect(view.router.state.location.search).not.toMatch(/home|last-page/);
    expect(calls.filter((call) => new URL(call.url).pathname === '/v1/auth/logout')).toHaveLength(1);
    expect(revokedWith).toEqual([`Bearer ${token}`, token]);
  });

  it('on a 401 from the API clears token and user and goes to login with the returnUrl', async () => {
    signIn();
    stubFetch({
      [`GET /v1/companies/${COMPANY_ID}`]: () =>
        jsonResponse(
          { code: 'TOKEN_INVALID', message: 'Your session is invalid or has expired.', frMessage: 'x' },
          401,
        ),
      [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse(WORK_FOLDERS),
    });
    const view = renderApp('/apps/company/supplier?page=3');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentUrl(view)).toBe(`/auth/login?returnUrl=${encodeURIComponent('/apps/company/supplier?page=3')}`);
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('company')).toBe(COMPANY_ID);
    expect(await screen.findByText('TOKEN_INVALID')).toBeInTheDocument();
    expect(screen.getByText('Your session is invalid or has expired.')).toBeInTheDocument();
  });
});

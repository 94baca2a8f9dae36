import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, setTestCookie, signInAs, stubFetch } from '../../../test/render.tsx';
import { company } from '../../invoices/sales-fixture.ts';
import { account, TEST_CHART } from '../chart-fixture.ts';
import { ChartOfAccountsScreen } from './chart-of-accounts-screen.tsx';

const COMPANY_ID = '0190f1a2-0000-7000-8000-000000000001';
const CHART_PATH = `/v1/accountings/companies/${COMPANY_ID}/chart-of-accounts`;
const ACCOUNTS_PATH = `/v1/accountings/companies/${COMPANY_ID}/accounts-company`;
const SUB_ACCOUNTS_PATH = `/v1/accountings/companies/${COMPANY_ID}/sub-accounts-company`;

const refAccount = (number: string, frLabel: string, enLabel: string) => ({
  framework: 'SYSCOHADA',
  number,
  frLabel,
  enLabel,
  classNumber: number.slice(0, 1),
  parentNumber: number.slice(0, -1),
  isGroup: false,
  nature: 'asset',
});
const REF_ACCOUNTS = [
  refAccount('521', 'Banques locales', 'Local banks'),
  refAccount('5215', 'Banques, dépôts à terme', 'Banks, term deposits'),
  refAccount('531', 'Chèques postaux', 'Postal cheques'),
];
const REF_CATEGORIES = [
  { framework: 'SYSCOHADA', classNumber: '4', frLabel: 'Comptes de tiers', enLabel: 'Third-party accounts' },
  { framework: 'SYSCOHADA', classNumber: '5', frLabel: 'Comptes de trésorerie', enLabel: 'Treasury accounts' },
];
const refLoads = (calls: Request[], path: string) => calls.filter((call) => new URL(call.url).pathname === path).length;

function setup(extra: Parameters<typeof stubFetch>[0] = {}) {
  window.localStorage.setItem('company', COMPANY_ID);
  signInAs();
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const calls = stubFetch({
    [`GET ${CHART_PATH}`]: () => jsonResponse(TEST_CHART),
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(company({ id: COMPANY_ID })),
    'GET /v1/accountings/ref-accounts': () => jsonResponse(REF_ACCOUNTS),
    'GET /v1/accountings/ref-accounts/categories': () => jsonResponse(REF_CATEGORIES),
    ...extra,
  });
  renderScreen(<ChartOfAccountsScreen />, '/apps/accounting/chart-of-accounts');
  return { calls, user: userEvent.setup() };
}

const shownAccounts = () =>
  [...document.querySelectorAll('[data-account]')].map((row) => row.getAttribute('data-account'));
const chartLoads = (calls: Request[]) => calls.filter((call) => call.url.endsWith(CHART_PATH)).length;

describe('chart of accounts tree', () => {
  it('starts collapsed: the classes only', async () => {
    setup();
    expect(await screen.findByRole('button', { name: /^Class 5 Comptes de trésorerie/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Class 1 / })).toHaveAttribute('aria-expanded', 'false');
    expect(shownAccounts()).toEqual([]);
    expect(screen.getByText('11 accounts, SYSCOHADA classes 1 to 9.', { exact: false })).toBeInTheDocument();
  });

  it('expands a class, then an account, and collapses everything again', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: /^Class 5 / }));
    expect(shownAccounts()).toEqual(['52', '57']);
    await user.click(screen.getByRole('button', { name: 'Expand 57 Caisse' }));
    expect(shownAccounts()).toEqual(['52', '57', '571', '572']);
    expect(screen.getByText('inactive')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(shownAccounts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(shownAccounts()).toEqual(['10', '101', '1011', '40', '401', '52', '521', '5211', '57', '571', '572']);
  });

  it.each([
    ['5211', ['52', '521', '5211'], 1],
    ['caisse siege', ['57', '571'], 1],
    ['banques', ['52', '521', '5211'], 3],
    ['brasseries', ['40', '401'], 1],
  ])('search "%s" filters the tree and opens the way to each match', async (query, expected, matches) => {
    const { user } = setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search the chart' }), query);
    await waitFor(() => expect(shownAccounts()).toEqual(expected));
    expect(document.querySelectorAll('[data-match]')).toHaveLength(matches);
    expect(screen.getByText(matches === 1 ? '1 account found' : `${matches} accounts found`)).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search the chart' }), 'zzz');
    expect(await screen.findByText('No account matches “zzz”.')).toBeInTheDocument();
  });
});

describe('creating and editing accounts', () => {
  it('creates 52110001 under 5211, toasts the success and reloads the chart', async () => {
    const { calls, user } = setup({
      [`POST ${ACCOUNTS_PATH}`]: () =>
        jsonResponse(account('52110001', 'Ecobank Douala', '5211', { isGroup: false }), 201),
    });
    await user.click(await screen.findByRole('button', { name: 'New account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New account' });
    await user.type(within(dialog).getByRole('textbox', { name: /Account number/ }), '52110001');
    expect(within(dialog).getByTestId('account-parent')).toHaveTextContent(
      'Placed under 5211 Banques en monnaie nationale',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /Label/ }), 'Ecobank Douala');
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));
    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toEqual({ number: '52110001', label: 'Ecobank Douala' });
    await waitFor(() => expect(chartLoads(calls)).toBe(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds an account of the reference chart the company lacks, named with its class, loaded once (§7)', async () => {
    const { calls, user } = setup({
      [`POST ${ACCOUNTS_PATH}`]: () => jsonResponse(account('5215', 'Banks, term deposits', '521'), 201),
    });
    await user.click(await screen.findByRole('button', { name: 'New account' }));
    let dialog = await screen.findByRole('dialog', { name: 'New account' });
    const reference = await within(dialog).findByRole('combobox', { name: 'From the SYSCOHADA reference chart' });
    await waitFor(() => expect(reference).toBeEnabled());
    await user.type(reference, 'term');
    // 521 is in the company's chart already: only what it lacks is offered.
    expect(screen.queryByRole('option', { name: /^521 / })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: '5215 Banks, term deposits' }));
    expect(within(dialog).getByRole('textbox', { name: /Account number/ })).toHaveValue('5215');
    expect(within(dialog).getByRole('textbox', { name: /Label/ })).toHaveValue('Banks, term deposits');
    expect(within(dialog).getByTestId('account-category')).toHaveTextContent('Class 5: Treasury accounts');
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));
    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    expect(await calls.find((call) => call.method === 'POST')?.json()).toEqual({
      number: '5215',
      label: 'Banks, term deposits',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'New account' }));
    dialog = await screen.findByRole('dialog', { name: 'New account' });
    await user.type(within(dialog).getByRole('textbox', { name: /Account number/ }), '4011');
    expect(within(dialog).getByTestId('account-category')).toHaveTextContent('Class 4: Third-party accounts');
    expect(refLoads(calls, '/v1/accountings/ref-accounts')).toBe(1);
    expect(refLoads(calls, '/v1/accountings/ref-accounts/categories')).toBe(1);
  });

  it('checks the number before sending, and shows the server refusals on the field', async () => {
    const { calls, user } = setup({
      [`POST ${ACCOUNTS_PATH}`]: () =>
        jsonResponse(
          {
            code: 'ACCOUNT_NUMBER_ALREADY_USED',
            message: 'An account already has this number.',
            frMessage: 'Un compte porte déjà ce numéro.',
          },
          409,
        ),
    });
    await user.click(await screen.findByRole('button', { name: 'New account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New account' });
    const number = within(dialog).getByRole('textbox', { name: /Account number/ });
    await user.type(number, '5a');
    await user.type(within(dialog).getByRole('textbox', { name: /Label/ }), 'Banque');
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));
    expect(await within(dialog).findByText('an account number has 2 to 12 digits')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.clear(number);
    await user.type(number, '521');
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));
    expect(await screen.findByText('ACCOUNT_NUMBER_ALREADY_USED')).toBeInTheDocument();
    expect(screen.getByText('An account already has this number.')).toBeInTheDocument();
    expect(await within(dialog).findByText('an account already has this number')).toBeInTheDocument();
  });

  it('keeps the number and the active switch of an account with postings', async () => {
    const { calls, user } = setup({
      [`PUT ${ACCOUNTS_PATH}`]: async (request) => {
        const body = (await request.json()) as { label: string };
        return jsonResponse(account('101', body.label, '10', { hasPostings: true }));
      },
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Search the chart' }), '101');
    await user.click(await screen.findByRole('button', { name: 'Edit account 101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit account 101' });
    expect(within(dialog).getByRole('textbox', { name: /Account number/ })).toBeDisabled();
    expect(within(dialog).getByRole('switch')).toBeDisabled();
    const label = within(dialog).getByRole('textbox', { name: /Label/ });
    await user.clear(label);
    await user.type(label, 'Capital social souscrit');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(await put?.json()).toEqual({ id: 'acc-101', number: '101', label: 'Capital social souscrit', active: true });
  });

  it('adds a sub-account in the side panel with POST, and edits it with PUT', async () => {
    const { calls, user } = setup({
      [`POST ${SUB_ACCOUNTS_PATH}`]: () =>
        jsonResponse({ id: 'sub-F002', accountId: 'acc-401', number: 'F002', label: 'Sabc', partyId: null }, 201),
      [`PUT ${SUB_ACCOUNTS_PATH}`]: () =>
        jsonResponse({ id: 'sub-F001', accountId: 'acc-401', number: 'F001', label: 'SABC', partyId: null }),
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Search the chart' }), '401');
    await user.click(await screen.findByRole('button', { name: 'Sub-accounts of 401' }));
    const drawer = await screen.findByRole('dialog', { name: /Sub-accounts of 401/ });
    expect(within(drawer).getByText('Brasseries du Cameroun')).toBeInTheDocument();
    // axe's button-name: the drawer's close button says what it does.
    expect(within(drawer).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await user.type(within(drawer).getByRole('textbox', { name: /Number/ }), 'f002');
    await user.type(within(drawer).getByRole('textbox', { name: /Label/ }), 'Sabc');
    await user.click(within(drawer).getByRole('button', { name: 'Add the sub-account' }));
    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toEqual({ accountId: 'acc-401', number: 'F002', label: 'Sabc' });

    await user.click(within(drawer).getByRole('button', { name: 'Edit sub-account F001' }));
    const label = within(drawer).getByRole('textbox', { name: /Label/ });
    await user.clear(label);
    await user.type(label, 'SABC');
    await user.click(within(drawer).getByRole('button', { name: 'Save the sub-account' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT');
    expect(await put?.json()).toEqual({ id: 'sub-F001', accountId: 'acc-401', number: 'F001', label: 'SABC' });
  });
});

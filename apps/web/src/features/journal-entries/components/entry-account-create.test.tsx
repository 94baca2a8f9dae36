import { type ChartOfAccounts, type CompanyAccount, STORAGE_KEYS } from '@bilan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, jsonResponse, renderRoutes, setTestCookie, signInAs, stubFetch } from '../../../test/render.tsx';
import { COMPANY, COMPANY_ID, ENTRY_CHART, JOURNALS, WORK_FOLDER_ID, WORK_FOLDERS } from '../entry-fixtures.ts';
import { EntryEditorScreen } from './entry-editor-screen.tsx';

const CHART_PATH = `/v1/accountings/companies/${COMPANY_ID}/chart-of-accounts`;
const ACCOUNTS_PATH = `/v1/accountings/companies/${COMPANY_ID}/accounts-company`;

const CREATED: CompanyAccount = {
  id: 'acc-6052',
  number: '6052',
  label: 'Fournitures de bureau',
  class: '6',
  parentNumber: null,
  nature: 'mixed',
  isGroup: false,
  refAccountNumber: null,
  active: true,
  openItems: false,
  hasPostings: false,
  subAccounts: [],
};

/** The entry screen on a chart without class 6; the chart lists the account once it is created. */
function setup() {
  window.localStorage.setItem('company', COMPANY_ID);
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  let chart: ChartOfAccounts = ENTRY_CHART;
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse(WORK_FOLDERS),
    [`GET /v1/accountings/companies/${COMPANY_ID}/journals`]: () => jsonResponse(JOURNALS),
    [`GET ${CHART_PATH}`]: () => jsonResponse(chart),
    'GET /v1/accountings/ref-accounts': () => jsonResponse([]),
    'GET /v1/accountings/ref-accounts/categories': () => jsonResponse([]),
    [`POST ${ACCOUNTS_PATH}`]: () => {
      chart = [...ENTRY_CHART, { class: '6', label: 'Charges', accounts: [CREATED] }];
      return jsonResponse(CREATED, 201);
    },
  });
  renderRoutes(
    [{ path: '/accounting/entries/new', element: <EntryEditorScreen documentId={null} /> }],
    '/accounting/entries/new',
  );
  return { calls, user: userEvent.setup() };
}

const account = (line: number) => screen.getByRole('combobox', { name: `Account, line ${line}` }) as HTMLInputElement;

async function openEditor() {
  const context = setup();
  await screen.findByRole('heading', { name: 'New journal entry' });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Label' })).toHaveFocus());
  return context;
}

describe('entry editor: an account created from its cell', () => {
  it('offers a number the chart lacks, creates it in the chart dialog and puts it on the line', async () => {
    signInAs('ACCOUNTANT');
    const { user, calls } = await openEditor();
    await user.type(screen.getByRole('textbox', { name: 'Label' }), 'Fournitures');
    await user.click(account(1));
    await user.keyboard('6052');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New account' });
    expect(within(dialog).getByRole('textbox', { name: /^Account number/ })).toHaveValue('6052');
    await user.type(within(dialog).getByRole('textbox', { name: /^Label/ }), 'Fournitures de bureau');
    await user.click(within(dialog).getByRole('button', { name: 'Create the account' }));

    await waitFor(() => expect(account(1)).toHaveValue('6052 Fournitures de bureau'));
    expect(screen.queryByRole('dialog', { name: 'New account' })).not.toBeInTheDocument();
    // What was typed before stays: the editor never left.
    expect(screen.getByRole('textbox', { name: 'Label' })).toHaveValue('Fournitures');
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toEqual({ number: '6052', label: 'Fournitures de bureau' });
  });

  it('offers nothing to a user who may not change the chart', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.accessToken,
      fakeToken(3600, { roles: [], profiles: ['reports.read', 'documents.write'] }),
    );
    const { user } = await openEditor();
    await user.click(account(1));
    await user.keyboard('6052');
    expect(await screen.findByText('No postable account matches')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Create account/ })).not.toBeInTheDocument();
  });
});

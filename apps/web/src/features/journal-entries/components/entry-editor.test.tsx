import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { formatDateText } from '../../../lib/date-text.ts';
import { todayIsoDate } from '../../../lib/format.ts';
import { i18n } from '../../../lib/i18n.ts';
import {
  calendarOf,
  forgetWords,
  jsonResponse,
  LocationProbe,
  renderRoutes,
  setTestCookie,
  signInAs,
  stubFetch,
} from '../../../test/render.tsx';
import { journalEntryQueryKey } from '../api/get-journal-entry.ts';
import { journalEntriesQueryKey } from '../api/list-journal-entries.ts';
import {
  BALANCED_LINES,
  COMPANY,
  COMPANY_ID,
  ENTRY_CHART,
  entryDocument,
  JOURNALS,
  WORK_FOLDER_ID,
  WORK_FOLDERS,
} from '../entry-fixtures.ts';
import { EntryEditorScreen } from './entry-editor-screen.tsx';

const DOCUMENTS_PATH = `/v1/accountings/documents/workFolders/${WORK_FOLDER_ID}`;
const documentPath = (id: string) => `/v1/accountings/documents/${id}/workFolders/${WORK_FOLDER_ID}`;

/** One route component for /new and /:id, as in the app: the editor survives a new entry's first save. */
function EntryRoute() {
  const { documentId } = useParams();
  return <EntryEditorScreen documentId={documentId ?? null} />;
}

function setup(path: string, extra: Parameters<typeof stubFetch>[0] = {}) {
  window.localStorage.setItem('company', COMPANY_ID);
  signInAs();
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  setTestCookie('XSRF-TOKEN', 'xsrf-1');
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse(WORK_FOLDERS),
    [`GET /v1/accountings/companies/${COMPANY_ID}/journals`]: () => jsonResponse(JOURNALS),
    [`GET /v1/accountings/companies/${COMPANY_ID}/chart-of-accounts`]: () => jsonResponse(ENTRY_CHART),
    ...extra,
  });
  const view = renderRoutes(
    [
      { path: '/accounting/entries/new', element: <EntryRoute /> },
      { path: '/accounting/entries/:documentId', element: <EntryRoute /> },
      { path: '*', element: <LocationProbe /> },
    ],
    path,
  );
  return { ...view, calls, user: userEvent.setup() };
}

const cell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const account = (line: number) => screen.getByRole('combobox', { name: `Account, line ${line}` }) as HTMLInputElement;
const totals = () => ({
  debit: screen.getByTestId('total-debit').textContent,
  credit: screen.getByTestId('total-credit').textContent,
  difference: screen.getByTestId('difference').textContent,
});
const validateButton = () => screen.getByRole('button', { name: 'Validate' });

/** Types into the focused cell and presses Enter: the way an accountant walks through the grid. */
async function typeAndEnter(user: UserEvent, text: string) {
  if (text) await user.keyboard(text);
  await user.keyboard('{Enter}');
}

async function openNewEntry() {
  const context = setup('/accounting/entries/new');
  await screen.findByRole('heading', { name: 'New journal entry' });
  await waitFor(() => expect(cell('Label')).toHaveFocus());
  return context;
}

/** 52110001 debit 1,000,000 · 571 debit 200,000 · 101 credit 1,200,000, keyboard only. */
async function typeBalancedEntry(user: UserEvent) {
  await typeAndEnter(user, 'Apport en capital');
  await typeAndEnter(user, 'Acte du 15 mars');
  expect(account(1)).toHaveFocus();
  await typeAndEnter(user, '5211');
  expect(account(1)).toHaveValue('52110001 Ecobank Douala');
  await typeAndEnter(user, ''); // label of line 1 (no sub-account under 52110001: skipped)
  await typeAndEnter(user, '1000000');
  await typeAndEnter(user, ''); // credit of line 1
  expect(account(2)).toHaveFocus();
  await typeAndEnter(user, '571');
  await typeAndEnter(user, '');
  await typeAndEnter(user, '200000');
  await typeAndEnter(user, '');
  expect(account(3)).toHaveFocus();
  await typeAndEnter(user, '101');
  await typeAndEnter(user, '');
  await typeAndEnter(user, ''); // no debit on line 3
  await user.keyboard('1200000');
}

describe('entry editor: keyboard', () => {
  it('walks the header and the grid with Enter, and Enter on the last cell adds a line', async () => {
    const { user } = await openNewEntry();
    expect(screen.getAllByRole('combobox', { name: /^Account, line/ })).toHaveLength(2);
    await typeBalancedEntry(user);
    expect(screen.getAllByRole('combobox', { name: /^Account, line/ })).toHaveLength(3);
    expect(cell('Credit, line 3')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(account(4)).toHaveFocus());
    expect(screen.getAllByRole('combobox', { name: /^Account, line/ })).toHaveLength(4);
  });

  it('moves with Tab too, skipping a sub-account cell that has nothing to choose', async () => {
    const { user } = await openNewEntry();
    await user.click(account(1));
    await typeAndEnter(user, '571');
    expect(cell('Label, line 1')).toHaveFocus();
    await user.tab();
    expect(cell('Debit, line 1')).toHaveFocus();
    await user.tab();
    expect(cell('Credit, line 1')).toHaveFocus();
    await user.tab();
    expect(account(2)).toHaveFocus();
  });

  it('offers the sub-accounts of the chosen account', async () => {
    const { user } = await openNewEntry();
    await user.click(account(1));
    await typeAndEnter(user, '401');
    const subAccount = screen.getByRole('combobox', { name: 'Sub-account, line 1' });
    expect(subAccount).toHaveFocus();
    expect(subAccount).toBeEnabled();
    await user.keyboard('F002');
    await user.click(await screen.findByRole('option', { name: 'F002 Sabc' }));
    expect(subAccount).toHaveValue('F002 Sabc');
    expect(cell('Label, line 1')).toHaveFocus();
  });

  it('takes Enter on the one sub-account that matches what is typed, as the account cell does', async () => {
    const { user } = await openNewEntry();
    await user.click(account(1));
    await typeAndEnter(user, '401');
    const subAccount = screen.getByRole('combobox', { name: 'Sub-account, line 1' });
    await user.keyboard('Sabc');
    expect(await screen.findByRole('option', { name: 'F002 Sabc' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(subAccount).toHaveValue('F002 Sabc');
    expect(cell('Label, line 1')).toHaveFocus();
  });
});

describe('entry editor: a supplier of fixed assets (PCG 4041)', () => {
  it('opens the party cell on 4041 though no supplier is kept there, and creates one under it', async () => {
    const supplier = {
      id: 'sup-mo',
      code: 'F00003',
      name: 'Machines Outils SA',
      kind: 'COMPANY',
      taxId: null,
      tradeRegister: null,
      email: null,
      phone: null,
      phoneOperator: null,
      address: null,
      city: null,
      countryCode: 'FR',
      paymentTermsDays: 0,
      notes: null,
      active: true,
      language: null,
      subAccountId: 'sub-F003',
      controlAccountId: 'acc-4041',
      controlAccountNumber: '4041',
      controlAccountFixed: false,
      withholdingAgent: false,
      subjectToPrecompte: false,
      balance: '0',
    };
    const { user, calls } = setup('/accounting/entries/new', {
      [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse({ ...COMPANY, accountingFramework: 'PCG' }),
      [`POST /v1/companies/${COMPANY_ID}/suppliers`]: () => jsonResponse(supplier, 201),
    });
    await screen.findByRole('heading', { name: 'New journal entry' });
    await waitFor(() => expect(cell('Label')).toHaveFocus());
    await user.click(account(1));
    await typeAndEnter(user, '4041');
    const party = screen.getByRole('combobox', { name: 'Sub-account, line 1' });
    expect(party).toBeEnabled();
    expect(party).toHaveFocus();
    await user.keyboard('Machines Outils SA');
    await user.click(await screen.findByRole('option', { name: 'Create supplier «Machines Outils SA»' }));
    const dialog = await screen.findByRole('dialog', { name: 'New supplier' });
    expect(within(dialog).getByText('Its sub-account goes under 4041.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create the supplier' }));

    await waitFor(() => expect(party).toHaveValue('Machines Outils SA'));
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toMatchObject({ name: 'Machines Outils SA', controlAccountId: 'acc-4041' });
  });

  it('fetches the parties words with the first letter typed in the party cell, then offers to create one', async () => {
    forgetWords('parties');
    const { user } = setup('/accounting/entries/new', {
      [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse({ ...COMPANY, accountingFramework: 'PCG' }),
    });
    await screen.findByRole('heading', { name: 'New journal entry' });
    await waitFor(() => expect(cell('Label')).toHaveFocus());
    await user.click(account(1));
    await typeAndEnter(user, '4041');
    expect(i18n.hasResourceBundle('en', 'parties')).toBe(false);
    await user.keyboard('Machines Outils SA');
    expect(await screen.findByRole('option', { name: 'Create supplier «Machines Outils SA»' })).toBeInTheDocument();
    expect(i18n.hasResourceBundle('en', 'parties')).toBe(true);
  });

  it('keeps the party cell off on an account that follows no party', async () => {
    const { user } = await openNewEntry();
    await user.click(account(1));
    await typeAndEnter(user, '571');
    expect(screen.getByRole('combobox', { name: 'Sub-account, line 1' })).toBeDisabled();
  });
});

describe('entry editor: no lost work', () => {
  it('asks before leaving a half-filled entry, then offers it back to restore', async () => {
    const first = await openNewEntry();
    await typeAndEnter(first.user, 'Achat machine');
    await act(() => first.router.navigate('/accounting/entries'));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await first.user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/accounting/entries'));
    first.unmount();

    const again = await openNewEntry();
    expect(cell('Label')).toHaveValue('');
    await again.user.click(await screen.findByRole('button', { name: 'Restore them' }));
    expect(cell('Label')).toHaveValue('Achat machine');
  });
});

describe('entry editor: totals', () => {
  it('keeps the totals and the difference live, and Validate off until the entry balances', async () => {
    const { user } = await openNewEntry();
    expect(totals()).toEqual({ debit: '0', credit: '0', difference: '0' });
    expect(validateButton()).toBeDisabled();
    await user.click(account(1));
    await typeAndEnter(user, '571');
    await user.click(cell('Debit, line 1'));
    await user.keyboard('1000');
    await user.click(account(2));
    await typeAndEnter(user, '101');
    await user.click(cell('Credit, line 2'));
    await user.keyboard('600');
    expect(totals()).toEqual({ debit: '1,000', credit: '600', difference: '400' });
    expect(screen.getByTestId('entry-violation')).toHaveTextContent('Total debit and total credit must be equal.');
    expect(validateButton()).toBeDisabled();
    await user.clear(cell('Credit, line 2'));
    await user.keyboard('1000');
    expect(totals()).toEqual({ debit: '1,000', credit: '1,000', difference: '0' });
    expect(screen.getByText('Balanced')).toBeInTheDocument();
    // Green text on the footer's grey fell short of 4.5:1 (axe): the zero keeps the text colour.
    expect(screen.getByTestId('difference').getAttribute('style') ?? '').not.toMatch(/green/);
    expect(validateButton()).toBeEnabled();
  });

  it('adds BigInt amounts without float errors and flags an amount the currency cannot hold', async () => {
    const { user } = await openNewEntry();
    await user.click(account(1));
    await typeAndEnter(user, '571');
    await user.click(cell('Debit, line 1'));
    await user.keyboard('900000000000001');
    await user.click(account(2));
    await typeAndEnter(user, '101');
    await user.click(cell('Credit, line 2'));
    await user.keyboard('12.5');
    expect(cell('Credit, line 2')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('entry-violation')).toHaveTextContent(
      'An amount has more decimals than the currency allows.',
    );
    expect(totals().debit).toBe('900,000,000,000,001');
    expect(validateButton()).toBeDisabled();
  });

  it('typing a debit empties the credit of the same line', async () => {
    const { user } = await openNewEntry();
    await user.click(cell('Credit, line 1'));
    await user.keyboard('500');
    await user.click(cell('Debit, line 1'));
    await user.keyboard('500');
    expect(cell('Credit, line 1')).toHaveValue('');
  });
});

describe('entry editor: account picker', () => {
  const options = () => screen.getAllByRole('option').map((option) => option.textContent);

  it.each([
    ['52', ['521Banques locales', '52110001Ecobank Douala']],
    ['57', ['571Caisse siège social']],
    ['caisse', ['571Caisse siège social']],
    ['ecobank', ['52110001Ecobank Douala']],
  ])('"%s" offers only the postable, active accounts that match', async (query, expected) => {
    const { user } = await openNewEntry();
    await user.click(account(1));
    await user.keyboard(query);
    await waitFor(() => expect(options()).toEqual(expected));
  });

  it('says so when nothing matches, and keeps the line empty', async () => {
    const { user } = await openNewEntry();
    await user.click(account(1));
    await user.keyboard('999');
    expect(await screen.findByText('No postable account matches')).toBeInTheDocument();
    await user.click(cell('Label, line 1'));
    expect(account(1)).toHaveValue('');
  });

  it('takes an exact number when the user leaves the cell', async () => {
    const { user } = await openNewEntry();
    await user.click(account(1));
    await user.keyboard('521');
    await user.click(cell('Label, line 1'));
    expect(account(1)).toHaveValue('521 Banques locales');
  });
});

async function openNewEntryWith(extra: Parameters<typeof stubFetch>[0]) {
  const context = setup('/accounting/entries/new', extra);
  await screen.findByRole('heading', { name: 'New journal entry' });
  await waitFor(() => expect(cell('Label')).toHaveFocus());
  return context;
}

const errorBody = (code: string, message: string, fields?: { path: string; code: string }[]) => ({
  code,
  message,
  frMessage: message,
  ...(fields ? { fields } : {}),
});

describe('entry editor: saving', () => {
  it('saves a new draft (POST), toasts, follows its address and re-fetches it and its list', async () => {
    const saved = entryDocument('doc-1', 'DRAFT', BALANCED_LINES, { reference: 'Acte du 15 mars' });
    const { calls, user, router, queryClient } = await openNewEntryWith({
      [`POST ${DOCUMENTS_PATH}`]: () => jsonResponse(saved, 201),
      [`GET ${documentPath('doc-1')}`]: () => jsonResponse(saved),
    });
    queryClient.setQueryData(journalEntriesQueryKey(WORK_FOLDER_ID, {}), { pages: [], pageParams: [] });
    await typeBalancedEntry(user);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Operation completed successfully')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toEqual({
      type: 'JOURNAL_ENTRY',
      date: expect.stringMatching(/^2026-\d{2}-\d{2}$/),
      label: 'Apport en capital',
      reference: 'Acte du 15 mars',
      journalCode: 'OD',
      lines: [
        { accountId: 'acc-52110001', subAccountId: null, label: null, debit: '1000000', credit: null },
        { accountId: 'acc-571', subAccountId: null, label: null, debit: '200000', credit: null },
        { accountId: 'acc-101', subAccountId: null, label: null, debit: null, credit: '1200000' },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounting/entries/doc-1'));
    // docs/seed-spec.md §7: the saved document and the list of its type are fetched again.
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'GET' && call.url.endsWith(documentPath('doc-1')))).toHaveLength(1),
    );
    expect(queryClient.getQueryState(journalEntriesQueryKey(WORK_FOLDER_ID, {}))?.isInvalidated).toBe(true);
    expect(await screen.findByRole('heading', { name: 'Draft journal entry' })).toBeInTheDocument();
    expect(cell('Label')).toHaveValue('Apport en capital');
  });

  it('validates a new entry: saves it, posts it with its body, then shows it numbered and read-only', async () => {
    const draft = entryDocument('doc-1', 'DRAFT', BALANCED_LINES);
    const validated = entryDocument('doc-1', 'VALIDATED', BALANCED_LINES);
    let state: 'DRAFT' | 'VALIDATED' = 'DRAFT';
    const { calls, user, router } = await openNewEntryWith({
      [`POST ${DOCUMENTS_PATH}`]: () => jsonResponse(draft, 201),
      [`POST ${documentPath('doc-1')}/state/VALIDATED`]: () => {
        state = 'VALIDATED';
        return jsonResponse(validated);
      },
      [`GET ${documentPath('doc-1')}`]: () => jsonResponse(state === 'DRAFT' ? draft : validated),
    });
    await typeBalancedEntry(user);
    await user.click(validateButton());
    expect(await screen.findByTestId('entry-number')).toHaveTextContent('OD-2026-000001');
    expect(screen.getByRole('heading', { name: 'Journal entry OD-2026-000001' })).toBeInTheDocument();
    expect(screen.getByText('Operation completed successfully')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/accounting/entries/doc-1');
    const stateCall = calls.find((call) => call.url.endsWith('/state/VALIDATED'));
    expect(await stateCall?.json()).toMatchObject({ type: 'JOURNAL_ENTRY', journalCode: 'OD' });
    // Read-only: no cell to type in, and the way to undo it is a reversal.
    expect(screen.queryByRole('combobox', { name: 'Account, line 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel the entry' })).toBeInTheDocument();
  });

  it('validates with Ctrl+Enter once balanced', async () => {
    const validated = entryDocument('doc-1', 'VALIDATED', BALANCED_LINES);
    const { calls, user } = await openNewEntryWith({
      [`POST ${DOCUMENTS_PATH}`]: () => jsonResponse(entryDocument('doc-1', 'DRAFT', BALANCED_LINES), 201),
      [`POST ${documentPath('doc-1')}/state/VALIDATED`]: () => jsonResponse(validated),
      [`GET ${documentPath('doc-1')}`]: () => jsonResponse(validated),
    });
    await typeBalancedEntry(user);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByTestId('entry-number')).toHaveTextContent('OD-2026-000001');
    expect(calls.some((call) => call.url.endsWith('/state/VALIDATED'))).toBe(true);
  });
});

describe('entry editor: existing entries', () => {
  it('saves a draft with PUT and marks the line the API refuses, with the error toast', async () => {
    const draft = entryDocument('doc-1', 'DRAFT', BALANCED_LINES);
    const { calls, user } = setup('/accounting/entries/doc-1', {
      [`GET ${documentPath('doc-1')}`]: () => jsonResponse(draft),
      [`PUT ${documentPath('doc-1')}`]: () =>
        jsonResponse(
          errorBody('ACCOUNT_MUST_BE_POSTABLE', 'Entries go to active accounts of at least three digits.', [
            { path: 'lines.1.accountId', code: 'ACCOUNT_MUST_BE_POSTABLE' },
          ]),
          422,
        ),
    });
    expect(await screen.findByRole('heading', { name: 'Draft journal entry' })).toBeInTheDocument();
    expect(account(1)).toHaveValue('52110001 Ecobank Douala');
    expect(cell('Debit, line 1')).toHaveValue('1000000');
    expect(cell('Credit, line 3')).toHaveValue('1200000');
    expect(totals()).toEqual({ debit: '1,200,000', credit: '1,200,000', difference: '0' });
    await user.keyboard('{Control>}s{/Control}');
    expect(await screen.findByText('ACCOUNT_MUST_BE_POSTABLE')).toBeInTheDocument();
    expect(screen.getByText('Entries go to active accounts of at least three digits.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    const lines = document.querySelectorAll('[data-line]');
    expect(lines[1]).toHaveAttribute('data-invalid', 'true');
    expect(lines[0]).not.toHaveAttribute('data-invalid');
    expect(
      within(lines[1] as HTMLElement).getByRole('img', { name: 'This account cannot receive entries.' }),
    ).toBeInTheDocument();
    // Changing the line clears the mark.
    await user.click(cell('Label, line 2'));
    await user.keyboard('Caisse');
    expect(lines[1]).not.toHaveAttribute('data-invalid');
  });

  it('deletes a draft after confirmation and goes back to the list', async () => {
    const draft = entryDocument('doc-1', 'DRAFT', BALANCED_LINES);
    const { calls, user, router } = setup('/accounting/entries/doc-1', {
      [`GET ${documentPath('doc-1')}`]: () => jsonResponse(draft),
      [`DELETE ${documentPath('doc-1')}`]: () => new Response(null, { status: 204 }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the draft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounting/entries'));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
    expect(screen.getByText('Operation completed successfully')).toBeInTheDocument();
  });

  it('cancels a validated entry after a confirmation that explains the reversal', async () => {
    const validated = entryDocument('doc-1', 'VALIDATED', BALANCED_LINES);
    const cancelled = { ...validated, state: 'CANCELLED' as const, reversalEntryId: 'entry-2' };
    let current = validated;
    const { calls, user, queryClient } = setup('/accounting/entries/doc-1', {
      [`GET ${documentPath('doc-1')}`]: () => jsonResponse(current),
      [`POST ${documentPath('doc-1')}/state/CANCELLED`]: () => {
        current = cancelled;
        return jsonResponse(cancelled);
      },
    });
    expect(await screen.findByTestId('entry-number')).toHaveTextContent('OD-2026-000001');
    expect(screen.getByText('52110001')).toBeInTheDocument();
    expect(screen.getByText('Ecobank Douala')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the entry' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel entry OD-2026-000001?' });
    expect(dialog).toHaveTextContent('cancelling posts a reversing entry');
    const day = within(dialog).getByLabelText(/Cancellation date/) as HTMLInputElement;
    expect(day.value).toBe(formatDateText(todayIsoDate(), 'en'));
    expect(calendarOf(dialog).min).toBe('2026-03-15');
    await user.clear(day);
    await user.type(day, '2026-04-30');
    await user.click(within(dialog).getByRole('button', { name: 'Post the reversal' }));
    expect(await screen.findByText('Cancelled by a reversing entry')).toBeInTheDocument();
    expect(calls.some((call) => call.url.endsWith('/state/CANCELLED?cancellationDate=2026-04-30'))).toBe(true);
    expect(queryClient.getQueryData(journalEntryQueryKey(WORK_FOLDER_ID, 'doc-1'))).toMatchObject({
      state: 'CANCELLED',
    });
    expect(screen.queryByRole('button', { name: 'Cancel the entry' })).not.toBeInTheDocument();
  });
});

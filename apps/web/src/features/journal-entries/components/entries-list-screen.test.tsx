import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, signInAs, stubFetch } from '../../../test/render.tsx';
import {
  BALANCED_LINES,
  COMPANY,
  COMPANY_ID,
  entryDocument,
  JOURNALS,
  WORK_FOLDER_ID,
  WORK_FOLDERS,
} from '../entry-fixtures.ts';
import { EntriesListScreen } from './entries-list-screen.tsx';

const LIST_PATH = `/v1/accountings/documents/workFolders/${WORK_FOLDER_ID}`;

function setup(pages: Record<string, unknown>) {
  window.localStorage.setItem('company', COMPANY_ID);
  signInAs();
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse(WORK_FOLDERS),
    [`GET /v1/accountings/companies/${COMPANY_ID}/journals`]: () => jsonResponse(JOURNALS),
    [`GET ${LIST_PATH}`]: (request) => jsonResponse(pages[new URL(request.url).searchParams.get('cursor') ?? 'first']),
  });
  const view = renderScreen(<EntriesListScreen />, '/accounting/entries');
  return { ...view, calls, user: userEvent.setup() };
}

const listQueries = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === LIST_PATH).map((call) => new URL(call.url).searchParams);

describe('journal entries list', () => {
  it('lists the entries with number, journal, amount and state, and loads more with the cursor', async () => {
    const validated = entryDocument('doc-1', 'VALIDATED', BALANCED_LINES);
    const draft = entryDocument('doc-2', 'DRAFT', BALANCED_LINES, {
      label: 'Loyer de mars',
      reference: 'Quittance 03',
    });
    const older = entryDocument('doc-3', 'DRAFT', BALANCED_LINES, { label: 'Ancienne écriture' });
    const { calls, user } = setup({
      first: { items: [validated, draft], total: 3, nextCursor: 'page-2' },
      'page-2': { items: [older], total: 3, nextCursor: null },
    });
    const table = await screen.findByRole('table', { name: 'Journal entries' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('OD-2026-000001');
    expect(rows[0]).toHaveTextContent('1,200,000');
    expect(rows[0]).toHaveTextContent('validated');
    expect(rows[1]).toHaveTextContent('draft');
    expect(rows[1]).toHaveTextContent('Quittance 03');
    expect(within(rows[0] as HTMLElement).getByRole('link')).toHaveAttribute('href', '/accounting/entries/doc-1');
    expect(screen.getByText('2 of 3 entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Ancienne écriture')).toBeInTheDocument();
    expect(screen.getByText('3 of 3 entries')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const queries = listQueries(calls);
    expect(queries[0]?.get('type')).toBe('JOURNAL_ENTRY');
    expect(queries[1]?.get('cursor')).toBe('page-2');
  });

  it('filters by state, journal and dates through the query of the API', async () => {
    const { calls, user } = setup({ first: { items: [], total: 0, nextCursor: null } });
    expect(await screen.findByText('No entry in this folder yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'State' }));
    await user.click(await screen.findByRole('option', { name: 'validated' }));
    await waitFor(() => expect(listQueries(calls).at(-1)?.get('state')).toBe('VALIDATED'));
    await user.click(screen.getByRole('combobox', { name: 'Journal' }));
    await user.click(await screen.findByRole('option', { name: 'BQ — Bank' }));
    await waitFor(() => expect(listQueries(calls).at(-1)?.get('journalCode')).toBe('BQ'));
    expect(await screen.findByText('No entry matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(listQueries(calls).at(-1)?.has('state')).toBe(false));
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, stubFetch } from '../../../test/render.tsx';
import {
  COMPANY,
  COMPANY_ID,
  ENTRY_CHART,
  JOURNALS,
  WORK_FOLDER_ID,
  WORK_FOLDERS,
} from '../../journal-entries/entry-fixtures.ts';
import { catchDownloads } from '../../reports/report-test-setup.ts';
import { JournalReportScreen } from './journal-report-screen.tsx';

const JOURNAL_PATH = `/v1/accountings/workFolders/${WORK_FOLDER_ID}/journal`;

const entry = (number: number, lines: [string, string, string][]) => ({
  id: `entry-${number}`,
  number: `OD-2026-${String(number).padStart(6, '0')}`,
  journalCode: 'OD',
  date: '2026-03-15',
  label: `Écriture ${number}`,
  sourceType: 'DOCUMENT',
  sourceId: `doc-${number}`,
  lines: lines.map(([accountNumber, debit, credit]) => ({
    accountNumber,
    accountLabel: accountNumber === '571' ? 'Caisse siège social' : 'Capital social',
    subAccountNumber: null,
    label: null,
    debit,
    credit,
    matchingCode: null,
  })),
});

function setup(pages: Record<string, unknown>, path = '/accounting/journal') {
  window.localStorage.setItem('company', COMPANY_ID);
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse(WORK_FOLDERS),
    [`GET /v1/accountings/companies/${COMPANY_ID}/journals`]: () => jsonResponse(JOURNALS),
    [`GET /v1/accountings/companies/${COMPANY_ID}/chart-of-accounts`]: () => jsonResponse(ENTRY_CHART),
    [`GET ${JOURNAL_PATH}`]: (request) => {
      const query = new URL(request.url).searchParams;
      if (query.get('format')) return new Response('Journal', { headers: { 'Content-Type': 'text/csv' } });
      return jsonResponse(pages[query.get('cursor') ?? 'first']);
    },
  });
  renderScreen(<JournalReportScreen />, path);
  return { calls, user: userEvent.setup() };
}

const journalQueries = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === JOURNAL_PATH).map((call) => new URL(call.url).searchParams);

describe('journal report', () => {
  it('shows each entry with its lines and the totals of the whole filter', async () => {
    setup({
      first: {
        items: [
          entry(1, [
            ['571', '200000', '0'],
            ['101', '0', '200000'],
          ]),
        ],
        totals: { debit: '5200000', credit: '5200000' },
        nextCursor: null,
      },
    });
    expect(await screen.findByText('OD-2026-000001')).toBeInTheDocument();
    expect(screen.getByText('Écriture 1')).toBeInTheDocument();
    const lines = document.querySelectorAll('[data-line-of="OD-2026-000001"]');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('571Caisse siège social200,000');
    expect(screen.getByTestId('journal-totals')).toHaveTextContent('Totals of the filter5,200,0005,200,000');
    expect(screen.getByRole('group', { name: 'Total debit of the filter' })).toHaveTextContent(/FCFA\s5,200,000/);
    expect(screen.getByText('all entries shown')).toBeInTheDocument();
  });

  it('loads the next page with the cursor', async () => {
    const { calls, user } = setup({
      first: {
        items: [
          entry(1, [
            ['571', '100', '0'],
            ['101', '0', '100'],
          ]),
        ],
        totals: { debit: '300', credit: '300' },
        nextCursor: 'c2',
      },
      c2: {
        items: [
          entry(2, [
            ['571', '200', '0'],
            ['101', '0', '200'],
          ]),
        ],
        totals: { debit: '300', credit: '300' },
        nextCursor: null,
      },
    });
    await screen.findByText('OD-2026-000001');
    // The list is short: the next page comes while the first is on screen, or from the button.
    const more = screen.queryByRole('button', { name: 'Load more' });
    if (more) await user.click(more);
    expect(await screen.findByText('OD-2026-000002')).toBeInTheDocument();
    expect(journalQueries(calls).map((query) => query.get('cursor'))).toEqual([null, 'c2']);
    expect(journalQueries(calls)[0]?.get('limit')).toBe('200');
  });

  it('draws only the rows near the viewport of 100,000 lines', async () => {
    const entries = Array.from({ length: 25_000 }, (_, index) =>
      entry(index + 1, [
        ['571', '100', '0'],
        ['571', '100', '0'],
        ['101', '0', '100'],
        ['101', '0', '100'],
      ]),
    );
    setup({ first: { items: entries, totals: { debit: '5000000', credit: '5000000' }, nextCursor: null } });
    expect(await screen.findByText('OD-2026-000001', {}, { timeout: 15_000 })).toBeInTheDocument();
    const drawn = document.querySelectorAll('[data-line-of]').length + document.querySelectorAll('[data-entry]').length;
    expect(drawn).toBeGreaterThan(10);
    expect(drawn).toBeLessThan(200);
    expect(screen.queryByText('OD-2026-025000')).not.toBeInTheDocument();
    expect(screen.getByText('25,000')).toBeInTheDocument();
  });

  it('sends the filters (journal, account) to the API', async () => {
    const { calls, user } = setup({ first: { items: [], totals: { debit: '0', credit: '0' }, nextCursor: null } });
    expect(
      await screen.findByText('Nothing is posted in this folder yet: validated entries appear here.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Journal' }));
    await user.click(await screen.findByRole('option', { name: 'CA — Cash' }));
    await waitFor(() => expect(journalQueries(calls).at(-1)?.get('journalCode')).toBe('CA'));
    await user.click(screen.getByRole('combobox', { name: 'Account' }));
    await user.keyboard('571{Enter}');
    await waitFor(() => expect(journalQueries(calls).at(-1)?.get('accountId')).toBe('acc-571'));
    expect(await screen.findByText('No posted entry matches these filters.')).toBeInTheDocument();
  });

  it('exports the journal as shown: same filters, the folder dates when none are chosen', async () => {
    const saved = catchDownloads();
    const { calls, user } = setup(
      { first: { items: [], totals: { debit: '0', credit: '0' }, nextCursor: null } },
      '/accounting/journal?journal=CA',
    );
    const xlsx = await screen.findByRole('button', { name: 'Export as XLSX' });
    await waitFor(() => expect(xlsx).toBeEnabled());
    await user.click(xlsx);
    await waitFor(() => expect(saved.map((file) => file.fileName)).toEqual(['journal_2026-01-01_2026-12-31.xlsx']));
    const exported = journalQueries(calls).find((query) => query.get('format'));
    expect(exported?.get('format')).toBe('xlsx');
    expect(exported?.get('journalCode')).toBe('CA');
    expect(exported?.get('lang')).toBe('en');
    expect(screen.getByRole('button', { name: 'Export as PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export as CSV' })).toBeInTheDocument();
  });
});

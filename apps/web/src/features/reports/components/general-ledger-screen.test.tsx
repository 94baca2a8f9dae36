import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render.tsx';
import { COMPANY_ID } from '../../journal-entries/entry-fixtures.ts';
import { catchDownloads, REPORTS_BASE, reportQueries, setupReports } from '../report-test-setup.ts';
import { GeneralLedgerScreen } from './general-ledger-screen.tsx';

const line = (number: string, date: string, debit: string, credit: string, balance: string, label: string) => ({
  entryId: `entry-${number}`,
  lineId: `line-${number}`,
  number,
  journalCode: 'BQ',
  date,
  label,
  subAccountNumber: null,
  matchingCode: null as string | null,
  debit,
  credit,
  balance,
});

const page = (lines: ReturnType<typeof line>[], nextCursor: string | null) => ({
  account: { id: 'acc-521', number: '521', label: 'Banques locales' },
  from: '2026-01-01',
  to: '2026-12-31',
  currency: 'XAF',
  openingBalance: '1000000',
  lines,
  totals: { debit: '1192500', credit: '1677000' },
  closingBalance: '515500',
  nextCursor,
});

const FIRST = page(
  [
    line('BQ-2026-1', '2026-03-01', '1192500', '0', '2192500', 'Règlement Hôtel du Wouri'),
    line('BQ-2026-2', '2026-03-15', '0', '477000', '1715500', 'Règlement Moulins du Cameroun'),
  ],
  '2026-03-15|BQ-2026-2|2',
);
const SECOND = page([line('BQ-2026-3', '2026-04-01', '0', '1200000', '515500', 'Achat de matériel')], null);

describe('general ledger screen', () => {
  it('asks for an account before anything else', async () => {
    const calls = setupReports({});
    renderScreen(<GeneralLedgerScreen />, '/accounting/general-ledger');
    expect(await screen.findByText('Choose an account to read its movements and running balance.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Account' })).toBeInTheDocument();
    expect(reportQueries(calls, 'general-ledger')).toEqual([]);
  });

  it('shows the account from the address: opening balance, lines with their running balance, totals, closing', async () => {
    setupReports({ 'general-ledger': FIRST });
    renderScreen(<GeneralLedgerScreen />, '/accounting/general-ledger?accountId=acc-521&from=2026-01-01');
    const table = await screen.findByRole('table', { name: 'General ledger 521' });
    expect(within(table).getByTestId('ledger-opening')).toHaveTextContent('Jan 1, 2026Opening balance1,000,000 Dr');
    const rows = within(table).getAllByTestId('ledger-line');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Mar 1, 2026BQBQ-2026-1Règlement Hôtel du Wouri1,192,5002,192,500 Dr',
      'Mar 15, 2026BQBQ-2026-2Règlement Moulins du Cameroun477,0001,715,500 Dr',
    ]);
    expect(within(table).getByTestId('ledger-totals')).toHaveTextContent('Totals of the period1,192,5001,677,000');
    expect(within(table).getByTestId('ledger-closing')).toHaveTextContent('Closing balance (Dec 31, 2026)515,500 Dr');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Account' })).toHaveValue('521 Banques locales'));
  });

  it('loads the next page after the cursor and keeps the running balance going', async () => {
    const calls = setupReports(
      {},
      {
        [`GET ${REPORTS_BASE}/general-ledger`]: (request) =>
          jsonResponse(new URL(request.url).searchParams.get('cursor') ? SECOND : FIRST),
      },
    );
    const user = userEvent.setup();
    renderScreen(<GeneralLedgerScreen />, '/accounting/general-ledger?accountId=acc-521');
    await screen.findAllByTestId('ledger-line');
    expect(screen.getByText('Lines shown: 2, more follow')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load the next lines' }));
    await waitFor(() => expect(screen.getAllByTestId('ledger-line')).toHaveLength(3));
    expect(screen.getAllByTestId('ledger-line')[2]).toHaveTextContent('Achat de matériel1,200,000515,500 Dr');
    expect(screen.queryByRole('button', { name: 'Load the next lines' })).not.toBeInTheDocument();
    const queries = reportQueries(calls, 'general-ledger');
    expect(queries.map((query) => [query.get('accountId'), query.get('cursor'), query.get('limit')])).toEqual([
      ['acc-521', null, '100'],
      ['acc-521', '2026-03-15|BQ-2026-2|2', '100'],
    ]);
  });

  it('shows a credit balance as such and changes account from the picker', async () => {
    const calls = setupReports({
      'general-ledger': { ...page([], null), openingBalance: '-250000', closingBalance: '-250000' },
    });
    const user = userEvent.setup();
    renderScreen(<GeneralLedgerScreen />, '/accounting/general-ledger?accountId=acc-521');
    expect(await screen.findByTestId('ledger-opening')).toHaveTextContent('250,000 Cr');
    expect(screen.getByText('No movement on this account in this period.')).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'Account' });
    await user.clear(picker);
    await user.type(picker, '101');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(reportQueries(calls, 'general-ledger').at(-1)?.get('accountId')).toBe('acc-101'));
  });

  it('exports the ledger of the account with its period', async () => {
    const calls = setupReports({ 'general-ledger': FIRST });
    // Saved by the spy, not by a click that would take the page to the file's blob: address.
    catchDownloads();
    const user = userEvent.setup();
    renderScreen(<GeneralLedgerScreen />, '/accounting/general-ledger?accountId=acc-521');
    await screen.findAllByTestId('ledger-line');
    await user.click(screen.getByRole('button', { name: 'Export as XLSX' }));
    await waitFor(() => expect(reportQueries(calls, 'general-ledger').some((query) => query.get('format'))).toBe(true));
    const exported = reportQueries(calls, 'general-ledger').find((query) => query.get('format'));
    expect(Object.fromEntries(exported ?? [])).toMatchObject({
      accountId: 'acc-521',
      from: '2026-01-01',
      to: '2026-12-31',
      format: 'xlsx',
      lang: 'en',
    });
  });

  it('shows the letter codes of an account that carries open items, and its open items to match', async () => {
    const matchingBase = `/v1/accountings/companies/${COMPANY_ID}`;
    const calls = setupReports(
      {
        'general-ledger': {
          ...page(
            [{ ...line('AC-2026-1', '2026-02-01', '0', '59000', '-59000', 'Facture Sabc'), matchingCode: 'AB' }],
            null,
          ),
          account: { id: 'acc-401', number: '401', label: 'Fournisseurs' },
          openingBalance: '0',
          closingBalance: '-59000',
        },
      },
      {
        [`GET ${matchingBase}/open-items`]: () =>
          jsonResponse({
            date: '2026-04-10',
            workFolderId: 'folder',
            items: [],
            balance: '0',
            total: 0,
            nextCursor: null,
          }),
        [`GET ${matchingBase}/matchings`]: () => jsonResponse({ items: [], nextCursor: null }),
      },
    );
    renderScreen(<GeneralLedgerScreen />, '/accounting/general-ledger?accountId=acc-401');
    const table = await screen.findByRole('table', { name: 'General ledger 401' });
    expect(within(table).getByRole('columnheader', { name: 'Matching' })).toBeInTheDocument();
    expect(within(table).getByTestId('ledger-line')).toHaveTextContent('59,000AB59,000 Cr');
    expect(await screen.findByText('No open items: everything is matched.')).toBeInTheDocument();
    const openItems = calls.find((call) => new URL(call.url).pathname === `${matchingBase}/open-items`);
    expect(new URL(openItems?.url ?? '').searchParams.get('accountId')).toBe('acc-401');
  });

  it('offers no matching on an account without open items', async () => {
    const calls = setupReports({ 'general-ledger': FIRST });
    renderScreen(<GeneralLedgerScreen />, '/accounting/general-ledger?accountId=acc-521');
    const table = await screen.findByRole('table', { name: 'General ledger 521' });
    expect(within(table).queryByRole('columnheader', { name: 'Matching' })).not.toBeInTheDocument();
    expect(screen.queryByText('Open items and matching')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/open-items'))).toBe(false);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render.tsx';
import { COMPANY_ID, WORK_FOLDERS } from '../../journal-entries/entry-fixtures.ts';
import { catchDownloads, reportQueries, setupReports } from '../report-test-setup.ts';
import { BalanceSheetScreen } from './balance-sheet-screen.tsx';
import { IncomeStatementScreen } from './income-statement-screen.tsx';
import { TrialBalanceScreen } from './trial-balance-screen.tsx';

const zero = { openingDebit: '0', openingCredit: '0' };
const PERIOD = { from: '2026-01-01', to: '2026-12-31', currency: 'XAF' };

const trialRow = (accountNumber: string, label: string, debit: string, credit: string) => ({
  accountId: `acc-${accountNumber}`,
  accountNumber,
  label,
  subAccountId: null,
  subAccountNumber: null,
  ...zero,
  debit,
  credit,
  closingDebit: debit,
  closingCredit: credit,
});

const TRIAL_BALANCE = {
  ...PERIOD,
  accounts: [trialRow('101', 'Capital social', '0', '1200000'), trialRow('571', 'Caisse', '1200000', '0')],
  totals: { ...zero, debit: '1200000', credit: '1200000', closingDebit: '1200000', closingCredit: '1200000' },
};

const BALANCE_SHEET = {
  ...PERIOD,
  previous: null,
  assets: [
    {
      ref: 'AM',
      kind: 'rubric',
      label: 'Matériel',
      note: null,
      gross: '600000',
      depreciation: '60000',
      net: '540000',
      previousNet: null,
      accounts: [
        {
          accountId: 'acc-2441',
          accountNumber: '2441',
          label: 'Matériel de bureau',
          column: 'gross',
          amount: '600000',
        },
        {
          accountId: 'acc-2844',
          accountNumber: '2844',
          label: 'Amortissements du matériel',
          column: 'depreciation',
          amount: '60000',
        },
      ],
    },
    {
      ref: 'BS',
      kind: 'rubric',
      label: 'Banques',
      note: null,
      gross: '460000',
      depreciation: '0',
      net: '460000',
      previousNet: null,
      accounts: [
        { accountId: 'acc-521', accountNumber: '521', label: 'Banques locales', column: 'gross', amount: '460000' },
      ],
    },
    {
      ref: 'BZ',
      kind: 'total',
      label: 'TOTAL GÉNÉRAL',
      note: null,
      gross: '1060000',
      depreciation: '60000',
      net: '1000000',
      previousNet: null,
      accounts: [],
    },
  ],
  liabilities: [
    {
      ref: 'CA',
      kind: 'rubric',
      label: 'Capital',
      note: null,
      amount: '1000000',
      previousAmount: null,
      accounts: [{ accountId: 'acc-101', accountNumber: '101', label: 'Capital social', amount: '1000000' }],
    },
  ],
  totals: { assets: '1000000', liabilities: '1000000' },
  result: '-25000',
  equityCheck: {
    equity: '975000',
    capital: '1000000',
    equityBelowHalfOfCapital: false,
    legalBasis: 'AUSCGIE art. 371',
  },
  unmappedAccounts: [],
};

const INCOME_STATEMENT = {
  ...PERIOD,
  previous: null,
  lines: [
    {
      ref: 'TA',
      kind: 'rubric',
      label: 'Ventes de marchandises',
      note: '21',
      amount: '500000',
      previousAmount: null,
      accounts: [{ accountId: 'acc-701', accountNumber: '701', label: 'Ventes de marchandises', amount: '500000' }],
    },
    {
      ref: 'XA',
      kind: 'subtotal',
      label: 'MARGE COMMERCIALE',
      note: null,
      amount: '500000',
      previousAmount: null,
      accounts: [],
    },
  ],
  result: '500000',
  unmappedAccounts: [{ accountNumber: '7999', balance: '10' }],
};

describe('report screens', () => {
  it('shows the trial balance with its totals and asks for the sub-account detail', async () => {
    const calls = setupReports({ 'trial-balance': TRIAL_BALANCE });
    const user = userEvent.setup();
    renderScreen(<TrialBalanceScreen />, '/accounting/trial-balance');
    const table = await screen.findByRole('table', { name: 'Trial balance' });
    expect(within(table).getByText('Capital social').closest('tr')).toHaveTextContent(
      '101Capital social1,200,0001,200,000',
    );
    expect(screen.getByTestId('trial-balance-totals')).toHaveTextContent(
      'Totals001,200,0001,200,0001,200,0001,200,000',
    );
    expect(screen.getByText('Exercice 2026, from Jan 1, 2026 to Dec 31, 2026')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Detail by sub-account' }));
    await waitFor(() => expect(reportQueries(calls, 'trial-balance').at(-1)?.get('bySubAccount')).toBe('true'));
  });

  it('reads a closed folder before closing on request, and exports and drills down the same way', async () => {
    const closed = WORK_FOLDERS.map((folder) => ({ ...folder, status: 'CLOSED' }));
    const calls = setupReports(
      { 'trial-balance': TRIAL_BALANCE },
      { [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse(closed) },
    );
    catchDownloads();
    const user = userEvent.setup();
    renderScreen(<TrialBalanceScreen />, '/accounting/trial-balance');
    await screen.findByRole('table', { name: 'Trial balance' });
    expect(reportQueries(calls, 'trial-balance').at(-1)?.get('beforeClosing')).toBeNull();
    await user.click(await screen.findByRole('switch', { name: 'Before closing' }));
    await waitFor(() => expect(reportQueries(calls, 'trial-balance').at(-1)?.get('beforeClosing')).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() =>
      expect(
        reportQueries(calls, 'trial-balance')
          .find((query) => query.get('format'))
          ?.get('beforeClosing'),
      ).toBe('true'),
    );
    await user.click(await screen.findByRole('link', { name: '571' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('beforeClosing=true');
  });

  it('offers no before-closing switch for an open folder', async () => {
    setupReports({ 'trial-balance': TRIAL_BALANCE });
    renderScreen(<TrialBalanceScreen />, '/accounting/trial-balance');
    await screen.findByRole('table', { name: 'Trial balance' });
    expect(screen.queryByRole('switch', { name: 'Before closing' })).toBeNull();
  });

  it('opens the general ledger of a trial balance account over the same period', async () => {
    setupReports({ 'trial-balance': TRIAL_BALANCE });
    const user = userEvent.setup();
    renderScreen(<TrialBalanceScreen />, '/accounting/trial-balance');
    await user.click(await screen.findByRole('link', { name: '571' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/accounting/general-ledger?accountId=acc-571&from=2026-01-01&to=2026-12-31',
    );
  });

  it('exports the trial balance as CSV with its period and the reader language, and saves the file', async () => {
    const calls = setupReports({ 'trial-balance': TRIAL_BALANCE });
    const saved = catchDownloads();
    const user = userEvent.setup();
    renderScreen(<TrialBalanceScreen />, '/accounting/trial-balance');
    await screen.findByRole('table', { name: 'Trial balance' });
    await user.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const exported = reportQueries(calls, 'trial-balance').find((query) => query.get('format'));
    expect(Object.fromEntries(exported ?? [])).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
      bySubAccount: 'false',
      format: 'csv',
      lang: 'en',
    });
    expect(saved[0]?.fileName).toBe('trial-balance_2026-01-01_2026-12-31.csv');
    expect(await saved[0]?.blob.text()).toContain('101;Capital social');
    expect(screen.getByRole('button', { name: 'Export as CSV' })).toBeEnabled();
  });

  it('shows the balance sheet, its totals and the result', async () => {
    setupReports({ 'balance-sheet': BALANCE_SHEET });
    renderScreen(<BalanceSheetScreen />, '/accounting/balance-sheet');
    const assets = await screen.findByRole('table', { name: 'Assets' });
    expect(within(assets).getByText('TOTAL GÉNÉRAL').closest('tr')).toHaveAttribute('data-ref', 'BZ');
    expect(screen.getByRole('table', { name: 'Equity and liabilities' })).toHaveTextContent('Capital1,000,000');
    expect(screen.getByTestId('balance-sheet-result')).toHaveTextContent('Result of the period (loss): 25,000');
    expect(screen.queryByTestId('equity-below-half')).not.toBeInTheDocument();
  });

  it('flags equity below half of the share capital', async () => {
    const equityCheck = { ...BALANCE_SHEET.equityCheck, equity: '400000', equityBelowHalfOfCapital: true };
    setupReports({ 'balance-sheet': { ...BALANCE_SHEET, equityCheck } });
    renderScreen(<BalanceSheetScreen />, '/accounting/balance-sheet');
    expect(await screen.findByTestId('equity-below-half')).toHaveTextContent(
      'Equity (400,000) is below half of the share capital (1,000,000)',
    );
  });

  it('opens a balance sheet rubric to its accounts, gross and depreciation apart, each leading to its ledger', async () => {
    setupReports({ 'balance-sheet': BALANCE_SHEET });
    const user = userEvent.setup();
    renderScreen(<BalanceSheetScreen />, '/accounting/balance-sheet?from=2026-01-01');
    const assets = await screen.findByRole('table', { name: 'Assets' });
    expect(within(assets).queryByText('Matériel de bureau')).not.toBeInTheDocument();
    const rubric = within(assets).getByRole('button', { name: 'Matériel' });
    expect(rubric).toHaveAttribute('aria-expanded', 'false');
    await user.click(rubric);
    expect(rubric).toHaveAttribute('aria-expanded', 'true');
    const gross = within(assets).getByText('Matériel de bureau').closest('tr');
    expect(gross).toHaveAttribute('data-rubric', 'AM');
    expect(gross?.querySelectorAll('td')[2]).toHaveTextContent('600,000');
    const depreciation = within(assets).getByText('Amortissements du matériel').closest('tr');
    expect(depreciation?.querySelectorAll('td')[2]).toHaveTextContent(/^$/);
    expect(depreciation?.querySelectorAll('td')[3]).toHaveTextContent('60,000');
    await user.click(within(assets).getByRole('link', { name: /2844/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/accounting/general-ledger?accountId=acc-2844&from=2026-01-01&to=2026-12-31',
    );
  });

  it('opens and closes every rubric of a side at once', async () => {
    setupReports({ 'balance-sheet': BALANCE_SHEET });
    const user = userEvent.setup();
    renderScreen(<BalanceSheetScreen />, '/accounting/balance-sheet');
    const assets = await screen.findByRole('table', { name: 'Assets' });
    await user.click(screen.getByRole('button', { name: 'Show the accounts of every item (Assets)' }));
    expect(
      within(assets)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['2441Matériel de bureau', '2844Amortissements du matériel', '521Banques locales']);
    await user.click(screen.getByRole('button', { name: 'Hide the accounts (Assets)' }));
    expect(within(assets).queryAllByRole('link')).toEqual([]);
  });

  it('shows the income statement down to the net result and opens a rubric to its accounts', async () => {
    setupReports({ 'income-statement': INCOME_STATEMENT });
    const user = userEvent.setup();
    renderScreen(<IncomeStatementScreen />, '/accounting/income-statement');
    expect(await screen.findByText('MARGE COMMERCIALE')).toBeInTheDocument();
    expect(screen.getByTestId('net-result')).toHaveTextContent('500,000');
    expect(screen.getByText('Net result (profit)')).toBeInTheDocument();
    expect(screen.getByText('Accounts outside the statement layout: 7999')).toBeInTheDocument();
    // A subtotal has no accounts of its own: it is not a toggle.
    expect(screen.queryByRole('button', { name: 'MARGE COMMERCIALE' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ventes de marchandises' }));
    const account = screen.getByRole('link', { name: /^701/ });
    expect(account.closest('tr')).toHaveTextContent('500,000');
    expect(account).toHaveAttribute(
      'href',
      '/accounting/general-ledger?accountId=acc-701&from=2026-01-01&to=2026-12-31',
    );
  });

  it('sets the previous year beside the year when there is one', async () => {
    const withPrevious = {
      ...INCOME_STATEMENT,
      previous: { from: '2025-01-01', to: '2025-12-31' },
      lines: INCOME_STATEMENT.lines.map((line) => ({ ...line, previousAmount: '320000' })),
    };
    setupReports({ 'income-statement': withPrevious });
    renderScreen(<IncomeStatementScreen />, '/accounting/income-statement');
    const table = await screen.findByRole('table', { name: 'Income statement' });
    expect(within(table).getByRole('columnheader', { name: 'N-1 (2025)' })).toBeInTheDocument();
    expect(table.querySelector('[data-ref="TA"]')).toHaveTextContent('TAVentes de marchandises500,000320,000');
  });

  it('shows no previous-year column for a first year', async () => {
    setupReports({ 'income-statement': INCOME_STATEMENT });
    renderScreen(<IncomeStatementScreen />, '/accounting/income-statement');
    const table = await screen.findByRole('table', { name: 'Income statement' });
    expect(within(table).queryByRole('columnheader', { name: /N-1/ })).toBeNull();
  });

  it('exports each statement in the format asked', async () => {
    const calls = setupReports({ 'income-statement': INCOME_STATEMENT, 'balance-sheet': BALANCE_SHEET });
    const saved = catchDownloads();
    const user = userEvent.setup();
    const view = renderScreen(<IncomeStatementScreen />, '/accounting/income-statement');
    await screen.findByText('MARGE COMMERCIALE');
    await user.click(screen.getByRole('button', { name: 'Export as PDF' }));
    await waitFor(() =>
      expect(saved.map((file) => file.fileName)).toEqual(['income-statement_2026-01-01_2026-12-31.pdf']),
    );
    view.unmount();
    renderScreen(<BalanceSheetScreen />, '/accounting/balance-sheet');
    await screen.findByRole('table', { name: 'Assets' });
    await user.click(screen.getByRole('button', { name: 'Export as XLSX' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(
      reportQueries(calls, 'income-statement')
        .find((query) => query.get('format'))
        ?.get('format'),
    ).toBe('pdf');
    expect(
      reportQueries(calls, 'balance-sheet')
        .find((query) => query.get('format'))
        ?.get('format'),
    ).toBe('xlsx');
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/language.ts';
import { fakeToken, jsonResponse, renderScreen } from '../../../test/render.tsx';
import { WORK_FOLDER_ID, WORK_FOLDERS } from '../../journal-entries/entry-fixtures.ts';
import { WorkFolderSummaryScreen } from '../../work-folders/components/work-folder-summary-screen.tsx';
import { reportQueries, setupReports } from '../report-test-setup.ts';

const month = (number: string, revenue: string, expenses: string, cash: string) => ({
  month: `2026-${number}`,
  revenue,
  expenses,
  cash,
});

const DASHBOARD = {
  from: '2026-01-01',
  to: '2026-03-31',
  currency: 'XAF',
  revenue: '145000',
  expenses: '185000',
  result: '-40000',
  cash: '1215500',
  receivables: '53663',
  payables: '220613',
  months: [
    month('01', '0', '0', '1000000'),
    month('02', '45000', '0', '1000000'),
    month('03', '100000', '185000', '1215500'),
  ],
};

const SUMMARY = {
  ...WORK_FOLDERS[0],
  entryCount: 4,
  draftDocuments: 0,
  validatedDocuments: 3,
  cancelledDocuments: 0,
  totalDebit: '1500000',
  totalCredit: '1500000',
  currency: 'XAF',
};

function setup(profiles: string[]) {
  window.localStorage.setItem('access_token', fakeToken(3600, { profiles }));
  return setupReports(
    { dashboard: DASHBOARD },
    { [`GET /v1/accountings/workFolders/${WORK_FOLDER_ID}`]: () => jsonResponse(SUMMARY) },
  );
}

describe('work folder dashboard', () => {
  it('shows the six figures above the folder summary, each leading to its report', async () => {
    setup(['reports.read']);
    renderScreen(<WorkFolderSummaryScreen workFolderId={WORK_FOLDER_ID} />, '/workfolder');
    const figures = await screen.findByRole('region', { name: 'Figures of the period' });
    await within(figures).findAllByText(/FCFA/);
    // Each figure is a link named by its label and amount.
    const value = (name: string) => within(figures).getByRole('link', { name: new RegExp(`^${name}`) });
    expect(value('Revenue')).toHaveTextContent('FCFA 145,000');
    expect(value('Expenses')).toHaveTextContent('FCFA 185,000');
    expect(value('Result')).toHaveTextContent('FCFA -40,000');
    expect(value('Cash')).toHaveTextContent('FCFA 1,215,500');
    expect(value('Receivables')).toHaveTextContent('FCFA 53,663');
    expect(value('Payables')).toHaveTextContent('FCFA 220,613');
    expect(within(figures).getByText('From Jan 1, 2026 to Mar 31, 2026')).toBeInTheDocument();
    const links = within(figures)
      .getAllByRole('link')
      .map((link) => [link.getAttribute('data-figure'), link.getAttribute('href')]);
    expect(links).toEqual([
      ['revenue', '/accounting/income-statement'],
      ['expenses', '/accounting/income-statement'],
      ['result', '/accounting/income-statement'],
      ['cash', '/accounting/balance-sheet'],
      ['receivables', '/sale/aged-receivables'],
      ['payables', '/purchase/aged-payables'],
    ]);
    // What the summary showed before is still there, below.
    expect(screen.getByRole('group', { name: 'Entries posted' })).toHaveTextContent('4');
    expect(
      figures.compareDocumentPosition(screen.getByRole('group', { name: 'Entries posted' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('draws revenue against expenses and the cash by month, each amount on hover and in a table', async () => {
    setup(['reports.read']);
    const user = userEvent.setup();
    renderScreen(<WorkFolderSummaryScreen workFolderId={WORK_FOLDER_ID} />, '/workfolder');
    const monthly = await screen.findByRole('img', {
      name: 'Revenue and expenses by month, from Jan 1, 2026 to Mar 31, 2026',
    });
    const bars = monthly.querySelectorAll('rect[data-series]');
    expect(bars).toHaveLength(6);
    const marchExpenses = monthly.querySelector('rect[data-series="expenses"][data-month="2"]');
    expect(marchExpenses?.querySelector('title')?.textContent).toBe('March 2026 · Expenses: FCFA\u00a0185,000');
    // The taller bar is the larger amount: expenses of March (185,000) above its revenue (100,000).
    const height = (bar: Element | null) => Number(bar?.getAttribute('height'));
    expect(height(marchExpenses)).toBeGreaterThan(
      height(monthly.querySelector('rect[data-series="revenue"][data-month="2"]')),
    );
    const cash = screen.getByRole('img', { name: 'Cash at the end of each month, from Jan 1, 2026 to Mar 31, 2026' });
    expect(cash.querySelectorAll('circle')).toHaveLength(3);
    expect(cash.querySelector('circle[data-month="2"] title')?.textContent).toBe(
      'March 2026 · Cash: FCFA\u00a01,215,500',
    );

    const chart = screen.getByTestId('chart-cash');
    await user.click(within(chart).getByRole('radio', { name: 'Figures as a table' }));
    const table = within(chart).getByRole('table', { name: /^Cash at the end of each month/ });
    expect(within(table).getByText('February 2026').closest('tr')).toHaveTextContent(/1[\s\u202f,]000[\s\u202f,]000/);
  });

  it('names the figures in French', async () => {
    setup(['reports.read']);
    await act(() => switchLanguage('fr'));
    renderScreen(<WorkFolderSummaryScreen workFolderId={WORK_FOLDER_ID} />, '/workfolder');
    const figures = await screen.findByRole('region', { name: 'Chiffres de la période' });
    await within(figures).findAllByText(/FCFA/);
    expect(within(figures).getByRole('link', { name: /^Chiffre d'affaires/ })).toHaveTextContent(/145\s000\sFCFA/);
    expect(screen.getByRole('img', { name: /^Produits et charges par mois, du 1 janv\. 2026/ })).toBeInTheDocument();
  });

  it('asks nothing of a user who may not read reports', async () => {
    const calls = setup([]);
    renderScreen(<WorkFolderSummaryScreen workFolderId={WORK_FOLDER_ID} />, '/workfolder');
    await screen.findByRole('group', { name: 'Entries posted' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Figures of the period' })).not.toBeInTheDocument(),
    );
    expect(reportQueries(calls, 'dashboard')).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, stubFetch } from '../../../test/render.tsx';
import { COMPANY, COMPANY_ID, WORK_FOLDER_ID, WORK_FOLDERS } from '../../journal-entries/entry-fixtures.ts';
import { BalanceSheetScreen } from './balance-sheet-screen.tsx';
import { IncomeStatementScreen } from './income-statement-screen.tsx';
import { TrialBalanceScreen } from './trial-balance-screen.tsx';

const BASE = `/v1/accountings/workFolders/${WORK_FOLDER_ID}`;
const zero = { openingDebit: '0', openingCredit: '0' };

function setup(report: string, answer: unknown) {
  window.localStorage.setItem('company', COMPANY_ID);
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  return stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse(WORK_FOLDERS),
    [`GET ${BASE}/${report}`]: () => jsonResponse(answer),
  });
}

const reportQueries = (calls: Request[], report: string) =>
  calls
    .filter((call) => new URL(call.url).pathname === `${BASE}/${report}`)
    .map((call) => new URL(call.url).searchParams);

describe('report screens', () => {
  it('shows the trial balance with its totals and asks for the sub-account detail', async () => {
    const row = (accountNumber: string, label: string, debit: string, credit: string) => ({
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
    const calls = setup('trial-balance', {
      from: '2026-01-01',
      to: '2026-12-31',
      currency: 'XAF',
      accounts: [row('101', 'Capital social', '0', '1200000'), row('571', 'Caisse', '1200000', '0')],
      totals: { ...zero, debit: '1200000', credit: '1200000', closingDebit: '1200000', closingCredit: '1200000' },
    });
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

  it('shows the balance sheet, its totals and the result', async () => {
    setup('balance-sheet', {
      from: '2026-01-01',
      to: '2026-12-31',
      currency: 'XAF',
      assets: [
        {
          ref: 'BS',
          kind: 'rubric',
          label: 'Banques',
          note: null,
          gross: '1000000',
          depreciation: '0',
          net: '1000000',
        },
        {
          ref: 'BZ',
          kind: 'total',
          label: 'TOTAL GÉNÉRAL',
          note: null,
          gross: '1000000',
          depreciation: '0',
          net: '1000000',
        },
      ],
      liabilities: [{ ref: 'CA', kind: 'rubric', label: 'Capital', note: null, amount: '1000000' }],
      totals: { assets: '1000000', liabilities: '1000000' },
      result: '-25000',
      unmappedAccounts: [],
    });
    renderScreen(<BalanceSheetScreen />, '/accounting/balance-sheet');
    const assets = await screen.findByRole('table', { name: 'Assets' });
    expect(within(assets).getByText('TOTAL GÉNÉRAL').closest('tr')).toHaveAttribute('data-ref', 'BZ');
    expect(screen.getByRole('table', { name: 'Equity and liabilities' })).toHaveTextContent('Capital1,000,000');
    expect(screen.getByTestId('balance-sheet-result')).toHaveTextContent('Result of the period (loss): 25,000');
  });

  it('shows the income statement down to the net result', async () => {
    setup('income-statement', {
      from: '2026-01-01',
      to: '2026-12-31',
      currency: 'XAF',
      lines: [
        { ref: 'TA', kind: 'rubric', label: 'Ventes de marchandises', note: '21', amount: '500000' },
        { ref: 'XA', kind: 'subtotal', label: 'MARGE COMMERCIALE', note: null, amount: '500000' },
      ],
      result: '500000',
      unmappedAccounts: [{ accountNumber: '7999', balance: '10' }],
    });
    renderScreen(<IncomeStatementScreen />, '/accounting/income-statement');
    expect(await screen.findByText('MARGE COMMERCIALE')).toBeInTheDocument();
    expect(screen.getByTestId('net-result')).toHaveTextContent('500,000');
    expect(screen.getByText('Net result (profit)')).toBeInTheDocument();
    expect(screen.getByText('Accounts outside the statement layout: 7999')).toBeInTheDocument();
  });
});

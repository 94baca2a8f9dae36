import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { reportQueries, setupReports } from '../../reports/report-test-setup.ts';
import { BankReconciliationScreen } from './bank-reconciliation-screen.tsx';

const REPORT = {
  treasuryAccountId: 'acc-521',
  accountNumber: '521',
  accountLabel: 'Banques locales',
  date: '2026-03-31',
  currency: 'XAF',
  bookBalance: '50000',
  companyCurrency: 'XAF',
  companyBookBalance: '50000',
  statementBalance: '60000',
  reconciledItems: [],
  outstandingBookItems: [
    {
      journalLineId: 'j1',
      entryNumber: 'BQ-2026-000001',
      date: '2026-03-20',
      label: 'Règlement',
      reference: null,
      amount: '50000',
    },
  ],
  outstandingStatementItems: [
    { statementLineId: 's1', date: '2026-03-20', label: 'Paiement client', reference: 'MP1', amount: '50000' },
  ],
  outstandingBookTotal: '50000',
  outstandingStatementTotal: '50000',
  adjustedBookBalance: '50000',
  difference: '10000',
  balanced: false,
};

describe('bank reconciliation report', () => {
  it('shows both sides outstanding and the difference, for the account and date of the address', async () => {
    const calls = setupReports({ 'bank-reconciliation': REPORT });
    renderScreen(
      <BankReconciliationScreen />,
      '/accounting/bank-reconciliation',
      '/accounting/bank-reconciliation?account=acc-521&date=2026-03-31',
    );
    const table = await screen.findByRole('table', { name: 'Bank reconciliation' });
    expect(within(table).getByText('BQ-2026-000001 Règlement')).toBeInTheDocument();
    expect(within(table).getByText('Paiement client')).toBeInTheDocument();
    expect(screen.getByTestId('reconciliation-status')).toHaveTextContent(/Difference of\s+10,000/);
    expect(reportQueries(calls, 'bank-reconciliation')[0]?.get('treasuryAccountId')).toBe('acc-521');
    expect(screen.getByRole('button', { name: 'Export as PDF' })).toBeEnabled();
    expect(screen.queryByTestId('company-book-balance')).not.toBeInTheDocument();
  });

  it('reports a EUR account in euros, at the cent, with the ledger’s XAF balance noted', async () => {
    const eur = {
      ...REPORT,
      currency: 'EUR',
      bookBalance: '1487.50',
      companyBookBalance: '975737',
      statementBalance: '1487.50',
      outstandingBookItems: [],
      outstandingStatementItems: [],
      reconciledItems: [
        {
          statementLineId: 's1',
          date: '2026-03-02',
          label: 'Virement',
          reference: null,
          amount: '1000.00',
          entryNumbers: ['BQ-1'],
        },
      ],
      outstandingBookTotal: '0.00',
      outstandingStatementTotal: '0.00',
      adjustedBookBalance: '1487.50',
      difference: '0.00',
      balanced: true,
    };
    setupReports({ 'bank-reconciliation': eur });
    renderScreen(
      <BankReconciliationScreen />,
      '/accounting/bank-reconciliation',
      '/accounting/bank-reconciliation?account=acc-521&date=2026-03-31',
    );
    const table = await screen.findByRole('table', { name: 'Bank reconciliation' });
    expect(within(table).getByRole('columnheader', { name: 'Amount (EUR)' })).toBeInTheDocument();
    expect(within(table).getAllByText('1,487.50').length).toBeGreaterThan(0);
    expect(within(table).getByText('1,000.00')).toBeInTheDocument();
    expect(screen.getByTestId('company-book-balance')).toHaveTextContent(
      'Book balance in XAF, as the ledger keeps it: 975,737',
    );
    expect(screen.getByTestId('reconciliation-status')).toHaveTextContent('Balanced');
  });

  it('asks for an account first', async () => {
    setupReports({});
    renderScreen(<BankReconciliationScreen />, '/accounting/bank-reconciliation');
    expect(await screen.findByText('Choose a treasury account.')).toBeInTheDocument();
  });
});

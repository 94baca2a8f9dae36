import type { NotesReport } from '@bilan/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { setupReports } from '../report-test-setup.ts';
import { NotesScreen } from './notes-screen.tsx';

const figures = (opening: string, increase: string, decrease: string, closing: string) => ({
  opening,
  increase,
  decrease,
  closing,
});

const REPORT: NotesReport = {
  from: '2027-01-01',
  to: '2027-12-31',
  currency: 'XAF',
  previous: { from: '2026-01-01', to: '2026-12-31' },
  notes: [
    {
      note: '7',
      title: 'Customers',
      statement: 'balanceSheet',
      source: 'ACCOUNTS',
      lines: [
        {
          ref: 'BI',
          label: 'Customers',
          column: 'gross',
          ...figures('2000000', '10000000', '6000000', '6000000'),
          maturity: { upToOneYear: '2000000', oneToTwoYears: '3000000', overTwoYears: '1000000', undated: '0' },
          previousClosing: '2000000',
          statementAmount: '6000000',
          ties: true,
          accounts: [],
        },
      ],
    },
    {
      note: '13',
      title: 'Share capital',
      statement: 'balanceSheet',
      source: 'ACCOUNTS',
      lines: [
        {
          ref: 'CA',
          label: 'Capital',
          column: 'amount',
          ...figures('10000000', '4000000', '0', '14000000'),
          maturity: null,
          previousClosing: '10000000',
          statementAmount: '14000000',
          ties: true,
          accounts: [],
        },
      ],
    },
  ],
  ties: true,
};

const FIXED_ASSETS: NotesReport['notes'][number] = {
  note: '3',
  title: 'Fixed assets: gross (3A) and depreciation (3C)',
  statement: 'balanceSheet',
  source: 'REGISTER',
  lines: [
    {
      ref: 'AN',
      label: 'Transport equipment',
      column: 'gross',
      ...figures('0', '18000000', '0', '18000000'),
      maturity: null,
      previousClosing: null,
      statementAmount: '18000000',
      ties: true,
      accounts: [{ accountNumber: '2451', ...figures('0', '18000000', '0', '18000000'), fromRegister: true }],
    },
  ],
};
const LOANS: NotesReport['notes'][number] = {
  note: '16',
  title: 'Financial debts',
  statement: 'balanceSheet',
  source: 'ACCOUNTS',
  lines: [
    {
      ref: 'DA',
      label: 'Loans',
      column: 'amount',
      ...figures('0', '5000000', '0', '5000000'),
      maturity: { upToOneYear: '0', oneToTwoYears: '0', overTwoYears: '0', undated: '5000000' },
      previousClosing: null,
      statementAmount: '5000000',
      ties: true,
      accounts: [],
    },
  ],
};

describe('notes screen', () => {
  it('shows each note with N-1, and receivables by maturity where the model splits them', async () => {
    setupReports({ notes: REPORT });
    renderScreen(<NotesScreen />, '/accounting/notes');
    const customers = await screen.findByRole('table', { name: 'Note 7: Customers' });
    expect(customers.querySelector('[data-ref="BI"]')).toHaveTextContent(
      'BICustomersgross2,000,00010,000,0006,000,0006,000,0002,000,0002,000,0003,000,0001,000,000',
    );
    expect(screen.getByRole('columnheader', { name: 'Over 2 years' })).toBeInTheDocument();
    const capital = screen.getByRole('table', { name: 'Note 13: Share capital' });
    expect(capital.querySelector('[data-maturity]')).toBeNull();
    expect(capital.querySelector('[data-ref="CA"]')).toHaveTextContent(
      'CACapital10,000,0004,000,00014,000,00010,000,000',
    );
    expect(document.querySelector('[data-source]')).toBeNull();
    expect(screen.queryByText(/no repayment schedule/)).toBeNull();
  });

  it('says when gross values and depreciation come from the register, and why loans have no due date', async () => {
    setupReports({ notes: { ...REPORT, previous: null, notes: [FIXED_ASSETS, LOANS] } });
    renderScreen(<NotesScreen />, '/accounting/notes');
    const fixedAssets = await screen.findByRole('region', { name: /Note 3:/ });
    expect(fixedAssets).toHaveTextContent('Gross values and depreciation from the fixed-assets register');
    const loans = screen.getByRole('region', { name: 'Note 16: Financial debts' });
    expect(loans).toHaveTextContent('Loans have no repayment schedule in Bilan');
    expect(loans.querySelector('[data-source]')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { reportQueries, setupReports } from '../report-test-setup.ts';
import { VatSummaryScreen } from './vat-summary-screen.tsx';

const row = (month: string, vatRate: string, values: Record<string, string>) => ({
  month,
  vatRate,
  collectedBase: '0',
  collected: '0',
  deductibleBase: '0',
  deductible: '0',
  due: '0',
  ...values,
});

const VAT = {
  from: '2026-01-01',
  to: '2026-12-31',
  currency: 'XAF',
  rows: [
    row('2026-03', '0', { collectedBase: '20000' }),
    row('2026-03', '19.25', {
      collectedBase: '45000',
      collected: '8663',
      deductibleBase: '185000',
      deductible: '35613',
      due: '-26950',
    }),
    row('2026-04', '19.25', { collectedBase: '100000', collected: '19250', due: '19250' }),
  ],
  totals: { collected: '27913', deductible: '35613', due: '-7700' },
};

describe('VAT summary screen', () => {
  it('shows VAT collected, deductible and due per month and rate, with the totals of the period', async () => {
    const calls = setupReports({ 'vat-summary': VAT });
    renderScreen(<VatSummaryScreen />, '/accounting/vat?from=2026-03-01');
    const table = await screen.findByRole('table', { name: 'VAT by month and rate' });
    expect(reportQueries(calls, 'vat-summary')[0]?.get('from')).toBe('2026-03-01');
    const march = table.querySelector('[data-month="2026-03"][data-rate="19.25"]');
    expect(march).toHaveTextContent('19.25%45,0008,663185,00035,613-26,950');
    // The month is written once, on its first rate.
    expect(table.querySelector('[data-month="2026-03"][data-rate="0"]')).toHaveTextContent('March 2026');
    expect(march?.querySelector('td')).toHaveTextContent(/^$/);
    expect(screen.getByTestId('vat-totals')).toHaveTextContent('Totals of the period27,91335,613-7,700');
    expect(within(screen.getByRole('group', { name: 'VAT collected' })).getByText('27,913')).toBeInTheDocument();
    // More deductible than collected: a VAT credit, not an amount due.
    expect(within(screen.getByRole('group', { name: 'VAT credit' })).getByText('7,700')).toBeInTheDocument();
  });

  it('says when no invoice carries VAT', async () => {
    setupReports({ 'vat-summary': { ...VAT, rows: [], totals: { collected: '0', deductible: '0', due: '0' } } });
    renderScreen(<VatSummaryScreen />, '/accounting/vat');
    expect(await screen.findByText('No validated invoice with VAT in this period.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'VAT due' })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { catchDownloads, reportQueries, setupReports } from '../report-test-setup.ts';
import { VatReturnScreen, vatPeriodsOf } from './vat-return-screen.tsx';

const split = (principal: string, cac: string) => ({ principal, cac });

const CAMEROON = {
  from: '2026-03-01',
  to: '2026-03-31',
  currency: 'XAF',
  collected: '19057',
  deductibleFixedAssets: '0',
  deductibleGoodsAndServices: '3850',
  deductible: '3850',
  creditCarriedForward: '0',
  netDue: '15207',
  credit: '0',
  cameroon: {
    collected: split('17325', '1732'),
    deductible: split('3500', '350'),
    netDue: split('13825', '1382'),
    credit: split('0', '0'),
  },
  bases: [{ vatRate: '19.25', salesBase: '99000', salesVat: '19057', purchasesBase: '20000', purchasesVat: '3850' }],
  ca3: null,
};

describe('VAT return screen', () => {
  it('shows the figures with the principal and CAC apart, and the bases by rate', async () => {
    const calls = setupReports({ 'vat-return': CAMEROON });
    renderScreen(<VatReturnScreen />, '/accounting/vat?period=2026-03');
    const figures = await screen.findByRole('table', { name: 'VAT return' });
    expect(reportQueries(calls, 'vat-return')[0]?.get('period')).toBe('2026-03');
    expect(figures.querySelector('[data-figure="collected"]')).toHaveTextContent('VAT collected19,05717,3251,732');
    expect(figures.querySelector('[data-figure="netDue"]')).toHaveTextContent('Net VAT due15,20713,8251,382');
    const bases = screen.getByRole('table', { name: /Bases by rate/ });
    expect(bases.querySelector('[data-rate="19.25"]')).toHaveTextContent('19.25 %99,00019,05720,0003,850');
    expect(within(screen.getByRole('group', { name: 'Net VAT due' })).getByText('15,207')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'CA3 boxes' })).toBeNull();
  });

  it('shows a credit and the CA3 boxes of a French company, and exports the period asked', async () => {
    const french = {
      ...CAMEROON,
      currency: 'EUR',
      collected: '200.00',
      deductibleGoodsAndServices: '500.00',
      deductible: '500.00',
      netDue: '0.00',
      credit: '300.00',
      cameroon: null,
      bases: [],
      ca3: [
        { box: '08', label: 'Taux normal 20 %', base: '1000.00', amount: '200.00' },
        { box: '25', label: 'Crédit de TVA', base: null, amount: '300.00' },
      ],
    };
    const calls = setupReports({ 'vat-return': french });
    catchDownloads();
    const user = userEvent.setup();
    renderScreen(<VatReturnScreen />, '/accounting/vat?period=2026-Q1');
    const boxes = await screen.findByRole('table', { name: 'CA3 boxes' });
    expect(boxes.querySelector('[data-box="08"]')).toHaveTextContent('08Taux normal 20 %1,000200');
    expect(within(screen.getByRole('group', { name: 'VAT credit' })).getByText('300')).toBeInTheDocument();
    expect(screen.getByText('No validated invoice in this period.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export as PDF' }));
    await waitFor(() =>
      expect(
        reportQueries(calls, 'vat-return')
          .find((query) => query.get('format'))
          ?.get('period'),
      ).toBe('2026-Q1'),
    );
  });
});

describe('vatPeriodsOf', () => {
  it('names the months and the whole calendar quarters of a folder', () => {
    expect(vatPeriodsOf({ startDate: '2026-02-01', endDate: '2026-07-31' })).toEqual({
      months: ['2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07'],
      quarters: ['2026-Q2'],
    });
  });
});

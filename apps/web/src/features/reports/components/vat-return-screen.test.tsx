import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, signInAs } from '../../../test/render.tsx';
import { catchDownloads, REPORTS_BASE, reportQueries, setupReports } from '../report-test-setup.ts';
import { VatReturnScreen, vatPeriodsOf } from './vat-return-screen.tsx';

const split = (principal: string, cac: string) => ({ principal, cac });

const CAMEROON = {
  from: '2026-03-01',
  to: '2026-03-31',
  currency: 'XAF',
  collected: '19057',
  deductibleFixedAssets: '1000',
  deductibleGoodsAndServices: '2850',
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
  form: {
    kind: 'CM_MONTHLY',
    lines: [{ box: 'NET', label: 'TVA à payer', base: null, amount: '15207' }],
    netDue: '15207',
    credit: '0',
  },
  filedReturnId: null,
};

const period = (code: string, state: 'OPEN' | 'FILED', extra: Record<string, unknown> = {}) => ({
  period: code,
  from: `${code}-01`,
  to: `${code}-31`,
  state,
  deadline: '2026-04-15',
  returnId: state === 'FILED' ? '0190f0f0-0000-7000-8000-00000000aaaa' : null,
  netDue: state === 'FILED' ? '15207' : null,
  credit: state === 'FILED' ? '0' : null,
  amountPaid: '0',
  refundClaimed: '0',
  paid: false,
  ...extra,
});

describe('VAT return screen', () => {
  it('shows the figures with the principal and CAC apart, and the bases by rate', async () => {
    const calls = setupReports({ 'vat-return': CAMEROON, 'vat-periods': { frequency: 'MONTHLY', items: [] } });
    renderScreen(<VatReturnScreen />, '/accounting/vat?period=2026-03');
    const figures = await screen.findByRole('table', { name: 'VAT return' });
    expect(reportQueries(calls, 'vat-return')[0]?.get('period')).toBe('2026-03');
    expect(figures.querySelector('[data-figure="collected"]')).toHaveTextContent('VAT collected19,05717,3251,732');
    expect(figures.querySelector('[data-figure="netDue"]')).toHaveTextContent('Net VAT due15,20713,8251,382');
    // The principal/CAC split of the deductible VAT is that of its total (1,000 + 2,850), not of one of its parts.
    expect(figures.querySelector('[data-figure="deductibleGoodsAndServices"]')).toHaveTextContent(
      /^Deductible VAT on goods and services2,850$/,
    );
    expect(figures.querySelector('[data-figure="deductible"]')).toHaveTextContent('Deductible VAT3,8503,500350');
    const bases = screen.getByRole('table', { name: /Bases by rate/ });
    expect(bases.querySelector('[data-rate="19.25"]')).toHaveTextContent('19.25 %99,00019,05720,0003,850');
    expect(within(screen.getByRole('group', { name: 'Net VAT due' })).getByText('15,207')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'The form, line by line' })).toHaveTextContent('NETTVA à payer15,207');
  });

  it('files an open period after a confirmation saying it locks the period', async () => {
    const calls = setupReports(
      { 'vat-return': CAMEROON, 'vat-periods': { frequency: 'MONTHLY', items: [period('2026-03', 'OPEN')] } },
      { [`POST ${REPORTS_BASE}/vat-returns`]: () => jsonResponse({}, 201) },
    );
    signInAs('ACCOUNTANT');
    const user = userEvent.setup();
    renderScreen(<VatReturnScreen />, '/accounting/vat?period=2026-03');
    await user.click(await screen.findByRole('button', { name: 'File the return' }));
    const dialog = await screen.findByRole('dialog', { name: /File the VAT return of March 2026/ });
    expect(dialog).toHaveTextContent('locks the period');
    await user.click(within(dialog).getByRole('button', { name: 'File and lock the period' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toEqual({ period: '2026-03' });
  });

  it('shows a filed period as locked and records the payment of its VAT', async () => {
    const calls = setupReports(
      { 'vat-return': CAMEROON, 'vat-periods': { frequency: 'MONTHLY', items: [period('2026-03', 'FILED')] } },
      {
        [`POST ${REPORTS_BASE}/vat-returns/0190f0f0-0000-7000-8000-00000000aaaa/payments`]: () => jsonResponse({}, 201),
      },
    );
    signInAs('ACCOUNTANT');
    const user = userEvent.setup();
    renderScreen(<VatReturnScreen />, '/accounting/vat?period=2026-03');
    expect(await screen.findByText('Filed: the period is locked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim a refund' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay the VAT' }));
    const dialog = await screen.findByRole('dialog', { name: /Pay the VAT of March 2026/ });
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('15207');
    await user.click(within(dialog).getByRole('button', { name: 'Record the payment' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(await post?.json()).toMatchObject({ amount: '15207', method: 'BANK_TRANSFER' });
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
      ca3: null,
      form: {
        kind: 'FR_CA3',
        lines: [
          { box: '08', label: 'Taux normal 20 %', base: '1000.00', amount: '200.00' },
          { box: '25', label: 'Crédit de TVA', base: null, amount: '300.00' },
        ],
        netDue: '0.00',
        credit: '300.00',
      },
    };
    const calls = setupReports({ 'vat-return': french, 'vat-periods': { frequency: 'MONTHLY', items: [] } });
    catchDownloads();
    const user = userEvent.setup();
    renderScreen(<VatReturnScreen />, '/accounting/vat?period=2026-Q1');
    const boxes = await screen.findByRole('table', { name: 'The form, line by line' });
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

describe('VAT return screen, a filed credit', () => {
  it('claims the refund of the credit of a filed period', async () => {
    const credit = period('2026-03', 'FILED', { netDue: '0', credit: '154000', paid: true });
    const calls = setupReports(
      { 'vat-return': CAMEROON, 'vat-periods': { frequency: 'MONTHLY', items: [credit] } },
      {
        [`POST ${REPORTS_BASE}/vat-returns/0190f0f0-0000-7000-8000-00000000aaaa/refund-claims`]: () =>
          jsonResponse({}, 201),
      },
    );
    signInAs('ACCOUNTANT');
    const user = userEvent.setup();
    renderScreen(<VatReturnScreen />, '/accounting/vat?period=2026-03');
    await user.click(await screen.findByRole('button', { name: 'Claim a refund' }));
    expect(screen.queryByRole('button', { name: 'Pay the VAT' })).toBeNull();
    const dialog = await screen.findByRole('dialog', { name: /Claim the refund of the credit of March 2026/ });
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('154000');
    expect(within(dialog).queryByLabelText('Payment method')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Claim the refund' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(await calls.find((call) => call.method === 'POST')?.json()).toMatchObject({ amount: '154000' });
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

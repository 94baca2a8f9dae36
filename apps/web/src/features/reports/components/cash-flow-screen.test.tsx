import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render.tsx';
import { REPORTS_BASE, setupReports } from '../report-test-setup.ts';
import { CashFlowScreen } from './cash-flow-screen.tsx';

const line = (ref: string, kind: string, label: string, amount: string, previousAmount: string | null = null) => ({
  ref,
  kind,
  label,
  amount,
  previousAmount,
});

const REPORT = {
  from: '2027-01-01',
  to: '2027-12-31',
  currency: 'XAF',
  previous: { from: '2026-01-01', to: '2026-12-31' },
  lines: [
    line('ZA', 'treasury', 'Net cash at 1 January', '4900000', '0'),
    line('FA', 'line', 'Overall self-financing capacity (CAFG)', '0', '800000'),
    line('FQ', 'line', '- Repayments of borrowings', '-500000', '0'),
    line('ZG', 'total', 'NET CHANGE IN CASH FOR THE PERIOD', '-500000', '4900000'),
    line('ZH', 'total', 'Net cash at 31 December (G+A)', '4400000', '4900000'),
  ],
  closingTreasury: '4400000',
  ties: true,
  unmappedAccounts: [],
};

describe('cash-flow statement screen', () => {
  it('shows each line with its reference, N and N-1, totals even when zero', async () => {
    setupReports({ 'cash-flow-statement': REPORT });
    renderScreen(<CashFlowScreen />, '/accounting/cash-flow');
    const table = await screen.findByRole('table', { name: 'Cash-flow statement' });
    expect(table.querySelector('[data-ref="ZH"]')).toHaveTextContent(
      'ZHNet cash at 31 December (G+A)4,400,0004,900,000',
    );
    expect(table.querySelector('[data-ref="FA"]')).toHaveTextContent(
      /^FAOverall self-financing capacity \(CAFG\)800,000$/,
    );
    expect(screen.getByRole('columnheader', { name: 'N-1 (2026)' })).toBeInTheDocument();
    expect(screen.queryByText('The statement does not tie')).toBeNull();
  });

  it('says when the statement does not tie and which accounts have no rule', async () => {
    setupReports({ 'cash-flow-statement': { ...REPORT, ties: false, unmappedAccounts: ['9011'] } });
    renderScreen(<CashFlowScreen />, '/accounting/cash-flow');
    expect(await screen.findByText('The statement does not tie')).toBeInTheDocument();
    expect(screen.getByText(/accounts without a rule: 9011/)).toBeInTheDocument();
  });

  it('says a company under the minimal cash system files no cash-flow statement, instead of failing', async () => {
    setupReports(
      {},
      {
        [`GET ${REPORTS_BASE}/cash-flow-statement`]: () =>
          jsonResponse({ code: 'CASH_FLOW_REQUIRES_NORMAL_SYSTEM', message: 'No TFT under the SMT.' }, 422),
      },
    );
    renderScreen(<CashFlowScreen />, '/accounting/cash-flow');
    expect(await screen.findByText('No cash-flow statement under the minimal cash system')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

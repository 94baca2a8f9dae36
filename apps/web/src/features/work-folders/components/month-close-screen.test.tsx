import type { MonthClose } from '@bilan/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, stubFetch } from '../../../test/render.tsx';
import { COMPANY, COMPANY_ID, WORK_FOLDER_ID, WORK_FOLDERS } from '../../journal-entries/entry-fixtures.ts';
import { MonthCloseScreen } from './month-close-screen.tsx';

const MARCH: MonthClose = {
  period: '2026-03',
  from: '2026-03-01',
  to: '2026-03-31',
  today: '2026-04-10',
  currency: 'XAF',
  drafts: {
    count: 2,
    items: [
      { id: 'doc-1', kind: 'DOCUMENT', type: 'SALE_INVOICE', reference: 'F-12', date: '2026-03-15', amount: null },
      { id: 'pay-1', kind: 'PAYMENT', type: 'RECEIPT', reference: null, date: '2026-03-20', amount: '5000' },
    ],
  },
  unreconciledStatementLines: {
    count: 2,
    accounts: [
      {
        accountId: 'acc-552',
        accountNumber: '552',
        label: 'Mobile money',
        lines: 2,
        amountIn: '50000',
        amountOut: '500',
        currency: null,
      },
    ],
  },
  overdueItems: { customers: { parties: 1, amount: '116000' }, suppliers: { parties: 0, amount: '0' } },
  futureEntries: { count: 0, items: [] },
  vatReturn: {
    period: '2026-03',
    from: '2026-03-01',
    to: '2026-03-31',
    state: 'OPEN',
    deadline: '2026-04-15',
    returnId: null,
    netDue: null,
    credit: null,
    amountPaid: '0',
    refundClaimed: '0',
    paid: false,
  },
  vatReturnDue: true,
  ready: false,
};

function setup(answer: MonthClose) {
  window.localStorage.setItem('company', COMPANY_ID);
  window.localStorage.setItem('workFolder', WORK_FOLDER_ID);
  return stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
    [`GET /v1/accountings/workFolders/companies/${COMPANY_ID}`]: () => jsonResponse(WORK_FOLDERS),
    [`GET /v1/accountings/workFolders/${WORK_FOLDER_ID}/month-close`]: (request) =>
      jsonResponse({ ...answer, period: new URL(request.url).searchParams.get('period') }),
  });
}

const periodsAsked = (calls: Request[]) =>
  calls
    .filter((call) => new URL(call.url).pathname.endsWith('/month-close'))
    .map((call) => new URL(call.url).searchParams.get('period'));

describe('month-close screen', () => {
  it('lists what remains in the month, each item linking to where it is fixed', async () => {
    const calls = setup(MARCH);
    renderScreen(<MonthCloseScreen />, '/accounting/month-close?period=2026-03');
    const drafts = await screen.findByRole('region', { name: 'Drafts' });
    expect(periodsAsked(calls)).toEqual(['2026-03']);
    expect(within(drafts).getByText('2 to do')).toBeInTheDocument();
    expect(within(drafts).getByRole('link', { name: 'Invoice of Mar 15, 2026 (F-12)' })).toHaveAttribute(
      'href',
      '/sale/invoices/doc-1',
    );
    expect(within(drafts).getByRole('link', { name: 'Receipt of Mar 20, 2026' })).toHaveAttribute(
      'href',
      '/sale/receipts',
    );
    const statements = screen.getByRole('region', { name: 'Statement lines' });
    expect(within(statements).getByRole('link', { name: /552 Mobile money: 2 lines/ })).toHaveAttribute(
      'href',
      '/accounting/bank-reconciliation?account=acc-552&date=2026-03-31',
    );
    const overdue = screen.getByRole('region', { name: 'Overdue items' });
    expect(within(overdue).getByRole('link', { name: /1 customer owes/ })).toHaveAttribute(
      'href',
      '/sale/aged-receivables?asOf=2026-03-31',
    );
    const vat = screen.getByRole('region', { name: 'VAT return' });
    expect(
      within(vat).getByText('The return of the period is not filed yet; the deadline is Apr 15, 2026.'),
    ).toBeInTheDocument();
    expect(within(vat).getByRole('link', { name: 'File the return' })).toHaveAttribute(
      'href',
      '/accounting/vat?period=2026-03',
    );
    const future = screen.getByRole('region', { name: 'Entries dated in the future' });
    expect(within(future).getByText('done')).toBeInTheDocument();
    expect(screen.getByText('to finish')).toBeInTheDocument();
  });

  it('asks for another month when one is chosen, and says when nothing is left', async () => {
    const calls = setup({
      ...MARCH,
      drafts: { count: 0, items: [] },
      unreconciledStatementLines: { count: 0, accounts: [] },
      overdueItems: { customers: { parties: 0, amount: '0' }, suppliers: { parties: 0, amount: '0' } },
      vatReturn: {
        ...(MARCH.vatReturn as NonNullable<MonthClose['vatReturn']>),
        state: 'FILED',
        netDue: '19250',
        amountPaid: '19250',
        paid: true,
      },
      ready: true,
    });
    const user = userEvent.setup();
    renderScreen(<MonthCloseScreen />, '/accounting/month-close?period=2026-03');
    expect(await screen.findByText('nothing left')).toBeInTheDocument();
    expect(screen.getByText(/The return is filed and its VAT \(FCFA.19,250\) is paid\./)).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    await user.click(await screen.findByRole('option', { name: 'January 2026' }));
    expect(await screen.findByText('nothing left')).toBeInTheDocument();
    expect(periodsAsked(calls)).toContain('2026-01');
  });
});

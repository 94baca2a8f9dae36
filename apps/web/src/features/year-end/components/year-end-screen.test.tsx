import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render.tsx';
import { WORK_FOLDER_ID } from '../../journal-entries/entry-fixtures.ts';
import { setupReports } from '../../reports/report-test-setup.ts';
import { YearEndScreen } from './year-end-screen.tsx';

const BASE = `/v1/accountings/workFolders/${WORK_FOLDER_ID}/year-end`;

const STEPS = [
  { step: 'ACCRUALS', done: true, entries: 1, pending: 1 },
  { step: 'STOCKS', done: false, entries: 0, pending: 0 },
  { step: 'DOUBTFUL_RECEIVABLES', done: false, entries: 0, pending: 0 },
  { step: 'PROVISIONS', done: false, entries: 0, pending: 0 },
  { step: 'INCOME_TAX', done: false, entries: 0, pending: 0 },
];

const ACCRUAL = {
  id: 'acr-1',
  workFolderId: WORK_FOLDER_ID,
  kind: 'EXPENSE_TO_PAY',
  date: '2026-12-31',
  reversalDate: '2027-01-01',
  label: 'Électricité décembre',
  accountNumber: '6052',
  accrualAccountNumber: '4081',
  partyId: null,
  amount: '100000',
  vat: '19250',
  entryNumber: 'OD-2026-000004',
  reversalEntryNumber: null,
};

// Cameroon, 2,000,000 of profit on 120,000,000 of turnover: the minimum tax binds.
const TAX = {
  countryCode: 'CM',
  resultBeforeTax: '2000000',
  turnover: '120000000',
  addBacks: '0',
  deductions: '0',
  taxableResult: '2000000',
  rate: '30',
  reducedRate: '25',
  reducedRateBase: '2000000',
  standardRateBase: '0',
  taxAtReducedRate: '500000',
  taxAtStandardRate: '0',
  surcharge: '50000',
  taxOnProfit: '550000',
  minimumTax: '2640000',
  minimumTaxBinding: true,
  incomeTax: '2640000',
  booked: '0',
  entryNumber: null,
};

function setup(bookAnswer: () => Response) {
  const bodies: unknown[] = [];
  const calls = setupReports(
    {},
    {
      [`GET ${BASE}/steps`]: () => jsonResponse(STEPS),
      [`GET ${BASE}/accruals`]: () => jsonResponse({ items: [ACCRUAL], total: 1, nextCursor: null }),
      [`GET ${BASE}/income-tax`]: () => jsonResponse(TAX),
      [`POST ${BASE}/income-tax`]: async (request) => {
        bodies.push(await request.json());
        return bookAnswer();
      },
    },
  );
  return { calls, bodies };
}

describe('year-end screen', () => {
  it("shows each step's state and an accrual whose reversal waits for next year's folder", async () => {
    setup(() => jsonResponse(TAX));
    renderScreen(<YearEndScreen />, '/accounting/year-end');
    const accruals = await screen.findByTestId('year-end-step-ACCRUALS');
    expect(accruals).toHaveTextContent('booked · 1 waiting');
    expect(screen.getByTestId('year-end-step-INCOME_TAX')).toHaveTextContent('to do');
    const entry = await screen.findByText('OD-2026-000004');
    expect(entry.closest('tr')).toHaveTextContent('waiting for the folder of Jan 1, 2027');
    expect(screen.getByRole('button', { name: 'Book the waiting reversals' })).toBeEnabled();
  });

  it('shows the income tax computed, the minimum tax binding, and books it on the last day of the folder', async () => {
    const { bodies } = setup(() => jsonResponse({ ...TAX, booked: '2640000', entryNumber: 'OD-2026-000009' }));
    const user = userEvent.setup();
    renderScreen(<YearEndScreen />, '/accounting/year-end');
    await user.click(await screen.findByRole('tab', { name: 'Income tax' }));
    const computation = await screen.findByRole('table', { name: 'Income tax' });
    expect(within(computation).getByText('Tax on profit').closest('tr')).toHaveTextContent(/550,000/);
    expect(within(computation).getByText('Income tax of the year').closest('tr')).toHaveTextContent(/2,640,000/);
    expect(screen.getByText('The minimum tax is due: it exceeds the tax on profit.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book the income tax' }));
    await waitFor(() => expect(bodies).toEqual([{ date: '2026-12-31', reducedRateEligible: true }]));
  });

  it('says which rule a refused booking broke', async () => {
    setup(() => jsonResponse({ code: 'WORK_FOLDER_MUST_BE_OPEN', message: 'closed', frMessage: 'clôturé' }, 422));
    const user = userEvent.setup();
    renderScreen(<YearEndScreen />, '/accounting/year-end');
    await user.click(await screen.findByRole('tab', { name: 'Income tax' }));
    await user.click(await screen.findByRole('button', { name: 'Book the income tax' }));
    expect(await screen.findByText('This folder is closed.')).toBeInTheDocument();
  });
});

import type { Loan } from '@bilan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, signInAs } from '../../../test/render.tsx';
import { COMPANY_ID, WORK_FOLDER_ID } from '../../journal-entries/entry-fixtures.ts';
import { setupReports } from '../../reports/report-test-setup.ts';
import { ForeignLoans } from './foreign-loans.tsx';

const TREASURY = `/v1/accountings/companies/${COMPANY_ID}/treasury-accounts`;
const LOANS = `/v1/accountings/foreign-loans/workFolders/${WORK_FOLDER_ID}`;
const ACCOUNTS = [
  {
    accountId: 'acc-5211',
    accountNumber: '5211',
    label: 'Banques en monnaie nationale',
    kind: 'BANK',
    journalCode: 'BQ',
    currency: 'XAF',
    accountIdentifier: null,
    currencyLocked: false,
  },
];
const LOAN: Loan = {
  id: 'loan-1',
  workFolderId: WORK_FOLDER_ID,
  lender: 'Afreximbank',
  accountId: 'acc-162',
  accountNumber: '162',
  currency: 'USD',
  date: '2026-03-01',
  principal: '10000.00',
  rate: '600',
  companyAmount: '6000000',
  treasuryAccountId: 'acc-5211',
  reference: null,
  principalLeft: '10000.00',
  companyAmountLeft: '6000000',
  journalEntryId: 'entry-1',
  reversalEntryId: null,
  repayments: [],
  createdAt: '2026-03-01T10:00:00.000Z',
};

function setup() {
  signInAs('ACCOUNTANT');
  const sent: unknown[] = [];
  let listed: Loan[] = [LOAN];
  setupReports(
    {},
    {
      [`GET ${TREASURY}`]: () => jsonResponse({ items: ACCOUNTS, nextCursor: null }),
      [`GET ${LOANS}`]: () => jsonResponse({ items: listed }),
      [`POST /v1/accountings/foreign-loans/loan-1/workFolders/${WORK_FOLDER_ID}/repayments`]: async (request) => {
        sent.push(await request.json());
        listed = [{ ...LOAN, principalLeft: '6000.00', companyAmountLeft: '3600000' }];
        return jsonResponse(listed[0], 201);
      },
    },
  );
  renderScreen(<ForeignLoans companyId={COMPANY_ID} />, '/accounting/bank-statements');
  return { sent, user: userEvent.setup() };
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('loans in a foreign currency', () => {
  it('lists a 10,000 USD loan, repays 4,000 USD from 5211 and shows 6,000 USD left', async () => {
    const { sent, user } = setup();
    const table = await screen.findByRole('table', { name: 'Loans in foreign currency' });
    expect(within(table).getByText('Afreximbank', { exact: false })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Repay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repayment to Afreximbank' });
    await user.type(within(dialog).getByRole('textbox', { name: /Principal repaid \(USD\)/ }), '4000');
    await user.click(within(dialog).getByRole('button', { name: 'Record and post the repayment' }));
    await waitFor(() =>
      expect(sent).toEqual([{ date: expect.stringMatching(/^2026-/), amount: '4000', treasuryAccountId: 'acc-5211' }]),
    );
    await waitFor(() =>
      expect(plain(screen.getByRole('table', { name: 'Loans in foreign currency' }).textContent)).toMatch(/6,000\.00/),
    );
  });

  it('cancels a repayment after confirming, then offers to cancel the drawdown itself', async () => {
    signInAs('ACCOUNTANT');
    const repayment = {
      id: 'rep-1',
      date: '2026-06-30',
      amount: '4000.00',
      rate: '610',
      treasuryAccountId: 'acc-5211',
      companyBookAmount: '2400000',
      companyAmountPaid: '2440000',
      exchangeDifference: '40000',
      journalEntryId: 'entry-2',
      reversalEntryId: null,
    };
    let listed: Loan = { ...LOAN, principalLeft: '6000.00', companyAmountLeft: '3600000', repayments: [repayment] };
    const cancelled: string[] = [];
    setupReports(
      {},
      {
        [`GET ${TREASURY}`]: () => jsonResponse({ items: ACCOUNTS, nextCursor: null }),
        [`GET ${LOANS}`]: () => jsonResponse({ items: [listed] }),
        [`POST /v1/accountings/foreign-loans/loan-1/workFolders/${WORK_FOLDER_ID}/repayments/rep-1/cancel`]: (
          request,
        ) => {
          cancelled.push(new URL(request.url).search);
          listed = { ...LOAN, repayments: [{ ...repayment, reversalEntryId: 'entry-3' }] };
          return jsonResponse(listed);
        },
      },
    );
    renderScreen(<ForeignLoans companyId={COMPANY_ID} />, '/accounting/bank-statements');
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Loans in foreign currency' });
    // A repayment stands: the drawdown cannot be cancelled yet.
    expect(within(table).queryByRole('button', { name: 'Cancel the loan from Afreximbank' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: /^Cancel the repayment of/ }));
    const dialog = await screen.findByRole('dialog', { name: /Cancel this repayment of/ });
    expect(plain(dialog.textContent)).toMatch(/4,000\.00/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel by a reversal' }));
    await waitFor(() => expect(cancelled).toEqual([expect.stringMatching(/^\?cancellationDate=\d{4}-\d{2}-\d{2}$/)]));
    const after = await screen.findByRole('button', { name: 'Cancel the loan from Afreximbank' });
    expect(after).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Loans in foreign currency' })).getByText('Cancelled'),
    ).toBeInTheDocument();
    expect(plain(screen.getByRole('table', { name: 'Loans in foreign currency' }).textContent)).toMatch(
      /10,000\.00.*10,000\.00/,
    );
  });
});

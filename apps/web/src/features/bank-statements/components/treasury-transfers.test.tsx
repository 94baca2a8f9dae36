import type { Transfer } from '@bilan/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, signInAs } from '../../../test/render.tsx';
import { COMPANY_ID, WORK_FOLDER_ID } from '../../journal-entries/entry-fixtures.ts';
import { setupReports } from '../../reports/report-test-setup.ts';
import { TreasuryTransfers } from './treasury-transfers.tsx';

const TREASURY = `/v1/accountings/companies/${COMPANY_ID}/treasury-accounts`;
const TRANSFERS = `/v1/accountings/treasury-transfers/workFolders/${WORK_FOLDER_ID}`;
const account = (accountId: string, accountNumber: string, label: string, currency: string) => ({
  accountId,
  accountNumber,
  label,
  kind: 'BANK',
  journalCode: 'BQ',
  currency,
  accountIdentifier: null,
  currencyLocked: false,
});
const ACCOUNTS = [
  account('acc-5211', '5211', 'Banques en monnaie nationale', 'XAF'),
  account('acc-5215', '5215', 'Banques en devises', 'EUR'),
];
const POSTED: Transfer = {
  id: 'tr-1',
  workFolderId: WORK_FOLDER_ID,
  state: 'VALIDATED',
  date: '2026-06-30',
  fromAccountId: 'acc-5215',
  fromAccountNumber: '5215',
  toAccountId: 'acc-5211',
  toAccountNumber: '5211',
  amountSent: '1000.00',
  fromCurrency: 'EUR',
  fromRate: '655.957',
  amountReceived: '650000',
  toCurrency: 'XAF',
  toRate: null,
  bankCharges: null,
  companyAmountSent: '655957',
  companyAmountReceived: '650000',
  companyBankCharges: null,
  exchangeDifference: '5957',
  reference: null,
  number: 'BQ-2026-00001',
  journalEntryId: 'entry-1',
  reversalEntryId: null,
  createdAt: '2026-06-30T10:00:00.000Z',
  updatedAt: '2026-06-30T10:00:00.000Z',
};

function setup() {
  signInAs('ACCOUNTANT');
  const sent: unknown[] = [];
  let listed: Transfer[] = [];
  setupReports(
    {},
    {
      [`GET ${TREASURY}`]: () => jsonResponse({ items: ACCOUNTS, nextCursor: null }),
      [`GET /v1/accountings/companies/${COMPANY_ID}/exchange-rates/on`]: () =>
        jsonResponse({
          currency: 'EUR',
          companyCurrency: 'XAF',
          rateDate: null,
          rate: '655.957',
          approximateRate: '655.957',
          fixed: true,
        }),
      [`GET ${TRANSFERS}`]: () => jsonResponse({ items: listed, total: listed.length, nextCursor: null }),
      [`POST ${TRANSFERS}`]: async (request) => {
        sent.push(await request.json());
        return jsonResponse({ ...POSTED, state: 'DRAFT', number: null }, 201);
      },
      [`POST /v1/accountings/treasury-transfers/tr-1/workFolders/${WORK_FOLDER_ID}/state/VALIDATED`]: () => {
        listed = [POSTED];
        return jsonResponse(POSTED);
      },
    },
  );
  renderScreen(<TreasuryTransfers companyId={COMPANY_ID} />, '/accounting/bank-statements');
  return { sent, user: userEvent.setup() };
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('transfers between treasury accounts', () => {
  it('sells 1,000 EUR for 650,000 XAF: shows the implied rate and the 5,957 loss, posts it, lists it', async () => {
    const { sent, user } = setup();
    expect(await screen.findByText(/No transfer between/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Transfer between accounts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer between accounts' });
    await user.click(within(dialog).getByRole('combobox', { name: /^From account/ }));
    await user.click(await screen.findByRole('option', { name: /^5215 / }));
    await user.click(within(dialog).getByRole('combobox', { name: /^To account/ }));
    await user.click(await screen.findByRole('option', { name: /^5211 / }));
    await user.type(within(dialog).getByRole('textbox', { name: /Amount sent EUR/ }), '1000');
    await user.type(within(dialog).getByRole('textbox', { name: /Amount received XAF/ }), '650000');
    expect(await within(dialog).findByTestId('transfer-implied-rate')).toHaveTextContent(
      'Implied rate: 1 EUR = 650 XAF',
    );
    expect(plain((await within(dialog).findByTestId('transfer-values')).textContent)).toMatch(/655,957 sent/);
    expect(plain(within(dialog).getByTestId('transfer-difference').textContent)).toMatch(
      /^Exchange loss booked: FCFA\s?5,957$/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Post the transfer' }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          fromAccountId: 'acc-5215',
          toAccountId: 'acc-5211',
          date: expect.stringMatching(/^2026-/),
          amountSent: '1000',
          amountReceived: '650000',
          bankCharges: null,
          reference: null,
        },
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Transfers between accounts' });
    expect(within(table).getByText('5215 → 5211')).toBeInTheDocument();
    expect(within(table).getByText('BQ-2026-00001')).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen, signInAs } from '../../../test/render.tsx';
import { COMPANY_ID } from '../../journal-entries/entry-fixtures.ts';
import { setupReports } from '../../reports/report-test-setup.ts';
import { TreasuryAccountSummary } from './treasury-account-summary.tsx';

const TREASURY = `/v1/accountings/companies/${COMPANY_ID}/treasury-accounts`;
const WALLET = {
  accountId: 'acc-5521',
  accountNumber: '5521',
  label: 'MTN Mobile Money',
  kind: 'MOBILE_MONEY',
  journalCode: 'MM',
  currency: 'XAF',
  accountIdentifier: null,
  currencyLocked: false,
};

function setup(role: 'OWNER' | 'ACCOUNTANT', account: typeof WALLET = WALLET) {
  signInAs(role);
  const puts: unknown[] = [];
  setupReports(
    {},
    {
      [`GET ${TREASURY}`]: () => jsonResponse({ items: [account], nextCursor: null }),
      [`PUT ${TREASURY}/acc-5521`]: async (request) => {
        puts.push(await request.json());
        return jsonResponse({ ...WALLET, kind: 'BANK', journalCode: 'BQ', accountIdentifier: 'CM2110002' });
      },
    },
  );
  renderScreen(<TreasuryAccountSummary companyId={COMPANY_ID} accountId="acc-5521" />, '/accounting/bank-statements');
  return { puts, user: userEvent.setup() };
}

describe('treasury account summary', () => {
  it('shows a wallet with its own journal, its currency and the account its statements name', async () => {
    setup('ACCOUNTANT');
    expect(await screen.findByText('Mobile-money wallet')).toBeInTheDocument();
    expect(screen.getByText('Journal MM · XAF · statements of the account the first file names')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
  });

  it('lets a manager set its kind, currency and IBAN, refusing a currency that is not three letters', async () => {
    const { puts, user } = setup('OWNER');
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const currency = await screen.findByRole('textbox', { name: 'Currency' });
    await user.clear(currency);
    await user.type(currency, 'X1');
    expect(await screen.findByText('three letters (ISO 4217), e.g. XAF or EUR')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(currency);
    await user.type(currency, 'xaf');
    await user.type(screen.getByRole('textbox', { name: 'IBAN or account number' }), 'CM21 1000 2');
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Bank account' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toEqual([{ kind: 'BANK', currency: 'XAF', accountIdentifier: 'CM21 1000 2' }]));
  });

  it('locks the currency of an account that has journal lines, saying why', async () => {
    const { user } = setup('OWNER', {
      ...WALLET,
      kind: 'BANK',
      journalCode: 'BQ',
      currency: 'EUR',
      currencyLocked: true,
    });
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    const currency = await screen.findByRole('textbox', { name: 'Currency' });
    expect(currency).toBeDisabled();
    expect(currency).toHaveValue('EUR');
    expect(currency).toHaveAccessibleDescription('The account has journal lines: its currency can no longer change.');
  });
});

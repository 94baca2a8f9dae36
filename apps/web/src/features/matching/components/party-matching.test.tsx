import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { jsonResponse, renderScreen, signInAs, stubFetch } from '../../../test/render.tsx';
import { COMPANY, COMPANY_ID } from '../../journal-entries/entry-fixtures.ts';
import { PartyMatching } from './party-matching.tsx';

const item = (lineId: string, documentNumber: string, debit: string, credit: string, extra = {}) => ({
  lineId,
  entryId: `entry-${lineId}`,
  entryNumber: documentNumber,
  journalCode: 'VE',
  workFolderId: 'folder',
  accountId: 'acc-411',
  accountNumber: '411',
  subAccountId: 'sub-akwa',
  subAccountNumber: '411C00001',
  documentNumber,
  documentDate: '2026-03-01',
  date: '2026-03-01',
  dueDate: '2026-03-31',
  label: null,
  debit,
  credit,
  daysPastDue: 10,
  matchingId: null,
  matchingCode: null,
  partial: false,
  ...extra,
});

const OPEN_ITEMS = {
  date: '2026-04-10',
  workFolderId: 'folder',
  items: [
    item('l1', 'VE-2026-000001', '119250', '0', { matchingId: 'm1', matchingCode: 'AA', partial: true }),
    item('l2', 'VE-2026-000002', '20000', '0'),
    item('l3', 'AV-2026-000001', '0', '20000'),
  ],
  balance: '119250',
  total: 3,
  nextCursor: null,
};

function setup() {
  signInAs('ACCOUNTANT');
  window.localStorage.setItem('company', COMPANY_ID);
  const base = `/v1/accountings/companies/${COMPANY_ID}`;
  const matched: unknown[] = [];
  const calls = stubFetch({
    [`GET /v1/companies/${COMPANY_ID}`]: () => jsonResponse(COMPANY),
    [`GET ${base}/open-items`]: () => jsonResponse(OPEN_ITEMS),
    [`POST ${base}/matchings`]: async (request) => {
      const body = await request.json();
      matched.push(body);
      return jsonResponse(
        {
          id: 'm2',
          code: 'AB',
          accountId: 'acc-411',
          accountNumber: '411',
          subAccountId: 'sub-akwa',
          subAccountNumber: '411C00001',
          balance: '0',
          partial: false,
          automatic: false,
          createdAt: '2026-04-10T10:00:00.000Z',
          lines: [],
        },
        201,
      );
    },
  });
  return { calls, matched };
}

describe('party matching', () => {
  it('lists the open items with their letter codes, shows the running difference and matches the lines ticked', async () => {
    const { matched, calls } = setup();
    const user = userEvent.setup();
    renderScreen(<PartyMatching companyId={COMPANY_ID} subAccountId="sub-akwa" />, '/apps/company/customer/akwa');
    const table = await screen.findByRole('table', { name: 'Open items of this account: select lines and match them' });
    const rows = within(table).getAllByTestId('open-item');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('AApartial');
    const button = screen.getByRole('button', { name: 'Match' });
    expect(button).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select VE-2026-000002' }));
    expect(screen.getByTestId('matching-difference')).toHaveTextContent(/1 line selected, difference .*20,000/);
    await user.click(screen.getByRole('checkbox', { name: 'Select AV-2026-000001' }));
    expect(screen.getByTestId('matching-difference')).toHaveTextContent(/2 lines selected, difference .*0/);
    await user.click(button);
    await waitFor(() => expect(matched).toEqual([{ lineIds: ['l2', 'l3'] }]));
    expect(await screen.findByText('Matched under AB')).toBeInTheDocument();
    // The open items are read again after the matching.
    await waitFor(() =>
      expect(calls.filter((call) => new URL(call.url).pathname.endsWith('/open-items')).length).toBeGreaterThan(1),
    );
    expect(
      new URL(calls.find((call) => call.url.includes('/open-items'))?.url ?? '').searchParams.get('subAccountId'),
    ).toBe('sub-akwa');
  });

  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('reads in French', async () => {
    await i18n.changeLanguage('fr');
    setup();
    renderScreen(<PartyMatching companyId={COMPANY_ID} subAccountId="sub-akwa" />, '/apps/company/customer/akwa');
    expect(await screen.findByText('Écritures non lettrées et lettrage')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lettrer' })).toBeDisabled();
  });
});

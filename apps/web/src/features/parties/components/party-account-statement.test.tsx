import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render.tsx';
import { reportQueries, setupReports } from '../../reports/report-test-setup.ts';
import { PartyAccountStatement } from './party-account-statement.tsx';

const PARTY_ID = '0190f1a2-0000-7000-8000-00000000c001';

const line = (
  number: string,
  date: string,
  debit: string,
  credit: string,
  balance: string,
  label: string,
  matchingCode: string | null = null,
) => ({
  entryId: `entry-${number}`,
  lineId: `line-${number}`,
  number,
  journalCode: 'VE',
  date,
  label,
  subAccountNumber: 'C00001',
  matchingCode,
  debit,
  credit,
  balance,
});

const STATEMENT = {
  account: { id: 'acc-4111', number: '4111', label: 'Clients' },
  party: { id: PARTY_ID, code: 'C00001', name: 'Hôtel du Wouri', role: 'CUSTOMER' },
  from: '2026-01-01',
  to: '2026-12-31',
  currency: 'XAF',
  openingBalance: '0',
  lines: [
    line('VE-2026-000001', '2026-03-01', '1192500', '0', '1192500', 'Facture FA-2026-000001', 'AA'),
    line('BQ-2026-000001', '2026-03-20', '0', '1500000', '-307500', 'Encaissement Hôtel du Wouri'),
  ],
  totals: { debit: '1192500', credit: '1500000' },
  closingBalance: '-307500',
  nextCursor: null,
};

describe("a party's statement of account", () => {
  it("shows the party's lines over the folder with their letter codes, running balance, totals and exports", async () => {
    const calls = setupReports({ 'party-statement': STATEMENT });
    renderScreen(<PartyAccountStatement partyId={PARTY_ID} code="C00001" />, '/apps/customer/x');
    const table = await screen.findByRole('table', { name: 'Statement of account' });
    expect(within(table).getByRole('columnheader', { name: 'Matching' })).toBeInTheDocument();
    expect(within(table).getByTestId('statement-opening')).toHaveTextContent('Jan 1, 2026Opening balance0 Debit');
    expect(
      within(table)
        .getAllByTestId('statement-line')
        .map((row) => row.textContent),
    ).toEqual([
      'Mar 1, 2026VE-2026-000001Facture FA-2026-0000011,192,500AA1,192,500 Debit',
      'Mar 20, 2026BQ-2026-000001Encaissement Hôtel du Wouri1,500,000307,500 Credit',
    ]);
    expect(within(table).getByTestId('statement-closing')).toHaveTextContent(
      'Totals and closing balance (Dec 31, 2026)1,192,5001,500,000307,500 Credit',
    );
    expect(reportQueries(calls, 'party-statement')[0]?.get('partyId')).toBe(PARTY_ID);
    expect(screen.getByRole('button', { name: 'Export as PDF' })).toBeEnabled();
  });
});

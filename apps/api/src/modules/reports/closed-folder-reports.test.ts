import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountIdsByNumber,
  type LedgerCompany,
  ledgerCompany,
  validatedEntry,
} from '../../testing/ledger-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
let company: LedgerCompany;
let closingNumber: string;
let salesAccountId: string;

// Capital 1,000,000, a sale of 300,000 and an expense of 100,000, all in cash; then the year is closed:
// the closing entry debits 7011 300,000, credits 6011 100,000 and the profit 131 200,000.
beforeAll(async () => {
  context = await createTestContext();
  company = await ledgerCompany(context.app);
  const day = (monthDay: string) => `${company.year}-${monthDay}`;
  await validatedEntry(context.app, company, day('01-10'), [
    { number: '5711', debit: '1000000' },
    { number: '1011', credit: '1000000' },
  ]);
  await validatedEntry(context.app, company, day('03-15'), [
    { number: '5711', debit: '300000' },
    { number: '7011', credit: '300000' },
  ]);
  await validatedEntry(context.app, company, day('06-30'), [
    { number: '6011', debit: '100000' },
    { number: '5711', credit: '100000' },
  ]);
  const closed = await call(
    context.app,
    'POST',
    `/v1/accountings/workFolders/${company.workFolderId}/close`,
    undefined,
    {
      token: company.token,
    },
  );
  expect(closed.statusCode, closed.body).toBe(200);
  closingNumber = closed.json().closingEntryNumber;
  salesAccountId = (await accountIdsByNumber(context.app, company)).get('7011') ?? '';
});
afterAll(() => context.close());

const read = async (name: string, query: Record<string, string>) => {
  const response = await call(
    context.app,
    'GET',
    `/v1/accountings/workFolders/${company.workFolderId}/${name}`,
    undefined,
    {
      token: company.token,
      query,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const rowOf = (balance: { accounts: Array<{ accountNumber: string }> }, number: string) =>
  balance.accounts.find((row) => row.accountNumber === number);

describe('a closed folder read in its journal, general ledger and trial balance', () => {
  it('shows the closing entry in all three, totals and running balances included', async () => {
    const journal = await read('journal', { limit: '50' });
    expect(journal.items.map((entry: { number: string }) => entry.number)).toContain(closingNumber);
    // 1,000,000 + 300,000 + 100,000 + the closing entry's 300,000 (7011 100,000 to 6011, 200,000 to 131).
    expect(journal.totals).toEqual({ debit: '1700000', credit: '1700000' });

    const balance = await read('trial-balance', {});
    expect(balance.totals).toMatchObject({ debit: '1700000', credit: '1700000' });
    expect(rowOf(balance, '7011')).toMatchObject({ debit: '300000', credit: '300000', closingCredit: '0' });
    expect(rowOf(balance, '131')).toMatchObject({ credit: '200000', closingCredit: '200000' });

    const ledger = await read('general-ledger', { accountId: salesAccountId });
    expect(ledger.lines.map((line: { number: string; balance: string }) => [line.number, line.balance])).toEqual([
      [expect.any(String), '-300000'],
      [closingNumber, '0'],
    ]);
    expect([ledger.totals, ledger.closingBalance]).toEqual([{ debit: '300000', credit: '300000' }, '0']);
  });

  it('shows it in none of the three before closing', async () => {
    const query = { beforeClosing: 'true' };
    const journal = await read('journal', { ...query, limit: '50' });
    expect(journal.items.map((entry: { number: string }) => entry.number)).not.toContain(closingNumber);
    expect(journal.totals).toEqual({ debit: '1400000', credit: '1400000' });
    const ofOneJournal = await read('journal', { ...query, journalCode: 'OD', limit: '50' });
    expect(ofOneJournal.totals).toEqual({ debit: '1400000', credit: '1400000' });

    const balance = await read('trial-balance', query);
    expect(balance.totals).toMatchObject({ debit: '1400000', credit: '1400000' });
    expect(rowOf(balance, '7011')).toMatchObject({ debit: '0', credit: '300000', closingCredit: '300000' });
    expect(rowOf(balance, '131')).toBeUndefined();

    const ledger = await read('general-ledger', { ...query, accountId: salesAccountId });
    expect(ledger.lines.map((line: { balance: string }) => line.balance)).toEqual(['-300000']);
    expect([ledger.totals, ledger.closingBalance]).toEqual([{ debit: '0', credit: '300000' }, '-300000']);
  });

  it('leaves the closing entry out of a period that ends before the last day', async () => {
    const balance = await read('trial-balance', { to: `${company.year}-12-30` });
    expect(balance.totals).toMatchObject({ debit: '1400000', credit: '1400000' });
    const ledger = await read('general-ledger', { accountId: salesAccountId, to: `${company.year}-12-30` });
    expect(ledger.closingBalance).toBe('-300000');
  });
});

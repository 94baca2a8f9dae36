import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerCompany, ledgerCompany, validatedEntry } from '../../testing/ledger-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
let company: LedgerCompany;
let nextYear: LedgerCompany;

// Year N-1: capital 1,000,000, sales 300,000 and expenses 100,000 in cash, then closed (profit 200,000).
// Year N: sales of 50,000 in cash.
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
  nextYear = { ...company, workFolderId: closed.json().next.id, year: company.year + 1 };
  await validatedEntry(context.app, nextYear, `${nextYear.year}-02-01`, [
    { number: '5711', debit: '50000' },
    { number: '7011', credit: '50000' },
  ]);
});
afterAll(() => context.close());

const read = async (folder: LedgerCompany, name: string, query: Record<string, string> = {}) => {
  const response = await call(
    context.app,
    'GET',
    `/v1/accountings/workFolders/${folder.workFolderId}/${name}`,
    undefined,
    {
      token: folder.token,
      query,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

interface Line {
  amount?: string;
  net?: string;
  previousAmount?: string | null;
  previousNet?: string | null;
  accounts: Array<{ accountNumber: string }>;
}
const lineWith = (lines: Line[], accountNumber: string) =>
  lines.find((line) => line.accounts.some((account) => account.accountNumber === accountNumber));

describe('statements with the previous year (N-1)', () => {
  it('sets the income statement of the previous folder beside the year', async () => {
    const statement = (await read(nextYear, 'income-statement')).json();
    expect(statement.previous).toEqual({ from: `${company.year}-01-01`, to: `${company.year}-12-31` });
    expect(lineWith(statement.lines, '7011')).toMatchObject({ amount: '50000', previousAmount: '300000' });
    expect(lineWith(statement.lines, '6011')).toBeUndefined();
    // The net result: 50,000 this year, 300,000 − 100,000 the year before (read before its closing).
    expect(statement.lines.at(-1)).toMatchObject({ amount: '50000', previousAmount: '200000' });
  });

  it('sets the balance sheet of the previous folder beside the year', async () => {
    const sheet = (await read(nextYear, 'balance-sheet')).json();
    // Cash: 1,000,000 + 300,000 − 100,000 at the end of N-1, + 50,000 in N.
    expect(lineWith(sheet.assets, '5711')).toMatchObject({ net: '1250000', previousNet: '1200000' });
    expect(lineWith(sheet.liabilities, '1011')).toMatchObject({ amount: '1000000', previousAmount: '1000000' });
    expect(sheet.assets.at(-1)).toMatchObject({ net: '1250000', previousNet: '1200000' });
  });

  it('leaves N-1 empty for a first year', async () => {
    const statement = (await read(company, 'income-statement')).json();
    expect(statement.previous).toBeNull();
    expect(statement.lines.every((line: Line) => line.previousAmount === null)).toBe(true);
    const sheet = (await read(company, 'balance-sheet')).json();
    expect(sheet.assets.every((line: Line) => line.previousNet === null)).toBe(true);
  });

  it('exports the N-1 column as the screen shows it', async () => {
    const csv = (await read(nextYear, 'income-statement', { format: 'csv', lang: 'en' })).body;
    // A header block of four lines and a blank one, then the columns and the rubrics.
    const [header, ...rows] = csv.trim().split('\r\n').slice(5);
    expect(header).toBe('Ref,Label,Amount,N-1');
    expect(rows.at(-1)).toMatch(/,50000,200000$/);
    const firstYear = (await read(company, 'income-statement', { format: 'csv', lang: 'en' })).body;
    expect(firstYear).not.toContain('N-1');
  });
});

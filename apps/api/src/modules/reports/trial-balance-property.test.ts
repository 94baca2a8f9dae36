import { type Amount, computeTrialBalance, formatAmount, sumMovements, toAmount } from '@bilan/accounting';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeState,
  createDraft,
  type EntryLine,
  type LedgerCompany,
  ledgerCompany,
} from '../../testing/ledger-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

// No customer or supplier control account: a hand entry there names a party's sub-account.
const ACCOUNTS = ['1013', '2441', '4431', '4452', '5211', '5711', '6011', '7011'];

interface RandomEntry {
  month: number;
  day: number;
  journal: string;
  lines: { account: string; amount: number }[];
}

const entryArbitrary: fc.Arbitrary<RandomEntry> = fc.record({
  month: fc.integer({ min: 1, max: 12 }),
  day: fc.integer({ min: 1, max: 28 }),
  journal: fc.constantFrom('OD', 'VE', 'AC', 'BQ', 'AN'),
  lines: fc.array(
    fc.record({ account: fc.constantFrom(...ACCOUNTS), amount: fc.integer({ min: 1, max: 5_000_000 }) }),
    {
      minLength: 1,
      maxLength: 4,
    },
  ),
});

describe('trial balance from the monthly balances', () => {
  it('equals the trial balance recomputed from the raw journal lines, for random books and periods', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(entryArbitrary, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: 0, max: 11 }),
        async (entries, fromMonth, fromDay, span) => {
          const company = await ledgerCompany(context.app);
          const chart = await call(
            context.app,
            'GET',
            `/v1/accountings/companies/${company.companyId}/chart-of-accounts`,
            undefined,
            {
              token: company.token,
            },
          );
          for (const accountClass of chart.json()) {
            for (const account of accountClass.accounts) company.accounts[account.number] = account.id;
          }
          for (const entry of entries) await post(company, entry);

          const from = `${company.year}-${pad(fromMonth)}-${pad(fromDay)}`;
          const toMonth = Math.min(12, fromMonth + span);
          const to = `${company.year}-${pad(toMonth)}-${toMonth === 2 ? '28' : '30'}`;
          const response = await call(
            context.app,
            'GET',
            `/v1/accountings/workFolders/${company.workFolderId}/trial-balance`,
            undefined,
            {
              token: company.token,
              query: { from, to },
            },
          );
          expect(response.statusCode).toBe(200);
          const expected = await fromRawLines(company, from, to);
          const actual = response
            .json()
            .accounts.map((row: Record<string, string>) => [
              row.accountNumber,
              row.openingDebit,
              row.openingCredit,
              row.debit,
              row.credit,
              row.closingDebit,
              row.closingCredit,
            ]);
          expect(actual).toEqual(expected);
        },
      ),
      { numRuns: 12 },
    );
  }, 900_000);
});

/** A balanced entry: each random line on one side, the total against the bank on the other. */
async function post(company: LedgerCompany, entry: RandomEntry) {
  const total = entry.lines.reduce((sum, line) => sum + line.amount, 0);
  const lines: EntryLine[] = [
    ...entry.lines.map((line, index) =>
      index % 2 === 0
        ? { account: line.account, debit: String(line.amount) }
        : { account: line.account, credit: String(line.amount) },
    ),
  ];
  const net = entry.lines.reduce((sum, line, index) => sum + (index % 2 === 0 ? line.amount : -line.amount), 0);
  if (net > 0) lines.push({ account: '5711', credit: String(net) });
  if (net < 0) lines.push({ account: '5711', debit: String(-net) });
  if (lines.length < 2) lines.push({ account: '5711', credit: String(total) });
  const draft = await createDraft(context.app, company, lines, {
    date: `${company.year}-${pad(entry.month)}-${pad(entry.day)}`,
    journalCode: entry.journal,
  });
  const validated = await changeState(context.app, company, draft.id, 'VALIDATED');
  expect(validated.statusCode, validated.body).toBe(200);
}

/** The oracle: every posted line read back, folded by the pure accounting package. */
async function fromRawLines(company: LedgerCompany, from: string, to: string) {
  const lines = await queryRows<{
    number: string;
    entry_date: string;
    opening: boolean;
    debit: string;
    credit: string;
  }>(
    context.handle.db,
    sql`select a.number, l.entry_date::text as entry_date, j.type = 'OPENING' as opening, l.debit::text, l.credit::text
        from journal_line l
        join journal_entry e on e.id = l.entry_id
        join journal j on j.id = e.journal_id
        join company_account a on a.id = l.account_id
        where l.work_folder_id = ${company.workFolderId}`,
  );
  const movement = (line: (typeof lines)[number]) => ({
    accountNumber: line.number,
    debit: toAmount(BigInt(line.debit)),
    credit: toAmount(BigInt(line.credit)),
  });
  const opening = lines.filter((line) => line.opening || line.entry_date < from).map(movement);
  const period = lines
    .filter((line) => !line.opening && line.entry_date >= from && line.entry_date <= to)
    .map(movement);
  const balance = computeTrialBalance({ opening: sumMovements(opening), period: sumMovements(period) });
  const text = (amount: Amount) => formatAmount(amount, 0);
  return balance.accounts.map((row) => [
    row.accountNumber,
    text(row.openingDebit),
    text(row.openingCredit),
    text(row.debit),
    text(row.credit),
    text(row.closingDebit),
    text(row.closingCredit),
  ]);
}

const pad = (value: number) => String(value).padStart(2, '0');

import type { BankReconciliationReport, Transfer } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdsByNumber } from '../../testing/ledger-fixtures.ts';
import { type Books, books } from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const as = (company: Books) => ({ token: company.token });

async function transferred(company: Books, body: Record<string, unknown>) {
  const url = `/v1/accountings/treasury-transfers/workFolders/${company.workFolderId}`;
  const created = await call(context.app, 'POST', url, body, as(company));
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<Transfer>().id;
  const posted = await call(
    context.app,
    'POST',
    `/v1/accountings/treasury-transfers/${id}/workFolders/${company.workFolderId}/state/VALIDATED`,
    undefined,
    as(company),
  );
  expect(posted.statusCode, posted.body).toBe(200);
}

describe('a treasury account kept in a foreign currency over the year end', () => {
  it('opens next year with its 1,000 EUR, so its balance reads 1,000 EUR + the movements', async () => {
    const company = await books(context.app);
    const ids = await accountIdsByNumber(context.app, company);
    const [bank, euros] = [ids.get('5211') as string, ids.get('5215') as string];
    const saved = await call(
      context.app,
      'PUT',
      `/v1/accountings/companies/${company.companyId}/treasury-accounts/${euros}`,
      { kind: 'BANK', currency: 'EUR' },
      as(company),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // 655,957 XAF buy 1,000.00 EUR at the parity: no difference.
    await transferred(company, {
      fromAccountId: bank,
      toAccountId: euros,
      date: `${company.year}-11-30`,
      amountSent: '655957',
      amountReceived: '1000.00',
    });
    const folder = `/v1/accountings/workFolders/${company.workFolderId}`;
    // At the parity the revaluation finds nothing to book, but the closing asks that it be run.
    const revalued = await call(context.app, 'POST', `${folder}/year-end/currency-revaluation`, {}, as(company));
    expect(revalued.statusCode, revalued.body).toBe(201);
    const closed = await call(context.app, 'POST', `${folder}/close`, undefined, as(company));
    expect(closed.statusCode, closed.body).toBe(200);
    const next: Books = { ...company, workFolderId: closed.json().next.id, year: company.year + 1 };
    const opening = await queryRows<{ debit: string; currency: string | null; foreign: string | null }>(
      context.handle.db,
      sql`select l.debit::text, l.currency, l.amount_currency::text as foreign from journal_line l
          where l.company_id = ${company.companyId} and l.work_folder_id = ${next.workFolderId}
            and l.account_id = ${euros}`,
    );
    expect(opening).toEqual([{ debit: '655957', currency: 'EUR', foreign: '100000' }]);

    // 200.00 EUR back to the XAF account: 200 × 655.957 = 131,191.4 → 131,191 XAF.
    await transferred(next, {
      fromAccountId: euros,
      toAccountId: bank,
      date: `${next.year}-01-15`,
      amountSent: '200.00',
      amountReceived: '131191',
    });
    const report = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${next.workFolderId}/bank-reconciliation`,
      undefined,
      { ...as(company), query: { treasuryAccountId: euros, date: `${next.year}-01-31` } },
    );
    expect(report.statusCode, report.body).toBe(200);
    // 1,000.00 − 200.00 = 800.00 EUR; 655,957 − 131,191 = 524,766 XAF.
    expect(report.json<BankReconciliationReport>()).toMatchObject({
      currency: 'EUR',
      bookBalance: '800.00',
      companyBookBalance: '524766',
    });
  });
});

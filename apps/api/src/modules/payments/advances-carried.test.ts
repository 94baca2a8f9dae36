import type { Payment } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryLines, setRate, usdInvoice } from '../../testing/foreign-fixtures.ts';
import { type Books, books } from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

async function posted(company: Books, url: string, body: Record<string, unknown> | undefined, status: number) {
  const response = await call(context.app, 'POST', url, body, { token: company.token });
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

/** The 4191 lines of a folder: journal, debit, credit, foreign amount, and the matching each is in. */
async function advanceLines(company: Books, workFolderId: string) {
  return queryRows<{ journal: string; debit: string; credit: string; foreign: string | null; matching: string | null }>(
    context.handle.db,
    sql`select j.code as journal, l.debit::text, l.credit::text, l.amount_currency::text as foreign,
          ml.matching_id::text as matching
        from journal_line l join journal_entry e on e.company_id = l.company_id and e.id = l.entry_id
        join journal j on j.company_id = e.company_id and j.id = e.journal_id
        join company_account a on a.company_id = l.company_id and a.id = l.account_id
        left join matching_line ml on ml.company_id = l.company_id and ml.line_id = l.id
        where l.company_id = ${company.companyId} and l.work_folder_id = ${workFolderId} and a.number like '4191%'
        order by l.entry_date, e.number, l.line_number`,
  );
}

describe('an advance carried from the previous year', () => {
  it('2,000 USD received at 600 in year 1, used in year 2 against a 5,000 USD invoice at 610', async () => {
    const company = await books(context.app);
    const y = company.year;
    await setRate(context.app, company, `${y}-02-01`, '600');
    await setRate(context.app, company, `${y + 1}-03-01`, '610');
    // Year 1: 2,000.00 USD at 600 = 1,200,000 XAF, D 5211 / C 4191; never revalued (ADR 0037).
    const received: Payment = await posted(
      company,
      `/v1/accountings/advances/workFolders/${company.workFolderId}`,
      {
        type: 'RECEIPT',
        partyId: company.customerId,
        date: `${y}-02-15`,
        amount: '2000.00',
        currency: 'USD',
        method: 'BANK_TRANSFER',
      },
      201,
    );
    const folder = `/v1/accountings/workFolders/${company.workFolderId}`;
    await posted(company, `${folder}/year-end/currency-revaluation`, {}, 201);
    const closed = await posted(company, `${folder}/close`, undefined, 200);
    const nextYear: Books = { ...company, workFolderId: closed.next.id, year: y + 1 };
    // The opening entry carries the advance with its dollars.
    expect(await advanceLines(company, nextYear.workFolderId)).toEqual([
      { journal: 'AN', debit: '0', credit: '1200000', foreign: '200000', matching: null },
    ]);

    // Year 2: invoice 5,000.00 USD at 610 = 3,050,000; the advance set against it, all 2,000 USD:
    // D 4191 1,200,000 (at the advance's rate), C 411 1,220,000 (at the invoice's), D 656 20,000.
    const invoice = await usdInvoice(context.app, nextYear, '5000.00');
    const used: Payment = await posted(
      company,
      `/v1/accountings/advances/${received.id}/workFolders/${nextYear.workFolderId}/uses`,
      { accountingDocumentId: invoice.id, date: `${y + 1}-03-10`, amount: '2000.00' },
      201,
    );
    expect(await entryLines(context.app, used.journalEntryId)).toEqual([
      ['4191', '1200000', '0'],
      ['4111', '0', '1220000'],
      ['656', '20000', '0'],
    ]);
    // The use is matched with the opening line that carries the advance, and 4191 ends at 0.
    const lines = await advanceLines(company, nextYear.workFolderId);
    expect(lines.map((line) => [line.journal, line.debit, line.credit])).toEqual([
      ['AN', '0', '1200000'],
      ['OD', '1200000', '0'],
    ]);
    expect(lines[0]?.matching).not.toBeNull();
    expect(lines[1]?.matching).toBe(lines[0]?.matching);
    const [balance] = await queryRows<{ balance: string }>(
      context.handle.db,
      sql`select coalesce(sum(l.debit - l.credit), 0)::text as balance from journal_line l
          join company_account a on a.company_id = l.company_id and a.id = l.account_id
          where l.company_id = ${company.companyId} and l.work_folder_id = ${nextYear.workFolderId}
            and a.number like '4191%'`,
    );
    expect(balance?.balance).toBe('0');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booksWithRates, entryLines, FRENCH, paid, setRate, usdInvoice } from '../../testing/foreign-fixtures.ts';
import type { Books } from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const post = (company: Books, url: string, body?: Record<string, unknown>) =>
  call(context.app, 'POST', url, body, { token: company.token });

/** The lines of a party control account in a folder: entry journal, debit, credit, foreign amount. */
async function customerLines(company: Books, workFolderId: string, prefix = '4111') {
  return queryRows<{ journal: string; debit: string; credit: string; currency: string | null; foreign: string | null }>(
    context.handle.db,
    sql`select j.code as journal, l.debit::text, l.credit::text, l.currency, l.amount_currency::text as foreign
        from journal_line l join journal_entry e on e.id = l.entry_id join journal j on j.id = e.journal_id
        join company_account a on a.id = l.account_id
        where l.company_id = ${company.companyId} and l.work_folder_id = ${workFolderId}
          and a.number like ${`${prefix}%`}
        order by l.entry_date, e.number, l.line_number`,
  );
}

/**
 * A Cameroonian company's year with a customer owing 10,000.00 USD invoiced at 600 (6,000,000 XAF),
 * revalued at 580 (5,800,000: a latent loss of 200,000, 4111 credited against 47811), then closed.
 * With `nextFolderFirst`, next year's folder is opened before the revaluation, which then reverses
 * at once, before the closing.
 */
async function closedWithUsdInvoice({ nextFolderFirst = false } = {}) {
  const company = await booksWithRates(context.app, { '03-01': '600', '12-31': '580' });
  const y = company.year;
  const invoice = await usdInvoice(context.app, company, '10000.00');
  if (nextFolderFirst) {
    const created = await post(company, `/v1/accountings/workFolders/companies/${company.companyId}`, {
      name: `${y + 1}`,
      startDate: `${y + 1}-01-01`,
      endDate: `${y + 1}-12-31`,
    });
    expect(created.statusCode, created.body).toBe(201);
  }
  const folder = `/v1/accountings/workFolders/${company.workFolderId}`;
  const revalued = await post(company, `${folder}/year-end/currency-revaluation`, {});
  expect(revalued.statusCode, revalued.body).toBe(201);
  const closed = await post(company, `${folder}/close`);
  expect(closed.statusCode, closed.body).toBe(200);
  const nextYear: Books = { ...company, workFolderId: closed.json().next.id, year: y + 1 };
  return { company, invoice, nextYear, next: y + 1 };
}

describe('foreign-currency items carried into the next year', () => {
  it('keeps the foreign amount on the opening line; next year revalues it and pays it against the historical rate', async () => {
    const { company, invoice, nextYear, next } = await closedWithUsdInvoice();
    // The opening entry carries the invoice with its 10,000.00 USD and the revaluation line on its own,
    // then the revaluation is reversed on 1 January.
    expect(await customerLines(company, nextYear.workFolderId)).toEqual([
      { journal: 'AN', debit: '6000000', credit: '0', currency: 'USD', foreign: '1000000' },
      { journal: 'AN', debit: '0', credit: '200000', currency: null, foreign: null },
      { journal: 'OD', debit: '200000', credit: '0', currency: null, foreign: null },
    ]);

    // Next year's revaluation sees the carried item at its historical 6,000,000: at 620, 6,200,000, +200,000.
    await setRate(context.app, company, `${next}-12-31`, '620');
    const preview = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${nextYear.workFolderId}/year-end/currency-revaluation`,
      undefined,
      { token: company.token },
    );
    expect(
      preview.json().items.map((item: Record<string, string>) => [item.currency, item.bookBalance, item.difference]),
    ).toEqual([['USD', '6000000', '200000']]);

    // Paid in full on 15 February at 590: 5,900,000 XAF for a receivable of 6,000,000 at the invoice's
    // rate, a realised loss of 100,000 (656), whatever the closing rate was.
    await setRate(context.app, company, `${next}-02-15`, '590');
    const receipt = await paid(context.app, nextYear, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      date: `${next}-02-15`,
      amount: '10000.00',
    });
    expect(await entryLines(context.app, receipt.journalEntryId)).toEqual([
      ['5211', '5900000', '0'],
      ['4111', '0', '6000000'],
      ['656', '100000', '0'],
    ]);
    // The customer's account in the new year: 6,000,000 − 200,000 + 200,000 − 6,000,000 = 0.
    const balance = (await customerLines(company, nextYear.workFolderId)).reduce(
      (sum, line) => sum + BigInt(line.debit) - BigInt(line.credit),
      0n,
    );
    expect(balance).toBe(0n);
    // Nothing left in dollars either: the revaluation of the year finds no open item.
    const after = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${nextYear.workFolderId}/year-end/currency-revaluation`,
      undefined,
      { token: company.token },
    );
    expect(after.json().items).toEqual([]);
  });
});

describe('foreign-currency items carried into the next year (PCG)', () => {
  it("pays a French company's USD bill of last year against the bill's rate, the supplier at zero", async () => {
    const company = await booksWithRates(context.app, { '03-01': '0.9', '12-31': '0.95' }, FRENCH);
    const y = company.year;
    const next = y + 1;
    await setRate(context.app, company, `${next}-02-15`, '0.93');
    // 100.00 USD at 0.90 = 90.00 € owed; at 0.95 it is 95.00 €: a latent loss of 5.00 € (4762).
    const bill = await usdInvoice(context.app, company, '100.00', { type: 'PURCHASE_INVOICE' });
    const folder = `/v1/accountings/workFolders/${company.workFolderId}`;
    expect((await post(company, `${folder}/year-end/currency-revaluation`, {})).statusCode).toBe(201);
    const closed = await post(company, `${folder}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    const nextYear: Books = { ...company, workFolderId: closed.json().next.id, year: next };
    expect(await customerLines(company, nextYear.workFolderId, '401')).toEqual([
      { journal: 'AN', debit: '0', credit: '9000', currency: 'USD', foreign: '10000' },
      { journal: 'AN', debit: '0', credit: '500', currency: null, foreign: null },
      { journal: 'OD', debit: '500', credit: '0', currency: null, foreign: null },
    ]);
    // Paid on 15 February at 0.93: 93.00 € for a debt of 90.00 € at the bill's rate, a loss of 3.00 €.
    const disbursement = await paid(context.app, nextYear, {
      type: 'DISBURSEMENT',
      accountingDocumentId: bill.id,
      date: `${next}-02-15`,
      amount: '100.00',
    });
    expect(await entryLines(context.app, disbursement.journalEntryId, 3)).toEqual([
      ['512', '0', '9300'],
      ['401', '9000', '0'],
      ['656', '300', '0'],
    ]);
    // −90.00 − 5.00 + 5.00 + 90.00 = 0.
    const balance = (await customerLines(company, nextYear.workFolderId, '401')).reduce(
      (sum, line) => sum + BigInt(line.debit) - BigInt(line.credit),
      0n,
    );
    expect(balance).toBe(0n);
  });
});

describe("last year's revaluation and its reversal, matched next year", () => {
  /** The customer's open items on a day of next year: debit, credit, currency and foreign amount. */
  async function openItems(company: Books, date: string) {
    const customer = await call(
      context.app,
      'GET',
      `/v1/companies/${company.companyId}/customers/${company.customerId}`,
      undefined,
      { token: company.token },
    );
    const open = await call(
      context.app,
      'GET',
      `/v1/accountings/companies/${company.companyId}/open-items`,
      undefined,
      { token: company.token, query: { subAccountId: customer.json().subAccountId, date } },
    );
    expect(open.statusCode, open.body).toBe(200);
    const body = open.json();
    return {
      items: body.items.map((item: Record<string, string>) => [
        item.debit,
        item.credit,
        item.currency,
        item.amountCurrency,
      ]),
      balance: body.balance,
    };
  }

  it('leaves only the invoice at its historical 6,000,000 XAF open when the reversal follows the opening', async () => {
    const { company, next } = await closedWithUsdInvoice();
    // The opening's revaluation line (C 200,000) and its reversal on 1 January (D 200,000) sum to zero:
    // matched, they leave the 10,000.00 USD invoice at 600 alone.
    expect(await openItems(company, `${next}-01-31`)).toEqual({
      items: [['6000000', '0', 'USD', '10000.00']],
      balance: '6000000',
    });
  });

  it('matches them too when next year was open before the revaluation reversed into it', async () => {
    const { company, next } = await closedWithUsdInvoice({ nextFolderFirst: true });
    expect(await openItems(company, `${next}-01-31`)).toEqual({
      items: [['6000000', '0', 'USD', '10000.00']],
      balance: '6000000',
    });
  });
});

import type { AccountingDocument, Payment } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Books, books, payment, validatedInvoice, validatePayment } from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const post = (company: Books, url: string, body?: Record<string, unknown>) =>
  call(context.app, 'POST', url, body, { token: company.token });

async function setRate(company: Books, currency: string, date: string, rate: string) {
  const response = await post(company, `/v1/accountings/companies/${company.companyId}/exchange-rates`, {
    currency,
    date,
    rate,
  });
  expect(response.statusCode, response.body).toBe(201);
}

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
 */
async function closedWithUsdInvoice() {
  const company = await books(context.app);
  const y = company.year;
  await setRate(company, 'USD', `${y}-03-01`, '600');
  await setRate(company, 'USD', `${y}-12-31`, '580');
  const invoice: AccountingDocument = await validatedInvoice(
    context.app,
    company,
    'SALE_INVOICE',
    [{ quantity: '1', unitPrice: '10000.00', vatRate: '0' }],
    { currency: 'USD' },
  );
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
    await setRate(company, 'USD', `${next}-12-31`, '620');
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
    await setRate(company, 'USD', `${next}-02-15`, '590');
    const draft: Payment = await payment(context.app, nextYear, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      date: `${next}-02-15`,
      amount: '10000.00',
      method: 'BANK_TRANSFER',
    });
    const validated = await validatePayment(context.app, nextYear, draft.id);
    expect(validated.statusCode, validated.body).toBe(200);
    const lines = await queryRows<{ account: string; debit: string; credit: string }>(
      context.handle.db,
      sql`select a.number as account, l.debit::text, l.credit::text from journal_line l
          join company_account a on a.id = l.account_id
          where l.entry_id = ${validated.json().journalEntryId} order by l.line_number`,
    );
    expect(lines).toEqual([
      { account: '5211', debit: '5900000', credit: '0' },
      { account: '4111', debit: '0', credit: '6000000' },
      { account: '656', debit: '100000', credit: '0' },
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
    const company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const y = company.year;
    const next = y + 1;
    await setRate(company, 'USD', `${y}-03-01`, '0.9');
    await setRate(company, 'USD', `${y}-12-31`, '0.95');
    await setRate(company, 'USD', `${next}-02-15`, '0.93');
    // 100.00 USD at 0.90 = 90.00 € owed; at 0.95 it is 95.00 €: a latent loss of 5.00 € (4762).
    const bill: AccountingDocument = await validatedInvoice(
      context.app,
      company,
      'PURCHASE_INVOICE',
      [{ quantity: '1', unitPrice: '100.00', vatRate: '0' }],
      { currency: 'USD' },
    );
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
    const draft: Payment = await payment(context.app, nextYear, {
      type: 'DISBURSEMENT',
      accountingDocumentId: bill.id,
      date: `${next}-02-15`,
      amount: '100.00',
      method: 'BANK_TRANSFER',
    });
    const validated = await validatePayment(context.app, nextYear, draft.id);
    expect(validated.statusCode, validated.body).toBe(200);
    const lines = await queryRows<{ account: string; debit: string; credit: string }>(
      context.handle.db,
      sql`select substr(a.number, 1, 3) as account, l.debit::text, l.credit::text from journal_line l
          join company_account a on a.id = l.account_id
          where l.entry_id = ${validated.json().journalEntryId} order by l.line_number`,
    );
    expect(lines).toEqual([
      { account: '512', debit: '0', credit: '9300' },
      { account: '401', debit: '9000', credit: '0' },
      { account: '656', debit: '300', credit: '0' },
    ]);
    // −90.00 − 5.00 + 5.00 + 90.00 = 0.
    const balance = (await customerLines(company, nextYear.workFolderId, '401')).reduce(
      (sum, line) => sum + BigInt(line.debit) - BigInt(line.credit),
      0n,
    );
    expect(balance).toBe(0n);
  });
});

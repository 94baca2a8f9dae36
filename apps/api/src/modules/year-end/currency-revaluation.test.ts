import { toAmount } from '@bilan/accounting';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenant.ts';
import { accountIdsByNumber } from '../../testing/ledger-fixtures.ts';
import { type Books, books, postedLines } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';
import { subAccounts } from '../accounts/accounts.table.ts';
import { type PostingLine, postJournalEntry } from '../ledger/ledger.service.ts';
import { journals } from '../ledger/ledger.table.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const revaluation = (company: Books, workFolderId = company.workFolderId) =>
  `/v1/accountings/workFolders/${workFolderId}/year-end/currency-revaluation`;
const get = (company: Books, url: string) => call(context.app, 'GET', url, undefined, { token: company.token });
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

/** A party's sub-account: the line a foreign-currency invoice posts on its control account. */
async function partyLine(company: Books, partyId: string) {
  return inTenant(context.handle.db, company.companyId, async (tx) => {
    const [sub] = await tx
      .select({ id: subAccounts.id, accountId: subAccounts.accountId })
      .from(subAccounts)
      .where(and(eq(subAccounts.companyId, company.companyId), eq(subAccounts.partyId, partyId)));
    if (!sub) throw new Error('no sub-account');
    return { accountId: sub.accountId, subAccountId: sub.id };
  });
}

/** Posts an entry as a foreign-currency invoice or bill would (the documents' own path is tested with them). */
async function postForeign(company: Books, date: string, journalCode: string, lines: PostingLine[]) {
  await inTenant(context.handle.db, company.companyId, async (tx) => {
    const [journal] = await tx
      .select({ id: journals.id })
      .from(journals)
      .where(and(eq(journals.companyId, company.companyId), eq(journals.code, journalCode)));
    if (!journal) throw new Error(`no journal ${journalCode}`);
    await postJournalEntry(tx, {
      companyId: company.companyId,
      workFolderId: company.workFolderId,
      journalId: journal.id,
      entryOn: date,
      label: 'Foreign invoice',
      sourceType: 'DOCUMENT',
      sourceId: null,
      postedBy: null,
      lines,
    });
  });
}

const line = (
  at: { accountId: string; subAccountId?: string | null },
  debit: bigint,
  credit: bigint,
  foreign?: { currency: string; amount: bigint },
): PostingLine => ({
  accountId: at.accountId,
  subAccountId: at.subAccountId ?? null,
  label: null,
  debit: toAmount(debit),
  credit: toAmount(credit),
  foreign: foreign ?? null,
});

/**
 * A Cameroonian SARL (XAF): a customer owes 10,000.00 USD invoiced at 600 (6,000,000 XAF), a supplier is
 * owed 5,000.00 USD booked at 600 (3,000,000 XAF), a customer owes 2,000.00 EUR (1,311,914 XAF at the parity).
 */
async function foreignBooks() {
  const company = await books(context.app);
  const customer = await partyLine(company, company.customerId);
  const supplier = await partyLine(company, company.supplierId);
  const sales = { accountId: company.accounts['7011'] as string };
  const purchases = { accountId: company.accounts['6011'] as string };
  const y = company.year;
  await postForeign(company, `${y}-11-10`, 'VE', [
    line(customer, 6_000_000n, 0n, { currency: 'USD', amount: 1_000_000n }),
    line(sales, 0n, 6_000_000n),
  ]);
  await postForeign(company, `${y}-11-12`, 'AC', [
    line(purchases, 3_000_000n, 0n),
    line(supplier, 0n, 3_000_000n, { currency: 'USD', amount: 500_000n }),
  ]);
  await postForeign(company, `${y}-11-15`, 'VE', [
    line(customer, 1_311_914n, 0n, { currency: 'EUR', amount: 200_000n }),
    line(sales, 0n, 1_311_914n),
  ]);
  return company;
}

describe('year-end revaluation of foreign-currency items (SYSCOHADA, XAF)', () => {
  it('refuses without the closing rate of each open currency, naming them; EUR needs none', async () => {
    const company = await foreignBooks();
    // A rate of an earlier day is not a closing rate.
    await setRate(company, 'USD', `${company.year}-11-30`, '590');
    const preview = (await get(company, revaluation(company))).json();
    expect(preview).toMatchObject({ done: false, missingRates: ['USD'] });
    expect(preview.rates).toEqual([{ currency: 'EUR', rate: '655.957', fixed: true }]);
    const refused = await post(company, revaluation(company), {});
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({ code: 'CLOSING_RATE_MISSING', fields: [{ path: 'rates.USD' }] });
  });

  it('books 478/479, the provision of the loss, and reverses the differences on 1 January', async () => {
    const company = await foreignBooks();
    await setRate(company, 'USD', `${company.year}-12-31`, '580');
    const preview = (await get(company, revaluation(company))).json();
    expect(
      preview.items.map((item: Record<string, string>) => [item.currency, item.bookBalance, item.difference]),
    ).toEqual([
      ['USD', '-3000000', '100000'],
      ['EUR', '1311914', '0'],
      ['USD', '6000000', '-200000'],
    ]);
    const posted = await post(company, revaluation(company), {});
    expect(posted.statusCode, posted.body).toBe(201);
    const done = posted.json();
    expect(done).toMatchObject({ done: true, provisions: { trade: '200000', financial: '0' } });
    expect(await postedLines(context.app, company, done.entryNumbers.conversion)).toEqual([
      ['4011/F00001', '100000', '0'],
      ['4111/C00001', '0', '200000'],
      ['47811', '200000', '0'],
      ['47931', '0', '100000'],
    ]);
    expect(await postedLines(context.app, company, done.entryNumbers.provision)).toEqual([
      ['6591', '200000', '0'],
      ['4991', '0', '200000'],
    ]);
    expect(done.entryNumbers.reversal).toBeNull();
    expect((await post(company, revaluation(company), {})).statusCode).toBe(409);

    // Next year's folder: the differences are reversed on its first day, the provision stays.
    const next = company.year + 1;
    const created = await post(company, `/v1/accountings/workFolders/companies/${company.companyId}`, {
      name: `${next}`,
      startDate: `${next}-01-01`,
      endDate: `${next}-12-31`,
      companyId: company.companyId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = (await get(company, revaluation(company))).json();
    const journal = (await get(company, `/v1/accountings/workFolders/${created.json().id}/journal`)).json();
    const [reversal] = journal.items;
    expect(reversal).toMatchObject({ number: after.entryNumbers.reversal, date: `${next}-01-01` });
    expect(reversal.lines.map((item: Record<string, string>) => [item.accountNumber, item.debit, item.credit])).toEqual(
      [
        ['4011', '0', '100000'],
        ['4111', '200000', '0'],
        ['47811', '0', '200000'],
        ['47931', '100000', '0'],
      ],
    );
  });

  it("never reads another company's revaluation", async () => {
    const company = await foreignBooks();
    const stranger = await books(context.app);
    const response = await get(stranger, revaluation(company));
    expect(response.statusCode).toBe(404);
  });
});

describe('advances in a foreign currency', () => {
  it('keeps an advance received (4191) at its historical rate: never revalued', async () => {
    const company = await foreignBooks();
    const accounts = await accountIdsByNumber(context.app, company);
    // 2,000.00 USD received on an order at 610: 1,220,000 XAF on 4191, at 580 at year end it would be 1,160,000.
    await postForeign(company, `${company.year}-11-20`, 'BQ', [
      line({ accountId: company.accounts['5211'] as string }, 1_220_000n, 0n),
      line({ accountId: accounts.get('4191') ?? '' }, 0n, 1_220_000n, { currency: 'USD', amount: 200_000n }),
    ]);
    await setRate(company, 'USD', `${company.year}-12-31`, '580');
    const preview = (await get(company, revaluation(company))).json();
    expect(preview.items.map((item: Record<string, string>) => [item.accountNumber, item.bookBalance])).toEqual([
      ['4011', '-3000000'],
      ['4111', '1311914'],
      ['4111', '6000000'],
    ]);
  });
});

describe('closing a year with foreign-currency items', () => {
  it('asks for the closing rate, then for the revaluation, then closes', async () => {
    const company = await foreignBooks();
    const close = () => post(company, `/v1/accountings/workFolders/${company.workFolderId}/close`);
    const withoutRate = await close();
    expect(withoutRate.statusCode).toBe(422);
    expect(errorOf(withoutRate)).toMatchObject({ code: 'CLOSING_RATE_MISSING', fields: [{ path: 'rates.USD' }] });
    await setRate(company, 'USD', `${company.year}-12-31`, '580');
    const withoutRevaluation = await close();
    expect(withoutRevaluation.statusCode).toBe(422);
    expect(errorOf(withoutRevaluation).code).toBe('CURRENCY_REVALUATION_MISSING');
    expect((await post(company, revaluation(company), {})).statusCode).toBe(201);
    const closed = await close();
    expect(closed.statusCode, closed.body).toBe(200);
  });
});

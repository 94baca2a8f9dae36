import type { Loan } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRENCH, setRate } from '../../testing/foreign-fixtures.ts';
import { accountIdsByNumber, verifyLedger } from '../../testing/ledger-fixtures.ts';
import { type Books, books, postedLines } from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

type Lender = Books & { ids: Map<string, string>; loanAccount: string; bank: string };

const as = (company: Books) => ({ token: company.token });
const loansUrl = (company: Books) => `/v1/accountings/foreign-loans/workFolders/${company.workFolderId}`;
const repaymentsUrl = (company: Books, id: string) =>
  `/v1/accountings/foreign-loans/${id}/workFolders/${company.workFolderId}/repayments`;

/** A company with its USD rates by day, its loan account (SYSCOHADA 162; PCG 1641, created) and bank. */
async function borrower(rates: Record<string, string>, french = false): Promise<Lender> {
  const company = await books(context.app, french ? FRENCH : {});
  for (const [day, rate] of Object.entries(rates)) await setRate(context.app, company, `${company.year}-${day}`, rate);
  if (french) {
    const created = await call(
      context.app,
      'POST',
      `/v1/accountings/companies/${company.companyId}/accounts-company`,
      { number: '1641', label: 'Emprunts en devises' },
      as(company),
    );
    expect(created.statusCode, created.body).toBe(201);
  }
  const ids = await accountIdsByNumber(context.app, company);
  const loanAccount = ids.get(french ? '1641' : '162') ?? '';
  return { ...company, ids, loanAccount, bank: ids.get(french ? '5121' : '5211') ?? '' };
}

const borrow = (company: Lender, body: Record<string, unknown> = {}) =>
  call(
    context.app,
    'POST',
    loansUrl(company),
    {
      lender: 'Afreximbank',
      accountId: company.loanAccount,
      currency: 'USD',
      date: `${company.year}-03-01`,
      principal: '10000.00',
      treasuryAccountId: company.bank,
      ...body,
    },
    as(company),
  );

async function loanOf(company: Lender, body: Record<string, unknown> = {}) {
  const response = await borrow(company, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Loan>();
}

const repay = (company: Lender, loan: Loan, amount: string, day: string, treasury = company.bank) =>
  call(
    context.app,
    'POST',
    repaymentsUrl(company, loan.id),
    { date: `${company.year}-${day}`, amount, treasuryAccountId: treasury },
    as(company),
  );

async function repaid(company: Lender, loan: Loan, amount: string, day: string) {
  const response = await repay(company, loan, amount, day);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Loan>();
}

/** The posted lines of an entry: account, debit, credit and the foreign amount, as stored. */
async function storedLines(company: Books, entryId: string) {
  return queryRows<{ account: string; debit: string; credit: string; currency: string | null; foreign: string | null }>(
    context.handle.db,
    sql`select account.number as account, line.debit::text as debit, line.credit::text as credit,
          line.currency, line.amount_currency::text as foreign
        from journal_line line join company_account account
          on account.company_id = line.company_id and account.id = line.account_id
        where line.company_id = ${company.companyId} and line.entry_id = ${entryId} order by line.line_number`,
  );
}

describe('loans received in a foreign currency (SYSCOHADA, XAF)', () => {
  it('borrows 10,000 USD at 600, repays 4,000 at 610: 162 at book rate, 40,000 lost on 676', async () => {
    const company = await borrower({ '03-01': '600', '06-30': '610' });
    const loan = await loanOf(company);
    expect(loan).toMatchObject({
      accountNumber: '162',
      rate: '600',
      companyAmount: '6000000',
      principalLeft: '10000.00',
    });
    expect(await storedLines(company, loan.journalEntryId)).toEqual([
      { account: '5211', debit: '6000000', credit: '0', currency: null, foreign: null },
      { account: '162', debit: '0', credit: '6000000', currency: 'USD', foreign: '1000000' },
    ]);
    // 4,000.00 USD: 2,400,000 off 162 at 600, 2,440,000 paid at 610, 40,000 lost (676).
    const after = await repaid(company, loan, '4000.00', '06-30');
    expect(after).toMatchObject({ principalLeft: '6000.00', companyAmountLeft: '3600000' });
    expect(after.repayments[0]).toMatchObject({
      rate: '610',
      companyBookAmount: '2400000',
      companyAmountPaid: '2440000',
      exchangeDifference: '40000',
    });
    expect(await storedLines(company, after.repayments[0]?.journalEntryId ?? '')).toEqual([
      { account: '162', debit: '2400000', credit: '0', currency: 'USD', foreign: '400000' },
      { account: '5211', debit: '0', credit: '2440000', currency: null, foreign: null },
      { account: '676', debit: '40000', credit: '0', currency: null, foreign: null },
    ]);
    expect(await verifyLedger(context.app, company)).toMatchObject({ valid: true });
  });

  it('leaves 162 at 0 to the unit once repaid in thirds at 597.13, a gain on 776', async () => {
    const company = await borrower({ '03-01': '600.37', '06-30': '597.13' });
    // 100.00 USD at 600.37 = 60,037; thirds of 33.33, 33.33, 33.34: 33.33 → 20,010 (20,010.33),
    // 66.66 → 40,021 (40,020.66) so 20,011, and the rest of 60,037: 20,016.
    const loan = await loanOf(company, { principal: '100.00' });
    let state = loan;
    for (const amount of ['33.33', '33.33', '33.34']) state = await repaid(company, state, amount, '06-30');
    expect(state.repayments.map((repayment) => repayment.companyBookAmount)).toEqual(['20010', '20011', '20016']);
    expect(state).toMatchObject({ principalLeft: '0.00', companyAmountLeft: '0' });
    const [balance] = await queryRows<{ balance: string }>(
      context.handle.db,
      sql`select coalesce(sum(debit - credit), 0)::text as balance from journal_line
          where company_id = ${company.companyId} and account_id = ${company.loanAccount}`,
    );
    expect(balance?.balance).toBe('0');
    // Repaid in full, the loan is no longer an open item: its four 162 lines share one matching.
    const matchings = await queryRows<{ matchingId: string | null; lines: number }>(
      context.handle.db,
      sql`select ml.matching_id as "matchingId", count(*)::int as lines from journal_line l
          left join matching_line ml on ml.company_id = l.company_id and ml.line_id = l.id
          where l.company_id = ${company.companyId} and l.account_id = ${company.loanAccount}
          group by ml.matching_id`,
    );
    expect(matchings).toEqual([{ matchingId: expect.any(String), lines: 4 }]);
    expect(await verifyLedger(context.app, company)).toMatchObject({ valid: true });
  });

  it('refuses 0, a missing rate, the company currency, a non-16 account and more than is left', async () => {
    const company = await borrower({ '03-01': '600' });
    const codes = async (response: Awaited<ReturnType<typeof borrow>>) => [response.statusCode, errorOf(response).code];
    expect(await codes(await borrow(company, { principal: '0' }))).toEqual([422, 'AMOUNT_MUST_BE_POSITIVE']);
    expect(await codes(await borrow(company, { date: `${company.year}-02-01` }))).toEqual([
      422,
      'EXCHANGE_RATE_MISSING',
    ]);
    expect(await codes(await borrow(company, { currency: 'XAF' }))).toEqual([422, 'LOAN_CURRENCY_MUST_BE_FOREIGN']);
    expect(await codes(await borrow(company, { accountId: company.ids.get('4011') }))).toEqual([
      422,
      'LOAN_ACCOUNT_MUST_BE_BORROWING',
    ]);
    const loan = await loanOf(company);
    expect(await codes(await repay(company, loan, '10000.01', '03-02'))).toEqual([422, 'LOAN_REPAYMENT_EXCEEDS_LEFT']);
    expect(await codes(await repay(company, loan, '0', '03-02'))).toEqual([422, 'AMOUNT_MUST_BE_POSITIVE']);
    const [count] = await queryRows<{ repayments: number }>(
      context.handle.db,
      sql`select count(*)::int as repayments from foreign_loan_repayment where company_id = ${company.companyId}`,
    );
    expect(count?.repayments).toBe(0);
  });

  it("answers 404 for another company's loan, account or treasury account", async () => {
    const company = await borrower({ '03-01': '600' });
    const stranger = await borrower({ '03-01': '600' });
    const loan = await loanOf(company);
    const read = await call(
      context.app,
      'GET',
      `/v1/accountings/foreign-loans/${loan.id}/workFolders/${company.workFolderId}`,
      undefined,
      as(stranger),
    );
    expect(read.statusCode).toBe(404);
    expect((await repay(stranger, loan, '1.00', '03-02')).statusCode).toBe(404);
    expect((await borrow(stranger, { accountId: company.loanAccount })).statusCode).toBe(404);
    expect((await borrow(stranger, { treasuryAccountId: company.bank })).statusCode).toBe(404);
    const list = await call(context.app, 'GET', loansUrl(company), undefined, as(company));
    expect(list.json().items.map((item: Loan) => item.id)).toEqual([loan.id]);
  });

  it('revalues the 6,000 USD left at a closing rate of 620: 120,000 latent loss, provisioned', async () => {
    const company = await borrower({ '03-01': '600', '06-30': '610', '12-31': '620' });
    const loan = await loanOf(company);
    await repaid(company, loan, '4000.00', '06-30');
    const url = `/v1/accountings/workFolders/${company.workFolderId}/year-end/currency-revaluation`;
    const posted = await call(context.app, 'POST', url, {}, as(company));
    expect(posted.statusCode, posted.body).toBe(201);
    const done = posted.json();
    expect(done).toMatchObject({ provisions: { trade: '0', financial: '120000' } });
    // 6,000 USD at 620 = 3,720,000 against 3,600,000 booked: the debt grows by 120,000 (4784).
    expect(await postedLines(context.app, company, done.entryNumbers.conversion)).toEqual([
      ['162', '0', '120000'],
      ['4784', '120000', '0'],
    ]);
    // A latent loss on a financial item: provision 6971 / 194.
    expect(await postedLines(context.app, company, done.entryNumbers.provision)).toEqual([
      ['6971', '120000', '0'],
      ['194', '0', '120000'],
    ]);
  });
});

const cancelUrl = (company: Lender, loan: Loan, repaymentId?: string) =>
  `/v1/accountings/foreign-loans/${loan.id}/workFolders/${company.workFolderId}${
    repaymentId ? `/repayments/${repaymentId}` : ''
  }/cancel?cancellationDate=${company.year}-07-15`;

const cancel = (company: Lender, loan: Loan, repaymentId?: string) =>
  call(context.app, 'POST', cancelUrl(company, loan, repaymentId), undefined, as(company));

async function cancelled(company: Lender, loan: Loan, repaymentId?: string) {
  const response = await cancel(company, loan, repaymentId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Loan>();
}

/** The loan account's balance and how its lines are matched: each matching's number of lines. */
async function loanAccountState(company: Lender) {
  const [balance] = await queryRows<{ balance: string }>(
    context.handle.db,
    sql`select coalesce(sum(debit - credit), 0)::text as balance from journal_line
        where company_id = ${company.companyId} and account_id = ${company.loanAccount}`,
  );
  const matchings = await queryRows<{ lines: number }>(
    context.handle.db,
    sql`select count(*)::int as lines from journal_line l
        left join matching_line ml on ml.company_id = l.company_id and ml.line_id = l.id
        where l.company_id = ${company.companyId} and l.account_id = ${company.loanAccount}
        group by coalesce(ml.matching_id::text, l.id::text) order by 1`,
  );
  return { balance: balance?.balance, matchings: matchings.map((row) => row.lines) };
}

describe('cancelling a drawdown or a repayment (SYSCOHADA, XAF)', () => {
  it('reverses a repayment, restores what is left, then the drawdown once nothing stands', async () => {
    const company = await borrower({ '03-01': '600', '06-30': '610' });
    const loan = await loanOf(company);
    const after = await repaid(company, loan, '4000.00', '06-30');
    const repayment = after.repayments[0];
    // A drawdown with a repayment standing is refused, and nothing is posted.
    const refused = await cancel(company, loan);
    expect([refused.statusCode, errorOf(refused).code]).toEqual([409, 'LOAN_HAS_REPAYMENTS']);
    // The repayment's reversal: 162 C 2,400,000 (4,000 USD), 5211 D 2,440,000, 676 C 40,000.
    const restored = await cancelled(company, loan, repayment?.id);
    expect(restored).toMatchObject({ principalLeft: '10000.00', companyAmountLeft: '6000000', reversalEntryId: null });
    const reversal = restored.repayments[0]?.reversalEntryId ?? '';
    expect(reversal).not.toBe('');
    expect(await storedLines(company, reversal)).toEqual([
      { account: '162', debit: '0', credit: '2400000', currency: 'USD', foreign: '400000' },
      { account: '5211', debit: '2440000', credit: '0', currency: null, foreign: null },
      { account: '676', debit: '0', credit: '40000', currency: null, foreign: null },
    ]);
    // The drawdown is an open item again; the repayment is matched with its reversal.
    expect(await loanAccountState(company)).toEqual({ balance: '-6000000', matchings: [1, 2] });
    expect((await cancel(company, loan, repayment?.id)).statusCode).toBe(409);
    // Then the drawdown: 5211 C 6,000,000, 162 D 6,000,000 (10,000 USD); 162 back to 0, all matched.
    const gone = await cancelled(company, loan);
    expect(await storedLines(company, gone.reversalEntryId ?? '')).toEqual([
      { account: '5211', debit: '0', credit: '6000000', currency: null, foreign: null },
      { account: '162', debit: '6000000', credit: '0', currency: 'USD', foreign: '1000000' },
    ]);
    expect(await loanAccountState(company)).toEqual({ balance: '0', matchings: [2, 2] });
    const again = await repay(company, gone, '1.00', '07-20');
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'LOAN_CANCELLED']);
    expect(errorOf(await cancel(company, gone)).code).toBe('LOAN_CANCELLED');
    expect(await verifyLedger(context.app, company)).toMatchObject({ valid: true });
  });

  it('cancels the middle third of 100.00 USD at 600.37; repaid again, 162 still ends at 0', async () => {
    const company = await borrower({ '03-01': '600.37', '06-30': '597.13' });
    let state = await loanOf(company, { principal: '100.00' });
    for (const amount of ['33.33', '33.33', '33.34']) state = await repaid(company, state, amount, '06-30');
    // Book values 20,010, 20,011, 20,016; the second cancelled, 20,026 stand for 66.67 USD.
    state = await cancelled(company, state, state.repayments[1]?.id);
    expect(state).toMatchObject({ principalLeft: '33.33', companyAmountLeft: '20011' });
    // 33.33 USD repaid again takes what is left of 60,037: 20,011, not its share 20,010.
    state = await repaid(company, state, '33.33', '07-20');
    expect(state.repayments.at(-1)).toMatchObject({ companyBookAmount: '20011' });
    expect(state).toMatchObject({ principalLeft: '0.00', companyAmountLeft: '0' });
    expect((await loanAccountState(company)).balance).toBe('0');
    expect(await verifyLedger(context.app, company)).toMatchObject({ valid: true });
  });

  it('refuses once revalued, in a closed folder, and answers 404 for another company', async () => {
    const company = await borrower({ '03-01': '600', '06-30': '610', '12-31': '620' });
    const loan = await repaid(company, await loanOf(company), '4000.00', '06-30');
    const stranger = await borrower({ '03-01': '600' });
    expect((await cancel(stranger, loan)).statusCode).toBe(404);
    expect((await cancel(stranger, loan, loan.repayments[0]?.id)).statusCode).toBe(404);
    const url = `/v1/accountings/workFolders/${company.workFolderId}/year-end/currency-revaluation`;
    expect((await call(context.app, 'POST', url, {}, as(company))).statusCode).toBe(201);
    const revalued = await cancel(company, loan, loan.repayments[0]?.id);
    expect([revalued.statusCode, errorOf(revalued).code]).toEqual([409, 'CURRENCY_REVALUATION_DONE']);
    await context.handle.db.execute(sql`update work_folder set status = 'CLOSED' where id = ${company.workFolderId}`);
    const closed = await cancel(company, loan, loan.repayments[0]?.id);
    expect([closed.statusCode, errorOf(closed).code]).toEqual([409, 'WORK_FOLDER_MUST_BE_OPEN']);
    const [row] = await queryRows<{ reversals: number }>(
      context.handle.db,
      sql`select count(*)::int as reversals from journal_entry
          where company_id = ${company.companyId} and reverses_entry_id is not null`,
    );
    expect(row?.reversals).toBe(0);
  });
});

describe('loans received in a foreign currency (PCG, EUR)', () => {
  it('borrows 10,000 USD at 0.90, repays 2,500 at 0.88: a gain of 50.00 on 766', async () => {
    const company = await borrower({ '03-01': '0.9', '06-30': '0.88' }, true);
    const loan = await loanOf(company);
    expect(await storedLines(company, loan.journalEntryId)).toEqual([
      { account: '5121', debit: '900000', credit: '0', currency: null, foreign: null },
      { account: '1641', debit: '0', credit: '900000', currency: 'USD', foreign: '1000000' },
    ]);
    // 2,500.00 USD: 2,250.00 € off 1641 at 0.90, 2,200.00 € paid at 0.88, 50.00 € gained (766).
    const after = await repaid(company, loan, '2500.00', '06-30');
    expect(await storedLines(company, after.repayments[0]?.journalEntryId ?? '')).toEqual([
      { account: '1641', debit: '225000', credit: '0', currency: 'USD', foreign: '250000' },
      { account: '5121', debit: '0', credit: '220000', currency: null, foreign: null },
      { account: '766', debit: '0', credit: '5000', currency: null, foreign: null },
    ]);
    expect(after).toMatchObject({ principalLeft: '7500.00', companyAmountLeft: '6750.00' });
    expect(await verifyLedger(context.app, company)).toMatchObject({ valid: true });
  });
});

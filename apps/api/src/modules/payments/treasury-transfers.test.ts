import type { Transfer } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdsByNumber, verifyLedger } from '../../testing/ledger-fixtures.ts';
import { type Books, books } from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const codeOf = (response: Parameters<typeof errorOf>[0]) => errorOf(response).code;

type Treasury = Books & { ids: Map<string, string> };

const as = (company: Books) => ({ token: company.token });
const transfersUrl = (company: Books) => `/v1/accountings/treasury-transfers/workFolders/${company.workFolderId}`;
const transferUrl = (company: Books, id: string) =>
  `/v1/accountings/treasury-transfers/${id}/workFolders/${company.workFolderId}`;

/** The company's accounts by number, with each of `currencies` (number → ISO code) set on its treasury account. */
async function treasury(company: Books, currencies: Record<string, string>): Promise<Treasury> {
  const ids = await accountIdsByNumber(context.app, company);
  for (const [number, currency] of Object.entries(currencies)) {
    const url = `/v1/accountings/companies/${company.companyId}/treasury-accounts/${ids.get(number)}`;
    const saved = await call(
      context.app,
      'PUT',
      url,
      { kind: number.startsWith('57') ? 'CASH' : 'BANK', currency },
      as(company),
    );
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { ...company, ids };
}

async function setRate(company: Books, currency: string, date: string, rate: string) {
  const url = `/v1/accountings/companies/${company.companyId}/exchange-rates`;
  const response = await call(context.app, 'POST', url, { currency, date, rate }, as(company));
  expect(response.statusCode, response.body).toBe(201);
}

const draft = (company: Treasury, from: string, to: string, body: Record<string, unknown>) =>
  call(
    context.app,
    'POST',
    transfersUrl(company),
    { fromAccountId: company.ids.get(from), toAccountId: company.ids.get(to), date: `${company.year}-06-30`, ...body },
    as(company),
  );

async function validated(company: Treasury, from: string, to: string, body: Record<string, unknown>) {
  const created = await draft(company, from, to, body);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<Transfer>().id;
  const posted = await call(context.app, 'POST', `${transferUrl(company, id)}/state/VALIDATED`, undefined, as(company));
  expect(posted.statusCode, posted.body).toBe(200);
  return posted.json<Transfer>();
}

/** The posted lines of an entry: account, debit, credit and the foreign amount, as stored. */
async function storedLines(entryId: string) {
  return queryRows<{ account: string; debit: string; credit: string; currency: string | null; foreign: string | null }>(
    context.handle.db,
    sql`select account.number as account, line.debit::text as debit, line.credit::text as credit,
          line.currency, line.amount_currency::text as foreign
        from journal_line line join company_account account
          on account.company_id = line.company_id and account.id = line.account_id
        where line.entry_id = ${entryId} order by line.line_number`,
  );
}

describe('transfers between treasury accounts (XAF company)', () => {
  it('sells 1,000 EUR from the EUR account for 650,000 XAF: 655,957 sent, loss 5,957 to 676', async () => {
    const company = await treasury(await books(context.app), { '5215': 'EUR' });
    const transfer = await validated(company, '5215', '5211', {
      amountSent: '1000.00',
      amountReceived: '650000',
      reference: 'VIR-001',
    });
    expect(transfer).toMatchObject({
      state: 'VALIDATED',
      fromAccountNumber: '5215',
      toAccountNumber: '5211',
      amountSent: '1000.00',
      fromCurrency: 'EUR',
      fromRate: '655.957',
      amountReceived: '650000',
      toCurrency: 'XAF',
      toRate: null,
      companyAmountSent: '655957',
      companyAmountReceived: '650000',
      exchangeDifference: '5957',
    });
    expect(transfer.number).toMatch(/^BQ/);
    expect(await storedLines(transfer.journalEntryId ?? '')).toEqual([
      { account: '5211', debit: '650000', credit: '0', currency: null, foreign: null },
      { account: '5215', debit: '0', credit: '655957', currency: 'EUR', foreign: '100000' },
      { account: '676', debit: '5957', credit: '0', currency: null, foreign: null },
    ]);
    expect(await verifyLedger(context.app, company)).toMatchObject({ valid: true });
  });

  it('sells 2,000 USD cash at 598.25 for 1,200,000 XAF with 15 USD of charges: gain 3,500, charges 8,974', async () => {
    const company = await treasury(await books(context.app), { '5712': 'USD' });
    await setRate(company, 'USD', `${company.year}-06-01`, '598.25');
    // 2,000.00 × 598.25 = 1,196,500 sent for 1,200,000 received: gain 3,500 (776).
    // 15.00 × 598.25 = 8,973.75 → 8,974 to 6318; the cash pays out 2,015.00 USD.
    const transfer = await validated(company, '5712', '5211', {
      amountSent: '2000.00',
      amountReceived: '1200000',
      bankCharges: '15.00',
    });
    expect(transfer).toMatchObject({
      fromRate: '598.25',
      companyAmountSent: '1196500',
      exchangeDifference: '-3500',
      bankCharges: '15.00',
      companyBankCharges: '8974',
    });
    expect(await storedLines(transfer.journalEntryId ?? '')).toEqual([
      { account: '5211', debit: '1200000', credit: '0', currency: null, foreign: null },
      { account: '5712', debit: '0', credit: '1205474', currency: 'USD', foreign: '201500' },
      { account: '776', debit: '0', credit: '3500', currency: null, foreign: null },
      { account: '6318', debit: '8974', credit: '0', currency: null, foreign: null },
    ]);
  });

  it('moves cash to the bank in one currency, the amount received implied; cancelling reverses it', async () => {
    const company = await treasury(await books(context.app), {});
    const transfer = await validated(company, '5711', '5211', { amountSent: '250000' });
    expect(transfer).toMatchObject({ amountReceived: '250000', exchangeDifference: '0' });
    expect(transfer.number).toMatch(/^CA/);
    expect(await storedLines(transfer.journalEntryId ?? '')).toEqual([
      { account: '5211', debit: '250000', credit: '0', currency: null, foreign: null },
      { account: '5711', debit: '0', credit: '250000', currency: null, foreign: null },
    ]);
    const url = transferUrl(company, transfer.id);
    const edited = await call(context.app, 'PUT', url, { ...transfer, amountSent: '1' }, as(company));
    expect(edited.statusCode).toBe(400);
    const body = {
      fromAccountId: transfer.fromAccountId,
      toAccountId: transfer.toAccountId,
      date: transfer.date,
      amountSent: '1',
    };
    expect(codeOf(await call(context.app, 'PUT', url, body, as(company)))).toBe('TRANSFER_MUST_BE_DRAFT');
    const cancelled = await call(context.app, 'POST', `${url}/state/CANCELLED`, undefined, {
      ...as(company),
      query: { cancellationDate: `${company.year}-07-01` },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const reversal = cancelled.json<Transfer>().reversalEntryId ?? '';
    expect(await storedLines(reversal)).toEqual([
      { account: '5211', debit: '0', credit: '250000', currency: null, foreign: null },
      { account: '5711', debit: '250000', credit: '0', currency: null, foreign: null },
    ]);
    const again = await call(context.app, 'POST', `${url}/state/CANCELLED`, undefined, as(company));
    expect(codeOf(again)).toBe('TRANSFER_MUST_BE_VALIDATED');
    const listed = await call(context.app, 'GET', transfersUrl(company), undefined, {
      ...as(company),
      query: { treasuryAccountId: transfer.toAccountId },
    });
    expect(listed.json()).toMatchObject({ total: 1, items: [{ id: transfer.id, state: 'CANCELLED' }] });
    expect(await verifyLedger(context.app, company)).toMatchObject({ valid: true });
  });

  it('refuses the same account twice, an amount of 0, a missing rate, a missing amount received', async () => {
    const company = await treasury(await books(context.app), { '5712': 'USD' });
    const same = await draft(company, '5211', '5211', { amountSent: '1000' });
    expect(same.statusCode).toBe(422);
    expect(codeOf(same)).toBe('TRANSFER_SAME_ACCOUNT');
    expect(codeOf(await draft(company, '5711', '5211', { amountSent: '0' }))).toBe('AMOUNT_MUST_BE_POSITIVE');
    const missing = await draft(company, '5712', '5211', { amountSent: '10.00', amountReceived: '6000' });
    expect(missing.statusCode).toBe(422);
    expect(codeOf(missing)).toBe('EXCHANGE_RATE_MISSING');
    expect(codeOf(await draft(company, '5712', '5211', { amountSent: '10.00' }))).toBe(
      'TRANSFER_AMOUNT_RECEIVED_REQUIRED',
    );
    const disagree = await draft(company, '5711', '5211', { amountSent: '1000', amountReceived: '999' });
    expect(codeOf(disagree)).toBe('TRANSFER_AMOUNTS_MUST_AGREE');
    const charges = await draft(company, '5711', '5211', { amountSent: '1000', bankCharges: '0' });
    expect(codeOf(charges)).toBe('BANK_CHARGES_INVALID');
    const notTreasury = await call(
      context.app,
      'POST',
      transfersUrl(company),
      {
        fromAccountId: company.ids.get('4111'),
        toAccountId: company.ids.get('5211'),
        date: `${company.year}-06-30`,
        amountSent: '1',
      },
      as(company),
    );
    expect(notTreasury.statusCode).toBe(422);
    const count = await queryRows<{ n: string }>(
      context.handle.db,
      sql`select count(*)::text as n from treasury_transfer where company_id = ${company.companyId}`,
    );
    expect(count[0]?.n).toBe('0');
  });

  it("answers 404 for another company's account or transfer", async () => {
    const company = await treasury(await books(context.app), {});
    const other = await treasury(await books(context.app), {});
    const foreign = await call(
      context.app,
      'POST',
      transfersUrl(company),
      {
        fromAccountId: company.ids.get('5711'),
        toAccountId: other.ids.get('5211'),
        date: `${company.year}-06-30`,
        amountSent: '1000',
      },
      as(company),
    );
    expect(foreign.statusCode).toBe(404);
    const theirs = await validated(other, '5711', '5211', { amountSent: '1000' });
    const read = await call(context.app, 'GET', transferUrl(company, theirs.id), undefined, as(company));
    expect(read.statusCode).toBe(404);
  });
});

describe('transfers between treasury accounts (PCG, EUR company)', () => {
  it('moves 1,000 USD at 0.92 to the euro account, which receives 915.00 EUR: loss 5.00 to 666', async () => {
    const signed = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const company = await treasury(signed, { '5124': 'USD' });
    await setRate(company, 'USD', `${company.year}-06-30`, '0.92');
    const transfer = await validated(company, '5124', '5121', { amountSent: '1000.00', amountReceived: '915.00' });
    // 1,000.00 USD × 0.92 = 920.00 EUR sent; 915.00 received; 920.00 − 915.00 = 5.00.
    expect(transfer).toMatchObject({ companyAmountSent: '920.00', exchangeDifference: '5.00' });
    expect(await storedLines(transfer.journalEntryId ?? '')).toEqual([
      { account: '5121', debit: '91500', credit: '0', currency: null, foreign: null },
      { account: '5124', debit: '0', credit: '92000', currency: 'USD', foreign: '100000' },
      { account: '666', debit: '500', credit: '0', currency: null, foreign: null },
    ]);
  });
});

import type { AccountingDocument, Advance, Payment } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Books,
  books,
  doc,
  pay,
  payment,
  validatedInvoice,
  validatePayment,
} from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const advances = (company: Books) => `/v1/accountings/advances/workFolders/${company.workFolderId}`;
const uses = (company: Books, id: string) => `/v1/accountings/advances/${id}/workFolders/${company.workFolderId}/uses`;

async function setRate(company: Books, currency: string, date: string, rate: string) {
  const response = await call(
    context.app,
    'POST',
    `/v1/accountings/companies/${company.companyId}/exchange-rates`,
    { currency, date, rate },
    { token: company.token },
  );
  expect(response.statusCode, response.body).toBe(201);
}

/** An entry's lines as [account cut to `digits`, debit, credit, foreign amount]. */
async function entryLines(entryId: string | null, digits = 4) {
  const rows = await queryRows<{ account: string; debit: string; credit: string; foreign: string | null }>(
    context.handle.db,
    sql`select a.number as account, l.debit::text, l.credit::text, l.amount_currency::text as foreign
        from journal_line l join company_account a on a.id = l.account_id
        where l.entry_id = ${entryId} order by l.line_number`,
  );
  return rows.map((row) => [row.account.slice(0, digits), row.debit, row.credit, row.foreign]);
}

/** The balance of every sub-account of the company (its parties' and their advances'), in its currency. */
async function subAccountsBalance(company: Books) {
  const [row] = await queryRows<{ balance: string }>(
    context.handle.db,
    sql`select coalesce(sum(debit - credit), 0)::text as balance from journal_line
        where company_id = ${company.companyId} and sub_account_id is not null`,
  );
  return row?.balance;
}

async function advance(company: Books, body: Record<string, unknown>): Promise<Payment> {
  const response = await call(
    context.app,
    'POST',
    advances(company),
    { method: 'BANK_TRANSFER', ...body },
    { token: company.token },
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function use(company: Books, advanceId: string, body: Record<string, unknown>): Promise<Payment> {
  const response = await call(context.app, 'POST', uses(company, advanceId), body, { token: company.token });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function listed(company: Books, query: Record<string, string> = {}): Promise<Advance[]> {
  const response = await call(context.app, 'GET', advances(company), undefined, { token: company.token, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

async function documentOf(company: Books, id: string): Promise<AccountingDocument> {
  return (await call(context.app, 'GET', doc(company, id), undefined, { token: company.token })).json();
}

describe('advances on orders, in a foreign currency', () => {
  it('XAF: 2,000 USD received at 600, set against a 5,000 USD invoice at 610, the rest paid at 615', async () => {
    const company = await books(context.app);
    const y = company.year;
    await setRate(company, 'USD', `${y}-02-01`, '600');
    await setRate(company, 'USD', `${y}-03-01`, '610');
    await setRate(company, 'USD', `${y}-04-10`, '615');
    // 2,000.00 USD at 600 = 1,200,000 XAF: D 5211 / C 4191, the dollars kept on the 4191 line.
    const received = await advance(company, {
      type: 'RECEIPT',
      partyId: company.customerId,
      date: `${y}-02-15`,
      amount: '2000.00',
      currency: 'USD',
    });
    expect(received).toMatchObject({
      kind: 'ADVANCE',
      state: 'VALIDATED',
      accountingDocumentId: null,
      amount: '2000.00',
      currency: 'USD',
      exchangeRate: '600',
      companyAmount: '1200000',
    });
    expect(received.number).toMatch(/^BQ-/);
    expect(await entryLines(received.journalEntryId)).toEqual([
      ['5211', '1200000', '0', null],
      ['4191', '0', '1200000', '200000'],
    ]);
    expect(await listed(company, { partyId: company.customerId, open: 'true' })).toMatchObject([
      { id: received.id, partyName: 'Boulangerie Akwa', used: '0.00', left: '2000.00', companyLeft: '1200000' },
    ]);

    // 5,000.00 USD at 610 = 3,050,000 XAF on 4111.
    const invoice = await validatedInvoice(
      context.app,
      company,
      'SALE_INVOICE',
      [{ quantity: '1', unitPrice: '5000.00', vatRate: '0' }],
      { currency: 'USD' },
    );
    // The advance set against it: its 2,000 USD share is 1,220,000 at 610, the advance 1,200,000 at 600:
    // 20,000 less came in than the receivable was worth, a realised loss.
    const used = await use(company, received.id, {
      accountingDocumentId: invoice.id,
      date: `${y}-03-10`,
      amount: '2000.00',
    });
    expect(used).toMatchObject({
      kind: 'ADVANCE_USE',
      advancePaymentId: received.id,
      accountingDocumentId: invoice.id,
    });
    expect(used.number).toMatch(/^OD-/);
    expect(await entryLines(used.journalEntryId, 3)).toEqual([
      ['419', '1200000', '0', '200000'],
      ['411', '0', '1220000', '200000'],
      ['656', '20000', '0', null],
    ]);
    expect(await documentOf(company, invoice.id)).toMatchObject({ amountPaid: '2000.00', amountDue: '3000.00' });
    expect(await listed(company, { open: 'true' })).toEqual([]);
    expect((await listed(company))[0]).toMatchObject({ used: '2000.00', left: '0.00', companyLeft: '0' });

    // The 3,000.00 USD left paid at 615 = 1,845,000 for its share 3,050,000 − 1,220,000 = 1,830,000: a gain of 15,000.
    const draft = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      date: `${y}-04-10`,
      amount: '3000.00',
      method: 'BANK_TRANSFER',
    });
    const paid = (await validatePayment(context.app, company, draft.id)).json<Payment>();
    expect(await entryLines(paid.journalEntryId, 3)).toEqual([
      ['521', '1845000', '0', null],
      ['411', '0', '1830000', '300000'],
      ['756', '0', '15000', null],
    ]);
    expect(await documentOf(company, invoice.id)).toMatchObject({ amountDue: '0.00', settlement: 'PAID' });
    // 4111: 3,050,000 − 1,220,000 − 1,830,000 = 0; 4191: 1,200,000 − 1,200,000 = 0.
    expect(await subAccountsBalance(company)).toBe('0');
    // Cancelling the advance now would strand its use: refused until the use is cancelled.
    const cancelled = await call(context.app, 'POST', `${pay(company, received.id)}/state/CANCELLED`, undefined, {
      token: company.token,
    });
    expect([cancelled.statusCode, errorOf(cancelled).code]).toEqual([409, 'ADVANCE_IN_USE']);
  });

  it('PCG, EUR: 1,000 USD paid at 0.95 to a supplier, used in two parts against a 1,500 USD bill at 0.92', async () => {
    const company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const y = company.year;
    await setRate(company, 'USD', `${y}-02-01`, '0.95');
    await setRate(company, 'USD', `${y}-03-01`, '0.92');
    // 1,000.00 USD at 0.95 = 950.00 €: D 4091 / C 512.
    const paid = await advance(company, {
      type: 'DISBURSEMENT',
      partyId: company.supplierId,
      date: `${y}-02-15`,
      amount: '1000.00',
      currency: 'USD',
    });
    expect(await entryLines(paid.journalEntryId, 3)).toEqual([
      ['512', '0', '95000', null],
      ['409', '95000', '0', '100000'],
    ]);
    const bill = await validatedInvoice(
      context.app,
      company,
      'PURCHASE_INVOICE',
      [{ quantity: '1', unitPrice: '1500.00', vatRate: '0' }],
      { currency: 'USD' },
    );
    // 600.00 USD: the debt's share 600 × 0.92 = 552.00 €, the advance's 600 × 0.95 = 570.00 €: 18.00 € lost.
    const first = await use(company, paid.id, { accountingDocumentId: bill.id, date: `${y}-03-10`, amount: '600.00' });
    expect(await entryLines(first.journalEntryId, 3)).toEqual([
      ['401', '55200', '0', '60000'],
      ['409', '0', '57000', '60000'],
      ['656', '1800', '0', null],
    ]);
    // What is left stays on 4091 at the advance's rate: 400.00 USD, 950.00 − 570.00 = 380.00 €.
    expect(await listed(company, { partyId: company.supplierId })).toMatchObject([
      { used: '600.00', left: '400.00', companyLeft: '380.00' },
    ]);
    const second = await use(company, paid.id, { accountingDocumentId: bill.id, date: `${y}-03-20`, amount: '400.00' });
    expect(await entryLines(second.journalEntryId, 3)).toEqual([
      ['401', '36800', '0', '40000'],
      ['409', '0', '38000', '40000'],
      ['656', '1200', '0', null],
    ]);
    expect(await documentOf(company, bill.id)).toMatchObject({ amountDue: '500.00', settlement: 'PARTIALLY_PAID' });
  });
});

describe('advances in the company currency and refused uses', () => {
  it('sets 500,000 XAF received against a 1,000,000 XAF invoice; refuses what does not fit', async () => {
    const company = await books(context.app);
    const y = company.year;
    const received = await advance(company, {
      type: 'RECEIPT',
      partyId: company.customerId,
      date: `${y}-02-15`,
      amount: '500000',
      method: 'CASH',
    });
    expect(received).toMatchObject({ currency: 'XAF', exchangeRate: null, amount: '500000' });
    expect(await entryLines(received.journalEntryId, 3)).toEqual([
      ['571', '500000', '0', null],
      ['419', '0', '500000', null],
    ]);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '1000000', vatRate: '0' },
    ]);
    const refused = async (path: string, body: Record<string, unknown>, token = company.token) => {
      const response = await call(context.app, 'POST', path, body, { token });
      return [response.statusCode, errorOf(response).code];
    };
    const at = { date: `${y}-03-10` };
    // More than the advance has left.
    expect(
      await refused(uses(company, received.id), { ...at, accountingDocumentId: invoice.id, amount: '500001' }),
    ).toEqual([422, 'ADVANCE_EXCEEDS_LEFT']);
    // An invoice of another customer.
    const other = await call(
      context.app,
      'POST',
      `/v1/companies/${company.companyId}/customers`,
      { name: 'Hôtel du Plateau' },
      { token: company.token },
    );
    const otherInvoice = await validatedInvoice(
      context.app,
      { ...company, customerId: other.json().id },
      'SALE_INVOICE',
      [{ quantity: '1', unitPrice: '100000', vatRate: '0' }],
    );
    expect(
      await refused(uses(company, received.id), { ...at, accountingDocumentId: otherInvoice.id, amount: '1000' }),
    ).toEqual([422, 'ADVANCE_PARTY_MISMATCH']);
    // An invoice in another currency.
    const euros = await validatedInvoice(
      context.app,
      company,
      'SALE_INVOICE',
      [{ quantity: '1', unitPrice: '100.00', vatRate: '0' }],
      { currency: 'EUR' },
    );
    expect(
      await refused(uses(company, received.id), { ...at, accountingDocumentId: euros.id, amount: '1000' }),
    ).toEqual([422, 'ADVANCE_CURRENCY_MISMATCH']);
    // A customer's advance paid out, or a supplier's received.
    expect(
      await refused(advances(company), {
        type: 'RECEIPT',
        partyId: company.supplierId,
        date: `${y}-02-15`,
        amount: '1000',
        method: 'CASH',
      }),
    ).toEqual([422, 'ADVANCE_PARTY_MISMATCH']);
    // Another company's advance, invoice and party.
    const stranger = await books(context.app);
    expect(
      await refused(
        uses(stranger, received.id),
        { ...at, accountingDocumentId: invoice.id, amount: '1000' },
        stranger.token,
      ),
    ).toEqual([404, 'NOT_FOUND']);
    const own = await advance(stranger, {
      type: 'RECEIPT',
      partyId: stranger.customerId,
      date: `${y}-02-15`,
      amount: '1000',
      method: 'CASH',
    });
    expect(
      await refused(
        uses(stranger, own.id),
        { ...at, accountingDocumentId: invoice.id, amount: '1000' },
        stranger.token,
      ),
    ).toEqual([404, 'NOT_FOUND']);
    expect(
      await refused(
        advances(stranger),
        { type: 'RECEIPT', partyId: company.customerId, date: `${y}-02-15`, amount: '1000', method: 'CASH' },
        stranger.token,
      ),
    ).toEqual([422, 'PARTY_UNKNOWN']);
    expect(await listed(stranger)).toMatchObject([{ id: own.id }]);

    // What fits: D 4191 500,000 / C 4111 500,000; the invoice has 500,000 left due.
    const used = await use(company, received.id, { ...at, accountingDocumentId: invoice.id, amount: '500000' });
    expect(await entryLines(used.journalEntryId, 3)).toEqual([
      ['419', '500000', '0', null],
      ['411', '0', '500000', null],
    ]);
    expect(await documentOf(company, invoice.id)).toMatchObject({ amountDue: '500000' });
    // Cancelling the use gives the advance back, and the invoice its amount due.
    const cancelled = await call(context.app, 'POST', `${pay(company, used.id)}/state/CANCELLED`, undefined, {
      token: company.token,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await documentOf(company, invoice.id)).toMatchObject({ amountDue: '1000000' });
    expect(await listed(company, { open: 'true' })).toMatchObject([{ id: received.id, left: '500000' }]);
  });
});

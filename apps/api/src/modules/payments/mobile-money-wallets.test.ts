import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Books,
  books,
  payment,
  postedLines,
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

const treasuryUrl = (company: Books) => `/v1/accountings/companies/${company.companyId}/treasury-accounts`;

async function openAccount(company: Books, number: string, label: string): Promise<string> {
  const created = await call(
    context.app,
    'POST',
    `/v1/accountings/companies/${company.companyId}/accounts-company`,
    { number, label },
    { token: company.token },
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

async function journalOf(company: Books, entryNumber: string) {
  const [row] = await queryRows<{ code: string; type: string }>(
    context.handle.db,
    sql`select j.code, j.type from journal_entry e join journal j on j.id = e.journal_id
        where e.company_id = ${company.companyId} and e.number = ${entryNumber}`,
  );
  return row;
}

describe('mobile-money wallets', () => {
  it('gives each wallet added to the chart a journal of its own, where its receipts and disbursements post', async () => {
    const company = await books(context.app);
    const mtn = await openAccount(company, '5521', 'MTN Mobile Money');
    const orange = await openAccount(company, '5522', 'Orange Money');
    const list = await call(context.app, 'GET', `${treasuryUrl(company)}?limit=500`, undefined, {
      token: company.token,
    });
    expect(list.statusCode, list.body).toBe(200);
    const wallets = list.json().items.filter((item: { accountNumber: string }) => item.accountNumber.startsWith('552'));
    expect(wallets).toEqual([
      {
        accountId: mtn,
        accountNumber: '5521',
        label: 'MTN Mobile Money',
        kind: 'MOBILE_MONEY',
        journalCode: 'MM',
        currency: 'XAF',
        accountIdentifier: null,
        currencyLocked: false,
      },
      {
        accountId: orange,
        accountNumber: '5522',
        label: 'Orange Money',
        kind: 'MOBILE_MONEY',
        journalCode: 'MM2',
        currency: 'XAF',
        accountIdentifier: null,
        currencyLocked: false,
      },
    ]);
    const journals = await call(
      context.app,
      'GET',
      `/v1/accountings/companies/${company.companyId}/journals`,
      undefined,
      {
        token: company.token,
      },
    );
    expect(journals.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'MM', type: 'MOBILE_MONEY', label: 'Monnaie électronique 5521' }),
        expect.objectContaining({ code: 'MM2', type: 'MOBILE_MONEY', label: 'Monnaie électronique 5522' }),
      ]),
    );

    // Sale 100,000 + VAT 19.25 % = 119,250, received in full by MTN Mobile Money.
    const sale = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '100000', vatRate: '19.25' },
    ]);
    const receipt = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: sale.id,
      amount: '119250',
      method: 'MOBILE_MONEY',
      treasuryAccountId: mtn,
      phone: '677 12 34 56',
    });
    const received = await validatePayment(context.app, company, receipt.id);
    expect(received.json()).toMatchObject({ state: 'VALIDATED', number: `MM-${company.year}-000001` });
    expect(await journalOf(company, received.json().number)).toEqual({ code: 'MM', type: 'MOBILE_MONEY' });
    expect(await postedLines(context.app, company, received.json().number)).toEqual([
      ['5521', '119250', '0'],
      ['4111/C00001', '0', '119250'],
    ]);

    // Purchase 50,000 + VAT 19.25 % = 59,625, paid from the Orange Money wallet.
    const bill = await validatedInvoice(context.app, company, 'PURCHASE_INVOICE', [
      { quantity: '1', unitPrice: '50000', vatRate: '19.25' },
    ]);
    const disbursement = await payment(context.app, company, {
      type: 'DISBURSEMENT',
      accountingDocumentId: bill.id,
      amount: '59625',
      method: 'MOBILE_MONEY',
      treasuryAccountId: orange,
    });
    const paid = await validatePayment(context.app, company, disbursement.id);
    expect(paid.json().number).toBe(`MM2-${company.year}-000001`);
    expect(await postedLines(context.app, company, paid.json().number)).toEqual([
      ['5522', '0', '59625'],
      ['4011/F00001', '59625', '0'],
    ]);

    // A bank transfer still posts to the bank journal.
    const second = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '1000', vatRate: '0' },
    ]);
    const transfer = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: second.id,
      amount: '1000',
      method: 'BANK_TRANSFER',
    });
    expect((await validatePayment(context.app, company, transfer.id)).json().number).toBe(`BQ-${company.year}-000001`);
  });

  it('opens the wallet of an account older than wallets at its first posting, and cancels into the same journal', async () => {
    const company = await books(context.app);
    const sale = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '20000', vatRate: '0' },
    ]);
    const receipt = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: sale.id,
      amount: '20000',
      method: 'MOBILE_MONEY',
      phone: '+237 699 11 22 33',
    });
    expect(receipt).toMatchObject({ treasuryAccountNumber: '552', phone: '+237699112233', phoneOperator: 'ORANGE' });
    const validated = await validatePayment(context.app, company, receipt.id);
    expect(validated.json().number).toBe(`MM-${company.year}-000001`);
    const cancelled = await call(
      context.app,
      'POST',
      `/v1/accountings/payments/${receipt.id}/workFolders/${company.workFolderId}/state/CANCELLED`,
      undefined,
      { token: company.token },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const entries = await queryRows<{ number: string; code: string; account: string; debit: string; credit: string }>(
      context.handle.db,
      sql`select e.number, j.code, a.number as account, l.debit::text, l.credit::text
          from journal_line l join journal_entry e on e.id = l.entry_id join journal j on j.id = e.journal_id
          join company_account a on a.id = l.account_id
          where e.company_id = ${company.companyId} and j.code = 'MM' order by e.number, l.line_number`,
    );
    expect(entries).toEqual([
      { number: `MM-${company.year}-000001`, code: 'MM', account: '552', debit: '20000', credit: '0' },
      { number: `MM-${company.year}-000001`, code: 'MM', account: '4111', debit: '0', credit: '20000' },
      { number: `MM-${company.year}-000002`, code: 'MM', account: '552', debit: '0', credit: '20000' },
      { number: `MM-${company.year}-000002`, code: 'MM', account: '4111', debit: '20000', credit: '0' },
    ]);
  });

  it('turns a bank account into a wallet with its own journal when the settings say so', async () => {
    const company = await books(context.app);
    const ids = (
      await call(context.app, 'GET', `${treasuryUrl(company)}?limit=500`, undefined, { token: company.token })
    ).json().items as Array<{ accountId: string; accountNumber: string; kind: string; journalCode: string }>;
    const bank = ids.find((item) => item.accountNumber === '5211');
    expect(bank).toMatchObject({ kind: 'BANK', journalCode: 'BQ' });
    const saved = await call(
      context.app,
      'PUT',
      `${treasuryUrl(company)}/${bank?.accountId}`,
      { kind: 'MOBILE_MONEY' },
      { token: company.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ kind: 'MOBILE_MONEY', journalCode: 'MM' });
    // A wallet by the settings takes mobile money, though 52x is a bank's number, into its journal.
    const sale = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '3', unitPrice: '2500', vatRate: '0' },
    ]);
    const receipt = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: sale.id,
      amount: '7500',
      method: 'MOBILE_MONEY',
      treasuryAccountId: bank?.accountId,
    });
    const posted = await validatePayment(context.app, company, receipt.id);
    expect(posted.json().number).toBe(`MM-${company.year}-000001`);
    expect(await postedLines(context.app, company, posted.json().number)).toEqual([
      ['5211', '7500', '0'],
      ['4111/C00001', '0', '7500'],
    ]);
    const back = await call(
      context.app,
      'PUT',
      `${treasuryUrl(company)}/${bank?.accountId}`,
      { kind: 'BANK' },
      { token: company.token },
    );
    expect(back.json()).toMatchObject({ kind: 'BANK', journalCode: 'BQ' });
    const other = await books(context.app);
    const foreign = await call(
      context.app,
      'PUT',
      `${treasuryUrl(other)}/${bank?.accountId}`,
      { kind: 'BANK' },
      { token: other.token },
    );
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe('NOT_FOUND');
  });
});

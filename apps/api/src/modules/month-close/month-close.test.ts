import { tokenClaimsSchema } from '@bilan/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdsByNumber, createDraft, validatedEntry } from '../../testing/ledger-fixtures.ts';
import { type Books, books, payment, validatedInvoice, validatePayment } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';
import { inCompany } from '../companies/company-context.ts';
import { monthClose } from './month-close.service.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const monthCloseUrl = (company: Books, period: string) =>
  `/v1/accountings/workFolders/${company.workFolderId}/month-close?period=${period}`;

const monthCloseOn = (company: Books, period: string, todayOn: string) =>
  inCompany(context.handle.db, tokenClaimsSchema.parse(decodeJwt(company.token)), (tx, tenant) =>
    monthClose(tx, tenant, company.workFolderId, { period, language: 'en', todayOn }),
  );

const MOMO_CSV = (year: number) =>
  [
    'Date,Transaction ID,Transaction Type,Counterparty,Description,Amount,Balance',
    `${year}-03-20 10:00:00,MP-0001,PAYMENT_RECEIVED,237677123456,Paiement client,50000,50000`,
    `${year}-03-21 08:00:00,MP-0002,FEE,,Frais de retrait,-500,49500`,
  ].join('\n');

describe('month close', () => {
  it('lists what remains in a month: a draft, statement lines, overdue items, a future entry', async () => {
    const company = await books(context.app);
    const y = company.year;
    // An invoice of 10 March (30 days' terms: due 9 April) of 116,000 XAF, 50,000 of it received by mobile money.
    const invoice = await validatedInvoice(
      context.app,
      company,
      'SALE_INVOICE',
      [{ quantity: '1', unitPrice: '116000', vatRate: '0' }],
      { date: `${y}-03-10` },
    );
    const receipt = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      amount: '50000',
      method: 'MOBILE_MONEY',
      phone: '+237677123456',
    });
    expect((await validatePayment(context.app, company, receipt.id)).statusCode).toBe(200);
    const draft = await createDraft(context.app, company, undefined, { date: `${y}-03-15` });
    const momoId = (await accountIdsByNumber(context.app, company)).get('552') as string;
    const imported = await call(
      context.app,
      'POST',
      `/v1/accountings/companies/${company.companyId}/bank-statements`,
      { treasuryAccountId: momoId, format: 'CSV', preset: 'MTN_MOMO', fileName: 'momo.csv', content: MOMO_CSV(y) },
      { token: company.token },
    );
    expect(imported.statusCode, imported.body).toBe(201);
    await validatedEntry(context.app, company, `${y}-12-30`, [
      { number: '6011', debit: '1000' },
      { number: '5711', credit: '1000' },
    ]);

    const march = await monthCloseOn(company, `${y}-03`, `${y}-04-10`);
    expect(march).toMatchObject({
      from: `${y}-03-01`,
      to: `${y}-03-31`,
      drafts: { count: 1, items: [{ id: draft.id, kind: 'DOCUMENT', type: 'JOURNAL_ENTRY', date: `${y}-03-15` }] },
      unreconciledStatementLines: {
        count: 2,
        accounts: [
          { accountId: momoId, accountNumber: '552', lines: 2, amountIn: '50000', amountOut: '500', currency: null },
        ],
      },
      futureEntries: { count: 1, items: [{ date: `${y}-12-30` }] },
      ready: false,
    });
    // Due on 9 April, the invoice is not overdue at March's end; at April's end its 66,000 still due are: the
    // partial payment reduces the item it settles (ageing by matching group).
    expect(march.overdueItems.customers).toEqual({ parties: 0, amount: '0' });
    const april = await monthCloseOn(company, `${y}-04`, `${y}-12-31`);
    expect(april.overdueItems.customers).toEqual({ parties: 1, amount: '66000' });
    expect(april).toMatchObject({
      drafts: { count: 0 },
      unreconciledStatementLines: { count: 0 },
      futureEntries: { count: 0 },
      ready: false,
    });
  });

  it('is ready for a quiet month once its nil VAT return is filed, through the API, to members only', async () => {
    const company = await books(context.app);
    const url = monthCloseUrl(company, `${company.year}-02`);
    const response = await call(context.app, 'GET', url, undefined, { token: company.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      period: `${company.year}-02`,
      to: `${company.year}${lastOfFebruary(company.year)}`,
      drafts: { count: 0 },
      vatReturn: { state: 'OPEN' },
      vatReturnDue: true,
      ready: false,
    });
    const filed = await call(
      context.app,
      'POST',
      `/v1/accountings/workFolders/${company.workFolderId}/vat-returns`,
      { period: `${company.year}-02` },
      { token: company.token },
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const after = await call(context.app, 'GET', url, undefined, { token: company.token });
    expect(after.json()).toMatchObject({ vatReturn: { state: 'FILED', netDue: '0', paid: true }, ready: true });

    const other = await books(context.app);
    const foreign = await call(context.app, 'GET', url, undefined, { token: other.token });
    expect(foreign.statusCode).toBe(404);
  });

  it('counts the VAT return of the month: due, then filed, then paid', async () => {
    const company = await books(context.app);
    const y = company.year;
    // A sale of 100,000 XAF at 19.25 % on 1 March: 19,250 of VAT due for March.
    await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '100000', vatRate: '19.25' },
    ]);
    const before = await monthCloseOn(company, `${y}-03`, `${y}-04-10`);
    expect(before).toMatchObject({
      vatReturnDue: true,
      vatReturn: { period: `${y}-03`, state: 'OPEN', deadline: `${y}-04-15`, returnId: null },
      ready: false,
    });
    const folder = `/v1/accountings/workFolders/${company.workFolderId}`;
    const filed = await call(
      context.app,
      'POST',
      `${folder}/vat-returns`,
      { period: `${y}-03` },
      { token: company.token },
    );
    expect(filed.statusCode, filed.body).toBe(201);
    const afterFiling = await monthCloseOn(company, `${y}-03`, `${y}-04-10`);
    expect(afterFiling.vatReturn).toMatchObject({ state: 'FILED', netDue: '19250', paid: false });
    expect(afterFiling.ready).toBe(false);
    const paid = await call(
      context.app,
      'POST',
      `${folder}/vat-returns/${filed.json().id}/payments`,
      { date: `${y}-04-12`, method: 'BANK_TRANSFER' },
      { token: company.token },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const done = await monthCloseOn(company, `${y}-03`, `${y}-04-13`);
    expect(done.vatReturn).toMatchObject({ state: 'FILED', amountPaid: '19250', paid: true });
    // The receivable of 119,250 falls due on 31 March, the month's end: the aged balance counts it due, so March
    // stays to finish until it is collected or matched.
    expect(done.overdueItems.customers).toEqual({ parties: 1, amount: '119250' });
    expect(done.ready).toBe(false);
  });

  it('refuses a month that is not one, or outside the folder', async () => {
    const company = await books(context.app);
    for (const period of ['2026-13', 'march', `${company.year}-3`]) {
      const response = await call(context.app, 'GET', monthCloseUrl(company, period), undefined, {
        token: company.token,
      });
      expect(response.statusCode, period).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
    const outside = await call(context.app, 'GET', monthCloseUrl(company, `${company.year + 1}-01`), undefined, {
      token: company.token,
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.body).toContain('PERIOD_OUTSIDE_WORK_FOLDER');
  });
});

function lastOfFebruary(year: number): string {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `-02-${leap ? 29 : 28}`;
}

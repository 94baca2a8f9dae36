import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryBody } from '../../testing/ledger-fixtures.ts';
import {
  type Books,
  books,
  doc,
  docs,
  payment,
  pays,
  read,
  validatedInvoice,
  validatePayment,
} from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const FRENCH = { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' };

/** How many documents and payments the folder holds: a refusal writes none. */
async function written(company: Books) {
  const count = async (url: string, query: Record<string, string>) =>
    (await call(context.app, 'GET', url, undefined, { token: company.token, query })).json().total as number;
  const types = ['JOURNAL_ENTRY', 'SALE_INVOICE', 'SALE_CREDIT_NOTE', 'PURCHASE_INVOICE'];
  const documents = await Promise.all(types.map((type) => count(docs(company), { type })));
  return { documents, payments: await count(pays(company), {}) };
}

async function expectRefused(company: Books, request: () => Promise<LightMyRequestResponse>, code: string) {
  const before = await written(company);
  const response = await request();
  expect(response.statusCode, response.body).toBe(422);
  expect(errorOf(response).code).toBe(code);
  expect(await written(company)).toEqual(before);
}

const post = (company: Books, url: string, body: unknown) =>
  call(context.app, 'POST', url, body, { token: company.token });

const invoiceBody = (company: Books, type: string, line: Record<string, unknown>) => ({
  type,
  date: `${company.year}-03-01`,
  partyId: type.startsWith('SALE') ? company.customerId : company.supplierId,
  lines: [{ description: 'Article', quantity: '1', unitPrice: '1000', vatRate: '19.25', ...line }],
});

describe('controls at posting, each a 422 with its code and nothing written', () => {
  it('refuses a hand entry on a customer control account without the party', async () => {
    const company = await books(context.app);
    const lines = [
      { account: '4111', debit: '1000' },
      { account: '7011', credit: '1000' },
    ];
    await expectRefused(
      company,
      () => post(company, docs(company), entryBody(company, lines)),
      'CONTROL_ACCOUNT_NEEDS_PARTY',
    );
  });

  it('posts sales to class 7 only and purchases to classes 2 and 6', async () => {
    const company = await books(context.app);
    const sale = invoiceBody(company, 'SALE_INVOICE', { accountId: company.accounts['6011'] });
    await expectRefused(company, () => post(company, docs(company), sale), 'SALE_LINE_ACCOUNT_MUST_BE_REVENUE');
    const purchase = invoiceBody(company, 'PURCHASE_INVOICE', { accountId: company.accounts['7011'] });
    await expectRefused(
      company,
      () => post(company, docs(company), purchase),
      'PURCHASE_LINE_ACCOUNT_MUST_BE_EXPENSE_OR_ASSET',
    );
    const asset = await post(
      company,
      docs(company),
      invoiceBody(company, 'PURCHASE_INVOICE', { accountId: company.accounts['2441'] }),
    );
    expect(asset.statusCode, asset.body).toBe(201);
  });

  it('keeps a payment in a treasury account of its method, dated on or after its invoice', async () => {
    const company = await books(context.app);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '10000', vatRate: '0' },
    ]);
    const receipt = {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      amount: '10000',
      date: `${company.year}-03-20`,
    };
    for (const [method, account] of [
      ['CASH', '5211'],
      ['BANK_TRANSFER', '5711'],
      ['CASH', '6011'],
    ] as const) {
      const body = { ...receipt, method, treasuryAccountId: company.accounts[account] };
      await expectRefused(company, () => post(company, pays(company), body), 'TREASURY_ACCOUNT_MUST_MATCH_METHOD');
    }
    const early = { ...receipt, method: 'CASH', date: `${company.year}-02-28` };
    await expectRefused(company, () => post(company, pays(company), early), 'PAYMENT_DATE_BEFORE_DOCUMENT_DATE');
    const sameDay = await post(company, pays(company), { ...receipt, method: 'CASH', date: `${company.year}-03-01` });
    expect(sameDay.statusCode, sameDay.body).toBe(201);
  });

  it('takes only the VAT rates of the country: Cameroon 19.25 and 0, France 20, 10, 5.5, 2.1 and 0', async () => {
    const cameroon = await books(context.app);
    const settings = (company: Books) =>
      call(context.app, 'GET', `/v1/companies/${company.companyId}/settings`, undefined, { token: company.token });
    expect((await settings(cameroon)).json().defaultVatRates).toEqual(['19.25', '0']);
    const at18 = invoiceBody(cameroon, 'SALE_INVOICE', { vatRate: '18' });
    await expectRefused(cameroon, () => post(cameroon, docs(cameroon), at18), 'VAT_RATE_NOT_OF_COUNTRY');

    const france = await books(context.app, FRENCH);
    expect((await settings(france)).json().defaultVatRates).toEqual(['20', '10', '5.5', '2.1', '0']);
    const at1925 = invoiceBody(france, 'SALE_INVOICE', { vatRate: '19.25' });
    await expectRefused(france, () => post(france, docs(france), at1925), 'VAT_RATE_NOT_OF_COUNTRY');
    const at55 = await post(
      france,
      docs(france),
      invoiceBody(france, 'SALE_INVOICE', { vatRate: '5.50', unitPrice: '10.00' }),
    );
    expect(at55.statusCode, at55.body).toBe(201);
  });

  it('refuses a hand entry in the opening journal once the opening entry exists', async () => {
    const company = await books(context.app);
    await validatedInvoice(context.app, company, 'SALE_INVOICE', [{ quantity: '1', unitPrice: '5000', vatRate: '0' }]);
    const closed = await post(company, `/v1/accountings/workFolders/${company.workFolderId}/close`, undefined);
    expect(closed.statusCode, closed.body).toBe(200);
    const next = { ...company, workFolderId: closed.json().next.id as string, year: company.year + 1 };
    const lines = [
      { account: '5211', debit: '1000' },
      { account: '1013', credit: '1000' },
    ];
    const inOpening = entryBody(next, lines, { journalCode: 'AN', date: `${next.year}-01-01` });
    await expectRefused(next, () => post(next, docs(next), inOpening), 'OPENING_ENTRY_ALREADY_POSTED');
    const inMisc = await post(next, docs(next), entryBody(next, lines, { date: `${next.year}-01-01` }));
    expect(inMisc.statusCode, inMisc.body).toBe(201);
  });
});

describe('a credit note on a fully paid invoice', () => {
  it('is allowed: the invoice stays paid and the customer is owed the credit, which a refund settles', async () => {
    const company = await books(context.app);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '10000', vatRate: '0' },
    ]);
    const receipt = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      amount: '10000',
      method: 'CASH',
    });
    expect((await validatePayment(context.app, company, receipt.id)).statusCode).toBe(200);

    const credit = await validatedInvoice(
      context.app,
      company,
      'SALE_CREDIT_NOTE',
      [{ quantity: '1', unitPrice: '4000', vatRate: '0' }],
      { creditedDocumentId: invoice.id },
    );
    // Paid 10,000 on 10,000: nothing of the invoice was due, so all 4,000 are owed to the customer.
    expect(credit).toMatchObject({ amountPaid: '0', amountDue: '4000', settlement: 'UNPAID' });
    expect(await read(context.app, company, invoice.id)).toMatchObject({ amountDue: '0', settlement: 'PAID' });
    expect(await read(context.app, company, credit.id)).toMatchObject({ amountDue: '4000', settlement: 'UNPAID' });

    const refund = await payment(context.app, company, {
      type: 'DISBURSEMENT',
      accountingDocumentId: credit.id,
      amount: '4000',
      method: 'CASH',
      date: `${company.year}-03-25`,
    });
    expect((await validatePayment(context.app, company, refund.id)).statusCode).toBe(200);
    expect(await read(context.app, company, credit.id)).toMatchObject({ amountDue: '0', settlement: 'PAID' });

    // 10,000 invoiced less 4,000 credited leaves 6,000 that a credit note may still credit, not 7,000.
    const tooMuch = await post(company, docs(company), {
      ...invoiceBody(company, 'SALE_CREDIT_NOTE', { unitPrice: '7000', vatRate: '0' }),
      creditedDocumentId: invoice.id,
    });
    expect(tooMuch.statusCode, tooMuch.body).toBe(201);
    const refused = await call(context.app, 'POST', `${doc(company, tooMuch.json().id)}/state/VALIDATED`, undefined, {
      token: company.token,
    });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe('CREDIT_NOTE_EXCEEDS_AMOUNT_DUE');
    expect(await read(context.app, company, tooMuch.json().id)).toMatchObject({ state: 'DRAFT' });
  });
});

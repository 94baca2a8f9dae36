import { dateInZone } from '@bilan/accounting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeState, createDraft, documentUrl } from '../../testing/ledger-fixtures.ts';
import {
  type Books,
  books,
  doc,
  pay,
  payment,
  validatedInvoice,
  validatePayment,
} from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

interface JournalItem {
  number: string;
  date: string;
  label: string;
  lines: Array<{ accountNumber: string; debit: string; credit: string }>;
}

async function journal(company: Books, workFolderId = company.workFolderId): Promise<JournalItem[]> {
  const response = await call(context.app, 'GET', `/v1/accountings/workFolders/${workFolderId}/journal`, undefined, {
    token: company.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}

const cancel = (company: Books, url: string, cancellationDate?: string) =>
  call(context.app, 'POST', `${url}/state/CANCELLED`, undefined, {
    token: company.token,
    ...(cancellationDate ? { query: { cancellationDate } } : {}),
  });

const lines = (item: JournalItem | undefined) =>
  item?.lines.map((line) => [line.accountNumber, line.debit, line.credit]);

describe('cancellation dated when it happens', () => {
  it('dates the reversal of an invoice on the chosen day, in French, and leaves March as it was', async () => {
    const company = await books(context.app);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '2', unitPrice: '50000', vatRate: '19.25' },
    ]);
    const cancelled = await cancel(company, doc(company, invoice.id), `${company.year}-04-15`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ state: 'CANCELLED', date: `${company.year}-03-01` });

    const items = await journal(company);
    const original = items.find((item) => item.number === invoice.number);
    const reversal = items.find((item) => item.number === `VE-${company.year}-000002`);
    expect(original).toMatchObject({ date: `${company.year}-03-01` });
    // 100,000 + 19.25 % = 119,250, mirrored on 15 April.
    expect(reversal).toMatchObject({
      date: `${company.year}-04-15`,
      label: `Extourne ${invoice.number} – REF-1`,
    });
    expect(lines(reversal)).toEqual([
      ['4111', '0', '119250'],
      ['7011', '100000', '0'],
      ['4431', '19250', '0'],
    ]);
  });

  it('dates the reversal today when no day is given, labelled in English for an English company', async () => {
    const company = await books(context.app);
    const settingsUrl = `/v1/companies/${company.companyId}/settings`;
    const {
      companyId: _id,
      updatedAt: _at,
      ...settings
    } = (await call(context.app, 'GET', settingsUrl, undefined, { token: company.token })).json();
    const saved = await call(
      context.app,
      'PUT',
      settingsUrl,
      { ...settings, defaultLanguage: 'en' },
      {
        token: company.token,
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = await createDraft(context.app, company, undefined, { label: 'Capital contribution' });
    const validated = (await changeState(context.app, company, draft.id, 'VALIDATED')).json();

    expect((await cancel(company, documentUrl(company, draft.id))).statusCode).toBe(200);
    const reversal = (await journal(company)).find((item) => item.number === `OD-${company.year}-000002`);
    // Dated today in Douala, the Cameroonian company's time zone (UTC+1).
    expect(reversal).toMatchObject({
      date: dateInZone('Africa/Douala'),
      label: `Reversal of ${validated.number} – Capital contribution`,
    });
  });

  it('dates the reversal of a payment on the chosen day and reopens its invoice', async () => {
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
    const paid = (await validatePayment(context.app, company, receipt.id)).json();
    const cancelled = await cancel(company, pay(company, receipt.id), `${company.year}-05-02`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const reversal = (await journal(company)).find((item) => item.number === `CA-${company.year}-000002`);
    expect(reversal?.date).toBe(`${company.year}-05-02`);
    expect(reversal?.label.startsWith(`Extourne ${paid.number} – `)).toBe(true);
    expect(lines(reversal)).toEqual([
      ['5711', '0', '10000'],
      ['4111', '10000', '0'],
    ]);
    const reopened = (
      await call(context.app, 'GET', doc(company, invoice.id), undefined, { token: company.token })
    ).json();
    expect(reopened).toMatchObject({ amountDue: '10000', settlement: 'UNPAID' });
  });

  it.each([
    ['before the invoice', (year: number) => `${year}-02-28`, 422, 'CANCELLATION_DATE_BEFORE_ENTRY'],
    ['in no work folder', (year: number) => `${year + 5}-01-10`, 422, 'ENTRY_DATE_OUTSIDE_WORK_FOLDER'],
  ])('refuses a cancellation dated %s and writes nothing', async (_case, day, status, code) => {
    const company = await books(context.app);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '5000', vatRate: '19.25' },
    ]);
    const before = await journal(company);
    const refused = await cancel(company, doc(company, invoice.id), day(company.year));
    expect(refused.statusCode, refused.body).toBe(status);
    expect(errorOf(refused).code).toBe(code);
    expect(await journal(company)).toEqual(before);
    const kept = (await call(context.app, 'GET', doc(company, invoice.id), undefined, { token: company.token })).json();
    expect(kept).toMatchObject({ state: 'VALIDATED', reversalEntryId: null });
  });

  it('posts the reversal into the next open folder once the year is closed, and refuses the closed year', async () => {
    const company = await books(context.app);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '20000', vatRate: '0' },
    ]);
    const closed = await call(
      context.app,
      'POST',
      `/v1/accountings/workFolders/${company.workFolderId}/close`,
      undefined,
      {
        token: company.token,
      },
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const next = closed.json().next.id as string;

    const inClosedYear = await cancel(company, doc(company, invoice.id), `${company.year}-12-31`);
    expect(inClosedYear.statusCode).toBe(409);
    expect(errorOf(inClosedYear).code).toBe('WORK_FOLDER_MUST_BE_OPEN');

    const cancelled = await cancel(company, doc(company, invoice.id), `${company.year + 1}-01-10`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const reversal = (await journal(company, next)).find((item) => item.number === `VE-${company.year + 1}-000001`);
    expect(reversal).toMatchObject({ date: `${company.year + 1}-01-10` });
    expect(lines(reversal)).toEqual([
      ['4111', '0', '20000'],
      ['7011', '20000', '0'],
    ]);
  });
});

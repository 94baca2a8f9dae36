import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeState, createDraft, validatedEntry } from '../../testing/ledger-fixtures.ts';
import {
  type Books,
  books,
  doc,
  pay,
  payment,
  postedLines,
  read,
  validatePayment,
} from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

// The database's clock reads 22:30 UTC on 30 June of the current year: 23:30 on 30 June in Douala
// (UTC+1), already 00:30 on 1 July in Paris (UTC+2 in summer). The company's folder is that year.
const YEAR = new Date().getUTCFullYear();
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({}, { now: `${YEAR}-06-30T22:30:00Z` });
});
afterAll(() => context.close());

const cameroon = () => books(context.app);
const france = () => books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
const settingsUrl = (company: Books) => `/v1/companies/${company.companyId}/settings`;

async function settingsOf(company: Books) {
  const answer = await call(context.app, 'GET', settingsUrl(company), undefined, { token: company.token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

async function saveSettings(company: Books, changes: Record<string, unknown>) {
  const { companyId: _companyId, updatedAt: _updatedAt, ...body } = await settingsOf(company);
  return call(context.app, 'PUT', settingsUrl(company), { ...body, ...changes }, { token: company.token });
}

async function journalNumbers(company: Books): Promise<string[]> {
  const journal = await call(
    context.app,
    'GET',
    `/v1/accountings/workFolders/${company.workFolderId}/journal`,
    undefined,
    {
      token: company.token,
    },
  );
  expect(journal.statusCode, journal.body).toBe(200);
  return journal.json().items.map((item: { number: string }) => item.number);
}

/** A capital contribution of 150,000 XAF in the bank (5211 D / 1013 C), dated `date`, left as a draft. */
const contribution = (company: Books, date: string, amount = '150000') =>
  createDraft(
    context.app,
    company,
    [
      { account: '5211', debit: amount },
      { account: '1013', credit: amount },
    ],
    { date },
  );

describe('entries dated after today', () => {
  it('reads today in the country’s time zone by default and allows no future date', async () => {
    expect(await settingsOf(await cameroon())).toMatchObject({ timeZone: 'Africa/Douala', allowFutureEntries: false });
    expect(await settingsOf(await france())).toMatchObject({ timeZone: 'Europe/Paris', allowFutureEntries: false });
  });

  it('refuses a journal entry dated tomorrow in Douala and writes nothing; today’s posts', async () => {
    const company = await cameroon();
    const tomorrow = await contribution(company, `${YEAR}-07-01`);
    const refused = await changeState(context.app, company, tomorrow.id, 'VALIDATED');
    expect([refused.statusCode, errorOf(refused).code]).toEqual([422, 'ENTRY_DATE_IN_FUTURE']);
    expect(errorOf(refused).fields).toEqual([{ path: 'date', code: 'ENTRY_DATE_IN_FUTURE' }]);
    expect(await read(context.app, company, tomorrow.id)).toMatchObject({ state: 'DRAFT', number: null });
    expect(await journalNumbers(company)).toEqual([]);

    const today = await contribution(company, `${YEAR}-06-30`);
    const posted = await changeState(context.app, company, today.id, 'VALIDATED');
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await postedLines(context.app, company, posted.json().number)).toEqual([
      ['5211', '150000', '0'],
      ['1013', '0', '150000'],
    ]);
  });

  it('reads 1 July in Paris at the same instant: a French entry of 1 July posts, one of 2 July does not', async () => {
    const company = await france();
    const posted = await validatedEntry(context.app, company, `${YEAR}-07-01`, [
      { number: '5121', debit: '1250.50' },
      { number: '10131', credit: '1250.50' },
    ]);
    expect(await postedLines(context.app, company, posted.number)).toEqual([
      ['5121', '1250.50', '0.00'],
      ['10131', '0.00', '1250.50'],
    ]);
    await expect(
      validatedEntry(context.app, company, `${YEAR}-07-02`, [
        { number: '5121', debit: '10.00' },
        { number: '10131', credit: '10.00' },
      ]),
    ).rejects.toThrow('ENTRY_DATE_IN_FUTURE');
  });

  it('refuses an invoice and a payment dated tomorrow, each left a draft', async () => {
    const company = await cameroon();
    const invoiceBody = (date: string) => ({
      type: 'SALE_INVOICE',
      date,
      partyId: company.customerId,
      lines: [{ description: 'Farine', quantity: '2', unitPrice: '50000', vatRate: '19.25' }],
    });
    const draft = await call(
      context.app,
      'POST',
      `/v1/accountings/documents/workFolders/${company.workFolderId}`,
      invoiceBody(`${YEAR}-07-01`),
      { token: company.token },
    );
    expect(draft.statusCode, draft.body).toBe(201);
    const refused = await call(context.app, 'POST', `${doc(company, draft.json().id)}/state/VALIDATED`, undefined, {
      token: company.token,
    });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([422, 'ENTRY_DATE_IN_FUTURE']);
    expect(await read(context.app, company, draft.json().id)).toMatchObject({ state: 'DRAFT', journalEntryId: null });

    // 100,000 + 19.25 % = 119,250 XAF, dated today: it posts, then a receipt dated tomorrow is refused.
    const today = await call(
      context.app,
      'POST',
      `/v1/accountings/documents/workFolders/${company.workFolderId}`,
      invoiceBody(`${YEAR}-06-30`),
      { token: company.token },
    );
    const invoice = await call(context.app, 'POST', `${doc(company, today.json().id)}/state/VALIDATED`, undefined, {
      token: company.token,
    });
    expect(invoice.statusCode, invoice.body).toBe(200);
    expect(invoice.json().totals.includingTax).toBe('119250');
    const receipt = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.json().id,
      amount: '119250',
      method: 'CASH',
      date: `${YEAR}-07-01`,
    });
    const refusedReceipt = await validatePayment(context.app, company, receipt.id);
    expect([refusedReceipt.statusCode, errorOf(refusedReceipt).code]).toEqual([422, 'ENTRY_DATE_IN_FUTURE']);
    const kept = await call(context.app, 'GET', pay(company, receipt.id), undefined, { token: company.token });
    expect(kept.json()).toMatchObject({ state: 'DRAFT', journalEntryId: null });
    expect(await journalNumbers(company)).toEqual([invoice.json().number]);
  });

  it('refuses a cancellation dated tomorrow and leaves the entry validated', async () => {
    const company = await cameroon();
    const draft = await contribution(company, `${YEAR}-06-15`);
    expect((await changeState(context.app, company, draft.id, 'VALIDATED')).statusCode).toBe(200);
    const refused = await call(context.app, 'POST', `${doc(company, draft.id)}/state/CANCELLED`, undefined, {
      token: company.token,
      query: { cancellationDate: `${YEAR}-07-01` },
    });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([422, 'ENTRY_DATE_IN_FUTURE']);
    expect(await read(context.app, company, draft.id)).toMatchObject({ state: 'VALIDATED' });
    expect(await journalNumbers(company)).toHaveLength(1);
  });

  it('validates entries dated after today once the company allows them in its settings', async () => {
    const company = await cameroon();
    const saved = await saveSettings(company, { allowFutureEntries: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ allowFutureEntries: true, timeZone: 'Africa/Douala' });
    const draft = await contribution(company, `${YEAR}-12-31`, '2500000');
    const posted = await changeState(context.app, company, draft.id, 'VALIDATED');
    expect(posted.statusCode, posted.body).toBe(200);
    expect(await postedLines(context.app, company, posted.json().number)).toEqual([
      ['5211', '2500000', '0'],
      ['1013', '0', '2500000'],
    ]);
  });

  it('reads today in the time zone the company chose', async () => {
    const company = await cameroon();
    const saved = await saveSettings(company, { timeZone: 'Europe/Paris' });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = await contribution(company, `${YEAR}-07-01`);
    expect((await changeState(context.app, company, draft.id, 'VALIDATED')).statusCode).toBe(200);
  });

  it.each([
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'timeZone', 'TIME_ZONE_INVALID'],
    ['a zone with SQL in it', { timeZone: "Europe/Paris'; drop table company" }, 'timeZone', 'TIME_ZONE_INVALID'],
    ['a switch that is not a boolean', { allowFutureEntries: 'yes' }, 'allowFutureEntries', expect.any(String)],
  ])('refuses %s in the settings and saves nothing', async (_case, changes, path, code) => {
    const company = await cameroon();
    const refused = await saveSettings(company, changes);
    expect([refused.statusCode, errorOf(refused).code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(errorOf(refused).fields).toEqual([expect.objectContaining({ path, code })]);
    expect(await settingsOf(company)).toMatchObject({ timeZone: 'Africa/Douala', updatedAt: null });
  });
});

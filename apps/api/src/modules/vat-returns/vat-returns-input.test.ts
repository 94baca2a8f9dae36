import { toAmount } from '@bilan/accounting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseErrorCode, inTenant } from '../../db/tenant.ts';
import { trialBalance } from '../../testing/books.ts';
import { accountIdsByNumber, validatedEntry } from '../../testing/ledger-fixtures.ts';
import { type Books, books, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, signUpAndLogin, type TestContext } from '../../testing/test-app.ts';
import { getJournalByCode } from '../ledger/journals.service.ts';
import { appendEntries, type CheckedPosting, checkPostings } from '../ledger/ledger.service.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const folderUrl = (company: Books) => `/v1/accountings/workFolders/${company.workFolderId}`;
const settingsUrl = (company: Books) => `/v1/companies/${company.companyId}/settings`;

async function saveSettings(company: Books, changes: Record<string, unknown>) {
  const current = (await call(context.app, 'GET', settingsUrl(company), undefined, { token: company.token })).json();
  const { companyId: _companyId, updatedAt: _updatedAt, ...body } = current;
  return call(context.app, 'PUT', settingsUrl(company), { ...body, ...changes }, { token: company.token });
}

const post = (company: Books, path: string, body: unknown, token = company.token) =>
  call(context.app, 'POST', `${folderUrl(company)}${path}`, body, { token });

describe('VAT periods by the settings', () => {
  it('lists a Cameroon folder by month, a French one by quarter or year as set, with their deadlines', async () => {
    const cameroon = await books(context.app);
    const monthly = (
      await call(context.app, 'GET', `${folderUrl(cameroon)}/vat-periods`, undefined, { token: cameroon.token })
    ).json();
    expect(monthly.frequency).toBe('MONTHLY');
    expect(monthly.items).toHaveLength(12);
    expect(monthly.items[11]).toMatchObject({
      period: `${cameroon.year}-12`,
      deadline: `${cameroon.year + 1}-01-15`,
      state: 'OPEN',
    });
    // Cameroon returns monthly: a quarterly or annual setting is refused, nothing saved.
    const refused = await saveSettings(cameroon, { vatFrequency: 'ANNUAL' });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual([{ path: 'vatFrequency', code: 'VAT_FREQUENCY_NOT_OF_COUNTRY' }]);

    const france = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    expect((await saveSettings(france, { vatFrequency: 'QUARTERLY', vatFilingDay: 24 })).statusCode).toBe(200);
    const quarterly = (
      await call(context.app, 'GET', `${folderUrl(france)}/vat-periods`, undefined, { token: france.token })
    ).json();
    expect(quarterly.items.map((item: { period: string; deadline: string }) => [item.period, item.deadline])).toEqual([
      [`${france.year}-Q1`, `${france.year}-04-24`],
      [`${france.year}-Q2`, `${france.year}-07-24`],
      [`${france.year}-Q3`, `${france.year}-10-24`],
      [`${france.year}-Q4`, `${france.year + 1}-01-24`],
    ]);
    const badDay = await saveSettings(france, { vatFilingDay: 25 });
    expect(errorOf(badDay).fields).toEqual([{ path: 'vatFilingDay', code: 'VAT_FILING_DAY_INVALID' }]);
  });

  it('gives an OHADA company outside Cameroon a monthly return without the CAC', async () => {
    const signedUp = await signUpAndLogin(context.app, {
      countryCode: 'CI',
      typeCode: 'SNC',
      taxSystemCode: 'REEL_NORMAL',
    });
    const folders = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/companies/${signedUp.companyId}`,
      undefined,
      {
        token: signedUp.token,
      },
    );
    const [folder] = folders.json();
    const company = { ...signedUp, workFolderId: folder.id, year: Number(folder.startDate.slice(0, 4)), accounts: {} };
    await validatedEntry(context.app, company, `${company.year}-01-10`, [
      { number: '5711', debit: '18000' },
      { number: '4431', credit: '18000' },
    ]);
    const filed = await call(
      context.app,
      'POST',
      `/v1/accountings/workFolders/${company.workFolderId}/vat-returns`,
      { period: `${company.year}-01` },
      { token: company.token },
    );
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json().form.kind).toBe('OHADA_MONTHLY');
    const boxes = filed.json().form.lines.map((line: { box: string }) => line.box);
    expect(boxes).toContain('NET');
    expect(boxes.some((box: string) => box.endsWith('.CAC'))).toBe(false);
    expect(filed.json().form.netDue).toBe('18000');
  });

  it('files a French annual CA12: instalments paid (44581) are deducted, the balance due to 44551', async () => {
    const company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    expect((await saveSettings(company, { vatFrequency: 'ANNUAL' })).statusCode).toBe(200);
    await validatedInvoice(
      context.app,
      company,
      'SALE_INVOICE',
      [{ quantity: '1', unitPrice: '10000.40', vatRate: '20', supplyKind: 'GOODS' }],
      {
        date: `${company.year}-03-01`,
      },
    );
    // Two instalments of 500.00 paid in July and December.
    for (const month of ['07', '12']) {
      await validatedEntry(context.app, company, `${company.year}-${month}-15`, [
        { number: '44581', debit: '500.00' },
        { number: '5121', credit: '500.00' },
      ]);
    }
    // VAT 2,000.08 → line 16: 2,000; 28: 2,000; 30: 1,000 paid; 33: 1,000 to pay. 0.08 booked above: 758000.
    const filed = await post(company, '/vat-returns', { period: String(company.year) });
    expect(filed.statusCode, filed.body).toBe(201);
    const lines = Object.fromEntries(
      filed.json().form.lines.map((line: { box: string; amount: string | null }) => [line.box, line.amount]),
    );
    expect(filed.json().form.kind).toBe('FR_CA12');
    expect(lines).toMatchObject({ '16': '2000.00', '28': '2000.00', '30': '1000.00', '33': '1000.00', '34': '0.00' });
    expect(filed.json().deadline).toBe(`${company.year + 1}-05-03`);
  });
});

describe('bad input to the VAT returns: a 4xx with its code, nothing written', () => {
  let company: Books;
  let other: Books;
  let januaryId: string;
  beforeAll(async () => {
    company = await books(context.app);
    other = await books(context.app);
    await validatedInvoice(
      context.app,
      company,
      'SALE_INVOICE',
      [{ quantity: '1', unitPrice: '10000', vatRate: '19.25' }],
      {
        date: `${company.year}-01-10`,
      },
    );
    const filed = await post(company, '/vat-returns', { period: `${company.year}-01` });
    januaryId = filed.json().id;
  });

  it.each([
    [{ period: '2026-13' }, 400, 'VALIDATION_FAILED'],
    [{ period: 'janvier' }, 400, 'VALIDATION_FAILED'],
    [{ period: '2026-01', extra: true }, 400, 'VALIDATION_FAILED'],
    [{}, 400, 'VALIDATION_FAILED'],
  ])('refuses filing %j', async (body, status, code) => {
    const before = await trialBalance(context.app, company);
    const response = await post(company, '/vat-returns', body);
    expect([response.statusCode, errorOf(response).code]).toEqual([status, code]);
    expect(await trialBalance(context.app, company)).toEqual(before);
  });

  it('refuses a period outside the folder, a quarter of a monthly company, and filing out of order', async () => {
    const before = await trialBalance(context.app, company);
    for (const period of [`${company.year + 5}-01`, `${company.year}-Q2`]) {
      const response = await post(company, '/vat-returns', { period });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).fields).toEqual([{ path: 'period', code: 'VAT_PERIOD_NOT_OF_FOLDER' }]);
    }
    // March filed, then February: out of order.
    expect((await post(company, '/vat-returns', { period: `${company.year}-03` })).statusCode).toBe(201);
    const february = await post(company, '/vat-returns', { period: `${company.year}-02` });
    expect([february.statusCode, errorOf(february).code]).toEqual([422, 'VAT_RETURN_OUT_OF_ORDER']);
    const periods = (
      await call(context.app, 'GET', `${folderUrl(company)}/vat-periods`, undefined, { token: company.token })
    ).json();
    expect(periods.items[1].state).toBe('OPEN');
    expect((await trialBalance(context.app, company)).totals).toEqual(before.totals);
  });

  it('refuses paying more than is due, a treasury account of the wrong kind, and a bad amount', async () => {
    const cash = (await accountIdsByNumber(context.app, company)).get('5711');
    for (const [body, code] of [
      [{ date: `${company.year}-02-10`, method: 'BANK_TRANSFER', amount: '0' }, 'AMOUNT_MUST_BE_POSITIVE'],
      [{ date: `${company.year}-02-10`, method: 'BANK_TRANSFER', amount: '999999' }, 'VAT_PAYMENT_EXCEEDS_DUE'],
      [
        { date: `${company.year}-02-10`, method: 'BANK_TRANSFER', treasuryAccountId: cash },
        'TREASURY_ACCOUNT_MUST_MATCH_METHOD',
      ],
      [{ date: `${company.year}-01-31`, method: 'BANK_TRANSFER' }, 'PERIOD_FILED'],
      [{ date: 'hier', method: 'BANK_TRANSFER' }, 'VALIDATION_FAILED'],
      [{ date: `${company.year}-02-10`, method: 'BITCOIN' }, 'VALIDATION_FAILED'],
    ] as const) {
      const response = await post(company, `/vat-returns/${januaryId}/payments`, body);
      expect(errorOf(response).code).toBe(code);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const filed = (
      await call(context.app, 'GET', `${folderUrl(company)}/vat-returns/${januaryId}`, undefined, {
        token: company.token,
      })
    ).json();
    expect([filed.amountPaid, filed.actions]).toEqual(['0', []]);
    const refund = await post(company, `/vat-returns/${januaryId}/refund-claims`, { date: `${company.year}-04-02` });
    expect(errorOf(refund).code).toBe('VAT_RETURN_OUT_OF_ORDER');
  });

  it('answers 404 for another company’s return or folder, exactly as for a missing one', async () => {
    const missing = '0190f0f0-0000-7000-8000-000000000000';
    for (const [method, path, body] of [
      ['GET', `/vat-returns/${januaryId}`, undefined],
      ['GET', `/vat-returns/${missing}`, undefined],
      ['POST', `/vat-returns/${januaryId}/payments`, { date: `${other.year}-02-10`, method: 'BANK_TRANSFER' }],
    ] as const) {
      const response = await call(context.app, method, `${folderUrl(other)}${path}`, body, { token: other.token });
      expect([response.statusCode, errorOf(response).code]).toEqual([404, 'NOT_FOUND']);
    }
    const foreignFolder = await call(context.app, 'GET', `${folderUrl(company)}/vat-periods`, undefined, {
      token: other.token,
    });
    expect(foreignFolder.statusCode).toBe(404);
    const foreignFiling = await post(company, '/vat-returns', { period: `${company.year}-04` }, other.token);
    expect(foreignFiling.statusCode).toBe(404);
  });
});

describe('the lock of a filed period holds every writer', () => {
  it('refuses a cancellation dated in the filed period, and lets one dated after it regularise', async () => {
    const company = await books(context.app);
    const sale = await validatedInvoice(
      context.app,
      company,
      'SALE_INVOICE',
      [{ quantity: '1', unitPrice: '10000', vatRate: '19.25' }],
      {
        date: `${company.year}-01-10`,
      },
    );
    expect((await post(company, '/vat-returns', { period: `${company.year}-01` })).statusCode).toBe(201);
    const cancel = (cancellationDate: string) =>
      call(
        context.app,
        'POST',
        `/v1/accountings/documents/${sale.id}/workFolders/${company.workFolderId}/state/CANCELLED`,
        undefined,
        { token: company.token, query: { cancellationDate } },
      );
    const before = await trialBalance(context.app, company);
    const refused = await cancel(`${company.year}-01-31`);
    expect([refused.statusCode, errorOf(refused).code]).toEqual([422, 'PERIOD_FILED']);
    expect(await trialBalance(context.app, company)).toEqual(before);
    // Cancelled in February: the reversal takes the sale's VAT back in February's return, at its rate.
    expect((await cancel(`${company.year}-02-05`)).statusCode).toBe(200);
    const february = (
      await call(context.app, 'GET', `${folderUrl(company)}/vat-return`, undefined, {
        token: company.token,
        query: { period: `${company.year}-02` },
      })
    ).json();
    expect([february.collected, february.credit, february.bases[0]]).toEqual([
      '-1925',
      '1925',
      { vatRate: '19.25', salesBase: '-10000', salesVat: '-1925', purchasesBase: '0', purchasesVat: '0' },
    ]);
  });

  it('refuses, in the database, an entry checked before the filing and appended after it', async () => {
    const company = await books(context.app);
    const ids = await accountIdsByNumber(context.app, company);
    const request = {
      companyId: company.companyId,
      workFolderId: company.workFolderId,
      journalId: '',
      entryOn: `${company.year}-01-20`,
      label: 'Posted while January was being filed',
      sourceType: 'DOCUMENT' as const,
      sourceId: null,
      postedBy: null,
      lines: [
        {
          accountId: ids.get('5711') ?? '',
          subAccountId: null,
          label: null,
          debit: toAmount(100n),
          credit: toAmount(0n),
        },
        {
          accountId: ids.get('1013') ?? '',
          subAccountId: null,
          label: null,
          debit: toAmount(0n),
          credit: toAmount(100n),
        },
      ],
    };
    const [checked] = await inTenant(context.handle.db, company.companyId, async (tx) => {
      const journal = await getJournalByCode(tx, company.companyId, 'OD');
      return checkPostings(tx, [{ ...request, journalId: journal.id }]);
    });
    expect((await post(company, '/vat-returns', { period: `${company.year}-01` })).statusCode).toBe(201);
    const appended = inTenant(context.handle.db, company.companyId, (tx) =>
      appendEntries(tx, [checked as CheckedPosting]),
    );
    await expect(appended).rejects.toSatisfy((error) => databaseErrorCode(error) === 'BF001');
  });

  it('refuses a refund above the credit of the return', async () => {
    const company = await books(context.app);
    const assetId = (await accountIdsByNumber(context.app, company)).get('2441');
    await validatedInvoice(
      context.app,
      company,
      'PURCHASE_INVOICE',
      [{ quantity: '1', unitPrice: '100000', vatRate: '19.25', accountId: assetId }],
      {
        date: `${company.year}-01-10`,
      },
    );
    const filed = (await post(company, '/vat-returns', { period: `${company.year}-01` })).json();
    expect(filed.form.credit).toBe('19250');
    const refused = await post(company, `/vat-returns/${filed.id}/refund-claims`, {
      date: `${company.year}-02-10`,
      amount: '19251',
    });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([422, 'VAT_REFUND_EXCEEDS_CREDIT']);
  });
});

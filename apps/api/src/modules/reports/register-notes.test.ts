import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdsByNumber, validatedEntry } from '../../testing/ledger-fixtures.ts';
import { pdfTexts } from '../../testing/pdf-text.ts';
import { type Books, books, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const register = (folderId: string) => `/v1/accountings/workFolders/${folderId}/fixed-assets`;

async function send(company: Books, method: 'GET' | 'POST', url: string, body?: unknown) {
  const answer = await call(context.app, method, url, body, { token: company.token });
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return answer.json();
}

/** A bill of one fixed asset, registered under its category. */
async function boughtAsset(company: Books, account: string, price: string, date: string, category: string) {
  const accounts = await accountIdsByNumber(context.app, company);
  const lines = [
    { description: category, quantity: '1', unitPrice: price, vatRate: '0', accountId: accounts.get(account) },
  ];
  const bill = await validatedInvoice(context.app, company, 'PURCHASE_INVOICE', lines, { date });
  const [line] = await send(company, 'GET', `${register(company.workFolderId)}/bill-lines?documentId=${bill.id}`);
  const categories = await send(
    company,
    'GET',
    `/v1/accountings/companies/${company.companyId}/fixed-asset-categories`,
  );
  const categoryId = categories.find((candidate: { code: string }) => candidate.code === category).id;
  const body = { label: category, categoryId, documentLineId: line.documentLineId };
  return send(company, 'POST', register(company.workFolderId), body);
}

const noteLine =
  (report: { notes: Array<{ note: string; lines: Array<{ ref: string; column: string }> }> }) =>
  (ref: string, column: string) =>
    report.notes.find((note) => note.note === '3')?.lines.find((line) => line.ref === ref && line.column === column);

describe('notes 3A and 3C from the fixed-assets register', () => {
  it('read the register when there is one, agree with the balance sheet and say so', async () => {
    // Year 1: a vehicle of 18,000,000 bought on 14 March, 5 years: 10,000 a day, 287 days = 2,870,000.
    const company = await books(context.app);
    const y = company.year;
    const vehicle = await boughtAsset(company, '2451', '18000000', `${y}-03-14`, 'VEHICLES');
    await send(company, 'POST', `${register(company.workFolderId)}/depreciation`, { period: 'YEAR' });
    const closed = await send(company, 'POST', `/v1/accountings/workFolders/${company.workFolderId}/close`);
    const second: Books = { ...company, workFolderId: closed.next.id };

    // Year 2: sold on 30 June (180 days more: 1,800,000; 4,670,000 in all); a computer of 1,200,000 bought on
    // 1 February, 4 years: 300,000 a year, 330 days of 360 = 275,000.
    const sold = await send(second, 'POST', `${register(second.workFolderId)}/${vehicle.id}/disposal`, {
      date: `${y + 1}-06-30`,
      kind: 'SALE',
      proceeds: '12000000',
    });
    expect(sold.bookings.at(-1)).toMatchObject({ periodKind: 'DISPOSAL', amount: '1800000' });
    await boughtAsset(second, '2442', '1200000', `${y + 1}-02-01`, 'COMPUTER_EQUIPMENT');
    const year = await send(second, 'POST', `${register(second.workFolderId)}/depreciation`, { period: 'YEAR' });
    expect(year.total).toBe('275000');

    const report = await send(second, 'GET', `/v1/accountings/workFolders/${second.workFolderId}/notes?lang=en`);
    const fixedAssets = report.notes.find((note: { note: string }) => note.note === '3');
    expect(fixedAssets.source).toBe('REGISTER');
    const line = noteLine(report);
    const figures = (opening: string, increase: string, decrease: string, closing: string) => ({
      ...{ opening, increase, decrease, closing, statementAmount: closing, ties: true },
    });
    expect(line('AN', 'gross')).toMatchObject({
      ...figures('18000000', '0', '18000000', '0'),
      previousClosing: '18000000',
    });
    expect(line('AN', 'depreciation')).toMatchObject({
      ...figures('2870000', '1800000', '4670000', '0'),
      previousClosing: '2870000',
    });
    expect(line('AM', 'gross')).toMatchObject(figures('0', '1200000', '0', '1200000'));
    expect(line('AM', 'depreciation')).toMatchObject(figures('0', '275000', '0', '275000'));
    expect(line('AM', 'gross')).toMatchObject({
      accounts: [{ accountNumber: '2442', opening: '0', increase: '1200000', closing: '1200000', fromRegister: true }],
    });
    expect(report.ties).toBe(true);
    const cash = report.notes.find((note: { note: string }) => note.note === '11');
    expect(cash?.source ?? 'ACCOUNTS').toBe('ACCOUNTS');
  });

  it('no longer tie when the books hold an asset the register does not, naming the line and its account', async () => {
    const company = await books(context.app);
    const y = company.year;
    await boughtAsset(company, '2442', '1200000', `${y}-02-01`, 'COMPUTER_EQUIPMENT');
    await validatedEntry(context.app, company, `${y}-05-10`, [
      { number: '2442', debit: '100000' },
      { number: '5211', credit: '100000' },
    ]);
    const folder = `/v1/accountings/workFolders/${company.workFolderId}`;
    const report = await send(company, 'GET', `${folder}/notes?lang=en`);
    expect(noteLine(report)('AM', 'gross')).toMatchObject({
      closing: '1200000',
      statementAmount: '1300000',
      ties: false,
    });
    const summary = await send(company, 'GET', `${folder}/annual-package?lang=en`);
    const check = summary.checks.find((candidate: { code: string }) => candidate.code === 'NOTES_AGREE');
    expect(check).toMatchObject({ ok: false, accounts: ['3:AM (2442)'] });
    const pdf = await call(context.app, 'GET', `${folder}/annual-package`, undefined, {
      token: company.token,
      query: { format: 'pdf', lang: 'en' },
    });
    expect(pdfTexts(pdf.rawPayload)[0]).toMatch(
      /^\[TO REVIEW\] Every note agrees with its statement lines: 3:AM \(2442\)$/m,
    );
  });
});

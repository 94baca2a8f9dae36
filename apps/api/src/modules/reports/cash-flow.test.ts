import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstYearBooks } from '../../testing/annual-fixtures.ts';
import { type LedgerCompany, ledgerCompany, validatedEntry } from '../../testing/ledger-fixtures.ts';
import { books } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const cashFlowUrl = (workFolderId: string, query = '') =>
  `/v1/accountings/workFolders/${workFolderId}/cash-flow-statement${query}`;
const read = async (company: LedgerCompany, workFolderId = company.workFolderId, query = '') => {
  const response = await call(context.app, 'GET', cashFlowUrl(workFolderId, query), undefined, {
    token: company.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const amounts = (report: { lines: Array<{ ref: string; amount: string; previousAmount: string | null }> }) =>
  Object.fromEntries(report.lines.map((line) => [line.ref, [line.amount, line.previousAmount]]));

describe('cash-flow statement (TFT)', () => {
  it('computes a first year by hand to the unit, ties, and carries it as N-1 of the next', async () => {
    const company = await ledgerCompany(context.app);
    await firstYearBooks(context.app, company);
    // Result 500,000 (sales 1,000,000 − wages 200,000 − depreciation 300,000); CAFG adds the depreciation back.
    const first = await read(company);
    expect(first).toMatchObject({ previous: null, closingTreasury: '4900000', ties: true, unmappedAccounts: [] });
    expect(amounts(first)).toMatchObject({
      ZA: ['0', null],
      FA: ['800000', null],
      FD: ['-400000', null],
      FE: ['0', null],
      ZB: ['400000', null],
      FG: ['-2500000', null],
      ZC: ['-2500000', null],
      FK: ['5000000', null],
      ZD: ['5000000', null],
      FO: ['2000000', null],
      FQ: ['0', null],
      ZF: ['7000000', null],
      ZG: ['4900000', null],
      ZH: ['4900000', null],
    });

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
    const next = { ...company, workFolderId: closed.json().next.id as string, year: company.year + 1 };
    await validatedEntry(context.app, next, `${next.year}-06-30`, [
      { number: '162', debit: '500000' },
      { number: '5211', credit: '500000' },
    ]);
    const second = await read(next);
    expect(second.previous).toEqual({ from: `${company.year}-01-01`, to: `${company.year}-12-31` });
    expect(amounts(second)).toMatchObject({
      ZA: ['4900000', '0'],
      FA: ['0', '800000'],
      FQ: ['-500000', '0'],
      ZE: ['-500000', '2000000'],
      ZG: ['-500000', '4900000'],
      ZH: ['4400000', '4900000'],
    });
    expect(second.ties).toBe(true);
    // The closed year reads the same after its closing: the closing entry is left out.
    expect(amounts(await read(company))).toEqual(amounts(first));
  });

  it('exports its lines with their references, and is read by members of the company only', async () => {
    const company = await ledgerCompany(context.app);
    await firstYearBooks(context.app, company);
    const csv = await call(context.app, 'GET', cashFlowUrl(company.workFolderId, '?format=csv&lang=fr'), undefined, {
      token: company.token,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('ZH');
    expect(csv.body).toContain('Trésorerie nette au 31 décembre (G+A)');
    const other = await ledgerCompany(context.app);
    const foreign = await call(context.app, 'GET', cashFlowUrl(company.workFolderId), undefined, {
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('is refused for a French company, which files no TFT', async () => {
    const french = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const response = await call(context.app, 'GET', cashFlowUrl(french.workFolderId), undefined, {
      token: french.token,
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).code).toBe('REPORT_NOT_AVAILABLE_FOR_FRAMEWORK');
  });
});

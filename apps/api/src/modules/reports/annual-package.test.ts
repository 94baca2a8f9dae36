import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstYearBooks } from '../../testing/annual-fixtures.ts';
import { createDraft, type LedgerCompany, ledgerCompany } from '../../testing/ledger-fixtures.ts';
import { pdfTexts } from '../../testing/pdf-text.ts';
import { books } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const packageUrl = (workFolderId: string, query = '') =>
  `/v1/accountings/workFolders/${workFolderId}/annual-package${query}`;
const read = (company: LedgerCompany, query = '') =>
  call(context.app, 'GET', packageUrl(company.workFolderId, query), undefined, { token: company.token });
/** Saves the company's settings with another system of accounts. */
async function chooseSystem(company: { companyId: string; token: string }, accountingSystem: string) {
  const url = `/v1/companies/${company.companyId}/settings`;
  const current = (await call(context.app, 'GET', url, undefined, { token: company.token })).json();
  const { companyId: _companyId, updatedAt: _updatedAt, ...body } = current;
  return call(context.app, 'PUT', url, { ...body, accountingSystem }, { token: company.token });
}
const failing = (body: { checks: Array<{ code: string; ok: boolean }> }) =>
  body.checks.filter((check) => !check.ok).map((check) => check.code);

describe('annual package', () => {
  it('lists the checks before filing, failing while the year is open and a draft is left', async () => {
    const company = await ledgerCompany(context.app);
    await firstYearBooks(context.app, company);
    await createDraft(context.app, company);
    const open = await read(company);
    expect(open.statusCode, open.body).toBe(200);
    expect(open.json()).toMatchObject({
      framework: 'SYSCOHADA',
      statements: [{ key: 'balanceSheet' }, { key: 'incomeStatement' }, { key: 'cashFlow' }, { key: 'notes' }],
      ready: false,
    });
    expect(failing(open.json())).toEqual(['YEAR_CLOSED', 'NO_DRAFTS']);
    const checks = Object.fromEntries(open.json().checks.map((check: { code: string }) => [check.code, check]));
    expect(checks.NO_DRAFTS).toMatchObject({ count: 1 });
    expect(checks.RESULT_AGREES).toMatchObject({ ok: true, expected: '500000', actual: '500000' });
    expect(checks.TREASURY_AGREES).toMatchObject({ ok: true, expected: '4900000', actual: '4900000' });
    expect(checks.CASH_FLOW_TIES).toMatchObject({ ok: true, expected: '4900000', actual: '4900000' });
    expect(checks.NOTES_AGREE).toMatchObject({ ok: true, accounts: [] });
  });

  it('is ready once the year is closed, and gives its PDF, XLSX and CSV with the statements N and N-1', async () => {
    const company = await ledgerCompany(context.app);
    await firstYearBooks(context.app, company);
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
    const summary = await read(company);
    expect(failing(summary.json())).toEqual([]);
    expect(summary.json().ready).toBe(true);

    const pdf = await read(company, '?format=pdf&lang=fr');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const pages = pdfTexts(pdf.rawPayload);
    expect(pages[0]).toContain(`États financiers annuels ${company.year}`);
    expect(pages[0]).toMatch(/^\[OK\] Le TFT est équilibré \(ZH = ZA \+ ZG\)$/m);
    const rest = pages.slice(1).join('\n');
    for (const title of ['Bilan', 'Compte de résultat', 'Tableau des flux de trésorerie'])
      expect(rest).toContain(title);
    expect(rest).toContain('Trésorerie nette au 31 décembre (G+A)');

    const csv = (await read(company, '?format=csv&lang=en')).body;
    expect(csv).toContain('statement,ref,label,column,amount');
    expect(csv).toContain('cashFlow,ZH,Net cash at 31 December (G+A),amount,4900000');
    expect(csv).toContain('cashFlow,FA,Overall self-financing capacity (CAFG),amount,800000');
    expect(csv).toMatch(/incomeStatement,XI,[^\n]*,amount,500000/);
    expect(csv).toContain('notes,AM,"Equipment, furniture and biological assets",closing,3000000');

    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await read(company, '?format=xlsx&lang=en')).rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      `Annual accounts ${company.year}`,
      'Balance sheet',
      'Income statement',
      'Cash-flow statement',
      'Notes',
    ]);
    const cashFlow = workbook.getWorksheet('Cash-flow statement');
    const zh = cashFlow?.getRows(1, cashFlow.rowCount)?.find((row) => row.getCell(1).value === 'ZH');
    expect(zh?.getCell(3).value).toBe(4_900_000);
  });
});

describe('annual package by framework and system of accounts', () => {
  it('holds the balance sheet, income statement and liasse of a French company, with no TFT', async () => {
    const french = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const response = await read(french);
    expect(response.statusCode).toBe(200);
    expect(response.json().statements.map((statement: { key: string }) => statement.key)).toEqual([
      'balanceSheet',
      'incomeStatement',
      'liasse',
    ]);
    const codes = response.json().checks.map((check: { code: string }) => check.code);
    expect(codes).not.toContain('CASH_FLOW_TIES');
    expect(codes).toEqual(expect.arrayContaining(['LIASSE_BALANCED', 'LIASSE_RESULT_AGREES']));
  });

  it('leaves the TFT out under the minimal cash system, says why, and refuses the cash-flow route', async () => {
    const company = await ledgerCompany(context.app);
    await firstYearBooks(context.app, company);
    expect((await chooseSystem(company, 'MINIMAL_CASH')).statusCode).toBe(200);
    const summary = (await read(company, '?lang=fr')).json();
    expect(summary).toMatchObject({
      accountingSystem: 'MINIMAL_CASH',
      statements: [{ key: 'balanceSheet' }, { key: 'incomeStatement' }, { key: 'notes' }],
      omitted: [{ key: 'cashFlow', title: 'Tableau des flux de trésorerie', reason: 'MINIMAL_CASH_SYSTEM' }],
    });
    const codes = summary.checks.map((check: { code: string }) => check.code);
    expect(codes).not.toContain('CASH_FLOW_TIES');
    expect(codes).toContain('NOTES_AGREE');
    const cashFlow = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${company.workFolderId}/cash-flow-statement`,
      undefined,
      { token: company.token },
    );
    expect(cashFlow.statusCode).toBe(422);
    expect(cashFlow.json().code).toBe('CASH_FLOW_REQUIRES_NORMAL_SYSTEM');
    const pages = pdfTexts((await read(company, '?format=pdf&lang=fr')).rawPayload);
    expect(pages[0]).toContain('système minimal de trésorerie');
    expect((await chooseSystem(company, 'NORMAL')).statusCode).toBe(200);
    expect((await read(company)).json().omitted).toEqual([]);
  });
});

describe('annual package settings and access', () => {
  it('keeps the stored system of accounts and tax regime when a settings save omits them', async () => {
    const company = await ledgerCompany(context.app);
    expect((await chooseSystem(company, 'MINIMAL_CASH')).statusCode).toBe(200);
    const url = `/v1/companies/${company.companyId}/settings`;
    const current = (await call(context.app, 'GET', url, undefined, { token: company.token })).json();
    const { companyId: _id, updatedAt: _at, accountingSystem: _system, taxRegime: _regime, ...body } = current;
    const saved = await call(context.app, 'PUT', url, { ...body, city: 'Douala' }, { token: company.token });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ city: 'Douala', accountingSystem: 'MINIMAL_CASH' });

    const french = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const frenchUrl = `/v1/companies/${french.companyId}/settings`;
    const frenchNow = (await call(context.app, 'GET', frenchUrl, undefined, { token: french.token })).json();
    const { companyId: _fid, updatedAt: _fat, ...frenchBody } = frenchNow;
    const simplified = { ...frenchBody, taxRegime: 'SIMPLIFIED' };
    expect((await call(context.app, 'PUT', frenchUrl, simplified, { token: french.token })).statusCode).toBe(200);
    const { taxRegime: _kept, accountingSystem: _normal, ...withoutRegime } = simplified;
    const again = await call(context.app, 'PUT', frenchUrl, withoutRegime, { token: french.token });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ taxRegime: 'SIMPLIFIED', accountingSystem: 'NORMAL' });
  });

  it('refuses the minimal cash system to a French company, changing nothing', async () => {
    const french = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const refused = await chooseSystem(french, 'MINIMAL_CASH');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual([{ path: 'accountingSystem', code: 'ACCOUNTING_SYSTEM_NOT_OF_FRAMEWORK' }]);
    const settings = await call(context.app, 'GET', `/v1/companies/${french.companyId}/settings`, undefined, {
      token: french.token,
    });
    expect(settings.json().accountingSystem).toBe('NORMAL');
  });

  it('is read by the company only, and refuses an unknown format', async () => {
    const company = await ledgerCompany(context.app);
    const other = await ledgerCompany(context.app);
    const foreign = await call(context.app, 'GET', packageUrl(company.workFolderId), undefined, { token: other.token });
    expect(foreign.statusCode).toBe(404);
    expect((await read(company, '?format=docx')).statusCode).toBe(400);
  });
});

import { parseCsv } from '@bilan/accounting';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Books, books, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
let company: Books;

beforeAll(async () => {
  context = await createTestContext();
  company = await books(context.app);
  await call(
    context.app,
    'PUT',
    `/v1/companies/${company.companyId}/customers/${company.customerId}`,
    {
      name: '=HYPERLINK("http://evil.example","click")',
    },
    { token: company.token },
  );
  await validatedInvoice(context.app, company, 'SALE_INVOICE', [
    { quantity: '3', unitPrice: '10000', vatRate: '19.25' },
  ]);
  await validatedInvoice(context.app, company, 'PURCHASE_INVOICE', [
    { quantity: '1', unitPrice: '8000', vatRate: '19.25' },
  ]);
});
afterAll(() => context.close());

const exported = (report: string, format: string, query: Record<string, string> = {}, language = 'fr') =>
  call(context.app, 'GET', `/v1/accountings/workFolders/${company.workFolderId}/${report}`, undefined, {
    token: company.token,
    query: { ...query, format },
    headers: { 'accept-language': language },
  });

describe('report exports', () => {
  it('exports the trial balance as CSV that parses back to the same figures, with company, title and period', async () => {
    const json = (
      await call(context.app, 'GET', `/v1/accountings/workFolders/${company.workFolderId}/trial-balance`, undefined, {
        token: company.token,
      })
    ).json();
    const response = await exported('trial-balance', 'csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="balance-generale-${company.year}.csv"`);
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''), ';');
    expect(rows[0]).toEqual([expect.stringContaining('Test Company')]);
    expect(rows[1]).toEqual(['Balance générale']);
    expect(rows[2]?.[0]).toMatch(/^Du 1 janvier \d{4} au 31 décembre \d{4}$/);
    expect(rows[5]).toEqual([
      'Compte',
      'Libellé',
      'Compte auxiliaire',
      'Débit à-nouveaux',
      'Crédit à-nouveaux',
      'Débit',
      'Crédit',
      'Solde débiteur',
      'Solde créditeur',
    ]);
    const accounts = rows.slice(6, -1);
    expect(accounts.map((row) => [row[0], row[7], row[8]])).toEqual(
      json.accounts.map((row: { accountNumber: string; closingDebit: string; closingCredit: string }) => [
        row.accountNumber,
        row.closingDebit,
        row.closingCredit,
      ]),
    );
    expect(rows.at(-1)?.slice(3)).toEqual(Object.values(json.totals));
  });

  it('guards text cells against formulas (CSV injection)', async () => {
    const response = await exported('aged-balance', 'csv', { type: 'customer' });
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''), ';');
    const party = rows.find((row) => row[0] === 'C00001');
    expect(party?.[1]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(party?.[7]).toBe('35775');
  });

  it('exports an XLSX workbook that reads back with numbers in the amount cells', async () => {
    const response = await exported('income-statement', 'xlsx', {}, 'en');
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getCell('A2').value).toBe('Income statement');
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toContainEqual(['TA', 'Sales of goods for resale', 30000]);
    expect(rows).toContainEqual(['XI', 'NET INCOME', 22000]);
  });

  it('exports every report as a PDF', async () => {
    for (const [report, query] of [
      ['trial-balance', {}],
      ['balance-sheet', {}],
      ['income-statement', {}],
      ['aged-balance', { type: 'supplier' }],
      ['vat-return', {}],
    ] as const) {
      const response = await exported(report, 'pdf', query);
      expect(response.statusCode, `${report}: ${response.statusCode}`).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(response.rawPayload.length).toBeGreaterThan(1000);
      if (process.env.PDF_SAMPLE_DIR)
        (await import('node:fs')).writeFileSync(`${process.env.PDF_SAMPLE_DIR}/${report}.pdf`, response.rawPayload);
    }
  });

  it('exports the whole journal, every line, as CSV', async () => {
    const response = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${company.workFolderId}/journal`,
      undefined,
      {
        token: company.token,
        query: { format: 'csv', limit: '1' },
      },
    );
    const rows = parseCsv(response.body.replace(/^\uFEFF/, ''));
    expect(response.headers['content-disposition']).toBe(`attachment; filename="journal-${company.year}.csv"`);
    expect(rows[1]).toEqual(['Journal']);
    const lines = rows.slice(6, -1);
    expect(lines.map((row) => [row[2]?.slice(0, 2), row[3], row[6], row[7]])).toEqual([
      ['AC', '4011', '0', '9540'],
      ['AC', '6011', '8000', '0'],
      ['AC', '4452', '1540', '0'],
      ['VE', '4111', '35775', '0'],
      ['VE', '7011', '0', '30000'],
      ['VE', '4431', '0', '5775'],
    ]);
    expect(rows.at(-1)?.slice(6)).toEqual(['45315', '45315']);
  });

  it('exports the journal as XLSX with numbers in the amount cells, and as PDF', async () => {
    const workbook = new ExcelJS.Workbook();
    const xlsx = await exported('journal', 'xlsx', {}, 'en');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="journal-${company.year}.xlsx"`);
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getCell('A2').value).toBe('Journal');
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const sale = rows.find((row) => row[3] === '4111');
    expect(sale?.slice(6, 8)).toEqual([35775, 0]);
    expect(rows.at(-1)?.slice(6, 8)).toEqual([45315, 45315]);

    const pdf = await exported('journal', 'pdf', { journalCode: 'VE' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="journal-${company.year}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an unknown format', async () => {
    const response = await exported('trial-balance', 'docx');
    expect(response.statusCode).toBe(400);
  });
});

describe('CSV conventions of the reader', () => {
  it('writes an English CSV with commas and a French one with semicolons, each named in its language', async () => {
    const english = await exported('general-ledger', 'csv', { accountId: company.accounts['4111'] ?? '' }, 'en');
    const french = await exported('general-ledger', 'csv', { accountId: company.accounts['4111'] ?? '' }, 'fr');
    expect(english.headers['content-disposition']).toBe(
      `attachment; filename="general-ledger-4111-${company.year}.csv"`,
    );
    expect(french.headers['content-disposition']).toBe(`attachment; filename="grand-livre-4111-${company.year}.csv"`);
    expect(english.body.split('\r\n')[5]).toBe('Date,Journal,Number,Label,Sub-account,Matching,Debit,Credit,Balance');
    expect(french.body.split('\r\n')[5]).toBe(
      'Date;Journal;Numéro;Libellé;Compte auxiliaire;Lettrage;Débit;Crédit;Solde',
    );
    expect(parseCsv(french.body, ';').at(-1)?.slice(6)).toEqual(parseCsv(english.body).at(-1)?.slice(6));
  });
});

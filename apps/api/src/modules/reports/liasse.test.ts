import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerCompany, ledgerCompany, validatedEntry } from '../../testing/ledger-fixtures.ts';
import { frenchSarlTwoYears } from '../../testing/liasse-fixtures.ts';
import { pdfTexts } from '../../testing/pdf-text.ts';
import { books } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
let previous: LedgerCompany;
let current: LedgerCompany;
beforeAll(async () => {
  context = await createTestContext();
  ({ previous, current } = await frenchSarlTwoYears(context.app));
});
afterAll(() => context.close());

const url = (folder: LedgerCompany, name: string) => `/v1/accountings/workFolders/${folder.workFolderId}/${name}`;
const read = (folder: LedgerCompany, name: string, query: Record<string, string> = {}, token = folder.token) =>
  call(context.app, 'GET', url(folder, name), undefined, { token, query });

/**
 * The liasse 2033 of the SARL of testing/liasse-fixtures.ts, computed by hand, box by box: [form, box, N, N-1]
 * (N the second year, N-1 the first; null: a fact the ledger does not know, left empty).
 *
 * Bank (5121), year 1: 20,000 + 10,000 − 14,400 + 75,000 − 36,000 − 7,200 − 8,000 − 2,300 = 37,100.00;
 * year 2: 37,100 + 100,000 − 50,000 − 7,200 − 13,200 − 6,370 = 60,330.00.
 * Customers (411100): 81,100 − 75,000 = 6,100.00; then 6,100 + 103,650 − 100,000 = 9,750.00.
 * Suppliers (4011): 41,275 − 36,000 = 5,275.00; then 5,275 + 52,550 − 50,000 = 7,825.00.
 * Deductible VAT (44562, 445660) is settled against collected VAT each year: nothing left in 072.
 * Other liabilities (172): social charges 431 + VAT due 44551 + corporate tax 444:
 *   year 1: 3,200 + 1,225 + 2,895 = 7,320.00; year 2: 4,000 + 4,900 + 3,727.50 = 12,627.50.
 * Loan (1681): 10,000 − 2,000 = 8,000.00; then 6,000.00.
 * Operating expenses (264), year 1: 35,000 − 4,000 + 6,000 + 8,000 + 3,200 + 2,200 = 50,400.00;
 *   year 2: 45,000 − 2,500 + 6,000 + 10,000 + 4,000 + 2,400 = 64,900.00.
 * Result (310): year 1: 70,000 − 50,400 − 300 − 2,895 = 16,405.00; year 2: 90,000 − 64,900 − 250 − 3,727.50 =
 *   21,122.50. Taxable (352 = 310 + the corporate tax added back, 330): 19,300.00 and 24,850.00.
 * Assets, year 2: gross 110 = 12,000 + 6,500 + 9,750 + 60,330 = 88,580.00, depreciation 112 = 4,600.00, net
 *   83,980.00; liabilities 180 = equity 142 (20,000 + 820.25 + 15,584.75 + 21,122.50 = 57,527.50) + debts 176
 *   (6,000 + 7,825 + 12,627.50 = 26,452.50) = 83,980.00. Year 1: 59,200.00 − 2,200.00 = 57,000.00 =
 *   36,405.00 + 20,595.00.
 * Value added (137): 90,000 − (45,000 − 2,500 + 6,000) = 41,500.00; year 1: 70,000 − (35,000 − 4,000 + 6,000)
 *   = 33,000.00.
 */
const EXPECTED: Array<[string, string, string | null, string | null]> = [
  ['2033-A', '010', '0.00', '0.00'],
  ['2033-A', '012', '0.00', '0.00'],
  ['2033-A', '014', '0.00', '0.00'],
  ['2033-A', '016', '0.00', '0.00'],
  ['2033-A', '028', '12000.00', '12000.00'],
  ['2033-A', '030', '4600.00', '2200.00'],
  ['2033-A', '040', '0.00', '0.00'],
  ['2033-A', '042', '0.00', '0.00'],
  ['2033-A', '044', '12000.00', '12000.00'],
  ['2033-A', '048', '4600.00', '2200.00'],
  ['2033-A', '050', '0.00', '0.00'],
  ['2033-A', '052', '0.00', '0.00'],
  ['2033-A', '060', '6500.00', '4000.00'],
  ['2033-A', '062', '0.00', '0.00'],
  ['2033-A', '064', '0.00', '0.00'],
  ['2033-A', '068', '9750.00', '6100.00'],
  ['2033-A', '070', '0.00', '0.00'],
  ['2033-A', '072', '0.00', '0.00'],
  ['2033-A', '074', '0.00', '0.00'],
  ['2033-A', '080', '0.00', '0.00'],
  ['2033-A', '082', '0.00', '0.00'],
  ['2033-A', '084', '60330.00', '37100.00'],
  ['2033-A', '092', '0.00', '0.00'],
  ['2033-A', '096', '76580.00', '47200.00'],
  ['2033-A', '098', '0.00', '0.00'],
  ['2033-A', '110', '88580.00', '59200.00'],
  ['2033-A', '112', '4600.00', '2200.00'],
  ['2033-A', '120', '20000.00', '20000.00'],
  ['2033-A', '124', '0.00', '0.00'],
  ['2033-A', '126', '820.25', '0.00'],
  ['2033-A', '130', '0.00', '0.00'],
  ['2033-A', '132', '0.00', '0.00'],
  ['2033-A', '134', '15584.75', '0.00'],
  ['2033-A', '136', '21122.50', '16405.00'],
  ['2033-A', '140', '0.00', '0.00'],
  ['2033-A', '142', '57527.50', '36405.00'],
  ['2033-A', '154', '0.00', '0.00'],
  ['2033-A', '156', '6000.00', '8000.00'],
  ['2033-A', '164', '0.00', '0.00'],
  ['2033-A', '166', '7825.00', '5275.00'],
  ['2033-A', '169', '0.00', '0.00'],
  ['2033-A', '172', '12627.50', '7320.00'],
  ['2033-A', '174', '0.00', '0.00'],
  ['2033-A', '176', '26452.50', '20595.00'],
  ['2033-A', '180', '83980.00', '57000.00'],
  ['2033-B', '210', '90000.00', '70000.00'],
  ['2033-B', '214', '0.00', '0.00'],
  ['2033-B', '218', '0.00', '0.00'],
  ['2033-B', '222', '0.00', '0.00'],
  ['2033-B', '224', '0.00', '0.00'],
  ['2033-B', '226', '0.00', '0.00'],
  ['2033-B', '230', '0.00', '0.00'],
  ['2033-B', '232', '90000.00', '70000.00'],
  ['2033-B', '234', '45000.00', '35000.00'],
  ['2033-B', '236', '-2500.00', '-4000.00'],
  ['2033-B', '238', '0.00', '0.00'],
  ['2033-B', '240', '0.00', '0.00'],
  ['2033-B', '242', '6000.00', '6000.00'],
  ['2033-B', '244', '0.00', '0.00'],
  ['2033-B', '250', '10000.00', '8000.00'],
  ['2033-B', '252', '4000.00', '3200.00'],
  ['2033-B', '254', '2400.00', '2200.00'],
  ['2033-B', '256', '0.00', '0.00'],
  ['2033-B', '262', '0.00', '0.00'],
  ['2033-B', '264', '64900.00', '50400.00'],
  ['2033-B', '270', '25100.00', '19600.00'],
  ['2033-B', '280', '0.00', '0.00'],
  ['2033-B', '290', '0.00', '0.00'],
  ['2033-B', '294', '250.00', '300.00'],
  ['2033-B', '300', '0.00', '0.00'],
  ['2033-B', '306', '3727.50', '2895.00'],
  ['2033-B', '310', '21122.50', '16405.00'],
  ['2033-B', '330', '3727.50', '2895.00'],
  ['2033-B', '350', '0.00', '0.00'],
  ['2033-B', '352', '24850.00', '19300.00'],
  ['2033-B', '354', '0.00', '0.00'],
  ['2033-B', '356', '0.00', '0.00'],
  // No loss carried from year 1 (870 = 0); year 1 is the first folder: its earlier losses are to fill in.
  ['2033-B', '360', '0.00', null],
  ['2033-B', '370', '24850.00', '19300.00'],
  ['2033-B', '372', '0.00', '0.00'],
  // 2033-C: the equipment (2154) under 440, its depreciation (2815) under 520; every other row is zero.
  ['2033-C', '440', '12000.00', '0.00'],
  ['2033-C', '442', '0.00', '12000.00'],
  ['2033-C', '444', '0.00', '0.00'],
  ['2033-C', '446', '12000.00', '12000.00'],
  ['2033-C', '490', '12000.00', '0.00'],
  ['2033-C', '492', '0.00', '12000.00'],
  ['2033-C', '494', '0.00', '0.00'],
  ['2033-C', '496', '12000.00', '12000.00'],
  ['2033-C', '520', '2200.00', '0.00'],
  ['2033-C', '522', '2400.00', '2200.00'],
  ['2033-C', '524', '0.00', '0.00'],
  ['2033-C', '526', '4600.00', '2200.00'],
  ['2033-C', '570', '2200.00', '0.00'],
  ['2033-C', '572', '2400.00', '2200.00'],
  ['2033-C', '574', '0.00', '0.00'],
  ['2033-C', '576', '4600.00', '2200.00'],
  ['2033-C', '580', '0.00', '0.00'],
  ['2033-C', '582', '0.00', '0.00'],
  ['2033-C', '584', '0.00', '0.00'],
  ['2033-D', '690', '0.00', '0.00'],
  ['2033-D', '696', '0.00', '0.00'],
  ['2033-D', '982', '0.00', null],
  ['2033-D', '983', '0.00', '0.00'],
  ['2033-D', '984', '0.00', '0.00'],
  ['2033-D', '860', '0.00', '0.00'],
  ['2033-D', '870', '0.00', '0.00'],
  ['2033-E', '108', '90000.00', '70000.00'],
  ['2033-E', '112', '0.00', '0.00'],
  ['2033-E', '113', '0.00', '0.00'],
  ['2033-E', '114', '0.00', '0.00'],
  ['2033-E', '116', '0.00', '0.00'],
  ['2033-E', '118', '90000.00', '70000.00'],
  ['2033-E', '121', '45000.00', '35000.00'],
  ['2033-E', '122', '-2500.00', '-4000.00'],
  ['2033-E', '124', '6000.00', '6000.00'],
  ['2033-E', '133', '48500.00', '37000.00'],
  ['2033-E', '137', '41500.00', '33000.00'],
  ['2033-F', '120', '20000.00', '20000.00'],
  ['2033-F', '901', null, null],
  ['2033-F', '910', null, null],
  ['2033-G', '040', '0.00', '0.00'],
  ['2033-G', '950', null, null],
  ['2065', '370', '24850.00', '19300.00'],
  ['2065', '372', '0.00', '0.00'],
];

type Box = { code: string; amount: string | null; previousAmount: string | null; fact: boolean };
type Form = { form: string; boxes: Box[] };

describe('liasse 2033 of a French SARL over two years', () => {
  it('gives every box to the cent, N and N-1, with the return of a company under corporate tax', async () => {
    const response = await read(current, 'liasse', { lang: 'fr' });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ regime: 'SIMPLIFIED', formYear: 2025, currency: 'EUR', unmappedAccounts: [] });
    expect(body.forms.map((form: Form) => form.form)).toEqual([
      '2033-A',
      '2033-B',
      '2033-C',
      '2033-D',
      '2033-E',
      '2033-F',
      '2033-G',
      '2065',
    ]);
    const figures = (body.forms as Form[]).flatMap((form) =>
      form.boxes.map((box) => [form.form, box.code, box.amount, box.previousAmount]),
    );
    for (const row of EXPECTED) expect(figures, row.join(' ')).toContainEqual(row);
    // Every other box of the 2033-C and 2033-D grids is zero in both years.
    const rest = figures.filter(
      ([form, code]) =>
        (form === '2033-C' || form === '2033-D') &&
        !EXPECTED.some((row) => row[0] === form && row[1] === code) &&
        Number(code) < 900,
    );
    for (const row of rest) expect(row.slice(2), row.join(' ')).toEqual(['0.00', '0.00']);
    const a = body.forms[0] as Form & { title: string };
    expect(a.title).toBe('2033-A — Bilan simplifié');
    expect(body.forms[5].note).toContain('détenteurs du capital');
  });
});

describe('liasse 2033 in the annual package', () => {
  it('adds the liasse to the package: its checks hold, its forms are in the PDF, XLSX and CSV', async () => {
    const summary = await read(current, 'annual-package', { lang: 'en' });
    expect(summary.statusCode, summary.body).toBe(200);
    const checks = Object.fromEntries(summary.json().checks.map((check: { code: string }) => [check.code, check]));
    expect(checks.LIASSE_BALANCED).toMatchObject({ ok: true, expected: '83980.00', actual: '83980.00' });
    expect(checks.LIASSE_RESULT_AGREES).toMatchObject({ ok: true, expected: '21122.50', actual: '21122.50' });
    expect(summary.json().statements.map((statement: { key: string }) => statement.key)).toContain('liasse');

    const csv = (await read(current, 'annual-package', { format: 'csv', lang: 'fr' })).body;
    // French: `;` between cells and a decimal comma, as French Excel reads them.
    expect(csv).toContain('liasse 2033-A;180;Total général du passif;amount;83980,00');
    expect(csv).toContain('liasse 2033-A;180;Total général du passif;previous;57000,00');
    expect(csv).toContain('liasse 2033-B;310;Bénéfice ou perte (I + III + IV − II − V − VI − VII);amount;21122,50');
    expect(csv).toContain('liasse 2065;370;Résultat fiscal : bénéfice (2033-B, case 370);amount;24850,00');

    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const xlsx = await read(current, 'annual-package', { format: 'xlsx', lang: 'fr' });
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('2033-A — Bilan simplifié');
    const rows = sheet?.getRows(1, sheet.rowCount) ?? [];
    const box = (code: string) => rows.find((row) => row.getCell(1).value === code);
    expect(box('110')?.getCell(3).value).toBe(88580);
    expect(box('136')?.getCell(3).value).toBe(21122.5);
    expect(box('136')?.getCell(4).value).toBe(16405);
    expect(workbook.worksheets.map((candidate) => candidate.name.slice(0, 6))).toEqual([
      'États ',
      'Bilan',
      'Compte',
      ...['2033-A', '2033-B', '2033-C', '2033-D', '2033-E', '2033-F', '2033-G', '2065-S'],
    ]);

    const pdf = await read(current, 'annual-package', { format: 'pdf', lang: 'fr' });
    if (process.env.BILAN_PACKAGE_PDF) writeFileSync(process.env.BILAN_PACKAGE_PDF, pdf.rawPayload);
    const pages = pdfTexts(pdf.rawPayload);
    expect(pages[0]).toMatch(/^\[OK\] Le bilan de la liasse est équilibré/m);
    // Each form starts a page: its title, then its boxes with their codes and amounts N and N-1.
    const pagesOf = (form: string) => {
      const start = pages.findIndex((page) => new RegExp(`\\n${form}\\s`).test(page));
      // A form runs on until a page headed by another form (its pages repeat the company and the form's title).
      const end = pages.findIndex(
        (page, index) => index > start && /^\S+ Company/.test(page) && !new RegExp(`\\n${form}\\s`).test(page),
      );
      return pages.slice(start, end === -1 ? undefined : end).join('\n');
    };
    const balanceSheet = pagesOf('2033-A');
    expect(balanceSheet).toContain('Bilan simplifié');
    // Amounts grouped by thousands as French writes them (lib/export/package-pdf.ts).
    for (const figure of ['88 580,00', '59 200,00', '83 980,00', '57 000,00', '21 122,50', '16 405,00']) {
      expect(balanceSheet).toContain(figure);
    }
    expect(balanceSheet).toMatch(/^180\nTotal général du passif\n83 980,00\n57 000,00$/m);
    expect(pagesOf('2033-B')).toMatch(/^370\n[^\n]+\n24 850,00\n19 300,00$/m);
    expect(pagesOf('2033-F')).toContain('(à remplir)');
  });
});

describe('liasse regime and checks', () => {
  it('follows the regime of the settings: the normal regime gives the 2050 to 2053 boxes', async () => {
    const settings = await call(context.app, 'GET', `/v1/companies/${current.companyId}/settings`, undefined, {
      token: current.token,
    });
    const { companyId: _id, updatedAt: _at, ...body } = settings.json();
    const saved = await call(
      context.app,
      'PUT',
      `/v1/companies/${current.companyId}/settings`,
      { ...body, taxRegime: 'NORMAL' },
      { token: current.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await read(current, 'liasse', { lang: 'en' });
    const forms = response.json().forms as Form[];
    expect(forms.map((form) => form.form)).toEqual(['2050', '2051', '2052', '2053', '2065']);
    const box = (form: string, code: string) =>
      forms.find((candidate) => candidate.form === form)?.boxes.find((row) => row.code === code);
    expect(box('2050', 'CO')).toMatchObject({ amount: '88580.00', previousAmount: '59200.00' });
    expect(box('2050', '1A')).toMatchObject({ amount: '4600.00', previousAmount: '2200.00' });
    expect(box('2051', 'EE')).toMatchObject({ amount: '83980.00', previousAmount: '57000.00' });
    expect(box('2051', 'DU')).toMatchObject({ amount: '0.00' });
    expect(box('2051', 'DV')).toMatchObject({ amount: '6000.00' });
    expect(box('2051', 'DY')).toMatchObject({ amount: '12627.50' });
    expect(box('2052', 'FA')).toMatchObject({ amount: '90000.00', previousAmount: '70000.00' });
    expect(box('2052', 'FB')).toMatchObject({ amount: null, fact: true });
    expect(box('2052', 'GG')).toMatchObject({ amount: '25100.00' });
    // No joint operations in these books: GH and GI are drawn, at zero (packages/accounting/src/liasse.test.ts
    // computes them).
    expect([box('2052', 'GH')?.amount, box('2052', 'GI')?.amount]).toEqual(['0.00', '0.00']);
    expect(box('2053', 'HN')).toMatchObject({ amount: '21122.50', previousAmount: '16405.00' });
    expect(box('2065', 'XN')).toMatchObject({ amount: '24850.00' });
    const restored = await call(
      context.app,
      'PUT',
      `/v1/companies/${current.companyId}/settings`,
      { ...body, taxRegime: null },
      { token: current.token },
    );
    expect(restored.json().taxRegime).toBeNull();
    const badRegime = await call(
      context.app,
      'PUT',
      `/v1/companies/${current.companyId}/settings`,
      { ...body, taxRegime: 'MICRO' },
      { token: current.token },
    );
    expect(badRegime.statusCode).toBe(400);
  });
});

describe('liasse taxable result, and checks naming unmapped accounts', () => {
  it('carries a loss to the next folder and sets it against its profit, adding back a fine', async () => {
    // Year 1: capital 10,000.00, fees 4,000.00 paid: a loss of 4,000.00, carried (2033-D 870).
    // Year 2: sales 10,000.00 received, a tax fine of 300.00 (6582): result 9,700.00, fine added back (330),
    // taxable 10,000.00 (352), the 4,000.00 of year 1 used (982, 360: under 1,000,000.00, all of it),
    // 6,000.00 taxed (370), nothing left to carry (870).
    const company = await books(context.app, { countryCode: 'FR', typeCode: 'SARL', taxSystemCode: 'RSI' });
    const y = company.year;
    await validatedEntry(context.app, company, `${y}-02-01`, [
      { number: '5121', debit: '10000.00' },
      { number: '10131', credit: '10000.00' },
    ]);
    await validatedEntry(context.app, company, `${y}-03-01`, [
      { number: '6226', debit: '4000.00' },
      { number: '5121', credit: '4000.00' },
    ]);
    const closed = await call(context.app, 'POST', url(company, 'close'), undefined, { token: company.token });
    expect(closed.statusCode, closed.body).toBe(200);
    const next = { ...company, workFolderId: closed.json().next.id as string, year: y + 1 };
    await validatedEntry(context.app, next, `${y + 1}-04-01`, [
      { number: '5121', debit: '10000.00' },
      { number: '706', credit: '10000.00' },
    ]);
    await validatedEntry(context.app, next, `${y + 1}-05-01`, [
      { number: '6582', debit: '300.00' },
      { number: '5121', credit: '300.00' },
    ]);
    const response = await read(next, 'liasse', { lang: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    const boxes = new Map<string, { amount: string | null; previousAmount: string | null; fact: boolean }>(
      (response.json().forms as Form[]).flatMap((form) => form.boxes.map((box) => [`${form.form}:${box.code}`, box])),
    );
    const pair = (key: string) => [boxes.get(key)?.amount, boxes.get(key)?.previousAmount];
    expect(pair('2033-B:310')).toEqual(['9700.00', '-4000.00']);
    expect(pair('2033-B:330')).toEqual(['300.00', '0.00']);
    expect(pair('2033-B:352')).toEqual(['10000.00', '0.00']);
    expect(pair('2033-B:360')).toEqual(['4000.00', null]);
    expect(pair('2033-B:370')).toEqual(['6000.00', '0.00']);
    expect(pair('2033-D:982')).toEqual(['4000.00', null]);
    expect(pair('2033-D:984')).toEqual(['0.00', '0.00']);
    expect(pair('2033-D:870')).toEqual(['0.00', '4000.00']);
    expect(boxes.get('2033-D:982')?.fact).toBe(false);
    expect(pair('2065:370')).toEqual(['6000.00', '0.00']);
  });

  it('fails its checks when an account reaches no box, naming it', async () => {
    const company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RSI' });
    const created = await call(
      context.app,
      'POST',
      `/v1/accountings/companies/${company.companyId}/accounts-company`,
      { number: '190', label: 'Compte hors liasse' },
      { token: company.token },
    );
    expect(created.statusCode, created.body).toBe(201);
    await validatedEntry(context.app, company, `${company.year}-02-01`, [
      { number: '5121', debit: '100.00' },
      { number: '190', credit: '100.00' },
    ]);
    const liasse = await read(company, 'liasse');
    expect(liasse.json().unmappedAccounts).toEqual(['190']);
    const summary = await read(company, 'annual-package');
    const checks = Object.fromEntries(summary.json().checks.map((check: { code: string }) => [check.code, check]));
    expect(checks.LIASSE_BALANCED).toMatchObject({ ok: false, expected: '100.00', actual: '0.00', accounts: ['190'] });
    expect(checks.LIASSE_RESULT_AGREES).toMatchObject({ ok: true, accounts: [] });
  });
});

describe('liasse access', () => {
  it("refuses another company's folder, bad parameters and a SYSCOHADA company", async () => {
    const other = await ledgerCompany(context.app);
    expect((await read(current, 'liasse', {}, other.token)).statusCode).toBe(404);
    expect((await read(previous, 'liasse', { lang: 'de' })).statusCode).toBe(400);
    expect((await read(previous, 'liasse', { format: 'pdf' })).statusCode).toBe(400);
    const malformed = await call(context.app, 'GET', '/v1/accountings/workFolders/not-a-uuid/liasse', undefined, {
      token: current.token,
    });
    expect(malformed.statusCode).toBe(400);
    const syscohada = await read(other, 'liasse');
    expect(syscohada.statusCode).toBe(422);
    expect(syscohada.json().code).toBe('REPORT_NOT_AVAILABLE_FOR_FRAMEWORK');
  });
});

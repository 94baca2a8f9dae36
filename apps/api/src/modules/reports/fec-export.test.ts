import { dateInZone } from '@bilan/accounting';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatedEntry } from '../../testing/ledger-fixtures.ts';
import { type Books, books, payment, validatedInvoice, validatePayment } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';
import { defaultPostingAccounts } from '../settings/settings.service.ts';
import { companySettings } from '../settings/settings.table.ts';
import { FEC_COLUMNS, sirenOf } from './fec-export.ts';
import { fecViolations } from './fec-validator.ts';
import { encodeLatin9 } from './latin9.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const fec = (company: Books, query: Record<string, string> = {}) =>
  call(context.app, 'GET', `/v1/accountings/workFolders/${company.workFolderId}/fec`, undefined, {
    token: company.token,
    query,
  });
const french = () => books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });

/**
 * A French company keeping the books of last year, whose every day has come: its entries are
 * validated after their dates, as a closed year's are (the current year's folder follows it).
 */
async function frenchLastYear(): Promise<Books> {
  const company = await french();
  const year = company.year - 1;
  const created = await call(
    context.app,
    'POST',
    `/v1/accountings/workFolders/companies/${company.companyId}`,
    { name: `Exercice ${year}`, startDate: `${year}-01-01`, endDate: `${year}-12-31`, companyId: company.companyId },
    { token: company.token },
  );
  expect(created.statusCode, created.body).toBe(201);
  return { ...company, workFolderId: created.json().id, year };
}

/** Today in Paris, as the FEC reads the day an entry was validated. */
const parisToday = () => dateInZone('Europe/Paris').replaceAll('-', '');
const fileNameOf = (response: { headers: Record<string, unknown> }) =>
  /filename="([^"]+)"/.exec(String(response.headers['content-disposition']))?.[1] ?? '';
const rowsOf = (text: string) =>
  text
    .replace(/\r\n$/, '')
    .split('\r\n')
    .map((line) => line.split('\t'));

/** The tax id straight into the settings: saving them through the API needs a complete French chart. */
async function saveTaxId(company: Books, taxId: string, siren: string | null = null) {
  // The books already saved settings (e-invoicing off): only the identifiers change then.
  await context.handle.db
    .insert(companySettings)
    .values({
      companyId: company.companyId,
      taxId,
      siren,
      defaultVatRates: ['20'],
      // The PCG default names the cash account 53, which the settings schema refuses (a 3-digit account is needed).
      postingAccounts: { ...defaultPostingAccounts('PCG'), cash: '531' },
      fiscalYearStartMonth: 1,
    })
    .onConflictDoUpdate({ target: companySettings.companyId, set: { taxId, siren } });
}

async function renameCustomer(company: Books, name: string) {
  const url = `/v1/companies/${company.companyId}/customers/${company.customerId}`;
  const renamed = await call(context.app, 'PUT', url, { name, kind: 'COMPANY' }, { token: company.token });
  expect(renamed.statusCode, renamed.body).toBe(200);
}

describe('FEC export', () => {
  it('writes a closed year in ISO 8859-15, validation order, without the closing entry, and never changes it', async () => {
    const company = await frenchLastYear();
    const postedFrom = parisToday();
    const folder = { startOn: `${company.year}-01-01`, endOn: `${company.year}-12-31` };
    await saveTaxId(company, 'FR 40 732 829 320');
    await renameCustomer(company, 'Cœur de Pain');
    // Leaf accounts only: an account with child accounts does not take postings. Validated in this order: the hand entry of 31 December first, then the invoice of 1 March.
    await validatedEntry(
      context.app,
      company,
      `${company.year}-12-31`,
      [
        { number: '5121', debit: '50.00' },
        { number: '10131', credit: '50.00' },
      ],
      { label: 'Apport 50 €' },
    );
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '3', unitPrice: '333.33', vatRate: '20' },
    ]);
    const closed = await call(
      context.app,
      'POST',
      `/v1/accountings/workFolders/${company.workFolderId}/close`,
      undefined,
      { token: company.token },
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const closingNumber = closed.json().closingEntryNumber as string;
    expect(closingNumber).toBeTruthy();

    const response = await fec(company);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=iso-8859-15');
    const fileName = fileNameOf(response);
    expect(fileName).toBe(`732829320FEC${company.year}1231.txt`);
    const bytes = response.rawPayload;
    expect(fecViolations(bytes, { fileName, encoding: 'iso-8859-15', folder })).toEqual([]);
    // œ is 0xBD and € is 0xA4 in ISO 8859-15 (Latin-1 has neither).
    expect(bytes.includes(Buffer.from([0x43, 0xbd, 0x75, 0x72]))).toBe(true);
    expect(bytes.includes(Buffer.from([0x35, 0x30, 0x20, 0xa4]))).toBe(true);

    const text = new TextDecoder('iso-8859-15').decode(bytes);
    const [header, ...lines] = rowsOf(text);
    expect(header).toEqual([...FEC_COLUMNS]);
    expect(lines.some((line) => line[2] === closingNumber)).toBe(false);
    // 1,199.99 = 3 × 333.33 + 20 % VAT (200.00); the hand entry comes first, as it was validated first.
    expect(lines.map((line) => [line[2], line[4], line[6], line[7], line[11], line[12]])).toEqual([
      [expect.stringMatching(/^OD-/), '5121', '', '', '50,00', '0,00'],
      [expect.stringMatching(/^OD-/), '10131', '', '', '0,00', '50,00'],
      [invoice.number, '411100', 'C00001', 'Cœur de Pain', '1199,99', '0,00'],
      [invoice.number, '706', '', '', '0,00', '999,99'],
      // Services (706) unpaid: their VAT waits in 44574 (CGI art. 269-2-c).
      [invoice.number, '44574', '', '', '0,00', '200,00'],
    ]);
    expect(lines[0]?.[3]).toBe(`${company.year}1231`);
    // ValidDate: the day the entries were validated, in Paris.
    expect(lines.every((line) => line[15] !== undefined && line[15] >= postedFrom && line[15] <= parisToday())).toBe(
      true,
    );
    expect(lines[2]?.slice(8, 11)).toEqual(['REF-1', `${company.year}0301`, expect.any(String)]);

    // A party renamed after the year was closed keeps its old code and name in the file.
    await renameCustomer(company, 'Nouveau nom');
    expect((await fec(company)).rawPayload.equals(bytes)).toBe(true);

    const utf8 = await fec(company, { encoding: 'utf-8' });
    expect(utf8.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(fecViolations(utf8.rawPayload, { fileName, encoding: 'utf-8', folder })).toEqual([]);
    expect(utf8.rawPayload.toString('utf8')).toBe(text);
  });
});

describe('FEC export: matching, validation days, file name', () => {
  it('keeps a closed year’s EcritureLet and DateLet when its partial matching is completed the next year', async () => {
    const company = await frenchLastYear();
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '1000.00', vatRate: '20' },
    ]);
    // 1,000.00 + 20 % = 1,200.00; 500.00 received on 20 March, 700.00 the next year.
    const receive = async (books: Books, amount: string, date: string) => {
      const created = await payment(context.app, books, {
        type: 'RECEIPT',
        accountingDocumentId: invoice.id,
        amount,
        method: 'BANK_TRANSFER',
        date,
      });
      const validated = await validatePayment(context.app, books, created.id);
      expect(validated.statusCode, validated.body).toBe(200);
      return validated.json();
    };
    const first = await receive(company, '500.00', `${company.year}-03-20`);
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
    const before = (await fec(company)).rawPayload;
    const customerLines = (bytes: Buffer) =>
      rowsOf(new TextDecoder('iso-8859-15').decode(bytes))
        .filter((line) => line[4] === '411100')
        .map((line) => [line[2], line[11], line[12], line[13], line[14]]);
    expect(customerLines(before)).toEqual([
      [invoice.number, '1200,00', '0,00', 'AA', `${company.year}0320`],
      [first.number, '0,00', '500,00', 'AA', `${company.year}0320`],
    ]);

    const nextYear = { ...company, workFolderId: closed.json().next.id as string, year: company.year + 1 };
    const second = await receive(nextYear, '700.00', `${nextYear.year}-01-20`);
    expect((await fec(company)).rawPayload.equals(before)).toBe(true);
    // The next year's file carries the item and letters it with the payment that settles it.
    expect(customerLines((await fec(nextYear)).rawPayload)).toEqual([
      [expect.stringMatching(/^AN-/), '1200,00', '0,00', 'AA', `${nextYear.year}0120`],
      [expect.stringMatching(/^AN-/), '0,00', '500,00', 'AA', `${nextYear.year}0120`],
      [second.number, '0,00', '700,00', 'AA', `${nextYear.year}0120`],
    ]);
  });

  it('writes as ValidDate the day an entry dated ahead was validated, not its date', async () => {
    const company = await french();
    const postedFrom = parisToday();
    const entry = await validatedEntry(context.app, company, `${company.year}-12-31`, [
      { number: '5121', debit: '80.00' },
      { number: '10131', credit: '80.00' },
    ]);
    const lines = rowsOf(new TextDecoder('iso-8859-15').decode((await fec(company)).rawPayload)).filter(
      (line) => line[2] === entry.number,
    );
    expect(lines.map((line) => line[3])).toEqual([`${company.year}1231`, `${company.year}1231`]);
    for (const line of lines) {
      expect(line[15] !== undefined && line[15] >= postedFrom && line[15] <= parisToday()).toBe(true);
    }
  });

  it('is named by the stored SIREN when the settings hold one', async () => {
    const company = await french();
    await saveTaxId(company, 'FR40732829320', '552100554');
    const response = await fec(company);
    expect(response.statusCode, response.body).toBe(200);
    expect(fileNameOf(response)).toBe(`552100554FEC${company.year}1231.txt`);
  });
});

describe('FEC export outside France', () => {
  it('is for French companies only', async () => {
    const company = await books(context.app);
    const response = await fec(company);
    expect([response.statusCode, errorOf(response).code]).toEqual([422, 'REPORT_NOT_AVAILABLE_FOR_FRAMEWORK']);
  });
});

describe('sirenOf', () => {
  it.each([
    ['732 829 320', '732829320'],
    ['73282932000074', '732829320'],
    ['FR40732829320', '732829320'],
    ['', ''],
    [null, ''],
    ['12345', ''],
  ])('reads %s as %s', (taxId, siren) => {
    expect(sirenOf(taxId)).toBe(siren);
  });
});

// A valid FEC file of one balanced entry, each line changed as a case needs.
const folder = { startOn: '2026-01-01', endOn: '2026-12-31' };
const fileName = '732829320FEC20261231.txt';
const header = FEC_COLUMNS.join('\t');
const line = (changes: Partial<Record<(typeof FEC_COLUMNS)[number], string>> = {}) =>
  FEC_COLUMNS.map(
    (column) =>
      ({
        JournalCode: 'VE',
        JournalLib: 'Ventes',
        EcritureNum: 'VE-2026-000001',
        EcritureDate: '20260301',
        CompteNum: '411',
        CompteLib: 'Clients',
        CompAuxNum: '',
        CompAuxLib: '',
        PieceRef: 'F1',
        PieceDate: '20260301',
        EcritureLib: 'Vente',
        Debit: '0,00',
        Credit: '0,00',
        EcritureLet: '',
        DateLet: '',
        ValidDate: '20260302',
        Montantdevise: '',
        Idevise: '',
        ...changes,
      })[column],
  ).join('\t');
const balanced = [line({ Debit: '10,00' }), line({ CompteNum: '706', Credit: '10,00' })];
const file = (lines: string[]) => encodeLatin9(`${[header, ...lines].join('\r\n')}\r\n`);

describe('the FEC validator', () => {
  it.each([
    ['a valid file', balanced, fileName, []],
    ['a file name without SIREN', balanced, 'FEC20261231.txt', ['FILE_NAME_IS_SIREN_FEC_CLOSING_DATE']],
    ['an unbalanced entry', [balanced[0] ?? ''], fileName, ['ENTRY_BALANCES']],
    [
      'an entry dated after its validation',
      [line({ Debit: '10,00', ValidDate: '20260201' }), line({ CompteNum: '706', Credit: '10,00' })],
      fileName,
      ['ECRITURE_DATE_NOT_AFTER_VALID_DATE'],
    ],
    [
      'a gap in the numbers',
      [
        ...balanced,
        line({ EcritureNum: 'VE-2026-000003', Debit: '1' }),
        line({ EcritureNum: 'VE-2026-000003', Credit: '1' }),
      ],
      fileName,
      ['ECRITURE_NUM_CONTINUOUS_IN_VALIDATION_ORDER'],
    ],
    [
      'a point as decimal separator',
      [line({ Debit: '10.00' }), line({ CompteNum: '706', Credit: '10,00' })],
      fileName,
      ['AMOUNTS_ARE_DECIMAL_WITH_COMMA', 'ENTRY_BALANCES'],
    ],
    [
      'a party code without its name',
      [line({ Debit: '10,00', CompAuxNum: 'C1' }), line({ CompteNum: '706', Credit: '10,00' })],
      fileName,
      ['COMP_AUX_NUM_AND_LIB_TOGETHER'],
    ],
    [
      'a line without label and a date outside the year',
      [
        line({ Debit: '10,00', EcritureLib: '' }),
        line({ CompteNum: '706', Credit: '10,00', EcritureDate: '20270101' }),
      ],
      fileName,
      [
        'EcritureLib_REQUIRED',
        'ECRITURE_DATE_IN_YEAR',
        'ECRITURE_DATE_NOT_AFTER_VALID_DATE',
        'ENTRY_ONE_JOURNAL_ONE_DATE',
      ],
    ],
    ['a line of 17 fields', [line().split('\t').slice(1).join('\t')], fileName, ['LINE_HAS_18_FIELDS']],
  ])('finds in %s', (_case, lines, name, violations) => {
    expect(fecViolations(file(lines), { fileName: name, encoding: 'iso-8859-15', folder })).toEqual(violations);
  });

  it('refuses bytes that are not of the encoding', () => {
    const bytes = Buffer.from([0xff, 0xfe, 0x41]);
    expect(fecViolations(bytes, { fileName, encoding: 'utf-8', folder })).toEqual(['ENCODING']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Books, books, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';
import { FEC_COLUMNS } from './fec-export.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const fec = (company: Books) =>
  call(context.app, 'GET', `/v1/accountings/workFolders/${company.workFolderId}/fec`, undefined, {
    token: company.token,
  });

describe('FEC export', () => {
  it('writes every posted line of a French company in the 18 columns, tab-separated', async () => {
    const company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '3', unitPrice: '333.33', vatRate: '20' },
    ]);
    const response = await fec(company);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="FEC${company.year}1231.txt"`);
    // Not trimEnd(): the last columns are empty, so a line ends with tabs.
    const [header, ...lines] = response.body
      .replace(/\r\n$/, '')
      .split('\r\n')
      .map((line) => line.split('\t'));
    expect(header).toEqual([...FEC_COLUMNS]);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toHaveLength(18);
    expect(lines[0]).toEqual([
      'VE',
      'Ventes',
      invoice.number,
      `${company.year}0301`,
      '411',
      expect.any(String),
      'C00001',
      'Boulangerie Akwa',
      'REF-1',
      `${company.year}0301`,
      expect.any(String),
      '1199,99',
      '0,00',
      '',
      '',
      expect.stringMatching(/^\d{8}$/),
      '',
      '',
    ]);
    expect(lines.map((line) => [line[4], line[11], line[12]])).toEqual([
      ['411', '1199,99', '0,00'],
      ['706', '0,00', '999,99'],
      ['44571', '0,00', '200,00'],
    ]);
  });

  it('is for French companies only', async () => {
    const company = await books(context.app);
    const response = await fec(company);
    expect([response.statusCode, errorOf(response).code]).toEqual([422, 'REPORT_NOT_AVAILABLE_FOR_FRAMEWORK']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('statements of a French company (PCG layout)', () => {
  it('computes the bilan and the compte de résultat on the PCG', async () => {
    const company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '3', unitPrice: '333.33', vatRate: '20' },
    ]);
    await validatedInvoice(context.app, company, 'PURCHASE_INVOICE', [
      { quantity: '1', unitPrice: '100', vatRate: '20' },
    ]);
    const get = (report: string) =>
      call(context.app, 'GET', `/v1/accountings/workFolders/${company.workFolderId}/${report}`, undefined, {
        token: company.token,
        headers: { 'accept-language': 'fr' },
      });
    const income = (await get('income-statement')).json();
    const amounts = Object.fromEntries(
      income.lines.map((line: { ref: string; amount: string }) => [line.ref, line.amount]),
    );
    expect(amounts).toMatchObject({ FF: '999.99', FL: '999.99', FS: '-100.00', GG: '899.99', HN: '899.99' });
    expect(income.lines[0].label).toBe('Ventes de marchandises');

    const sheet = (await get('balance-sheet')).json();
    const assets = Object.fromEntries(sheet.assets.map((line: { ref: string; net: string }) => [line.ref, line.net]));
    const liabilities = Object.fromEntries(
      sheet.liabilities.map((line: { ref: string; amount: string }) => [line.ref, line.amount]),
    );
    expect(assets).toMatchObject({ BX: '1199.99', BZ: '20.00', CO: '1219.99' });
    expect(liabilities).toMatchObject({ DI: '899.99', DX: '120.00', DY: '200.00', EE: '1219.99' });
    expect(sheet.totals).toEqual({ assets: '1219.99', liabilities: '1219.99' });
  });
});

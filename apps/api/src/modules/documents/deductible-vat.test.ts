import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { books, postedLines, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('deductible VAT by the nature of the purchase', () => {
  it('posts VAT on a fixed asset to 4451 and on goods to 4452, as the settings say by default', async () => {
    const company = await books(context.app);
    const url = `/v1/companies/${company.companyId}/settings`;
    const settings = (await call(context.app, 'GET', url, undefined, { token: company.token })).json();
    expect(settings.postingAccounts.vatDeductibleByPrefix).toEqual({
      '2': '4451',
      '61': '4453',
      '62': '4454',
      '63': '4454',
    });

    const bill = await validatedInvoice(context.app, company, 'PURCHASE_INVOICE', [
      { quantity: '1', unitPrice: '800000', vatRate: '19.25', accountId: company.accounts['2441'] },
      { quantity: '4', unitPrice: '25000', vatRate: '19.25' },
    ]);
    // 900,000 × 19.25 % = 173,250: 154,000 on the office equipment, 19,250 on the goods.
    expect(await postedLines(context.app, company, bill.number)).toEqual([
      ['4011/F00001', '0', '1073250'],
      ['2441', '800000', '0'],
      ['6011', '100000', '0'],
      ['4451', '154000', '0'],
      ['4452', '19250', '0'],
    ]);
  });

  it('follows the rules saved in the settings', async () => {
    const company = await books(context.app);
    const url = `/v1/companies/${company.companyId}/settings`;
    const {
      companyId: _id,
      updatedAt: _at,
      ...body
    } = (await call(context.app, 'GET', url, undefined, { token: company.token })).json();
    const rules = { '2': '4452', '60': '4451' };
    const saved = await call(
      context.app,
      'PUT',
      url,
      { ...body, postingAccounts: { ...body.postingAccounts, vatDeductibleByPrefix: rules } },
      { token: company.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().postingAccounts.vatDeductibleByPrefix).toEqual(rules);
    const bill = await validatedInvoice(context.app, company, 'PURCHASE_INVOICE', [
      { quantity: '1', unitPrice: '10000', vatRate: '19.25' },
    ]);
    expect((await postedLines(context.app, company, bill.number)).at(-1)).toEqual(['4451', '1925', '0']);

    const unknown = await call(
      context.app,
      'PUT',
      url,
      { ...body, postingAccounts: { ...body.postingAccounts, vatDeductibleByPrefix: { '2': '4459999' } } },
      { token: company.token },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([
      { path: 'postingAccounts.vatDeductibleByPrefix.2', code: 'ACCOUNT_UNKNOWN' },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Books,
  books,
  payment,
  postedLines,
  validatedInvoice,
  validatePayment,
} from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const settingsUrl = (company: Books) => `/v1/companies/${company.companyId}/settings`;

async function saveSettings(company: Books, changes: Record<string, unknown>) {
  const current = (await call(context.app, 'GET', settingsUrl(company), undefined, { token: company.token })).json();
  const { companyId: _companyId, updatedAt: _updatedAt, ...body } = current;
  return call(context.app, 'PUT', settingsUrl(company), { ...body, ...changes }, { token: company.token });
}

describe('company settings', () => {
  it('answers the defaults of the framework before anything is saved', async () => {
    const company = await books(context.app);
    const settings = (await call(context.app, 'GET', settingsUrl(company), undefined, { token: company.token })).json();
    expect(settings).toMatchObject({
      legalName: expect.stringContaining('Test Company'),
      defaultVatRates: ['19.25', '0'],
      fiscalYearStartMonth: 1,
      updatedAt: null,
      postingAccounts: {
        customer: '4111',
        supplier: '4011',
        salesRevenue: '7011',
        vatCollected: '4431',
        bank: '5211',
        mobileMoney: '552',
      },
    });
  });

  it('posts new invoices and payments with the accounts the company chose, per mobile-money operator too', async () => {
    const company = await books(context.app);
    const defaults = (await call(context.app, 'GET', settingsUrl(company), undefined, { token: company.token })).json();
    const momo = await call(
      context.app,
      'POST',
      `/v1/accountings/companies/${company.companyId}/accounts-company`,
      { number: '5521', label: 'MTN Mobile Money' },
      { token: company.token },
    );
    expect(momo.statusCode).toBe(201);
    const fallback = await call(
      context.app,
      'POST',
      `/v1/accountings/companies/${company.companyId}/accounts-company`,
      { number: '5529', label: 'Other mobile money' },
      { token: company.token },
    );
    expect(fallback.statusCode).toBe(201);
    const saved = await saveSettings(company, {
      taxId: 'M012345678901A',
      tradeRegister: 'RC/DLA/2026/B/1234',
      // 5521 under 552 makes 552 a group: the default mobile-money account moves to a leaf too.
      postingAccounts: {
        ...defaults.postingAccounts,
        salesRevenue: '7011',
        mobileMoney: '5529',
        mobileMoneyByOperator: { MTN: '5521' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ taxId: 'M012345678901A', updatedAt: expect.any(String) });

    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '1000', vatRate: '0' },
    ]);
    expect(await postedLines(context.app, company, invoice.number)).toEqual([
      ['4111/C00001', '1000', '0'],
      ['7011', '0', '1000'],
    ]);
    const receipt = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      amount: '1000',
      method: 'MOBILE_MONEY',
      phone: '677 12 34 56',
    });
    expect(receipt.treasuryAccountNumber).toBe('5521');
    const orange = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '10', vatRate: '0' },
    ]);
    const other = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: orange.id,
      amount: '10',
      method: 'MOBILE_MONEY',
      phone: '+237690000000',
    });
    expect(other.treasuryAccountNumber).toBe('5529');
    expect((await validatePayment(context.app, company, receipt.id)).statusCode).toBe(200);
  });

  it.each([
    [{ postingAccounts: 'none' }, 400],
    [{ fiscalYearStartMonth: 13 }, 400],
    [{ email: 'not-an-email' }, 400],
    [{ logo: 'http://example.com/logo.png' }, 400],
  ])('refuses %j', async (changes, status) => {
    const company = await books(context.app);
    expect((await saveSettings(company, changes)).statusCode).toBe(status);
  });

  it('refuses a posting account missing from the chart, naming it', async () => {
    const company = await books(context.app);
    const defaults = (await call(context.app, 'GET', settingsUrl(company), undefined, { token: company.token })).json();
    const response = await saveSettings(company, { postingAccounts: { ...defaults.postingAccounts, bank: '52999' } });
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'postingAccounts.bank', code: 'ACCOUNT_UNKNOWN' }],
    });
  });

  it('numbers new entries with the prefix chosen for their journal, earlier ones keep theirs', async () => {
    const company = await books(context.app);
    const before = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '100', vatRate: '0' },
    ]);
    expect(before.number).toMatch(/^VE-\d{4}-000001$/);
    expect((await saveSettings(company, { numberPrefixes: { VE: 'FAC' } })).statusCode).toBe(200);
    const after = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '100', vatRate: '0' },
    ]);
    expect(after.number).toMatch(/^FAC-\d{4}-000002$/);
    expect(await postedLines(context.app, company, before.number)).toHaveLength(2);
    const settings = (await call(context.app, 'GET', settingsUrl(company), undefined, { token: company.token })).json();
    expect(settings.numberPrefixes).toEqual({ VE: 'FAC' });
  });

  it('refuses a prefix another journal already numbers with, or one for no journal, and changes nothing', async () => {
    const company = await books(context.app);
    const clash = await saveSettings(company, { numberPrefixes: { VE: 'AC' } });
    expect(errorOf(clash)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: [{ path: 'numberPrefixes.VE', code: 'NUMBER_PREFIX_ALREADY_USED' }],
    });
    const unknown = await saveSettings(company, { numberPrefixes: { ZZ: 'ZED' } });
    expect(errorOf(unknown)).toMatchObject({ fields: [{ path: 'numberPrefixes.ZZ', code: 'JOURNAL_UNKNOWN' }] });
    expect((await saveSettings(company, { numberPrefixes: { VE: 'fa c' } })).statusCode).toBe(400);
    const settings = (await call(context.app, 'GET', settingsUrl(company), undefined, { token: company.token })).json();
    expect(settings).toMatchObject({ numberPrefixes: {}, updatedAt: null });
  });
});

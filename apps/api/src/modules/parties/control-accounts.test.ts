import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Books,
  books,
  payment,
  postedLines,
  validatedInvoice,
  validatePayment,
} from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const FRENCH = { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' };
const partiesUrl = (company: Books, kind: 'customers' | 'suppliers', id = '') =>
  `/v1/companies/${company.companyId}/${kind}${id ? `/${id}` : ''}`;

async function options(company: Books, kind: 'customers' | 'suppliers') {
  const response = await call(context.app, 'GET', `${partiesUrl(company, kind)}/control-accounts`, undefined, {
    token: company.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Array<{ id: string; number: string; label: string; isDefault: boolean }>;
}

async function accountIdOf(company: Books, kind: 'customers' | 'suppliers', number: string) {
  const id = (await options(company, kind)).find((option) => option.number === number)?.id;
  expect(id, number).toBeTruthy();
  return id ?? '';
}

async function partyCount(company: Books) {
  const [row] = await queryRows<{ parties: number }>(
    context.handle.db,
    sql`select count(*)::int as parties from party where company_id = ${company.companyId}`,
  );
  return row?.parties;
}

describe('control accounts of parties', () => {
  it('offers SYSCOHADA customers the leaves of 41x and suppliers those of 40x and 481, the settings one first', async () => {
    const company = await books(context.app);
    const customers = await options(company, 'customers');
    const suppliers = await options(company, 'suppliers');
    expect(customers.filter((option) => option.isDefault).map((option) => option.number)).toEqual(['4111']);
    expect(suppliers.filter((option) => option.isDefault).map((option) => option.number)).toEqual(['4011']);
    expect(customers.every((option) => option.number.startsWith('41'))).toBe(true);
    expect(suppliers.map((option) => option.number)).toEqual(expect.arrayContaining(['4011', '4041', '4811', '4812']));
    // Groups (accounts with child accounts) are never offered.
    expect(customers.map((option) => option.number)).not.toContain('411');
    expect(suppliers.map((option) => option.number)).not.toEqual(expect.arrayContaining(['401']));
    expect(suppliers.map((option) => option.number)).not.toContain('481');
  });

  it('offers PCG suppliers 40x, 404x included, and no 481 (debt issuance costs there)', async () => {
    const company = await books(context.app, FRENCH);
    const suppliers = (await options(company, 'suppliers')).map((option) => option.number);
    expect(suppliers).toEqual(expect.arrayContaining(['4011', '4041']));
    expect(suppliers.some((number) => number.startsWith('48'))).toBe(false);
    expect((await options(company, 'customers')).find((option) => option.isDefault)?.number).toBe('411100');
  });

  it('posts a fixed-asset supplier under 4812: bill, payment, open items and aged balance all on it', async () => {
    const company = await books(context.app);
    const created = await call(
      context.app,
      'POST',
      partiesUrl(company, 'suppliers'),
      { name: 'Équipements du Littoral', controlAccountId: await accountIdOf(company, 'suppliers', '4812') },
      { token: company.token },
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ controlAccountNumber: '4812', controlAccountFixed: false });
    const supplier = { ...company, supplierId: created.json().id as string };
    const code = created.json().code as string;
    // A vehicle (2451) of 1,000,000 at 19.25 %: 192,500 of VAT on fixed assets (4451).
    const vehicle = await chartAccountId(company, '2451');
    const bill = await validatedInvoice(context.app, supplier, 'PURCHASE_INVOICE', [
      { quantity: '1', unitPrice: '1000000', vatRate: '19.25', accountId: vehicle },
    ]);
    expect(await postedLines(context.app, supplier, bill.number)).toEqual([
      [`4812/${code}`, '0', '1192500'],
      ['2451', '1000000', '0'],
      ['4451', '192500', '0'],
    ]);
    const paid = await payment(context.app, supplier, {
      type: 'DISBURSEMENT',
      accountingDocumentId: bill.id,
      amount: '1192500',
      method: 'BANK_TRANSFER',
    });
    const validated = await validatePayment(context.app, supplier, paid.id);
    expect(validated.statusCode, validated.body).toBe(200);
    expect(await postedLines(context.app, supplier, validated.json().number)).toEqual([
      ['5211', '0', '1192500'],
      [`4812/${code}`, '1192500', '0'],
    ]);
    const party = await call(context.app, 'GET', partiesUrl(company, 'suppliers', supplier.supplierId), undefined, {
      token: company.token,
    });
    expect(party.json()).toMatchObject({ controlAccountNumber: '4812', controlAccountFixed: true, balance: '0' });
    const openItems = await call(
      context.app,
      'GET',
      `/v1/accountings/companies/${company.companyId}/open-items`,
      undefined,
      { token: company.token, query: { subAccountId: party.json().subAccountId } },
    );
    expect(openItems.statusCode, openItems.body).toBe(200);
    expect(openItems.json().balance).toBe('0');
    const aged = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${company.workFolderId}/aged-balance`,
      undefined,
      { token: company.token, query: { type: 'supplier', asOf: `${company.year}-02-01` } },
    );
    expect(aged.statusCode, aged.body).toBe(200);
    const statement = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${company.workFolderId}/party-statement`,
      undefined,
      { token: company.token, query: { partyId: supplier.supplierId } },
    );
    expect(statement.statusCode, statement.body).toBe(200);
    expect(statement.json().account).toMatchObject({ number: '4812' });
  });

  it('refuses an account the role may not take, or a group, with 422 and nothing written', async () => {
    const company = await books(context.app);
    const before = await partyCount(company);
    const chart = await chartIds(company);
    for (const [kind, number] of [
      ['suppliers', '4111'],
      ['customers', '4011'],
      ['suppliers', '481'],
      ['customers', '411'],
      ['customers', '5211'],
    ] as const) {
      const response = await call(
        context.app,
        'POST',
        partiesUrl(company, kind),
        { name: `Tiers ${number}`, controlAccountId: chart.get(number) },
        { token: company.token },
      );
      expect([number, response.statusCode, errorOf(response).code]).toEqual([
        number,
        422,
        'PARTY_CONTROL_ACCOUNT_NOT_ALLOWED',
      ]);
    }
    expect(await partyCount(company)).toBe(before);
  });

  it('changes the account while the party has no postings, then keeps it fixed (422)', async () => {
    const company = await books(context.app);
    const url = partiesUrl(company, 'suppliers', company.supplierId);
    const moved = await call(
      context.app,
      'PUT',
      url,
      { name: 'Grands Moulins du Cameroun', controlAccountId: await accountIdOf(company, 'suppliers', '4041') },
      { token: company.token },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ controlAccountNumber: '4041', controlAccountFixed: false });
    const bill = await validatedInvoice(context.app, company, 'PURCHASE_INVOICE', [
      { quantity: '1', unitPrice: '1000', vatRate: '0' },
    ]);
    expect((await postedLines(context.app, company, bill.number))[0]).toEqual(['4041/F00001', '0', '1000']);
    const refused = await call(
      context.app,
      'PUT',
      url,
      { name: 'Renamed', controlAccountId: await accountIdOf(company, 'suppliers', '4011') },
      { token: company.token },
    );
    expect([refused.statusCode, errorOf(refused).code]).toEqual([422, 'PARTY_CONTROL_ACCOUNT_FIXED']);
    const read = await call(context.app, 'GET', url, undefined, { token: company.token });
    expect(read.json()).toMatchObject({ name: 'Grands Moulins du Cameroun', controlAccountNumber: '4041' });
    // Saving the party again without naming an account keeps the one it has.
    const renamed = await call(context.app, 'PUT', url, { name: 'GMC' }, { token: company.token });
    expect(renamed.json()).toMatchObject({ name: 'GMC', controlAccountNumber: '4041', controlAccountFixed: true });
  });

  it('takes new parties under the settings accounts, and refuses settings naming a group', async () => {
    const company = await books(context.app);
    const url = `/v1/companies/${company.companyId}/settings`;
    const {
      companyId: _id,
      updatedAt: _at,
      ...body
    } = (await call(context.app, 'GET', url, undefined, { token: company.token })).json();
    const refused = await call(
      context.app,
      'PUT',
      url,
      { ...body, postingAccounts: { ...body.postingAccounts, customer: '411', supplier: '4111', bank: '521' } },
      { token: company.token },
    );
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual(
      expect.arrayContaining([
        { path: 'postingAccounts.customer', code: 'ACCOUNT_IS_GROUP' },
        { path: 'postingAccounts.supplier', code: 'PARTY_CONTROL_ACCOUNT_NOT_ALLOWED' },
        { path: 'postingAccounts.bank', code: 'ACCOUNT_IS_GROUP' },
      ]),
    );
    const saved = await call(
      context.app,
      'PUT',
      url,
      { ...body, postingAccounts: { ...body.postingAccounts, supplier: '4812' } },
      { token: company.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const created = await call(
      context.app,
      'POST',
      partiesUrl(company, 'suppliers'),
      { name: 'Garage' },
      {
        token: company.token,
      },
    );
    expect(created.json()).toMatchObject({ controlAccountNumber: '4812' });
  });
});

async function chartIds(company: Books): Promise<Map<string, string>> {
  const chart = await call(
    context.app,
    'GET',
    `/v1/accountings/companies/${company.companyId}/chart-of-accounts`,
    undefined,
    { token: company.token },
  );
  return new Map(
    chart
      .json()
      .flatMap((item: { accounts: { id: string; number: string }[] }) => item.accounts)
      .map((account: { id: string; number: string }) => [account.number, account.id]),
  );
}

async function chartAccountId(company: Books, number: string): Promise<string> {
  return (await chartIds(company)).get(number) ?? '';
}

describe('parties left under a group account', () => {
  it('keeps invoicing a party whose postings stayed under 411 when 411 became a group', async () => {
    const company = await books(context.app);
    await validatedInvoice(context.app, company, 'SALE_INVOICE', [{ quantity: '1', unitPrice: '1000', vatRate: '0' }]);
    // What migration 0019 leaves behind for a party that had postings: its sub-account under 411.
    await context.handle.db.execute(
      sql`update sub_account set account_id = (select id from company_account
            where company_id = ${company.companyId} and number = '411')
          where party_id = ${company.customerId}`,
    );
    const later = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '2500', vatRate: '0' },
    ]);
    const lines: string[][] = await postedLines(context.app, company, later.number);
    expect(lines.find(([account]) => account?.startsWith('411/'))).toEqual([
      expect.stringMatching(/^411\//),
      '2500',
      '0',
    ]);
  });
});

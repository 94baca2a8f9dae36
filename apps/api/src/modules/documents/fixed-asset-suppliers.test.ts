import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdsByNumber, entryBody } from '../../testing/ledger-fixtures.ts';
import { type Books, books, docs } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const FRENCH = { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' };

/** A supplier of fixed assets, kept under the control account `number`; its sub-account. */
async function assetSupplier(company: Books, accounts: ReadonlyMap<string, string>, number: string) {
  const created = await call(
    context.app,
    'POST',
    `/v1/companies/${company.companyId}/suppliers`,
    { name: 'Machines Outils SA', controlAccountId: accounts.get(number) },
    { token: company.token },
  );
  expect(created.statusCode, created.body).toBe(201);
  expect(created.json().controlAccountNumber).toBe(number);
  return created.json().subAccountId as string;
}

const post = (company: Books, body: unknown) =>
  call(context.app, 'POST', docs(company), body, { token: company.token });

// docs/decisions/0035-parties-on-every-control-account.md: a machine of 12,000.00 excl. VAT, VAT 20 % 2,400.00,
// 14,400.00 owed to the supplier of fixed assets (PCG 2154 / 44562 / 4041); in SYSCOHADA 2,000,000 XAF on
// 2441 against 4812 (fournisseurs d'investissements, corporels).
describe('suppliers of fixed assets in a hand entry', () => {
  it('PCG 4041 needs the supplier, and takes one kept under 4041', async () => {
    const company = await books(context.app, FRENCH);
    const accounts = await accountIdsByNumber(context.app, company);
    const lines = (subAccountId?: string) => [
      { account: accounts.get('2154') ?? '', debit: '12000.00' },
      { account: accounts.get('44562') ?? '', debit: '2400.00' },
      { account: accounts.get('4041') ?? '', credit: '14400.00', subAccountId },
    ];
    const refused = await post(company, entryBody(company, lines()));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(errorOf(refused)).toMatchObject({
      code: 'CONTROL_ACCOUNT_NEEDS_PARTY',
      fields: [{ path: 'lines.2.subAccountId', code: 'CONTROL_ACCOUNT_NEEDS_PARTY' }],
    });

    const subAccountId = await assetSupplier(company, accounts, '4041');
    const accepted = await post(company, entryBody(company, lines(subAccountId)));
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().lines[2]).toMatchObject({ subAccountId, credit: '14400.00' });
  });

  it('SYSCOHADA 481 takes a supplier kept under it, and a line without one', async () => {
    const company = await books(context.app);
    const accounts = await accountIdsByNumber(context.app, company);
    const lines = (subAccountId?: string) => [
      { account: accounts.get('2441') ?? '', debit: '2000000' },
      { account: accounts.get('4812') ?? '', credit: '2000000', subAccountId },
    ];
    const subAccountId = await assetSupplier(company, accounts, '4812');
    const named = await post(company, entryBody(company, lines(subAccountId)));
    expect(named.statusCode, named.body).toBe(201);
    expect(named.json().lines[1]).toMatchObject({ subAccountId, credit: '2000000' });
    const unnamed = await post(company, entryBody(company, lines()));
    expect(unnamed.statusCode, unnamed.body).toBe(201);
  });
});

import { and, count, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../../testing/members.ts';
import {
  call,
  createTestContext,
  errorOf,
  type SignedUpCompany,
  signUpAndLogin,
  type TestContext,
} from '../../testing/test-app.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { memberships } from '../auth/users.table.ts';
import { companies } from './companies.table.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const subsidiariesUrl = (companyId: string) => `/v1/companies/${companyId}/subsidiaries`;

const FRENCH_SUBSIDIARY = {
  name: 'Filiale Lyon SAS',
  countryCode: 'fr',
  typeCode: 'SAS',
  domainAreaCode: 'G',
  subDomainAreaCode: null,
  taxSystemCode: 'RN',
  referentialBankAccount: null,
};

function createSubsidiary(parent: SignedUpCompany, body: Record<string, unknown>, token = parent.token) {
  return call(context.app, 'POST', subsidiariesUrl(parent.companyId), body, { token });
}

async function switchTo(token: string, companyId: string): Promise<string> {
  const response = await call(context.app, 'POST', '/v1/auth/switch-company', { companyId }, { token });
  if (response.statusCode !== 200) throw new Error(`switch failed: ${response.body}`);
  return response.json().token;
}

describe('POST /v1/companies/{companyId}/subsidiaries', () => {
  it('opens the subsidiary as at signup: its country’s chart and currency, journals, a work folder, the caller as owner', async () => {
    const parent = await signUpAndLogin(context.app);
    const response = await createSubsidiary(parent, FRENCH_SUBSIDIARY);
    expect(response.statusCode).toBe(201);
    const subsidiary = response.json();
    expect(subsidiary).toMatchObject({
      name: 'Filiale Lyon SAS',
      countryCode: 'FR',
      currency: 'EUR',
      accountingFramework: 'PCG',
      parentCompanyId: parent.companyId,
    });

    const db = context.handle.db;
    const [bank] = await db
      .select({ accounts: count() })
      .from(companyAccounts)
      .where(and(eq(companyAccounts.companyId, subsidiary.id), eq(companyAccounts.number, '512')));
    expect(bank?.accounts).toBe(1);
    const [membership] = await db.select().from(memberships).where(eq(memberships.companyId, subsidiary.id));
    expect(membership).toMatchObject({ userId: decodeJwt(parent.token).sub, roles: ['OWNER'], active: true });

    const token = await switchTo(parent.token, subsidiary.id);
    const year = new Date().getUTCFullYear();
    const folders = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/companies/${subsidiary.id}`,
      undefined,
      {
        token,
      },
    );
    expect(folders.json()).toEqual([
      expect.objectContaining({ companyId: subsidiary.id, name: String(year), status: 'OPEN' }),
    ]);
    const journals = await call(context.app, 'GET', `/v1/accountings/companies/${subsidiary.id}/journals`, undefined, {
      token,
    });
    expect(
      journals
        .json()
        .map((journal: { code: string }) => journal.code)
        .sort(),
    ).toEqual(['AC', 'AN', 'BQ', 'CA', 'OD', 'VE']);
  });

  it.each([
    ['country unknown', { countryCode: 'US' }, 'countryCode', 'COUNTRY_UNKNOWN'],
    ['type of another country', { typeCode: 'SARLU' }, 'typeCode', 'TYPE_NOT_IN_COUNTRY'],
    ['tax system of another country', { taxSystemCode: 'REEL' }, 'taxSystemCode', 'TAX_SYSTEM_NOT_IN_COUNTRY'],
    ['domain area unknown', { domainAreaCode: 'ZZ' }, 'domainAreaCode', 'DOMAIN_AREA_UNKNOWN'],
    ['name missing', { name: ' ' }, 'name', 'NAME_REQUIRED'],
    ['owner fields', { ownerEmail: 'a@b.fr' }, 'ownerEmail', 'PROPERTY_UNKNOWN'],
  ])('refuses %s with 400 and the field code, creating nothing', async (_case, overrides, path, code) => {
    const parent = await signUpAndLogin(context.app);
    const response = await createSubsidiary(parent, { ...FRENCH_SUBSIDIARY, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toContainEqual({ path, code });
    const [children] = await context.handle.db
      .select({ companies: count() })
      .from(companies)
      .where(eq(companies.parentCompanyId, parent.companyId));
    expect(children?.companies).toBe(0);
  });

  it('needs settings.manage: an ACCOUNTANT is refused with 403 PERMISSION_DENIED', async () => {
    const parent = await signUpAndLogin(context.app);
    const accountant = await addMember(context.app, parent, ['ACCOUNTANT']);
    const response = await createSubsidiary(parent, FRENCH_SUBSIDIARY, accountant.token);
    expect([response.statusCode, errorOf(response).code]).toEqual([403, 'PERMISSION_DENIED']);
  });
});

describe('GET /v1/companies/{companyId}/subsidiaries', () => {
  it('lists the subsidiaries with their country and currency, paged, to every member', async () => {
    const parent = await signUpAndLogin(context.app);
    const french = (await createSubsidiary(parent, FRENCH_SUBSIDIARY)).json();
    const cameroonian = (
      await createSubsidiary(parent, {
        ...FRENCH_SUBSIDIARY,
        name: 'Filiale Douala SARL',
        countryCode: 'CM',
        typeCode: 'SARL',
        taxSystemCode: 'REEL',
      })
    ).json();
    const viewer = await addMember(context.app, parent, ['VIEWER']);
    const page = await call(context.app, 'GET', subsidiariesUrl(parent.companyId), undefined, {
      token: viewer.token,
      query: { limit: '1' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      total: 2,
      nextCursor: '1',
      items: [{ id: french.id, countryCode: 'FR', currency: 'EUR', parentCompanyId: parent.companyId }],
    });
    const rest = await call(context.app, 'GET', subsidiariesUrl(parent.companyId), undefined, {
      token: viewer.token,
      query: { limit: '1', cursor: '1' },
    });
    expect(rest.json()).toMatchObject({ nextCursor: null, items: [{ id: cameroonian.id, currency: 'XAF' }] });
  });

  it('answers 404 for another company’s subsidiaries, and a subsidiary’s token does not see its parent', async () => {
    const a = await signUpAndLogin(context.app);
    const b = await signUpAndLogin(context.app);
    const subsidiary = (await createSubsidiary(b, FRENCH_SUBSIDIARY)).json();
    const list = await call(context.app, 'GET', subsidiariesUrl(b.companyId), undefined, { token: a.token });
    const create = await createSubsidiary(b, FRENCH_SUBSIDIARY, a.token);
    expect([list.statusCode, create.statusCode]).toEqual([404, 404]);

    const admin = await addMember(context.app, b, ['ADMIN']);
    const viaParent = await call(context.app, 'GET', `/v1/companies/${subsidiary.id}`, undefined, {
      token: admin.token,
    });
    expect(viaParent.statusCode).toBe(404);
    const subsidiaryToken = await switchTo(b.token, subsidiary.id);
    const parentSeen = await call(context.app, 'GET', subsidiariesUrl(b.companyId), undefined, {
      token: subsidiaryToken,
    });
    expect(parentSeen.statusCode).toBe(404);
  });
});

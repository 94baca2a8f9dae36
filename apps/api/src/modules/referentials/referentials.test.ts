import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';
import { seedReferentials } from './referentials.seed.ts';
import * as tables from './referentials.table.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('GET /v1/referentials/countries', () => {
  it('lists the 18 supported countries with their French and English names', async () => {
    const response = await call(context.app, 'GET', '/v1/referentials/countries');
    expect(response.statusCode).toBe(200);
    const countries = response.json();
    expect(countries).toHaveLength(18);
    expect(countries).toContainEqual({
      code: 'CM',
      frName: 'Cameroun',
      enName: 'Cameroon',
      currency: 'XAF',
      phoneCode: '237',
      accountingFramework: 'SYSCOHADA',
    });
    expect(countries.find((country: { code: string }) => country.code === 'FR')).toMatchObject({
      currency: 'EUR',
      accountingFramework: 'PCG',
    });
  });
});

describe('GET /v1/referentials/companies', () => {
  const referentials = (query: Record<string, string>) =>
    call(context.app, 'GET', '/v1/referentials/companies', undefined, { query });

  it('answers types, domain areas, sub-domain areas and tax systems with labels in the language asked', async () => {
    const [en, fr] = await Promise.all([
      referentials({ countryCode: 'CM', lang: 'en' }),
      referentials({ countryCode: 'CM', lang: 'fr' }),
    ]);
    expect(en.json().types).toContainEqual({ code: 'SARL', label: 'Limited liability company (private)' });
    expect(fr.json().types).toContainEqual({ code: 'SARL', label: 'Société à responsabilité limitée' });
    expect(fr.json().domainAreas).toHaveLength(21);
    expect(fr.json().subDomainAreas).toContainEqual({
      code: '47',
      domainAreaCode: 'G',
      label: expect.stringContaining('Commerce de détail'),
    });
  });

  it('defaults to English', async () => {
    const response = await referentials({ countryCode: 'CM' });
    expect(response.json().taxSystems).toContainEqual({ code: 'REEL', label: 'Actual (real) regime' });
  });

  it('does not offer a tax system whose valid_to is past', async () => {
    const codes = (await referentials({ countryCode: 'CM' }))
      .json()
      .taxSystems.map((tax: { code: string }) => tax.code);
    expect(codes).toEqual(expect.arrayContaining(['REEL', 'IGS', 'OBNL']));
    expect(codes).not.toContain('SIMPLIFIE');
    expect(codes).not.toContain('IL');
  });

  it('offers the generic OHADA tax tiers to a country without its own list', async () => {
    const codes = (await referentials({ countryCode: 'SN' }))
      .json()
      .taxSystems.map((tax: { code: string }) => tax.code);
    expect(codes.sort()).toEqual(['REEL_NORMAL', 'REEL_SIMPLIFIE', 'SYNTHETIQUE']);
  });

  it.each([
    [{}, 'querystring.countryCode'],
    [{ countryCode: 'CM', lang: 'de' }, 'querystring.lang'],
  ])('refuses a bad query %j', async (query, path) => {
    const response = await referentials(query as Record<string, string>);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.map((field: { path: string }) => field.path)).toContain(path);
  });
});

describe('reference accounts', () => {
  it('lists the 1,455 SYSCOHADA reference accounts', async () => {
    const response = await call(context.app, 'GET', '/v1/accountings/ref-accounts');
    expect(response.statusCode).toBe(200);
    const accounts = response.json();
    expect(accounts).toHaveLength(1456);
    expect(accounts.find((account: { number: string }) => account.number === '4111')).toMatchObject({
      framework: 'SYSCOHADA',
      classNumber: '4',
      parentNumber: '411',
      isGroup: false,
    });
  });

  it('lists the PCG for French companies', async () => {
    const response = await call(context.app, 'GET', '/v1/accountings/ref-accounts', undefined, {
      query: { framework: 'PCG' },
    });
    // The PCG's 828 accounts (1209 left out: the PCG does not subdivide 120), the leaves 658000 and
    // 758000 the VAT settlement's rounding posts to, and 44520 and 44530 the reverse-charged VAT is due on.
    expect(response.json()).toHaveLength(834);
  });

  it('lists the categories (classes) of each framework', async () => {
    const syscohada = await call(context.app, 'GET', '/v1/accountings/ref-accounts/categories');
    const pcg = await call(context.app, 'GET', '/v1/accountings/ref-accounts/categories', undefined, {
      query: { framework: 'PCG' },
    });
    expect(syscohada.json()).toHaveLength(9);
    expect(syscohada.json()[0]).toMatchObject({ classNumber: '1', frLabel: 'Comptes de ressources durables' });
    expect(pcg.json()).toHaveLength(8);
    expect(syscohada.headers['cache-control']).toBe('public, no-cache');
    expect(syscohada.headers.etag).toMatch(/^"/);
  });
});

describe('seeding', () => {
  async function rowCounts(db: Database) {
    const tableList = [
      tables.countries,
      tables.companyTypes,
      tables.domainAreas,
      tables.subDomainAreas,
      tables.taxSystems,
      tables.refAccounts,
      tables.refAccountCategories,
    ];
    return Promise.all(tableList.map(async (table) => (await db.select({ rows: count() }).from(table))[0]?.rows));
  }

  it('is idempotent: loading again, forced or not, leaves the same row counts', async () => {
    const db = context.handle.db;
    const before = await rowCounts(db);
    expect(before).toEqual([18, 302, 21, 88, 8 + 16 * 3, 1456 + 834, 9 + 8]);
    expect(await seedReferentials(db)).toBe('unchanged');
    await db.delete(tables.referentialLoads);
    expect(await seedReferentials(db)).toBe('loaded');
    expect(await rowCounts(db)).toEqual(before);
  });
});

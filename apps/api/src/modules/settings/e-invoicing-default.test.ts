import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../db/migrate.ts';
import { type Books, books, docs } from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const FRENCH = { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' };
const settingsUrl = (company: Books) => `/v1/companies/${company.companyId}/settings`;

async function settingsOf(company: Books) {
  const answer = await call(context.app, 'GET', settingsUrl(company), undefined, { token: company.token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

async function save(company: Books, changes: Record<string, unknown>) {
  const { companyId: _id, updatedAt: _at, ...current } = await settingsOf(company);
  const saved = await call(
    context.app,
    'PUT',
    settingsUrl(company),
    { ...current, ...changes },
    { token: company.token },
  );
  expect(saved.statusCode, saved.body).toBe(200);
}

const COMPLETE = {
  legalName: 'Atelier Lumière SAS',
  address: '12 rue de la Paix',
  city: '75002 Paris',
  siren: '732829320',
  vatNumber: 'FR44732829320',
  iban: 'FR7630006000011234567890189',
};

describe('e-invoicing by default', () => {
  it('is on for a new French company, whose invoice then waits for its identity; off for a Cameroonian one', async () => {
    const france = await books(context.app, FRENCH, { signupDefaults: true });
    const cameroon = await books(context.app);
    expect((await settingsOf(france)).eInvoicing).toBe(true);
    expect((await settingsOf(cameroon)).eInvoicing).toBe(false);

    const created = await call(
      context.app,
      'POST',
      docs(france),
      {
        type: 'SALE_INVOICE',
        date: `${france.year}-03-01`,
        partyId: france.customerId,
        lines: [{ description: 'Conseil', quantity: '1', unitPrice: '100', vatRate: '20' }],
      },
      { token: france.token },
    );
    expect(created.statusCode, created.body).toBe(201);
    const url = `/v1/accountings/documents/${created.json().id}/workFolders/${france.workFolderId}/state/VALIDATED`;
    const refused = await call(context.app, 'POST', url, undefined, { token: france.token });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).fields?.map((field: { path: string }) => field.path)).toEqual([
      'settings.address',
      'settings.city',
      'settings.siren',
      'settings.vatNumber',
    ]);
    await save(france, COMPLETE);
    expect((await call(context.app, 'POST', url, undefined, { token: france.token })).statusCode).toBe(200);
  });
});

/** Migration e_invoicing_on_for_complete_french, run again on settings as the earlier version left them. */
async function runMigration() {
  const file = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_e_invoicing_on_for_complete_french.sql'));
  await context.handle.db.execute(sql.raw(readFileSync(join(MIGRATIONS_DIR, file ?? ''), 'utf8')));
}

async function stored(company: Books) {
  const [row] = await queryRows<{ e_invoicing: boolean | null }>(
    context.handle.db,
    sql`select e_invoicing from company_settings where company_id = ${company.companyId}`,
  );
  return row?.e_invoicing ?? null;
}

describe('migration e_invoicing_on_for_complete_french', () => {
  it('turns it on for French companies whose settings are complete, leaving the others off', async () => {
    const complete = await books(context.app, FRENCH);
    await save(complete, COMPLETE);
    const noIban = await books(context.app, FRENCH);
    await save(noIban, { ...COMPLETE, iban: '' });
    const neverSaved = await books(context.app, FRENCH, { signupDefaults: true });
    const cameroon = await books(context.app);
    await save(cameroon, { ...COMPLETE, taxId: 'M012345678901A' });
    const all = [complete, noIban, neverSaved, cameroon].map((company) => company.companyId);
    // As the earlier version left them: no default on, the switch unset or saved off.
    await context.handle.db.execute(
      sql`update company set e_invoicing_by_default = false where id in (${sql.join(all, sql`, `)})`,
    );
    await context.handle.db.execute(
      sql`update company_settings set e_invoicing = null where company_id = ${noIban.companyId}`,
    );

    await runMigration();
    await runMigration();
    expect(await stored(complete)).toBe(true);
    expect(await stored(noIban)).toBe(null);
    expect(await stored(neverSaved)).toBe(null);
    expect(await stored(cameroon)).toBe(false);
    expect((await settingsOf(complete)).eInvoicing).toBe(true);
    for (const company of [noIban, neverSaved, cameroon]) expect((await settingsOf(company)).eInvoicing).toBe(false);
  });
});

import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../testing/sql.ts';
import { createTestDatabase } from '../testing/test-app.ts';
import { openPostgres } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { migrationsUpTo } from './schema-version.ts';

const BEFORE_LANGUAGE = { index: 14, tag: '0014_matching' };
const SAVED_ENGLISH = '0190f1a2-0000-7000-8000-000000000e01';
const SAVED_FRENCH = '0190f1a2-0000-7000-8000-000000000e02';
const NEVER_SAVED = '0190f1a2-0000-7000-8000-000000000e03';

/** A company row of the earlier schema; the country is not checked (foreign keys are off while loading). */
const company = (id: string) => sql`insert into company
  (id, name, country_code, currency, accounting_framework, type_code, domain_area_code, tax_system_code)
  values (${id}, 'Earlier company', 'CM', 'XAF', 'SYSCOHADA', 'SARL', 'G', 'REEL')`;
const settings = (id: string, language: string) => sql`insert into company_settings
  (company_id, default_vat_rates, posting_accounts, default_language, fiscal_year_start_month)
  values (${id}, '{19.25}', '{}', ${language}, 1)`;

describe('migration company_language_unaccent', () => {
  it("moves the settings' default language to the company, French where none was saved", async () => {
    const handle = openPostgres(await createTestDatabase({ empty: true }));
    const earlier = migrationsUpTo(BEFORE_LANGUAGE);
    try {
      await migrateDatabase(handle, earlier.folder);
      await handle.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        for (const id of [SAVED_ENGLISH, SAVED_FRENCH, NEVER_SAVED]) await tx.execute(company(id));
        await tx.execute(settings(SAVED_ENGLISH, 'en'));
        await tx.execute(settings(SAVED_FRENCH, 'fr'));
      });
      await migrateDatabase(handle);
      const rows = await queryRows<{ id: string; language: string }>(
        handle.db,
        sql`select id, language from company order by id`,
      );
      expect(rows).toEqual([
        { id: SAVED_ENGLISH, language: 'en' },
        { id: SAVED_FRENCH, language: 'fr' },
        { id: NEVER_SAVED, language: 'fr' },
      ]);
      const folded = await queryRows<{ folded: string }>(
        handle.db,
        sql`select bilan_fold('Zébulon ÉTÉ Œuvre') as folded`,
      );
      expect(folded).toEqual([{ folded: 'zebulon ete oeuvre' }]);
    } finally {
      earlier.remove();
      await handle.close();
    }
  });
});

import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsvTable } from '@bilan/accounting';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { REPO_ROOT } from '../../config.ts';
import type { Database, Transaction } from '../../db/client.ts';

import {
  companyTypes,
  countries,
  domainAreas,
  refAccountCategories,
  refAccounts,
  referentialLoads,
  subDomainAreas,
  taxSystems,
} from './referentials.table.ts';

export const REFERENTIALS_DIR = join(REPO_ROOT, 'referentials');

const FILES = [
  'countries.csv',
  'company-types.csv',
  'domain-areas.csv',
  'sub-domain-areas.csv',
  'tax-systems.csv',
  'tax-systems-default.csv',
  'syscohada-classes.csv',
  'syscohada-accounts.csv',
  'pcg-classes.csv',
  'pcg-accounts.csv',
] as const;
type FileName = (typeof FILES)[number];

/**
 * Loads the committed referential files. Idempotent: rows are upserted by their natural key, and a
 * content hash lets a warm start skip the work when the files have not changed.
 */
export async function seedReferentials(db: Database, directory = REFERENTIALS_DIR): Promise<'loaded' | 'unchanged'> {
  const texts = Object.fromEntries(FILES.map((file) => [file, readFileSync(join(directory, file), 'utf8')])) as Record<
    FileName,
    string
  >;
  const contentHash = createHash('sha256')
    .update(FILES.map((file) => texts[file]).join('\u0000'))
    .digest('hex');
  const [previous] = await db.select().from(referentialLoads).where(sql`${referentialLoads.name} = 'all'`);
  if (previous?.contentHash === contentHash) return 'unchanged';

  const records = (file: FileName) => parseCsvTable(texts[file]).records;
  await db.transaction(async (tx) => {
    await upsert(tx, countries, [countries.code], records('countries.csv').map(toCountry));
    await upsert(
      tx,
      companyTypes,
      [companyTypes.countryCode, companyTypes.code],
      records('company-types.csv').map(toCompanyType),
    );
    await upsert(tx, domainAreas, [domainAreas.code], records('domain-areas.csv').map(toDomainArea));
    await upsert(tx, subDomainAreas, [subDomainAreas.code], records('sub-domain-areas.csv').map(toSubDomainArea));
    const taxSystemRows = withDefaultTaxSystems(
      records('tax-systems.csv').map(toTaxSystem),
      records('countries.csv').map((row) => need(row, 'code')),
      records('tax-systems-default.csv'),
    );
    await upsert(tx, taxSystems, [taxSystems.countryCode, taxSystems.code], taxSystemRows);
    const categories = [
      ...records('syscohada-classes.csv').map((row) => toCategory('SYSCOHADA', row)),
      ...records('pcg-classes.csv').map((row) => toCategory('PCG', row)),
    ];
    await upsert(
      tx,
      refAccountCategories,
      [refAccountCategories.framework, refAccountCategories.classNumber],
      categories,
    );
    const accounts = [
      ...records('syscohada-accounts.csv').map((row) => toRefAccount('SYSCOHADA', row)),
      ...records('pcg-accounts.csv').map((row) => toRefAccount('PCG', row)),
    ];
    await upsert(tx, refAccounts, [refAccounts.framework, refAccounts.number], accounts);
    await tx
      .insert(referentialLoads)
      .values({ name: 'all', contentHash })
      .onConflictDoUpdate({ target: referentialLoads.name, set: { contentHash } });
  });
  return 'loaded';
}

const BATCH_SIZE = 500;

async function upsert<T extends PgTable>(
  tx: Transaction,
  table: T,
  key: PgColumn[],
  rows: T['$inferInsert'][],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const keyNames = new Set(key.map((column) => column.name));
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = {};
  for (const property of Object.keys(first)) {
    const column = columns[property];
    if (column && !keyNames.has(column.name)) set[property] = sql.raw(`excluded."${column.name}"`);
  }
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await tx
      .insert(table)
      .values(rows.slice(start, start + BATCH_SIZE))
      .onConflictDoUpdate({ target: key, set });
  }
}

type Row = Record<string, string>;

const toCountry = (row: Row) => ({
  code: need(row, 'code'),
  iso3: need(row, 'iso3'),
  frName: need(row, 'fr_name'),
  enName: need(row, 'en_name'),
  currency: need(row, 'currency'),
  phoneCode: need(row, 'phone_code'),
  vatStandardRate: row.vat_standard_rate || null,
  vatReducedRates: row.vat_reduced_rates || null,
  accountingFramework: need(row, 'accounting_framework') === 'PCG' ? ('PCG' as const) : ('SYSCOHADA' as const),
  timeZone: need(row, 'time_zone'),
});

const toCompanyType = (row: Row) => ({
  countryCode: need(row, 'country_code'),
  code: need(row, 'code'),
  frLabel: need(row, 'label_fr'),
  enLabel: need(row, 'label_en'),
});

const toDomainArea = (row: Row) => ({
  code: need(row, 'code'),
  frLabel: need(row, 'label_fr'),
  enLabel: need(row, 'label_en'),
  frShortLabel: need(row, 'short_label_fr'),
  enShortLabel: need(row, 'short_label_en'),
});

const toSubDomainArea = (row: Row) => ({
  code: need(row, 'code'),
  domainAreaCode: need(row, 'domain_area_code'),
  frLabel: need(row, 'label_fr'),
  enLabel: need(row, 'label_en'),
});

const toTaxSystem = (row: Row) => ({
  countryCode: need(row, 'country_code'),
  code: need(row, 'code'),
  frLabel: need(row, 'label_fr'),
  enLabel: need(row, 'label_en'),
  validFromOn: row.valid_from || null,
  validToOn: row.valid_to || null,
});

type TaxSystemRow = ReturnType<typeof toTaxSystem>;

/** Countries without their own list get the generic OHADA tiers (see referentials/SOURCES.md). */
function withDefaultTaxSystems(specific: TaxSystemRow[], countryCodes: string[], defaults: Row[]): TaxSystemRow[] {
  const covered = new Set(specific.map((row) => row.countryCode));
  const generic = countryCodes
    .filter((countryCode) => !covered.has(countryCode))
    .flatMap((countryCode) => defaults.map((row) => toTaxSystem({ ...row, country_code: countryCode })));
  return [...specific, ...generic];
}

const toCategory = (framework: 'SYSCOHADA' | 'PCG', row: Row) => ({
  framework,
  classNumber: need(row, 'class'),
  frLabel: need(row, 'label_fr'),
  enLabel: need(row, 'label_en'),
});

const toRefAccount = (framework: 'SYSCOHADA' | 'PCG', row: Row) => ({
  framework,
  number: need(row, 'number'),
  // A few source rows carry only one language; the other falls back to it.
  frLabel: row.label_fr || need(row, 'label_en'),
  enLabel: row.label_en || need(row, 'label_fr'),
  classNumber: need(row, 'class'),
  parentNumber: need(row, 'parent'),
  level: Number(need(row, 'level')),
  isGroup: row.is_group === 'true',
  nature: need(row, 'nature'),
});

function need(row: Row, column: string): string {
  const value = row[column]?.trim();
  if (!value) throw new Error(`Referential row lacks "${column}": ${JSON.stringify(row)}`);
  return value;
}

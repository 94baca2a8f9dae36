import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Tables with a company_id column that are not distributed by it: their company_id may be null (a
 * system mail, a failed login belongs to no company), so on Citus they stay on the coordinator as local
 * tables (docs/scaling.md, docs/decisions/0038-keys-by-company.md). No tenant table may refer to them.
 */
export const LOCAL_TABLES: Readonly<Record<string, string>> = {
  outbox_mail: 'system mails (a password reset) have no company; the worker reads the queue of every company',
  security_event: 'a failed login or a signup with a used email belongs to no company',
};

const LOCAL_NAMES = sql`string_to_array(${Object.keys(LOCAL_TABLES).join(',')}, ',')`;

/**
 * The tables distributed by company_id: every table of the public schema with a company_id column,
 * but the local ones. Every other table is a reference table (countries, charts, users, the companies
 * themselves), copied whole onto each node.
 */
const TENANT_TABLES = sql`
  select c.oid, c.relname as name, a.attnum as company_column, a.attnotnull as company_not_null
  from pg_class c
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
    join pg_attribute a on a.attrelid = c.oid and a.attname = 'company_id' and not a.attisdropped
  where c.relkind in ('r', 'p') and c.relname <> all (${LOCAL_NAMES})`;

/** Unique indexes (primary keys and unique constraints included) of tenant tables without company_id. */
const UNIQUE_WITHOUT_COMPANY = sql`
  with tenant as (${TENANT_TABLES})
  select format('%s: unique index %s does not contain company_id', tenant.name, index.indexrelid::regclass) as problem
  from tenant join pg_index index on index.indrelid = tenant.oid and index.indisunique
  where not tenant.company_column = any (index.indkey::int2[])`;

/** Tenant tables whose company_id may be null: such a row could be placed on no node. */
const NULLABLE_COMPANY = sql`
  with tenant as (${TENANT_TABLES})
  select format('%s: company_id may be null', tenant.name) as problem from tenant where not tenant.company_not_null`;

/**
 * Foreign keys that would cross nodes: between tenant tables without company_id at the same place on
 * both sides, from a reference table to a tenant or local table, or from a tenant table to a local one.
 */
const CROSSING_FOREIGN_KEYS = sql`
  with tenant as (${TENANT_TABLES}),
  fk as (
    select con.conname, con.conrelid, con.confrelid, con.conkey, con.confkey,
      con.conrelid in (select oid from tenant) as from_tenant,
      con.confrelid in (select oid from tenant) as to_tenant,
      (select relname from pg_class where oid = con.confrelid) = any (${LOCAL_NAMES}) as to_local,
      (select relname from pg_class where oid = con.conrelid) = any (${LOCAL_NAMES}) as from_local
    from pg_constraint con join pg_namespace n on n.oid = con.connamespace and n.nspname = 'public'
    where con.contype = 'f'
  )
  select format('%s: foreign key %s to tenant table %s does not pair company_id on both sides',
    conrelid::regclass, conname, confrelid::regclass) as problem
  from fk where from_tenant and to_tenant and not exists (
    select 1 from unnest(conkey, confkey) pair(from_column, to_column)
    where pair.from_column = (select company_column from tenant where oid = fk.conrelid)
      and pair.to_column = (select company_column from tenant where oid = fk.confrelid))
  union all
  select format('%s: foreign key %s from a table not distributed by company to %s',
    conrelid::regclass, conname, confrelid::regclass)
  from fk where not from_tenant and (to_tenant or (to_local and not from_local))
  union all
  select format('%s: foreign key %s to the local table %s', conrelid::regclass, conname, confrelid::regclass)
  from fk where from_tenant and to_local`;

/**
 * What keeps the schema from being distributed by company_id (docs/scaling.md), read from
 * PostgreSQL's catalog; none when every tenant table follows the rules.
 */
export async function distributionProblems(db: Executor): Promise<string[]> {
  const problems: string[] = [];
  for (const query of [NULLABLE_COMPANY, UNIQUE_WITHOUT_COMPANY, CROSSING_FOREIGN_KEYS]) {
    const result = (await db.execute(query)) as unknown as { rows: Array<{ problem: string }> };
    problems.push(...result.rows.map((row) => row.problem));
  }
  return problems.sort();
}

/** The names of the tables distributed by company_id. */
export async function tenantTableNames(db: Executor): Promise<string[]> {
  const result = (await db.execute(sql`select name from (${TENANT_TABLES}) tenant order by name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  return result.rows.map((row) => row.name);
}

// Copies one company's rows `count` times, straight in SQL, for the many-companies bench: every tenant
// table (a table with a company_id column) and the company's users, each copy with its own ids.
// An id is mapped to md5(copy number ':' id)::uuid, so a foreign key still meets the row it pointed at
// in the same copy; ids of global rows (reference data) are kept. Copies are not valid books to verify:
// their entries keep the template's hashes, which were computed on the template's ids.

/** Tenant tables, their columns, and which uuid columns point at a global (reference) table. */
async function tenantTables(query) {
  const columns = await query(
    `select c.table_name, c.column_name, c.data_type,
            (c.column_default like 'nextval%' or c.is_identity = 'YES' or c.is_generated = 'ALWAYS') as generated
     from information_schema.columns c
     join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
     where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and c.table_name in (select table_name from information_schema.columns
                            where table_schema = 'public' and column_name = 'company_id')
     order by c.table_name, c.ordinal_position`,
  );
  const globalReferences = await query(
    `select src.relname as table_name, a.attname as column_name
     from pg_constraint k
     join pg_class src on src.oid = k.conrelid
     join pg_class dst on dst.oid = k.confrelid
     join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
     where k.contype = 'f' and dst.relname not in ('company', 'app_user')
       and not exists (select 1 from pg_attribute d where d.attrelid = dst.oid and d.attname = 'company_id')`,
  );
  const kept = new Set(globalReferences.map((row) => `${row.table_name}.${row.column_name}`));
  const tables = new Map();
  for (const row of columns) {
    if (!tables.has(row.table_name)) tables.set(row.table_name, []);
    if (row.generated) continue;
    tables.get(row.table_name).push({
      name: row.column_name,
      mapped: row.data_type === 'uuid' && !kept.has(`${row.table_name}.${row.column_name}`),
    });
  }
  return tables;
}

const quoted = (name) => `"${name.replaceAll('"', '""')}"`;
const mappedId = (expression) => `md5(n::text || ':' || ${expression}::text)::uuid`;

/** Rows of the template's own tables that identify it to people: made unique per copy. */
const RENAMED = {
  company: { name: `name || ' ' || n` },
  app_user: { email: `n || '.' || email` },
};

function copyStatement(table, columns, where) {
  const select = columns.map(
    ({ name, mapped }) => RENAMED[table]?.[name] ?? (mapped ? mappedId(quoted(name)) : quoted(name)),
  );
  return `insert into ${quoted(table)} (${columns.map(({ name }) => quoted(name)).join(', ')})
    select ${select.join(', ')} from ${quoted(table)}, generate_series(1, $2::int) as n where ${where}`;
}

/** Mails and security events belong to the moment, not to the books: not copied. */
const NOT_COPIED = new Set(['outbox_mail', 'security_event', 'login_failure', 'password_link']);

/**
 * The tenant tables' indexes that back no constraint (searches, trigrams, foreign-key lookups): dropped
 * before the copies and built again after, which is several times faster than updating them row by row.
 * Key and unique indexes stay, as the foreign keys depend on them.
 */
async function secondaryIndexes(query) {
  return query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class t on t.oid = i.indrelid join pg_namespace s on s.oid = t.relnamespace
     where s.nspname = 'public'
       and exists (select 1 from pg_attribute a where a.attrelid = t.oid and a.attname = 'company_id')
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
  );
}

async function timedStep(label, step) {
  const started = performance.now();
  await step();
  console.log(`[crowd]   ${label} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

export async function cloneCompany(query, companyId, count) {
  const indexes = await secondaryIndexes(query);
  await timedStep(`${indexes.length} secondary indexes dropped`, async () => {
    for (const { name } of indexes) await query(`drop index ${name}`);
  });
  await copyRows(query, companyId, count);
  await query(`set maintenance_work_mem = '512MB'`);
  await timedStep(`${indexes.length} secondary indexes built again`, async () => {
    for (const { definition } of indexes) await query(definition);
  });
  await query('reset maintenance_work_mem');
}

async function copyRows(query, companyId, count) {
  const tables = await tenantTables(query);
  const userColumns = (
    await query(
      `select column_name, data_type, (column_default like 'nextval%' or is_identity = 'YES') as generated
       from information_schema.columns where table_schema = 'public' and table_name = 'app_user'`,
    )
  )
    .filter((row) => !row.generated)
    .map((row) => ({ name: row.column_name, mapped: row.data_type === 'uuid' }));
  // Replica mode skips the foreign-key and ledger triggers, as restore does: the rows go in table by table.
  await query('set session_replication_role = replica');
  try {
    await query(
      copyStatement('app_user', userColumns, 'id in (select user_id from membership where company_id = $1)'),
      [companyId, count],
    );
    await query(copyStatement('company', await companyColumns(query), 'id = $1'), [companyId, count]);
    for (const [table, columns] of tables) {
      if (NOT_COPIED.has(table)) continue;
      await timedStep(`${table} copied`, () =>
        query(copyStatement(table, columns, 'company_id = $1'), [companyId, count]),
      );
    }
  } finally {
    await query('reset session_replication_role');
  }
}

async function companyColumns(query) {
  const rows = await query(
    `select column_name, data_type from information_schema.columns
     where table_schema = 'public' and table_name = 'company'`,
  );
  return rows.map((row) => ({ name: row.column_name, mapped: row.data_type === 'uuid' }));
}

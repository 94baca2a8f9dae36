/**
 * Copies the application's tables row for row, as JSON, from one PostgreSQL database to another (or to
 * and from a backup file). Values travel as PostgreSQL's own JSON text and are read back by
 * `jsonb_populate_recordset` into the target's column types, so no value passes through a JavaScript
 * number. Used by backup and restore (db/backup.ts) and by the import of a PGlite folder
 * (db/pglite-import.ts).
 */

/** What both node-postgres clients and PGlite offer. */
export interface Queryable {
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
}

const BATCH_ROWS = 2000;
/**
 * Tables whose rows hold files (up to the attachment ceiling, 10 MB, twice that as JSON hex): a few
 * rows per batch keep one line of the backup, and the memory it takes, bounded.
 */
const BATCH_ROWS_OF: Record<string, number> = { attachment: 4 };

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The base tables of the public schema, by name. */
export async function applicationTables(source: Queryable): Promise<string[]> {
  const { rows } = await source.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
}

export interface RowBatch {
  /** A JSON array of the rows, as PostgreSQL wrote it. */
  json: string;
  count: number;
}

/**
 * The rows of a table in batches of at most BATCH_ROWS, in storage order. Runs a cursor, so it must
 * be called inside a transaction (the snapshot every table is read in).
 */
export async function* readTableBatches(source: Queryable, table: string): AsyncGenerator<RowBatch> {
  const cursor = `bilan_copy_${table.replace(/\W/g, '_')}`;
  const batchRows = BATCH_ROWS_OF[table] ?? BATCH_ROWS;
  await source.query(
    `declare ${cursor} no scroll cursor for select to_jsonb(t)::text as row from ${quoteIdentifier(table)} t`,
  );
  try {
    for (;;) {
      const { rows } = await source.query<{ row: string }>(`fetch ${batchRows} from ${cursor}`);
      if (rows.length === 0) return;
      yield { json: `[${rows.map((row) => row.row).join(',')}]`, count: rows.length };
      if (rows.length < batchRows) return;
    }
  } finally {
    await source.query(`close ${cursor}`);
  }
}

/**
 * Inserts a batch of rows into a table of the target. The target's session must have its triggers
 * and foreign keys off (`session_replication_role = replica`): rows are restored as they were, in any
 * table order, and the ledger's append-only and balance triggers must not fire a second time.
 */
export async function insertBatch(target: Queryable, table: string, rowsJson: string): Promise<number> {
  const columns = await writableColumns(target, table);
  const list = columns.map(quoteIdentifier).join(', ');
  const { rows } = await target.query<{ count: string }>(
    `with inserted as (
       insert into ${quoteIdentifier(table)} (${list}) overriding system value
       select ${list} from jsonb_populate_recordset(null::${quoteIdentifier(table)}, $1::jsonb)
       returning 1)
     select count(*)::text as count from inserted`,
    [rowsJson],
  );
  return Number(rows[0]?.count ?? 0);
}

const columnCache = new WeakMap<Queryable, Map<string, string[]>>();

async function writableColumns(target: Queryable, table: string): Promise<string[]> {
  let tables = columnCache.get(target);
  if (!tables) {
    tables = new Map();
    columnCache.set(target, tables);
  }
  const cached = tables.get(table);
  if (cached) return cached;
  const { rows } = await target.query<{ name: string }>(
    `select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  if (rows.length === 0) throw new Error(`The target database has no table ${table}`);
  const columns = rows.map((row) => row.name);
  tables.set(table, columns);
  return columns;
}

/** Counts of rows per table, to check a copy against its source. */
export async function rowCounts(source: Queryable, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await source.query<{ count: string }>(
      `select count(*)::text as count from ${quoteIdentifier(table)}`,
    );
    counts[table] = Number(rows[0]?.count ?? 0);
  }
  return counts;
}

/** Sequences owned by columns start after the highest value restored. */
export async function resetSequences(target: Queryable): Promise<void> {
  const { rows } = await target.query<{ sequence: string; table: string; column: string }>(
    `select s.relname as sequence, t.relname as table, a.attname as column
       from pg_depend d
       join pg_class s on s.oid = d.objid and s.relkind = 'S'
       join pg_class t on t.oid = d.refobjid
       join pg_namespace n on n.oid = t.relnamespace and n.nspname = 'public'
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
      where d.deptype in ('a', 'i')`,
  );
  for (const row of rows) {
    await target.query(
      `select setval($1::regclass, coalesce((select max(${quoteIdentifier(row.column)}) from ${quoteIdentifier(row.table)}), 0) + 1, false)`,
      [quoteIdentifier(row.sequence)],
    );
  }
}

// `node --import tsx apps/api/src/cli/query-check.ts FOLDER [--strict]`: the query check of issue #35
// over the statements the API tests logged into FOLDER (db/statement-log.ts). It lists the statements
// that touch a tenant table without naming its company_id, less those of db/query-allowlist.json (each
// with the reason it is there; the list only shrinks). With --strict, as scripts/test.mjs runs it after
// the whole API suite, any other statement fails the run. It also names the listed statements no test
// sent any more, to be taken off the list.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { LOCAL_TABLES } from '../db/distribution-rules.ts';
import { statementShape, tablesWithoutCompany } from '../db/query-check.ts';
import * as schema from '../db/schema.ts';

function tenantTables(): Set<string> {
  const names = new Set<string>();
  for (const table of Object.values(schema)) {
    const config = (() => {
      try {
        return getTableConfig(table as PgTable);
      } catch {
        return undefined;
      }
    })();
    if (config?.columns.some((column) => column.name === 'company_id') && !(config.name in LOCAL_TABLES)) {
      names.add(config.name);
    }
  }
  return names;
}

function loggedShapes(folder: string): Set<string> {
  const shapes = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.jsonl'))) {
    for (const line of readFileSync(join(folder, file), 'utf8').split('\n')) {
      if (line) shapes.add(statementShape(JSON.parse(line) as string));
    }
  }
  return shapes;
}

const folder = process.argv[2];
const strict = process.argv.includes('--strict');
if (!folder) throw new Error('Usage: query-check.ts FOLDER [--strict]');
const allowlist = new Set<string>(
  Object.keys(
    JSON.parse(readFileSync(new URL('../db/query-allowlist.json', import.meta.url), 'utf8')) as Record<string, string>,
  ),
);
const tenants = tenantTables();
let touching = 0;
const allowed: string[] = [];
const failures: string[] = [];
const shapes = loggedShapes(folder);
for (const shape of shapes) {
  const missing = tablesWithoutCompany(shape, tenants);
  if ([...tenants].some((table) => new RegExp(`\\b${table}\\b`).test(shape))) touching += 1;
  if (missing.length === 0) continue;
  if (allowlist.has(shape)) allowed.push(shape);
  else failures.push(`${missing.join(', ')}: ${shape}`);
}
console.log(
  `Query check: ${touching} statement shapes on tenant tables, ${touching - allowed.length - failures.length} name their company; ` +
    `${allowed.length} allowlisted (db/query-allowlist.json holds ${allowlist.size}), ${failures.length} others without company_id.`,
);
for (const failure of failures) console.log(`  without company_id: ${failure}`);
const unseen = [...allowlist].filter((shape) => !shapes.has(shape));
if (unseen.length > 0)
  console.log(`${unseen.length} allowlisted statements were not sent (off the list if the whole suite ran):`);
for (const shape of unseen) console.log(`  not sent: ${shape}`);
process.exit(strict && failures.length > 0 ? 1 : 0);

// Fails when the Drizzle schema and the committed migrations differ: drizzle-kit generates into a
// scratch copy of the migrations folder, and any new file there is a change nobody committed.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const api = join(dirname(fileURLToPath(import.meta.url)), '../apps/api');
const committed = join(api, 'drizzle');
// drizzle-kit only takes an output folder relative to its config, so the scratch copy lives beside it.
const scratchName = `.drift-${process.pid}`;
const scratch = join(api, scratchName);
cpSync(committed, scratch, { recursive: true });
const before = new Set(readdirSync(scratch));
const result = spawnSync('npx', ['drizzle-kit', 'generate'], {
  cwd: api,
  env: { ...process.env, DRIZZLE_OUT: `./${scratchName}` },
  encoding: 'utf8',
});
const added = readdirSync(scratch).filter((name) => !before.has(name));
rmSync(scratch, { recursive: true, force: true });
if (result.status !== 0 || /error/i.test(result.stderr)) {
  console.error(result.stdout, result.stderr);
  process.exit(1);
}
if (added.length > 0) {
  console.error(`Migration drift: the schema has changes without a migration (${added.join(', ')}).`);
  console.error('Run `npm run db:generate` and commit the new file under apps/api/drizzle.');
  process.exit(1);
}
console.log('No migration drift: the schema matches the committed migrations.');

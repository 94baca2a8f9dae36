// `npm test`: every Vitest project, the API suite on an embedded PostgreSQL server this run starts
// (or on TEST_DATABASE_URL with TEST_DB=postgres); when TEST_DATABASE_URL is set, the migration and
// ledger tests once more on that server, so an older production server stays covered; then the
// browser journeys when Chromium is installed. After the API tests, the query check reads the statements
// they sent in companies' transactions (apps/api/src/cli/query-check.ts) and fails the run on one that
// touches a tenant table without naming its company_id, unless db/query-allowlist.json lists it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(join(tmpdir(), 'bilan-test-report-'));
const totals = { passed: 0, failed: 0 };
let failedRuns = 0;

function vitest(label, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const outputFile = join(reports, `${totals.passed + totals.failed}-${Date.now()}.json`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`, ...args],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
  );
  if (existsSync(outputFile)) {
    const report = JSON.parse(readFileSync(outputFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
  }
  if (result.status !== 0) failedRuns += 1;
}

// The API's statements in companies' transactions, for the query check (apps/api/src/cli/query-check.ts).
const statements = join(reports, 'statements');
mkdirSync(statements);
vitest('unit, component and API tests (embedded PostgreSQL)', [], { BILAN_SQL_LOG_DIR: statements });

console.log('\n=== query check: statements on tenant tables name their company ===');
const queryCheck = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(root, 'apps/api/src/cli/query-check.ts'), statements, '--strict'],
  { cwd: root, stdio: 'inherit' },
);
if (queryCheck.status !== 0) failedRuns += 1;

if (process.env.TEST_DATABASE_URL) {
  vitest(
    'migration and ledger tests (TEST_DATABASE_URL)',
    [
      '--project',
      'api',
      'apps/api/src/db/tenant.test.ts',
      'apps/api/src/db/backup.test.ts',
      'apps/api/src/db/distribution-rules.test.ts',
      'apps/api/src/db/company-keys-migration.test.ts',
      'apps/api/src/modules/ledger',
    ],
    { TEST_DB: 'postgres' },
  );
} else {
  console.log('\nTEST_DATABASE_URL is not set: the migration and ledger tests ran on the embedded server only.');
}

const e2eRunner = join(root, 'e2e/run.mjs');
if (existsSync(e2eRunner) && (existsSync('/usr/bin/chromium') || process.env.CI === 'true')) {
  console.log('\n=== end-to-end journeys (headless Chromium) ===');
  const result = spawnSync(process.execPath, [e2eRunner], { cwd: root, stdio: 'inherit', encoding: 'utf8' });
  if (result.status !== 0) failedRuns += 1;
} else if (existsSync(e2eRunner)) {
  console.log('\n/usr/bin/chromium is missing: the browser journeys did not run (apt-get install -y chromium).');
}

rmSync(reports, { recursive: true, force: true });
console.log(`\nvitest: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedRuns > 0 ? 1 : 0);

// `npm run lint` step: the OpenAPI document the API generates, linted by Redocly's recommended rules
// (redocly.yaml lists the exceptions, each with its reason). Zero errors and zero warnings pass.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(join(tmpdir(), 'bilan-openapi-'));
const document = join(scratch, 'openapi.json');
// Redocly's telemetry and update check are network calls a lint step has no business making.
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
try {
  const written = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/openapi.ts', document], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (written.status !== 0) process.exit(written.status ?? 1);
  const lint = (format) =>
    spawnSync(
      join(root, 'node_modules/.bin/redocly'),
      ['lint', '--config', join(root, 'redocly.yaml'), '--max-problems', '1000', '--format', format, document],
      { cwd: root, encoding: 'utf8', env },
    );
  // Redocly exits 0 on warnings alone: its totals decide, and a failure is shown as a readable list.
  const { totals } = JSON.parse(lint('json').stdout);
  if (totals.errors > 0 || totals.warnings > 0) {
    console.error(lint('stylish').stdout);
    console.error(`OpenAPI document: ${totals.errors} errors and ${totals.warnings} warnings (redocly.yaml).`);
    process.exit(1);
  }
  console.log('OpenAPI document: no Redocly problem.');
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

// Writes the OpenAPI document of the API to the file named by the first argument, without a database:
// the app is built in-process and asked for its document (scripts/lint-openapi.mjs lints the file).
import { writeFileSync } from 'node:fs';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openPostgres } from '../db/client.ts';

const file = process.argv[2];
if (!file) throw new Error('Usage: node --import tsx apps/api/src/cli/openapi.ts FILE');
// Nothing is queried while the document is built: the pool never connects (port 1 refuses at once).
const handle = openPostgres('postgres://openapi@127.0.0.1:1/openapi');
const config = { ...loadConfig({ JWT_SECRET: 'openapi-document-only-secret-never-used' }), webDistDir: '/nonexistent' };
const app = await buildApp({ db: handle.db, config, logger: false });
try {
  await app.ready();
  writeFileSync(file, `${JSON.stringify(app.swagger(), null, 2)}\n`);
} finally {
  await app.close();
  await handle.close();
}

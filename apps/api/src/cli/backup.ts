// `npm run backup -- --out FILE`: every table of the books, read in one snapshot, into FILE, while the
// application may be running. Books of DATABASE_URL, or else of DATA_DIR's embedded server.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { BackupRefused, writeBackup } from '../db/backup.ts';
import { openPostgres } from '../db/client.ts';
import { openEmbeddedBooks, runCommand } from './embedded-books.ts';

await runCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  if (!values.out) throw new BackupRefused('Usage: npm run backup -- --out FILE');
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), values.out);
  const config = loadConfig();
  const handle = config.databaseUrl ? openPostgres(config.databaseUrl) : await openEmbeddedBooks(config.dataDir);
  try {
    const counts = await writeBackup(handle, file);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(`Backed up ${rows} rows of ${Object.keys(counts).length} tables to ${file}`);
  } finally {
    await handle.close();
  }
}, [BackupRefused]);

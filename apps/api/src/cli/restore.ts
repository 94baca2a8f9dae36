// `npm run restore -- FILE`: loads a backup into an empty DATA_DIR (its embedded server is created)
// or into the empty database of DATABASE_URL. Refuses books already there and backups of a newer schema.
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { BackupRefused, readBackupHeader, restoreBackup } from '../db/backup.ts';
import { type DatabaseHandle, openDatabase, openPostgres } from '../db/client.ts';
import { runCommand } from './embedded-books.ts';

await runCommand(async () => {
  const [argument] = process.argv.slice(2);
  if (!argument) throw new BackupRefused('Usage: npm run restore -- FILE');
  const file = resolve(process.env.INIT_CWD ?? process.cwd(), argument);
  if (!existsSync(file)) throw new BackupRefused(`${file} does not exist.`);
  await readBackupHeader(file);
  const config = loadConfig();
  const embedded = !config.databaseUrl;
  const clusterDir = join(config.dataDir, 'postgres');
  if (embedded && (existsSync(clusterDir) || existsSync(join(config.dataDir, 'pglite')))) {
    throw new BackupRefused(`DATA_DIR ${config.dataDir} already holds books: restore into an empty DATA_DIR.`);
  }
  let handle: DatabaseHandle | undefined;
  try {
    handle = config.databaseUrl ? openPostgres(config.databaseUrl) : await openDatabase({ dataDir: config.dataDir });
    const counts = await restoreBackup(handle, file);
    const rows = Object.values(counts).reduce((sum, count) => sum + count, 0);
    console.log(`Restored ${rows} rows of ${Object.keys(counts).length} tables from ${file}`);
    await handle.close();
  } catch (error) {
    await handle?.close();
    // The cluster this command created holds nothing worth keeping: the next attempt starts clean.
    if (embedded) {
      rmSync(clusterDir, { recursive: true, force: true });
      rmSync(join(config.dataDir, 'postgres-password'), { force: true });
    }
    throw error;
  }
}, [BackupRefused]);

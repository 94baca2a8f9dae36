import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { importPgliteDataDir } from './db/pglite-import.ts';
import { StartupError } from './lib/startup-error.ts';
import { seedReferentials } from './modules/referentials/referentials.seed.ts';

async function start() {
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // Books of an earlier version's PGlite folder come in at their own schema version, then migrate.
    if (!config.databaseUrl) await importPgliteDataDir(handle, config.dataDir, console);
    await migrateDatabase(handle);
    await seedReferentials(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  const app = await buildApp({ db: handle.db, config });

  let closing = false;
  async function shutdown(signal: string): Promise<void> {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await handle.close();
    process.exit(0);
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Bilan listens on http://${config.host}:${config.port} (${handle.description})`);
}

try {
  await start();
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(`Bilan cannot start: ${error.message}`);
  process.exit(1);
}

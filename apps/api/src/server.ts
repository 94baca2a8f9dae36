import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateDatabase } from './db/migrate.ts';
import { keepPlannerStatistics } from './db/statistics.ts';
import { seedReferentials } from './modules/referentials/referentials.seed.ts';

const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateDatabase(handle);
await seedReferentials(handle.db);
const app = await buildApp({ db: handle.db, config });

let stopStatistics = () => {};
let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopStatistics();
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
stopStatistics = await keepPlannerStatistics(handle);
app.log.info(`Bilan listens on http://localhost:${config.port} (${handle.kind} database)`);

import { join } from 'node:path';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { REPO_ROOT } from '../config.ts';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_DIR = join(REPO_ROOT, 'apps/api/drizzle');

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR };
  // Both migrators run the same committed SQL files; only the driver differs.
  if (handle.kind === 'pglite') await migratePglite(handle.db as never, options);
  else await migratePostgres(handle.db as never, options);
}

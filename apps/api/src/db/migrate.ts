import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { REPO_ROOT } from '../config.ts';
import { type DatabaseHandle, withConnection } from './client.ts';

export const MIGRATIONS_DIR = join(REPO_ROOT, 'apps/api/drizzle');

/** Applies the migrations not yet applied, in one transaction on one connection of the pool. */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  await withConnection(handle.db, (client) => migrate(drizzle({ client }), { migrationsFolder }));
}

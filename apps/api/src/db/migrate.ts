import { join } from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { REPO_ROOT } from '../config.ts';
import type { DatabaseHandle } from './client.ts';

export const MIGRATIONS_DIR = join(REPO_ROOT, 'apps/api/drizzle');

export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  await migrate(handle.db as never, { migrationsFolder });
}

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase, openPostgres } from '../db/client.ts';
import { processIsAlive } from '../db/data-dir-lock.ts';
import { EMBEDDED_DATABASE } from '../db/embedded-server.ts';
import { StartupError } from '../lib/startup-error.ts';

/**
 * The books of DATA_DIR for a command run beside the application: the running embedded server when
 * the application is up (its port from postmaster.pid), else a server started for the command.
 */
export async function openEmbeddedBooks(dataDir: string): Promise<DatabaseHandle> {
  const clusterDir = join(dataDir, 'postgres');
  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    throw new StartupError(
      `${dataDir} holds no books (no ${clusterDir}).`,
      'Set DATA_DIR or DATABASE_URL to the books to back up.',
    );
  }
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
    if (processIsAlive(Number(pid)) && existsSync(join(dataDir, 'bilan.lock'))) {
      const password = readFileSync(join(dataDir, 'postgres-password'), 'utf8').trim();
      return openPostgres(
        `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(port)}/${EMBEDDED_DATABASE}`,
        'the running embedded PostgreSQL server',
      );
    }
  }
  return openDatabase({ dataDir });
}

/** Runs a command's work and turns the errors a user can fix into one line and exit code 1. */
export async function runCommand(work: () => Promise<void>, refusals: Array<new (...args: never[]) => Error>) {
  try {
    await work();
  } catch (error) {
    if (error instanceof StartupError || refusals.some((kind) => error instanceof kind)) {
      console.error((error as Error).message);
      process.exit(1);
    }
    throw error;
  }
}

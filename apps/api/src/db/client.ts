import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the code sees, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const directory = join(options.dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  return wrapPglite(await createPglite({ dataDir: directory }));
}

/**
 * Every embedded database loads pg_trgm, whose trigram indexes serve search (migration 0009): PGlite
 * ships contrib extensions as bundles that must be named when the instance is created.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

const postgresPools = new WeakMap<Database, pg.Pool>();
const dialect = new PgDialect();

/** What a listener of a notification channel is told. */
export interface ChannelHandlers {
  /** A notification's payload. */
  message(payload: string): void;
  /** Listening, at first or again: notifications sent while not listening were missed. */
  listening(): void;
  /** The listening connection is gone: notifications are missed until `listening` is told again. */
  lost(): void;
}

type ChannelListener = (channel: string, handlers: ChannelHandlers) => () => Promise<void>;
const channelListeners = new WeakMap<Database, ChannelListener>();
const RELISTEN_AFTER_MS = 1000;

/**
 * Listens to a notification channel of the database (NOTIFY, sent on commit) until the returned
 * function is called. On PostgreSQL, one connection of its own, opened again after a loss.
 */
export function listenTo(db: Database, channel: string, handlers: ChannelHandlers): () => Promise<void> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  const listen = channelListeners.get(db);
  if (!listen) throw new Error('This database was not opened by openDatabase');
  return listen(channel, handlers);
}

function listenOnPostgres(databaseUrl: string): ChannelListener {
  return (channel, handlers) => {
    let stopped = false;
    let client: pg.Client | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      const connection = new pg.Client({ connectionString: databaseUrl });
      client = connection;
      let lost = false;
      const lose = () => {
        if (lost) return;
        lost = true;
        handlers.lost();
        void connection.end().catch(() => {});
        if (!stopped) retry = setTimeout(connect, RELISTEN_AFTER_MS);
      };
      connection.on('error', lose);
      connection.on('end', lose);
      connection.on('notification', (notification) => handlers.message(notification.payload ?? ''));
      try {
        await connection.connect();
        await connection.query(`listen ${channel}`);
        if (!stopped && !lost) handlers.listening();
      } catch {
        lose();
      }
    };
    void connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    };
  };
}

function listenOnPglite(client: PGlite): ChannelListener {
  return (channel, handlers) => {
    const unlisten = client.listen(channel, handlers.message).then((stop) => {
      handlers.listening();
      return stop;
    });
    return async () => {
      await (await unlisten)();
    };
  };
}

export function openPostgres(databaseUrl: string): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    options: '-c plan_cache_mode=force_generic_plan',
  });
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  postgresPools.set(db, pool);
  channelListeners.set(db, listenOnPostgres(databaseUrl));
  return { db, kind: 'postgres', close: () => pool.end() };
}

/**
 * Runs `work` in a transaction that opens with `prelude`: SQL holding literal values only, never input
 * that was not checked. On PostgreSQL, BEGIN and the prelude go in one round trip (a query without
 * parameters may hold several statements), which every tenant request saves; PGlite, in-process,
 * runs them one after the other. The transaction is Drizzle's own, on one pooled connection.
 */
export async function transactionWithPrelude<T>(
  db: Database,
  prelude: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const pool = postgresPools.get(db);
  if (!pool) {
    return db.transaction(async (tx) => {
      await tx.execute(sql.raw(prelude));
      return work(tx);
    });
  }
  const client = await pool.connect();
  const relations = db._.schema && {
    fullSchema: db._.fullSchema,
    schema: db._.schema,
    tableNamesMap: db._.tableNamesMap,
  };
  const session = new NodePgSession(client, dialect, relations);
  const tx = new NodePgTransaction(dialect, session, relations) as unknown as Transaction;
  let broken: Error | undefined;
  try {
    await client.query(`begin; ${prelude}`);
    const result = await work(tx);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    // A connection that could not even roll back is closed rather than handed to the next request.
    client.release(broken);
  }
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  channelListeners.set(db, listenOnPglite(client));
  return { db, kind: 'pglite', close: () => client.close() };
}

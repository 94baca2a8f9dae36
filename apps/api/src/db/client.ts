import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startEmbeddedServer } from './embedded-server.ts';
import * as schema from './schema.ts';
import { withStatementLog } from './statement-log.ts';

export type Schema = typeof schema;
/** The one database type the code sees: PostgreSQL through node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * What the work of a transaction is given: Drizzle's queries on the transaction's one connection.
 * Nested transactions and `rollback` are left out (a failure rolls back by throwing), so the same work
 * runs in Drizzle's own transactions and in `transactionWithPrelude`'s, built from public APIs only.
 */
export type Transaction = Omit<
  Parameters<Parameters<Database['transaction']>[0]>[0],
  'transaction' | 'rollback' | 'setTransaction'
>;
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  /** Where the books are, for the start-up log: never the password. */
  description: string;
  close(): Promise<void>;
}

/**
 * The database named by DATABASE_URL, or else the embedded PostgreSQL server this process runs itself
 * over DATA_DIR/postgres; closing the handle then stops that server.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, 'PostgreSQL at DATABASE_URL');
  const server = await startEmbeddedServer({ dataDir: options.dataDir });
  const handle = openPostgres(server.url(), `embedded PostgreSQL on 127.0.0.1:${server.port}`);
  return {
    ...handle,
    async close() {
      await handle.close();
      await server.stop();
    },
  };
}

const postgresPools = new WeakMap<Database, pg.Pool>();

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
 * function is called: one connection of its own, opened again after a loss.
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

export function openPostgres(databaseUrl: string, description = 'PostgreSQL'): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    // Bilan's statements are short and read one company's rows through its indexes: JIT compilation
    // costs more than it saves (102 of a 121 ms search on PostgreSQL 15, docs/scaling.md), so it is off
    // on Bilan's own connections whatever the server's setting.
    options: '-c plan_cache_mode=force_generic_plan -c jit=off',
  });
  // An idle connection the server ends (a restart, a shutdown under way) is dropped from the pool and
  // replaced on next use; without a listener its error would end the process.
  pool.on('error', () => {});
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  postgresPools.set(db, pool);
  channelListeners.set(db, listenOnPostgres(databaseUrl));
  return { db, description, close: () => pool.end() };
}

/**
 * Runs `work` in a transaction that opens with `prelude`: SQL holding literal values only, never input
 * that was not checked. BEGIN and the prelude go in one round trip (a query without parameters may
 * hold several statements), which every tenant request saves. The transaction is Drizzle's own, on
 * one pooled connection.
 */
export async function transactionWithPrelude<T>(
  db: Database,
  prelude: string,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const pool = postgresPools.get(db);
  if (!pool) throw new Error('This database was not opened by openDatabase');
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(`begin; ${prelude}`);
    const result = await withStatementLog(client, () => work(onConnection(client)));
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

/** Drizzle on each pooled connection, made once per connection (the pool keeps its connections). */
const connectionDatabases = new WeakMap<pg.PoolClient, Transaction>();
/** The connection under each of those, for what Drizzle's public API does not do (named statements). */
const connectionsOf = new WeakMap<Transaction, pg.PoolClient>();

function onConnection(client: pg.PoolClient): Transaction {
  let tx = connectionDatabases.get(client);
  if (!tx) {
    tx = drizzlePostgres({ client, schema });
    connectionDatabases.set(client, tx);
    connectionsOf.set(tx, client);
  }
  return tx;
}

/**
 * The node-postgres connection a transaction of `transactionWithPrelude` runs on; none for the pool
 * itself or for Drizzle's own transactions.
 */
export function connectionOf(executor: Executor): pg.PoolClient | undefined {
  return connectionsOf.get(executor as Transaction);
}

/** A connection of the database's pool for work outside Drizzle (copying tables), released after. */
export async function withConnection<T>(db: Database, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const pool = postgresPools.get(db);
  if (!pool) throw new Error('This database was not opened by openDatabase');
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await work(client);
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}

import { type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.ts';

/** Rows of a raw query; both drivers answer `{ rows }`. */
export async function queryRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** The message of an error and of its causes (drivers and Drizzle wrap the database's error). */
export function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let current: unknown = error; current instanceof Error; current = current.cause) parts.push(current.message);
  return parts.join(' | ');
}

/** Why the database refused a statement; fails the test when it was accepted. */
export async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    return errorText(error);
  }
  throw new Error('the statement was accepted');
}

/**
 * Runs a statement as a superuser who turns the database's guards off for it (triggers do not fire
 * under `session_replication_role = replica`): the tampering that only ledger/verify can report.
 */
export async function tamperAsSuperuser(db: Database, query: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(query);
  });
}

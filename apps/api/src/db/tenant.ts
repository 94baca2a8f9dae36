import { uuidSchema } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { type Database, type Transaction, transactionWithPrelude } from './client.ts';

const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 3;

/**
 * Runs `work` in one transaction as the tenant role with `bilan.company_id` set, so row-level
 * security shows and accepts only that company's rows. Serialization failures and deadlocks are
 * retried a few times (docs/architecture.md, Security and reliability).
 */
export async function inTenant<T>(db: Database, companyId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transactionWithPrelude(db, tenantSettings(companyId), work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE_CODES.has(databaseErrorCode(error) ?? '')) throw error;
    }
  }
}

/** Enters the tenant inside a transaction already open (signup, which creates the company first). */
export async function enterTenant(tx: Transaction, companyId: string): Promise<void> {
  await tx.execute(sql.raw(tenantSettings(companyId)));
}

/**
 * `set_config('role', …, true)` is SET LOCAL ROLE as a function, so both settings take one statement,
 * sent with BEGIN. The company id is spelled into the SQL, so it must be a UUID and nothing else.
 */
function tenantSettings(companyId: string): string {
  if (!uuidSchema.safeParse(companyId).success) throw new Error('A tenant company id must be a UUID');
  return `select set_config('bilan.company_id', '${companyId}', true), set_config('role', 'bilan_tenant', true)`;
}

/** The SQLSTATE of a database error, whichever driver raised it. */
export function databaseErrorCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | undefined;
  if (typeof candidate?.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate.code;
  if (typeof candidate?.cause?.code === 'string') return candidate.cause.code;
  return undefined;
}

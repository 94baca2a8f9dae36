import type { Company } from '@bilan/contract';
import { asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies } from './companies.table.ts';

export async function findCompany(db: Executor, id: string): Promise<Company | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row && { ...row, createdAt: row.createdAt.toISOString() };
}

/** One page of the companies whose parent is `parentCompanyId`, oldest first, with their count. */
export async function listChildCompanies(db: Executor, parentCompanyId: string, limit: number, offset: number) {
  const [total] = await db
    .select({ companies: count() })
    .from(companies)
    .where(eq(companies.parentCompanyId, parentCompanyId));
  const rows = await db
    .select()
    .from(companies)
    .where(eq(companies.parentCompanyId, parentCompanyId))
    .orderBy(asc(companies.createdAt), asc(companies.id))
    .limit(limit)
    .offset(offset);
  return {
    rows: rows.map((row): Company => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.companies ?? 0,
  };
}

import type { Company } from '@bilan/contract';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies } from './companies.table.ts';

export async function findCompany(db: Executor, id: string): Promise<Company | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row && { ...row, createdAt: row.createdAt.toISOString() };
}

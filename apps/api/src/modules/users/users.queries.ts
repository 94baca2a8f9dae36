import type { CompanyUser } from '@bilan/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { memberships, users } from '../auth/users.table.ts';
import { companies } from '../companies/companies.table.ts';

const companyUserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: memberships.roles,
  profiles: memberships.profiles,
  active: memberships.active,
  mustChangePassword: users.mustChangePassword,
  createdAt: memberships.createdAt,
};

type CompanyUserRow = Omit<CompanyUser, 'createdAt'> & { createdAt: Date };

const toCompanyUser = (row: CompanyUserRow): CompanyUser => ({ ...row, createdAt: row.createdAt.toISOString() });

export async function findCompanyUser(db: Executor, companyId: string, userId: string) {
  const [row] = await db
    .select(companyUserColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
  return row && toCompanyUser(row);
}

/** One page of the company's members, in the order they joined, with their count. */
export async function listCompanyUsers(db: Executor, companyId: string, limit: number, offset: number) {
  const [total] = await db.select({ members: count() }).from(memberships).where(eq(memberships.companyId, companyId));
  const rows = await db
    .select(companyUserColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.companyId, companyId))
    .orderBy(asc(memberships.createdAt), asc(memberships.userId))
    .limit(limit)
    .offset(offset);
  return { rows: rows.map(toCompanyUser), total: total?.members ?? 0 };
}

/** Locks the company row, so concurrent changes of its memberships are checked one after the other. */
export async function lockCompany(db: Executor, companyId: string): Promise<void> {
  await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function countActiveOwners(db: Executor, companyId: string): Promise<number> {
  const [owners] = await db
    .select({ owners: count() })
    .from(memberships)
    .where(
      and(eq(memberships.companyId, companyId), eq(memberships.active, true), sql`'OWNER' = any(${memberships.roles})`),
    );
  return owners?.owners ?? 0;
}

export async function updateMembership(
  db: Executor,
  companyId: string,
  userId: string,
  change: { roles: string[]; profiles: string[]; active: boolean },
): Promise<void> {
  await db
    .update(memberships)
    .set(change)
    .where(and(eq(memberships.companyId, companyId), eq(memberships.userId, userId)));
}

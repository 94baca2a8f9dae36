import type { CompanyUser, PendingInvitation } from '@bilan/contract';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invitations, memberships, users } from '../auth/users.table.ts';
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

export async function hasPendingInvitation(db: Executor, companyId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.companyId, companyId), eq(invitations.userId, userId)));
  return row !== undefined;
}

/** The invitations waiting for the user's answer, oldest first, with the name of each inviting company. */
export async function listPendingInvitations(db: Executor, userId: string): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: invitations.id,
      companyId: companies.id,
      companyName: companies.name,
      roles: invitations.roles,
      profiles: invitations.profiles,
      createdAt: invitations.createdAt,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(eq(invitations.userId, userId))
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
  return rows.map((row) => ({
    id: row.id,
    company: { id: row.companyId, name: row.companyName },
    roles: row.roles,
    profiles: row.profiles,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Removes an invitation of the user (accepted or declined) and answers it; another user's is untouched. */
export async function takeInvitation(db: Executor, userId: string, invitationId: string) {
  const [row] = await db
    .delete(invitations)
    .where(and(eq(invitations.id, invitationId), eq(invitations.userId, userId)))
    .returning();
  return row;
}

import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { companies } from '../companies/companies.table.ts';
import { loginFailures, memberships, users } from './users.table.ts';

export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function findUserById(db: Executor, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function listMemberships(db: Executor, userId: string) {
  return db.select().from(memberships).where(eq(memberships.userId, userId)).orderBy(asc(memberships.createdAt));
}

export async function findMembership(db: Executor, userId: string, companyId: string) {
  const [membership] = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.companyId, companyId)));
  return membership;
}

/** A new password ends any pending change of a one-time password. */
/** A new password revokes every token issued before it. */
export async function updatePasswordHash(db: Executor, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      passwordChangedAt: new Date(),
      mustChangePassword: false,
      sessionGeneration: sql`${users.sessionGeneration} + 1`,
    })
    .where(eq(users.id, userId));
}

/** Revokes every token of the user issued so far (logout, deactivation). */
export async function revokeSessions(db: Executor, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionGeneration: sql`${users.sessionGeneration} + 1` })
    .where(eq(users.id, userId));
}

/**
 * What each request re-checks behind its token: one lookup by the membership's primary key. The
 * statement is built once per database, with placeholders, since it runs before every tenant request.
 */
export async function findMembershipState(db: Database, userId: string, companyId: string) {
  let statement = membershipStatements.get(db);
  if (!statement) {
    statement = membershipStateStatement(db);
    membershipStatements.set(db, statement);
  }
  const [state] = await statement.execute({ userId, companyId });
  return state;
}

function membershipStateStatement(db: Database) {
  return db
    .select({
      active: memberships.active,
      roles: memberships.roles,
      profiles: memberships.profiles,
      mustChangePassword: users.mustChangePassword,
      sessionGeneration: users.sessionGeneration,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(memberships.userId, sql.placeholder('userId')), eq(memberships.companyId, sql.placeholder('companyId'))),
    )
    .prepare('bilan_membership_state');
}

const membershipStatements = new WeakMap<Database, ReturnType<typeof membershipStateStatement>>();

/** The companies of a user's active memberships, oldest membership first. */
export async function listMemberCompanies(db: Executor, userId: string) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      countryCode: companies.countryCode,
      currency: companies.currency,
      parentCompanyId: companies.parentCompanyId,
      roles: memberships.roles,
    })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(and(eq(memberships.userId, userId), eq(memberships.active, true)))
    .orderBy(asc(memberships.createdAt), asc(companies.id));
}

export interface LoginReservation {
  id: string;
  /** When refused: how long until an attempt may be checked again. */
  retryAfterMs?: number;
}

/**
 * Records a login attempt before its password is checked, unless `waitMs` (login-throttle.ts), given
 * the earlier failures of the email from the address and of the address over every email, says it
 * must wait. One lock per address makes concurrent attempts count one after the other, so none
 * gets past the limit.
 */
export async function reserveLoginAttempt(
  db: Database,
  attempt: { email: string; address: string; at: Date },
  windows: { emailSince: Date; addressSince: Date },
  waitMs: (ofEmail: Date[], ofAddress: Date[]) => number,
): Promise<LoginReservation> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`bilan-login:${attempt.address}`}))`);
    const since = new Date(Math.min(windows.emailSince.getTime(), windows.addressSince.getTime()));
    const recent = await tx
      .select({ email: loginFailures.email, failedAt: loginFailures.failedAt })
      .from(loginFailures)
      .where(and(eq(loginFailures.address, attempt.address), gt(loginFailures.failedAt, since)))
      .orderBy(asc(loginFailures.failedAt));
    const ofEmail = recent.filter((row) => row.email === attempt.email && row.failedAt > windows.emailSince);
    const ofAddress = recent.filter((row) => row.failedAt > windows.addressSince);
    const id = newId();
    const wait = waitMs(
      ofEmail.map((row) => row.failedAt),
      ofAddress.map((row) => row.failedAt),
    );
    if (wait > 0) return { id, retryAfterMs: wait };
    await tx.insert(loginFailures).values({ id, email: attempt.email, address: attempt.address, failedAt: attempt.at });
    return { id };
  });
}

/** After a successful login: the attempts of that email from that address no longer count. */
export async function clearLoginFailures(db: Executor, email: string, address: string): Promise<void> {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.address, address)));
}

/** Attempts that left the window are kept no longer. */
export async function forgetOldLoginFailures(db: Executor, before: Date): Promise<void> {
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, before));
}

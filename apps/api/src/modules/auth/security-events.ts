import { and, count, desc, eq, gt, max } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { type SECURITY_EVENT_KINDS, securityEvents } from './users.table.ts';

export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export interface SecurityEvent {
  kind: SecurityEventKind;
  /** The client address of the request (Fastify's `request.ip`, TRUST_PROXY aware). */
  address: string;
  actorId?: string | null;
  userId?: string | null;
  companyId?: string | null;
  email?: string | null;
  details?: Record<string, unknown>;
}

/** Appends an event to the security trail (append-only, migration 0013). Never a password or a hash. */
export async function recordSecurityEvent(db: Executor, event: SecurityEvent): Promise<void> {
  await db.insert(securityEvents).values({
    id: newId(),
    kind: event.kind,
    address: event.address,
    actorId: event.actorId ?? null,
    userId: event.userId ?? null,
    companyId: event.companyId ?? null,
    email: event.email ?? null,
    details: event.details ?? null,
  });
}

/** The events concerning a user, newest first (tests and support). */
export async function listSecurityEventsOfUser(db: Executor, userId: string) {
  return db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.occurredAt), desc(securityEvents.id));
}

/**
 * The wrong passwords tried on a user's account since the login before the current session, its
 * last password change or `notBefore`, whichever is latest: what the holder is told of. A failure
 * the holder saw at one login is not shown again at the next.
 */
export async function loginFailuresToTell(
  db: Executor,
  userId: string,
  notBefore: Date,
): Promise<{ attempts: number; lastAt: Date | null }> {
  const logins = await latestEvents(db, userId, 'LOGIN_SUCCEEDED', 2);
  const [changed] = await latestEvents(db, userId, 'PASSWORD_CHANGED', 1);
  const since = [logins[1], changed, notBefore].reduce<Date>(
    (latest, at) => (at && at > latest ? at : latest),
    new Date(0),
  );
  const [row] = await db
    .select({ attempts: count(), lastAt: max(securityEvents.occurredAt) })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.userId, userId),
        eq(securityEvents.kind, 'LOGIN_FAILED'),
        gt(securityEvents.occurredAt, since),
      ),
    );
  return { attempts: row?.attempts ?? 0, lastAt: row?.lastAt ?? null };
}

async function latestEvents(db: Executor, userId: string, kind: SecurityEventKind, limit: number): Promise<Date[]> {
  const rows = await db
    .select({ at: securityEvents.occurredAt })
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.kind, kind)))
    .orderBy(desc(securityEvents.occurredAt))
    .limit(limit);
  return rows.map((row) => row.at);
}

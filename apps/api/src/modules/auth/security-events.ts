import { desc, eq } from 'drizzle-orm';
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

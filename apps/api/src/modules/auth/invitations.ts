import { and, eq } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { recordSecurityEvent } from './security-events.ts';
import { invitations, memberships } from './users.table.ts';

export type InvitationRow = typeof invitations.$inferSelect;

/**
 * What else an acceptance writes, last in its transaction: the entry of the company's audit trail
 * (users/membership-audit.ts), which sits above this module, so app.ts passes it in.
 */
export type InvitationAccepted = (tx: Transaction, invitation: InvitationRow) => Promise<void>;

/**
 * Turns an invitation its person accepted into the membership it offered and records who accepted
 * (docs/decisions/0004-users-memberships-and-subsidiaries.md). The invitation was deleted by the caller.
 */
export async function joinByInvitation(tx: Executor, invitation: InvitationRow, address: string): Promise<void> {
  const { userId, companyId, roles, profiles } = invitation;
  await tx.insert(memberships).values({ userId, companyId, roles, profiles });
  await recordSecurityEvent(tx, {
    kind: 'INVITATION_ACCEPTED',
    address,
    actorId: userId,
    userId,
    companyId,
    details: { invitationId: invitation.id, invitedBy: invitation.invitedBy, roles, profiles },
  });
}

/**
 * The invitation that created an account is accepted by that account's first login, with the
 * one-time password the inviting company handed over: today's flow for a new user. Invitations from
 * other companies keep waiting for the person's answer.
 */
export async function acceptAccountInvitations(
  db: Database,
  userId: string,
  address: string,
  invitationAccepted: InvitationAccepted,
): Promise<void> {
  await db.transaction(async (tx) => {
    const accepted = await tx
      .delete(invitations)
      .where(and(eq(invitations.userId, userId), eq(invitations.opensAccount, true)))
      .returning();
    for (const invitation of accepted) await joinByInvitation(tx, invitation, address);
    for (const invitation of accepted) await invitationAccepted(tx, invitation);
  });
}

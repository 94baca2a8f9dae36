import type { Transaction } from '../../db/client.ts';
import { enterTenant } from '../../db/tenant.ts';
import { type AuditAction, recordAudit } from '../audit/audit.service.ts';
import type { InvitationAccepted } from '../auth/invitations.ts';

/** What a membership holds, as the audit trail shows it before and after an event. */
export interface MembershipState {
  roles: readonly string[];
  profiles: readonly string[];
  active?: boolean;
  email?: string;
  invitationId?: string;
}

export interface MembershipEvent {
  companyId: string;
  /**
   * Who did it: the manager, or the member for an acceptance. None for a decline: the invited
   * person is no member, and their account's id (a UUID v7 tells when it was made) would tell the
   * company whether the email had an account before (docs/threat-model.md).
   */
  actorId: string | null;
  /** The member's user id, or the invitation's id while no membership exists (invited, declined). */
  entityId: string;
  action: AuditAction;
  before?: MembershipState | null;
  after?: MembershipState | null;
}

/**
 * Records a membership event in its company's audit trail (issue #30, point 6), as entity type
 * MEMBERSHIP. It enters the company's tenant (row-level security), so it is the last write of its
 * transaction: the tenant role may not touch the account tables.
 */
export async function recordMembershipEvent(tx: Transaction, event: MembershipEvent): Promise<void> {
  await enterTenant(tx, event.companyId);
  await recordAudit(
    tx,
    { companyId: event.companyId, userId: event.actorId },
    {
      action: event.action,
      entityType: 'MEMBERSHIP',
      entityId: event.entityId,
      before: event.before ?? null,
      after: event.after ?? null,
    },
  );
}

/** An invitation accepted, at a first login (auth) or from the invitations list (users). */
export const invitationAccepted: InvitationAccepted = (tx, invitation) =>
  recordMembershipEvent(tx, {
    companyId: invitation.companyId,
    actorId: invitation.userId,
    entityId: invitation.userId,
    action: 'ACCEPT',
    after: { roles: invitation.roles, profiles: invitation.profiles, active: true, invitationId: invitation.id },
  });

/** The action a change of roles, profiles or active flag is recorded as; none when nothing changed. */
type HeldAccess = Pick<Required<MembershipState>, 'roles' | 'profiles' | 'active'>;

export function membershipChangeAction(before: HeldAccess, after: HeldAccess) {
  if (before.active && !after.active) return 'DEACTIVATE' as const;
  if (!before.active && after.active) return 'REACTIVATE' as const;
  const same = (left: readonly string[], right: readonly string[]) =>
    left.length === right.length && left.every((item) => right.includes(item));
  if (same(before.roles, after.roles) && same(before.profiles, after.profiles)) return null;
  return 'ROLES_CHANGE' as const;
}

import { z } from 'zod';
import { isoDateSchema, uuidSchema } from './fields.ts';
import { paginationQuerySchema } from './ledger.ts';

export const AUDIT_ACTIONS = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'STATE_CHANGE',
  'CLOSE',
  // Membership events (entity type MEMBERSHIP, the entity being the member's user id).
  'INVITE',
  'ACCEPT',
  'DECLINE',
  'ROLES_CHANGE',
  'DEACTIVATE',
  'REACTIVATE',
] as const;

export const auditLogQuerySchema = paginationQuerySchema.extend({
  entityType: z.string().max(50).optional(),
  entityId: uuidSchema.optional(),
  userId: uuidSchema.optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  occurredAt: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entityType: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditLogSchema = z.object({ items: z.array(auditEventSchema), nextCursor: z.string().nullable() });

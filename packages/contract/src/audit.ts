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

/** The kinds of records an audit page names for its ids (the changed records and the ids their fields hold). */
export const AUDIT_REFERENCE_KINDS = [
  'DOCUMENT',
  'PAYMENT',
  'PARTY',
  'ACCOUNT',
  'SUB_ACCOUNT',
  'JOURNAL',
  'WORK_FOLDER',
] as const;

/**
 * What an id stands for, read when the page is: `label` is a document's or payment's number (null for a
 * draft), a party's or work folder's name, an account's or journal's number (code) and label; `type` is the
 * document's or payment's type, the party's role.
 */
export const auditReferenceSchema = z.object({
  kind: z.enum(AUDIT_REFERENCE_KINDS),
  label: z.string().nullable(),
  type: z.string().nullable(),
});
export type AuditReference = z.infer<typeof auditReferenceSchema>;

export const auditLogSchema = z.object({
  items: z.array(auditEventSchema),
  nextCursor: z.string().nullable(),
  /** By id: the records the page's events and their fields name, in the company only. */
  references: z.record(z.string(), auditReferenceSchema),
});

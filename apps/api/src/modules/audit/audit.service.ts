import type { AuditEvent, AuditLogQuery, Language } from '@bilan/contract';
import { and, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { auditEvents } from './audit.table.ts';
import { auditReferences } from './audit-references.ts';

export type AuditAction = (typeof auditEvents.$inferInsert)['action'];

export interface AuditChange {
  action: AuditAction;
  entityType: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
}

/** Records a change in the same transaction as the change itself, so one never exists without the other. */
export async function recordAudit(
  tx: Transaction,
  company: Pick<CompanyContext, 'companyId'> & { userId: string | null },
  change: AuditChange,
) {
  await tx.insert(auditEvents).values({
    id: newId(),
    companyId: company.companyId,
    userId: company.userId,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** Newest first, a page at a time, filtered by entity, user, action and dates, with the names its ids stand for. */
export async function listAuditEvents(
  tx: Transaction,
  company: CompanyContext,
  query: AuditLogQuery,
  language: Language,
) {
  const rows = await tx
    .select()
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.companyId, company.companyId),
        query.entityType ? eq(auditEvents.entityType, query.entityType) : undefined,
        query.entityId ? eq(auditEvents.entityId, query.entityId) : undefined,
        query.userId ? eq(auditEvents.userId, query.userId) : undefined,
        query.action ? eq(auditEvents.action, query.action) : undefined,
        query.from ? gte(auditEvents.occurredAt, new Date(`${query.from}T00:00:00Z`)) : undefined,
        query.to ? lte(auditEvents.occurredAt, new Date(`${query.to}T23:59:59.999Z`)) : undefined,
        query.cursor ? lt(auditEvents.id, query.cursor) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const items = page.map(
    (row): AuditEvent => ({
      id: row.id,
      userId: row.userId,
      occurredAt: row.occurredAt.toISOString(),
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
    }),
  );
  return {
    items,
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
    references: await auditReferences(tx, company, items, language),
  };
}

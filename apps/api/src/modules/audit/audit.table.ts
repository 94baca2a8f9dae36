import { AUDIT_ACTIONS } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey } from '../../db/company-keys.ts';
import { companies } from '../companies/companies.table.ts';

/** Who changed what, when, with the record before and after. Append-only (trigger, migration 0006). */
export const auditEvents = pgTable(
  'audit_event',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().default(sql`now()`),
    action: text('action', { enum: AUDIT_ACTIONS }).notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    companyPrimaryKey('audit_event', table, table.id),
    index('audit_event_time').on(table.companyId, table.occurredAt),
    index('audit_event_entity').on(table.companyId, table.entityType, table.entityId),
  ],
);

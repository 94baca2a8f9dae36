import { WORK_FOLDER_STATUSES } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey } from '../../db/company-keys.ts';
import { companies } from '../companies/companies.table.ts';

export const GENESIS_HASH = '0'.repeat(64);

export const workFolders = pgTable(
  'work_folder',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    startOn: date('start_date').notNull(),
    endOn: date('end_date').notNull(),
    status: text('status', { enum: WORK_FOLDER_STATUSES }).notNull().default('OPEN'),
    // Head of the work folder's hash chain of journal entries (docs/architecture.md, Security and reliability).
    postedEntryCount: integer('posted_entry_count').notNull().default(0),
    chainHeadHash: text('chain_head_hash').notNull().default(GENESIS_HASH),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('work_folder', table, table.id),
    index('work_folder_company').on(table.companyId, table.startOn),
  ],
);

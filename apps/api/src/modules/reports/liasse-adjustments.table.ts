import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyPrimaryKey } from '../../db/company-keys.ts';
import { companies } from '../companies/companies.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';

/**
 * An amount the preparer adds to a box of a folder's liasse that the ledger cannot give: an add-back (2033-B 330),
 * a deduction (350), a loss carried back (356), the losses from before Bilan (2033-D 982). The boxes that take them
 * are data (`adjustable` in referentials/pcg-liasse-boxes-YYYY.csv); no journal line is written
 * (docs/decisions/0039-liasse-adjustments.md).
 */
export const liasseAdjustments = pgTable(
  'liasse_adjustment',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    workFolderId: uuid('work_folder_id').notNull(),
    form: text('form').notNull(),
    box: text('box').notNull(),
    label: text('label').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('liasse_adjustment', table, table.id),
    companyForeignKey('liasse_adjustment_work_folder_id_work_folder_id_fk', table, table.workFolderId, workFolders),
    index('liasse_adjustment_folder').on(table.companyId, table.workFolderId),
    check('liasse_adjustment_amount_positive', sql`${table.amount} > 0`),
  ],
);

import { sql } from 'drizzle-orm';
import { bigint, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyPrimaryKey } from '../../db/company-keys.ts';
import { companies } from '../companies/companies.table.ts';
import { journalEntries } from '../ledger/ledger.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';

/**
 * A filed VAT return: its figures as they were filed, never updated nor deleted (database trigger).
 * Its dates are a filed period: the ledger refuses any entry dated inside them (PERIOD_FILED).
 */
export const vatReturns = pgTable(
  'vat_return',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    workFolderId: uuid('work_folder_id').notNull(),
    /** `2026-01`, `2026-Q1` or `2026` (the folder's year, CA12). */
    periodCode: text('period_code').notNull(),
    fromOn: date('from_date').notNull(),
    toOn: date('to_date').notNull(),
    formKind: text('form_kind').notNull(),
    /** The return as filed (the figures and the form's lines, amounts as decimal strings). */
    figures: jsonb('figures').notNull(),
    /** What the form says is due and what it carries forward, in minor units. */
    netDue: bigint('net_due', { mode: 'bigint' }).notNull(),
    credit: bigint('credit', { mode: 'bigint' }).notNull(),
    /** None when the period moved no VAT account: there was nothing to settle. */
    settlementEntryId: uuid('settlement_entry_id'),
    deadlineOn: date('deadline_date').notNull(),
    filedBy: uuid('filed_by'),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('vat_return', table, table.id),
    companyForeignKey('vat_return_work_folder_id_work_folder_id_fk', table, table.workFolderId, workFolders),
    companyForeignKey(
      'vat_return_settlement_entry_id_journal_entry_id_fk',
      table,
      table.settlementEntryId,
      journalEntries,
    ),
    uniqueIndex('vat_return_period_unique').on(table.companyId, table.fromOn),
    index('vat_return_dates').on(table.companyId, table.toOn),
  ],
);

/** What was done after filing: the payment of the VAT due, or a refund claimed from the credit. Append-only. */
export const vatReturnActions = pgTable(
  'vat_return_action',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    vatReturnId: uuid('vat_return_id').notNull(),
    kind: text('kind', { enum: ['PAYMENT', 'REFUND_CLAIM'] }).notNull(),
    entryId: uuid('entry_id').notNull(),
    actionOn: date('action_date').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reference: text('reference'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('vat_return_action', table, table.id),
    companyForeignKey('vat_return_action_vat_return_id_vat_return_id_fk', table, table.vatReturnId, vatReturns),
    companyForeignKey('vat_return_action_entry_id_journal_entry_id_fk', table, table.entryId, journalEntries),
    index('vat_return_action_return').on(table.vatReturnId),
  ],
);

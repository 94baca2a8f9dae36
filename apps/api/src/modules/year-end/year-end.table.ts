import { sql } from 'drizzle-orm';
import { bigint, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { companies } from '../companies/companies.table.ts';
import { journalEntries } from '../ledger/ledger.table.ts';
import { parties } from '../parties/parties.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';

/**
 * An accrual typed once (expense to pay, income to receive, prepaid expense, deferred income) and the
 * entries it posted: its own, then its reversal on the first day of the next month. A reversal whose
 * day no open folder holds yet stays pending (`reversal_entry_id` null) until that folder exists; the
 * row is locked while the reversal is posted, so it is posted once.
 */
export const accruals = pgTable(
  'accrual',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    workFolderId: uuid('work_folder_id')
      .notNull()
      .references(() => workFolders.id),
    kind: text('kind').notNull(),
    entryOn: date('entry_date').notNull(),
    reversalOn: date('reversal_date').notNull(),
    label: text('label').notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => companyAccounts.id),
    accrualAccountId: uuid('accrual_account_id')
      .notNull()
      .references(() => companyAccounts.id),
    partyId: uuid('party_id').references(() => parties.id),
    net: bigint('net', { mode: 'bigint' }).notNull(),
    vat: bigint('vat', { mode: 'bigint' }).notNull(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => journalEntries.id),
    reversalEntryId: uuid('reversal_entry_id').references(() => journalEntries.id),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index('accrual_folder').on(table.companyId, table.workFolderId, table.entryOn),
    index('accrual_pending_reversal')
      .on(table.companyId, table.reversalOn)
      .where(sql`${table.reversalEntryId} IS NULL`),
  ],
);

/**
 * A customer's receivable moved to the doubtful account (416): its amount including VAT, its VAT, and the
 * allowance now booked on it (491). `status` DOUBTFUL until it is written off (WRITTEN_OFF).
 */
export const doubtfulReceivables = pgTable(
  'doubtful_receivable',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    partyId: uuid('party_id')
      .notNull()
      .references(() => parties.id),
    label: text('label').notNull(),
    doubtfulOn: date('doubtful_date').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    vat: bigint('vat', { mode: 'bigint' }).notNull(),
    allowance: bigint('allowance', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    transferEntryId: uuid('transfer_entry_id')
      .notNull()
      .references(() => journalEntries.id),
    writeOffEntryId: uuid('write_off_entry_id').references(() => journalEntries.id),
    writtenOffOn: date('written_off_date'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [index('doubtful_receivable_party').on(table.companyId, table.partyId)],
);

/**
 * A folder's year-end revaluation of its foreign-currency items (docs/decisions/0037-currency-revaluation.md):
 * the closing rates it used, its entries (conversion differences, reversed on the next year's first day;
 * foreign cash; the provision's change), and the provisions for exchange losses it left, which the next
 * year's revaluation adjusts. One per folder.
 */
export const currencyRevaluations = pgTable(
  'currency_revaluation',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    workFolderId: uuid('work_folder_id')
      .notNull()
      .references(() => workFolders.id),
    revaluedOn: date('revalued_date').notNull(),
    reversalOn: date('reversal_date').notNull(),
    /** `{ currency: rate }`, the rates as text (exact; docs/decisions/0036-currencies.md). */
    rates: jsonb('rates').$type<Record<string, string>>().notNull(),
    conversionEntryId: uuid('conversion_entry_id').references(() => journalEntries.id),
    cashEntryId: uuid('cash_entry_id').references(() => journalEntries.id),
    provisionEntryId: uuid('provision_entry_id').references(() => journalEntries.id),
    reversalEntryId: uuid('reversal_entry_id').references(() => journalEntries.id),
    tradeProvision: bigint('trade_provision', { mode: 'bigint' }).notNull(),
    financialProvision: bigint('financial_provision', { mode: 'bigint' }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    uniqueIndex('currency_revaluation_folder').on(table.companyId, table.workFolderId),
    index('currency_revaluation_pending_reversal')
      .on(table.companyId, table.reversalOn)
      .where(sql`${table.reversalEntryId} IS NULL`),
  ],
);

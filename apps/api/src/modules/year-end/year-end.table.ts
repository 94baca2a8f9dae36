import { sql } from 'drizzle-orm';
import { bigint, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyPrimaryKey } from '../../db/company-keys.ts';
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
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    workFolderId: uuid('work_folder_id').notNull(),
    kind: text('kind').notNull(),
    entryOn: date('entry_date').notNull(),
    reversalOn: date('reversal_date').notNull(),
    label: text('label').notNull(),
    accountId: uuid('account_id').notNull(),
    accrualAccountId: uuid('accrual_account_id').notNull(),
    partyId: uuid('party_id'),
    net: bigint('net', { mode: 'bigint' }).notNull(),
    vat: bigint('vat', { mode: 'bigint' }).notNull(),
    entryId: uuid('entry_id').notNull(),
    reversalEntryId: uuid('reversal_entry_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('accrual', table, table.id),
    companyForeignKey('accrual_work_folder_id_work_folder_id_fk', table, table.workFolderId, workFolders),
    companyForeignKey('accrual_account_id_company_account_id_fk', table, table.accountId, companyAccounts),
    companyForeignKey(
      'accrual_accrual_account_id_company_account_id_fk',
      table,
      table.accrualAccountId,
      companyAccounts,
    ),
    companyForeignKey('accrual_party_id_party_id_fk', table, table.partyId, parties),
    companyForeignKey('accrual_entry_id_journal_entry_id_fk', table, table.entryId, journalEntries),
    companyForeignKey('accrual_reversal_entry_id_journal_entry_id_fk', table, table.reversalEntryId, journalEntries),
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
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    partyId: uuid('party_id').notNull(),
    label: text('label').notNull(),
    doubtfulOn: date('doubtful_date').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    vat: bigint('vat', { mode: 'bigint' }).notNull(),
    allowance: bigint('allowance', { mode: 'bigint' }).notNull(),
    status: text('status').notNull(),
    transferEntryId: uuid('transfer_entry_id').notNull(),
    writeOffEntryId: uuid('write_off_entry_id'),
    writtenOffOn: date('written_off_date'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('doubtful_receivable', table, table.id),
    companyForeignKey('doubtful_receivable_party_id_party_id_fk', table, table.partyId, parties),
    companyForeignKey(
      'doubtful_receivable_transfer_entry_id_journal_entry_id_fk',
      table,
      table.transferEntryId,
      journalEntries,
    ),
    companyForeignKey(
      'doubtful_receivable_write_off_entry_id_journal_entry_id_fk',
      table,
      table.writeOffEntryId,
      journalEntries,
    ),
    index('doubtful_receivable_party').on(table.companyId, table.partyId),
  ],
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
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    workFolderId: uuid('work_folder_id').notNull(),
    revaluedOn: date('revalued_date').notNull(),
    reversalOn: date('reversal_date').notNull(),
    /** `{ currency: rate }`, the rates as text (exact; docs/decisions/0036-currencies.md). */
    rates: jsonb('rates').$type<Record<string, string>>().notNull(),
    conversionEntryId: uuid('conversion_entry_id'),
    cashEntryId: uuid('cash_entry_id'),
    provisionEntryId: uuid('provision_entry_id'),
    reversalEntryId: uuid('reversal_entry_id'),
    tradeProvision: bigint('trade_provision', { mode: 'bigint' }).notNull(),
    financialProvision: bigint('financial_provision', { mode: 'bigint' }).notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('currency_revaluation', table, table.id),
    companyForeignKey('currency_revaluation_work_folder_id_work_folder_id_fk', table, table.workFolderId, workFolders),
    companyForeignKey(
      'currency_revaluation_conversion_entry_id_journal_entry_id_fk',
      table,
      table.conversionEntryId,
      journalEntries,
    ),
    companyForeignKey(
      'currency_revaluation_cash_entry_id_journal_entry_id_fk',
      table,
      table.cashEntryId,
      journalEntries,
    ),
    companyForeignKey(
      'currency_revaluation_provision_entry_id_journal_entry_id_fk',
      table,
      table.provisionEntryId,
      journalEntries,
    ),
    companyForeignKey(
      'currency_revaluation_reversal_entry_id_journal_entry_id_fk',
      table,
      table.reversalEntryId,
      journalEntries,
    ),
    uniqueIndex('currency_revaluation_folder').on(table.companyId, table.workFolderId),
    index('currency_revaluation_pending_reversal')
      .on(table.companyId, table.reversalOn)
      .where(sql`${table.reversalEntryId} IS NULL`),
  ],
);

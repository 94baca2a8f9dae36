import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyForeignKey, companyPrimaryKey } from '../../db/company-keys.ts';
import { companies } from '../companies/companies.table.ts';
import { accountingDocuments, documentLines } from '../documents/documents.table.ts';
import { journalEntries } from '../ledger/ledger.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';

/**
 * A company's asset categories (docs/decisions/0022-fixed-assets.md): accounts and default life, copied
 * from referentials/fixed-asset-categories.csv the first time the register is opened, then the
 * company's to change. Accounts are named by number, as the posting rules name them.
 */
export const fixedAssetCategories = pgTable(
  'fixed_asset_category',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    label: text('label').notNull(),
    assetAccountNumber: text('asset_account_number').notNull(),
    depreciationAccountNumber: text('depreciation_account_number').notNull(),
    expenseAccountNumber: text('expense_account_number').notNull(),
    usefulLifeYears: integer('useful_life_years').notNull(),
  },
  (table) => [
    companyPrimaryKey('fixed_asset_category', table, table.id),
    uniqueIndex('fixed_asset_category_code_unique').on(table.companyId, table.code),
  ],
);

/**
 * An asset of the register. `prior_depreciation` (and `prior_excess`) is what was depreciated before
 * the books came into Bilan (an opening import); disposal columns are set once, when it leaves.
 */
export const fixedAssets = pgTable(
  'fixed_asset',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    categoryId: uuid('category_id').notNull(),
    label: text('label').notNull(),
    origin: text('origin', { enum: ['BILL', 'MANUAL', 'OPENING'] }).notNull(),
    documentId: uuid('document_id'),
    documentLineId: uuid('document_line_id'),
    assetAccountNumber: text('asset_account_number').notNull(),
    acquiredOn: date('acquired_on').notNull(),
    inServiceOn: date('in_service_on').notNull(),
    grossValue: bigint('gross_value', { mode: 'bigint' }).notNull(),
    method: text('method', { enum: ['STRAIGHT_LINE', 'DECLINING'] }).notNull(),
    taxMethod: text('tax_method', { enum: ['DECLINING'] }),
    usefulLifeYears: integer('useful_life_years').notNull(),
    priorDepreciation: bigint('prior_depreciation', { mode: 'bigint' }).notNull().default(sql`0`),
    priorExcess: bigint('prior_excess', { mode: 'bigint' }).notNull().default(sql`0`),
    disposedOn: date('disposed_on'),
    disposalKind: text('disposal_kind', { enum: ['SALE', 'SCRAPPING'] }),
    outsideOrdinaryActivity: boolean('outside_ordinary_activity'),
    proceeds: bigint('proceeds', { mode: 'bigint' }),
    disposalGain: bigint('disposal_gain', { mode: 'bigint' }),
    disposalEntryId: uuid('disposal_entry_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('fixed_asset', table, table.id),
    companyForeignKey(
      'fixed_asset_category_id_fixed_asset_category_id_fk',
      table,
      table.categoryId,
      fixedAssetCategories,
    ),
    companyForeignKey(
      'fixed_asset_document_id_accounting_document_id_fk',
      table,
      table.documentId,
      accountingDocuments,
    ),
    companyForeignKey('fixed_asset_document_line_id_document_line_id_fk', table, table.documentLineId, documentLines),
    companyForeignKey(
      'fixed_asset_disposal_entry_id_journal_entry_id_fk',
      table,
      table.disposalEntryId,
      journalEntries,
    ),
    index('fixed_asset_list').on(table.companyId, table.id),
    // A bill's line becomes one asset at most.
    uniqueIndex('fixed_asset_document_line_unique').on(table.companyId, table.documentLineId),
  ],
);

/**
 * Depreciation booked for an asset in a period (a month, or a whole work folder), with the entry of
 * its category that holds it. One row per asset and period: booking a period again books nothing more.
 */
export const fixedAssetDepreciations = pgTable(
  'fixed_asset_depreciation',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    assetId: uuid('asset_id').notNull(),
    workFolderId: uuid('work_folder_id').notNull(),
    periodKind: text('period_kind', { enum: ['MONTH', 'YEAR', 'DISPOSAL'] }).notNull(),
    periodEndOn: date('period_end_on').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    // Signed: negative is a reversal of excess tax depreciation.
    excessChange: bigint('excess_change', { mode: 'bigint' }).notNull(),
    entryId: uuid('entry_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('fixed_asset_depreciation', table, table.id),
    companyForeignKey('fixed_asset_depreciation_asset_id_fixed_asset_id_fk', table, table.assetId, fixedAssets),
    companyForeignKey(
      'fixed_asset_depreciation_work_folder_id_work_folder_id_fk',
      table,
      table.workFolderId,
      workFolders,
    ),
    companyForeignKey('fixed_asset_depreciation_entry_id_journal_entry_id_fk', table, table.entryId, journalEntries),
    uniqueIndex('fixed_asset_depreciation_period_unique').on(
      table.companyId,
      table.assetId,
      table.periodKind,
      table.periodEndOn,
    ),
    index('fixed_asset_depreciation_folder').on(table.companyId, table.workFolderId),
  ],
);

import { JOURNAL_TYPES } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyForeignKey, companyPrimaryKey } from '../../db/company-keys.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import { companies } from '../companies/companies.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';

export const journals = pgTable(
  'journal',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    code: text('code').notNull(),
    // Null for the six standard journals, whose label is shown in the reader's language.
    customLabel: text('custom_label'),
    type: text('type', { enum: JOURNAL_TYPES }).notNull(),
    isSystem: boolean('is_system').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('journal', table, table.id),
    uniqueIndex('journal_code_unique').on(table.companyId, table.code),
  ],
);

/** The gapless number of the next entry of a journal in a work folder (PostgreSQL sequences leave gaps). */
export const journalCounters = pgTable(
  'journal_counter',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    workFolderId: uuid('work_folder_id').notNull(),
    journalId: uuid('journal_id').notNull(),
    lastNumber: integer('last_number').notNull(),
    // Totals of the journal in the folder, so the journal report of one journal costs one row.
    debitTotal: bigint('debit_total', { mode: 'bigint' }).notNull().default(sql`0`),
    creditTotal: bigint('credit_total', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [
    companyForeignKey('journal_counter_work_folder_id_work_folder_id_fk', table, table.workFolderId, workFolders),
    companyForeignKey('journal_counter_journal_id_journal_id_fk', table, table.journalId, journals),
    primaryKey({ name: 'journal_counter_pkey', columns: [table.companyId, table.workFolderId, table.journalId] }),
  ],
);

/** A posted entry. Rows are append-only (database trigger) and hash-chained per work folder. */
export const journalEntries = pgTable(
  'journal_entry',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    workFolderId: uuid('work_folder_id').notNull(),
    journalId: uuid('journal_id').notNull(),
    number: text('number').notNull(),
    chainPosition: integer('chain_position').notNull(),
    entryOn: date('entry_date').notNull(),
    label: text('label').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: uuid('source_id'),
    reversesEntryId: uuid('reverses_entry_id'),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
    postedBy: uuid('posted_by'),
    postedAt: timestamp('posted_at', { withTimezone: true }).notNull(),
    // Which chain link formula hashed the entry (entry-hash.ts): 1 before posted_by and posted_at were
    // hashed (entries posted before migration 0039 keep it), 2 since.
    hashVersion: smallint('hash_version').notNull().default(2),
  },
  (table) => [
    companyPrimaryKey('journal_entry', table, table.id),
    companyForeignKey('journal_entry_work_folder_id_work_folder_id_fk', table, table.workFolderId, workFolders),
    companyForeignKey('journal_entry_journal_id_journal_id_fk', table, table.journalId, journals),
    uniqueIndex('journal_entry_number_unique').on(table.companyId, table.workFolderId, table.number),
    uniqueIndex('journal_entry_chain_unique').on(table.companyId, table.workFolderId, table.chainPosition),
    index('journal_entry_date').on(table.workFolderId, table.entryOn),
    // Search (migration 0009): numbers containing the text, and numbers equal to or starting with it.
    index('journal_entry_number_trgm').using('gin', table.number.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('journal_entry_number_lower').on(table.companyId, sql`lower(${table.number}) text_pattern_ops`),
    // A closed year's result is appropriated once: the second wall behind the closing module's check.
    uniqueIndex('journal_entry_appropriation_unique')
      .on(table.companyId, table.sourceId)
      .where(sql`${table.sourceType} = 'APPROPRIATION' and ${table.reversesEntryId} is null`),
  ],
);

export const journalLines = pgTable(
  'journal_line',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    workFolderId: uuid('work_folder_id').notNull(),
    entryId: uuid('entry_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    accountId: uuid('account_id').notNull(),
    subAccountId: uuid('sub_account_id'),
    // The sub-account's number and label (a party's code and name) as they stood when the line was
    // posted, copied by the posting statement: a closed year's FEC never changes when a party is renamed.
    subAccountNumber: text('sub_account_number'),
    subAccountLabel: text('sub_account_label'),
    label: text('label'),
    entryOn: date('entry_date').notNull(),
    debit: bigint('debit', { mode: 'bigint' }).notNull(),
    credit: bigint('credit', { mode: 'bigint' }).notNull(),
    // A line of a foreign-currency document or payment: its currency (ISO 4217) and its amount in that
    // currency's minor units, on the line's side (never signed: debit or credit says which way), so the
    // party's account is known in both currencies and the FEC fills Montantdevise / Idevise
    // (docs/decisions/0036-currencies.md). Both null on a line in the company's currency.
    currency: text('currency'),
    amountCurrency: bigint('amount_currency', { mode: 'bigint' }),
  },
  (table) => [
    companyPrimaryKey('journal_line', table, table.id),
    companyForeignKey('journal_line_work_folder_id_work_folder_id_fk', table, table.workFolderId, workFolders),
    companyForeignKey('journal_line_entry_id_journal_entry_id_fk', table, table.entryId, journalEntries),
    companyForeignKey('journal_line_account_id_company_account_id_fk', table, table.accountId, companyAccounts),
    companyForeignKey('journal_line_sub_account_id_sub_account_id_fk', table, table.subAccountId, subAccounts),
    uniqueIndex('journal_line_position_unique').on(table.companyId, table.entryId, table.lineNumber),
    index('journal_line_account').on(table.workFolderId, table.accountId, table.entryOn),
    // Search of an amount: the posted entries with a line of that amount on either side.
    index('journal_line_debit').on(table.companyId, table.debit),
    index('journal_line_credit').on(table.companyId, table.credit),
    check('journal_line_amounts_positive', sql`${table.debit} >= 0 and ${table.credit} >= 0`),
    check('journal_line_debit_or_credit', sql`(${table.debit} = 0) <> (${table.credit} = 0)`),
    check('journal_line_currency_amount', sql`(${table.currency} is null) = (${table.amountCurrency} is null)`),
    check('journal_line_amount_currency_positive', sql`${table.amountCurrency} >= 0`),
  ],
);

/** Debit and credit totals per account (and sub-account) and month, kept in the posting transaction. */
export const accountBalances = pgTable(
  'account_balance',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    workFolderId: uuid('work_folder_id').notNull(),
    accountId: uuid('account_id').notNull(),
    subAccountId: uuid('sub_account_id'),
    month: text('month').notNull(),
    debit: bigint('debit', { mode: 'bigint' }).notNull(),
    credit: bigint('credit', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    companyForeignKey('account_balance_work_folder_id_work_folder_id_fk', table, table.workFolderId, workFolders),
    companyForeignKey('account_balance_account_id_company_account_id_fk', table, table.accountId, companyAccounts),
    companyForeignKey('account_balance_sub_account_id_sub_account_id_fk', table, table.subAccountId, subAccounts),
    unique('account_balance_key')
      .on(table.companyId, table.workFolderId, table.accountId, table.subAccountId, table.month)
      .nullsNotDistinct(),
  ],
);

/**
 * A matching (lettrage): lines of one account (and sub-account) settled against each other, under a
 * letter code per account and company. Matchings sit beside the append-only lines, which they never
 * change; unmatching deletes the matching (audited) while its lines' folders are open.
 */
export const matchings = pgTable(
  'matching',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    accountId: uuid('account_id').notNull(),
    subAccountId: uuid('sub_account_id'),
    code: text('code').notNull(),
    automatic: boolean('automatic').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('matching', table, table.id),
    companyForeignKey('matching_account_id_company_account_id_fk', table, table.accountId, companyAccounts),
    companyForeignKey('matching_sub_account_id_sub_account_id_fk', table, table.subAccountId, subAccounts),
    uniqueIndex('matching_code_unique').on(table.companyId, table.accountId, table.code),
  ],
);

/** The lines of a matching; a line belongs to one matching at most (its primary key). */
export const matchingLines = pgTable(
  'matching_line',
  {
    lineId: uuid('line_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    matchingId: uuid('matching_id').notNull(),
  },
  (table) => [
    companyPrimaryKey('matching_line', table, table.lineId),
    companyForeignKey('matching_line_line_id_journal_line_id_fk', table, table.lineId, journalLines),
    companyForeignKey('matching_line_matching_id_matching_id_fk', table, table.matchingId, matchings).onDelete(
      'cascade',
    ),
    index('matching_line_matching').on(table.matchingId),
  ],
);

/** The last letter code number given per account, so codes are never given twice (even after unmatching). */
export const matchingCounters = pgTable(
  'matching_counter',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    accountId: uuid('account_id').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [
    companyForeignKey('matching_counter_account_id_company_account_id_fk', table, table.accountId, companyAccounts),
    primaryKey({ columns: [table.companyId, table.accountId] }),
  ],
);

/**
 * Where a line of an opening entry comes from (detailed à-nouveaux): the open item of the closed folder
 * it carries forward, with that item's document number and dates, so ageing and matching continue.
 */
export const carriedItems = pgTable(
  'carried_item',
  {
    lineId: uuid('line_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    originLineId: uuid('origin_line_id').notNull(),
    documentNumber: text('document_number'),
    documentOn: date('document_date').notNull(),
    dueOn: date('due_date'),
  },
  (table) => [
    companyPrimaryKey('carried_item', table, table.lineId),
    companyForeignKey('carried_item_line_id_journal_line_id_fk', table, table.lineId, journalLines),
    companyForeignKey('carried_item_origin_line_id_journal_line_id_fk', table, table.originLineId, journalLines),
    index('carried_item_origin').on(table.originLineId),
  ],
);

/**
 * Every line posted on a party's sub-account with the date it falls due, kept by triggers on journal_line
 * and carried_item (migration 0015): ageing reads this narrow table instead of joining each line to its
 * entry, document and carried item.
 */
export const partyLines = pgTable(
  'party_line',
  {
    // No foreign key: its check would lock the journal line just posted (lines are never deleted anyway).
    lineId: uuid('line_id').notNull(),
    // Copies of the line's columns: the line's own foreign keys hold for them.
    companyId: uuid('company_id').notNull(),
    workFolderId: uuid('work_folder_id').notNull(),
    accountId: uuid('account_id').notNull(),
    subAccountId: uuid('sub_account_id').notNull(),
    entryOn: date('entry_date').notNull(),
    dueOn: date('due_date').notNull(),
    // Debit less credit, in minor units.
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
  },
  (table) => [
    companyPrimaryKey('party_line', table, table.lineId),
    index('party_line_folder').on(table.workFolderId, table.subAccountId),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyForeignKey, companyPrimaryKey } from '../../db/company-keys.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { companies } from '../companies/companies.table.ts';
import { journalLines } from '../ledger/ledger.table.ts';

/**
 * A statement imported into a treasury account (class 5): a bank's or a mobile-money operator's
 * (docs/decisions/0012-bank-reconciliation.md). Statements and their lines are never changed once imported.
 */
export const bankStatements = pgTable(
  'bank_statement',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    accountId: uuid('account_id').notNull(),
    format: text('format').notNull(),
    fileName: text('file_name'),
    startOn: date('start_date').notNull(),
    endOn: date('end_date').notNull(),
    // The file's balances, in minor units: opening plus its lines is closing (checked at import).
    openingBalance: bigint('opening_balance', { mode: 'bigint' }).notNull(),
    closingBalance: bigint('closing_balance', { mode: 'bigint' }).notNull(),
    lineCount: integer('line_count').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('bank_statement', table, table.id),
    companyForeignKey('bank_statement_account_id_company_account_id_fk', table, table.accountId, companyAccounts),
    index('bank_statement_account').on(table.companyId, table.accountId, table.endOn),
  ],
);

/**
 * A line of a statement. `amount` is signed from the holder's side (money in is positive, a debit of
 * the treasury account in the books); `balance_after` is the bank's balance after it. `line_hash`
 * is unique per account, so a line imported again, from the same file or an overlapping one, is skipped.
 */
export const bankStatementLines = pgTable(
  'bank_statement_line',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    statementId: uuid('statement_id').notNull(),
    accountId: uuid('account_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    valueOn: date('value_date').notNull(),
    label: text('label').notNull(),
    reference: text('reference'),
    counterpartyPhone: text('counterparty_phone'),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    lineHash: text('line_hash').notNull(),
  },
  (table) => [
    companyPrimaryKey('bank_statement_line', table, table.id),
    companyForeignKey(
      'bank_statement_line_statement_id_bank_statement_id_fk',
      table,
      table.statementId,
      bankStatements,
    ),
    companyForeignKey('bank_statement_line_account_id_company_account_id_fk', table, table.accountId, companyAccounts),
    uniqueIndex('bank_statement_line_hash_unique').on(table.companyId, table.accountId, table.lineHash),
    index('bank_statement_line_statement').on(table.statementId, table.lineNumber),
    index('bank_statement_line_account_date').on(table.companyId, table.accountId, table.valueOn),
  ],
);

/**
 * A statement line reconciled with journal lines of its account: one statement line may be split
 * over several journal lines; a journal line is reconciled once (its primary key).
 */
export const bankReconciliations = pgTable(
  'bank_reconciliation',
  {
    journalLineId: uuid('journal_line_id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    statementLineId: uuid('statement_line_id').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('bank_reconciliation', table, table.journalLineId),
    companyForeignKey(
      'bank_reconciliation_journal_line_id_journal_line_id_fk',
      table,
      table.journalLineId,
      journalLines,
    ),
    companyForeignKey(
      'bank_reconciliation_statement_line_id_bank_statement_line_id_fk',
      table,
      table.statementLineId,
      bankStatementLines,
    ),
    index('bank_reconciliation_statement_line').on(table.statementLineId),
  ],
);

/** The CSV column mapping last used for a treasury account, offered again at its next import. */
export const bankStatementMappings = pgTable(
  'bank_statement_mapping',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    accountId: uuid('account_id').notNull(),
    mapping: jsonb('mapping').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyForeignKey(
      'bank_statement_mapping_account_id_company_account_id_fk',
      table,
      table.accountId,
      companyAccounts,
    ),
    primaryKey({ columns: [table.companyId, table.accountId] }),
  ],
);

/**
 * A rule remembered when an entry is created from a statement line: lines of this treasury account
 * whose label contains `pattern` (case ignored) go to `counter_account_id`.
 */
export const bankStatementRules = pgTable(
  'bank_statement_rule',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    accountId: uuid('account_id').notNull(),
    pattern: text('pattern').notNull(),
    counterAccountId: uuid('counter_account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('bank_statement_rule', table, table.id),
    companyForeignKey('bank_statement_rule_account_id_company_account_id_fk', table, table.accountId, companyAccounts),
    companyForeignKey(
      'bank_statement_rule_counter_account_id_company_account_id_fk',
      table,
      table.counterAccountId,
      companyAccounts,
    ),
    uniqueIndex('bank_statement_rule_pattern_unique').on(table.companyId, table.accountId, table.pattern),
  ],
);

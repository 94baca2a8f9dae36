import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyPrimaryKey } from '../../db/company-keys.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { companies } from '../companies/companies.table.ts';
import { journalEntries } from '../ledger/ledger.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';

/**
 * A loan received in a foreign currency (docs/decisions/0036-currencies.md, loans): the principal in
 * minor units of `currency`, the rate of the drawdown date and the book value it gave, posted at once.
 */
export const foreignLoans = pgTable(
  'foreign_loan',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    workFolderId: uuid('work_folder_id').notNull(),
    lender: text('lender').notNull(),
    accountId: uuid('account_id').notNull(),
    treasuryAccountId: uuid('treasury_account_id').notNull(),
    currency: text('currency').notNull(),
    loanOn: date('loan_date').notNull(),
    principal: bigint('principal', { mode: 'bigint' }).notNull(),
    rate: text('rate').notNull(),
    bookValue: bigint('book_value', { mode: 'bigint' }).notNull(),
    reference: text('reference'),
    journalEntryId: uuid('journal_entry_id').notNull(),
    /** The entry reversing the drawdown once cancelled; the loan then counts for nothing. */
    reversalEntryId: uuid('reversal_entry_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('foreign_loan', table, table.id),
    companyForeignKey('foreign_loan_work_folder_id_fk', table, table.workFolderId, workFolders),
    companyForeignKey('foreign_loan_account_id_fk', table, table.accountId, companyAccounts),
    companyForeignKey('foreign_loan_treasury_account_id_fk', table, table.treasuryAccountId, companyAccounts),
    companyForeignKey('foreign_loan_journal_entry_id_fk', table, table.journalEntryId, journalEntries),
    companyForeignKey('foreign_loan_reversal_entry_id_fk', table, table.reversalEntryId, journalEntries),
    index('foreign_loan_list').on(table.companyId, table.workFolderId, table.loanOn),
    check('foreign_loan_amounts_positive', sql`${table.principal} > 0 and ${table.bookValue} > 0`),
  ],
);

/**
 * A repayment of a loan's principal: the amount in the loan's currency, the book value it takes off
 * the loan (its cumulative share of the loan's), and what the treasury paid at the rate of its date.
 */
export const foreignLoanRepayments = pgTable(
  'foreign_loan_repayment',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    loanId: uuid('loan_id').notNull(),
    repaymentOn: date('repayment_date').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    rate: text('rate').notNull(),
    bookValue: bigint('book_value', { mode: 'bigint' }).notNull(),
    valuePaid: bigint('value_paid', { mode: 'bigint' }).notNull(),
    treasuryAccountId: uuid('treasury_account_id').notNull(),
    journalEntryId: uuid('journal_entry_id').notNull(),
    /** The entry reversing the repayment once cancelled: the principal it repaid is owed again. */
    reversalEntryId: uuid('reversal_entry_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('foreign_loan_repayment', table, table.id),
    companyForeignKey('foreign_loan_repayment_loan_id_fk', table, table.loanId, foreignLoans),
    companyForeignKey('foreign_loan_repayment_treasury_account_id_fk', table, table.treasuryAccountId, companyAccounts),
    companyForeignKey('foreign_loan_repayment_journal_entry_id_fk', table, table.journalEntryId, journalEntries),
    companyForeignKey('foreign_loan_repayment_reversal_entry_id_fk', table, table.reversalEntryId, journalEntries),
    index('foreign_loan_repayment_loan').on(table.companyId, table.loanId),
    check('foreign_loan_repayment_positive', sql`${table.amount} > 0 and ${table.valuePaid} > 0`),
  ],
);

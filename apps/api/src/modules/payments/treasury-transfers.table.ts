import { PAYMENT_STATES } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyPrimaryKey } from '../../db/company-keys.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { companies } from '../companies/companies.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';

/**
 * Money moved between two of the company's treasury accounts (bank to bank, bank to cash, cash to a
 * wallet), each side in its account's currency: the amounts in minor units of `from_currency` and
 * `to_currency` (null is the company's), the rate of the date of each foreign side, and the values in
 * the company's currency those rates give (docs/decisions/0036-currencies.md, treasury transfers).
 */
export const treasuryTransfers = pgTable(
  'treasury_transfer',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    workFolderId: uuid('work_folder_id').notNull(),
    state: text('state', { enum: PAYMENT_STATES }).notNull(),
    transferOn: date('transfer_date').notNull(),
    fromAccountId: uuid('from_account_id').notNull(),
    toAccountId: uuid('to_account_id').notNull(),
    amountSent: bigint('amount_sent', { mode: 'bigint' }).notNull(),
    fromCurrency: text('from_currency'),
    fromRate: text('from_rate'),
    valueSent: bigint('value_sent', { mode: 'bigint' }).notNull(),
    amountReceived: bigint('amount_received', { mode: 'bigint' }).notNull(),
    toCurrency: text('to_currency'),
    toRate: text('to_rate'),
    valueReceived: bigint('value_received', { mode: 'bigint' }).notNull(),
    // In the from-account's currency, and its value in the company's at the same rate.
    bankCharges: bigint('bank_charges', { mode: 'bigint' }),
    bankChargesValue: bigint('bank_charges_value', { mode: 'bigint' }),
    reference: text('reference'),
    journalEntryId: uuid('journal_entry_id'),
    reversalEntryId: uuid('reversal_entry_id'),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('treasury_transfer', table, table.id),
    companyForeignKey('treasury_transfer_work_folder_id_fk', table, table.workFolderId, workFolders),
    companyForeignKey('treasury_transfer_from_account_id_fk', table, table.fromAccountId, companyAccounts),
    companyForeignKey('treasury_transfer_to_account_id_fk', table, table.toAccountId, companyAccounts),
    index('treasury_transfer_list').on(table.companyId, table.workFolderId, table.transferOn),
    check('treasury_transfer_accounts_differ', sql`${table.fromAccountId} <> ${table.toAccountId}`),
    check(
      'treasury_transfer_amounts_positive',
      sql`${table.amountSent} > 0 and ${table.amountReceived} > 0 and ${table.valueSent} > 0 and ${table.valueReceived} > 0`,
    ),
    check(
      'treasury_transfer_bank_charges',
      sql`(${table.bankCharges} is null) = (${table.bankChargesValue} is null) and coalesce(${table.bankCharges} > 0 and ${table.bankChargesValue} > 0, true)`,
    ),
    check('treasury_transfer_from_rate', sql`(${table.fromCurrency} is null) = (${table.fromRate} is null)`),
    check('treasury_transfer_to_rate', sql`(${table.toCurrency} is null) = (${table.toRate} is null)`),
  ],
);

import { TREASURY_KINDS } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyForeignKey } from '../../db/company-keys.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { companies } from '../companies/companies.table.ts';
import { journals } from '../ledger/ledger.table.ts';

/**
 * What the books know of a treasury account (class 5) beyond the chart: its kind, the journal of a
 * mobile-money wallet (each has its own; banks share BQ, cash CA), its currency when not the
 * company's, and the IBAN or account number its statements name. An account without a row is of the
 * kind its number says, in the company's currency.
 */
export const treasuryAccounts = pgTable(
  'treasury_account',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    accountId: uuid('account_id').notNull(),
    kind: text('kind', { enum: TREASURY_KINDS }).notNull(),
    journalId: uuid('journal_id'),
    // ISO 4217; null is the company's currency.
    currency: text('currency'),
    // Capitals without spaces; set by the user or kept from the first statement file naming one.
    accountIdentifier: text('account_identifier'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyForeignKey('treasury_account_account_id_company_account_id_fk', table, table.accountId, companyAccounts),
    companyForeignKey('treasury_account_journal_id_journal_id_fk', table, table.journalId, journals),
    primaryKey({ columns: [table.companyId, table.accountId] }),
    uniqueIndex('treasury_account_journal_unique').on(table.companyId, table.journalId),
  ],
);

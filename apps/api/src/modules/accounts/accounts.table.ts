import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyPrimaryKey } from '../../db/company-keys.ts';
import { companies } from '../companies/companies.table.ts';

/** The company's chart of accounts, copied from its country's reference chart at signup. */
export const companyAccounts = pgTable(
  'company_account',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    number: text('number').notNull(),
    // Null while the reference label applies (shown in the reader's language); set when the company renames it.
    customLabel: text('custom_label'),
    classNumber: text('class_number').notNull(),
    nature: text('nature').notNull(),
    isGroup: boolean('is_group').notNull(),
    refAccountNumber: text('ref_account_number'),
    active: boolean('active').notNull().default(true),
    // Whether its lines are open items that can be matched; null follows the number (40x, 41x, 42x, 47x).
    openItems: boolean('open_items'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('company_account', table, table.id),
    uniqueIndex('company_account_number_unique').on(table.companyId, table.number),
  ],
);

/** Auxiliary accounts under a company account, e.g. one per customer under 411. */
export const subAccounts = pgTable(
  'sub_account',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    accountId: uuid('account_id').notNull(),
    number: text('number').notNull(),
    label: text('label').notNull(),
    partyId: uuid('party_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('sub_account', table, table.id),
    companyForeignKey('sub_account_account_id_company_account_id_fk', table, table.accountId, companyAccounts),
    uniqueIndex('sub_account_number_unique').on(table.companyId, table.number),
    index('sub_account_account').on(table.accountId),
  ],
);

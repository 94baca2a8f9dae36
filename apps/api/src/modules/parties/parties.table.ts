import { PARTY_KINDS, PARTY_ROLES, SUPPORTED_LANGUAGES } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyForeignKey, companyPrimaryKey } from '../../db/company-keys.ts';
import { subAccounts } from '../accounts/accounts.table.ts';
import { companies } from '../companies/companies.table.ts';
import { countries } from '../referentials/referentials.table.ts';

/** Customers and suppliers, each with its own sub-account under 411 or 401 (whose party_id points back). */
export const parties = pgTable(
  'party',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    role: text('role', { enum: PARTY_ROLES }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind', { enum: PARTY_KINDS }).notNull(),
    taxId: text('tax_id'),
    tradeRegister: text('trade_register'),
    email: text('email'),
    // E.164 (packages/contract phone.ts); rows written before that rule may hold other countries' numbers as typed.
    phone: text('phone'),
    address: text('address'),
    city: text('city'),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    paymentTermsDays: integer('payment_terms_days').notNull().default(0),
    // ISO 4217: the currency its documents are in by default; null is the company's currency.
    currency: text('currency'),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    // Cameroon: a customer named a withholding agent by the law; a supplier whose purchases bear the précompte.
    withholdingAgent: boolean('withholding_agent').notNull().default(false),
    subjectToPrecompte: boolean('subject_to_precompte').notNull().default(false),
    // The language of the mails sent to the party (issue #31); null: the company's.
    language: text('language', { enum: SUPPORTED_LANGUAGES }),
    subAccountId: uuid('sub_account_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('party', table, table.id),
    companyForeignKey('party_sub_account_id_sub_account_id_fk', table, table.subAccountId, subAccounts),
    uniqueIndex('party_code_unique').on(table.companyId, table.role, table.code),
    uniqueIndex('party_sub_account_unique').on(table.companyId, table.subAccountId),
    index('party_name').on(table.companyId, table.role, table.name),
    // Search (migration 0009): names, codes and phones containing the text; names and codes folded
    // (bilan_fold: lower case, no accents), as the search compares them.
    index('party_name_trgm').using('gin', sql`bilan_fold(${table.name}) gin_trgm_ops`).with({ fastupdate: false }),
    index('party_code_trgm').using('gin', sql`bilan_fold(${table.code}) gin_trgm_ops`).with({ fastupdate: false }),
    index('party_phone_trgm').using('gin', table.phone.op('gin_trgm_ops')).with({ fastupdate: false }),
    check('party_payment_terms_range', sql`${table.paymentTermsDays} between 0 and 365`),
  ],
);

import { ACCOUNTING_FRAMEWORKS, SUPPORTED_LANGUAGES } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { countries } from '../referentials/referentials.table.ts';

export const companies = pgTable(
  'company',
  {
    id: uuid('id').primaryKey(),
    name: text('name').notNull(),
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    currency: text('currency').notNull(),
    accountingFramework: text('accounting_framework', { enum: ACCOUNTING_FRAMEWORKS }).notNull(),
    typeCode: text('type_code').notNull(),
    domainAreaCode: text('domain_area_code').notNull(),
    subDomainAreaCode: text('sub_domain_area_code'),
    taxSystemCode: text('tax_system_code').notNull(),
    referentialBankAccount: text('referential_bank_account'),
    /**
     * The language of what the books write by themselves (entry labels of payments, reversals, closings),
     * chosen at signup from the interface language and changed in the settings (docs/decisions/0013-company-language-and-search.md).
     */
    language: text('language', { enum: SUPPORTED_LANGUAGES }).notNull().default('fr'),
    /**
     * Whether e-invoicing is on while the settings leave it unset: set at signup from the country's rule
     * (referentials/e-invoicing.json, on in France); off for the companies opened before it existed.
     */
    eInvoicingByDefault: boolean('e_invoicing_by_default').notNull().default(false),
    parentCompanyId: uuid('parent_company_id').references((): AnyPgColumn => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    index('company_parent').on(table.parentCompanyId),
    check('company_language_supported', sql`${table.language} in ('fr', 'en')`),
  ],
);

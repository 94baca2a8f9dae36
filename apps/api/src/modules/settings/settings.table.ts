import { ACCOUNTING_SYSTEMS, TAX_REGIMES, VAT_FREQUENCIES } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';

/** A company's identity on its documents and its accounting choices; absent until first saved (defaults apply). */
export const companySettings = pgTable('company_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  legalName: text('legal_name'),
  address: text('address'),
  city: text('city'),
  taxId: text('tax_id'),
  tradeRegister: text('trade_register'),
  // France: SIREN, SIRET and intracommunity VAT number, stored without spaces (checked by the contract).
  siren: text('siren'),
  siret: text('siret'),
  vatNumber: text('vat_number'),
  phone: text('phone'),
  email: text('email'),
  logo: text('logo'),
  defaultVatRates: text('default_vat_rates').array().notNull(),
  postingAccounts: jsonb('posting_accounts').notNull(),
  /** Journal code → entry number prefix; read by the posting statement itself. */
  numberPrefixes: jsonb('number_prefixes').notNull().default({}),
  /** VAT and withholding choices (contract taxOptionsSchema); null until saved: the country's defaults. */
  taxOptions: jsonb('tax_options'),
  fiscalYearStartMonth: integer('fiscal_year_start_month').notNull(),
  /** IANA zone in which "today" is read for the company; null: its country's (`country.time_zone`). */
  timeZone: text('time_zone'),
  /** Whether documents, payments and entries dated after today may be validated (off: refused). */
  allowFutureEntries: boolean('allow_future_entries').notNull().default(false),
  /** MONTHLY, QUARTERLY or ANNUAL (France's CA12); null: the country's default (referentials/vat-returns.json). */
  vatFrequency: text('vat_frequency', { enum: VAT_FREQUENCIES }),
  /** France: the day of the month the CA3 is due (15th–24th by the company); null: the country's default. */
  vatFilingDay: integer('vat_filing_day'),
  /** SYSCOHADA: NORMAL, or MINIMAL_CASH (the SMT, which files no cash-flow statement). */
  accountingSystem: text('accounting_system', { enum: ACCOUNTING_SYSTEMS }).notNull().default('NORMAL'),
  /** The bank account on invoices and in their e-invoice (BT-84 IBAN, BT-86 BIC), without spaces. */
  iban: text('iban'),
  bic: text('bic'),
  /** Factur-X required of invoices and credit notes; null: the company's default (`e_invoicing_by_default`). */
  eInvoicing: boolean('e_invoicing'),
  attachmentMaxMegabytes: integer('attachment_max_megabytes').notNull().default(5),
  /** France: SIMPLIFIED (liasse 2033) or NORMAL (2050–2059); null: the one the company's tax system implies. */
  taxRegime: text('tax_regime', { enum: TAX_REGIMES }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyPrimaryKey } from '../../db/company-keys.ts';
import { companies } from '../companies/companies.table.ts';

/**
 * A company's exchange rates: on `rate_on`, 1 unit of `currency` = `rate` units of the company's
 * currency. The rate of a date is the latest row on or before it (exchange-rates.service.ts `rateOn`).
 * `rate` is an exact decimal (numeric without a scale keeps the digits as typed), never a float.
 * Rates a treaty fixes (1 EUR = 655.957 XAF) are rules of packages/accounting/src/currencies.ts, not rows.
 */
export const exchangeRates = pgTable(
  'exchange_rate',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    currency: text('currency').notNull(),
    rateOn: date('rate_on').notNull(),
    rate: numeric('rate').notNull(),
    createdBy: uuid('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('exchange_rate', table, table.id),
    uniqueIndex('exchange_rate_unique').on(table.companyId, table.currency, table.rateOn),
    check('exchange_rate_positive', sql`${table.rate} > 0`),
    check('exchange_rate_currency_code', sql`${table.currency} ~ '^[A-Z]{3}$'`),
  ],
);

import { ACCOUNTING_FRAMEWORKS } from '@bilan/contract';
import { boolean, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const countries = pgTable('country', {
  code: text('code').primaryKey(),
  iso3: text('iso3').notNull(),
  frName: text('fr_name').notNull(),
  enName: text('en_name').notNull(),
  currency: text('currency').notNull(),
  phoneCode: text('phone_code').notNull(),
  vatStandardRate: text('vat_standard_rate'),
  vatReducedRates: text('vat_reduced_rates'),
  accountingFramework: text('accounting_framework', { enum: ACCOUNTING_FRAMEWORKS }).notNull(),
  /** IANA zone of the country's civil time (of its capital where it has several): a company's default. */
  timeZone: text('time_zone'),
});

export const companyTypes = pgTable(
  'company_type',
  {
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    code: text('code').notNull(),
    frLabel: text('fr_label').notNull(),
    enLabel: text('en_label').notNull(),
  },
  (table) => [primaryKey({ columns: [table.countryCode, table.code] })],
);

export const domainAreas = pgTable('domain_area', {
  code: text('code').primaryKey(),
  frLabel: text('fr_label').notNull(),
  enLabel: text('en_label').notNull(),
  frShortLabel: text('fr_short_label').notNull(),
  enShortLabel: text('en_short_label').notNull(),
});

export const subDomainAreas = pgTable('sub_domain_area', {
  code: text('code').primaryKey(),
  domainAreaCode: text('domain_area_code')
    .notNull()
    .references(() => domainAreas.code),
  frLabel: text('fr_label').notNull(),
  enLabel: text('en_label').notNull(),
});

export const taxSystems = pgTable(
  'tax_system',
  {
    countryCode: text('country_code')
      .notNull()
      .references(() => countries.code),
    code: text('code').notNull(),
    frLabel: text('fr_label').notNull(),
    enLabel: text('en_label').notNull(),
    validFromOn: date('valid_from'),
    validToOn: date('valid_to'),
  },
  (table) => [primaryKey({ columns: [table.countryCode, table.code] })],
);

export const refAccounts = pgTable(
  'ref_account',
  {
    framework: text('framework', { enum: ACCOUNTING_FRAMEWORKS }).notNull(),
    number: text('number').notNull(),
    frLabel: text('fr_label').notNull(),
    enLabel: text('en_label').notNull(),
    classNumber: text('class_number').notNull(),
    parentNumber: text('parent_number').notNull(),
    level: integer('level').notNull(),
    isGroup: boolean('is_group').notNull(),
    nature: text('nature').notNull(),
  },
  (table) => [primaryKey({ columns: [table.framework, table.number] })],
);

export const refAccountCategories = pgTable(
  'ref_account_category',
  {
    framework: text('framework', { enum: ACCOUNTING_FRAMEWORKS }).notNull(),
    classNumber: text('class_number').notNull(),
    frLabel: text('fr_label').notNull(),
    enLabel: text('en_label').notNull(),
  },
  (table) => [primaryKey({ columns: [table.framework, table.classNumber] })],
);

/** One row per loaded referential file set, so a warm start skips files whose content is unchanged. */
export const referentialLoads = pgTable('referential_load', {
  name: text('name').primaryKey(),
  contentHash: text('content_hash').notNull(),
});

import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';

export const users = pgTable(
  'app_user',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** Set when an invitation gave a one-time password; every route but change-password refuses until then. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (table) => [uniqueIndex('app_user_email_unique').on(table.email)],
);

export const memberships = pgTable(
  'membership',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    roles: text('roles').array().notNull(),
    profiles: text('profiles').array().notNull(),
    /** A deactivated membership keeps its history but can neither log in nor use a token of that company. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.companyId] }),
    index('membership_company').on(table.companyId),
  ],
);

/** Failed logins per email, to throttle guessing (docs/architecture.md, Security and reliability). */
export const loginFailures = pgTable(
  'login_failure',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('login_failure_email_time').on(table.email, table.failedAt)],
);

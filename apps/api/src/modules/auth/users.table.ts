import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyPrimaryKey } from '../../db/company-keys.ts';
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
    /**
     * Carried by every token as `gen`; raised by a password change, a logout or a deactivation, which
     * so revokes every token issued before (docs/threat-model.md).
     */
    sessionGeneration: integer('session_generation').notNull().default(0),
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

/**
 * An invitation waiting for its person's consent (issue #15, item 11): the membership exists only once
 * the invited user accepts it after logging in, so inviting an email that already has an account adds
 * no one and tells the inviting company nothing. An invitation that created the account is accepted by
 * that account's first login with its one-time password.
 */
export const invitations = pgTable(
  'invitation',
  {
    id: uuid('id').notNull(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    roles: text('roles').array().notNull(),
    profiles: text('profiles').array().notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    opensAccount: boolean('opens_account').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [
    companyPrimaryKey('invitation', table, table.id),
    uniqueIndex('invitation_company_user').on(table.companyId, table.userId),
    index('invitation_user').on(table.userId),
  ],
);

/**
 * Login attempts not (yet) known to have succeeded, per email and client address: an attempt is
 * recorded before its password is checked and removed when it succeeds, so concurrent attempts
 * cannot exceed the limit. Counted per address, a stranger cannot lock an account for its owner.
 */
export const loginFailures = pgTable(
  'login_failure',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('login_failure_email_time').on(table.email, table.failedAt),
    index('login_failure_address_time').on(table.address, table.failedAt),
  ],
);

export const SECURITY_EVENT_KINDS = [
  'LOGIN_SUCCEEDED',
  'LOGIN_FAILED',
  'LOGIN_THROTTLED',
  'LOGOUT',
  'PASSWORD_CHANGED',
  'USER_INVITED',
  'INVITATION_ACCEPTED',
  'INVITATION_DECLINED',
  'MEMBERSHIP_CHANGED',
  'MEMBER_DEACTIVATED',
  'COMPANY_SWITCHED',
  'SIGNUP_EMAIL_ALREADY_USED',
  'PASSWORD_RESET_REQUESTED',
  'PASSWORD_RESET',
] as const;

/**
 * Who did what to an account or a session, when and from which address. Append-only like the
 * audit trail; kept apart from it because a failed login belongs to no company.
 */
export const securityEvents = pgTable(
  'security_event',
  {
    id: uuid('id').primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().default(sql`now()`),
    kind: text('kind', { enum: SECURITY_EVENT_KINDS }).notNull(),
    /** Who acted: the session's user, or none for a login attempt. */
    actorId: uuid('actor_id'),
    /** The account concerned, when known. */
    userId: uuid('user_id'),
    companyId: uuid('company_id'),
    email: text('email'),
    address: text('address').notNull(),
    details: jsonb('details'),
  },
  (table) => [
    index('security_event_user_time').on(table.userId, table.occurredAt),
    index('security_event_company_time').on(table.companyId, table.occurredAt),
  ],
);

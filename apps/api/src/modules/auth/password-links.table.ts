import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.table.ts';

export const PASSWORD_LINK_PURPOSES = ['RESET', 'INVITATION'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/**
 * A link that lets its holder choose the account's password: a forgotten password (30 minutes) or
 * an invitation that opened the account (7 days). Only the SHA-256 of the link's token is kept, so
 * reading this table opens no account; a link is used once (`used_at`), and using one voids the
 * user's other links.
 */
export const passwordLinks = pgTable(
  'password_link',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: PASSWORD_LINK_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('password_link_token_hash').on(table.tokenHash),
    index('password_link_user_time').on(table.userId, table.createdAt),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../companies/companies.table.ts';

export const MAIL_STATES = ['QUEUED', 'SENT', 'FAILED'] as const;
export type MailState = (typeof MAIL_STATES)[number];

export const MAIL_KINDS = [
  'PASSWORD_RESET',
  'ACCOUNT_EXISTS',
  'INVITATION',
  'INVOICE',
  'CREDIT_NOTE',
  'PARTY_STATEMENT',
  'REMINDER_LETTER',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * A file carried by a mail (a PDF of a few dozen KB). Its bytes stay in the row until
 * MAIL_ATTACHMENT_RETENTION_DAYS after the mail went (mail-purge.ts); its name, size and SHA-256
 * stay for good, so the history still says what was sent.
 */
export interface StoredAttachment {
  fileName: string;
  contentType: string;
  /** Absent once purged. */
  contentBase64?: string;
  /** Bytes; rows queued before it was kept get it when purged. */
  size?: number;
  /** Hex SHA-256 of the bytes, as `size`. */
  sha256?: string;
}

/**
 * The outbox (issue #31): every mail is a row first, written in the transaction of what asked for
 * it, then sent by the worker (mail-worker.ts) with retries, so nothing is lost when the process
 * restarts or the SMTP server is down. A company's mails are that company's rows (row-level
 * security); system mails (a password reset) have none. The Message-ID is fixed when the row is
 * written, so a retry after an unknown outcome carries the same one.
 */
export const outboxMails = pgTable(
  'outbox_mail',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id').references(() => companies.id),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    /** The document, party or invitation the mail is about: its history lists the mails. */
    sourceId: uuid('source_id'),
    requestedBy: uuid('requested_by'),
    fromName: text('from_name').notNull(),
    replyTo: text('reply_to'),
    toAddresses: text('to_addresses').array().notNull(),
    ccAddresses: text('cc_addresses').array().notNull().default(sql`'{}'::text[]`),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    /** Set on mails whose body holds a secret link: the body and attachments are blanked once sent. */
    secret: boolean('secret').notNull().default(false),
    messageId: text('message_id').notNull(),
    state: text('state', { enum: MAIL_STATES }).notNull().default('QUEUED'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().default(sql`now()`),
    /** A worker that took the mail holds it until then; past it, another may try again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_mail_due').on(table.nextAttemptAt).where(sql`${table.state} = 'QUEUED'`),
    index('outbox_mail_company_time').on(table.companyId, table.createdAt),
    index('outbox_mail_source').on(table.companyId, table.sourceId),
    check('outbox_mail_state_known', sql`${table.state} in ('QUEUED', 'SENT', 'FAILED')`),
  ],
);

import { createHash } from 'node:crypto';
import { hasLineBreak, isEmail, MAIL_RECIPIENTS_MAX, type MailSummary } from '@bilan/contract';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { type MailKind, outboxMails, type StoredAttachment } from './mail.table.ts';

export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export interface NewMail {
  companyId: string | null;
  kind: MailKind;
  sourceId?: string | null;
  requestedBy?: string | null;
  /** The display name of the sender, e.g. the company's name; the address is MAIL_FROM's. */
  fromName: string;
  replyTo?: string | null;
  to: string[];
  cc?: string[];
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** The text holds a secret link: blanked once sent. */
  secret?: boolean;
}

export interface OutboxOptions {
  /** The host of PUBLIC_URL, the right-hand side of every Message-ID. */
  messageIdHost: string;
  /** Mails one company may queue in an hour; system mails (no company) are not counted. */
  perCompanyPerHour: number;
}

/**
 * Queues a mail in the caller's transaction: it is sent only if that transaction commits, and once
 * committed it is not lost (the worker retries until it goes or is failed). Every recipient must be
 * an address and no header text may hold a line break (header injection); a company past its hourly
 * limit is refused.
 */
export async function queueMail(tx: Executor, mail: NewMail, options: OutboxOptions): Promise<string> {
  checkMail(mail);
  if (mail.companyId) await checkCompanyLimit(tx, mail.companyId, options.perCompanyPerHour);
  const id = newId();
  await tx.insert(outboxMails).values({
    id,
    companyId: mail.companyId,
    kind: mail.kind,
    sourceId: mail.sourceId ?? null,
    requestedBy: mail.requestedBy ?? null,
    fromName: mail.fromName,
    replyTo: mail.replyTo ?? null,
    toAddresses: mail.to,
    ccAddresses: mail.cc ?? [],
    subject: mail.subject,
    textBody: mail.text,
    attachments: (mail.attachments ?? []).map(storedAttachment),
    secret: mail.secret ?? false,
    messageId: `<${id}@${options.messageIdHost}>`,
  });
  return id;
}

export function checkMail(mail: Pick<NewMail, 'to' | 'cc' | 'subject' | 'fromName' | 'replyTo'>): void {
  const recipients = [...mail.to, ...(mail.cc ?? [])];
  if (mail.to.length === 0 || mail.to.length > MAIL_RECIPIENTS_MAX || (mail.cc ?? []).length > MAIL_RECIPIENTS_MAX) {
    throw new AppError('MAIL_RECIPIENT_INVALID');
  }
  if (mail.replyTo) recipients.push(mail.replyTo);
  if (recipients.some((address) => hasLineBreak(address) || !isEmail(address))) {
    throw new AppError('MAIL_RECIPIENT_INVALID');
  }
  if (hasLineBreak(mail.subject) || hasLineBreak(mail.fromName)) throw new AppError('MAIL_HEADER_INVALID');
}

async function checkCompanyLimit(tx: Executor, companyId: string, perHour: number): Promise<void> {
  // One company's mails queue one after the other here, so two requests cannot both pass the limit.
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`bilan-mail:${companyId}`}))`);
  const [row] = await tx
    .select({ sent: count() })
    .from(outboxMails)
    .where(and(eq(outboxMails.companyId, companyId), gt(outboxMails.createdAt, sql`now() - interval '1 hour'`)));
  if ((row?.sent ?? 0) >= perHour) throw new AppError('MAIL_LIMIT_REACHED', { retryAfterSeconds: 600 });
}

function storedAttachment(attachment: MailAttachment): StoredAttachment {
  const content = Buffer.from(attachment.content);
  return {
    fileName: attachment.fileName.replace(/[\r\n"\\/]/g, '_'),
    contentType: attachment.contentType,
    contentBase64: content.toString('base64'),
    size: content.length,
    sha256: createHash('sha256').update(content).digest('hex'),
  };
}

/**
 * Work on the outbox as the application itself (the worker, system mails, invitations written
 * outside a tenant transaction): marks the transaction so the outbox's `mail_system` policy lets
 * it through (migration 0036).
 */
export async function asMailSystem<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await enterMailSystem(tx);
    return work(tx);
  });
}

export async function enterMailSystem(tx: Executor): Promise<void> {
  await tx.execute(sql`select set_config('bilan.mail_system', 'on', true)`);
}

/** The mails about one document or party of the company, newest first (its history). */
export async function listMailsAbout(tx: Executor, companyId: string, sourceId: string): Promise<MailSummary[]> {
  const rows = await tx
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.companyId, companyId), eq(outboxMails.sourceId, sourceId)))
    .orderBy(desc(outboxMails.createdAt))
    .limit(50);
  return rows.map(mailSummary);
}

export function mailSummary(row: typeof outboxMails.$inferSelect): MailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddresses,
    cc: row.ccAddresses,
    subject: row.subject,
    state: row.state,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attachments: row.attachments.map(attachmentSummary),
  };
}

function attachmentSummary(attachment: StoredAttachment): MailSummary['attachments'][number] {
  const content = attachment.contentBase64 === undefined ? undefined : Buffer.from(attachment.contentBase64, 'base64');
  return {
    fileName: attachment.fileName,
    size: attachment.size ?? content?.length ?? null,
    sha256: attachment.sha256 ?? (content ? createHash('sha256').update(content).digest('hex') : null),
    kept: content !== undefined,
  };
}

import { desc, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxMails } from '../db/schema.ts';
import { databaseOf } from './test-app.ts';

/** The mails queued to an address, newest first, read as the database's owner (tests only). */
export async function mailsTo(app: FastifyInstance, address: string) {
  return databaseOf(app)
    .db.select()
    .from(outboxMails)
    .where(sql`${address} = any(${outboxMails.toAddresses})`)
    .orderBy(desc(outboxMails.createdAt));
}

/** The token of the password link a mail's text holds. */
export function linkTokenOf(text: string): string {
  const match = /\/auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No password link in: ${text}`);
  return match[1];
}

/** The token of the newest password link mailed to `address`. */
export async function mailedLinkToken(app: FastifyInstance, address: string): Promise<string> {
  const [mail] = await mailsTo(app, address);
  if (!mail) throw new Error(`No mail to ${address}`);
  return linkTokenOf(mail.textBody);
}

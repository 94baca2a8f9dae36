import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { outboxMails } from './mail.table.ts';

type OutboxRow = typeof outboxMails.$inferSelect;

/** Sends one mail of the outbox, or throws; `permanent` on the error says a retry cannot help. */
export interface MailTransport {
  send(mail: OutboxRow): Promise<void>;
  /** Where mails go, for the start-up log: never a password. */
  description: string;
  close(): void;
}

export interface TransportOptions {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
  log: (message: string) => void;
}

/**
 * SMTP when `SMTP_URL` is set; else each mail is written as an .eml file under DATA_DIR/outbox/ (the
 * embedded default: the operator opens it in a mail program), and the log says where.
 */
export function createMailTransport(options: TransportOptions): MailTransport {
  const from = parseFrom(options.mailFrom);
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return {
      description: `SMTP at ${new URL(options.smtpUrl).host}`,
      send: async (mail) => {
        await smtp.sendMail(messageOf(mail, from));
      },
      close: () => smtp.close(),
    };
  }
  const folder = join(options.dataDir, 'outbox');
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    description: `.eml files in ${folder} (SMTP_URL is not set)`,
    send: async (mail) => {
      const info = await stream.sendMail(messageOf(mail, from));
      await mkdir(folder, { recursive: true });
      const path = join(folder, `${mail.createdAt.toISOString().replace(/[:.]/g, '-')}-${mail.id}.eml`);
      await writeFile(path, info.message as Buffer, { mode: 0o600 });
      options.log(`mail "${mail.subject}" to ${mail.toAddresses.join(', ')} written to ${path}`);
    },
    close: () => stream.close(),
  };
}

/** MAIL_FROM's address, from `Name <address>` or a bare address. */
function parseFrom(mailFrom: string): string {
  const match = /<([^>]+)>\s*$/.exec(mailFrom);
  return (match?.[1] ?? mailFrom).trim();
}

/**
 * The message of a row: the company's name shown before MAIL_FROM's address (replies go to the
 * user who sent it), a fixed Message-ID, the Date and a plain-text part. Nodemailer encodes every
 * header; line breaks were refused when the mail was queued (outbox.ts).
 */
export function messageOf(mail: OutboxRow, fromAddress: string): SendMailOptions {
  return {
    from: { name: mail.fromName, address: fromAddress },
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    to: mail.toAddresses,
    cc: mail.ccAddresses.length > 0 ? mail.ccAddresses : undefined,
    subject: mail.subject,
    text: mail.textBody,
    messageId: mail.messageId,
    date: new Date(),
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.fileName,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.contentBase64 ?? '', 'base64'),
    })),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** An SMTP answer 5xx refuses the mail for good (unknown mailbox, refused content); anything else may pass later. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client.ts';
import { freePort, startSmtpServer, waitFor } from '../../testing/smtp-server.ts';
import { createTestDatabase } from '../../testing/test-app.ts';
import { outboxMails } from './mail.table.ts';
import { createMailTransport } from './mail-transport.ts';
import { createMailWorker, retryDelayMs } from './mail-worker.ts';
import { asMailSystem, checkMail, mailSummary, type NewMail, queueMail } from './outbox.ts';

const OPTIONS = { messageIdHost: 'books.example.test', perCompanyPerHour: 100 };
let databaseUrl: string;
beforeAll(async () => {
  databaseUrl = await createTestDatabase();
});

const mail = (to: string): NewMail => ({
  companyId: null,
  kind: 'PASSWORD_RESET',
  fromName: 'Bilan',
  to: [to],
  subject: `For ${to}`,
  text: `Hello ${to}`,
});

function workerOn(db: ReturnType<typeof openPostgres>['db'], smtpUrl: string | undefined, dataDir = '/nonexistent') {
  const transport = createMailTransport({ smtpUrl, mailFrom: 'Bilan <no-reply@example.test>', dataDir, log: () => {} });
  return createMailWorker(db, transport, { retryBaseMs: 10, polling: false });
}

describe('the outbox worker', () => {
  it('keeps mails while SMTP is down and sends each once when it is up, after a restart', async () => {
    const port = await freePort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const first = openPostgres(databaseUrl);
    const addresses = ['a@example.cm', 'b@example.cm', 'c@example.cm'];
    const ids = await asMailSystem(first.db, (tx) =>
      Promise.all(addresses.map((to) => queueMail(tx, mail(to), OPTIONS))),
    );
    const down = workerOn(first.db, smtpUrl);
    expect(await down.runOnce()).toBe(0);
    const waiting = await asMailSystem(first.db, (tx) => tx.select().from(outboxMails));
    expect(waiting.filter((row) => ids.includes(row.id)).map((row) => [row.state, row.attempts])).toEqual(
      ids.map(() => ['QUEUED', 1]),
    );
    expect(waiting.find((row) => row.id === ids[0])?.lastError).toMatch(/ECONNREFUSED|connect/i);
    // The app stops (its worker with it); the SMTP server comes up; the app starts again.
    await down.stop();
    await first.close();
    const smtp = await startSmtpServer(port);
    const second = openPostgres(databaseUrl);
    const up = workerOn(second.db, smtpUrl);
    try {
      let sent = 0;
      await waitFor(async () => {
        sent += await up.runOnce();
        return sent >= 3;
      });
      expect(await up.runOnce()).toBe(0);
      expect(smtp.received.map((item) => item.subject).sort()).toEqual(addresses.map((to) => `For ${to}`));
      expect(new Set(smtp.received.map((item) => item.messageId)).size).toBe(3);
      const rows = await asMailSystem(second.db, (tx) => tx.select().from(outboxMails));
      expect(rows.filter((row) => ids.includes(row.id)).map((row) => [row.state, row.attempts])).toEqual(
        ids.map(() => ['SENT', 2]),
      );
    } finally {
      await up.stop();
      await second.close();
      await smtp.close();
    }
  });

  it('fails a mail the server refuses for good, with the reason, and does not retry it', async () => {
    const smtp = await startSmtpServer(0, { refuse: (to) => to.startsWith('gone') });
    const handle = openPostgres(databaseUrl);
    const worker = workerOn(handle.db, `smtp://127.0.0.1:${smtp.port}`);
    try {
      const id = await asMailSystem(handle.db, (tx) => queueMail(tx, mail('gone@example.cm'), OPTIONS));
      await worker.runOnce();
      const failed = (await asMailSystem(handle.db, (tx) => tx.select().from(outboxMails))).find((r) => r.id === id);
      expect(failed?.state).toBe('FAILED');
      expect(failed?.lastError).toMatch(/550|Mailbox unknown/);
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.received).toEqual([]);
    } finally {
      await worker.stop();
      await handle.close();
      await smtp.close();
    }
  });
});

describe('the outbox without SMTP', () => {
  it('writes .eml files under DATA_DIR/outbox without SMTP_URL', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bilan-mail-'));
    const handle = openPostgres(databaseUrl);
    const worker = workerOn(handle.db, undefined, dataDir);
    try {
      await asMailSystem(handle.db, (tx) => queueMail(tx, mail('eml@example.cm'), OPTIONS));
      expect(await worker.runOnce()).toBe(1);
      const files = await readdir(join(dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      const parsed = await simpleParser(await readFile(join(dataDir, 'outbox', files[0] ?? '')));
      expect(parsed.subject).toBe('For eml@example.cm');
      expect(parsed.text?.trim()).toBe('Hello eml@example.cm');
      expect(parsed.messageId).toMatch(/@books\.example\.test>$/);
      expect(parsed.headers.get('date')).toBeInstanceOf(Date);
    } finally {
      await worker.stop();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the purge of sent attachments', () => {
  it('clears the bytes of files sent over 90 days ago, keeping the row and each file’s name, size and SHA-256', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'bilan-purge-'));
    const handle = openPostgres(databaseUrl);
    let clock = new Date();
    const transport = createMailTransport({
      smtpUrl: undefined,
      mailFrom: 'no-reply@example.test',
      dataDir,
      log: () => {},
    });
    const worker = createMailWorker(handle.db, transport, {
      retryBaseMs: 10,
      polling: false,
      attachmentRetentionDays: 90,
      now: () => clock,
    });
    const pdf = Buffer.from('%PDF-1.7 invoice VE-2026-000001');
    const withPdf = (to: string): NewMail => ({
      ...mail(to),
      attachments: [{ fileName: 'VE-2026-000001.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const rowOf = async (id: string) =>
      (await asMailSystem(handle.db, (tx) => tx.select().from(outboxMails))).find((row) => row.id === id);
    try {
      const [sent, legacy] = await asMailSystem(handle.db, (tx) =>
        Promise.all([
          queueMail(tx, withPdf('kept@example.cm'), OPTIONS),
          queueMail(tx, withPdf('old@example.cm'), OPTIONS),
        ]),
      );
      expect(await worker.runOnce()).toBe(2);
      const waiting = await asMailSystem(handle.db, (tx) => queueMail(tx, withPdf('later@example.cm'), OPTIONS));
      // A row queued before sizes and hashes were stored: the purge computes them from the bytes.
      await asMailSystem(handle.db, (tx) =>
        tx.execute(sql`UPDATE outbox_mail SET attachments = jsonb_build_array((attachments->0) - 'size' - 'sha256')
          WHERE id = ${legacy}`),
      );
      const sentAt = (await rowOf(sent ?? ''))?.sentAt ?? new Date();
      const day = 24 * 60 * 60 * 1000;

      clock = new Date(sentAt.getTime() + 89 * day);
      expect(await worker.purgeAttachments()).toBe(0);
      clock = new Date(sentAt.getTime() + 91 * day);
      expect(await worker.purgeAttachments()).toBe(2);
      expect(await worker.purgeAttachments()).toBe(0);

      const sha256 = createHash('sha256').update(pdf).digest('hex');
      for (const id of [sent, legacy]) {
        const row = await rowOf(id ?? '');
        expect(row).toMatchObject({ state: 'SENT', subject: expect.stringMatching(/^For /) });
        expect(row?.attachments).toEqual([
          { fileName: 'VE-2026-000001.pdf', contentType: 'application/pdf', size: pdf.length, sha256 },
        ]);
        expect(mailSummary(row as typeof outboxMails.$inferSelect).attachments).toEqual([
          { fileName: 'VE-2026-000001.pdf', size: pdf.length, sha256, kept: false },
        ]);
      }
      // A mail not sent yet keeps its file, however old.
      const queued = await rowOf(waiting);
      expect(queued?.state).toBe('QUEUED');
      expect(queued?.attachments[0]?.contentBase64).toBe(pdf.toString('base64'));
    } finally {
      await worker.stop();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('what a mail may hold', () => {
  const base = { to: ['a@example.cm'], subject: 'Invoice', fromName: 'Acme' };
  it.each([
    ['a recipient that is not an address', { ...base, to: ['not-an-address'] }, 'MAIL_RECIPIENT_INVALID'],
    ['a recipient with a line break', { ...base, to: ['a@example.cm\r\nBcc: x@evil.test'] }, 'MAIL_RECIPIENT_INVALID'],
    ['no recipient', { ...base, to: [] }, 'MAIL_RECIPIENT_INVALID'],
    ['a subject with a line break', { ...base, subject: 'Hi\r\nBcc: x@evil.test' }, 'MAIL_HEADER_INVALID'],
    ['a sender name with a line break', { ...base, fromName: 'Acme\nBcc: x@evil.test' }, 'MAIL_HEADER_INVALID'],
  ])('refuses %s', (_name, value, code) => {
    expect(() => checkMail(value)).toThrow(expect.objectContaining({ code }));
  });

  it('retries after growing delays, capped at an hour', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20, 30_000)).toBe(3_600_000);
  });
});

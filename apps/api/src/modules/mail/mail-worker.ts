import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outboxMails } from './mail.table.ts';
import { purgeSentAttachments } from './mail-purge.ts';
import { isPermanentFailure, type MailTransport } from './mail-transport.ts';
import { asMailSystem } from './outbox.ts';

/** Attempts before a mail is failed for good; with the delays doubling, about a day from 30 s. */
export const MAIL_ATTEMPTS_MAX = 12;
const MAX_DELAY_MS = 60 * 60 * 1000;
/** How long a worker holds a mail it took: past it, a worker of another process may take it again. */
const LEASE_MS = 5 * 60 * 1000;
const BATCH = 10;
/** The purge of old attachments runs at most this often. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

export interface MailWorker {
  /** Sends the mails due now; resolves with how many were sent. */
  runOnce(): Promise<number>;
  /** Clears the attachment bytes of mails sent past the retention (mail-purge.ts); resolves with how many. */
  purgeAttachments(): Promise<number>;
  /** Runs again soon: a mail was just queued. */
  wake(): void;
  stop(): Promise<void>;
}

export interface MailWorkerOptions {
  retryBaseMs: number;
  pollMs?: number;
  /** False: no rounds of its own, only `runOnce` (tests). */
  polling?: boolean;
  onError?: (error: unknown) => void;
  onFailure?: (mailId: string, reason: string) => void;
  /** Days a sent mail keeps its attachments' bytes (MAIL_ATTACHMENT_RETENTION_DAYS); 90 unless set. */
  attachmentRetentionDays?: number;
  /** The time the purge counts from (tests move it). */
  now?: () => Date;
}

/** The wait before attempt `attempts + 1`: the base, doubled at each failure, capped at an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

/**
 * Sends the outbox: takes the mails due (each held by a lease, so two processes never send the
 * same one at once), sends each, and marks it sent, or schedules the next attempt after a growing
 * delay, or fails it with the reason (an SMTP 5xx, or MAIL_ATTEMPTS_MAX attempts). A mail is marked
 * sent right after the server accepted it; only a crash between the two could send it again, and it
 * would carry the same Message-ID.
 */
export function createMailWorker(db: Database, transport: MailTransport, options: MailWorkerOptions): MailWorker {
  let stopped = false;
  let running: Promise<number> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pollMs = options.pollMs ?? 5000;

  const runOnce = async (): Promise<number> => {
    let sent = 0;
    for (;;) {
      const due = await takeDueMails(db);
      for (const mail of due) if (await sendOne(db, transport, mail, options)) sent += 1;
      if (due.length < BATCH || stopped) return sent;
    }
  };
  const now = options.now ?? (() => new Date());
  const purgeAttachments = () =>
    purgeSentAttachments(db, { retentionDays: options.attachmentRetentionDays ?? 90, now: now() });
  let lastPurge = Number.NEGATIVE_INFINITY;
  const round = async () => {
    const sent = await runOnce();
    if (now().getTime() - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = now().getTime();
      await purgeAttachments();
    }
    return sent;
  };
  const tick = async () => {
    timer = undefined;
    if (stopped) return;
    running = round();
    try {
      await running;
    } catch (error) {
      options.onError?.(error);
    } finally {
      running = undefined;
      if (!stopped) timer = setTimeout(() => void tick(), pollMs);
    }
  };
  if (options.polling !== false) timer = setTimeout(() => void tick(), 0);
  return {
    runOnce,
    purgeAttachments,
    wake() {
      if (stopped || running || !timer) return;
      clearTimeout(timer);
      timer = setTimeout(() => void tick(), 0);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
      transport.close();
    },
  };
}

async function takeDueMails(db: Database) {
  return asMailSystem(db, async (tx) => {
    const due = tx
      .select({ id: outboxMails.id })
      .from(outboxMails)
      .where(
        and(
          eq(outboxMails.state, 'QUEUED'),
          lte(outboxMails.nextAttemptAt, sql`now()`),
          or(isNull(outboxMails.lockedUntil), lte(outboxMails.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(outboxMails.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return tx
      .update(outboxMails)
      .set({
        lockedUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
        attempts: sql`${outboxMails.attempts} + 1`,
      })
      .where(inArray(outboxMails.id, due))
      .returning();
  });
}

async function sendOne(
  db: Database,
  transport: MailTransport,
  mail: typeof outboxMails.$inferSelect,
  options: MailWorkerOptions,
): Promise<boolean> {
  try {
    await transport.send(mail);
  } catch (error) {
    const reason = String((error as Error).message ?? error).slice(0, 500);
    const final = isPermanentFailure(error) || mail.attempts >= MAIL_ATTEMPTS_MAX;
    const delay = retryDelayMs(mail.attempts, options.retryBaseMs);
    await asMailSystem(db, (tx) =>
      tx
        .update(outboxMails)
        .set({
          state: final ? 'FAILED' : 'QUEUED',
          lastError: reason,
          lockedUntil: null,
          nextAttemptAt: sql`now() + ${`${delay} milliseconds`}::interval`,
        })
        .where(eq(outboxMails.id, mail.id)),
    );
    if (final) options.onFailure?.(mail.id, reason);
    return false;
  }
  await asMailSystem(db, (tx) =>
    tx
      .update(outboxMails)
      .set({
        state: 'SENT',
        sentAt: sql`now()`,
        lockedUntil: null,
        lastError: null,
        // A link that opens an account is not kept once it left.
        ...(mail.secret ? { textBody: '', attachments: [] } : {}),
      })
      .where(eq(outboxMails.id, mail.id)),
  );
  return true;
}

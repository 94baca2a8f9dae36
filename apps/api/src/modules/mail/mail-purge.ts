import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { asMailSystem } from './outbox.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows cleared by one statement: a purge after a long pause goes by batches, not one huge update. */
const PURGE_BATCH = 500;

/**
 * Clears the attachment bytes of the mails sent more than `retentionDays` before `now` (the outbox
 * would otherwise grow by a PDF per invoice sent). The row stays, with its recipients, subject and
 * text, and each attachment keeps its name, type, size and SHA-256 (computed here from the bytes
 * for rows queued before they were stored), so the history still says what went. Queued and failed
 * mails keep their files: they may still be sent or looked into. Resolves with the mails cleared.
 */
export async function purgeSentAttachments(
  db: Database,
  options: { retentionDays: number; now: Date },
): Promise<number> {
  const cutoff = new Date(options.now.getTime() - options.retentionDays * DAY_MS);
  let purged = 0;
  for (;;) {
    const result = (await asMailSystem(db, (tx) =>
      tx.execute(sql`
        UPDATE outbox_mail AS mail
        SET attachments = (
          SELECT coalesce(jsonb_agg(
            CASE WHEN file ? 'contentBase64' THEN (file - 'contentBase64') || jsonb_build_object(
              'size', length(decode(file->>'contentBase64', 'base64')),
              'sha256', encode(sha256(decode(file->>'contentBase64', 'base64')), 'hex'))
            ELSE file END ORDER BY position), '[]'::jsonb)
          FROM jsonb_array_elements(mail.attachments) WITH ORDINALITY AS files(file, position))
        WHERE mail.id IN (
          SELECT id FROM outbox_mail
          WHERE state = 'SENT' AND sent_at < ${cutoff.toISOString()}::timestamptz
            AND jsonb_path_exists(attachments, '$[*].contentBase64')
          LIMIT ${PURGE_BATCH})
        RETURNING mail.id`),
    )) as unknown as { rows: { id: string }[] };
    purged += result.rows.length;
    if (result.rows.length < PURGE_BATCH) return purged;
  }
}

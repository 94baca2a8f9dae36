import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';

/**
 * The mails the app under test wrote as .eml files (no SMTP_URL: DATA_DIR/outbox, run.mjs passes its
 * DATA_DIR). Waits for the newest to `address` whose subject matches, within a bound.
 */
export async function mailTo(address: string, subject: RegExp, timeoutMs = 30_000): Promise<ParsedMail> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the journeys read mails of an app run.mjs started');
  const folder = join(dataDir, 'outbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
    for (const name of names.reverse()) {
      const mail = await simpleParser(await readFile(join(folder, name)));
      const to = Array.isArray(mail.to) ? mail.to.map((item) => item.text).join(',') : (mail.to?.text ?? '');
      if (to.includes(address) && subject.test(mail.subject ?? '')) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail to ${address} with a subject like ${subject}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The path and query of the password link a mail holds, to open on the app under test. */
export function passwordLinkOf(mail: ParsedMail): string {
  const match = /https?:\/\/[^\s]+(\/auth\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`No password link in: ${mail.text}`);
  return match[1];
}

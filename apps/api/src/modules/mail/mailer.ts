import type { Executor } from '../../db/client.ts';
import type { MailWorker } from './mail-worker.ts';
import { type NewMail, queueMail } from './outbox.ts';

/** What a module needs to send mail: queue it in its transaction, and the address links start with. */
export interface Mailer {
  /** PUBLIC_URL without its trailing slash. */
  publicUrl: string;
  queue(tx: Executor, mail: NewMail): Promise<string>;
  /** After the queuing transaction committed: the worker sends at once rather than at its next round. */
  sendSoon(): void;
}

export function createMailer(
  config: { publicUrl: string; mailsPerCompanyPerHour: number },
  worker: MailWorker | undefined,
): Mailer {
  const options = {
    messageIdHost: new URL(config.publicUrl).hostname,
    perCompanyPerHour: config.mailsPerCompanyPerHour,
  };
  return {
    publicUrl: config.publicUrl,
    queue: (tx, mail) => queueMail(tx, mail, options),
    sendSoon: () => worker?.wake(),
  };
}

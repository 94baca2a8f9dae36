import type { CreateCompanyBody, CreateCompanyResponse, Language } from '@bilan/contract';
import { and, count, eq, gt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { accountExistsMail } from '../auth/password-mail-texts.ts';
import { recordSecurityEvent } from '../auth/security-events.ts';
import { findUserByEmail } from '../auth/users.queries.ts';
import { securityEvents } from '../auth/users.table.ts';
import type { Mailer } from '../mail/mailer.ts';
import { asMailSystem } from '../mail/outbox.ts';

/** Mails to one account about signups with its email, per hour: enough to tell, too few to flood. */
export const ACCOUNT_EXISTS_MAILS_PER_HOUR = 3;

/**
 * A signup whose email already has an account creates nothing and answers like a new company (201,
 * the same fields, an id that names no company), so a stranger cannot learn who has an account
 * (issue #30, point 4). The person who holds the account is the one told: the security trail records
 * the attempt, and a mail to that address says that no company was opened and how to log in or reset
 * the password (issue #31), at most ACCOUNT_EXISTS_MAILS_PER_HOUR an hour.
 */
export async function signupWithExistingEmail(
  db: Database,
  mailer: Mailer,
  body: CreateCompanyBody,
  request: { language: Language; address: string },
): Promise<CreateCompanyResponse> {
  const queued = await asMailSystem(db, async (tx) => {
    const user = await findUserByEmail(tx, body.ownerEmail);
    const earlier = user ? await attemptsInTheLastHour(tx, user.id) : 0;
    await recordSecurityEvent(tx, {
      kind: 'SIGNUP_EMAIL_ALREADY_USED',
      address: request.address,
      userId: user?.id ?? null,
      email: body.ownerEmail,
      details: { companyName: body.name },
    });
    if (!user || earlier >= ACCOUNT_EXISTS_MAILS_PER_HOUR) return false;
    const text = accountExistsMail(request.language, {
      firstName: user.firstName,
      loginLink: `${mailer.publicUrl}/auth/login`,
      resetLink: `${mailer.publicUrl}/auth/forgot-password`,
    });
    await mailer.queue(tx, {
      companyId: null,
      kind: 'ACCOUNT_EXISTS',
      fromName: 'Bilan',
      to: [user.email],
      subject: text.subject,
      text: text.text,
      secret: false,
    });
    return true;
  });
  if (queued) mailer.sendSoon();
  return { id: newId(), name: body.name };
}

async function attemptsInTheLastHour(tx: Transaction, userId: string): Promise<number> {
  const [row] = await tx
    .select({ attempts: count() })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.kind, 'SIGNUP_EMAIL_ALREADY_USED'),
        eq(securityEvents.userId, userId),
        gt(securityEvents.occurredAt, new Date(Date.now() - 60 * 60 * 1000)),
      ),
    );
  return row?.attempts ?? 0;
}

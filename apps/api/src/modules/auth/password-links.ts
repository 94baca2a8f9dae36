import { createHash, randomBytes } from 'node:crypto';
import { decodePassword, type ForgotPasswordBody, type Language, type ResetPasswordBody } from '@bilan/contract';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { Mailer } from '../mail/mailer.ts';
import { asMailSystem } from '../mail/outbox.ts';
import { acceptAccountInvitations, type InvitationAccepted } from './invitations.ts';
import { forgetMembershipStates } from './membership-states.ts';
import { type PasswordLinkPurpose, passwordLinks } from './password-links.table.ts';
import { passwordResetMail } from './password-mail-texts.ts';
import { hashPassword } from './passwords.ts';
import { recordSecurityEvent } from './security-events.ts';
import { findUserByEmail, updatePasswordHash } from './users.queries.ts';

export const RESET_LINK_TTL_MS = 30 * 60 * 1000;
export const INVITATION_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Reset mails one account receives in an hour: more asks get the same answer and send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** The page of the web app where a link's holder chooses a password. */
export const passwordLinkUrl = (publicUrl: string, token: string): string =>
  `${publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;

/**
 * A new link for the user: 32 random bytes as its token, of which only the SHA-256 is stored. The
 * caller mails the token; nothing else ever sees it.
 */
export async function createPasswordLink(
  tx: Executor,
  userId: string,
  purpose: PasswordLinkPurpose,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const ttl = purpose === 'RESET' ? RESET_LINK_TTL_MS : INVITATION_LINK_TTL_MS;
  await tx.insert(passwordLinks).values({
    id: newId(),
    userId,
    purpose,
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttl),
  });
  return token;
}

/**
 * "Forgot password": the answer is the same whether the email has an account or not (the route
 * answers 204 either way), and the mail, if any, leaves through the outbox, never during the
 * request, so neither the answer nor its time tells. An account gets at most RESET_MAILS_PER_HOUR.
 */
export async function requestPasswordReset(
  db: Database,
  mailer: Mailer,
  body: ForgotPasswordBody,
  address: string,
  language: Language,
): Promise<void> {
  const user = await findUserByEmail(db, body.email);
  const queued = await asMailSystem(db, async (tx) => {
    await recordSecurityEvent(tx, { kind: 'PASSWORD_RESET_REQUESTED', address, email: body.email, userId: user?.id });
    if (!user) return false;
    const [recent] = await tx
      .select({ links: count() })
      .from(passwordLinks)
      .where(
        and(eq(passwordLinks.userId, user.id), gt(passwordLinks.createdAt, new Date(Date.now() - 60 * 60 * 1000))),
      );
    if ((recent?.links ?? 0) >= RESET_MAILS_PER_HOUR) return false;
    const token = await createPasswordLink(tx, user.id, 'RESET');
    const text = passwordResetMail(body.language ?? language, {
      firstName: user.firstName,
      link: passwordLinkUrl(mailer.publicUrl, token),
    });
    await mailer.queue(tx, {
      companyId: null,
      kind: 'PASSWORD_RESET',
      fromName: 'Bilan',
      to: [user.email],
      subject: text.subject,
      text: text.text,
      secret: true,
    });
    return true;
  });
  if (queued) mailer.sendSoon();
}

/**
 * Sets the password of a link's account: the link must exist, be unused and unexpired; it is used
 * up, with every other link of the account, and the new password revokes every session. A link of
 * an invitation (or any link: the holder proved they read the mails of the address) also accepts
 * the invitation that opened the account.
 */
/** A link-chosen password also accepts the invitation that made the account (recorded by `invitationAccepted`). */
export async function resetPassword(
  db: Database,
  body: ResetPasswordBody,
  address: string,
  invitationAccepted: InvitationAccepted,
): Promise<void> {
  const password = decodePassword(body.newEncodedPassword);
  if (password === null) throw new AppError('VALIDATION_FAILED');
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(passwordLinks)
      .where(eq(passwordLinks.tokenHash, hashToken(body.token)))
      .for('update');
    if (!link) throw new AppError('PASSWORD_LINK_INVALID');
    if (link.usedAt) throw new AppError('PASSWORD_LINK_USED');
    if (link.expiresAt.getTime() <= Date.now()) throw new AppError('PASSWORD_LINK_EXPIRED');
    await tx
      .update(passwordLinks)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordLinks.userId, link.userId), isNull(passwordLinks.usedAt)));
    await updatePasswordHash(tx, link.userId, passwordHash);
    await recordSecurityEvent(tx, {
      kind: 'PASSWORD_RESET',
      address,
      actorId: link.userId,
      userId: link.userId,
      details: { purpose: link.purpose },
    });
    return link.userId;
  });
  forgetMembershipStates(db, userId);
  await acceptAccountInvitations(db, userId, address, invitationAccepted);
}

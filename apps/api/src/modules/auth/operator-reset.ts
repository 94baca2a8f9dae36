import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { forgetMembershipStates } from './membership-states.ts';
import { hashPassword } from './passwords.ts';
import { recordSecurityEvent } from './security-events.ts';
import { findUserByEmail } from './users.queries.ts';
import { users } from './users.table.ts';

export class OperatorResetRefused extends Error {}

/**
 * The machine's operator gives a user a one-time password (`npm run reset-password -- EMAIL`), the
 * path that needs no mail: every session is revoked and the password must be changed at the next
 * login, which also accepts the invitation that opened the account.
 */
export async function resetPasswordByOperator(db: Database, email: string, oneTimePassword: string): Promise<void> {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  if (!user) throw new OperatorResetRefused(`No account uses ${email}.`);
  const passwordHash = await hashPassword(oneTimePassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash,
        passwordChangedAt: new Date(),
        mustChangePassword: true,
        sessionGeneration: sql`${users.sessionGeneration} + 1`,
      })
      .where(eq(users.id, user.id));
    await recordSecurityEvent(tx, {
      kind: 'PASSWORD_RESET',
      address: 'command line',
      userId: user.id,
      email: user.email,
      details: { by: 'operator' },
    });
  });
  forgetMembershipStates(db, user.id);
}

import { encodePassword } from '@bilan/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTokenOf, mailsTo } from '../../testing/mails.ts';
import { loginAs, loginBody } from '../../testing/members.ts';
import { startSmtpServer, type TestSmtpServer } from '../../testing/smtp-server.ts';
import {
  call,
  createTestContext,
  errorOf,
  signUpAndLogin,
  TEST_PASSWORD,
  type TestContext,
} from '../../testing/test-app.ts';
import { outboxMails } from '../mail/mail.table.ts';
import { createMailTransport } from '../mail/mail-transport.ts';
import { createMailWorker, type MailWorker } from '../mail/mail-worker.ts';
import { resetPasswordByOperator } from './operator-reset.ts';
import { createPasswordLink } from './password-links.ts';
import { findUserByEmail } from './users.queries.ts';

let context: TestContext;
let smtp: TestSmtpServer;
let worker: MailWorker;
const PUBLIC_URL = 'https://books.example.test';
const NEW_PASSWORD = 'Renewed#2026';

beforeAll(async () => {
  smtp = await startSmtpServer();
  const smtpUrl = `smtp://127.0.0.1:${smtp.port}`;
  context = await createTestContext({ smtpUrl, publicUrl: PUBLIC_URL, mailFrom: 'Bilan <no-reply@example.test>' });
  const transport = createMailTransport({
    smtpUrl,
    mailFrom: context.config.mailFrom,
    dataDir: '/nonexistent',
    log: () => {},
  });
  worker = createMailWorker(context.handle.db, transport, { retryBaseMs: 10, polling: false });
});
afterAll(async () => {
  await worker.stop();
  await context.close();
  await smtp.close();
});

const forgot = (email: string, headers: Record<string, string> = {}) =>
  call(context.app, 'POST', '/v1/auth/password-reset', { email }, { headers });
const confirm = (token: string, password = NEW_PASSWORD) =>
  call(context.app, 'POST', '/v1/auth/password-reset/confirm', {
    token,
    newEncodedPassword: encodePassword(password),
  });

describe('forgotten password', () => {
  it('mails a link from PUBLIC_URL; the link sets the password once and revokes every session', async () => {
    const owner = await signUpAndLogin(context.app);
    const known = await forgot(owner.email, { host: 'evil.example', 'accept-language': 'en' });
    const unknown = await forgot('nobody-here@example.cm', { host: 'evil.example', 'accept-language': 'en' });
    // The same answer whether the email has an account or not.
    expect([known.statusCode, known.body]).toEqual([204, '']);
    expect([unknown.statusCode, unknown.body]).toEqual([204, '']);
    expect(await mailsTo(context.app, 'nobody-here@example.cm')).toEqual([]);

    expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    const mail = smtp.received.find((item) => item.to && JSON.stringify(item.to).includes(owner.email));
    expect(mail?.subject).toBe('Reset your Bilan password');
    expect(mail?.from?.value).toEqual([{ name: 'Bilan', address: 'no-reply@example.test' }]);
    expect(mail?.messageId).toMatch(/^<[0-9a-f-]{36}@books\.example\.test>$/);
    expect(mail?.date).toBeInstanceOf(Date);
    expect(mail?.html).toBe(false);
    const text = mail?.text ?? '';
    expect(text).toContain(`${PUBLIC_URL}/auth/reset-password?token=`);
    expect(text).not.toContain('evil.example');
    expect(text).toContain('30 minutes');

    // Only the token's hash is stored, and the sent mail's body is not kept.
    const token = linkTokenOf(text);
    const [row] = await mailsTo(context.app, owner.email);
    expect(row).toMatchObject({ state: 'SENT', textBody: '', attempts: 1 });
    const stored = JSON.stringify(await context.handle.db.execute('select * from password_link'));
    expect(stored).not.toContain(token);

    expect((await confirm(token)).statusCode).toBe(204);
    const oldSession = await call(context.app, 'GET', '/v1/auth/companies', undefined, { token: owner.token });
    expect([oldSession.statusCode, errorOf(oldSession).code]).toEqual([401, 'TOKEN_INVALID']);
    const oldPassword = await call(context.app, 'POST', '/v1/auth/login/email', loginBody(owner.email, TEST_PASSWORD));
    expect(oldPassword.statusCode).toBe(401);
    expect((await loginAs(context.app, owner.email, NEW_PASSWORD)).user.companyId).toBe(owner.companyId);

    const again = await confirm(token, 'Third#2026pass');
    expect([again.statusCode, errorOf(again).code]).toEqual([410, 'PASSWORD_LINK_USED']);
  });

  it('refuses an expired link, an unknown one and a weak password with their codes, changing nothing', async () => {
    const owner = await signUpAndLogin(context.app);
    const user = await findUserByEmail(context.handle.db, owner.email);
    const token = await createPasswordLink(
      context.handle.db,
      user?.id ?? '',
      'RESET',
      new Date(Date.now() - 31 * 60_000),
    );
    const expired = await confirm(token);
    expect([expired.statusCode, errorOf(expired).code]).toEqual([410, 'PASSWORD_LINK_EXPIRED']);
    const unknown = await confirm('x'.repeat(43));
    expect([unknown.statusCode, errorOf(unknown).code]).toEqual([400, 'PASSWORD_LINK_INVALID']);
    const fresh = await createPasswordLink(context.handle.db, user?.id ?? '', 'RESET');
    const weak = await confirm(fresh, 'short');
    expect([weak.statusCode, errorOf(weak).code]).toEqual([400, 'VALIDATION_FAILED']);
    const badEmail = await forgot('not an email');
    expect([badEmail.statusCode, errorOf(badEmail).code]).toEqual([400, 'VALIDATION_FAILED']);
    // The session and the password still work.
    const still = await call(context.app, 'GET', '/v1/auth/companies', undefined, { token: owner.token });
    expect(still.statusCode).toBe(200);
    expect((await confirm(fresh)).statusCode).toBe(204);
  });

  it('sends at most three reset mails an hour to one account, answering the same', async () => {
    const owner = await signUpAndLogin(context.app);
    const answers = [];
    for (let ask = 0; ask < 5; ask++) answers.push((await forgot(owner.email)).statusCode);
    expect(answers).toEqual([204, 204, 204, 204, 204]);
    const rows = await context.handle.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.toAddresses, [owner.email]));
    expect(rows.length).toBe(3);
  });
});

describe('npm run reset-password', () => {
  it("gives a one-time password that must be changed, and closes the user's sessions", async () => {
    const owner = await signUpAndLogin(context.app);
    await resetPasswordByOperator(context.handle.db, owner.email.toUpperCase(), 'Operator#2026x');
    const old = await call(context.app, 'GET', '/v1/auth/companies', undefined, { token: owner.token });
    expect(old.statusCode).toBe(401);
    const session = await loginAs(context.app, owner.email, 'Operator#2026x');
    expect(session.user.mustChangePassword).toBe(true);
    await expect(resetPasswordByOperator(context.handle.db, 'nobody@example.cm', 'Operator#2026x')).rejects.toThrow(
      'No account uses nobody@example.cm.',
    );
  });
});

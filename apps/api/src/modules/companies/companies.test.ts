import { encodePassword } from '@bilan/contract';
import { and, count, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createTestContext,
  errorOf,
  signUpAndLogin,
  signupBody,
  type TestContext,
} from '../../testing/test-app.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { memberships, users } from '../auth/users.table.ts';
import { outboxMails } from '../mail/mail.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';
import { companies } from './companies.table.ts';
import { ACCOUNT_EXISTS_MAILS_PER_HOUR } from './signup-existing-email.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('POST /v1/companies (signup)', () => {
  it('creates the company, its owner, the OWNER membership, the chart of accounts and an open work folder', async () => {
    const body = signupBody({ ownerEmail: 'Awa.Owner@Example.CM ' });
    const response = await call(context.app, 'POST', '/v1/companies', body);
    expect(response.statusCode).toBe(201);
    const { id, name } = response.json();
    expect(name).toBe(body.name);

    const db = context.handle.db;
    const [company] = await db.select().from(companies).where(eq(companies.id, id));
    expect(company).toMatchObject({
      countryCode: 'CM',
      currency: 'XAF',
      accountingFramework: 'SYSCOHADA',
      typeCode: 'SARL',
    });
    const [owner] = await db.select().from(users).where(eq(users.email, 'awa.owner@example.cm'));
    expect(owner?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [membership] = await db.select().from(memberships).where(eq(memberships.companyId, id));
    expect(membership).toMatchObject({ userId: owner?.id, roles: ['OWNER'] });
    expect(membership?.profiles).toContain('users.manage');
    const [chart] = await db
      .select({ accounts: count() })
      .from(companyAccounts)
      .where(eq(companyAccounts.companyId, id));
    expect(chart?.accounts).toBe(1456);
    const year = new Date().getUTCFullYear();
    expect(await db.select().from(workFolders).where(eq(workFolders.companyId, id))).toEqual([
      expect.objectContaining({ name: String(year), startOn: `${year}-01-01`, endOn: `${year}-12-31`, status: 'OPEN' }),
    ]);
  });

  it('gives a French company the PCG and euros', async () => {
    const body = signupBody({ countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const response = await call(context.app, 'POST', '/v1/companies', body);
    expect(response.statusCode).toBe(201);
    const db = context.handle.db;
    const [company] = await db.select().from(companies).where(eq(companies.id, response.json().id));
    expect(company).toMatchObject({ currency: 'EUR', accountingFramework: 'PCG' });
    const [bank] = await db
      .select()
      .from(companyAccounts)
      .where(and(eq(companyAccounts.companyId, response.json().id), eq(companyAccounts.number, '512')));
    expect(bank).toBeDefined();
  });

  const weak = (password: string) => ({
    ownerEncodedPassword: encodePassword(password),
    confirmEncodedPassword: encodePassword(password),
  });

  it.each([
    ['name missing', { name: '' }, 'name', 'NAME_REQUIRED'],
    ['name blank', { name: '   ' }, 'name', 'NAME_REQUIRED'],
    ['country missing', { countryCode: undefined }, 'countryCode', 'COUNTRY_REQUIRED'],
    ['type missing', { typeCode: '' }, 'typeCode', 'TYPE_REQUIRED'],
    ['domain area missing', { domainAreaCode: '' }, 'domainAreaCode', 'DOMAIN_AREA_REQUIRED'],
    ['tax system missing', { taxSystemCode: undefined }, 'taxSystemCode', 'TAX_SYSTEM_REQUIRED'],
    ['first name missing', { ownerFirstName: '' }, 'ownerFirstName', 'OWNER_FIRST_NAME_REQUIRED'],
    ['last name missing', { ownerLastName: undefined }, 'ownerLastName', 'OWNER_LAST_NAME_REQUIRED'],
    ['email missing', { ownerEmail: '' }, 'ownerEmail', 'OWNER_EMAIL_REQUIRED'],
    ['email malformed', { ownerEmail: 'awa@nowhere' }, 'ownerEmail', 'OWNER_EMAIL_INVALID'],
    ['password missing', { ownerEncodedPassword: '' }, 'ownerEncodedPassword', 'PASSWORD_REQUIRED'],
    [
      'confirmation missing',
      { confirmEncodedPassword: '' },
      'confirmEncodedPassword',
      'PASSWORD_CONFIRMATION_REQUIRED',
    ],
    [
      'password not base64',
      { ownerEncodedPassword: 'not base64!' },
      'ownerEncodedPassword',
      'PASSWORD_ENCODING_INVALID',
    ],
    ['password starting with a digit', weak('1Secret#2026'), 'ownerEncodedPassword', 'PASSWORD_TOO_WEAK'],
    ['password without uppercase', weak('secret#2026'), 'ownerEncodedPassword', 'PASSWORD_TOO_WEAK'],
    ['password without lowercase', weak('SECRET#2026'), 'ownerEncodedPassword', 'PASSWORD_TOO_WEAK'],
    ['password without digit', weak('Secret#word'), 'ownerEncodedPassword', 'PASSWORD_TOO_WEAK'],
    ['password without special character', weak('Secret2026'), 'ownerEncodedPassword', 'PASSWORD_TOO_WEAK'],
    ['password shorter than 8', weak('Se#2026'), 'ownerEncodedPassword', 'PASSWORD_TOO_WEAK'],
    [
      'confirmation different',
      { confirmEncodedPassword: encodePassword('Other#2026') },
      'confirmEncodedPassword',
      'PASSWORD_CONFIRMATION_MISMATCH',
    ],
    ['country unknown', { countryCode: 'US' }, 'countryCode', 'COUNTRY_UNKNOWN'],
    ['type of another country', { typeCode: 'SELARL' }, 'typeCode', 'TYPE_NOT_IN_COUNTRY'],
    ['domain area unknown', { domainAreaCode: 'ZZ', subDomainAreaCode: null }, 'domainAreaCode', 'DOMAIN_AREA_UNKNOWN'],
    [
      'sub-domain of another domain',
      { subDomainAreaCode: '01' },
      'subDomainAreaCode',
      'SUB_DOMAIN_AREA_NOT_IN_DOMAIN_AREA',
    ],
    ['tax system of another country', { taxSystemCode: 'MICRO' }, 'taxSystemCode', 'TAX_SYSTEM_NOT_IN_COUNTRY'],
    ['tax system expired', { taxSystemCode: 'SIMPLIFIE' }, 'taxSystemCode', 'TAX_SYSTEM_NOT_IN_COUNTRY'],
  ])('refuses %s with 400 and the field code, creating nothing', async (_case, overrides, path, code) => {
    const body = { ...signupBody(), ...overrides };
    const response = await call(context.app, 'POST', '/v1/companies', body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: expect.arrayContaining([{ path, code }]),
    });
    const [created] = await context.handle.db
      .select({ rows: count() })
      .from(companies)
      .where(eq(companies.name, body.name ?? ''));
    expect(created?.rows).toBe(0);
  });

  it('accepts a signup without the optional sub-domain area and bank account', async () => {
    const response = await call(
      context.app,
      'POST',
      '/v1/companies',
      signupBody({ subDomainAreaCode: undefined, referentialBankAccount: undefined }),
    );
    expect(response.statusCode).toBe(201);
  });

  it('answers a registered email like a new one, whatever its case, and creates nothing', async () => {
    const first = signupBody();
    const created = await call(context.app, 'POST', '/v1/companies', first);
    expect(created.statusCode).toBe(201);
    const [before] = await context.handle.db.select({ companies: count() }).from(companies);
    const again = signupBody({
      ownerEmail: first.ownerEmail.toUpperCase(),
      ownerEncodedPassword: first.ownerEncodedPassword,
    });
    const answer = await call(context.app, 'POST', '/v1/companies', again);

    expect(answer.statusCode).toBe(created.statusCode);
    expect(Object.keys(answer.json()).sort()).toEqual(Object.keys(created.json()).sort());
    expect(answer.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), name: again.name });
    const [after] = await context.handle.db.select({ companies: count() }).from(companies);
    expect(after?.companies).toBe(before?.companies);
    expect(await context.handle.db.select().from(companies).where(eq(companies.id, answer.json().id))).toEqual([]);
    const owners = await context.handle.db.select().from(users).where(eq(users.email, first.ownerEmail.toLowerCase()));
    expect(owners.map((user) => user.firstName)).toEqual([first.ownerFirstName]);
    // The account's password still opens the first company only; the attempt is in the security trail.
    const login = await call(context.app, 'POST', '/v1/auth/login/email', {
      email: first.ownerEmail,
      encodedPassword: first.ownerEncodedPassword,
      companyId: answer.json().id,
      platform: 'WEB',
    });
    expect(login.json().user.companyId).toBe(created.json().id);
    const attempts = await context.handle.db.query.securityEvents.findMany({
      where: (event, { and, eq }) =>
        and(eq(event.kind, 'SIGNUP_EMAIL_ALREADY_USED'), eq(event.userId, owners[0]?.id ?? '')),
    });
    expect(attempts).toHaveLength(1);
    // The holder is told by mail, with the way to log in or to choose a new password.
    const mails = await accountExistsMails(first.ownerEmail.toLowerCase());
    expect(mails).toHaveLength(1);
    expect(mails[0]?.companyId).toBeNull();
    expect(mails[0]?.textBody).toContain('/auth/forgot-password');
  });

  it('mails the holder at most three times an hour, and answers every attempt the same', async () => {
    const first = signupBody();
    expect((await call(context.app, 'POST', '/v1/companies', first)).statusCode).toBe(201);
    for (let attempt = 0; attempt < ACCOUNT_EXISTS_MAILS_PER_HOUR + 2; attempt += 1) {
      const answer = await call(context.app, 'POST', '/v1/companies', signupBody({ ownerEmail: first.ownerEmail }));
      expect(answer.statusCode).toBe(201);
    }
    expect(await accountExistsMails(first.ownerEmail.toLowerCase())).toHaveLength(ACCOUNT_EXISTS_MAILS_PER_HOUR);
  });
});

async function accountExistsMails(email: string) {
  const rows = await context.handle.db.select().from(outboxMails).where(eq(outboxMails.kind, 'ACCOUNT_EXISTS'));
  return rows.filter((row) => row.toAddresses.includes(email));
}

describe('GET /v1/companies/{id}', () => {
  it('answers the company to its members', async () => {
    const owner = await signUpAndLogin(context.app);
    const response = await call(context.app, 'GET', `/v1/companies/${owner.companyId}`, undefined, {
      token: owner.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: owner.companyId,
      name: expect.stringContaining('Test Company'),
      currency: 'XAF',
    });
  });

  it('answers 404 for another company, exactly as for a missing one', async () => {
    const a = await signUpAndLogin(context.app);
    const b = await signUpAndLogin(context.app);
    const other = await call(context.app, 'GET', `/v1/companies/${b.companyId}`, undefined, { token: a.token });
    const missing = await call(context.app, 'GET', '/v1/companies/0190f1a0-0000-7000-8000-000000000000', undefined, {
      token: a.token,
    });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(missing.json());
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const owner = await signUpAndLogin(context.app);
    const response = await call(context.app, 'GET', '/v1/companies/42', undefined, { token: owner.token });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toContainEqual({ path: 'params.id', code: 'ID_INVALID' });
  });

  it('needs a session', async () => {
    const owner = await signUpAndLogin(context.app);
    const response = await call(context.app, 'GET', `/v1/companies/${owner.companyId}`);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('AUTHENTICATION_REQUIRED');
  });

  it('refuses tampered and expired tokens with 401 TOKEN_INVALID', async () => {
    const owner = await signUpAndLogin(context.app);
    const [header, payload, signature] = owner.token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, roles: ['OWNER', 'ADMIN'] })).toString('base64url');
    const tampered = `${header}.${forgedPayload}.${signature}`;
    const expired = await new SignJWT({ companyId: owner.companyId, roles: ['OWNER'], profiles: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(context.config.jwtSecret);
    const wrongKey = await new SignJWT({ companyId: owner.companyId, roles: ['OWNER'], profiles: [] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    for (const token of [tampered, expired, wrongKey, 'not-a-jwt']) {
      const response = await call(context.app, 'GET', `/v1/companies/${owner.companyId}`, undefined, { token });
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('TOKEN_INVALID');
    }
  });
});

describe('GET /v1/accountings/workFolders/companies/{companyId}', () => {
  it('lists the work folders of the company and hides those of others', async () => {
    const a = await signUpAndLogin(context.app);
    const b = await signUpAndLogin(context.app);
    const own = await call(context.app, 'GET', `/v1/accountings/workFolders/companies/${a.companyId}`, undefined, {
      token: a.token,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      expect.objectContaining({ companyId: a.companyId, status: 'OPEN', startDate: expect.stringMatching(/-01-01$/) }),
    ]);
    const other = await call(context.app, 'GET', `/v1/accountings/workFolders/companies/${b.companyId}`, undefined, {
      token: a.token,
    });
    expect(other.statusCode).toBe(404);
  });
});

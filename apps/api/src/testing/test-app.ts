import { type CreateCompanyBody, type ErrorBody, encodePassword, type Language } from '@bilan/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { checkAnswersAgainstContract } from './contract-check.ts';
import { urlOf } from './global-setup.ts';

export const TEST_API_KEY = 'test-key';
export const TEST_PASSWORD = 'Secret#2026';

export interface TestContext {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

let databases = 0;

/**
 * The instant the rule on entries dated after today reads as now in the test databases (`bilan.now`,
 * settings.service.ts `entryDatePolicy`): the end of time, so that tests date entries anywhere in the
 * current and the next years whatever the day they run. future-entries.test.ts sets its own.
 */
export const TEST_DATABASE_NOW = '9999-12-31T00:00:00Z';

/**
 * A fresh database copied from the run's migrated and seeded template (testing/global-setup.ts), or
 * an empty one; `now` fixes the instant of the rule on future-dated entries.
 */
export async function createTestDatabase({ empty = false, now = TEST_DATABASE_NOW } = {}): Promise<string> {
  const { adminUrl, template, prefix } = inject('database');
  databases += 1;
  const name = `${prefix}_${process.pid}_${databases}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${empty ? 'template0' : template}`);
    await admin.query(`alter database ${name} set bilan.now = '${new Date(now).toISOString()}'`);
  } finally {
    await admin.end();
  }
  return urlOf(adminUrl, name);
}

/** A test database of its own, opened like the application's. */
export async function openTestDatabase(options: { now?: string } = {}): Promise<DatabaseHandle> {
  return openPostgres(await createTestDatabase(options));
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256', API_KEYS: `${TEST_API_KEY},bilan-web` }),
    rateLimitPerMinute: 100_000,
    signupsPerMinute: 100_000,
    passwordResetsPerMinute: 100_000,
    webDistDir: '/nonexistent',
    mailWorker: false,
    ...overrides,
  };
}

export async function createTestContext(
  overrides: Partial<Config> = {},
  database: { now?: string } = {},
): Promise<TestContext> {
  const handle = await openTestDatabase(database);
  const config = testConfig(overrides);
  const app = await buildApp({ db: handle.db, config, logger: false });
  checkAnswersAgainstContract(app);
  await app.ready();
  databases_.set(app, handle);
  return {
    app,
    handle,
    config,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

const databases_ = new WeakMap<FastifyInstance, DatabaseHandle>();

/** The database of a test context's app (to read what the API does not answer, such as a queued mail). */
export function databaseOf(app: FastifyInstance): DatabaseHandle {
  const handle = databases_.get(app);
  if (!handle) throw new Error('This app was not built by createTestContext');
  return handle;
}

const XSRF = 'test-xsrf-token';

interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

/** Calls the API as the web app does: API key, XSRF cookie and header pair, bearer token. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    query: options.query,
    headers: {
      'x-api-key': TEST_API_KEY,
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

let sequence = 0;

/** A unique, valid signup request; each test gets its own company so tests never share data. */
export function signupBody(overrides: Partial<CreateCompanyBody> = {}): CreateCompanyBody {
  sequence += 1;
  const unique = `${Date.now().toString(36)}${sequence}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `Test Company ${unique}`,
    countryCode: 'CM',
    typeCode: 'SARL',
    domainAreaCode: 'G',
    subDomainAreaCode: '47',
    taxSystemCode: 'REEL',
    referentialBankAccount: null,
    ownerFirstName: 'Awa',
    ownerLastName: 'Ngono',
    ownerEmail: `owner-${unique}@example.cm`,
    ownerEncodedPassword: encodePassword(TEST_PASSWORD),
    confirmEncodedPassword: encodePassword(TEST_PASSWORD),
    ...overrides,
  };
}

export interface SignedUpCompany {
  companyId: string;
  email: string;
  token: string;
}

/**
 * Signs a company up and its owner in. The signup speaks French unless told otherwise, so the company's
 * generated labels are French, as most tests expect.
 */
/** The interface language a test signs up in (French unless told). */
export interface SignupOptions {
  language?: Language;
}

export async function signUpAndLogin(
  app: FastifyInstance,
  overrides: Partial<CreateCompanyBody> = {},
  options: SignupOptions = {},
): Promise<SignedUpCompany> {
  const body = signupBody(overrides);
  const created = await call(app, 'POST', '/v1/companies', body, {
    headers: { 'accept-language': options.language ?? 'fr' },
  });
  if (created.statusCode !== 201) throw new Error(`signup failed: ${created.body}`);
  const login = await call(app, 'POST', '/v1/auth/login/email', {
    email: body.ownerEmail,
    encodedPassword: body.ownerEncodedPassword,
    companyId: null,
    platform: 'WEB',
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { companyId: created.json().id, email: body.ownerEmail, token: login.json().token };
}

export function errorOf(response: LightMyRequestResponse): ErrorBody {
  return response.json() as ErrorBody;
}

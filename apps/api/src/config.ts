import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_API_KEY } from '@bilan/contract';
import { StartupError } from './lib/startup-error.ts';

export interface Config {
  port: number;
  /**
   * The interface the server listens on: the loopback by default, so a fresh install answers only
   * on its own machine; `0.0.0.0` opens it to the office network (README, configuration).
   */
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  apiKeys: string[];
  jwtSecret: Uint8Array;
  tokenTtlSeconds: number;
  logLevel: string;
  webOrigins: string[];
  webDistDir: string;
  /** Requests per minute and client address, for every route (login has its own per-account throttle). */
  rateLimitPerMinute: number;
  /** Signups per minute and client address: creating companies is the costliest public call. */
  signupsPerMinute: number;
  /**
   * Whether browsers reach the app over https: `auto` trusts each request's protocol (X-Forwarded-Proto
   * behind a proxy), `on` always, `off` never. Only https answers carry HSTS and upgrade-insecure-requests,
   * so the app still opens over plain http on an office network (http://192.168.x.y:4000).
   */
  https: HttpsMode;
  /**
   * Which peers may set the client address through `X-Forwarded-For` (Fastify's `trustProxy`):
   * nobody by default, or else anyone could pick the address the rate limits count.
   */
  trustProxy: boolean | string[];
  /** Exports (CSV, XLSX, PDF) rendered at once, and how many more may wait their turn. */
  exportConcurrency: number;
  exportQueue: number;
  /** The SMTP server mails go through (`smtp://user:pass@host:587`, `smtps://…`); unset, they are written as .eml files. */
  smtpUrl: string | undefined;
  /** The sender of every mail: `Bilan <no-reply@example.com>` or an address. */
  mailFrom: string;
  /** The address users reach the app at: every link of a mail starts with it, never with a request's Host. */
  publicUrl: string;
  /** Whether this process sends the outbox (tests start their own worker). */
  mailWorker: boolean;
  /** The delay before the first retry of a mail; each later one waits twice as long (capped at an hour). */
  mailRetryBaseMs: number;
  /** Mails one company may queue in an hour (invoices, statements, reminders, invitations). */
  mailsPerCompanyPerHour: number;
  /** Days a sent mail keeps its attachments' bytes; then only their name, size and SHA-256 stay. */
  mailAttachmentRetentionDays: number;
  /** Forgotten-password asks and password links used, per minute and client address. */
  passwordResetsPerMinute: number;
  /** A statement file's reading budget in its worker thread: time (ms) and heap (MB); over either, 422. */
  statementParseMs: number;
  statementParseMemoryMb: number;
  /** Statement files read at once (one worker thread each); as many more wait, the rest get 503. */
  statementParsers: number;
}

export type HttpsMode = 'auto' | 'on' | 'off';
const HTTPS_MODES: readonly HttpsMode[] = ['auto', 'on', 'off'];

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, 'data'));
  return {
    port: parseInteger(env.PORT, 4000, 'PORT'),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    apiKeys: splitList(env.API_KEYS, [DEFAULT_API_KEY]),
    jwtSecret: env.JWT_SECRET ? new TextEncoder().encode(env.JWT_SECRET) : readOrCreateSecret(dataDir),
    tokenTtlSeconds: parseDuration(env.TOKEN_TTL ?? '8h'),
    logLevel: env.LOG_LEVEL ?? 'info',
    webOrigins: splitList(env.WEB_ORIGINS, ['http://localhost:5173', 'http://localhost:4000']),
    webDistDir: resolve(env.WEB_DIST_DIR ?? join(REPO_ROOT, 'apps/web/dist')),
    rateLimitPerMinute: parseInteger(env.RATE_LIMIT_PER_MINUTE, 600, 'RATE_LIMIT_PER_MINUTE'),
    signupsPerMinute: parseInteger(env.SIGNUPS_PER_MINUTE, 20, 'SIGNUPS_PER_MINUTE'),
    https: parseHttpsMode(env.HTTPS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    exportConcurrency: Math.max(1, parseInteger(env.EXPORT_CONCURRENCY, 2, 'EXPORT_CONCURRENCY')),
    exportQueue: parseInteger(env.EXPORT_QUEUE, 8, 'EXPORT_QUEUE'),
    statementParseMs: Math.max(1, parseInteger(env.STATEMENT_PARSE_MS, 4000, 'STATEMENT_PARSE_MS')),
    statementParseMemoryMb: Math.max(16, parseInteger(env.STATEMENT_PARSE_MEMORY_MB, 256, 'STATEMENT_PARSE_MEMORY_MB')),
    statementParsers: Math.max(1, parseInteger(env.STATEMENT_PARSERS, 2, 'STATEMENT_PARSERS')),
    ...mailConfig(env),
  };
}

type MailConfig = Pick<
  Config,
  | 'smtpUrl'
  | 'mailFrom'
  | 'publicUrl'
  | 'mailWorker'
  | 'mailRetryBaseMs'
  | 'mailsPerCompanyPerHour'
  | 'mailAttachmentRetentionDays'
  | 'passwordResetsPerMinute'
>;

function mailConfig(env: Env): MailConfig {
  const port = parseInteger(env.PORT, 4000, 'PORT');
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+(\/[^\s]*)?$/.test(publicUrl)) {
    throw new Error(`PUBLIC_URL must be an http(s) address, got "${env.PUBLIC_URL}"`);
  }
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  const mailFrom = env.MAIL_FROM || `Bilan <no-reply@${new URL(publicUrl).hostname}>`;
  if (/[\r\n]/.test(mailFrom)) throw new Error('MAIL_FROM must hold one line');
  return {
    smtpUrl,
    mailFrom,
    publicUrl,
    mailWorker: env.MAIL_WORKER !== 'off',
    mailRetryBaseMs: parseInteger(env.MAIL_RETRY_BASE_MS, 30_000, 'MAIL_RETRY_BASE_MS'),
    mailsPerCompanyPerHour: parseInteger(env.MAILS_PER_COMPANY_PER_HOUR, 200, 'MAILS_PER_COMPANY_PER_HOUR'),
    mailAttachmentRetentionDays: parseInteger(env.MAIL_ATTACHMENT_RETENTION_DAYS, 90, 'MAIL_ATTACHMENT_RETENTION_DAYS'),
    passwordResetsPerMinute: parseInteger(env.PASSWORD_RESETS_PER_MINUTE, 10, 'PASSWORD_RESETS_PER_MINUTE'),
  };
}

/** Unset or `false`: no proxy; `true`: any peer (only behind a proxy that strips the header); else addresses or CIDRs. */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  return splitList(text, []);
}

function splitList(value: string | undefined, fallback: string[]): string[] {
  const items = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items.length > 0 ? items : fallback;
}

function parseHttpsMode(value: string | undefined): HttpsMode {
  const mode = (value ?? 'auto').trim().toLowerCase();
  if (!HTTPS_MODES.includes(mode as HttpsMode)) throw new Error(`HTTPS must be auto, on or off, got "${value}"`);
  return mode as HttpsMode;
}

function parseInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isSafeInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/** "8h", "30m", "45s", "2d" or a number of seconds. */
export function parseDuration(text: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(text.trim());
  if (!match) throw new Error(`TOKEN_TTL must look like 8h, 30m or 3600, got "${text}"`);
  const unitSeconds = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unitSeconds;
}

// Without JWT_SECRET, a random secret is created once and kept in DATA_DIR so tokens survive restarts.
function readOrCreateSecret(dataDir: string): Uint8Array {
  const path = join(dataDir, 'jwt-secret');
  try {
    if (!existsSync(path)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(path, randomBytes(48).toString('base64url'), { mode: 0o600 });
    }
    return new TextEncoder().encode(readFileSync(path, 'utf8').trim());
  } catch (error) {
    throw new StartupError(
      `DATA_DIR ${dataDir} is not writable (${(error as NodeJS.ErrnoException).code ?? String(error)}).`,
      'Set DATA_DIR to a folder this user can write, or fix its permissions.',
    );
  }
}

import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAccessControl } from './http/access.ts';
import { AppError } from './http/app-error.ts';
import { clientErrorHandler } from './http/client-errors.ts';
import { registerErrorHandler, sendError } from './http/error-handler.ts';
import { createExportQueue, registerExportQueue } from './http/export-queue.ts';
import { registerApiCaching } from './http/http-caching.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { loggerOptions } from './http/logger.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerRequestGuards } from './http/request-guards.ts';
import { createRouteTable, frameworkErrors } from './http/router-errors.ts';
import { isBuildFileUrl, registerSecurityHeaders } from './http/security-headers.ts';
import { createTokenSigner } from './http/session.ts';
import { validatorCompiler } from './http/validation.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { attachmentsRoutes } from './modules/attachments/attachments.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createSessionCheck } from './modules/auth/auth.service.ts';
import { createMembershipStates } from './modules/auth/membership-states.ts';
import { passwordLinkRoutes } from './modules/auth/password-links.routes.ts';
import { bankStatementsRoutes } from './modules/bank-statements/bank-statements.routes.ts';
import { statementParsingOf } from './modules/bank-statements/statement-parser.ts';
import { closingRoutes } from './modules/closing/closing.routes.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { currenciesRoutes } from './modules/currencies/currencies.routes.ts';
import { documentMailsRoutes } from './modules/document-mails/document-mails.routes.ts';
import { amountsDueOf } from './modules/documents/document-view.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { eInvoicesRoutes } from './modules/e-invoices/e-invoices.routes.ts';
import { fixedAssetCategoriesRoutes, fixedAssetsRoutes } from './modules/fixed-assets/fixed-assets.routes.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import { openBooks } from './modules/ledger/open-books.ts';
import { createMailTransport } from './modules/mail/mail-transport.ts';
import { createMailWorker } from './modules/mail/mail-worker.ts';
import { createMailer, type Mailer } from './modules/mail/mailer.ts';
import { matchingRoutes } from './modules/matching/matching.routes.ts';
import { monthCloseRoutes } from './modules/month-close/month-close.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { partiesRoutes } from './modules/parties/parties.routes.ts';
import { foreignLoansRoutes } from './modules/payments/foreign-loans.routes.ts';
import { paymentsRoutes, treasuryAccountsRoutes } from './modules/payments/payments.routes.ts';
import { treasuryAccountOpened } from './modules/payments/treasury-accounts.service.ts';
import { treasuryTransfersRoutes } from './modules/payments/treasury-transfers.routes.ts';
import { referentialsRoutes } from './modules/referentials/referentials.routes.ts';
import { annualPackageRoutes } from './modules/reports/annual-package.routes.ts';
import { cashFlowRoutes } from './modules/reports/cash-flow.routes.ts';
import { partyReportsRoutes, reportsRoutes, statementsRoutes } from './modules/reports/reports.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { invitationAccepted } from './modules/users/membership-audit.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { vatReturnsRoutes } from './modules/vat-returns/vat-returns.routes.ts';
import type { FolderOpened } from './modules/work-folders/folder-opened.ts';
import { workFoldersRoutes } from './modules/work-folders/work-folders.routes.ts';
import { bookPendingReversals } from './modules/year-end/accruals.service.ts';
import { currencyRevaluationRoutes, yearEndRoutes } from './modules/year-end/year-end.routes.ts';

export interface AppDependencies {
  db: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

/** The web app names a downloaded file as the API does: it reads Content-Disposition. */
function corsOptions(config: Config) {
  return {
    origin: config.webOrigins,
    credentials: true,
    strictPreflight: false,
    exposedHeaders: ['Content-Disposition'],
  };
}

/** Builds the whole API as a value; `server.ts` only listens. */
export async function buildApp({ db, config, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    genReqId: () => crypto.randomUUID(),
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  const allowedMethods = createRouteTable(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerJsonBodyParser(app);
  registerErrorHandler(app);

  await app.register(fastifyCookie);
  // Answers over 1 KB travel compressed (brotli, else gzip); the web app's files are compressed at build.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  registerApiCaching(app);
  registerSecurityHeaders(app, { directives: CONTENT_SECURITY_POLICY, https: config.https });
  // Not strict: a malformed preflight gets the CORS answer without an allowed origin, not a text error.
  await app.register(fastifyCors, corsOptions(config));
  await app.register(fastifyRateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    // The web app's own files are not API calls: a browser fetches a score of them on every page.
    allowList: (request) => !request.url.startsWith('/v1/'),
    errorResponseBuilder: () => new AppError('RATE_LIMITED'),
  });
  await registerOpenApi(app);
  const signer = createTokenSigner(config.jwtSecret, config.tokenTtlSeconds);
  registerRequestGuards(app, config.apiKeys);
  const membershipStates = createMembershipStates(db);
  app.addHook('onClose', () => membershipStates.close());
  registerAccessControl(app, signer, createSessionCheck(membershipStates));
  registerExportQueue(app, createExportQueue(config.exportConcurrency, config.exportQueue));

  registerHealth(app);
  await app.register(referentialsRoutes(db));
  const mailer = startMail(app, db, config);
  await app.register(companiesRoutes(db, config.signupsPerMinute, openBooks, mailer));
  // The first login of an invited account accepts its invitation: the audit trail records it.
  await app.register(authRoutes(db, signer, invitationAccepted));
  await app.register(passwordLinkRoutes(db, mailer, config.passwordResetsPerMinute, invitationAccepted));
  await app.register(usersRoutes(db, mailer));
  // An accrual dated on a folder's last day is reversed once the next folder is opened.
  const folderOpened: FolderOpened = (tx, company) => bookPendingReversals(tx, company);
  await app.register(workFoldersRoutes(db, folderOpened));
  await app.register(closingRoutes(db, folderOpened));
  await app.register(accountsRoutes(db, treasuryAccountOpened));
  await registerBookkeepingRoutes(app, db, config);
  await app.register(searchRoutes(db));
  await app.register(documentMailsRoutes(db, mailer));

  await registerWebApp(app, config.webDistDir, allowedMethods);
  return app;
}

/** The routes of the books themselves: entries, documents, payments, treasury, reports and closings. */
async function registerBookkeepingRoutes(app: FastifyInstance, db: Database, config: Config): Promise<void> {
  await app.register(ledgerRoutes(db));
  await app.register(documentsRoutes(db));
  await app.register(partiesRoutes(db, amountsDueOf));
  await app.register(paymentsRoutes(db));
  await app.register(treasuryAccountsRoutes(db));
  await app.register(treasuryTransfersRoutes(db));
  await app.register(foreignLoansRoutes(db));
  await app.register(currenciesRoutes(db));
  await app.register(notificationsRoutes(db));
  await app.register(monthCloseRoutes(db));
  await app.register(cashFlowRoutes(db));
  await app.register(annualPackageRoutes(db));
  await app.register(auditRoutes(db));
  await app.register(settingsRoutes(db));
  await app.register(statementsRoutes(db));
  await app.register(reportsRoutes(db));
  await app.register(partyReportsRoutes(db));
  await app.register(vatReturnsRoutes(db));
  await app.register(matchingRoutes(db));
  await app.register(bankStatementsRoutes(db, statementParsingOf(config)));
  await app.register(fixedAssetCategoriesRoutes(db));
  await app.register(fixedAssetsRoutes(db));
  await app.register(yearEndRoutes(db));
  await app.register(currencyRevaluationRoutes(db));
  await app.register(attachmentsRoutes(db));
  await app.register(eInvoicesRoutes(db));
}

function registerHealth(app: FastifyInstance): void {
  app.get(
    '/health',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  );
}

/**
 * The outbox's worker runs in every API process unless MAIL_WORKER=off (tests run their own):
 * processes share the outbox safely (mail-worker.ts). Stopped when the app closes.
 */
function startMail(app: FastifyInstance, db: Database, config: Config): Mailer {
  if (!config.mailWorker) return createMailer(config, undefined);
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    dataDir: config.dataDir,
    log: (message) => app.log.info(message),
  });
  app.log.info(`mails go to ${transport.description}`);
  const worker = createMailWorker(db, transport, {
    retryBaseMs: config.mailRetryBaseMs,
    attachmentRetentionDays: config.mailAttachmentRetentionDays,
    onError: (error) => app.log.warn({ err: error }, 'the mail worker failed a round; it tries again'),
    onFailure: (mailId, reason) => app.log.warn({ mailId, reason }, 'a mail failed for good'),
  });
  app.addHook('onClose', () => worker.stop());
  return createMailer(config, worker);
}

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // Mantine and the OpenAPI page set inline styles.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
};

/** Serves the built web app with a fallback to index.html for its client-side routes. */
async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  allowedMethods: (method: string, url: string) => string[],
): Promise<void> {
  const indexHtml = join(webDistDir, 'index.html');
  const hasWebApp = existsSync(indexHtml);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (response, path) => {
        // The path is the copy served: favicon.svg.br for favicon.svg asked with brotli.
        response.setHeader('Cache-Control', webFileCacheControl(relative(webDistDir, path).replace(/\.(br|gz)$/, '')));
      },
    });
  }
  // The files are chosen by Accept-Encoding (their .br and .gz copies): caches must key on it too.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!hasWebApp || request.url.startsWith('/v1/')) return payload;
    if (isBuildFileUrl(request.url)) {
      leanBuildFileHeaders(reply);
      return payload;
    }
    const vary = reply.getHeader('vary');
    if (!String(vary ?? '').includes('Accept-Encoding'))
      reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    return payload;
  });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/v1/') || request.url === '/v1';
    // A missing build file (an old page asking for a chunk of the previous build) is a 404, not the
    // page: served as index.html, it would fail as a script and be kept by the service worker.
    const isBuildFile = isBuildFileUrl(request.url);
    if (hasWebApp && !isApi && !isBuildFile && request.method === 'GET') {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    const allowed = allowedMethods(request.method, request.url);
    if (allowed.length > 0) {
      return sendError(request, reply.header('Allow', allowed.join(', ')), new AppError('METHOD_NOT_ALLOWED'));
    }
    return sendError(request, reply, new AppError('ROUTE_NOT_FOUND'));
  });
}

/**
 * A build file is never asked for again (immutable, a new build has new names) nor in part, and is
 * loaded by the app's own pages: validators (ETag, Last-Modified), ranges and CORS answers serve
 * nothing, while a screen loads up to a hundred such files over links that pay for every header line
 * (docs/decisions/0007-slow-networks.md).
 */
function leanBuildFileHeaders(reply: FastifyReply): void {
  for (const header of ['etag', 'last-modified', 'accept-ranges', 'access-control-allow-credentials'])
    reply.removeHeader(header);
  reply.header('vary', 'Accept-Encoding');
}

/**
 * Vite names the files under assets/ after a hash of their content: a browser may keep them for a year
 * without asking again. The icon keeps its name but hardly ever changes: a week, rather than asking
 * again on every page load. Everything else (index.html, the service worker, the manifest) keeps its
 * name across builds and is revalidated on every use.
 */
export function webFileCacheControl(relativePath: string): string {
  if (relativePath.startsWith(`assets${sep}`)) return 'public, max-age=31536000, immutable';
  return relativePath === 'favicon.svg' ? 'public, max-age=604800' : 'no-cache';
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAccessControl } from './http/access.ts';
import { AppError } from './http/app-error.ts';
import { registerErrorHandler, sendError } from './http/error-handler.ts';
import { loggerOptions } from './http/logger.ts';
import { registerRequestGuards } from './http/request-guards.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createTokenSigner } from './http/session.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createSessionCheck } from './modules/auth/auth.service.ts';
import { createMembershipStates } from './modules/auth/membership-states.ts';
import { companiesRoutes } from './modules/companies/companies.routes.ts';
import { documentsRoutes } from './modules/documents/documents.routes.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import { matchingRoutes } from './modules/matching/matching.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { partiesRoutes } from './modules/parties/parties.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { referentialsRoutes } from './modules/referentials/referentials.routes.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { settingsRoutes } from './modules/settings/settings.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { workFoldersRoutes } from './modules/work-folders/work-folders.routes.ts';

export interface AppDependencies {
  db: Database;
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole API as a value; `server.ts` only listens. */
export async function buildApp({ db, config, logger }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: without a text parser, any other body type is answered 415 by the error handler.
  // An empty JSON body counts as no body (a state change may or may not carry the document).
  app.removeContentTypeParser(['text/plain', 'application/json']);
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, body as string, done),
  );
  registerErrorHandler(app);

  await app.register(fastifyCookie);
  registerSecurityHeaders(app, { contentSecurityPolicy: { directives: CONTENT_SECURITY_POLICY } });
  await app.register(fastifyCors, { origin: config.webOrigins, credentials: true });
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

  app.get(
    '/health',
    { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } },
    async () => ({
      status: 'ok' as const,
    }),
  );
  await app.register(referentialsRoutes(db));
  await app.register(companiesRoutes(db, config.signupsPerMinute));
  await app.register(authRoutes(db, signer));
  await app.register(usersRoutes(db));
  await app.register(workFoldersRoutes(db));
  await app.register(accountsRoutes(db));
  await app.register(ledgerRoutes(db));
  await app.register(documentsRoutes(db));
  await app.register(partiesRoutes(db));
  await app.register(paymentsRoutes(db));
  await app.register(notificationsRoutes(db));
  await app.register(auditRoutes(db));
  await app.register(settingsRoutes(db));
  await app.register(reportsRoutes(db));
  await app.register(matchingRoutes(db));
  await app.register(searchRoutes(db));

  await registerWebApp(app, config.webDistDir);
  return app;
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

async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Bilan API', version: '1.0.0', description: 'Accounting for OHADA and French companies.' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
      security: [{ apiKey: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
}

/** Serves the built web app with a fallback to index.html for its client-side routes. */
async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexHtml = join(webDistDir, 'index.html');
  const hasWebApp = existsSync(indexHtml);
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: webDistDir, wildcard: false, index: false, cacheControl: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/v1/') || request.url === '/v1';
    if (hasWebApp && !isApi && request.method === 'GET') {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendError(request, reply, new AppError('ROUTE_NOT_FOUND'));
  });
}

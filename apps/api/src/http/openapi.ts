import {
  type AnyEndpoint,
  API_KEY_HEADER,
  ERROR_CATALOGUE,
  type ErrorCode,
  endpoints,
  errorBodySchema,
  fileMediaTypesOf,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@bilan/contract';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteAccess } from './access.ts';
import { DOMAIN_ERRORS_BY_OPERATION, DOMAIN_ERRORS_BY_TAG } from './openapi-operations.ts';

/**
 * The OpenAPI document at `/docs/json`, completed in one place so that every route, including the ones
 * added later, gets what a client needs without its file saying it (the summary and the tag come from
 * the endpoint table of packages/contract, through routeOf): an operationId, its
 * security (API key, and bearer token unless public; the XSRF pair on writes) and the error responses
 * it may answer, each listing the codes of `packages/contract/src/errors.ts`. `npm run lint` checks the
 * result with Redocly's recommended rules (scripts/lint-openapi.mjs, redocly.yaml).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const accessByOperation = new Map<string, RouteAccess>();
  const etagOperations = new Set<string>();
  const operationIds = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/') || route.schema?.hide) return;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    const path = openApiPath(route.url);
    for (const method of methods) {
      const operationId = (route.schema?.operationId as string | undefined) ?? deriveOperationId(method, path);
      if (operationIds.has(operationId)) throw new Error(`Two routes have the operationId ${operationId}`);
      operationIds.add(operationId);
      if (route.config?.access) accessByOperation.set(`${method} ${path}`, route.config.access);
      if (route.config?.etag) etagOperations.add(`${method} ${path}`);
    }
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Bilan API',
        version: '1.0.0',
        description: 'Accounting for OHADA and French companies.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: { securitySchemes: SECURITY_SCHEMES, schemas: { Error: ERROR_SCHEMA } },
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) throw new Error('The API publishes OpenAPI 3 only');
      // The document as @fastify/swagger built it, read through the few fields completed here.
      const document = documentObject.openapiObject as unknown as OpenApiDocument;
      return completeDocument(document, accessByOperation, etagOperations) as typeof documentObject.openapiObject;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
}

const SECURITY_SCHEMES = {
  apiKey: {
    type: 'apiKey',
    in: 'header',
    name: API_KEY_HEADER,
    description: 'A key of the API_KEYS setting; every /v1 call carries one.',
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The session token answered by POST /v1/auth/login/email, for one company.',
  },
  xsrfHeader: {
    type: 'apiKey',
    in: 'header',
    name: XSRF_HEADER,
    description: `Double-submit XSRF check on POST, PUT and DELETE: the value of the ${XSRF_COOKIE} cookie, repeated.`,
  },
  xsrfCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: XSRF_COOKIE,
    description: `Set by any answer of the API; sent back with the same value in the ${XSRF_HEADER} header.`,
  },
} as const;

const ERROR_SCHEMA = stripDialect(z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' }));

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: { required?: boolean };
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

interface OpenApiDocument {
  paths?: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
}

function completeDocument(
  document: OpenApiDocument,
  accessByOperation: Map<string, RouteAccess>,
  etagOperations: ReadonlySet<string>,
): OpenApiDocument {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const lower of METHODS) {
      const operation = item[lower];
      if (!operation || !path.startsWith('/v1/')) continue;
      const method = lower.toUpperCase();
      const key = `${method} ${path}`;
      const access = accessByOperation.get(key) ?? 'member';
      operation.operationId ??= deriveOperationId(method, path);
      operation.security = [securityOf(method, access)];
      const endpoint = ENDPOINTS_BY_OPERATION.get(key);
      if (endpoint) completeAnswers(operation, endpoint);
      if (etagOperations.has(key)) operation.responses['304'] = NOT_MODIFIED;
      const codes = errorCodesOf(key, method, operation, access);
      for (const [status, statusCodes] of groupByStatus(codes)) {
        operation.responses[status] ??= errorResponse(statusCodes);
      }
    }
  }
  return document;
}

/** The answer of a route with an ETag (http-caching.ts) to a request naming it in If-None-Match. */
const NOT_MODIFIED = { description: 'Not modified: the ETag named by If-None-Match is still current; no content.' };

const ENDPOINTS_BY_OPERATION = new Map<string, AnyEndpoint>(
  Object.values(endpoints).map((endpoint) => [`${endpoint.method} ${openApiPath(endpoint.path)}`, endpoint]),
);

/**
 * What the endpoint table says beyond the JSON schemas Fastify documents (docs/decisions/0027): the
 * 204 of an answer without content, the media type of each file answered with 200, and a body the
 * operation may go without (the state changes, which the web sends with none).
 */
function completeAnswers(operation: Operation, endpoint: AnyEndpoint): void {
  if (endpoint.noContent) {
    delete operation.responses['200'];
    operation.responses['204'] = { description: 'Done; the answer has no content.' };
  }
  const files = fileMediaTypesOf(endpoint);
  if (files.length > 0) {
    operation.responses['200'] ??= { description: 'The file' };
    const ok = operation.responses['200'] as { description: string; content?: Record<string, unknown> };
    if (!ok.content) ok.description = 'The file';
    ok.content ??= {};
    for (const mediaType of files) {
      ok.content[mediaType] = {
        schema: { type: 'string', ...(mediaType.startsWith('text/') ? {} : { format: 'binary' }) },
      };
    }
  }
  if (operation.requestBody && endpoint.body?.safeParse(undefined).success) operation.requestBody.required = false;
}

/** `/v1/companies/:companyId/users` → `/v1/companies/{companyId}/users`, as @fastify/swagger writes it. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/**
 * Stable and unique by construction: the method, then every segment of the path after `/v1` in order,
 * a parameter read as `By<Name>` (GET /v1/companies/{companyId}/users → getCompaniesByCompanyIdUsers).
 */
export function deriveOperationId(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'v1')
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return parameter ? `By${capitalize(parameter)}` : segment.split(/[-_.]/).map(capitalize).join('');
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

function securityOf(method: string, access: RouteAccess): Record<string, string[]> {
  return {
    apiKey: [],
    ...(access === 'public' ? {} : { bearer: [] }),
    ...(WRITE_METHODS.has(method) ? { xsrfHeader: [], xsrfCookie: [] } : {}),
  };
}

/** The codes an operation may answer: the guards' and the framework's by what it has, then its domain's. */
function errorCodesOf(key: string, method: string, operation: Operation, access: RouteAccess): ErrorCode[] {
  const parameters = operation.parameters ?? [];
  const isWrite = WRITE_METHODS.has(method);
  const codes: ErrorCode[] = [
    'API_KEY_INVALID',
    'URL_MALFORMED',
    'HEADERS_TOO_LARGE',
    'RATE_LIMITED',
    'INTERNAL_ERROR',
  ];
  if (isWrite) codes.push('XSRF_TOKEN_INVALID', 'CONFLICT_RETRY');
  // The body parser runs on every write, whether the operation takes a body or not.
  if (operation.requestBody || isWrite)
    codes.push('BODY_MALFORMED', 'BODY_TOO_DEEP', 'BODY_MUST_BE_JSON', 'BODY_TOO_LARGE');
  if (operation.requestBody || parameters.length > 0) codes.push('VALIDATION_FAILED');
  if (access !== 'public') {
    codes.push('AUTHENTICATION_REQUIRED', 'TOKEN_INVALID', 'PASSWORD_CHANGE_REQUIRED', 'MEMBERSHIP_INACTIVE');
  }
  if (typeof access === 'object') codes.push('PERMISSION_DENIED');
  if (parameters.some((parameter) => parameter.in === 'path')) codes.push('NOT_FOUND');
  if (parameters.some((parameter) => parameter.in === 'query' && parameter.name === 'format')) {
    codes.push('EXPORTS_BUSY');
  }
  for (const tag of operation.tags ?? []) {
    const domain = DOMAIN_ERRORS_BY_TAG[tag];
    codes.push(...((isWrite ? domain?.writes : domain?.reads) ?? []));
  }
  codes.push(...(DOMAIN_ERRORS_BY_OPERATION[key] ?? []));
  return [...new Set(codes)];
}

function groupByStatus(codes: ErrorCode[]): [string, ErrorCode[]][] {
  const byStatus = new Map<string, ErrorCode[]>();
  for (const code of codes) {
    const status = String(ERROR_CATALOGUE[code].status);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return [...byStatus.entries()].sort(([a], [b]) => a.localeCompare(b));
}

function errorResponse(codes: ErrorCode[]): unknown {
  return {
    description: codes.map((code) => `\`${code}\`: ${ERROR_CATALOGUE[code].en}`).join('\n\n'),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: '#/components/schemas/Error' },
            { type: 'object', properties: { code: { type: 'string', enum: codes } } },
          ],
        },
      },
    },
  };
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function stripDialect(schema: Record<string, unknown>): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

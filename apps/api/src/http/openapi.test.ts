import { type AnyEndpoint, ERROR_CATALOGUE, type ErrorCode, endpoints, fileMediaTypesOf } from '@bilan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { deriveOperationId, openApiPath } from './openapi.ts';
import { DOMAIN_ERRORS_BY_OPERATION, DOMAIN_ERRORS_BY_TAG } from './openapi-operations.ts';

interface ErrorResponse {
  content: { 'application/json': { schema: { allOf: [unknown, { properties: { code: { enum: ErrorCode[] } } }] } } };
}

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses: Record<string, ErrorResponse>;
}

let context: TestContext;
let operations: { key: string; operation: Operation }[];

beforeAll(async () => {
  context = await createTestContext();
  const document = (await context.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );
});
afterAll(() => context.close());

function codesOf(operation: Operation, status: string): ErrorCode[] {
  return operation.responses[status]?.content['application/json'].schema.allOf[1].properties.code.enum ?? [];
}

describe('the OpenAPI document', () => {
  it('gives every operation a unique operationId and a summary', () => {
    expect(operations.length).toBeGreaterThan(60);
    const missing = operations.filter(({ operation }) => !operation.operationId || !operation.summary);
    expect(missing.map(({ key }) => key)).toEqual([]);
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists, under each error status, codes of the catalogue answered with that status', () => {
    for (const { key, operation } of operations) {
      const statuses = Object.keys(operation.responses).filter((status) => Number(status) >= 400);
      expect(statuses, key).toEqual(expect.arrayContaining(['401', '429', '500']));
      for (const status of statuses) {
        const codes = codesOf(operation, status);
        expect(codes.length, `${key} ${status}`).toBeGreaterThan(0);
        for (const code of codes) expect(ERROR_CATALOGUE[code].status, `${key} ${code}`).toBe(Number(status));
      }
    }
  });

  it('asks for the API key and the bearer token together, and the XSRF pair on writes', () => {
    const byKey = new Map(operations.map(({ key, operation }) => [key, operation]));
    expect(byKey.get('POST /v1/auth/login/email')?.security).toEqual([{ apiKey: [], xsrfHeader: [], xsrfCookie: [] }]);
    expect(byKey.get('GET /v1/companies/{companyId}/settings')?.security).toEqual([{ apiKey: [], bearer: [] }]);
    expect(byKey.get('PUT /v1/companies/{companyId}/settings')?.security).toEqual([
      { apiKey: [], bearer: [], xsrfHeader: [], xsrfCookie: [] },
    ]);
    const settings = byKey.get('PUT /v1/companies/{companyId}/settings');
    expect(settings && codesOf(settings, '403')).toEqual(
      expect.arrayContaining(['XSRF_TOKEN_INVALID', 'PERMISSION_DENIED']),
    );
    const login = byKey.get('POST /v1/auth/login/email');
    expect(login && codesOf(login, '401')).toEqual(['API_KEY_INVALID', 'BAD_CREDENTIALS']);
  });

  it('keeps its tables naming operations and tags that exist', () => {
    const keys = new Set(operations.map(({ key }) => key));
    const tags = new Set(operations.flatMap(({ operation }) => operation.tags ?? []));
    expect(Object.keys(DOMAIN_ERRORS_BY_OPERATION).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(DOMAIN_ERRORS_BY_TAG).filter((tag) => !tags.has(tag))).toEqual([]);
  });
});

describe('the routes and the endpoint table of packages/contract', () => {
  it('register every endpoint of the table, and no /v1 operation besides', () => {
    const table = Object.values(endpoints).map((endpoint) => `${endpoint.method} ${openApiPath(endpoint.path)}`);
    expect(operations.map(({ key }) => key).sort()).toEqual(table.sort());
  });

  it('take their summary and tag from the table', () => {
    const byKey = new Map(operations.map(({ key, operation }) => [key, operation]));
    for (const endpoint of Object.values(endpoints)) {
      const operation = byKey.get(`${endpoint.method} ${openApiPath(endpoint.path)}`);
      expect(operation?.summary).toBe(endpoint.summary);
      expect(operation?.tags).toEqual([endpoint.tag]);
    }
  });
});

describe('what the operations answer besides JSON (issue #30, point 8)', () => {
  const answersOf = (key: string) =>
    operations.find((operation) => operation.key === key)?.operation.responses as unknown as Record<
      string,
      { content?: Record<string, unknown> } | undefined
    >;

  it('lists the 204 of the deletions and the logout, and no 200 beside it', () => {
    for (const key of [
      'DELETE /v1/accountings/documents/{documentId}/workFolders/{workFolderId}',
      'DELETE /v1/accountings/payments/{paymentId}/workFolders/{workFolderId}',
      'DELETE /v1/accountings/companies/{companyId}/matchings/{matchingId}',
      'POST /v1/auth/logout',
    ]) {
      const answers = answersOf(key);
      expect(answers?.['204'], key).toBeDefined();
      expect(answers?.['204']?.content, key).toBeUndefined();
      expect(answers?.['200'], key).toBeUndefined();
    }
  });

  it('lists the file media types of every export beside its JSON, and those of the files alone', () => {
    const exports = Object.values(endpoints as Record<string, AnyEndpoint>).filter(
      (endpoint) => fileMediaTypesOf(endpoint).length > 0,
    );
    expect(exports.length).toBeGreaterThanOrEqual(17);
    const trialBalance = answersOf('GET /v1/accountings/workFolders/{workFolderId}/trial-balance');
    expect(Object.keys(trialBalance?.['200']?.content ?? {})).toEqual([
      'application/json',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/pdf',
    ]);
    const fec = answersOf('GET /v1/accountings/workFolders/{workFolderId}/fec');
    expect(Object.keys(fec?.['200']?.content ?? {})).toEqual(['text/plain']);
    const filed = answersOf('GET /v1/accountings/workFolders/{workFolderId}/vat-returns/{vatReturnId}');
    expect(Object.keys(filed?.['200']?.content ?? {})).toEqual(['application/json', 'application/pdf']);
  });

  it('takes the state changes without a body, as the web sends them', () => {
    const change = operations.find(
      ({ key }) => key === 'POST /v1/accountings/documents/{documentId}/workFolders/{workFolderId}/state/{state}',
    )?.operation as unknown as { requestBody?: { required?: boolean } };
    expect(change.requestBody?.required).toBe(false);
  });

  it('lists the refusals of the match of a bank statement line', () => {
    const match = operations.find(({ key }) =>
      key.endsWith('/bank-statements/{statementId}/lines/{lineId}/match'),
    )?.operation;
    expect(match && codesOf(match, '422')).toEqual(
      expect.arrayContaining(['RECONCILED_AMOUNTS_MUST_AGREE', 'RECONCILIATION_WORK_FOLDER_MUST_BE_OPEN']),
    );
  });
});

describe('deriveOperationId', () => {
  it('reads the method and every segment of the path, parameters as By<Name>', () => {
    expect(deriveOperationId('GET', '/v1/companies/{companyId}/audit-log')).toBe('getCompaniesByCompanyIdAuditLog');
    expect(deriveOperationId('PUT', '/v1/accountings/workFolders/{workFolderId}')).toBe(
      'putAccountingsWorkFoldersByWorkFolderId',
    );
  });
});

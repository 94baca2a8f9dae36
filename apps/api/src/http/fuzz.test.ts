import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../testing/sql.ts';
import { call, createTestContext, signUpAndLogin, TEST_API_KEY, type TestContext } from '../testing/test-app.ts';

/**
 * Generated from the OpenAPI document: every POST and PUT route receives bodies derived from its
 * schema with one field at a time replaced by a hostile value. None may answer 5xx, every refusal
 * is `{ code, message, frMessage }`, and nothing is written.
 */

interface JsonSchema {
  /** OpenAPI 3.1: a nullable field is `["string", "null"]`. */
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

interface Operation {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: { 'application/json'?: { schema?: JsonSchema } } };
}

const MARKER = `fuzz${randomUUID().slice(0, 8)}`;
const HUGE = 'x'.repeat(100_000);

/** The object shapes a body may take: nested unions flattened, the `null` alternative left out. */
function variantsOf(schema: JsonSchema): JsonSchema[] {
  const union = schema.oneOf ?? schema.anyOf;
  if (!union) return typeOf(schema) === 'null' ? [] : [schema];
  return union.flatMap(variantsOf);
}

/** The type of a value the field takes, `null` aside. */
function typeOf(schema: JsonSchema): string | undefined {
  return Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;
}

/** A plausible value of the schema: the starting point each mutation departs from. */
function sample(schema: JsonSchema): unknown {
  const variant = schema.oneOf || schema.anyOf ? variantsOf(schema)[0] : undefined;
  if (variant) return sample(variant);
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(value)]));
    case 'array':
      return schema.items ? [sample(schema.items)] : [];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return sampleText(schema);
  }
}

function sampleText(schema: JsonSchema): string {
  if (schema.format === 'date') return '2026-01-15';
  if (schema.format === 'uuid') return randomUUID();
  const candidates = [`${MARKER}@example.cm`, 'Fuzz Name', '411', '100', '10.5', 'FZ', 'V0'];
  if (!schema.pattern) return schema.format === 'email' ? `${MARKER}@example.cm` : `${MARKER} text`;
  const pattern = new RegExp(schema.pattern);
  return candidates.find((candidate) => pattern.test(candidate)) ?? 'a';
}

/** Hostile replacements for a field of this schema. */
function hostileValues(schema: JsonSchema): unknown[] {
  const variants = variantsOf(schema);
  const field = variants.length === 1 ? variants[0] : undefined;
  const type = field ? (typeOf(field) ?? 'string') : 'object';
  const common = [{ __proto__: { polluted: true } }, 'a\u0000b', HUGE];
  switch (type) {
    case 'integer':
    case 'number':
      return [...common, 1e308, -1e308, 2 ** 63, 'NaN'];
    case 'boolean':
      return [...common, 'true', 0];
    case 'array':
      return [...common, {}, [null, HUGE]];
    case 'object':
      return [...common, [], 1e308];
    default:
      return field?.format === 'date'
        ? [...common, '0000-01-01', '9999-12-31', '2026-02-30', 20260115]
        : [...common, 1e308, -1, true, ['a'], '9'.repeat(400)];
  }
}

/** The body with one field (top level, or of the first item of a list of objects) replaced. */
function* mutatedBodies(schema: JsonSchema): Generator<{ field: string; body: unknown }> {
  for (const variant of variantsOf(schema)) {
    const base = sample(variant) as Record<string, unknown>;
    for (const [key, field] of Object.entries(variant.properties ?? {})) {
      for (const value of hostileValues(field)) yield { field: key, body: { ...base, [key]: value } };
      const item = field.items;
      if (typeOf(field) === 'array' && item?.properties) {
        const baseItem = sample(item) as Record<string, unknown>;
        for (const [itemKey, itemField] of Object.entries(item.properties)) {
          for (const value of hostileValues(itemField)) {
            yield { field: `${key}.0.${itemKey}`, body: { ...base, [key]: [{ ...baseItem, [itemKey]: value }] } };
          }
        }
      }
    }
  }
}

let context: TestContext;
let owner: { companyId: string; token: string };

beforeAll(async () => {
  context = await createTestContext();
  owner = await signUpAndLogin(context.app);
});
afterAll(() => context.close());

/** Rows of every table that belong to the company, and rows anywhere carrying the run's marker. */
async function footprint(companyId: string): Promise<string> {
  const tables = await queryRows<{ table_name: string }>(
    context.handle.db,
    sql`SELECT table_name FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name = 'company_id' ORDER BY table_name`,
  );
  const counts: string[] = [];
  for (const { table_name: table } of tables) {
    const [row] = await queryRows<{ count: string | number }>(
      context.handle.db,
      sql`SELECT count(*) AS count FROM ${sql.identifier(table)} WHERE company_id = ${companyId}`,
    );
    counts.push(`${table}=${row?.count}`);
  }
  const [marked] = await queryRows<{ count: string | number }>(
    context.handle.db,
    sql`SELECT (SELECT count(*) FROM app_user WHERE email LIKE ${`%${MARKER}%`})
             + (SELECT count(*) FROM company WHERE name LIKE ${`%${MARKER}%`} OR parent_company_id = ${companyId})
             AS count`,
  );
  counts.push(`marked=${marked?.count}`);
  return counts.join(' ');
}

function pathOf(template: string, parameters: Operation['parameters']): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (name === 'companyId') return owner.companyId;
    const schema = parameters?.find((parameter) => parameter.name === name)?.schema;
    return String(schema?.enum?.[0] ?? randomUUID());
  });
}

function problem(route: string, field: string, response: LightMyRequestResponse): string | null {
  if (response.statusCode < 400 || response.statusCode >= 500) return `${route} ${field}: ${response.statusCode}`;
  const body = response.json() as Record<string, unknown>;
  const shaped = ['code', 'message', 'frMessage'].every((key) => typeof body[key] === 'string');
  return shaped ? null : `${route} ${field}: ${response.body.slice(0, 120)}`;
}

describe('generated fuzz over every POST and PUT route of the OpenAPI document', () => {
  it('never answers 5xx, always refuses in the API shape and writes nothing', async () => {
    const document = (await context.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const before = await footprint(owner.companyId);
    const problems: string[] = [];
    let requests = 0;
    for (const [template, operations] of Object.entries(document.paths)) {
      for (const method of ['post', 'put'] as const) {
        const operation = operations[method];
        if (!operation) continue;
        const route = `${method.toUpperCase()} ${template}`;
        const url = pathOf(template, operation.parameters);
        const schema = operation.requestBody?.content?.['application/json']?.schema ?? { type: 'object' };
        // A prototype key is refused by the JSON parser itself, whatever the route.
        const polluted = await context.app.inject({
          method: method === 'post' ? 'POST' : 'PUT',
          url,
          headers: {
            'x-api-key': TEST_API_KEY,
            cookie: 'XSRF-TOKEN=x',
            'x-xsrf-token': 'x',
            authorization: `Bearer ${owner.token}`,
            'content-type': 'application/json',
          },
          payload: `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}`,
        });
        requests += 1;
        problems.push(problem(route, '__proto__', polluted) ?? '');
        for (const { field, body } of mutatedBodies(schema)) {
          const response = await call(context.app, method === 'post' ? 'POST' : 'PUT', url, body, {
            token: owner.token,
          });
          requests += 1;
          problems.push(problem(route, field, response) ?? '');
        }
      }
    }
    expect(problems.filter(Boolean)).toEqual([]);
    expect(requests).toBeGreaterThan(500);
    expect(await footprint(owner.companyId)).toBe(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

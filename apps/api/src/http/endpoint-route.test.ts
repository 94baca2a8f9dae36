import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { endpoints } from '@bilan/contract';
import { describe, expect, it } from 'vitest';
import { routeOf } from './endpoint-route.ts';

const modules = join(import.meta.dirname, '../modules');

describe('routeOf', () => {
  it('takes the method, the URL and the schema from the endpoint table', () => {
    const route = routeOf(endpoints.createMatching);
    expect(route.method).toBe('POST');
    expect(route.url).toBe('/v1/accountings/companies/:companyId/matchings');
    expect(route.schema.tags).toEqual(['matching']);
    expect(route.schema.summary).toBe(endpoints.createMatching.summary);
    expect(route.schema.params).toBe(endpoints.createMatching.params);
    expect(route.schema.body).toBe(endpoints.createMatching.body);
    expect(route.schema.response).toBe(endpoints.createMatching.responses);
    expect('querystring' in route.schema).toBe(false);
  });

  it('leaves out the params of a path without parameters', () => {
    expect('params' in routeOf(endpoints.countries).schema).toBe(false);
  });
});

describe('the route files', () => {
  it('write no /v1 path of their own: every path comes from the endpoint table', () => {
    const files = readdirSync(modules, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.routes.ts'),
    );
    expect(files.length).toBeGreaterThan(15);
    const literal = files.filter((file) => /['"`]\/v1/.test(readFileSync(join(modules, file), 'utf8')));
    expect(literal).toEqual([]);
  });
});

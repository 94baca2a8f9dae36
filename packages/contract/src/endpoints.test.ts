import { describe, expect, it } from 'vitest';
import { pathOf, pathParamNames } from './endpoint-path.ts';
import { endpoints } from './endpoints.ts';

const table = Object.entries(endpoints);

describe('the endpoint table', () => {
  it('gives every endpoint a params schema with exactly the parameters of its path', () => {
    for (const [name, endpoint] of table) {
      expect(Object.keys(endpoint.params.shape).sort(), name).toEqual(pathParamNames(endpoint.path).sort());
    }
  });

  it('names each method and path once, under /v1, with a summary and a tag', () => {
    const keys = table.map(([, endpoint]) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const [name, endpoint] of table) {
      expect(endpoint.path, name).toMatch(/^\/v1\//);
      expect(endpoint.summary.length, name).toBeGreaterThan(10);
      expect(endpoint.tag, name).not.toBe('');
    }
  });

  it('answers JSON by success status only', () => {
    for (const [name, endpoint] of table) {
      const statuses = Object.keys('responses' in endpoint ? endpoint.responses : {});
      for (const status of statuses) expect(['200', '201'], name).toContain(status);
    }
  });
});

describe('pathOf', () => {
  it('encodes each parameter and appends the present query values', () => {
    expect(pathOf(endpoints.openItems, { companyId: 'a/b c' }, { accountId: 'x', date: undefined, page: 2 })).toBe(
      '/v1/accountings/companies/a%2Fb%20c/open-items?accountId=x&page=2',
    );
    expect(pathOf(endpoints.document, { documentId: 'd', workFolderId: 'w' }, new URLSearchParams({ q: 'a&b' }))).toBe(
      '/v1/accountings/documents/d/workFolders/w?q=a%26b',
    );
    expect(pathOf(endpoints.countries, {})).toBe('/v1/referentials/countries');
  });

  it('refuses a missing parameter, at compile time and at run time', () => {
    // @ts-expect-error workFolderId is missing
    expect(() => pathOf(endpoints.document, { documentId: 'd' })).toThrow(/workFolderId/);
  });
});

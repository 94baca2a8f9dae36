import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../config.ts';
import { call, createTestContext, signupBody } from '../testing/test-app.ts';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['true', true],
    ['10.0.0.1, 10.1.0.0/16', ['10.0.0.1', '10.1.0.0/16']],
  ])('reads %j as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  const statusesWithForwardedFor = async (trustProxy: boolean | string[]) => {
    const context = await createTestContext({ rateLimitPerMinute: 3, trustProxy });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await call(context.app, 'GET', '/v1/referentials/countries', undefined, {
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    await context.close();
    return statuses;
  };

  it('ignores X-Forwarded-For by default: random addresses do not escape the limit', async () => {
    expect(await statusesWithForwardedFor(false)).toEqual([200, 200, 200, 429, 429]);
  });

  it('counts the forwarded address when the peer is a configured proxy', async () => {
    expect(await statusesWithForwardedFor(['127.0.0.1'])).toEqual([200, 200, 200, 200, 200]);
  });

  it('keeps the signup limit per address whatever X-Forwarded-For says', async () => {
    const context = await createTestContext({ signupsPerMinute: 1 });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await call(context.app, 'POST', '/v1/companies', signupBody(), {
        headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
      });
      statuses.push(response.statusCode);
    }
    await context.close();
    expect(statuses).toEqual([201, 429, 429]);
  });
});

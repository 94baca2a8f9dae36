import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, serializeError } from './logger.ts';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

const failedStatement = () =>
  new DrizzleQueryError(
    'insert into "app_user" ("id", "email", "password_hash") values ($1, $2, $3)',
    ['0190a6f0-0000-7000-8000-000000000001', 'awa@example.cm', HASH],
    Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
  );

describe('serializeError', () => {
  it("redacts a failed statement's parameters from its message, stack and params, keeping the statement", () => {
    const serialized = JSON.stringify(serializeError(failedStatement()));
    expect(serialized).not.toContain(HASH);
    expect(serialized).not.toContain('awa@example.cm');
    expect(serialized).toContain('insert into \\"app_user\\"');
    expect(serialized).toContain('duplicate key value');
  });

  it('is the serializer of the API logger: an unexpected error logs no parameter', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const options = loggerOptions('info') as Record<string, unknown>;
    const app = Fastify({ logger: { ...options, stream } });
    app.get('/fail', async (request) => {
      request.log.error({ err: failedStatement() }, 'unexpected error');
      return 'ok';
    });
    await app.inject({ method: 'GET', url: '/fail' });
    await app.close();
    const logged = lines.join('');
    expect(logged).toContain('Failed query');
    expect(logged).not.toContain(HASH);
  });
});

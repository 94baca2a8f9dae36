import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LedgerCompany, ledgerCompany } from '../testing/ledger-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../testing/test-app.ts';
import { AppError } from './app-error.ts';
import { createExportQueue } from './export-queue.ts';

describe('createExportQueue', () => {
  it('runs up to the concurrency, queues up to the limit in order, refuses beyond with 503', async () => {
    const queue = createExportQueue(2, 1);
    const first = await queue.acquire();
    const second = await queue.acquire();
    const order: string[] = [];
    const third = queue.acquire().then((release) => {
      order.push('third');
      return release;
    });
    const refused = await queue.acquire().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'EXPORTS_BUSY', statusCode: 503, details: { retryAfterSeconds: 5 } });
    expect([queue.running, queue.waiting]).toEqual([2, 1]);

    first();
    first(); // a second release of the same slot changes nothing
    const releaseThird = await third;
    expect(order).toEqual(['third']);
    expect([queue.running, queue.waiting]).toEqual([2, 0]);
    second();
    releaseThird();
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });
});

describe('exports through the queue', () => {
  let context: TestContext;
  let company: LedgerCompany;
  beforeAll(async () => {
    context = await createTestContext({ exportConcurrency: 1, exportQueue: 0 });
    company = await ledgerCompany(context.app);
  });
  afterAll(() => context.close());

  const journalPdf = () =>
    call(context.app, 'GET', `/v1/accountings/workFolders/${company.workFolderId}/journal`, undefined, {
      token: company.token,
      query: { format: 'pdf' },
    });

  it('refuses the exports beyond the queue with 503 EXPORTS_BUSY and Retry-After, and frees the slot after', async () => {
    const responses = await Promise.all([journalPdf(), journalPdf(), journalPdf(), journalPdf()]);
    const busy = responses.filter((response) => response.statusCode === 503);
    expect(responses.filter((response) => response.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy.length + responses.filter((response) => response.statusCode === 200).length).toBe(4);
    for (const response of busy) {
      expect(errorOf(response)).toMatchObject({ code: 'EXPORTS_BUSY', frMessage: expect.any(String) });
      expect(response.headers['retry-after']).toBe('5');
    }
    expect((await journalPdf()).statusCode).toBe(200);
    const onScreen = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${company.workFolderId}/journal`,
      undefined,
      {
        token: company.token,
      },
    );
    expect(onScreen.statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeState, createDraft, ledgerCompany } from '../../testing/ledger-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const countersUrl = (workFolderId: string) => `/v1/accountings/workFolders/${workFolderId}/journal-counters`;

describe('journal counters (the settings next numbers, issue #34)', () => {
  it('gives each journal its last number in the folder, 0 before the first, and moves with each validation', async () => {
    const company = await ledgerCompany(context.app);
    const journals = (
      await call(context.app, 'GET', `/v1/accountings/companies/${company.companyId}/journals`, undefined, {
        token: company.token,
      })
    ).json() as { id: string; code: string }[];
    const read = async () => {
      const response = await call(context.app, 'GET', countersUrl(company.workFolderId), undefined, {
        token: company.token,
      });
      expect(response.statusCode).toBe(200);
      const items = response.json().items as { journalId: string; lastNumber: number }[];
      return new Map(
        items.map((item) => [journals.find((journal) => journal.id === item.journalId)?.code, item.lastNumber]),
      );
    };
    const before = await read();
    expect(before.size).toBe(journals.length);
    expect([...before.values()].every((last) => last === 0)).toBe(true);

    for (const _ of [1, 2]) {
      const draft = await createDraft(context.app, company);
      expect((await changeState(context.app, company, draft.id, 'VALIDATED')).statusCode).toBe(200);
    }
    const draft = await createDraft(context.app, company);
    const after = await read();
    expect(draft.number).toBeNull();
    const moved = [...after].filter(([, last]) => last > 0);
    // The two validated entries, in the miscellaneous journal the fixture's entries use; a draft numbers nothing.
    expect(moved).toEqual([[expect.any(String), 2]]);
  });

  it('answers 404 for another company folder', async () => {
    const company = await ledgerCompany(context.app);
    const other = await ledgerCompany(context.app);
    const response = await call(context.app, 'GET', countersUrl(company.workFolderId), undefined, {
      token: other.token,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBeDefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeState, createDraft, type LedgerCompany, ledgerCompany } from '../testing/ledger-fixtures.ts';
import { call, createTestContext, type TestContext } from '../testing/test-app.ts';
import { tenantTableNames } from './distribution-rules.ts';
import allowlist from './query-allowlist.json' with { type: 'json' };
import { statementShape, tablesWithoutCompany } from './query-check.ts';
import { captureStatements } from './statement-log.ts';

let context: TestContext;
let company: LedgerCompany;
beforeAll(async () => {
  context = await createTestContext();
  company = await ledgerCompany(context.app);
});
afterAll(() => context.close());

/** The statements of `work` that touch a tenant table without naming its company, allowlist left out. */
async function withoutCompany(work: () => Promise<void>): Promise<string[]> {
  const tenants = new Set(await tenantTableNames(context.handle.db));
  const allowed = new Set<string>(Object.keys(allowlist));
  return (await captureStatements(work))
    .map(statementShape)
    .filter((shape) => !allowed.has(shape))
    .flatMap((shape) => {
      const missing = tablesWithoutCompany(shape, tenants);
      return missing.length > 0 ? [`${missing.join(', ')}: ${shape}`] : [];
    });
}

describe("the hot paths' statements name the company (issue #35 query check)", () => {
  it('validates a document and reads the journal, trial balance, aged balance and search by company', async () => {
    const get = async (path: string, query: Record<string, string> = {}) => {
      const answer = await call(context.app, 'GET', path, undefined, { token: company.token, query });
      expect(answer.statusCode).toBe(200);
    };
    const folder = `/v1/accountings/workFolders/${company.workFolderId}`;
    const missing = await withoutCompany(async () => {
      const draft = await createDraft(context.app, company);
      expect((await changeState(context.app, company, draft.id, 'VALIDATED')).statusCode).toBe(200);
      await get(`${folder}/journal`);
      await get(`${folder}/trial-balance`);
      await get(`${folder}/aged-balance`, { type: 'customer' });
      await get(`/v1/companies/${company.companyId}/search`, { q: 'Apport' });
    });
    expect(missing).toEqual([]);
  });
});

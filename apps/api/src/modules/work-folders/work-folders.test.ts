import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeState, createDraft, type LedgerCompany, ledgerCompany } from '../../testing/ledger-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const save = (company: LedgerCompany, body: Record<string, unknown>) =>
  call(context.app, 'POST', `/v1/accountings/workFolders/companies/${company.companyId}`, body, {
    token: company.token,
  });

describe('saving work folders', () => {
  it('creates the next period and lists both in date order', async () => {
    const company = await ledgerCompany(context.app);
    const next = company.year + 1;
    const created = await save(company, {
      name: `Exercice ${next}`,
      startDate: `${next}-01-01`,
      endDate: `${next}-12-31`,
      companyId: company.companyId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: `Exercice ${next}`, status: 'OPEN', companyId: company.companyId });
    const list = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/companies/${company.companyId}`,
      undefined,
      {
        token: company.token,
      },
    );
    expect(list.json().map((folder: { startDate: string }) => folder.startDate)).toEqual([
      `${company.year}-01-01`,
      `${next}-01-01`,
    ]);
  });

  it.each([
    ['overlapping the current year', 0, '-07-01', 1, '-06-30', 409, 'WORK_FOLDER_PERIODS_MUST_NOT_OVERLAP'],
    ['ending before it starts', 2, '-06-30', 2, '-01-01', 400, 'VALIDATION_FAILED'],
    ['longer than 24 months', 2, '-01-01', 4, '-01-01', 400, 'VALIDATION_FAILED'],
  ])('refuses a period %s', async (_case, startYears, startDay, endYears, endDay, status, code) => {
    const company = await ledgerCompany(context.app);
    const response = await save(company, {
      name: 'Period',
      startDate: `${company.year + startYears}${startDay}`,
      endDate: `${company.year + endYears}${endDay}`,
    });
    expect([response.statusCode, errorOf(response).code]).toEqual([status, code]);
  });

  it('accepts a 24-month first period (18 months is common for a new company)', async () => {
    const company = await ledgerCompany(context.app);
    const start = company.year + 3;
    const response = await save(company, { name: 'Long', startDate: `${start}-01-01`, endDate: `${start + 1}-12-31` });
    expect(response.statusCode).toBe(201);
  });

  it('renames a folder, and moves its dates only while nothing is posted', async () => {
    const company = await ledgerCompany(context.app);
    const renamed = await save(company, {
      id: company.workFolderId,
      name: 'FY',
      startDate: `${company.year}-01-01`,
      endDate: `${company.year}-12-31`,
    });
    expect([renamed.statusCode, renamed.json().name]).toEqual([200, 'FY']);
    const moved = await save(company, {
      id: company.workFolderId,
      name: 'FY',
      startDate: `${company.year}-02-01`,
      endDate: `${company.year + 1}-01-31`,
    });
    expect(moved.statusCode).toBe(200);
    const draft = await createDraft(context.app, company);
    await changeState(context.app, company, draft.id, 'VALIDATED');
    const again = await save(company, {
      id: company.workFolderId,
      name: 'FY',
      startDate: `${company.year}-03-01`,
      endDate: `${company.year + 1}-02-28`,
    });
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'WORK_FOLDER_HAS_ENTRIES']);
  });

  it('summarizes a folder: entries, documents by state and totals', async () => {
    const company = await ledgerCompany(context.app);
    const draft = await createDraft(context.app, company);
    await createDraft(context.app, company);
    await changeState(context.app, company, draft.id, 'VALIDATED');
    const summary = await call(context.app, 'GET', `/v1/accountings/workFolders/${company.workFolderId}`, undefined, {
      token: company.token,
    });
    expect(summary.json()).toMatchObject({
      id: company.workFolderId,
      status: 'OPEN',
      entryCount: 1,
      draftDocuments: 1,
      validatedDocuments: 1,
      cancelledDocuments: 0,
      totalDebit: '1200000',
      totalCredit: '1200000',
      currency: 'XAF',
    });
  });
});

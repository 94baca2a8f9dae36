import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Books, books, validatedInvoice } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const yearEnd = async (company: Books, workFolderId = company.workFolderId) => {
  const response = await call(context.app, 'GET', `/v1/accountings/workFolders/${workFolderId}/year-end`, undefined, {
    token: company.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const states = (body: { steps: Array<{ step: string; state: string }> }) =>
  Object.fromEntries(body.steps.map((step) => [step.step, step.state]));

describe('year-end steps', () => {
  it('lists the steps in order, then the closing done and the appropriation to do', async () => {
    const company = await books(context.app);
    const open = await yearEnd(company);
    expect(open.steps.map((step: { step: string }) => step.step)).toEqual([
      'DEPRECIATION',
      'ACCRUALS',
      'STOCKS',
      'DOUBTFUL_RECEIVABLES',
      'PROVISIONS',
      'VAT',
      'INCOME_TAX',
      'CLOSING',
      'APPROPRIATION',
    ]);
    expect(states(open)).toMatchObject({
      // No asset in the register: nothing to depreciate.
      DEPRECIATION: 'DONE',
      ACCRUALS: 'TO_REVIEW',
      VAT: 'TO_DO',
      INCOME_TAX: 'TO_DO',
      CLOSING: 'TO_DO',
      APPROPRIATION: 'NOT_YET',
    });
    // A sale of 100,000 XAF without VAT: a profit the meeting will appropriate.
    await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '100000', vatRate: '0' },
    ]);
    const folder = `/v1/accountings/workFolders/${company.workFolderId}`;
    const filed = await call(
      context.app,
      'POST',
      `${folder}/vat-returns`,
      { period: `${company.year}-12` },
      {
        token: company.token,
      },
    );
    expect(filed.statusCode, filed.body).toBe(201);
    expect(states(await yearEnd(company)).VAT).toBe('DONE');
    const closed = await call(context.app, 'POST', `${folder}/close`, undefined, { token: company.token });
    expect(closed.statusCode, closed.body).toBe(200);
    const after = await yearEnd(company);
    expect(states(after)).toMatchObject({ CLOSING: 'DONE', APPROPRIATION: 'TO_DO' });
    expect(after.status).toBe('CLOSED');
    const next = closed.json().next.id as string;
    const booked = await call(
      context.app,
      'POST',
      `${folder}/appropriation`,
      {
        meetingDate: `${company.year + 1}-05-15`,
        legalReserve: '10000',
        otherReserves: '0',
        retainedEarnings: '90000',
        dividends: '0',
      },
      { token: company.token },
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const appropriated = await yearEnd(company);
    expect(states(appropriated).APPROPRIATION).toBe('DONE');
    expect(appropriated.steps.find((step: { step: string }) => step.step === 'APPROPRIATION').entries).toBe(1);
    expect(next).toBeTruthy();
  });

  it('asks for the depreciation while an asset in service is not depreciated to the year end', async () => {
    const company = await books(context.app);
    const categories = await call(
      context.app,
      'GET',
      `/v1/accountings/companies/${company.companyId}/fixed-asset-categories`,
      undefined,
      { token: company.token },
    );
    const register = `/v1/accountings/workFolders/${company.workFolderId}/fixed-assets`;
    const created = await call(
      context.app,
      'POST',
      register,
      {
        label: 'Ordinateur',
        categoryId: categories.json()[0].id,
        acquiredOn: `${company.year}-02-01`,
        grossValue: '1200000',
        usefulLifeYears: 3,
      },
      { token: company.token },
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(states(await yearEnd(company)).DEPRECIATION).toBe('TO_DO');
    const booked = await call(
      context.app,
      'POST',
      `${register}/depreciation`,
      { period: 'YEAR' },
      { token: company.token },
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const after = await yearEnd(company);
    expect(states(after).DEPRECIATION).toBe('DONE');
    expect(after.steps[0].entries).toBeGreaterThan(0);
  });

  it('is read by members of the company only', async () => {
    const company = await books(context.app);
    const other = await books(context.app);
    const response = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${company.workFolderId}/year-end`,
      undefined,
      {
        token: other.token,
      },
    );
    expect(response.statusCode).toBe(404);
  });
});

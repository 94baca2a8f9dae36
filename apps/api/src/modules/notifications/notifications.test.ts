import { LOGIN_FAILURES_NOTICED, tokenClaimsSchema } from '@bilan/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft } from '../../testing/ledger-fixtures.ts';
import { loginBody, userIdOf } from '../../testing/members.ts';
import { type Books, books, payment, validatedInvoice, validatePayment } from '../../testing/sales-fixtures.ts';
import {
  call,
  createTestContext,
  signUpAndLogin,
  TEST_API_KEY,
  TEST_PASSWORD,
  type TestContext,
} from '../../testing/test-app.ts';
import { inCompany } from '../companies/company-context.ts';
import { readNotifications } from './notifications.service.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const notificationsOn = (company: Books, todayOn: string) =>
  inCompany(context.handle.db, tokenClaimsSchema.parse(decodeJwt(company.token)), (tx, tenant) =>
    readNotifications(tx, tenant, todayOn),
  );

describe('notifications', () => {
  it('lists overdue invoices and bills, stale drafts and a work folder about to end, and drops them as they are dealt with', async () => {
    const company = await books(context.app);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '5000', vatRate: '0' },
    ]);
    const bill = await validatedInvoice(context.app, company, 'PURCHASE_INVOICE', [
      { quantity: '1', unitPrice: '700', vatRate: '0' },
    ]);
    const draft = await createDraft(context.app, company);
    const today = `${company.year}-12-15`;

    const before = await notificationsOn(company, today);
    expect(before.items.map((item) => [item.kind, item.subjectId])).toEqual(
      expect.arrayContaining([
        ['INVOICE_OVERDUE', invoice.id],
        ['BILL_OVERDUE', bill.id],
        ['DRAFT_STALE', draft.id],
        ['WORK_FOLDER_ENDING', company.workFolderId],
      ]),
    );
    expect(before.count).toBe(4);
    expect(before.items.find((item) => item.kind === 'INVOICE_OVERDUE')).toMatchObject({
      number: invoice.number,
      partyName: 'Boulangerie Akwa',
      amount: '5000',
      date: `${company.year}-03-31`,
      days: 259,
    });
    expect(before.items.find((item) => item.kind === 'WORK_FOLDER_ENDING')?.days).toBe(16);

    const receipt = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      amount: '5000',
      method: 'CASH',
    });
    await validatePayment(context.app, company, receipt.id);
    await call(
      context.app,
      'DELETE',
      `/v1/accountings/documents/${draft.id}/workFolders/${company.workFolderId}`,
      undefined,
      {
        token: company.token,
      },
    );
    const after = await notificationsOn(company, today);
    expect(after.items.map((item) => item.kind).sort()).toEqual(['BILL_OVERDUE', 'WORK_FOLDER_ENDING']);
  });

  it('answers nothing when nothing needs attention, and only to members of the company', async () => {
    const company = await books(context.app);
    const response = await call(context.app, 'GET', `/v1/companies/${company.companyId}/notifications`, undefined, {
      token: company.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().items.filter((item: { kind: string }) => item.kind !== 'WORK_FOLDER_ENDING')).toEqual([]);
    const other = await books(context.app);
    const foreign = await call(context.app, 'GET', `/v1/companies/${company.companyId}/notifications`, undefined, {
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("the account holder's notice of failed logins", () => {
  const loginFrom = (address: string, email: string, password: string) =>
    context.app.inject({
      method: 'POST',
      url: '/v1/auth/login/email',
      remoteAddress: address,
      headers: { 'x-api-key': TEST_API_KEY, cookie: 'XSRF-TOKEN=x', 'x-xsrf-token': 'x' },
      payload: loginBody(email, password),
    });
  const bell = (owner: { companyId: string; token: string }) =>
    call(context.app, 'GET', `/v1/companies/${owner.companyId}/notifications`, undefined, { token: owner.token });

  it("tells the owner of a stranger's wrong passwords at the next login, once, and not for fewer", async () => {
    const owner = await signUpAndLogin(context.app);
    for (let attempt = 0; attempt < LOGIN_FAILURES_NOTICED - 1; attempt++) {
      await loginFrom('198.51.100.44', owner.email, `Wrong#${attempt}x`);
    }
    const few = await loginFrom('192.0.2.60', owner.email, TEST_PASSWORD);
    expect((await bell({ ...owner, token: few.json().token })).json().items).not.toContainEqual(
      expect.objectContaining({ kind: 'LOGIN_FAILURES' }),
    );

    for (let attempt = 0; attempt < LOGIN_FAILURES_NOTICED + 2; attempt++) {
      await loginFrom('203.0.113.44', owner.email, `Wrong#${attempt}y`);
    }
    const next = await loginFrom('192.0.2.60', owner.email, TEST_PASSWORD);
    expect(next.statusCode).toBe(200);
    const told = (await bell({ ...owner, token: next.json().token })).json();
    // Five from the stranger's address before the wait began, the rest throttled and not counted.
    expect(told.items[0]).toMatchObject({
      kind: 'LOGIN_FAILURES',
      subjectId: userIdOf(owner.token),
      workFolderId: '',
      attempts: LOGIN_FAILURES_NOTICED,
      days: 0,
    });

    const later = await loginFrom('192.0.2.60', owner.email, TEST_PASSWORD);
    const after = (await bell({ ...owner, token: later.json().token })).json();
    expect(after.items).not.toContainEqual(expect.objectContaining({ kind: 'LOGIN_FAILURES' }));
  });
});

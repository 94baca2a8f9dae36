import { tokenClaimsSchema } from '@bilan/contract';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDraft } from '../../testing/ledger-fixtures.ts';
import { type Books, books, payment, validatedInvoice, validatePayment } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';
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

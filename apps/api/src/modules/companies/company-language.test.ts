import type { Language } from '@bilan/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeState, createDraft } from '../../testing/ledger-fixtures.ts';
import { type Books, books, doc, payment, validatedInvoice, validatePayment } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';
import { companies } from './companies.table.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

async function journalLabels(company: Books): Promise<Map<string, string>> {
  const response = await call(
    context.app,
    'GET',
    `/v1/accountings/workFolders/${company.workFolderId}/journal`,
    undefined,
    { token: company.token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return new Map(response.json().items.map((item: { number: string; label: string }) => [item.number, item.label]));
}

async function settingsOf(company: Books) {
  const response = await call(context.app, 'GET', `/v1/companies/${company.companyId}/settings`, undefined, {
    token: company.token,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A validated receipt of a validated invoice (neither has a label), its cancellation, and a journal entry with no label. */
async function postEverything(company: Books) {
  const invoice = await validatedInvoice(
    context.app,
    company,
    'SALE_INVOICE',
    [{ quantity: '1', unitPrice: '10000', vatRate: '0' }],
    { reference: null },
  );
  const receipt = await payment(context.app, company, {
    type: 'RECEIPT',
    accountingDocumentId: invoice.id,
    amount: '10000',
    method: 'CASH',
    reference: 'R-7',
  });
  const paid = (await validatePayment(context.app, company, receipt.id)).json();
  const cancelled = await call(context.app, 'POST', `${doc(company, invoice.id)}/state/CANCELLED`, undefined, {
    token: company.token,
  });
  // An invoice with a payment is not cancelled: the payment is what gets reversed here.
  expect(cancelled.statusCode).toBe(409);
  const reversed = await call(
    context.app,
    'POST',
    `/v1/accountings/payments/${receipt.id}/workFolders/${company.workFolderId}/state/CANCELLED`,
    undefined,
    { token: company.token },
  );
  expect(reversed.statusCode, reversed.body).toBe(200);
  const draft = await createDraft(context.app, company, undefined, { label: '' });
  const entry = (await changeState(context.app, company, draft.id, 'VALIDATED')).json();
  return {
    invoiceNumber: invoice.number as string,
    receiptNumber: paid.number as string,
    entryNumber: entry.number as string,
  };
}

describe("the company's language", () => {
  it.each<[Language, { invoice: string; receipt: string; reversal: string; entry: string }]>([
    [
      'en',
      {
        invoice: 'Invoice Boulangerie Akwa',
        receipt: 'Receipt Boulangerie Akwa R-7',
        reversal: 'Reversal of',
        entry: 'Entry',
      },
    ],
    [
      'fr',
      {
        invoice: 'Facture Boulangerie Akwa',
        receipt: 'Encaissement Boulangerie Akwa R-7',
        reversal: 'Extourne',
        entry: 'Écriture',
      },
    ],
  ])('is the signup language (%s): generated labels follow it', async (language, expected) => {
    const company = await books(context.app, {}, { language });
    expect((await settingsOf(company)).defaultLanguage).toBe(language);

    const { invoiceNumber, receiptNumber, entryNumber } = await postEverything(company);
    const labels = await journalLabels(company);
    // An invoice without label or reference names its kind and its party.
    expect(labels.get(invoiceNumber)).toBe(expected.invoice);
    expect(labels.get(receiptNumber)).toBe(expected.receipt);
    const reversal = [...labels.values()].find((label) => label.includes(receiptNumber) && label !== expected.receipt);
    expect(reversal).toBe(`${expected.reversal} ${receiptNumber} – ${expected.receipt}`);
    expect(labels.get(entryNumber)).toBe(expected.entry);
  });

  it('changes with the settings, for the labels written afterwards', async () => {
    const company = await books(context.app, {}, { language: 'en' });
    const { companyId: _id, updatedAt: _at, ...settings } = await settingsOf(company);
    const saved = await call(
      context.app,
      'PUT',
      `/v1/companies/${company.companyId}/settings`,
      { ...settings, defaultLanguage: 'fr' },
      { token: company.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await settingsOf(company)).defaultLanguage).toBe('fr');
    const draft = await createDraft(context.app, company, undefined, { label: '' });
    const entry = (await changeState(context.app, company, draft.id, 'VALIDATED')).json();
    expect((await journalLabels(company)).get(entry.number)).toBe('Écriture');
  });

  it('of a subsidiary is the language it was created in', async () => {
    const parent = await books(context.app, {}, { language: 'fr' });
    const created = await call(
      context.app,
      'POST',
      `/v1/companies/${parent.companyId}/subsidiaries`,
      {
        name: 'Filiale Douala SA',
        countryCode: 'CM',
        typeCode: 'SA',
        domainAreaCode: 'G',
        subDomainAreaCode: null,
        taxSystemCode: 'REEL',
        referentialBankAccount: null,
      },
      { token: parent.token, headers: { 'accept-language': 'en-GB,en;q=0.9' } },
    );
    expect(created.statusCode, created.body).toBe(201);
    const rows = await context.handle.db
      .select({ language: companies.language })
      .from(companies)
      .where(eq(companies.id, created.json().id));
    expect(rows).toEqual([{ language: 'en' }]);
  });
});

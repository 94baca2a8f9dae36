import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTexts } from '../../testing/pdf-text.ts';
import { type Books, books, payment, validatedInvoice, validatePayment } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const FRENCH = { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' };

const letterUrl = (company: Books, customerId: string) =>
  `/v1/accountings/workFolders/${company.workFolderId}/customers/${customerId}/reminder-letter`;

const letter = (
  company: Books,
  query: Record<string, string>,
  customerId = company.customerId,
  token = company.token,
) => call(context.app, 'GET', letterUrl(company, customerId), undefined, { token, query });

/** The letter's text, one line per page: wrapped lines come apart at any space. */
async function textOf(company: Books, query: Record<string, string>) {
  const response = await letter(company, query);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return pdfTexts(response.rawPayload)
    .map((page) => page.replace(/\s+/g, ' '))
    .join(' ');
}

async function receive(company: Books, invoiceId: string, amount: string, date: string) {
  const created = await payment(context.app, company, {
    type: 'RECEIPT',
    accountingDocumentId: invoiceId,
    amount,
    method: 'BANK_TRANSFER',
    date,
  });
  const validated = await validatePayment(context.app, company, created.id);
  expect(validated.statusCode, validated.body).toBe(200);
}

async function agedRow(company: Books, asOf: string) {
  const aged = await call(
    context.app,
    'GET',
    `/v1/accountings/workFolders/${company.workFolderId}/aged-balance`,
    undefined,
    { token: company.token, query: { type: 'customer', asOf } },
  );
  return aged.json().parties[0];
}

describe('reminder letter', () => {
  it('lists a Cameroonian customer’s overdue items from the aged balance, with its totals, in French and English', async () => {
    const company = await books(context.app);
    // Invoice of 1 March: 453,003 + 19.25 % (87,203) = 540,206, due 31 March; 300,000 received on 20 March.
    const overdue = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '453003', vatRate: '19.25' },
    ]);
    await receive(company, overdue.id, '300000', `${company.year}-03-20`);
    // Invoice of 1 May: 100,000 without VAT, due 31 May.
    const notDue = await validatedInvoice(
      context.app,
      company,
      'SALE_INVOICE',
      [{ quantity: '4', unitPrice: '25000', vatRate: '0' }],
      { date: `${company.year}-05-01` },
    );
    const asOf = `${company.year}-05-15`;
    // 15 May: 540,206 − 300,000 = 240,206 is 45 days overdue; 100,000 not due; 340,206 in all.
    const french = await textOf(company, { asOf });
    expect(french).toContain('LETTRE DE RELANCE');
    expect(french).toContain('Test Company');
    expect(french).toContain("À l'attention de Boulangerie Akwa");
    expect(french).toContain(`${overdue.number} 1 mars ${company.year} 31 mars ${company.year} 45 240 206 XAF`);
    expect(french).not.toContain(notDue.number);
    expect(french).toContain('Total échu 240 206 XAF');
    expect(french).toContain('Non échu 100 000 XAF');
    expect(french).toContain(`Solde de votre compte au 15 mai ${company.year} 340 206 XAF`);
    expect(french).not.toContain('L441-10');

    const english = await textOf(company, { asOf, lang: 'en' });
    expect(english).toContain('PAYMENT REMINDER');
    expect(english).toContain(`${overdue.number} 1 March ${company.year} 31 March ${company.year} 45 240,206 XAF`);
    expect(english).toContain('Total overdue 240,206 XAF');
    expect(english).toContain(`Balance of your account on 15 May ${company.year} 340,206 XAF`);

    // The same figures as the customer's row of the aged balance.
    expect(await agedRow(company, asOf)).toMatchObject({
      notDue: '100000',
      days31To60: '240206',
      total: '340206',
      documents: 2,
    });
  });

  it('writes a French company’s letter in euros, with the late-payment mentions', async () => {
    const company = await books(context.app, FRENCH);
    // 1,000.00 + 20 % = 1,200.00 on 1 March, due 31 March; 450.00 received on 10 March: 750.00 overdue.
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '8', unitPrice: '125.00', vatRate: '20' },
    ]);
    await receive(company, invoice.id, '450.00', `${company.year}-03-10`);
    const text = await textOf(company, { asOf: `${company.year}-04-30` });
    expect(text).toContain('LETTRE DE RELANCE');
    expect(text).toContain(`${invoice.number} 1 mars ${company.year} 31 mars ${company.year} 30 750,00 EUR`);
    expect(text).toContain('Total échu 750,00 EUR');
    expect(text).toContain(`Solde de votre compte au 30 avril ${company.year} 750,00 EUR`);
    expect(text).toContain('art. L441-10 du Code de commerce');
  });

  it('refuses a letter with nothing overdue, another company’s customer, a supplier and bad input', async () => {
    const company = await books(context.app);
    const other = await books(context.app);
    await validatedInvoice(context.app, company, 'SALE_INVOICE', [{ quantity: '1', unitPrice: '5000', vatRate: '0' }]);
    // Due 31 March: nothing is overdue on that day.
    const early = await letter(company, { asOf: `${company.year}-03-31` });
    expect([early.statusCode, errorOf(early).code]).toEqual([422, 'NOTHING_OVERDUE']);
    const foreign = await letter(company, { asOf: `${company.year}-06-30` }, other.customerId);
    expect([foreign.statusCode, errorOf(foreign).code]).toEqual([404, 'NOT_FOUND']);
    const supplier = await letter(company, { asOf: `${company.year}-06-30` }, company.supplierId);
    expect(supplier.statusCode).toBe(404);
    const otherToken = await letter(company, { asOf: `${company.year}-06-30` }, company.customerId, other.token);
    expect(otherToken.statusCode).toBe(404);
    const badQueries: Array<Record<string, string>> = [
      { asOf: `${company.year}-02-30` },
      { lang: 'de' },
      { asOf: 'tomorrow' },
      { page: '1' },
    ];
    for (const query of badQueries) {
      const refused = await letter(company, query);
      expect([refused.statusCode, errorOf(refused).code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const notUuid = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${company.workFolderId}/customers/not-a-uuid/reminder-letter`,
      undefined,
      { token: company.token },
    );
    expect(notUuid.statusCode).toBe(400);
  });
});

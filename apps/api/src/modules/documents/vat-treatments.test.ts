import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdsByNumber } from '../../testing/ledger-fixtures.ts';
import { pdfTexts } from '../../testing/pdf-text.ts';
import {
  type Books,
  books,
  doc,
  docs,
  payment,
  postedLines,
  read,
  validatedInvoice,
  validatePayment,
} from '../../testing/sales-fixtures.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const french = () => books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });

async function paid(company: Books, document: { id: string }, type: string, amount: string, date: string) {
  const draft = await payment(context.app, company, {
    type,
    accountingDocumentId: document.id,
    amount,
    method: 'BANK_TRANSFER',
    date,
  });
  const validated = await validatePayment(context.app, company, draft.id);
  expect(validated.statusCode, validated.body).toBe(200);
  return validated.json() as { number: string };
}

async function party(company: Books, kind: 'customers' | 'suppliers', body: Record<string, unknown>) {
  const created = await call(context.app, 'POST', `/v1/companies/${company.companyId}/${kind}`, body, {
    token: company.token,
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: string; code: string };
}

describe('France: VAT on services due when paid (CGI art. 269-2-c)', () => {
  it('holds a service invoice’s VAT in 44574 and moves it to 44571 as it is paid, 83.33 € then 116.67 €', async () => {
    const company = await french();
    // 1,000.00 € of services (706, the default revenue account) at 20 %: 200.00 € of VAT, 1,200.00 € due.
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '1000.00', vatRate: '20' },
    ]);
    expect(invoice.lines[0].supplyKind).toBe('SERVICES');
    expect(await postedLines(context.app, company, invoice.number)).toEqual([
      ['411100/C00001', '1200.00', '0.00'],
      ['706', '0.00', '1000.00'],
      ['44574', '0.00', '200.00'],
    ]);
    // 500.00 € paid: 200.00 × 500 / 1,200 = 83.333… → 83.33 € becomes due.
    const first = await paid(company, invoice, 'RECEIPT', '500.00', `${company.year}-03-10`);
    expect(await postedLines(context.app, company, first.number)).toEqual([
      ['5121', '500.00', '0.00'],
      ['411100/C00001', '0.00', '500.00'],
      ['44574', '83.33', '0.00'],
      ['44571', '0.00', '83.33'],
    ]);
    // The last 700.00 € move what remains: 200.00 − 83.33 = 116.67 €, so 44574 is back to zero.
    const second = await paid(company, invoice, 'RECEIPT', '700.00', `${company.year}-03-25`);
    expect((await postedLines(context.app, company, second.number)).slice(2)).toEqual([
      ['44574', '116.67', '0.00'],
      ['44571', '0.00', '116.67'],
    ]);
    expect((await read(context.app, company, invoice.id)).settlement).toBe('PAID');
  });

  it('a credit note mirrors into 44574; the payment of the rest clears it: 180.00 € moved of 200.00 €', async () => {
    const company = await french();
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '1000.00', vatRate: '20' },
    ]);
    // A credit note of 100.00 € (20.00 € of VAT) on the unpaid invoice takes its VAT back out of 44574.
    const credit = await validatedInvoice(
      context.app,
      company,
      'SALE_CREDIT_NOTE',
      [{ quantity: '1', unitPrice: '100.00', vatRate: '20' }],
      { creditedDocumentId: invoice.id },
    );
    expect(await postedLines(context.app, company, credit.number)).toEqual([
      ['411100/C00001', '0.00', '120.00'],
      ['706', '100.00', '0.00'],
      ['44574', '20.00', '0.00'],
    ]);
    // 1,080.00 € paid of 1,200.00 €: 200.00 × 1,080 / 1,200 = 180.00 € moved; 44574 is back to zero.
    const receipt = await paid(company, invoice, 'RECEIPT', '1080.00', `${company.year}-03-15`);
    expect((await postedLines(context.app, company, receipt.number)).slice(2)).toEqual([
      ['44574', '180.00', '0.00'],
      ['44571', '0.00', '180.00'],
    ]);
    expect((await read(context.app, company, invoice.id)).settlement).toBe('PAID');
  });

  it('holds deductible VAT on fees in 44564 until the bill is paid, then moves it to 445660', async () => {
    const company = await french();
    const ids = await accountIdsByNumber(context.app, company);
    // Fees (6226) of 800.00 € at 20 %: 160.00 € of VAT, 960.00 € owed.
    const bill = await validatedInvoice(context.app, company, 'PURCHASE_INVOICE', [
      { quantity: '1', unitPrice: '800.00', vatRate: '20', accountId: ids.get('6226') },
    ]);
    expect(await postedLines(context.app, company, bill.number)).toEqual([
      ['4011/F00001', '0.00', '960.00'],
      ['6226', '800.00', '0.00'],
      ['44564', '160.00', '0.00'],
    ]);
    const disbursement = await paid(company, bill, 'DISBURSEMENT', '960.00', `${company.year}-04-15`);
    expect(await postedLines(context.app, company, disbursement.number)).toEqual([
      ['5121', '0.00', '960.00'],
      ['4011/F00001', '960.00', '0.00'],
      ['44564', '0.00', '160.00'],
      ['445660', '160.00', '0.00'],
    ]);
  });

  it('posts services to 44571 at once when the company opted for debits; goods always', async () => {
    const company = await french();
    const url = `/v1/companies/${company.companyId}/settings`;
    const {
      companyId: _id,
      updatedAt: _at,
      ...settings
    } = (await call(context.app, 'GET', url, undefined, { token: company.token })).json();
    expect(settings.taxOptions).toEqual({
      vatOnDebits: false,
      purchasePrecompteRate: '0',
      customerPrecompteRate: '0',
      vatWithheldRate: '0',
      turnoverInstalmentRate: '0',
    });
    const services = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '2', unitPrice: '50.00', vatRate: '20' },
    ]);
    expect((await postedLines(context.app, company, services.number)).at(-1)).toEqual(['44574', '0.00', '20.00']);
    const saved = await call(
      context.app,
      'PUT',
      url,
      { ...settings, taxOptions: { ...settings.taxOptions, vatOnDebits: true } },
      { token: company.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().taxOptions.vatOnDebits).toBe(true);
    const onDebits = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '2', unitPrice: '50.00', vatRate: '20' },
    ]);
    expect((await postedLines(context.app, company, onDebits.number)).at(-1)).toEqual(['44571', '0.00', '20.00']);
  });

  it('treats a line said to be goods as goods, whatever its account', async () => {
    const company = await french();
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '100.00', vatRate: '20', supplyKind: 'GOODS' },
    ]);
    expect(invoice.lines[0].supplyKind).toBe('GOODS');
    expect((await postedLines(context.app, company, invoice.number)).at(-1)).toEqual(['44571', '0.00', '20.00']);
  });
});

describe('France: reverse charge', () => {
  it('an intra-EU acquisition of goods: 400.00 € due in 44520 and deductible in 445662, 2,000.00 € owed', async () => {
    const company = await french();
    const bill = await validatedInvoice(
      context.app,
      company,
      'PURCHASE_INVOICE',
      [{ quantity: '1', unitPrice: '2000.00', vatRate: '20' }],
      { vatTreatment: 'INTRA_EU_ACQUISITION' },
    );
    expect(await postedLines(context.app, company, bill.number)).toEqual([
      ['4011/F00001', '0.00', '2000.00'],
      ['44520', '0.00', '400.00'],
      ['607', '2000.00', '0.00'],
      ['445662', '400.00', '0.00'],
    ]);
    expect(bill).toMatchObject({
      vatTreatment: 'INTRA_EU_ACQUISITION',
      totals: { excludingTax: '2000.00', vat: '400.00', includingTax: '2400.00' },
      dues: { selfAssessedVat: '400.00', payable: '2000.00' },
      amountDue: '2000.00',
    });
  });

  it('a service of CGI art. 283-2: 300.00 € due in 44521, deductible at once in 445662', async () => {
    const company = await french();
    const ids = await accountIdsByNumber(context.app, company);
    const bill = await validatedInvoice(
      context.app,
      company,
      'PURCHASE_INVOICE',
      [{ quantity: '1', unitPrice: '1500.00', vatRate: '20', accountId: ids.get('6226') }],
      { vatTreatment: 'REVERSE_CHARGE_SERVICES' },
    );
    expect(await postedLines(context.app, company, bill.number)).toEqual([
      ['4011/F00001', '0.00', '1500.00'],
      ['44521', '0.00', '300.00'],
      ['6226', '1500.00', '0.00'],
      ['445662', '300.00', '0.00'],
    ]);
  });

  it('refuses a reverse charge on a sale or for a Cameroonian company, and an unknown treatment, writing nothing', async () => {
    const company = await french();
    const cameroon = await books(context.app);
    const body = (target: Books, type: string, vatTreatment: string) => ({
      type,
      date: `${target.year}-03-01`,
      partyId: type.startsWith('SALE') ? target.customerId : target.supplierId,
      vatTreatment,
      lines: [
        { description: 'Article', quantity: '1', unitPrice: '100', vatRate: type.startsWith('SALE') ? '20' : '19.25' },
      ],
    });
    const cases = [
      [company, body(company, 'SALE_INVOICE', 'IMPORT'), 422, 'VAT_TREATMENT_NOT_ALLOWED'],
      [cameroon, body(cameroon, 'PURCHASE_INVOICE', 'IMPORT'), 422, 'VAT_TREATMENT_NOT_ALLOWED'],
      [company, body(company, 'PURCHASE_INVOICE', 'SMUGGLED'), 400, 'VALIDATION_FAILED'],
      [
        company,
        {
          ...body(company, 'PURCHASE_INVOICE', 'DOMESTIC'),
          lines: [{ description: 'A', quantity: '1', unitPrice: '1', vatRate: '20', supplyKind: 'BOTH' }],
        },
        400,
        'VALIDATION_FAILED',
      ],
    ] as const;
    for (const [target, request, status, code] of cases) {
      const response = await call(context.app, 'POST', docs(target), request, { token: target.token });
      expect(response.statusCode, response.body).toBe(status);
      expect(errorOf(response).code).toBe(code);
    }
    for (const target of [company, cameroon]) {
      for (const type of ['SALE_INVOICE', 'PURCHASE_INVOICE']) {
        const list = await call(context.app, 'GET', `${docs(target)}?type=${type}`, undefined, { token: target.token });
        expect(list.json().total).toBe(0);
      }
    }
  });
});

describe('Cameroon: withholding taxes', () => {
  it('withholds the précompte on a purchase: 22,000 to 4478, the supplier owed 1,170,500', async () => {
    const company = await books(context.app);
    const supplier = await party(company, 'suppliers', { name: 'Sodecoton', subjectToPrecompte: true });
    const bill = await validatedInvoice(
      context.app,
      company,
      'PURCHASE_INVOICE',
      [{ quantity: '1', unitPrice: '1000000', vatRate: '19.25' }],
      { partyId: supplier.id },
    );
    // 1,000,000 + 19.25 % = 1,192,500; précompte 2.2 % × 1,000,000 = 22,000; 1,192,500 − 22,000 = 1,170,500.
    expect(await postedLines(context.app, company, bill.number)).toEqual([
      [`4011/${supplier.code}`, '0', '1170500'],
      ['4478', '0', '22000'],
      ['6011', '1000000', '0'],
      ['4452', '192500', '0'],
    ]);
    expect(bill.dues).toEqual({
      precompteRate: '2.2',
      vatWithheldRate: '0',
      precompte: '22000',
      vatWithheld: '0',
      selfAssessedVat: '0',
      payable: '1170500',
    });
    await paid(company, bill, 'DISBURSEMENT', '1170500', `${company.year}-03-20`);
    expect((await read(context.app, company, bill.id)).settlement).toBe('PAID');
  });

  it('a sale to a withholding agent: VAT withheld to 4458, précompte suffered to 4492, 2,445,000 received', async () => {
    const company = await books(context.app);
    const customer = await party(company, 'customers', { name: 'Camwater', withholdingAgent: true });
    expect(customer).toMatchObject({ withholdingAgent: true, subjectToPrecompte: false });
    const invoice = await validatedInvoice(
      context.app,
      company,
      'SALE_INVOICE',
      [{ quantity: '1', unitPrice: '2500000', vatRate: '19.25' }],
      { partyId: customer.id },
    );
    // VAT 2,500,000 × 19.25 % = 481,250, all of it kept; précompte 2.2 % × 2,500,000 = 55,000;
    // the customer pays 2,981,250 − 481,250 − 55,000 = 2,445,000.
    expect(await postedLines(context.app, company, invoice.number)).toEqual([
      [`4111/${customer.code}`, '2445000', '0'],
      ['4458', '481250', '0'],
      ['4492', '55000', '0'],
      ['7011', '0', '2500000'],
      ['4431', '0', '481250'],
    ]);
    expect(invoice.amountDue).toBe('2445000');
    const overpaid = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      amount: '2981250',
      method: 'BANK_TRANSFER',
    });
    const refused = await validatePayment(context.app, company, overpaid.id);
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe('PAYMENT_EXCEEDS_AMOUNT_DUE');
    await paid(company, invoice, 'RECEIPT', '2445000', `${company.year}-03-30`);
    expect((await read(context.app, company, invoice.id)).settlement).toBe('PAID');

    const pdf = await call(context.app, 'GET', `${doc(company, invoice.id)}/pdf`, undefined, {
      token: company.token,
      query: { lang: 'fr' },
    });
    expect(pdf.statusCode).toBe(200);
    const text = pdfTexts(pdf.rawPayload)
      .map((page) => page.replace(/\s+/g, ' '))
      .join(' ');
    expect(text).toContain('TVA retenue à la source 100 % -481 250 XAF');
    expect(text).toContain('Précompte retenu 2.2 % -55 000 XAF');
    expect(text).toContain('Net à payer 2 445 000 XAF');
  });

  it('reads the country’s rates in the settings and refuses a rate over 100 %', async () => {
    const company = await books(context.app);
    const url = `/v1/companies/${company.companyId}/settings`;
    const {
      companyId: _id,
      updatedAt: _at,
      ...settings
    } = (await call(context.app, 'GET', url, undefined, { token: company.token })).json();
    expect(settings.taxOptions).toEqual({
      vatOnDebits: false,
      purchasePrecompteRate: '2.2',
      customerPrecompteRate: '2.2',
      vatWithheldRate: '100',
      turnoverInstalmentRate: '2.2',
    });
    expect(settings.postingAccounts).toMatchObject({
      precompteWithheld: '4478',
      precompteSuffered: '4492',
      vatWithheldByCustomers: '4458',
    });
    const refused = await call(
      context.app,
      'PUT',
      url,
      { ...settings, taxOptions: { ...settings.taxOptions, vatWithheldRate: '150' } },
      { token: company.token },
    );
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toEqual([{ path: 'taxOptions.vatWithheldRate', code: 'RATE_INVALID' }]);
  });
});

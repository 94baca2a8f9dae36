import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenant.ts';
import {
  type Books,
  books,
  pay,
  payment,
  postedLines,
  validatedInvoice,
  validatePayment,
} from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';
import { vatTreatmentReturnLines } from './vat-treatment-lines.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const french = () => books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });

function linesOf(company: Books, framework: 'PCG' | 'SYSCOHADA', fromOn: string, toOn: string) {
  const money = framework === 'PCG' ? { currency: 'EUR', scale: 2 } : { currency: 'XAF', scale: 0 };
  return inTenant(context.handle.db, company.companyId, (tx) =>
    vatTreatmentReturnLines(
      tx,
      { companyId: company.companyId, userId: company.companyId, framework, ...money },
      {
        fromOn,
        toOn,
      },
    ),
  );
}

async function receive(company: Books, documentId: string, amount: string, date: string) {
  const draft = await payment(context.app, company, {
    type: 'RECEIPT',
    accountingDocumentId: documentId,
    amount,
    method: 'BANK_TRANSFER',
    date,
  });
  expect((await validatePayment(context.app, company, draft.id)).statusCode).toBe(200);
  return draft.id as string;
}

describe('return lines of VAT treatments', () => {
  it('France: reverse charges on A4, B2, 17 and 24; services in the month paid, and out again when cancelled', async () => {
    const company = await french();
    const month = (text: string) => `${company.year}-${text}`;
    await validatedInvoice(
      context.app,
      company,
      'PURCHASE_INVOICE',
      [{ quantity: '1', unitPrice: '2000.00', vatRate: '20' }],
      {
        vatTreatment: 'INTRA_EU_ACQUISITION',
      },
    );
    await validatedInvoice(
      context.app,
      company,
      'PURCHASE_INVOICE',
      [{ quantity: '1', unitPrice: '3000.00', vatRate: '20' }],
      {
        vatTreatment: 'IMPORT',
      },
    );
    // 1,000.00 € of services at 20 %, 500.00 € paid on 20 March: 83.33 € of VAT due, on a base of 416.65 €.
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '1000.00', vatRate: '20' },
    ]);
    const receiptId = await receive(company, invoice.id, '500.00', month('03-20'));

    expect((await linesOf(company, 'PCG', month('03-01'), month('03-31'))).ca3).toEqual([
      { line: 'A3', base: '0.00', amount: null },
      { line: 'A4', base: '3000.00', amount: null },
      { line: 'B2', base: '2000.00', amount: null },
      { line: '17', base: null, amount: '400.00' },
      { line: '24', base: null, amount: '600.00' },
      { line: 'A1', base: '416.65', amount: null },
      { line: '08', base: '416.65', amount: '83.33' },
    ]);

    const cancelled = await call(context.app, 'POST', `${pay(company, receiptId)}/state/CANCELLED`, undefined, {
      token: company.token,
      query: { cancellationDate: month('04-02') },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const april = (await linesOf(company, 'PCG', month('04-01'), month('04-30'))).ca3;
    expect(april?.slice(5)).toEqual([
      { line: 'A1', base: '-416.65', amount: null },
      { line: '08', base: '-416.65', amount: '-83.33' },
    ]);
  });

  it('France: the month’s CA3 counts the services paid and the reverse charge on both sides', async () => {
    const company = await french();
    const month = (text: string) => `${company.year}-${text}`;
    await validatedInvoice(
      context.app,
      company,
      'PURCHASE_INVOICE',
      [{ quantity: '1', unitPrice: '2000.00', vatRate: '20' }],
      {
        vatTreatment: 'INTRA_EU_ACQUISITION',
      },
    );
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '1000.00', vatRate: '20' },
    ]);
    await receive(company, invoice.id, '500.00', month('03-20'));
    const response = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${company.workFolderId}/vat-return`,
      undefined,
      { token: company.token, query: { period: month('03') } },
    );
    expect(response.statusCode, response.body).toBe(200);
    const boxes = Object.fromEntries(
      response
        .json()
        .ca3.map((box: { box: string; base: string | null; amount: string | null }) => [
          box.box,
          [box.base, box.amount],
        ]),
    );
    // Line 08: 416.65 € of services paid + 2,000.00 € acquired = 2,416.65 → 2,417; VAT 83.33 + 400.00 = 483.33
    // → 483. Line 20: the 400.00 € deducted at once. Line 28: 483 − 400 = 83.
    // A1 holds the sales only (416.65 → 417); the acquisition's base is on B2, its VAT again on 17.
    expect(boxes).toMatchObject({
      A1: ['417.00', null],
      B2: ['2000.00', null],
      '17': [null, '400.00'],
      '08': ['2417.00', '483.00'],
      '5B': [null, '0.00'],
      '16': [null, '483.00'],
      '20': [null, '400.00'],
      '28': [null, '83.00'],
    });
  });

  it('Cameroon: VAT withheld, précompte owed, the instalment less the précompte suffered', async () => {
    const company = await books(context.app);
    const token = { token: company.token };
    const party = async (kind: string, body: Record<string, unknown>) =>
      (await call(context.app, 'POST', `/v1/companies/${company.companyId}/${kind}`, body, token)).json().id as string;
    const agent = await party('customers', { name: 'Camwater', withholdingAgent: true });
    const supplier = await party('suppliers', { name: 'Sodecoton', subjectToPrecompte: true });
    await validatedInvoice(
      context.app,
      company,
      'SALE_INVOICE',
      [{ quantity: '1', unitPrice: '2500000', vatRate: '19.25' }],
      {
        partyId: agent,
      },
    );
    await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '1000000', vatRate: '19.25' },
    ]);
    await validatedInvoice(
      context.app,
      company,
      'PURCHASE_INVOICE',
      [{ quantity: '1', unitPrice: '1000000', vatRate: '19.25' }],
      {
        partyId: supplier,
      },
    );
    // Turnover 3,500,000 × 2.2 % = 77,000; less the 55,000 Camwater withheld: 22,000 due.
    const lines = await linesOf(company, 'SYSCOHADA', `${company.year}-03-01`, `${company.year}-03-31`);
    expect(lines).toEqual({
      ca3: null,
      cameroon: [
        { line: 'VAT_WITHHELD', base: null, amount: '481250' },
        { line: 'PRECOMPTE_WITHHELD', base: null, amount: '22000' },
        { line: 'TURNOVER_INSTALMENT', base: '3500000', amount: '77000' },
        { line: 'PRECOMPTE_SUFFERED', base: null, amount: '55000' },
        { line: 'INSTALMENT_DUE', base: null, amount: '22000' },
        { line: 'PRECOMPTE_CARRIED', base: null, amount: '0' },
      ],
    });

    // The month's return: 19.25 % of 3,500,000 = 673,750 collected; 192,500 deductible; the 481,250
    // Camwater paid to the State deducted (TD.RAS): 673,750 − 192,500 − 481,250 = 0 to pay.
    const response = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${company.workFolderId}/vat-return`,
      undefined,
      { ...token, query: { period: `${company.year}-03` } },
    );
    expect(response.statusCode, response.body).toBe(200);
    const boxes = Object.fromEntries(
      response
        .json()
        .form.lines.map((box: { box: string; base: string | null; amount: string | null }) => [
          box.box,
          [box.base, box.amount],
        ]),
    );
    expect(boxes).toMatchObject({
      TC: [null, '673750'],
      'TD.ABS': [null, '192500'],
      'TD.RAS': [null, '481250'],
      TD: [null, '673750'],
      NET: [null, '0'],
      PRECOMPTE_WITHHELD: [null, '22000'],
      TURNOVER_INSTALMENT: ['3500000', '77000'],
      INSTALMENT_DUE: [null, '22000'],
    });

    // Filing it clears 4458 with the other VAT accounts: nothing is left due to 4441.
    const filed = await call(
      context.app,
      'POST',
      `/v1/accountings/workFolders/${company.workFolderId}/vat-returns`,
      { period: `${company.year}-03` },
      token,
    );
    expect(filed.statusCode, filed.body).toBe(201);
    expect(await postedLines(context.app, company, filed.json().settlementEntryNumber)).toEqual([
      ['4431', '673750', '0'],
      ['4452', '0', '192500'],
      ['4458', '0', '481250'],
    ]);
    // The instalment it declares (77,000 less the 55,000 of précompte customers withheld) is booked with it.
    const journal = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${company.workFolderId}/journal`,
      undefined,
      token,
    );
    const instalment = journal
      .json()
      .items.find(
        (item: { number: string; lines: Array<{ accountNumber: string }> }) =>
          item.number !== filed.json().settlementEntryNumber && item.lines.some((line) => line.accountNumber === '441'),
      );
    expect(
      instalment.lines.map((line: { accountNumber: string; debit: string; credit: string }) => [
        line.accountNumber,
        line.debit,
        line.credit,
      ]),
    ).toEqual([
      ['4492', '22000', '0'],
      ['441', '0', '22000'],
    ]);
  });
});

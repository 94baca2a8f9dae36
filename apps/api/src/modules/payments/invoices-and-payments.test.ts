import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Books,
  books,
  doc,
  docs,
  pay,
  payment,
  pays,
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

describe('posting of invoices and credit notes', () => {
  it('posts a sale invoice in XAF at 19.25 %: customer incl. tax, revenue excl. tax, VAT collected', async () => {
    const company = await books(context.app);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '3', unitPrice: '10000', vatRate: '19.25' },
      { quantity: '1', unitPrice: '5000', vatRate: '0' },
      { quantity: '7', unitPrice: '333', vatRate: '19.25', discountRate: '10' },
    ]);
    // 3 × 10,000 = 30,000, VAT 5,775; 5,000 without VAT; 7 × 333 = 2,331 − 10 % (233.1 → 233) = 2,098, VAT 403.865 → 404.
    expect(invoice).toMatchObject({
      number: `VE-${company.year}-000001`,
      dueDate: `${company.year}-03-31`,
      totals: { excludingTax: '37098', vat: '6179', includingTax: '43277' },
      amountPaid: '0',
      amountDue: '43277',
      settlement: 'UNPAID',
    });
    expect(invoice.lines[2]).toMatchObject({
      excludingTax: '2098',
      vat: '404',
      includingTax: '2502',
      discountRate: '10',
    });
    expect(await postedLines(context.app, company, invoice.number)).toEqual([
      ['4111/C00001', '43277', '0'],
      ['7011', '0', '37098'],
      ['4431', '0', '6179'],
    ]);
  });

  it('rounds VAT in euros: 3 × 333.33 at 20 % on the French chart', async () => {
    const company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '3', unitPrice: '333.33', vatRate: '20' },
    ]);
    expect(invoice.totals).toMatchObject({ excludingTax: '999.99', vat: '200.00', includingTax: '1199.99' });
    expect(await postedLines(context.app, company, invoice.number)).toEqual([
      ['411100/C00001', '1199.99', '0.00'],
      ['706', '0.00', '999.99'],
      // Services (706): their VAT waits in 44574 until paid (CGI art. 269-2-c).
      ['44574', '0.00', '200.00'],
    ]);
  });

  it('posts a purchase invoice: expense and deductible VAT against the supplier', async () => {
    const company = await books(context.app);
    const bill = await validatedInvoice(context.app, company, 'PURCHASE_INVOICE', [
      { quantity: '10', unitPrice: '4000', vatRate: '19.25' },
    ]);
    expect(bill.number).toBe(`AC-${company.year}-000001`);
    expect(await postedLines(context.app, company, bill.number)).toEqual([
      ['4011/F00001', '0', '47700'],
      ['6011', '40000', '0'],
      ['4452', '7700', '0'],
    ]);
  });

  it('posts a credit note as the mirror of its invoice and lowers what the invoice has due', async () => {
    const company = await books(context.app);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '2', unitPrice: '10000', vatRate: '19.25' },
    ]);
    const credit = await validatedInvoice(
      context.app,
      company,
      'SALE_CREDIT_NOTE',
      [{ quantity: '1', unitPrice: '10000', vatRate: '19.25' }],
      {
        creditedDocumentId: invoice.id,
      },
    );
    expect(credit).toMatchObject({ number: `VE-${company.year}-000002`, settlement: 'PAID', amountDue: '0' });
    expect(await postedLines(context.app, company, credit.number)).toEqual([
      ['4111/C00001', '0', '11925'],
      ['7011', '10000', '0'],
      ['4431', '1925', '0'],
    ]);
    expect(await read(context.app, company, invoice.id)).toMatchObject({
      amountDue: '11925',
      settlement: 'PARTIALLY_PAID',
    });
    const tooMuch = await call(
      context.app,
      'POST',
      docs(company),
      {
        type: 'SALE_CREDIT_NOTE',
        date: `${company.year}-03-02`,
        partyId: company.customerId,
        creditedDocumentId: invoice.id,
        lines: [{ description: 'Too much', quantity: '2', unitPrice: '10000', vatRate: '19.25' }],
      },
      { token: company.token },
    );
    const refused = await call(context.app, 'POST', `${doc(company, tooMuch.json().id)}/state/VALIDATED`, undefined, {
      token: company.token,
    });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([422, 'CREDIT_NOTE_EXCEEDS_AMOUNT_DUE']);
  });

  it.each([
    ['a party of the wrong kind', { type: 'SALE_INVOICE', useSupplier: true }, 422, 'PARTY_UNKNOWN'],
    ['a zero quantity', { type: 'SALE_INVOICE', quantity: '0' }, 400, 'VALIDATION_FAILED'],
    ['a malformed VAT rate', { type: 'SALE_INVOICE', vatRate: '19.255' }, 400, 'VALIDATION_FAILED'],
    ['too many decimals in XAF', { type: 'SALE_INVOICE', unitPrice: '10.5' }, 422, 'AMOUNT_TOO_PRECISE'],
  ])('refuses an invoice with %s', async (_case, variant, status, code) => {
    const company = await books(context.app);
    const response = await call(
      context.app,
      'POST',
      docs(company),
      {
        type: variant.type,
        date: `${company.year}-03-01`,
        partyId: 'useSupplier' in variant ? company.supplierId : company.customerId,
        lines: [
          {
            description: 'Pain',
            quantity: 'quantity' in variant ? variant.quantity : '1',
            unitPrice: 'unitPrice' in variant ? variant.unitPrice : '100',
            vatRate: 'vatRate' in variant ? variant.vatRate : '19.25',
          },
        ],
      },
      { token: company.token },
    );
    expect([response.statusCode, errorOf(response).code]).toEqual([status, code]);
  });
});

describe('payments', () => {
  it('records a mobile-money receipt in part, then in full, refuses an overpayment, and reopens on cancel', async () => {
    const company = await books(context.app);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '100000', vatRate: '19.25' },
    ]);
    const first = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      amount: '50000',
      method: 'MOBILE_MONEY',
      phone: '+237677123456',
      reference: 'MP-0001',
    });
    expect(first).toMatchObject({
      state: 'DRAFT',
      treasuryAccountNumber: '552',
      phoneOperator: 'MTN',
      partyId: company.customerId,
    });
    const validated = await validatePayment(context.app, company, first.id);
    expect(validated.json()).toMatchObject({
      state: 'VALIDATED',
      // The wallet 552 has its own journal, not the bank's.
      number: `MM-${company.year}-000001`,
      documentNumber: invoice.number,
    });
    expect(await postedLines(context.app, company, validated.json().number)).toEqual([
      ['552', '50000', '0'],
      ['4111/C00001', '0', '50000'],
    ]);
    expect(await read(context.app, company, invoice.id)).toMatchObject({
      amountPaid: '50000',
      amountDue: '69250',
      settlement: 'PARTIALLY_PAID',
    });
    const customer = await call(
      context.app,
      'GET',
      `/v1/companies/${company.companyId}/customers/${company.customerId}`,
      undefined,
      {
        token: company.token,
      },
    );
    expect(customer.json().openDocuments).toEqual([expect.objectContaining({ id: invoice.id, amountDue: '69250' })]);
    // The page's open amount is the server's sum over every open document of the customer.
    const second = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '2', unitPrice: '1000', vatRate: '0' },
    ]);
    const readCustomer = async () =>
      (
        await call(
          context.app,
          'GET',
          `/v1/companies/${company.companyId}/customers/${company.customerId}`,
          undefined,
          {
            token: company.token,
          },
        )
      ).json();
    expect((await readCustomer()).openAmount).toBe('71250');

    const over = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      amount: '69251',
      method: 'CASH',
    });
    const refused = await validatePayment(context.app, company, over.id);
    expect([refused.statusCode, errorOf(refused).code]).toEqual([422, 'PAYMENT_EXCEEDS_AMOUNT_DUE']);

    const rest = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      amount: '69250',
      method: 'CASH',
    });
    const cash = await validatePayment(context.app, company, rest.id);
    expect(cash.json().number).toBe(`CA-${company.year}-000001`);
    expect(await read(context.app, company, invoice.id)).toMatchObject({ amountDue: '0', settlement: 'PAID' });
    expect(await readCustomer()).toMatchObject({
      openAmount: '2000',
      openDocuments: [expect.objectContaining({ id: second.id, amountDue: '2000' })],
    });

    const cancelled = await call(context.app, 'POST', `${pay(company, first.id)}/state/CANCELLED`, undefined, {
      token: company.token,
    });
    expect(cancelled.json()).toMatchObject({ state: 'CANCELLED', reversalEntryId: expect.any(String) });
    expect(await read(context.app, company, invoice.id)).toMatchObject({
      amountPaid: '69250',
      amountDue: '50000',
      settlement: 'PARTIALLY_PAID',
    });
  });

  it('pays a supplier bill in cash: supplier debited, cash credited, in the cash journal', async () => {
    const company = await books(context.app);
    const bill = await validatedInvoice(context.app, company, 'PURCHASE_INVOICE', [
      { quantity: '1', unitPrice: '20000', vatRate: '0' },
    ]);
    const draft = await payment(context.app, company, {
      type: 'DISBURSEMENT',
      accountingDocumentId: bill.id,
      amount: '20000',
      method: 'CASH',
    });
    const validated = (await validatePayment(context.app, company, draft.id)).json();
    expect(await postedLines(context.app, company, validated.number)).toEqual([
      ['5711', '0', '20000'],
      ['4011/F00001', '20000', '0'],
    ]);
    expect(await read(context.app, company, bill.id)).toMatchObject({ settlement: 'PAID' });
  });

  it('refuses to cancel an invoice that has payments, and cancels one without', async () => {
    const company = await books(context.app);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '1000', vatRate: '0' },
    ]);
    const draft = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      amount: '400',
      method: 'BANK_TRANSFER',
    });
    await validatePayment(context.app, company, draft.id);
    const refused = await call(context.app, 'POST', `${doc(company, invoice.id)}/state/CANCELLED`, undefined, {
      token: company.token,
    });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([409, 'DOCUMENT_HAS_PAYMENTS']);
    const other = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '1000', vatRate: '0' },
    ]);
    const cancelled = await call(context.app, 'POST', `${doc(company, other.id)}/state/CANCELLED`, undefined, {
      token: company.token,
    });
    expect(cancelled.json()).toMatchObject({ state: 'CANCELLED', settlement: null });
  });

  it.each([
    ['a receipt against a supplier bill', 'RECEIPT', 'PURCHASE_INVOICE', '100', 'DOCUMENT_NOT_PAYABLE', 422],
    ['a zero amount', 'RECEIPT', 'SALE_INVOICE', '0', 'AMOUNT_MUST_BE_POSITIVE', 422],
    ['a negative amount', 'RECEIPT', 'SALE_INVOICE', '-5', 'AMOUNT_MUST_BE_POSITIVE', 422],
  ])('refuses %s', async (_case, type, documentType, amount, code, status) => {
    const company = await books(context.app);
    const document = await validatedInvoice(context.app, company, documentType, [
      { quantity: '1', unitPrice: '1000', vatRate: '0' },
    ]);
    const response = await call(
      context.app,
      'POST',
      pays(company),
      { type, accountingDocumentId: document.id, date: `${company.year}-03-20`, amount, method: 'CASH' },
      { token: company.token },
    );
    expect([response.statusCode, errorOf(response).code]).toEqual([status, code]);
  });

  it('lists payments by document and answers 404 for another company', async () => {
    const company = await books(context.app);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '1000', vatRate: '0' },
    ]);
    const draft = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: invoice.id,
      amount: '1000',
      method: 'CARD',
    });
    const list = await call(context.app, 'GET', pays(company), undefined, {
      token: company.token,
      query: { accountingDocumentId: invoice.id },
    });
    expect(list.json()).toMatchObject({ total: 1, items: [{ id: draft.id, treasuryAccountNumber: '5211' }] });
    const other = await books(context.app);
    const foreign = await call(context.app, 'GET', pay(company, draft.id), undefined, { token: other.token });
    const foreignInOwnFolder = await call(
      context.app,
      'POST',
      `/v1/accountings/payments/${draft.id}/workFolders/${other.workFolderId}/state/VALIDATED`,
      undefined,
      { token: other.token },
    );
    expect([foreign.statusCode, foreignInOwnFolder.statusCode]).toEqual([404, 404]);
    const payingForeignInvoice = await call(
      context.app,
      'POST',
      pays(other),
      { type: 'RECEIPT', accountingDocumentId: invoice.id, date: `${other.year}-03-20`, amount: '1', method: 'CASH' },
      { token: other.token },
    );
    expect(errorOf(payingForeignInvoice).code).toBe('DOCUMENT_NOT_PAYABLE');
  });
});

describe('lists by settlement', () => {
  /** Every page of a list, walked with its cursor, with the total each page announced. */
  async function walk(company: Books, query: Record<string, string>) {
    const pages: string[][] = [];
    const totals: number[] = [];
    let cursor: string | null = null;
    do {
      const response = await call(context.app, 'GET', docs(company), undefined, {
        token: company.token,
        query: { ...query, ...(cursor ? { cursor } : {}) },
      });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json();
      pages.push(page.items.map((item: { id: string }) => item.id));
      totals.push(page.total);
      cursor = page.nextCursor;
    } while (cursor && pages.length < 10);
    return { pages, totals };
  }

  const receive = async (company: Books, documentId: string, amount: string) => {
    const draft = await payment(context.app, company, {
      type: 'RECEIPT',
      accountingDocumentId: documentId,
      amount,
      method: 'CASH',
    });
    expect((await validatePayment(context.app, company, draft.id)).statusCode).toBe(200);
  };

  it('filters before paging: every page, the total and the cursor count only matching documents', async () => {
    const company = await books(context.app);
    // 3 × 333 at 19.25 %: 999 + VAT 192.3075 → 192, rounded on the line, so 1191 is due.
    const line = { quantity: '3', unitPrice: '333', vatRate: '19.25' };
    const invoices: { id: string; totals: { includingTax: string } }[] = [];
    for (let index = 0; index < 8; index++) {
      invoices.push(await validatedInvoice(context.app, company, 'SALE_INVOICE', [line]));
    }
    expect(invoices[0]?.totals.includingTax).toBe('1191');
    const [first, second, third, fourth, fifth, sixth, seventh, eighth] = invoices.map((invoice) => invoice.id) as [
      string,
      string,
      string,
      string,
      string,
      string,
      string,
      string,
    ];
    await receive(company, second, '1191');
    await receive(company, fourth, '191');
    const creditNote = (creditedDocumentId: string | undefined, unitPrice: string) =>
      validatedInvoice(context.app, company, 'SALE_CREDIT_NOTE', [{ quantity: '1', unitPrice, vatRate: '0' }], {
        creditedDocumentId,
      });
    const fourthRest = await creditNote(fourth, '1000');
    await receive(company, sixth, '1');
    const seventhPart = await creditNote(seventh, '500');
    const unassigned = await creditNote(undefined, '300');
    const cancelled = await call(context.app, 'POST', `${doc(company, eighth)}/state/CANCELLED`, undefined, {
      token: company.token,
    });
    expect(cancelled.statusCode).toBe(200);
    const draft = await call(
      context.app,
      'POST',
      docs(company),
      {
        type: 'SALE_INVOICE',
        date: `${company.year}-03-05`,
        partyId: company.customerId,
        lines: [{ description: 'Pain', ...line }],
      },
      { token: company.token },
    );
    expect(draft.statusCode, draft.body).toBe(201);

    // Newest first, two a page: the draft and the cancelled invoice lead the unfiltered list.
    const sale = { type: 'SALE_INVOICE', limit: '2' };
    expect(await walk(company, { ...sale, settlement: 'UNPAID' })).toEqual({
      pages: [[fifth, third], [first]],
      totals: [3, 3],
    });
    expect(await walk(company, { ...sale, settlement: 'PAID' })).toEqual({ pages: [[fourth, second]], totals: [2] });
    expect(await walk(company, { ...sale, settlement: 'PARTIALLY_PAID' })).toEqual({
      pages: [[seventh, sixth]],
      totals: [2],
    });
    expect(await walk(company, { type: 'SALE_CREDIT_NOTE', limit: '2', settlement: 'PAID' })).toEqual({
      pages: [[seventhPart.id, fourthRest.id]],
      totals: [2],
    });
    expect(await walk(company, { type: 'SALE_CREDIT_NOTE', limit: '2', settlement: 'UNPAID' })).toEqual({
      pages: [[unassigned.id]],
      totals: [1],
    });

    // The filter agrees with the settlement each document shows, for every document and value.
    for (const type of ['SALE_INVOICE', 'SALE_CREDIT_NOTE']) {
      const all = await call(context.app, 'GET', docs(company), undefined, { token: company.token, query: { type } });
      for (const settlement of ['UNPAID', 'PARTIALLY_PAID', 'PAID']) {
        const shown = all
          .json()
          .items.filter((item: { settlement: string | null }) => item.settlement === settlement)
          .map((item: { id: string }) => item.id);
        expect((await walk(company, { type, settlement, limit: '50' })).pages.flat(), `${type} ${settlement}`).toEqual(
          shown,
        );
      }
    }
  });
});

describe('invoice PDF', () => {
  it('prints an invoice in the reader language, and refuses a journal entry', async () => {
    const company = await books(context.app);
    const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
      { description: 'Pain de mie complet', quantity: '12', unitPrice: '1500', vatRate: '19.25' },
      { description: 'Croissants au beurre', quantity: '40', unitPrice: '350', vatRate: '19.25', discountRate: '5' },
    ]);
    const response = await call(context.app, 'GET', `${doc(company, invoice.id)}/pdf`, undefined, {
      token: company.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`${invoice.number}.pdf`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.rawPayload.length).toBeGreaterThan(1500);
    if (process.env.PDF_SAMPLE) (await import('node:fs')).writeFileSync(process.env.PDF_SAMPLE, response.rawPayload);

    const entry = await call(
      context.app,
      'POST',
      docs(company),
      { type: 'JOURNAL_ENTRY', date: `${company.year}-03-01`, lines: [] },
      { token: company.token },
    );
    const refused = await call(context.app, 'GET', `${doc(company, entry.json().id)}/pdf`, undefined, {
      token: company.token,
    });
    expect([refused.statusCode, errorOf(refused).code]).toEqual([422, 'DOCUMENT_NOT_PRINTABLE']);
  });
});

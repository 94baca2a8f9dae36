import type {
  AccountingDocument,
  AgedBalanceReport,
  MatchingSuggestion,
  OpenItems,
  PartyDetail,
  PartyStatementReport,
} from '@bilan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfTexts } from '../../testing/pdf-text.ts';
import { type Books, books, payment, validatedInvoice, validatePayment } from '../../testing/sales-fixtures.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';

// Foreign amounts beside the company's on a party's pages, statement, aged balance, reminder and
// matchings (docs/decisions/0036-currencies.md). The worked example, checked by hand: a XAF company
// invoices a USD customer 12,500 USD at 600 = 7,500,000 XAF, due 31 March; 5,000 USD are received on
// 1 April at 610 (3,050,000 XAF, the share of the receivable 5,000 × 600 = 3,000,000, a gain of 50,000
// on 756). Open: 12,500 − 5,000 = 7,500 USD, 7,500,000 − 3,000,000 = 4,500,000 XAF (7,500 × 600).

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

async function setRate(company: Books, date: string, rate: string) {
  const response = await call(
    context.app,
    'POST',
    `/v1/accountings/companies/${company.companyId}/exchange-rates`,
    { currency: 'USD', date, rate },
    { token: company.token },
  );
  expect(response.statusCode, response.body).toBe(201);
}

const get = async <T>(company: Books, url: string, query: Record<string, string> = {}) => {
  const response = await call(context.app, 'GET', url, undefined, { token: company.token, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};

/** A XAF company, a customer in USD invoiced 12,500 USD at 600 and paid 5,000 USD at 610. */
async function usdCustomerPartlyPaid() {
  const company = await books(context.app);
  const year = company.year;
  await setRate(company, `${year}-02-27`, '600');
  await setRate(company, `${year}-04-01`, '610');
  const created = await call(
    context.app,
    'POST',
    `/v1/companies/${company.companyId}/customers`,
    { name: 'Lagos Traders', currency: 'USD' },
    { token: company.token },
  );
  expect(created.statusCode, created.body).toBe(201);
  const customer = { ...company, customerId: created.json().id as string };
  const invoice: AccountingDocument = await validatedInvoice(
    context.app,
    customer,
    'SALE_INVOICE',
    [{ quantity: '1', unitPrice: '12500.00', vatRate: '0' }],
    { dueDate: `${year}-03-31` },
  );
  expect(invoice).toMatchObject({ currency: 'USD', exchangeRate: '600' });
  const receipt = await payment(context.app, customer, {
    type: 'RECEIPT',
    accountingDocumentId: invoice.id,
    date: `${year}-04-01`,
    amount: '5000.00',
    method: 'BANK_TRANSFER',
  });
  expect((await validatePayment(context.app, customer, receipt.id)).statusCode).toBe(200);
  return { company: customer, invoice };
}

describe('a USD customer of a XAF company, 7,500 USD = 4,500,000 XAF open', () => {
  let company: Books;
  let other: Books;
  beforeAll(async () => {
    ({ company } = await usdCustomerPartlyPaid());
    other = await books(context.app);
  });

  it("shows the party's balance and open documents in dollars beside the francs, never summed together", async () => {
    const detail = await get<PartyDetail>(
      company,
      `/v1/companies/${company.companyId}/customers/${company.customerId}`,
    );
    expect(detail.balance).toBe('4500000');
    expect(detail.balancesInCurrency).toEqual([{ currency: 'USD', amount: '7500.00' }]);
    expect(detail.openDocuments.map((document) => [document.currency, document.amountDue])).toEqual([
      ['USD', '7500.00'],
    ]);
    // No open document in francs: the company-currency total is zero, the dollars stand apart.
    expect(detail.openAmount).toBe('0');
    expect(detail.openAmountsInCurrency).toEqual([{ currency: 'USD', amount: '7500.00' }]);
  });

  it('lists the open items with their dollars, their total per currency, and a partial matching', async () => {
    const detail = await get<PartyDetail>(
      company,
      `/v1/companies/${company.companyId}/customers/${company.customerId}`,
    );
    const open = await get<OpenItems>(company, `/v1/accountings/companies/${company.companyId}/open-items`, {
      subAccountId: detail.subAccountId,
      date: `${company.year}-04-30`,
    });
    expect(
      open.items.map((item) => [item.debit, item.credit, item.currency, item.amountCurrency, item.partial]),
    ).toEqual([
      ['7500000', '0', 'USD', '12500.00', true],
      ['0', '3000000', 'USD', '5000.00', true],
    ]);
    expect(open.balance).toBe('4500000');
    expect(open.balancesInCurrency).toEqual([{ currency: 'USD', amount: '7500.00' }]);
    const matchings = await get<{ items: Array<Record<string, unknown>> }>(
      company,
      `/v1/accountings/companies/${company.companyId}/matchings`,
      { subAccountId: detail.subAccountId },
    );
    expect(matchings.items).toHaveLength(1);
    expect(matchings.items[0]).toMatchObject({
      balance: '4500000',
      currency: 'USD',
      balanceInCurrency: '7500.00',
      partial: true,
    });
  });

  it('ages the dollars beside the francs per bucket, the totals in francs only', async () => {
    const aged = await get<AgedBalanceReport>(
      company,
      `/v1/accountings/workFolders/${company.workFolderId}/aged-balance`,
      {
        type: 'customer',
        asOf: `${company.year}-04-30`,
      },
    );
    // Due 31 March, 30 days past due on 30 April: the 0–30 days bucket.
    expect(aged.parties).toEqual([
      expect.objectContaining({
        name: 'Lagos Traders',
        days0To30: '4500000',
        total: '4500000',
        inCurrencies: [
          {
            currency: 'USD',
            notDue: '0.00',
            days0To30: '7500.00',
            days31To60: '0.00',
            days61To90: '0.00',
            over90: '0.00',
            total: '7500.00',
          },
        ],
      }),
    ]);
    expect(aged.totals.total).toBe('4500000');
    const csv = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${company.workFolderId}/aged-balance`,
      undefined,
      {
        token: company.token,
        query: { type: 'customer', asOf: `${company.year}-04-30`, format: 'csv', lang: 'en' },
      },
    );
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.split(/\r?\n/);
    expect(rows.find((row) => row.includes('Lagos Traders') && row.includes('XAF'))).toContain('4500000');
    expect(rows.find((row) => row.includes('Lagos Traders') && row.includes('USD'))).toContain('7500.00');
  });

  it('writes the statement in dollars with the francs beside, on screen and in its file', async () => {
    const url = `/v1/accountings/workFolders/${company.workFolderId}/party-statement`;
    const statement = await get<PartyStatementReport>(company, url, { partyId: company.customerId });
    expect(statement.inCurrency).toEqual({
      currency: 'USD',
      openingBalance: '0.00',
      totals: { debit: '12500.00', credit: '5000.00' },
      closingBalance: '7500.00',
    });
    expect(
      statement.lines.map((line) => [
        line.debit,
        line.credit,
        line.amountCurrency,
        line.balanceInCurrency,
        line.balance,
      ]),
    ).toEqual([
      ['7500000', '0', '12500.00', '12500.00', '7500000'],
      ['0', '3000000', '5000.00', '7500.00', '4500000'],
    ]);
    const csv = await call(context.app, 'GET', url, undefined, {
      token: company.token,
      query: { partyId: company.customerId, format: 'csv', lang: 'en' },
    });
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.body.split(/\r?\n/).filter((row) => row.includes(','));
    expect(header).toContain('Debit USD,Credit USD,Balance USD,Debit XAF,Credit XAF,Balance XAF');
    expect(rows.find((row) => row.includes('Total'))).toContain('12500.00,5000.00,7500.00,7500000,3000000,4500000');
  });

  it('reminds the customer in dollars, with the francs beside', async () => {
    const response = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${company.workFolderId}/customers/${company.customerId}/reminder-letter`,
      undefined,
      { token: company.token, query: { asOf: `${company.year}-04-30`, lang: 'en' } },
    );
    expect(response.statusCode, response.body).toBe(200);
    const text = pdfTexts(response.rawPayload)
      .map((page) => page.replace(/\s+/g, ' '))
      .join(' ');
    expect(text).toContain('Amount due USD');
    expect(text).toContain('7,500.00 USD 4,500,000 XAF');
  });

  it("answers 404 for another company's party statement", async () => {
    const response = await call(
      context.app,
      'GET',
      `/v1/accountings/workFolders/${other.workFolderId}/party-statement`,
      undefined,
      { token: other.token, query: { partyId: company.customerId } },
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('a matching of foreign items settles in their currency', () => {
  /** Credits 7,200 USD on 10 April at 625 (7,200 × 625 = 4,500,000 XAF), naming the invoice or not. */
  async function creditOf(company: Awaited<ReturnType<typeof usdCustomerPartlyPaid>>['company'], invoiceId?: string) {
    await setRate(company, `${company.year}-04-10`, '625');
    const credit: AccountingDocument = await validatedInvoice(
      context.app,
      company,
      'SALE_CREDIT_NOTE',
      [{ quantity: '1', unitPrice: '7200.00', vatRate: '0' }],
      { ...(invoiceId ? { creditedDocumentId: invoiceId } : {}), date: `${company.year}-04-10` },
    );
    expect(credit.companyCurrencyTotals?.includingTax).toBe('4500000');
    const detail = await get<PartyDetail>(
      company,
      `/v1/companies/${company.companyId}/customers/${company.customerId}`,
    );
    const open = await get<OpenItems>(company, `/v1/accountings/companies/${company.companyId}/open-items`, {
      subAccountId: detail.subAccountId,
      date: `${company.year}-04-30`,
    });
    const aged = await get<AgedBalanceReport>(
      company,
      `/v1/accountings/workFolders/${company.workFolderId}/aged-balance`,
      {
        type: 'customer',
        asOf: `${company.year}-04-30`,
      },
    );
    return { detail, open, aged };
  }

  it('keeps the dollars a credit note leaves owed though its francs balance', async () => {
    const { company } = await usdCustomerPartlyPaid();
    // Not naming the invoice, the credit note leaves the receivable at its own rate: the francs balance
    // (4,500,000 − 4,500,000) while 7,500 − 7,200 = 300 USD are still owed.
    const { detail, open, aged } = await creditOf(company);
    expect(detail.balance).toBe('0');
    expect(detail.balancesInCurrency).toEqual([{ currency: 'USD', amount: '300.00' }]);
    expect(open.balance).toBe('0');
    expect(open.balancesInCurrency).toEqual([{ currency: 'USD', amount: '300.00' }]);
    expect(aged.parties[0]).toMatchObject({ total: '0', inCurrencies: [{ currency: 'USD', total: '300.00' }] });
  });

  it("settles a credit note naming its invoice at the invoice's rate: 300 USD = 180,000 XAF still owed", async () => {
    const { company, invoice } = await usdCustomerPartlyPaid();
    // 7,200 USD leave the receivable at the invoice's 600 (4,320,000); 180,000 XAF go to 756.
    const { detail, open, aged } = await creditOf(company, invoice.id);
    expect(detail.balance).toBe('180000');
    expect(detail.balancesInCurrency).toEqual([{ currency: 'USD', amount: '300.00' }]);
    expect(open.balance).toBe('180000');
    expect(aged.parties[0]).toMatchObject({ total: '180000', inCurrencies: [{ currency: 'USD', total: '300.00' }] });
  });
});

describe('suggested matchings of foreign items', () => {
  it('pair a dollar invoice and a dollar credit by their 12,500 USD though their francs differ', async () => {
    // 12,500 USD invoiced on 1 March at 600 = 7,500,000 XAF; 12,500 USD credited on 1 April at 610 =
    // 7,625,000 XAF, not naming the invoice, so each stays at its own rate: the francs differ by
    // 125,000, the dollars are the same. A franc invoice and credit of 40,000 pair by their francs.
    const company = await books(context.app);
    await setRate(company, `${company.year}-02-27`, '600');
    await setRate(company, `${company.year}-04-01`, '610');
    const created = await call(
      context.app,
      'POST',
      `/v1/companies/${company.companyId}/customers`,
      { name: 'Gulf Cocoa Inc.', currency: 'USD' },
      { token: company.token },
    );
    expect(created.statusCode, created.body).toBe(201);
    const customer = { ...company, customerId: created.json().id as string };
    const usd = [{ quantity: '1', unitPrice: '12500.00', vatRate: '0' }];
    const invoice: AccountingDocument = await validatedInvoice(context.app, customer, 'SALE_INVOICE', usd, {
      reference: 'PO-1',
    });
    const credit: AccountingDocument = await validatedInvoice(context.app, customer, 'SALE_CREDIT_NOTE', usd, {
      date: `${company.year}-04-01`,
      reference: 'RMA-9',
    });
    expect(invoice.companyCurrencyTotals?.includingTax).toBe('7500000');
    expect(credit.companyCurrencyTotals?.includingTax).toBe('7625000');
    const francs = [{ quantity: '1', unitPrice: '40000', vatRate: '0' }];
    const francInvoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', francs, { currency: 'XAF' });
    const francCredit = await validatedInvoice(context.app, company, 'SALE_CREDIT_NOTE', francs, {
      currency: 'XAF',
      reference: 'RMA-10',
    });

    const suggestions = await get<MatchingSuggestion[]>(
      company,
      `/v1/accountings/companies/${company.companyId}/matchings/suggestions`,
    );
    const byEntries = suggestions.map((suggestion) => ({
      reason: suggestion.reason,
      lines: suggestion.lines.map((line) => [
        line.entryNumber,
        line.debit,
        line.credit,
        line.currency,
        line.amountCurrency,
      ]),
    }));
    expect(byEntries).toEqual(
      expect.arrayContaining([
        {
          reason: 'AMOUNT',
          lines: [
            [invoice.number, '7500000', '0', 'USD', '12500.00'],
            [credit.number, '0', '7625000', 'USD', '12500.00'],
          ],
        },
        {
          reason: 'AMOUNT',
          lines: [
            [francInvoice.number, '40000', '0', null, null],
            [francCredit.number, '0', '40000', null, null],
          ],
        },
      ]),
    );
    expect(suggestions).toHaveLength(2);
  });
});

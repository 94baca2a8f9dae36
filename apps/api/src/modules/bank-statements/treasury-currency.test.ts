import type { AccountingDocument, BankReconciliationReport, Payment, StatementReconciliation } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdsByNumber, verifyLedger } from '../../testing/ledger-fixtures.ts';
import { pdfTexts } from '../../testing/pdf-text.ts';
import { type Books, books, payment, validatedInvoice, validatePayment } from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

type Bank = Books & { bankId: string; ids: Map<string, string> };

const treasuryUrl = (company: Books) => `/v1/accountings/companies/${company.companyId}/treasury-accounts`;
const statementsUrl = (company: Books) => `/v1/accountings/companies/${company.companyId}/bank-statements`;
const as = (company: Books) => ({ token: company.token });

/** A company whose bank account (`number`) is kept in `currency`, set before it has any line. */
async function bankIn(company: Books, number: string, currency: string): Promise<Bank> {
  const ids = await accountIdsByNumber(context.app, company);
  const bankId = ids.get(number) as string;
  const saved = await call(
    context.app,
    'PUT',
    `${treasuryUrl(company)}/${bankId}`,
    { kind: 'BANK', currency },
    as(company),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json()).toMatchObject({ currency, currencyLocked: false });
  return { ...company, bankId, ids };
}

async function setRate(company: Books, currency: string, date: string, rate: string) {
  const url = `/v1/accountings/companies/${company.companyId}/exchange-rates`;
  const response = await call(context.app, 'POST', url, { currency, date, rate }, as(company));
  expect(response.statusCode, response.body).toBe(201);
}

async function paidThrough(bank: Bank, invoice: AccountingDocument, date: string, amount: string, type = 'RECEIPT') {
  const draft: Payment = await payment(context.app, bank, {
    type,
    accountingDocumentId: invoice.id,
    date,
    amount,
    method: 'BANK_TRANSFER',
    treasuryAccountId: bank.bankId,
  });
  const validated = await validatePayment(context.app, bank, draft.id);
  expect(validated.statusCode, validated.body).toBe(200);
  return validated.json<Payment>();
}

/** The bank account's posted lines: entry, debit, credit (company currency) and the foreign amount. */
async function bankLines(bank: Bank) {
  return queryRows<{ id: string; debit: string; credit: string; currency: string | null; foreign: string | null }>(
    context.handle.db,
    sql`select l.id, l.debit::text as debit, l.credit::text as credit, l.currency, l.amount_currency::text as foreign
        from journal_line l join journal_entry e on e.id = l.entry_id
        where l.company_id = ${bank.companyId} and l.account_id = ${bank.bankId} order by e.number, l.line_number`,
  );
}

const importCsv = (bank: Bank, content: string) =>
  call(
    context.app,
    'POST',
    statementsUrl(bank),
    {
      treasuryAccountId: bank.bankId,
      format: 'CSV',
      content,
      mapping: {
        separator: ';',
        decimalSeparator: ',',
        dateFormat: 'DD/MM/YYYY',
        headerLine: 1,
        columns: { date: 'Date', label: 'Libellé', amount: 'Montant', balance: 'Solde' },
      },
    },
    as(bank),
  );

const report = (bank: Bank, query: Record<string, string>) =>
  call(context.app, 'GET', `/v1/accountings/workFolders/${bank.workFolderId}/bank-reconciliation`, undefined, {
    ...as(bank),
    query: { treasuryAccountId: bank.bankId, ...query },
  });

const monthClose = async (bank: Bank) => {
  const url = `/v1/accountings/workFolders/${bank.workFolderId}/month-close`;
  const response = await call(context.app, 'GET', url, undefined, {
    ...as(bank),
    query: { period: `${bank.year}-03` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('a XAF company with a EUR bank account', () => {
  /**
   * Into 5211 kept in EUR: a XAF invoice of 655,957 paid there (1,000.00 EUR at the parity) and a
   * 500 EUR invoice paid there (327,978.5 → 327,979 XAF, 500.00 EUR): 1,500.00 EUR, 983,936 XAF.
   */
  async function eurBank(): Promise<Bank & { receipts: Payment[] }> {
    const bank = await bankIn(await books(context.app), '5211', 'EUR');
    const inXaf = await validatedInvoice(context.app, bank, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '655957', vatRate: '0' },
    ]);
    const inEur = await validatedInvoice(
      context.app,
      bank,
      'SALE_INVOICE',
      [{ quantity: '1', unitPrice: '500.00', vatRate: '0' }],
      { currency: 'EUR' },
    );
    const receipts = [
      await paidThrough(bank, inXaf, `${bank.year}-03-02`, '655957'),
      await paidThrough(bank, inEur, `${bank.year}-03-05`, '500.00'),
    ];
    return { ...bank, receipts };
  }

  it('posts each receipt with its amount in euros on the bank line, and locks the account’s currency', async () => {
    const bank = await eurBank();
    expect(
      (await bankLines(bank)).map(({ debit, credit, currency, foreign }) => [debit, credit, currency, foreign]),
    ).toEqual([
      ['655957', '0', 'EUR', '100000'],
      ['327979', '0', 'EUR', '50000'],
    ]);
    const list = await call(context.app, 'GET', treasuryUrl(bank), undefined, as(bank));
    expect(list.json().items.find((item: { accountId: string }) => item.accountId === bank.bankId)).toMatchObject({
      currency: 'EUR',
      currencyLocked: true,
    });
    const change = await call(
      context.app,
      'PUT',
      `${treasuryUrl(bank)}/${bank.bankId}`,
      { kind: 'BANK', currency: 'XAF' },
      as(bank),
    );
    expect(change.statusCode).toBe(409);
    expect(errorOf(change).code).toBe('TREASURY_CURRENCY_LOCKED');
    await verifyLedger(context.app, bank);
  });

  it('imports a EUR statement at the cent, refuses one with a line in another currency, and reconciles in euros', async () => {
    const bank = await eurBank();
    const year = bank.year;
    const header = 'Date;Libellé;Montant;Devise;Solde';
    const refused = await importCsv(
      bank,
      [header, `02/03/${year};Virement;1 000,00;EUR;1 000,00`, `05/03/${year};Virement;500,00;XAF;1 500,00`].join('\n'),
    );
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused)).toMatchObject({
      code: 'STATEMENT_CURRENCY_MISMATCH',
      fields: [{ path: 'lines.3.currency', code: 'CURRENCY_MUST_BE_ACCOUNT_CURRENCY' }],
    });
    expect(
      await queryRows(context.handle.db, sql`select id from bank_statement where company_id = ${bank.companyId}`),
    ).toEqual([]);

    // 1,000.00 + 500.00 − 12.50 of fees = 1,487.50 EUR.
    const content = [
      header,
      `02/03/${year};Virement Boulangerie Akwa;1 000,00;EUR;1 000,00`,
      `05/03/${year};Virement Boulangerie Akwa;500,00;;1 500,00`,
      `06/03/${year};Frais de tenue de compte;-12,50;EUR;1 487,50`,
    ].join('\n');
    const imported = await importCsv(bank, content);
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ openingBalance: '0.00', closingBalance: '1487.50', importedLineCount: 3 });
    const statementId = imported.json().statementId as string;
    const viewed = await call(
      context.app,
      'GET',
      `${statementsUrl(bank)}/${statementId}/reconciliation`,
      undefined,
      as(bank),
    );
    const view: StatementReconciliation = viewed.json();
    expect(view.statement).toMatchObject({ currency: 'EUR', closingBalance: '1487.50' });
    expect(view.statement.lines.map((line) => line.amount)).toEqual(['1000.00', '500.00', '-12.50']);
    expect(view.bookLines.map((line) => [line.amount, line.companyAmount])).toEqual([
      ['1000.00', '655957'],
      ['500.00', '327979'],
    ]);
    // The month-close lists the account's lines in euros until they are reconciled.
    expect((await monthClose(bank)).unreconciledStatementLines).toMatchObject({
      accounts: [{ accountNumber: '5211', currency: 'EUR', lines: 3, amountIn: '1500.00', amountOut: '12.50' }],
    });
    const [first, second, fee] = view.statement.lines;
    const [xafLine, eurLine] = view.bookLines;
    expect(view.suggestions.map((s) => [s.statementLineId, s.journalLineId])).toEqual([
      [first?.id, xafLine?.journalLineId],
      [second?.id, eurLine?.journalLineId],
    ]);

    const lineUrl = (id: string | undefined, action: string) =>
      `${statementsUrl(bank)}/${statementId}/lines/${id}/${action}`;
    const crossed = await call(
      context.app,
      'POST',
      lineUrl(first?.id, 'match'),
      { journalLineIds: [eurLine?.journalLineId] },
      as(bank),
    );
    expect(errorOf(crossed).code).toBe('RECONCILED_AMOUNTS_MUST_AGREE');
    for (const [line, book] of [
      [first, xafLine],
      [second, eurLine],
    ] as const) {
      const matched = await call(
        context.app,
        'POST',
        lineUrl(line?.id, 'match'),
        { journalLineIds: [book?.journalLineId] },
        as(bank),
      );
      expect(matched.statusCode, matched.body).toBe(200);
      expect(matched.json().amount).toBe(line?.amount);
    }

    // The fees: 12.50 EUR × 655.957 = 8,199.4625 → 8,199 XAF to 6318, the bank line keeping 12.50 EUR.
    const posted = await call(
      context.app,
      'POST',
      lineUrl(fee?.id, 'entry'),
      { counterAccountId: bank.ids.get('6318'), rememberRule: false },
      as(bank),
    );
    expect(posted.statusCode, posted.body).toBe(201);
    expect((await bankLines(bank)).at(-1)).toMatchObject({
      debit: '0',
      credit: '8199',
      currency: 'EUR',
      foreign: '1250',
    });

    expect((await monthClose(bank)).unreconciledStatementLines).toEqual({ count: 0, accounts: [] });

    // The report in euros, the ledger's 655,957 + 327,979 − 8,199 = 975,737 XAF noted beside.
    const day = { date: `${year}-03-31` };
    const reconciled: BankReconciliationReport = (await report(bank, day)).json();
    expect(reconciled).toMatchObject({
      currency: 'EUR',
      bookBalance: '1487.50',
      companyCurrency: 'XAF',
      companyBookBalance: '975737',
      statementBalance: '1487.50',
      outstandingBookItems: [],
      outstandingStatementItems: [],
      difference: '0.00',
      balanced: true,
    });
    expect(reconciled.reconciledItems.map((item) => item.amount)).toEqual(['1000.00', '500.00', '-12.50']);
    const pdf = await report(bank, { ...day, format: 'pdf', lang: 'fr' });
    expect(pdf.statusCode).toBe(200);
    const text = pdfTexts(pdf.rawPayload).join('\n');
    expect(text).toContain('EUR');
    expect(text).toContain('975737 XAF');
    await verifyLedger(context.app, bank);
  });

  it('answers 404 for another company’s EUR account', async () => {
    const bank = await eurBank();
    const other = await books(context.app);
    const query = { treasuryAccountId: bank.bankId };
    const url = `/v1/accountings/workFolders/${other.workFolderId}/bank-reconciliation`;
    expect((await call(context.app, 'GET', url, undefined, { ...as(other), query })).statusCode).toBe(404);
    const put = await call(
      context.app,
      'PUT',
      `${treasuryUrl(other)}/${bank.bankId}`,
      { kind: 'BANK', currency: 'USD' },
      as(other),
    );
    expect(put.statusCode).toBe(404);
  });
});

describe('a French company with a USD bank account', () => {
  it('keeps the account in dollars: a EUR receipt converted in, a USD bill paid out with its loss', async () => {
    const bank = await bankIn(
      await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' }),
      '5121',
      'USD',
    );
    const year = bank.year;
    await setRate(bank, 'USD', `${year}-03-01`, '0.9');
    await setRate(bank, 'USD', `${year}-04-15`, '0.92');
    // 900.00 € received into the USD account at 0.9: 900 / 0.9 = 1,000.00 USD.
    const sale = await validatedInvoice(context.app, bank, 'SALE_INVOICE', [
      { quantity: '1', unitPrice: '900.00', vatRate: '0' },
    ]);
    await paidThrough(bank, sale, `${year}-03-10`, '900.00');
    // 200.00 USD billed at 0.9 (180.00 €), paid at 0.92 (184.00 €): a loss of 4.00 € (656), 200.00 USD out.
    const bill = await validatedInvoice(
      context.app,
      bank,
      'PURCHASE_INVOICE',
      [{ quantity: '1', unitPrice: '200.00', vatRate: '0' }],
      { currency: 'USD' },
    );
    const out = await paidThrough(bank, bill, `${year}-04-15`, '200.00', 'DISBURSEMENT');
    expect(out).toMatchObject({ companyAmount: '184.00', currency: 'USD' });
    expect(
      (await bankLines(bank)).map(({ debit, credit, currency, foreign }) => [debit, credit, currency, foreign]),
    ).toEqual([
      ['90000', '0', 'USD', '100000'],
      ['0', '18400', 'USD', '20000'],
    ]);

    // A CSV without a currency column is read in the account's currency, at the cent.
    const content = [
      'Date;Libellé;Montant;Solde',
      `10/03/${year};Client;1000,00;1000,00`,
      `15/04/${year};Fournisseur;-200,00;800,00`,
    ].join('\n');
    expect((await importCsv(bank, content)).statusCode).toBe(201);
    expect((await report(bank, { date: `${year}-04-30` })).json()).toMatchObject({
      currency: 'USD',
      bookBalance: '800.00',
      companyCurrency: 'EUR',
      companyBookBalance: '716.00',
      statementBalance: '800.00',
      outstandingBookItems: [{ amount: '1000.00' }, { amount: '-200.00' }],
      outstandingStatementItems: [{ amount: '1000.00' }, { amount: '-200.00' }],
      difference: '0.00',
      balanced: true,
    });
  });
});

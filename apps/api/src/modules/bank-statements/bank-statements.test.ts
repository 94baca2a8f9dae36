import { parseCsv } from '@bilan/accounting';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountIdsByNumber,
  type LedgerCompany,
  ledgerCompany,
  validatedEntry,
} from '../../testing/ledger-fixtures.ts';
import { type Books, books, payment, validatedInvoice, validatePayment } from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const statementsUrl = (company: LedgerCompany) => `/v1/accountings/companies/${company.companyId}/bank-statements`;
const importStatement = (company: LedgerCompany, body: Record<string, unknown>, token = company.token) =>
  call(context.app, 'POST', statementsUrl(company), body, { token });
const reconciliationUrl = (company: LedgerCompany) =>
  `/v1/accountings/workFolders/${company.workFolderId}/bank-reconciliation`;

const MTN_HEADER = 'Date,Transaction ID,Transaction Type,Counterparty,Description,Amount,Balance';
const mtnCsv = (year: number, rows: string[]) =>
  [MTN_HEADER, ...rows.map((row) => row.replaceAll('{y}', String(year)))].join('\n');
const RECEIPT_ROW = '{y}-03-20 10:00:00,MP-0001,PAYMENT_RECEIVED,237677123456,Paiement client,50000,50000';
const FEE_ROW = '{y}-03-21 08:00:00,MP-0002,FEE,,Frais de retrait,-500,49500';
const SECOND_FEE_ROW = '{y}-03-25 08:00:00,MP-0003,FEE,,Frais de retrait,-300,49200';

async function journalLineIds(company: LedgerCompany, accountNumber: string) {
  return queryRows<{ id: string; entryNumber: string; amount: string }>(
    context.handle.db,
    sql`select l.id, e.number as "entryNumber", (l.debit - l.credit)::text as amount
        from journal_line l join journal_entry e on e.id = l.entry_id join company_account a on a.id = l.account_id
        where l.work_folder_id = ${company.workFolderId} and a.number = ${accountNumber} order by e.number, l.line_number`,
  );
}

/** A company paid 50,000 by mobile money by its customer (phone 677 12 34 56) on March 20. */
async function companyWithMobileMoneyReceipt(): Promise<Books & { momoId: string }> {
  const company = await books(context.app);
  const invoice = await validatedInvoice(context.app, company, 'SALE_INVOICE', [
    { quantity: '1', unitPrice: '100000', vatRate: '19.25' },
  ]);
  const receipt = await payment(context.app, company, {
    type: 'RECEIPT',
    accountingDocumentId: invoice.id,
    amount: '50000',
    method: 'MOBILE_MONEY',
    phone: '+237677123456',
    reference: 'PAY-77',
  });
  expect((await validatePayment(context.app, company, receipt.id)).statusCode).toBe(200);
  const ids = await accountIdsByNumber(context.app, company);
  return { ...company, momoId: ids.get('552') as string };
}

describe('importing a statement', () => {
  it('previews without writing, imports once, adds nothing again and only the new lines of an overlapping file', async () => {
    const company = await companyWithMobileMoneyReceipt();
    const content = mtnCsv(company.year, [RECEIPT_ROW, FEE_ROW]);
    const body = {
      treasuryAccountId: company.momoId,
      format: 'CSV',
      preset: 'MTN_MOMO',
      fileName: 'momo.csv',
      content,
    };

    const preview = await importStatement(company, { ...body, preview: true });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      statementId: null,
      importedLineCount: 2,
      openingBalance: '0',
      closingBalance: '49500',
      lines: [
        {
          lineNumber: 2,
          date: `${company.year}-03-20`,
          amount: '50000',
          counterpartyPhone: '237677123456',
          alreadyImported: false,
        },
        { lineNumber: 3, amount: '-500', balanceAfter: '49500', label: 'Frais de retrait' },
      ],
    });
    const list = () => call(context.app, 'GET', statementsUrl(company), undefined, { token: company.token });
    expect((await list()).json().items).toEqual([]);

    const first = await importStatement(company, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ importedLineCount: 2, skippedLineCount: 0, lines: [] });
    const again = await importStatement(company, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ statementId: null, importedLineCount: 0, skippedLineCount: 2 });

    // The saved mapping reads the next file of the account without a preset.
    const overlapping = await importStatement(company, {
      treasuryAccountId: company.momoId,
      format: 'CSV',
      content: mtnCsv(company.year, [FEE_ROW, SECOND_FEE_ROW]),
    });
    expect(overlapping.statusCode, overlapping.body).toBe(201);
    expect(overlapping.json()).toMatchObject({ importedLineCount: 1, skippedLineCount: 1 });
    const statements = (await list()).json().items;
    expect(statements.map((item: { lineCount: number }) => item.lineCount)).toEqual([1, 2]);
    const rows = await queryRows<{ count: number }>(
      context.handle.db,
      sql`select count(*)::int as count from bank_statement_line where company_id = ${company.companyId}`,
    );
    expect(rows[0]?.count).toBe(3);

    const detail = await call(context.app, 'GET', `${statementsUrl(company)}/${first.json().statementId}`, undefined, {
      token: company.token,
    });
    expect(detail.json()).toMatchObject({
      accountNumber: '552',
      lineCount: 2,
      openingBalance: '0',
      closingBalance: '49500',
    });
    const mapping = await call(
      context.app,
      'GET',
      `/v1/accountings/companies/${company.companyId}/bank-statement-mappings/${company.momoId}`,
      undefined,
      { token: company.token },
    );
    expect(mapping.json().mapping).toMatchObject({ separator: ',', columns: { amount: 'Amount', balance: 'Balance' } });
  });

  it('refuses a malformed file with the lines at fault, and imports nothing', async () => {
    const company = await companyWithMobileMoneyReceipt();
    const content = mtnCsv(company.year, [
      RECEIPT_ROW,
      '{y}-02-30,X,FEE,,Bad date,-1,49999',
      '{y}-03-22,Y,FEE,,Bad amount,abc,1',
    ]);
    const response = await importStatement(company, {
      treasuryAccountId: company.momoId,
      format: 'CSV',
      preset: 'MTN_MOMO',
      content,
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'STATEMENT_FILE_MALFORMED',
      fields: [
        { path: 'lines.3.date', code: 'DATE_INVALID' },
        { path: 'lines.4.amount', code: 'AMOUNT_INVALID' },
      ],
    });
    const rows = await queryRows<{ count: number }>(
      context.handle.db,
      sql`select count(*)::int as count from bank_statement where company_id = ${company.companyId}`,
    );
    expect(rows[0]?.count).toBe(0);
  });

  it('refuses balances that do not follow the lines, naming the line', async () => {
    const company = await companyWithMobileMoneyReceipt();
    const content = mtnCsv(company.year, [RECEIPT_ROW, '{y}-03-21 08:00:00,MP-0002,FEE,,Frais,-500,49000']);
    const response = await importStatement(company, {
      treasuryAccountId: company.momoId,
      format: 'CSV',
      preset: 'MTN_MOMO',
      content,
    });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'STATEMENT_BALANCES_MUST_AGREE',
      fields: [{ path: 'lines.3.runningBalance', code: 'RUNNING_BALANCE_MUST_FOLLOW_LINES' }],
    });
    const stated = await importStatement(company, {
      treasuryAccountId: company.momoId,
      format: 'CSV',
      mapping: {
        separator: ',',
        decimalSeparator: '.',
        dateFormat: 'YYYY-MM-DD',
        columns: { date: 'Date', label: 'Description', amount: 'Amount' },
      },
      content: mtnCsv(company.year, [RECEIPT_ROW]),
      openingBalance: '1000',
      closingBalance: '50000',
    });
    expect(errorOf(stated)).toMatchObject({
      code: 'STATEMENT_BALANCES_MUST_AGREE',
      fields: [{ path: 'lines.2.closingBalance' }],
    });
  });

  it('imports OFX and CAMT.053 files into a bank account', async () => {
    const company = await ledgerCompany(context.app);
    const ofx = `<OFX><STMTTRN><DTPOSTED>${company.year}0302<TRNAMT>1500<FITID>F1<NAME>VIREMENT</STMTTRN>
<LEDGERBAL><BALAMT>2500</LEDGERBAL></OFX>`;
    const fromOfx = await importStatement(company, {
      treasuryAccountId: company.accounts['5211'],
      format: 'OFX',
      content: ofx,
    });
    expect(fromOfx.statusCode, fromOfx.body).toBe(201);
    expect(fromOfx.json()).toMatchObject({ openingBalance: '1000', closingBalance: '2500', importedLineCount: 1 });
    const camt = `<Document><BkToCstmrStmt><Stmt>
<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="XAF">2500</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>
<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="XAF">2000</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>
<Ntry><Amt Ccy="XAF">500</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>${company.year}-03-05</Dt></BookgDt><AddtlNtryInf>Frais</AddtlNtryInf></Ntry>
</Stmt></BkToCstmrStmt></Document>`;
    const fromCamt = await importStatement(company, {
      treasuryAccountId: company.accounts['5211'],
      format: 'CAMT053',
      content: camt,
    });
    expect(fromCamt.statusCode, fromCamt.body).toBe(201);
    expect(fromCamt.json()).toMatchObject({ openingBalance: '2500', closingBalance: '2000', importedLineCount: 1 });
  });

  it('refuses an account outside class 5, and answers 404 for another company', async () => {
    const company = await ledgerCompany(context.app);
    const other = await ledgerCompany(context.app);
    const body = { format: 'CSV', preset: 'MTN_MOMO', content: mtnCsv(company.year, [RECEIPT_ROW]) };
    expect(errorOf(await importStatement(company, { ...body, treasuryAccountId: company.accounts['601'] })).code).toBe(
      'ACCOUNT_MUST_BE_TREASURY',
    );
    expect((await importStatement(company, { ...body, treasuryAccountId: other.accounts['5211'] })).statusCode).toBe(
      404,
    );
    expect(
      (await importStatement(other, { ...body, treasuryAccountId: other.accounts['5211'] }, company.token)).statusCode,
    ).toBe(404);
  });
});

describe('reconciling a statement', () => {
  async function imported(company: Books & { momoId: string }, rows = [RECEIPT_ROW, FEE_ROW]) {
    const response = await importStatement(company, {
      treasuryAccountId: company.momoId,
      format: 'CSV',
      preset: 'MTN_MOMO',
      content: mtnCsv(company.year, rows),
    });
    expect(response.statusCode, response.body).toBe(201);
    const statementId = response.json().statementId as string;
    const view = await call(context.app, 'GET', `${statementsUrl(company)}/${statementId}/reconciliation`, undefined, {
      token: company.token,
    });
    expect(view.statusCode, view.body).toBe(200);
    return { statementId, view: view.json() };
  }
  const lineUrl = (company: LedgerCompany, statementId: string, lineId: string, action: 'match' | 'entry') =>
    `${statementsUrl(company)}/${statementId}/lines/${lineId}/${action}`;
  const report = async (company: LedgerCompany, query: Record<string, string>) =>
    call(context.app, 'GET', reconciliationUrl(company), undefined, { token: company.token, query });

  it('suggests the receipt, matches it, refuses what does not agree, creates the fee entry and balances', async () => {
    const company = await companyWithMobileMoneyReceipt();
    const { statementId, view } = await imported(company);
    const [receiptLine, feeLine] = view.statement.lines;
    const [momo] = await journalLineIds(company, '552');
    const [customer] = await journalLineIds(company, '4111');
    expect(view.bookLines).toEqual([expect.objectContaining({ journalLineId: momo?.id, amount: '50000' })]);
    expect(view.suggestions).toEqual([
      expect.objectContaining({
        statementLineId: receiptLine.id,
        journalLineId: momo?.id,
        reasons: ['AMOUNT', 'DATE', 'PHONE'],
      }),
    ]);

    const match = (lineId: string, journalLineIds: Array<string | undefined>) =>
      call(
        context.app,
        'POST',
        lineUrl(company, statementId, lineId, 'match'),
        { journalLineIds },
        { token: company.token },
      );
    expect(errorOf(await match(feeLine.id, [momo?.id])).code).toBe('RECONCILED_AMOUNTS_MUST_AGREE');
    expect(errorOf(await match(receiptLine.id, [customer?.id])).code).toBe('JOURNAL_LINE_MUST_BE_ON_STATEMENT_ACCOUNT');
    const matched = await match(receiptLine.id, [momo?.id]);
    expect(matched.statusCode, matched.body).toBe(200);
    expect(matched.json().journalLineIds).toEqual([momo?.id]);
    expect(errorOf(await match(receiptLine.id, [momo?.id])).code).toBe('STATEMENT_LINE_ALREADY_RECONCILED');

    const day = { treasuryAccountId: company.momoId, date: `${company.year}-03-31` };
    const before = (await report(company, day)).json();
    expect(before).toMatchObject({
      bookBalance: '50000',
      statementBalance: '49500',
      outstandingStatementItems: [{ label: 'Frais de retrait', amount: '-500' }],
      outstandingBookItems: [],
      difference: '0',
      balanced: true,
    });

    const entry = (lineId: string, body: Record<string, unknown>) =>
      call(context.app, 'POST', lineUrl(company, statementId, lineId, 'entry'), body, { token: company.token });
    expect(errorOf(await entry(feeLine.id, {})).code).toBe('COUNTER_ACCOUNT_REQUIRED');
    const ids = await accountIdsByNumber(context.app, company);
    const created = await entry(feeLine.id, { counterAccountId: ids.get('6318'), pattern: 'frais de retrait' });
    expect(created.statusCode, created.body).toBe(201);
    // The fee of the wallet 552 goes to its own journal, after the receipt (MM-…-000001).
    expect(created.json().entryNumber).toBe(`MM-${company.year}-000002`);
    const posted = await queryRows<{ number: string; debit: string; credit: string; source: string }>(
      context.handle.db,
      sql`select a.number, l.debit::text, l.credit::text, e.source_type as source
          from journal_line l join company_account a on a.id = l.account_id join journal_entry e on e.id = l.entry_id
          where l.entry_id = ${created.json().entryId} order by l.line_number`,
    );
    expect(posted).toEqual([
      { number: '552', debit: '0', credit: '500', source: 'BANK_STATEMENT' },
      { number: '6318', debit: '500', credit: '0', source: 'BANK_STATEMENT' },
    ]);
    expect(errorOf(await entry(feeLine.id, { counterAccountId: ids.get('6318') })).code).toBe(
      'STATEMENT_LINE_ALREADY_RECONCILED',
    );

    const after = (await report(company, day)).json();
    expect(after).toMatchObject({
      bookBalance: '49500',
      statementBalance: '49500',
      outstandingStatementItems: [],
      outstandingBookItems: [],
      adjustedBookBalance: '49500',
      difference: '0',
      balanced: true,
    });
    expect(after.reconciledItems).toHaveLength(2);
    // At a day before the fee, the fee and its entry are not yet there.
    expect((await report(company, { ...day, date: `${company.year}-03-20` })).json()).toMatchObject({
      bookBalance: '50000',
      statementBalance: '50000',
      reconciledItems: [{ amount: '50000' }],
      balanced: true,
    });

    // The rule remembered for the label gives the counter-account of the next fee.
    const next = await importStatement(company, {
      treasuryAccountId: company.momoId,
      format: 'CSV',
      content: mtnCsv(company.year, [SECOND_FEE_ROW]),
    });
    const nextLine = (
      await call(context.app, 'GET', `${statementsUrl(company)}/${next.json().statementId}`, undefined, {
        token: company.token,
      })
    ).json().lines[0];
    const byRule = await call(
      context.app,
      'POST',
      lineUrl(company, next.json().statementId, nextLine.id, 'entry'),
      {},
      { token: company.token },
    );
    expect(byRule.statusCode, byRule.body).toBe(201);
    expect(byRule.json().counterAccountId).toBe(ids.get('6318'));
    expect((await report(company, { ...day })).json()).toMatchObject({
      bookBalance: '49200',
      statementBalance: '49200',
      balanced: true,
    });
  });

  it('shows the difference when the books and the statement disagree, and exports it', async () => {
    const company = await companyWithMobileMoneyReceipt();
    await imported(company, ['{y}-03-20 10:00:00,MP-0001,PAYMENT_RECEIVED,237677123456,Paiement client,50000,60000']);
    const day = { treasuryAccountId: company.momoId, date: `${company.year}-03-31` };
    expect((await report(company, day)).json()).toMatchObject({
      bookBalance: '50000',
      statementBalance: '60000',
      outstandingBookItems: [{ amount: '50000' }],
      outstandingStatementItems: [{ amount: '50000' }],
      difference: '10000',
      balanced: false,
    });
    const csv = await report(company, { ...day, format: 'csv', lang: 'fr' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ''), ';');
    expect(rows.some((row) => row.includes('Écart') && row.includes('10000'))).toBe(true);
    for (const format of ['xlsx', 'pdf']) {
      const file = await report(company, { ...day, format });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toContain(`bank-reconciliation-552-${company.year}-03-31.${format}`);
    }
  });

  it('answers 404 for another company’s statement, lines, journal lines and accounts', async () => {
    const company = await companyWithMobileMoneyReceipt();
    const other = await companyWithMobileMoneyReceipt();
    const { statementId, view } = await imported(company);
    const [momo] = await journalLineIds(company, '552');
    const [otherMomo] = await journalLineIds(other, '552');
    const line = view.statement.lines[0];
    const as = { token: other.token };
    expect((await call(context.app, 'GET', `${statementsUrl(company)}/${statementId}`, undefined, as)).statusCode).toBe(
      404,
    );
    expect((await call(context.app, 'GET', `${statementsUrl(other)}/${statementId}`, undefined, as)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(
          context.app,
          'POST',
          lineUrl(other, statementId, line.id, 'match'),
          { journalLineIds: [momo?.id] },
          as,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call(context.app, 'POST', lineUrl(other, statementId, line.id, 'entry'), {}, as)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(
          context.app,
          'POST',
          lineUrl(company, statementId, line.id, 'match'),
          { journalLineIds: [otherMomo?.id] },
          {
            token: company.token,
          },
        )
      ).statusCode,
    ).toBe(404);
    expect((await report(other, { treasuryAccountId: company.momoId })).statusCode).toBe(404);
    expect(
      (
        await call(context.app, 'GET', reconciliationUrl(company), undefined, {
          ...as,
          query: { treasuryAccountId: other.momoId },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses to reconcile or post into a closed work folder', async () => {
    const company = await ledgerCompany(context.app);
    await validatedEntry(context.app, company, `${company.year}-03-15`, [
      { number: '5211', debit: '1000' },
      { number: '1013', credit: '1000' },
    ]);
    const response = await importStatement(company, {
      treasuryAccountId: company.accounts['5211'],
      format: 'CSV',
      preset: 'MTN_MOMO',
      content: mtnCsv(company.year, ['{y}-03-15,T1,DEPOSIT,,Apport,1000,1000', '{y}-03-16,T2,FEE,,Frais,-10,990']),
    });
    const statementId = response.json().statementId;
    const closed = await call(
      context.app,
      'POST',
      `/v1/accountings/workFolders/${company.workFolderId}/close`,
      undefined,
      {
        token: company.token,
      },
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const lines = (
      await call(context.app, 'GET', `${statementsUrl(company)}/${statementId}`, undefined, { token: company.token })
    ).json().lines;
    const [bank] = await journalLineIds(company, '5211');
    const matched = await call(
      context.app,
      'POST',
      lineUrl(company, statementId, lines[0].id, 'match'),
      { journalLineIds: [bank?.id] },
      {
        token: company.token,
      },
    );
    expect(matched.statusCode).toBe(422);
    expect(errorOf(matched).code).toBe('RECONCILIATION_WORK_FOLDER_MUST_BE_OPEN');
    const ids = await accountIdsByNumber(context.app, company);
    const entry = await call(
      context.app,
      'POST',
      lineUrl(company, statementId, lines[1].id, 'entry'),
      { counterAccountId: ids.get('6318') },
      {
        token: company.token,
      },
    );
    expect(entry.statusCode).toBe(422);
    expect(errorOf(entry).code).toBe('RECONCILIATION_WORK_FOLDER_MUST_BE_OPEN');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdsByNumber, validatedEntry } from '../../testing/ledger-fixtures.ts';
import { type Books, books } from '../../testing/sales-fixtures.ts';
import { queryRows } from '../../testing/sql.ts';
import { call, createTestContext, errorOf, type TestContext } from '../../testing/test-app.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const OTHER_IBAN = 'FR76 3000 4000 0300 0123 4567 890';

/** A French company (EUR) and the id of its bank account 5121. */
async function frenchBank(): Promise<Books & { bankId: string }> {
  const company = await books(context.app, { countryCode: 'FR', typeCode: 'SAS', taxSystemCode: 'RN' });
  const ids = await accountIdsByNumber(context.app, company);
  return { ...company, bankId: ids.get('5121') as string };
}

const importFile = (company: Books, body: Record<string, unknown>) =>
  call(context.app, 'POST', `/v1/accountings/companies/${company.companyId}/bank-statements`, body, {
    token: company.token,
  });

const treasuryUrl = (company: Books) => `/v1/accountings/companies/${company.companyId}/treasury-accounts`;

function camtStatement(id: string, iban: string, currency: string, balances: [string, string], entries: string[][]) {
  const lines = entries.map(
    ([amount, side, date, label]) =>
      `<Ntry><Amt Ccy="${currency}">${amount}</Amt><CdtDbtInd>${side}</CdtDbtInd><BookgDt><Dt>${date}</Dt></BookgDt><AddtlNtryInf>${label}</AddtlNtryInf></Ntry>`,
  );
  return `<Stmt><Id>${id}</Id><Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>${currency}</Ccy></Acct>
<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="${currency}">${balances[0]}</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>
<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="${currency}">${balances[1]}</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>
${lines.join('\n')}
</Stmt>`;
}

const camtFile = (...statements: string[]) =>
  `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
${statements.join('\n')}
</BkToCstmrStmt></Document>`;

/** March: 0 + 150.00 − 29.50 = 120.50; April: 120.50 − 20.50 + 400.00 = 500.00. */
const statementsOf = (year: number, iban = IBAN, currency = 'EUR') => [
  camtStatement(
    `S-${year}-03`,
    iban,
    currency,
    ['0', '120.50'],
    [
      ['150.00', 'CRDT', `${year}-03-02`, 'Client Durand'],
      ['29.50', 'DBIT', `${year}-03-04`, 'Frais bancaires'],
    ],
  ),
  camtStatement(
    `S-${year}-04`,
    iban,
    currency,
    ['120.50', '500.00'],
    [
      ['20.50', 'DBIT', `${year}-04-01`, 'Abonnement'],
      ['400.00', 'CRDT', `${year}-04-03`, 'Client Martin'],
    ],
  ),
];

async function storedLines(company: Books) {
  return queryRows<{ statement: string; date: string; amount: string; balance: string }>(
    context.handle.db,
    sql`select s.start_date::text || '..' || s.end_date::text as statement, l.value_date::text as date,
          l.amount::text, l.balance_after::text as balance
        from bank_statement_line l join bank_statement s on s.id = l.statement_id
        where l.company_id = ${company.companyId} order by l.value_date, l.line_number`,
  );
}

const countOf = async (company: Books, table: 'bank_statement' | 'bank_statement_line') =>
  (
    await queryRows<{ count: number }>(
      context.handle.db,
      sql`select count(*)::int as count from ${sql.identifier(table)} where company_id = ${company.companyId}`,
    )
  )[0]?.count;

describe('a CAMT.053 file with several statements', () => {
  it('imports each statement with its own lines and balances, and keeps the IBAN it names', async () => {
    const company = await frenchBank();
    const content = camtFile(...statementsOf(company.year));
    const response = await importFile(company, { treasuryAccountId: company.bankId, format: 'CAMT053', content });
    expect(response.statusCode, response.body).toBe(201);
    const y = company.year;
    expect(response.json()).toMatchObject({
      importedLineCount: 4,
      skippedLineCount: 0,
      openingBalance: '0.00',
      closingBalance: '500.00',
      startDate: `${y}-03-02`,
      endDate: `${y}-04-03`,
      statements: [
        { importedLineCount: 2, openingBalance: '0.00', closingBalance: '120.50', currency: 'EUR' },
        { importedLineCount: 2, openingBalance: '120.50', closingBalance: '500.00', currency: 'EUR' },
      ],
    });
    const [march, april] = response.json().statements;
    expect(march.statementId).not.toBe(april.statementId);
    expect(await storedLines(company)).toEqual([
      { statement: `${y}-03-02..${y}-03-04`, date: `${y}-03-02`, amount: '15000', balance: '15000' },
      { statement: `${y}-03-02..${y}-03-04`, date: `${y}-03-04`, amount: '-2950', balance: '12050' },
      { statement: `${y}-04-01..${y}-04-03`, date: `${y}-04-01`, amount: '-2050', balance: '10000' },
      { statement: `${y}-04-01..${y}-04-03`, date: `${y}-04-03`, amount: '40000', balance: '50000' },
    ]);
    const accounts = await call(context.app, 'GET', `${treasuryUrl(company)}?limit=500`, undefined, {
      token: company.token,
    });
    expect(accounts.json().items).toContainEqual(
      expect.objectContaining({
        accountNumber: '5121',
        kind: 'BANK',
        journalCode: 'BQ',
        currency: 'EUR',
        accountIdentifier: 'FR7630006000011234567890189',
      }),
    );

    // Imported again, every line is skipped; a file of another account is refused now the IBAN is known.
    const again = await importFile(company, { treasuryAccountId: company.bankId, format: 'CAMT053', content });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ importedLineCount: 0, skippedLineCount: 4 });
    const foreign = camtFile(...statementsOf(company.year + 1, OTHER_IBAN));
    const refused = await importFile(company, {
      treasuryAccountId: company.bankId,
      format: 'CAMT053',
      content: foreign,
    });
    expect(refused.statusCode).toBe(422);
    expect(errorOf(refused).code).toBe('STATEMENT_ACCOUNT_MISMATCH');
  });

  it('refuses a file mixing two accounts whole, and writes nothing', async () => {
    const company = await frenchBank();
    const [march] = statementsOf(company.year);
    const [, april] = statementsOf(company.year, OTHER_IBAN);
    const response = await importFile(company, {
      treasuryAccountId: company.bankId,
      format: 'CAMT053',
      content: camtFile(march ?? '', april ?? ''),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'STATEMENT_ACCOUNT_MISMATCH',
      fields: [{ path: 'lines.8.account', code: 'ACCOUNT_MUST_BE_TREASURY_ACCOUNT' }],
    });
    expect(response.json().frMessage).toContain('autre compte');
    expect([await countOf(company, 'bank_statement'), await countOf(company, 'bank_statement_line')]).toEqual([0, 0]);
  });

  it.each(['CAD', 'USD', 'SEK'])('refuses a %s statement into a EUR account, and writes nothing', async (currency) => {
    const company = await frenchBank();
    const [march] = statementsOf(company.year);
    const [, foreign] = statementsOf(company.year, IBAN, currency);
    const response = await importFile(company, {
      treasuryAccountId: company.bankId,
      format: 'CAMT053',
      content: camtFile(march ?? '', foreign ?? ''),
      preview: false,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'STATEMENT_CURRENCY_MISMATCH',
      fields: [{ path: 'lines.8.currency', code: 'CURRENCY_MUST_BE_ACCOUNT_CURRENCY' }],
    });
    expect([await countOf(company, 'bank_statement'), await countOf(company, 'bank_statement_line')]).toEqual([0, 0]);
  });

  it('takes a statement in the account’s own currency once the account is set to it', async () => {
    const company = await frenchBank();
    const saved = await call(
      context.app,
      'PUT',
      `${treasuryUrl(company)}/${company.bankId}`,
      { kind: 'BANK', currency: 'usd', accountIdentifier: IBAN },
      { token: company.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ currency: 'USD', accountIdentifier: 'FR7630006000011234567890189' });
    const content = camtFile(...statementsOf(company.year, IBAN, 'USD'));
    expect(
      (await importFile(company, { treasuryAccountId: company.bankId, format: 'CAMT053', content })).statusCode,
    ).toBe(201);
    const euros = camtFile(...statementsOf(company.year + 1));
    const refused = await importFile(company, { treasuryAccountId: company.bankId, format: 'CAMT053', content: euros });
    expect(errorOf(refused).code).toBe('STATEMENT_CURRENCY_MISMATCH');
  });
});

describe('an OFX file with several statements', () => {
  const statement = (accountId: string, currency: string, closing: string, lines: string[][]) =>
    `<STMTTRNRS><STMTRS><CURDEF>${currency}
<BANKACCTFROM><BANKID>30006<BRANCHID>00001<ACCTID>${accountId}<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST>
${lines.map(([date, amount, id]) => `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${date}<TRNAMT>${amount}<FITID>${id}<NAME>${id}</STMTTRN>`).join('\n')}
</BANKTRANLIST>
<LEDGERBAL><BALAMT>${closing}<DTASOF>20260430</LEDGERBAL>
</STMTRS></STMTTRNRS>`;
  const file = (...statements: string[]) =>
    `OFXHEADER:100\n<OFX><BANKMSGSRSV1>\n${statements.join('\n')}\n</BANKMSGSRSV1></OFX>`;

  it('imports each statement, chaining the second from the first’s closing balance', async () => {
    const company = await frenchBank();
    const y = company.year;
    const content = file(
      statement('12345678901', 'EUR', '250.00', [
        [`${y}0302`, '300.00', 'A-1'],
        [`${y}0303`, '-50.00', 'A-2'],
      ]),
      statement('12345678901', 'EUR', '325.25', [[`${y}0410`, '75.25', 'B-1']]),
    );
    const response = await importFile(company, { treasuryAccountId: company.bankId, format: 'OFX', content });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().statements).toEqual([
      expect.objectContaining({ importedLineCount: 2, openingBalance: '0.00', closingBalance: '250.00' }),
      expect.objectContaining({ importedLineCount: 1, openingBalance: '250.00', closingBalance: '325.25' }),
    ]);
    expect((await storedLines(company)).map((line) => [line.amount, line.balance])).toEqual([
      ['30000', '30000'],
      ['-5000', '25000'],
      ['7525', '32525'],
    ]);
  });

  it('refuses a file whose second statement is in dollars, and writes nothing', async () => {
    const company = await frenchBank();
    const content = file(
      statement('12345678901', 'EUR', '300.00', [[`${company.year}0302`, '300.00', 'A-1']]),
      statement('12345678901', 'USD', '10.00', [[`${company.year}0410`, '10.00', 'B-1']]),
    );
    const response = await importFile(company, { treasuryAccountId: company.bankId, format: 'OFX', content });
    expect(errorOf(response).code).toBe('STATEMENT_CURRENCY_MISMATCH');
    expect(await countOf(company, 'bank_statement_line')).toBe(0);
  });
});

describe('treasury accounts', () => {
  it('refuses bad input with a 4xx and a code, and another company’s account as missing', async () => {
    const company = await frenchBank();
    const other = await frenchBank();
    const put = (accountId: string | undefined, body: unknown, token = company.token) =>
      call(context.app, 'PUT', `${treasuryUrl(company)}/${accountId}`, body, { token });
    expect(errorOf(await put(company.bankId, { kind: 'BANK', currency: 'EURO' })).code).toBe('VALIDATION_FAILED');
    expect(errorOf(await put(company.bankId, { kind: 'SAFE' })).code).toBe('VALIDATION_FAILED');
    expect(errorOf(await put(company.bankId, { kind: 'BANK', accountIdentifier: 'FR76<script>' })).code).toBe(
      'VALIDATION_FAILED',
    );
    expect((await put(other.bankId, { kind: 'BANK' })).statusCode).toBe(404);
    const ids = await accountIdsByNumber(context.app, company);
    expect(errorOf(await put(ids.get('401'), { kind: 'BANK' })).code).toBe('ACCOUNT_MUST_BE_TREASURY');
    expect(errorOf(await put(company.bankId, { kind: 'BANK', currency: 'XYZ' })).code).toBe('CURRENCY_UNKNOWN');
    const list = await call(context.app, 'GET', `${treasuryUrl(company)}?limit=1000`, undefined, {
      token: company.token,
    });
    expect(list.statusCode).toBe(400);
  });
  it('keeps the currency chosen once the account has entries: 409 TREASURY_CURRENCY_LOCKED, nothing changed', async () => {
    const company = await frenchBank();
    const put = (currency: string | null) =>
      call(
        context.app,
        'PUT',
        `${treasuryUrl(company)}/${company.bankId}`,
        { kind: 'BANK', currency },
        {
          token: company.token,
        },
      );
    expect((await put('USD')).json()).toMatchObject({ currency: 'USD' });
    expect((await put('GBP')).json()).toMatchObject({ currency: 'GBP' });
    await validatedEntry(context.app, company, `${company.year}-02-01`, [
      { number: '5121', debit: '1000' },
      { number: '10131', credit: '1000' },
    ]);
    const refused = await put('EUR');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'TREASURY_CURRENCY_LOCKED',
      fields: [{ path: 'currency', code: 'TREASURY_CURRENCY_LOCKED' }],
    });
    expect((await put('GBP')).statusCode).toBe(200);
    const list = await call(context.app, 'GET', treasuryUrl(company), undefined, { token: company.token });
    const bank = list.json().items.find((item: { accountId: string }) => item.accountId === company.bankId);
    expect(bank.currency).toBe('GBP');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkStatementBalances, StatementError } from './bank-statement.ts';
import {
  checkStatementHeaders,
  normalizeAccountIdentifier,
  type StatementAccount,
  sameAccountIdentifier,
} from './bank-statement-account.ts';
import { parseStatementFile } from './bank-statement-file.ts';
import { formatAmount, toAmount } from './money.ts';

const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const OTHER_IBAN = 'FR76 3000 4000 0300 0123 4567 890';
const EUR_ACCOUNT: StatementAccount = { currency: 'EUR', identifier: normalizeAccountIdentifier(IBAN) };

const refusal = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof StatementError) return { code: error.code, faults: error.faults };
    throw error;
  }
  throw new Error('no refusal');
};

/** A CAMT.053 statement of one account: its balances and entries `[amount, side, date, label]`. */
function camtStatement(
  id: string,
  iban: string,
  currency: string,
  balances: [string, string],
  entries: Array<[string, 'CRDT' | 'DBIT', string, string]>,
) {
  return `<Stmt><Id>${id}</Id>
<Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>${currency}</Ccy></Acct>
<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="${currency}">${balances[0]}</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>
<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="${currency}">${balances[1]}</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>
${entries
  .map(
    ([amount, side, date, label]) =>
      `<Ntry><Amt Ccy="${currency}">${amount}</Amt><CdtDbtInd>${side}</CdtDbtInd><BookgDt><Dt>${date}</Dt></BookgDt><AddtlNtryInf>${label}</AddtlNtryInf></Ntry>`,
  )
  .join('\n')}
</Stmt>`;
}

const camtFile = (...statements: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>
${statements.join('\n')}
</BkToCstmrStmt></Document>`;

// March: 1,000.00 + 150.00 − 29.50 = 1,120.50. April: 1,120.50 − 20.50 + 400.00 = 1,500.00.
const MARCH = camtStatement(
  'S-03',
  IBAN,
  'EUR',
  ['1000.00', '1120.50'],
  [
    ['150.00', 'CRDT', '2026-03-02', 'Client Durand'],
    ['29.50', 'DBIT', '2026-03-04', 'Frais bancaires'],
  ],
);
const APRIL = camtStatement(
  'S-04',
  IBAN,
  'EUR',
  ['1120.50', '1500.00'],
  [
    ['20.50', 'DBIT', '2026-04-01', 'Abonnement'],
    ['400.00', 'CRDT', '2026-04-03', 'Client Martin'],
  ],
);

describe('CAMT.053 files with several statements', () => {
  it('reads each statement with its lines, balances, account and currency', () => {
    const statements = parseStatementFile({ format: 'CAMT053', content: camtFile(MARCH, APRIL) }, 2, EUR_ACCOUNT);
    expect(
      statements.map((statement) => ({
        amounts: statement.lines.map((line) => [line.valueOn, line.amount, line.label]),
        balances: [statement.openingBalance, statement.closingBalance],
        account: statement.accountIdentifier,
        currency: statement.currency,
      })),
    ).toEqual([
      {
        amounts: [
          ['2026-03-02', 15000n, 'Client Durand'],
          ['2026-03-04', -2950n, 'Frais bancaires'],
        ],
        balances: [100000n, 112050n],
        account: 'FR7630006000011234567890189',
        currency: 'EUR',
      },
      {
        amounts: [
          ['2026-04-01', -2050n, 'Abonnement'],
          ['2026-04-03', 40000n, 'Client Martin'],
        ],
        balances: [112050n, 150000n],
        account: 'FR7630006000011234567890189',
        currency: 'EUR',
      },
    ]);
  });

  it('names the lines of the second statement by their line in the file', () => {
    const [march, april] = parseStatementFile({ format: 'CAMT053', content: camtFile(MARCH, APRIL) }, 2, null);
    expect(march?.lines.map((line) => line.lineNumber)).toEqual([7, 8]);
    expect(april?.lines.map((line) => line.lineNumber)).toEqual([14, 15]);
  });

  it('refuses the whole file when one statement names another account', () => {
    const foreign = camtStatement('S-X', OTHER_IBAN, 'EUR', ['0', '10.00'], [['10.00', 'CRDT', '2026-03-05', 'x']]);
    expect(
      refusal(() => parseStatementFile({ format: 'CAMT053', content: camtFile(MARCH, foreign) }, 2, EUR_ACCOUNT)),
    ).toEqual({
      code: 'STATEMENT_ACCOUNT_MISMATCH',
      faults: [{ lineNumber: 10, field: 'account', code: 'ACCOUNT_MUST_BE_TREASURY_ACCOUNT' }],
    });
  });

  it('refuses two accounts in one file even when the treasury account has no identifier yet', () => {
    const foreign = camtStatement('S-X', OTHER_IBAN, 'EUR', ['0', '10.00'], [['10.00', 'CRDT', '2026-03-05', 'x']]);
    const account = { currency: 'EUR', identifier: null };
    expect(
      refusal(() => parseStatementFile({ format: 'CAMT053', content: camtFile(MARCH, foreign) }, 2, account)).code,
    ).toBe('STATEMENT_ACCOUNT_MISMATCH');
  });

  it.each(['CAD', 'USD', 'SEK'])(
    'refuses a %s statement into a EUR account, before reading its amounts',
    (currency) => {
      const statement = camtStatement('S-F', IBAN, currency, ['0', '10.123'], [['10.123', 'CRDT', '2026-03-05', 'x']]);
      expect(
        refusal(() => parseStatementFile({ format: 'CAMT053', content: camtFile(MARCH, statement) }, 2, EUR_ACCOUNT)),
      ).toEqual({
        code: 'STATEMENT_CURRENCY_MISMATCH',
        faults: [{ lineNumber: 10, field: 'currency', code: 'CURRENCY_MUST_BE_ACCOUNT_CURRENCY' }],
      });
    },
  );
});

const ofxStatement = (accountId: string, currency: string, closing: string, lines: Array<[string, string, string]>) =>
  `<STMTTRNRS><STMTRS><CURDEF>${currency}
<BANKACCTFROM><BANKID>30006<BRANCHID>00001<ACCTID>${accountId}<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST>
${lines.map(([date, amount, id]) => `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${date}<TRNAMT>${amount}<FITID>${id}<NAME>${id}</STMTTRN>`).join('\n')}
</BANKTRANLIST>
<LEDGERBAL><BALAMT>${closing}<DTASOF>20260331</LEDGERBAL>
</STMTRS></STMTTRNRS>`;

const ofxFile = (...statements: string[]) =>
  `OFXHEADER:100\nDATA:OFXSGML\n<OFX><BANKMSGSRSV1>\n${statements.join('\n')}\n</BANKMSGSRSV1></OFX>`;

describe('OFX files with several statements', () => {
  const checking = ofxStatement('12345678901', 'EUR', '250.00', [
    ['20260302', '300.00', 'A-1'],
    ['20260303', '-50.00', 'A-2'],
  ]);
  const savings = ofxStatement('12345678901', 'EUR', '75.25', [['20260410', '75.25', 'B-1']]);

  it('reads each STMTRS, the account id matching the IBAN it is part of', () => {
    const statements = parseStatementFile({ format: 'OFX', content: ofxFile(checking, savings) }, 2, EUR_ACCOUNT);
    expect(
      statements.map((statement) => [statement.lines.map((line) => line.amount), statement.closingBalance]),
    ).toEqual([
      [[30000n, -5000n], 25000n],
      [[7525n], 7525n],
    ]);
    expect(statements.map((statement) => statement.lines.map((line) => line.lineNumber))).toEqual([[7, 8], [15]]);
  });

  it('refuses a file whose second statement is of another account or currency', () => {
    const other = ofxStatement('99988877766', 'EUR', '1.00', [['20260410', '1.00', 'C-1']]);
    expect(
      refusal(() => parseStatementFile({ format: 'OFX', content: ofxFile(checking, other) }, 2, EUR_ACCOUNT)).code,
    ).toBe('STATEMENT_ACCOUNT_MISMATCH');
    const dollars = ofxStatement('12345678901', 'USD', '1.00', [['20260410', '1.00', 'C-1']]);
    expect(
      refusal(() => parseStatementFile({ format: 'OFX', content: ofxFile(checking, dollars) }, 2, EUR_ACCOUNT)),
    ).toEqual({
      code: 'STATEMENT_CURRENCY_MISMATCH',
      faults: [{ lineNumber: 12, field: 'currency', code: 'CURRENCY_MUST_BE_ACCOUNT_CURRENCY' }],
    });
  });
});

describe('the bound of a file', () => {
  it('counts the lines of all its statements together, refusing at the line that passes the bound', () => {
    const lines = Array.from({ length: 10_001 }, (_, index): [string, 'CRDT' | 'DBIT', string, string] => [
      '1.00',
      'CRDT',
      '2026-03-02',
      `l${index}`,
    ]);
    const statement = camtStatement('S', IBAN, 'EUR', ['0', '10001.00'], lines);
    const one = parseStatementFile({ format: 'CAMT053', content: camtFile(statement) }, 2, EUR_ACCOUNT);
    expect(one[0]?.lines).toHaveLength(10_001);
    expect(
      refusal(() => parseStatementFile({ format: 'CAMT053', content: camtFile(statement, statement) }, 2, EUR_ACCOUNT)),
    ).toEqual({
      code: 'STATEMENT_FILE_MALFORMED',
      faults: [{ lineNumber: expect.any(Number), field: 'lines', code: 'TOO_MANY_LINES' }],
    });
  });
});

describe('account identifiers', () => {
  it.each([
    ['FR7630006000011234567890189', 'FR76 3000 6000 0112 3456 7890 189', true],
    ['FR7630006000011234567890189', '12345678901', true],
    ['FR7630006000011234567890189', '12345', false],
    ['FR7630006000011234567890189', 'FR7630004000031234567890190', false],
    ['CM2110002000300277976315008', 'CM21 1000 2000 3002 7797 6315 008', true],
  ])('%s and %s name the same account: %s', (left, right, same) => {
    const [a, b] = [normalizeAccountIdentifier(left), normalizeAccountIdentifier(right)];
    expect(sameAccountIdentifier(a ?? '', b ?? '')).toBe(same);
  });

  it('answers the identifier a file names, which an account without one keeps', () => {
    const headers = [
      { lineNumber: 3, accountIdentifier: 'CM2110002000300277976315008', currency: 'XAF' },
      { lineNumber: 9, accountIdentifier: null, currency: null },
    ];
    expect(checkStatementHeaders(headers, { currency: 'XAF', identifier: null })).toBe('CM2110002000300277976315008');
    expect(checkStatementHeaders([], { currency: 'XAF', identifier: null })).toBeNull();
  });
});

describe('any CAMT.053 file of several statements', () => {
  /** Signed amounts in cents of each statement: money in positive, out negative, never zero. */
  const statementsArbitrary = fc.array(
    fc.array(
      fc.integer({ min: -5_000_000, max: 5_000_000 }).filter((cents) => cents !== 0),
      { minLength: 1, maxLength: 6 },
    ),
    { minLength: 1, maxLength: 4 },
  );
  const euros = (cents: bigint) => formatAmount(toAmount(cents < 0n ? -cents : cents), 2);

  it('reads back each statement, its lines and its balances, chained from one to the next', () => {
    fc.assert(
      fc.property(statementsArbitrary, fc.integer({ min: 0, max: 10_000_000 }), (statements, openingCents) => {
        let balance = BigInt(openingCents);
        const xml = statements.map((amounts, index) => {
          const opening = balance;
          balance += amounts.reduce((sum, cents) => sum + BigInt(cents), 0n);
          const entries = amounts.map((cents): [string, 'CRDT' | 'DBIT', string, string] => [
            euros(BigInt(cents)),
            cents > 0 ? 'CRDT' : 'DBIT',
            `2026-0${index + 1}-15`,
            `line ${cents}`,
          ]);
          // A negative balance (an overdraft) is written as a debit balance, as banks write it.
          return camtStatement(`S-${index}`, IBAN, 'EUR', [euros(opening), euros(balance)], entries)
            .replace(/(<Cd>OPBD<\/Cd>[\s\S]*?<CdtDbtInd>)CRDT/, `$1${opening < 0n ? 'DBIT' : 'CRDT'}`)
            .replace(/(<Cd>CLBD<\/Cd>[\s\S]*?<CdtDbtInd>)CRDT/, `$1${balance < 0n ? 'DBIT' : 'CRDT'}`);
        });
        const read = parseStatementFile({ format: 'CAMT053', content: camtFile(...xml) }, 2, EUR_ACCOUNT);
        expect(read.map((statement) => statement.lines.map((line) => Number(line.amount)))).toEqual(statements);
        const closings = read.map((statement) => checkStatementBalances(statement, toAmount(0n)).closingBalance);
        expect(closings.at(-1)).toBe(balance);
      }),
      { numRuns: 200 },
    );
  });
});

describe('CSV statements with a currency column', () => {
  const mapping = {
    separator: ';' as const,
    decimalSeparator: ',' as const,
    dateFormat: 'DD/MM/YYYY' as const,
    headerLine: 1,
    columns: { date: 'Date', label: 'Libellé', amount: 'Montant' },
  };
  const csv = (...rows: string[]) => ['Date;Libellé;Montant;Devise', ...rows].join('\n');

  it('reads a EUR file into a EUR account, at the cent, a blank currency taken as the account’s', () => {
    const [statement] = parseStatementFile(
      { format: 'CSV', content: csv('02/03/2026;Virement client;1 000,50;EUR', '03/03/2026;Frais;-12,40;'), mapping },
      2,
      EUR_ACCOUNT,
    );
    expect(statement?.lines.map((line) => line.amount)).toEqual([100050n, -1240n]);
  });

  it('refuses a file whose lines are in another currency, naming each, before reading amounts', () => {
    expect(
      refusal(() =>
        parseStatementFile(
          { format: 'CSV', content: csv('02/03/2026;A;10,00;EUR', '03/03/2026;B;not an amount;usd'), mapping },
          2,
          EUR_ACCOUNT,
        ),
      ),
    ).toEqual({
      code: 'STATEMENT_CURRENCY_MISMATCH',
      faults: [{ lineNumber: 3, field: 'currency', code: 'CURRENCY_MUST_BE_ACCOUNT_CURRENCY' }],
    });
  });

  it('reads the column the mapping names, which must be there', () => {
    const named = { ...mapping, columns: { ...mapping.columns, currency: 'Monnaie du compte' } };
    const content = ['Date;Libellé;Montant;Monnaie du compte', '02/03/2026;A;10;XAF'].join('\n');
    expect(refusal(() => parseStatementFile({ format: 'CSV', content, mapping: named }, 2, EUR_ACCOUNT)).code).toBe(
      'STATEMENT_CURRENCY_MISMATCH',
    );
    expect(
      refusal(() =>
        parseStatementFile({ format: 'CSV', content: csv('02/03/2026;A;10;EUR'), mapping: named }, 2, EUR_ACCOUNT),
      ).faults,
    ).toEqual([{ lineNumber: 1, field: 'Monnaie du compte', code: 'COLUMN_MUST_BE_PRESENT' }]);
  });

  it('assumes the account’s currency when the file has no currency column', () => {
    const content = ['Date;Libellé;Montant', '02/03/2026;A;10,00'].join('\n');
    const [statement] = parseStatementFile({ format: 'CSV', content, mapping }, 2, EUR_ACCOUNT);
    expect(statement?.lines[0]?.amount).toBe(1000n);
  });
});

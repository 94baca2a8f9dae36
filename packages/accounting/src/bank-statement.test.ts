import { describe, expect, it } from 'vitest';
import {
  checkStatementBalances,
  type ParsedStatement,
  parseStatementAmount,
  parseStatementDate,
  StatementError,
  statementLineKeys,
} from './bank-statement.ts';
import { CSV_PRESET_MAPPINGS, parseCsvStatement } from './bank-statement-csv.ts';
import { parseStatementFile } from './bank-statement-file.ts';
import { parseCamtStatements, parseOfxStatements } from './bank-statement-xml.ts';
import { toAmount, ZERO_AMOUNT } from './money.ts';

/** The one statement of a file, read without an account to check it against. */
const parseOfxStatement = (text: string, scale: number) => onlyStatement(parseOfxStatements(text, scale, null));
const parseCamtStatement = (text: string, scale: number) => onlyStatement(parseCamtStatements(text, scale, null));
function onlyStatement(statements: ParsedStatement[]): ParsedStatement {
  expect(statements).toHaveLength(1);
  return statements[0] as ParsedStatement;
}

const faultsOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    if (error instanceof StatementError) return { code: error.code, faults: error.faults };
    throw error;
  }
  throw new Error('no refusal');
};

export const MTN_CSV = [
  'Date,Transaction ID,Transaction Type,Counterparty,Description,Amount,Balance',
  '2026-03-02 09:14:00,MP260302.0914.A1,PAYMENT_RECEIVED,237677000001,Paiement FA-2026-0001,59625,159625',
  '2026-03-03 10:00:00,MP260303.1000.B2,TRANSFER_SENT,237699000002,Transfert fournisseur,-20000,139625',
  '2026-03-03 10:00:01,MP260303.1000.B3,FEE,,Frais de transfert,-250,139375',
].join('\n');

describe('CSV statements', () => {
  it('reads an MTN Mobile Money export through its preset: signed amounts, phones, running balances', () => {
    const statement = parseCsvStatement(MTN_CSV, CSV_PRESET_MAPPINGS.MTN_MOMO, 0);
    expect(statement.lines).toEqual([
      {
        lineNumber: 2,
        valueOn: '2026-03-02',
        label: 'Paiement FA-2026-0001',
        reference: 'MP260302.0914.A1',
        counterpartyPhone: '237677000001',
        amount: 59625n,
        runningBalance: 159625n,
      },
      expect.objectContaining({ lineNumber: 3, amount: -20000n, counterpartyPhone: '237699000002' }),
      expect.objectContaining({ lineNumber: 4, amount: -250n, counterpartyPhone: null, label: 'Frais de transfert' }),
    ]);
    const checked = checkStatementBalances(statement, ZERO_AMOUNT);
    expect(checked).toMatchObject({
      openingBalance: 100000n,
      closingBalance: 139375n,
      startOn: '2026-03-02',
      endOn: '2026-03-03',
    });
  });

  it('reads an Orange Money export: semicolons, French headers, day-first dates, decimal commas, debit and credit', () => {
    const text = [
      'Date;Référence;Libellé;Numéro;Débit;Crédit;Solde',
      '05/03/2026;CI260305.1;Dépôt client;+225 07 00 00 00 01;;1 500,00;11 500,00',
      '06/03/2026;CI260306.2;Retrait;;-300,50;;11 199,50',
    ].join('\r\n');
    const statement = parseCsvStatement(text, CSV_PRESET_MAPPINGS.ORANGE_MONEY, 2);
    expect(
      statement.lines.map((line) => [line.valueOn, line.amount, line.runningBalance, line.counterpartyPhone]),
    ).toEqual([
      ['2026-03-05', 150000n, 1150000n, '2250700000001'],
      ['2026-03-06', -30050n, 1119950n, null],
    ]);
  });

  it('names every line at fault, by its line in the file', () => {
    const text = [
      'Date,Transaction ID,Transaction Type,Counterparty,Description,Amount,Balance',
      '2026-03-02,A,T,,ok,100,100',
      '2026-02-30,B,T,,bad date,100,200',
      '2026-03-04,C,T,,bad amount,1O0,300',
      '',
      '2026-03-05,D,T,,zero,0,300',
    ].join('\n');
    expect(faultsOf(() => parseCsvStatement(text, CSV_PRESET_MAPPINGS.MTN_MOMO, 0))).toEqual({
      code: 'STATEMENT_FILE_MALFORMED',
      faults: [
        { lineNumber: 3, field: 'date', code: 'DATE_INVALID' },
        { lineNumber: 4, field: 'amount', code: 'AMOUNT_INVALID' },
        { lineNumber: 6, field: 'amount', code: 'AMOUNT_INVALID' },
      ],
    });
  });
});

describe('CSV statements: the header and refusals of the whole file', () => {
  it('refuses a file without the mapped columns, at its header line', () => {
    const text = 'Day,What,How much\n2026-03-02,x,1';
    expect(faultsOf(() => parseCsvStatement(text, CSV_PRESET_MAPPINGS.MTN_MOMO, 0)).faults).toContainEqual({
      lineNumber: 1,
      field: 'Date',
      code: 'COLUMN_MUST_BE_PRESENT',
    });
  });

  it('reads the header at the line named, after a title block', () => {
    const mapping = { ...CSV_PRESET_MAPPINGS.MTN_MOMO, headerLine: 3 };
    const text = `Relevé MTN MoMo\nCompte 237670000000\n${MTN_CSV}`;
    expect(parseCsvStatement(text, mapping, 0).lines[0]?.lineNumber).toBe(4);
  });

  it('refuses an unclosed quote at its line', () => {
    const text = 'Date,Transaction ID,Transaction Type,Counterparty,Description,Amount,Balance\n2026-03-02,"A,T,,x,1,1';
    expect(faultsOf(() => parseCsvStatement(text, CSV_PRESET_MAPPINGS.MTN_MOMO, 0)).faults[0]?.lineNumber).toBe(2);
  });

  it('refuses a CSV without a mapping', () => {
    expect(faultsOf(() => parseStatementFile({ format: 'CSV', content: MTN_CSV }, 0, null)).faults[0]?.code).toBe(
      'MAPPING_REQUIRED',
    );
  });
});

describe('balances', () => {
  const line = (lineNumber: number, amount: bigint, runningBalance: bigint | null = null) => ({
    lineNumber,
    valueOn: '2026-03-02',
    label: 'x',
    reference: null,
    counterpartyPhone: null,
    amount: toAmount(amount),
    runningBalance: runningBalance === null ? null : toAmount(runningBalance),
  });

  it('refuses a running balance that does not follow the lines, naming the line', () => {
    const statement: ParsedStatement = {
      lines: [line(2, 100n, 100n), line(3, 50n, 170n), line(4, 10n, 180n)],
      openingBalance: null,
      closingBalance: null,
    };
    expect(faultsOf(() => checkStatementBalances(statement, ZERO_AMOUNT))).toEqual({
      code: 'STATEMENT_BALANCES_MUST_AGREE',
      faults: [{ lineNumber: 3, field: 'runningBalance', code: 'RUNNING_BALANCE_MUST_FOLLOW_LINES' }],
    });
  });

  it('refuses a closing balance that is not the opening plus the lines', () => {
    const statement: ParsedStatement = {
      lines: [line(5, 100n), line(6, -30n)],
      openingBalance: toAmount(1000n),
      closingBalance: toAmount(1000n),
    };
    expect(faultsOf(() => checkStatementBalances(statement, ZERO_AMOUNT)).faults).toEqual([
      { lineNumber: 6, field: 'closingBalance', code: 'CLOSING_BALANCE_MUST_FOLLOW_LINES' },
    ]);
    const agreed = checkStatementBalances({ ...statement, closingBalance: toAmount(1070n) }, ZERO_AMOUNT);
    expect(agreed.lines.map((item) => item.balanceAfter)).toEqual([1100n, 1070n]);
  });

  it('starts from the known balance of the account when the file states none', () => {
    const checked = checkStatementBalances(
      { lines: [line(2, 100n)], openingBalance: null, closingBalance: null },
      toAmount(500n),
    );
    expect([checked.openingBalance, checked.closingBalance]).toEqual([500n, 600n]);
  });

  it('gives identical lines of one file different keys, and the same keys when the file comes again', () => {
    const lines = [line(2, 100n), line(3, 100n), line(4, 200n)];
    const keys = statementLineKeys(lines);
    expect(new Set(keys).size).toBe(3);
    expect(statementLineKeys(lines.slice(0, 2))).toEqual(keys.slice(0, 2));
  });
});

describe('amounts and dates', () => {
  it.each([
    ['1 234,50', ',', 2, 123450n],
    ['1.234,50', ',', 2, 123450n],
    ['-1,234.50', '.', 2, -123450n],
    ['(250)', '.', 0, -250n],
    ['250-', '.', 0, -250n],
    ['+75', '.', 0, 75n],
    ['12.345', '.', 2, null],
    ['abc', '.', 0, null],
    ['', '.', 0, null],
  ] as const)('reads %s (decimal %s, scale %i) as %s', (text, separator, scale, expected) => {
    expect(parseStatementAmount(text, scale, separator)).toBe(expected);
  });

  it.each([
    ['2026-03-02T10:00:00', 'YYYY-MM-DD', '2026-03-02'],
    ['2/3/2026', 'DD/MM/YYYY', '2026-03-02'],
    ['3/2/2026', 'MM/DD/YYYY', '2026-03-02'],
    ['02.03.2026', 'DD.MM.YYYY', '2026-03-02'],
    ['20260302120000[+1:WAT]', 'YYYYMMDD', '2026-03-02'],
    ['31/02/2026', 'DD/MM/YYYY', null],
  ] as const)('reads the date %s in %s as %s', (text, format, expected) => {
    expect(parseStatementDate(text, format)).toBe(expected);
  });
});

describe('line dates outside 1900–2999', () => {
  it.each([
    [
      'OFX',
      '<STMTTRN><DTPOSTED>00000101<TRNAMT>5</STMTTRN>\n<STMTTRN><DTPOSTED>30000101<TRNAMT>5</STMTTRN>',
      'DTPOSTED',
    ],
    [
      'CAMT053',
      '<Stmt><Ntry><Amt>5</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>1899-12-31</Dt></BookgDt></Ntry>\n<Ntry><Amt>5</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>3000-01-01</Dt></BookgDt></Ntry></Stmt>',
      'BookgDt',
    ],
  ] as const)('%s: refuses each such line by its number, as DATE_OUT_OF_RANGE', (format, content, field) => {
    expect(faultsOf(() => parseStatementFile({ format, content }, 0, null)).faults).toEqual([
      { lineNumber: 1, field, code: 'DATE_OUT_OF_RANGE' },
      { lineNumber: 2, field, code: 'DATE_OUT_OF_RANGE' },
    ]);
  });

  it('CSV: keeps the first and last days of the range', () => {
    const csv = [MTN_CSV.split('\n')[0], '1900-01-01,A,T,,x,5,', '2999-12-31,B,T,,y,5,', '0000-01-01,C,T,,z,5,'];
    expect(faultsOf(() => parseCsvStatement(csv.join('\n'), CSV_PRESET_MAPPINGS.MTN_MOMO, 0)).faults).toEqual([
      { lineNumber: 4, field: 'date', code: 'DATE_OUT_OF_RANGE' },
    ]);
  });
});

describe('OFX statements', () => {
  const ofx = `OFXHEADER:100
DATA:OFXSGML
<OFX>
<BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>XAF
<BANKTRANLIST>
<STMTTRN>
<TRNTYPE>CREDIT
<DTPOSTED>20260302
<TRNAMT>59625
<FITID>F-1
<NAME>VIREMENT CLIENT
<MEMO>FA-2026-0001
</STMTTRN>
<STMTTRN>
<TRNTYPE>DEBIT
<DTPOSTED>20260305120000
<TRNAMT>-1500.00
<FITID>F-2
<NAME>FRAIS TENUE DE COMPTE
</STMTTRN>
</BANKTRANLIST>
<LEDGERBAL><BALAMT>158125<DTASOF>20260331</LEDGERBAL>
</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

  it('reads OFX 1 (SGML) lines, their references and the closing balance', () => {
    const statement = parseOfxStatement(ofx, 0);
    expect(statement.closingBalance).toBe(158125n);
    expect(statement.lines).toEqual([
      expect.objectContaining({
        lineNumber: 6,
        valueOn: '2026-03-02',
        amount: 59625n,
        reference: 'F-1',
        label: 'VIREMENT CLIENT FA-2026-0001',
      }),
      expect.objectContaining({ lineNumber: 14, valueOn: '2026-03-05', amount: -1500n, reference: 'F-2' }),
    ]);
    expect(checkStatementBalances(statement, ZERO_AMOUNT).openingBalance).toBe(100000n);
  });

  it('names the transaction at fault', () => {
    expect(faultsOf(() => parseOfxStatement(ofx.replace('<TRNAMT>-1500.00', '<TRNAMT>lots'), 0)).faults).toEqual([
      { lineNumber: 14, field: 'TRNAMT', code: 'AMOUNT_INVALID' },
    ]);
  });
});

describe('CAMT.053 statements', () => {
  const camt = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">
<BkToCstmrStmt><Stmt><Id>S-1</Id>
<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>
<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1120.50</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>
<Ntry>
  <Amt Ccy="EUR">150.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-03-02</Dt></BookgDt>
  <AcctSvcrRef>REF-1</AcctSvcrRef>
  <NtryDtls><TxDtls><RmtInf><Ustrd>Paiement FA-2026-0001 &amp; co</Ustrd></RmtInf></TxDtls></NtryDtls>
</Ntry>
<Ntry>
  <Amt Ccy="EUR">29.50</Amt><CdtDbtInd>DBIT</CdtDbtInd><BookgDt><Dt>2026-03-04</Dt></BookgDt>
  <AddtlNtryInf>Frais bancaires</AddtlNtryInf>
</Ntry>
</Stmt></BkToCstmrStmt></Document>`;

  it('reads entries with their side, and the opening and closing balances', () => {
    const statement = parseCamtStatement(camt, 2);
    expect(statement).toMatchObject({ openingBalance: 100000n, closingBalance: 112050n });
    expect(statement.lines).toEqual([
      expect.objectContaining({
        lineNumber: 6,
        amount: 15000n,
        reference: 'REF-1',
        label: 'Paiement FA-2026-0001 & co',
      }),
      expect.objectContaining({ lineNumber: 11, amount: -2950n, valueOn: '2026-03-04', label: 'Frais bancaires' }),
    ]);
    expect(checkStatementBalances(statement, ZERO_AMOUNT).closingBalance).toBe(112050n);
  });

  it('refuses balances that do not follow the entries', () => {
    const wrong = parseCamtStatement(camt.replace('1120.50', '1120.00'), 2);
    expect(faultsOf(() => checkStatementBalances(wrong, ZERO_AMOUNT)).code).toBe('STATEMENT_BALANCES_MUST_AGREE');
  });

  it('names an entry without a side', () => {
    expect(faultsOf(() => parseCamtStatement(camt.replace('<CdtDbtInd>DBIT</CdtDbtInd>', ''), 2)).faults).toEqual([
      { lineNumber: 11, field: 'Amt', code: 'AMOUNT_INVALID' },
    ]);
  });
});

import {
  cleanLabel,
  FaultList,
  type ParsedStatement,
  parseStatementAmount,
  readLineDate,
  STATEMENT_LINES_MAX,
  StatementError,
  type StatementLine,
} from './bank-statement.ts';
import {
  checkStatementHeaders,
  normalizeAccountIdentifier,
  type StatementAccount,
  type StatementHeader,
} from './bank-statement-account.ts';
import { type MarkupReader, type OpenElements, scanMarkup } from './markup-scanner.ts';
import { type Amount, toAmount } from './money.ts';

/** An element read as a record: the line it opens at and the first text of each field inside it, trimmed. */
interface MarkupRecord {
  lineNumber: number;
  fields: Map<string, string>;
}

const recordAt = (lineNumber: number): MarkupRecord => ({ lineNumber, fields: new Map() });

function keepFirst(record: MarkupRecord | undefined, key: string, text: string): void {
  if (record && !record.fields.has(key)) record.fields.set(key, text.trim());
}

/**
 * Refuses a file, at the line where it passes the bound, once it holds more than STATEMENT_LINES_MAX
 * records of a kind (lines, statements, balances) over all its statements: read memory stays bounded.
 */
function countRecord(count: number, lineNumber: number): number {
  if (count >= STATEMENT_LINES_MAX) {
    throw new StatementError('STATEMENT_FILE_MALFORMED', [{ lineNumber, field: 'lines', code: 'TOO_MANY_LINES' }]);
  }
  return count + 1;
}

/** A statement of a file before its lines are read: its head, and what was read of it. */
interface StatementBlock<Body> {
  header: StatementHeader;
  body: Body;
}

/** Checks the heads of a file's statements against the account (when one is given), then reads each. */
function readStatements<Body>(
  statements: readonly StatementBlock<Body>[],
  account: StatementAccount | null,
  read: (statement: StatementBlock<Body>) => ParsedStatement,
): ParsedStatement[] {
  if (account)
    checkStatementHeaders(
      statements.map((statement) => statement.header),
      account,
    );
  const parsed = statements.map((statement) => ({
    ...read(statement),
    accountIdentifier: statement.header.accountIdentifier,
    currency: statement.header.currency,
  }));
  // The bound is the file's, whatever the number of its statements.
  if (parsed.reduce((count, statement) => count + statement.lines.length, 0) > STATEMENT_LINES_MAX) {
    throw new StatementError('STATEMENT_FILE_MALFORMED', [{ lineNumber: 1, field: 'lines', code: 'TOO_MANY_LINES' }]);
  }
  return parsed;
}

const currencyCode = (text: string | null | undefined) => {
  const code = (text ?? '').trim().toUpperCase();
  return /^[A-Z]{3}$/.test(code) ? code : null;
};

interface OfxStatement extends MarkupRecord {
  transactions: MarkupRecord[];
  ledger: MarkupRecord | null;
}

const TRANSACTION_FIELDS = new Set(['DTPOSTED', 'TRNAMT', 'NAME', 'MEMO', 'CHECKNUM', 'FITID']);

/** Gathers an OFX file's statements (STMTRS, CCSTMTRS) as the scanner meets them; the whole file is one when it has none. */
class OfxReader implements MarkupReader {
  readonly found: OfxStatement[] = [];
  readonly whole: OfxStatement = { ...recordAt(1), transactions: [], ledger: null };
  private readonly openStatements: OfxStatement[] = [];
  private readonly transactions: MarkupRecord[] = [];
  private transactionCount = 0;

  private current(): OfxStatement {
    return this.openStatements.at(-1) ?? this.whole;
  }

  open(name: string, lineNumber: number): void {
    if (name === 'STMTRS' || name === 'CCSTMTRS') {
      countRecord(this.found.length, lineNumber);
      const statement = { ...recordAt(lineNumber), transactions: [], ledger: null };
      this.found.push(statement);
      this.openStatements.push(statement);
    } else if (name === 'STMTTRN') {
      this.transactionCount = countRecord(this.transactionCount, lineNumber);
      const transaction = recordAt(lineNumber);
      this.current().transactions.push(transaction);
      this.transactions.push(transaction);
    } else if (name === 'LEDGERBAL') {
      this.current().ledger ??= recordAt(lineNumber);
    }
  }

  text(name: string, text: string, within: OpenElements): void {
    if (name === 'ACCTID' || name === 'CURDEF') {
      keepFirst(this.current(), name, text);
      keepFirst(this.whole, name, text);
    }
    if (TRANSACTION_FIELDS.has(name)) keepFirst(this.transactions.at(-1), name, text);
    if (name === 'BALAMT' && within.has('LEDGERBAL')) keepFirst(this.current().ledger ?? undefined, name, text);
  }

  close(name: string): void {
    if (name === 'STMTRS' || name === 'CCSTMTRS') this.openStatements.pop();
    else if (name === 'STMTTRN') this.transactions.pop();
  }
}

/**
 * The statements of an OFX file (1.x SGML or 2.x XML), one per STMTRS (bank) or CCSTMTRS (card),
 * each with its ACCTID and CURDEF; a file without those blocks is one statement. Each STMTTRN is a
 * line (TRNAMT signed, DTPOSTED, NAME and MEMO as label, FITID or CHECKNUM as reference); LEDGERBAL
 * is the closing balance. Read in one pass by `scanMarkup`.
 */
export function parseOfxStatements(text: string, scale: number, account: StatementAccount | null): ParsedStatement[] {
  const reader = new OfxReader();
  scanMarkup(text, reader);
  const found = reader.found.length > 0 ? reader.found : [reader.whole];
  const statements = found.map((statement) => ({
    header: {
      lineNumber: statement.lineNumber,
      accountIdentifier: normalizeAccountIdentifier(statement.fields.get('ACCTID')),
      currency: currencyCode(statement.fields.get('CURDEF')),
    },
    body: statement,
  }));
  return readStatements(statements, account, (statement) => parseOfxStatement(statement, scale));
}

function parseOfxStatement({ header, body }: StatementBlock<OfxStatement>, scale: number): ParsedStatement {
  const faults = new FaultList();
  if (body.transactions.length === 0) faults.add(header.lineNumber, 'STMTTRN', 'LINES_REQUIRED');
  faults.throwIfAny();
  const lines: StatementLine[] = [];
  for (const { lineNumber, fields } of body.transactions) {
    const valueOn = readLineDate(fields.get('DTPOSTED') ?? '', 'YYYYMMDD', (code) =>
      faults.add(lineNumber, 'DTPOSTED', code),
    );
    const amount = parseStatementAmount(fields.get('TRNAMT') ?? '', scale, '.');
    if (amount === null || amount === 0n) faults.add(lineNumber, 'TRNAMT', 'AMOUNT_INVALID');
    if (!valueOn || amount === null || amount === 0n) continue;
    const label = [fields.get('NAME'), fields.get('MEMO')].filter(Boolean).join(' ');
    lines.push({
      lineNumber,
      valueOn,
      label: cleanLabel(label),
      reference: cleanLabel(fields.get('CHECKNUM') ?? fields.get('FITID') ?? '').slice(0, 100) || null,
      counterpartyPhone: null,
      amount,
      runningBalance: null,
    });
  }
  let closingBalance: Amount | null = null;
  if (body.ledger) {
    closingBalance = parseStatementAmount(body.ledger.fields.get('BALAMT') ?? '', scale, '.');
    if (closingBalance === null) faults.add(body.ledger.lineNumber, 'BALAMT', 'AMOUNT_INVALID');
  }
  faults.throwIfAny();
  return { lines, openingBalance: null, closingBalance };
}

/** A CAMT amount with its side: CRDT is money in, DBIT money out. */
function signedAmount(fields: ReadonlyMap<string, string>, scale: number): Amount | null {
  const amount = parseStatementAmount(fields.get('Amt') ?? '', scale, '.');
  const side = fields.get('CdtDbtInd');
  if (amount === null || amount < 0n || (side !== 'CRDT' && side !== 'DBIT')) return null;
  return toAmount(side === 'DBIT' ? -amount : amount);
}

interface CamtStatement extends MarkupRecord {
  /** The first Acct before the entries: IBAN, Othr/Id and Ccy. */
  account: MarkupRecord;
  accountRead: boolean;
  entriesStarted: boolean;
  amountCurrency: string | null;
  balances: MarkupRecord[];
  entries: MarkupRecord[];
}

const ENTRY_FIELDS = new Set(['Ustrd', 'AddtlNtryInf', 'Nm', 'AcctSvcrRef', 'NtryRef', 'EndToEndId']);
const BALANCE_FIELDS = new Set(['Cd', 'Amt', 'CdtDbtInd']);

/** The value of attribute `name` in a tag's attributes text, quoted either way; null when absent. */
function attributeOf(attributes: string, name: string): string | null {
  const at = attributes.indexOf(`${name}=`);
  if (at === -1) return null;
  const quote = attributes[at + name.length + 1];
  if (quote !== '"' && quote !== "'") return null;
  const end = attributes.indexOf(quote, at + name.length + 2);
  return end === -1 ? null : attributes.slice(at + name.length + 2, end);
}

/** Gathers a CAMT.053 file's statements (Stmt) with their balances (Bal) and entries (Ntry) as the scanner meets them. */
class CamtReader implements MarkupReader {
  readonly found: CamtStatement[] = [];
  private readonly openStatements: CamtStatement[] = [];
  private readonly balances: MarkupRecord[] = [];
  private readonly entries: MarkupRecord[] = [];
  private counts = { balances: 0, entries: 0 };

  open(name: string, lineNumber: number, attributes: string): void {
    if (name === 'Stmt') {
      this.openStatement(lineNumber);
      return;
    }
    const statement = this.openStatements.at(-1);
    if (name === 'Ntry' || name === 'Bal') {
      const kind = name === 'Ntry' ? 'entries' : 'balances';
      this.counts[kind] = countRecord(this.counts[kind], lineNumber);
      // Pushed even outside a statement, so that its closing tag pops it.
      const record = recordAt(lineNumber);
      this[kind].push(record);
      if (!statement) return;
      statement[kind].push(record);
      if (kind === 'entries') statement.entriesStarted = true;
    } else if (name === 'Amt' && statement && statement.amountCurrency === null) {
      const currency = attributeOf(attributes, 'Ccy');
      if (currency && currency.length === 3) statement.amountCurrency = currency;
    }
  }

  private openStatement(lineNumber: number): void {
    countRecord(this.found.length, lineNumber);
    const statement: CamtStatement = {
      ...recordAt(lineNumber),
      account: recordAt(lineNumber),
      accountRead: false,
      entriesStarted: false,
      amountCurrency: null,
      balances: [],
      entries: [],
    };
    this.found.push(statement);
    this.openStatements.push(statement);
  }

  text(name: string, text: string, within: OpenElements): void {
    const statement = this.openStatements.at(-1);
    if (!statement) return;
    if (within.has('Acct') && !statement.accountRead && !statement.entriesStarted) {
      if (name === 'IBAN' || name === 'Ccy') keepFirst(statement.account, name, text);
      if (name === 'Id' && within.has('Othr')) keepFirst(statement.account, 'Othr', text);
    }
    const balance = this.balances.at(-1);
    if (balance) {
      if (BALANCE_FIELDS.has(name)) keepFirst(balance, name, text);
      return;
    }
    const entry = this.entries.at(-1);
    if (!entry) return;
    if ((name === 'Dt' || name === 'DtTm') && within.has('BookgDt')) keepFirst(entry, name, text);
    else if ((name === 'Amt' || name === 'CdtDbtInd') && !within.has('NtryDtls')) keepFirst(entry, name, text);
    else if (ENTRY_FIELDS.has(name)) keepFirst(entry, name, text);
  }

  close(name: string): void {
    if (name === 'Stmt') this.openStatements.pop();
    else if (name === 'Ntry') this.entries.pop();
    else if (name === 'Bal') this.balances.pop();
    else if (name === 'Acct') {
      const statement = this.openStatements.at(-1);
      if (statement && statement.account.fields.size > 0) statement.accountRead = true;
    }
  }
}

/**
 * The statements of a CAMT.053 file (ISO 20022 BankToCustomerStatement), one per Stmt, each naming
 * its account (Acct: IBAN or Othr/Id) and currency (Acct/Ccy, else its amounts'). Each Ntry is a
 * line (Amt with CdtDbtInd, BookgDt, AcctSvcrRef or NtryRef as reference, the remittance
 * information or AddtlNtryInf as label); the OPBD and CLBD balances are the opening and closing ones.
 * Read in one pass by `scanMarkup`.
 */
export function parseCamtStatements(text: string, scale: number, account: StatementAccount | null): ParsedStatement[] {
  const reader = new CamtReader();
  scanMarkup(text, reader);
  if (reader.found.length === 0) {
    throw new StatementError('STATEMENT_FILE_MALFORMED', [
      { lineNumber: 1, field: 'Stmt', code: 'STATEMENT_REQUIRED' },
    ]);
  }
  const statements = reader.found.map((statement) => {
    const { fields } = statement.account;
    return {
      header: {
        lineNumber: statement.lineNumber,
        accountIdentifier: normalizeAccountIdentifier(fields.get('IBAN') ?? fields.get('Othr')),
        currency: currencyCode(fields.get('Ccy') ?? statement.amountCurrency),
      },
      body: statement,
    };
  });
  return readStatements(statements, account, (statement) => parseCamtStatement(statement, scale));
}

function camtBalances(statement: CamtStatement, scale: number) {
  const faults = new FaultList();
  let openingBalance: Amount | null = null;
  let closingBalance: Amount | null = null;
  for (const balance of statement.balances) {
    const type = balance.fields.get('Cd');
    if (type !== 'OPBD' && type !== 'CLBD') continue;
    const amount = signedAmount(balance.fields, scale);
    if (amount === null) faults.add(balance.lineNumber, 'Bal', 'AMOUNT_INVALID');
    if (type === 'OPBD') openingBalance = amount;
    else closingBalance = amount;
  }
  return { faults, openingBalance, closingBalance };
}

function parseCamtStatement({ header, body }: StatementBlock<CamtStatement>, scale: number): ParsedStatement {
  const { faults, openingBalance, closingBalance } = camtBalances(body, scale);
  if (body.entries.length === 0) faults.add(header.lineNumber, 'Ntry', 'LINES_REQUIRED');
  faults.throwIfAny();
  const lines: StatementLine[] = [];
  for (const { lineNumber, fields } of body.entries) {
    const valueOn = readLineDate(fields.get('Dt') ?? fields.get('DtTm') ?? '', 'YYYY-MM-DD', (code) =>
      faults.add(lineNumber, 'BookgDt', code),
    );
    const amount = signedAmount(fields, scale);
    if (amount === null || amount === 0n) faults.add(lineNumber, 'Amt', 'AMOUNT_INVALID');
    if (!valueOn || amount === null || amount === 0n) continue;
    const label = fields.get('Ustrd') ?? fields.get('AddtlNtryInf') ?? fields.get('Nm') ?? '';
    const reference = fields.get('AcctSvcrRef') ?? fields.get('NtryRef') ?? fields.get('EndToEndId') ?? '';
    lines.push({
      lineNumber,
      valueOn,
      label: cleanLabel(label),
      reference: cleanLabel(reference).slice(0, 100) || null,
      counterpartyPhone: null,
      amount,
      runningBalance: null,
    });
  }
  faults.throwIfAny();
  return { lines, openingBalance, closingBalance };
}

import {
  cleanLabel,
  FaultList,
  type ParsedStatement,
  parseStatementAmount,
  parseStatementDate,
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
import { type Amount, toAmount } from './money.ts';

/** The 1-based line of the file where a character offset sits, asked in any order. */
function lineCounter(text: string) {
  const breaks: number[] = [];
  for (let offset = text.indexOf('\n'); offset !== -1; offset = text.indexOf('\n', offset + 1)) breaks.push(offset);
  return (target: number) => {
    let low = 0;
    let high = breaks.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((breaks[middle] ?? 0) < target) low = middle + 1;
      else high = middle;
    }
    return low + 1;
  };
}

/** Each block `<tag>…</tag>` of a text, with its offset. Namespaces prefixes are accepted. */
function blocks(text: string, tag: string): Array<{ body: string; offset: number }> {
  const pattern = new RegExp(`<(?:\\w+:)?${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:\\w+:)?${tag}>`, 'g');
  return [...text.matchAll(pattern)].map((match) => ({ body: match[1] ?? '', offset: match.index }));
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of the first element `tag` of a block: `<TAG>value</TAG>`, or OFX 1's unclosed `<TAG>value`. */
function textOf(body: string, tag: string): string | null {
  const match = new RegExp(`<(?:\\w+:)?${tag}(?:\\s[^>]*)?>([^<]*)`).exec(body);
  return match ? unescapeXml((match[1] ?? '').trim()) : null;
}

/** A statement of a file before its lines are read: its head, and where its body starts in the file. */
interface StatementBlock {
  header: StatementHeader;
  body: string;
  /** Offset of the body in the file, so faults name lines of the file. */
  base: number;
}

/** Checks the heads of a file's statements against the account (when one is given), then reads each. */
function readStatements(
  statements: readonly StatementBlock[],
  account: StatementAccount | null,
  read: (statement: StatementBlock) => ParsedStatement,
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

/**
 * The statements of an OFX file (1.x SGML or 2.x XML), one per STMTRS (bank) or CCSTMTRS (card),
 * each with its ACCTID and CURDEF; a file without those blocks is one statement. Each STMTTRN is a
 * line (TRNAMT signed, DTPOSTED, NAME and MEMO as label, FITID or CHECKNUM as reference); LEDGERBAL
 * is the closing balance.
 */
export function parseOfxStatements(text: string, scale: number, account: StatementAccount | null): ParsedStatement[] {
  const lineOf = lineCounter(text);
  const found = [...blocks(text, 'STMTRS'), ...blocks(text, 'CCSTMTRS')].sort((a, b) => a.offset - b.offset);
  const statements: StatementBlock[] = (found.length > 0 ? found : [{ body: text, offset: 0 }]).map(
    ({ body, offset }) => ({
      header: {
        lineNumber: lineOf(offset),
        accountIdentifier: normalizeAccountIdentifier(textOf(body, 'ACCTID')),
        currency: currencyCode(textOf(body, 'CURDEF')),
      },
      body,
      base: found.length > 0 ? offset + text.slice(offset).indexOf('>') + 1 : 0,
    }),
  );
  return readStatements(statements, account, (statement) => parseOfxStatement(statement, scale, lineOf));
}

function parseOfxStatement(
  { header, body: text, base }: StatementBlock,
  scale: number,
  lineOf: (offset: number) => number,
): ParsedStatement {
  const faults = new FaultList();
  const transactions = blocks(text, 'STMTTRN');
  if (transactions.length === 0) faults.add(header.lineNumber, 'STMTTRN', 'LINES_REQUIRED');
  if (transactions.length > STATEMENT_LINES_MAX) faults.add(header.lineNumber, 'STMTTRN', 'TOO_MANY_LINES');
  faults.throwIfAny();
  const lines: StatementLine[] = [];
  for (const { body, offset } of transactions) {
    const lineNumber = lineOf(base + offset);
    const valueOn = parseStatementDate(textOf(body, 'DTPOSTED') ?? '', 'YYYYMMDD');
    const amount = parseStatementAmount(textOf(body, 'TRNAMT') ?? '', scale, '.');
    if (!valueOn) faults.add(lineNumber, 'DTPOSTED', 'DATE_INVALID');
    if (amount === null || amount === 0n) faults.add(lineNumber, 'TRNAMT', 'AMOUNT_INVALID');
    if (!valueOn || amount === null || amount === 0n) continue;
    const label = [textOf(body, 'NAME'), textOf(body, 'MEMO')].filter(Boolean).join(' ');
    lines.push({
      lineNumber,
      valueOn,
      label: cleanLabel(label),
      reference: cleanLabel(textOf(body, 'CHECKNUM') ?? textOf(body, 'FITID') ?? '').slice(0, 100) || null,
      counterpartyPhone: null,
      amount,
      runningBalance: null,
    });
  }
  const [ledger] = blocks(text, 'LEDGERBAL');
  let closingBalance: Amount | null = null;
  if (ledger) {
    closingBalance = parseStatementAmount(textOf(ledger.body, 'BALAMT') ?? '', scale, '.');
    if (closingBalance === null) faults.add(lineOf(base + ledger.offset), 'BALAMT', 'AMOUNT_INVALID');
  } else {
    // OFX 1 may leave LEDGERBAL unclosed: its BALAMT follows the tag.
    const open = /<LEDGERBAL>\s*<BALAMT>([^<\s]*)/.exec(text);
    if (open) closingBalance = parseStatementAmount(open[1] ?? '', scale, '.');
  }
  faults.throwIfAny();
  return { lines, openingBalance: null, closingBalance };
}

/** A CAMT amount with its side: CRDT is money in, DBIT money out. */
function signedAmount(body: string, scale: number): Amount | null {
  const amount = parseStatementAmount(textOf(body, 'Amt') ?? '', scale, '.');
  const side = textOf(body, 'CdtDbtInd');
  if (amount === null || amount < 0n || (side !== 'CRDT' && side !== 'DBIT')) return null;
  return toAmount(side === 'DBIT' ? -amount : amount);
}

/** The head of a CAMT statement, before its entries: its Acct (IBAN or other id) and currency. */
function camtHeader(body: string, lineNumber: number): StatementHeader {
  const head = body.split(/<(?:\w+:)?Ntry[\s>]/)[0] ?? '';
  const [accountBlock] = blocks(head, 'Acct');
  const [other] = blocks(accountBlock?.body ?? '', 'Othr');
  const iban = textOf(accountBlock?.body ?? '', 'IBAN');
  const amountCurrency = /<(?:\w+:)?Amt\s+Ccy="([A-Za-z]{3})"/.exec(body)?.[1];
  return {
    lineNumber,
    accountIdentifier: normalizeAccountIdentifier(iban ?? textOf(other?.body ?? '', 'Id')),
    currency: currencyCode(textOf(accountBlock?.body ?? '', 'Ccy') ?? amountCurrency),
  };
}

/**
 * The statements of a CAMT.053 file (ISO 20022 BankToCustomerStatement), one per Stmt, each naming
 * its account (Acct: IBAN or Othr/Id) and currency (Acct/Ccy, else its amounts'). Each Ntry is a
 * line (Amt with CdtDbtInd, BookgDt, AcctSvcrRef or NtryRef as reference, the remittance
 * information or AddtlNtryInf as label); the OPBD and CLBD balances are the opening and closing ones.
 */
export function parseCamtStatements(text: string, scale: number, account: StatementAccount | null): ParsedStatement[] {
  const lineOf = lineCounter(text);
  const found = blocks(text, 'Stmt');
  if (found.length === 0) {
    throw new StatementError('STATEMENT_FILE_MALFORMED', [
      { lineNumber: 1, field: 'Stmt', code: 'STATEMENT_REQUIRED' },
    ]);
  }
  const statements = found.map(({ body, offset }) => ({
    header: camtHeader(body, lineOf(offset)),
    body,
    base: offset + text.slice(offset).indexOf('>') + 1,
  }));
  return readStatements(statements, account, (statement) => parseCamtStatement(statement, scale, lineOf));
}

function camtBalances(statement: StatementBlock, scale: number, lineOf: (offset: number) => number) {
  const faults = new FaultList();
  let openingBalance: Amount | null = null;
  let closingBalance: Amount | null = null;
  for (const balance of blocks(statement.body, 'Bal')) {
    const type = textOf(balance.body, 'Cd');
    if (type !== 'OPBD' && type !== 'CLBD') continue;
    const amount = signedAmount(balance.body, scale);
    if (amount === null) faults.add(lineOf(statement.base + balance.offset), 'Bal', 'AMOUNT_INVALID');
    if (type === 'OPBD') openingBalance = amount;
    else closingBalance = amount;
  }
  return { faults, openingBalance, closingBalance };
}

function parseCamtStatement(statement: StatementBlock, scale: number, lineOf: (offset: number) => number) {
  const { faults, openingBalance, closingBalance } = camtBalances(statement, scale, lineOf);
  const { base, header } = statement;
  const entries = blocks(statement.body, 'Ntry');
  if (entries.length === 0) faults.add(header.lineNumber, 'Ntry', 'LINES_REQUIRED');
  if (entries.length > STATEMENT_LINES_MAX) faults.add(header.lineNumber, 'Ntry', 'TOO_MANY_LINES');
  faults.throwIfAny();
  const lines: StatementLine[] = [];
  for (const { body, offset } of entries) {
    const lineNumber = lineOf(base + offset);
    const [booking] = blocks(body, 'BookgDt');
    const valueOn = parseStatementDate(
      textOf(booking?.body ?? '', 'Dt') ?? textOf(booking?.body ?? '', 'DtTm') ?? '',
      'YYYY-MM-DD',
    );
    const amount = signedAmount(body.replace(/<(?:\w+:)?NtryDtls[\s\S]*$/, ''), scale);
    if (!valueOn) faults.add(lineNumber, 'BookgDt', 'DATE_INVALID');
    if (amount === null || amount === 0n) faults.add(lineNumber, 'Amt', 'AMOUNT_INVALID');
    if (!valueOn || amount === null || amount === 0n) continue;
    const label = textOf(body, 'Ustrd') ?? textOf(body, 'AddtlNtryInf') ?? textOf(body, 'Nm') ?? '';
    const reference = textOf(body, 'AcctSvcrRef') ?? textOf(body, 'NtryRef') ?? textOf(body, 'EndToEndId') ?? '';
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

import {
  cleanLabel,
  FaultList,
  type ParsedStatement,
  parseStatementAmount,
  parseStatementDate,
  STATEMENT_LINES_MAX,
  type StatementLine,
} from './bank-statement.ts';
import { type Amount, toAmount } from './money.ts';

/** The 1-based line of the file where a character offset sits (counted once per file, in order). */
function lineCounter(text: string) {
  let offset = 0;
  let line = 1;
  return (target: number) => {
    for (; offset < target && offset < text.length; offset++) if (text[offset] === '\n') line++;
    return line;
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

/**
 * An OFX statement (1.x SGML or 2.x XML): each STMTTRN is a line (TRNAMT signed, DTPOSTED, NAME and
 * MEMO as label, FITID or CHECKNUM as reference); LEDGERBAL is the closing balance.
 */
export function parseOfxStatement(text: string, scale: number): ParsedStatement {
  const faults = new FaultList();
  const lineOf = lineCounter(text);
  const transactions = blocks(text, 'STMTTRN');
  if (transactions.length === 0) faults.add(1, 'STMTTRN', 'LINES_REQUIRED');
  if (transactions.length > STATEMENT_LINES_MAX) faults.add(1, 'STMTTRN', 'TOO_MANY_LINES');
  faults.throwIfAny();
  const lines: StatementLine[] = [];
  for (const { body, offset } of transactions) {
    const lineNumber = lineOf(offset);
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
    if (closingBalance === null) faults.add(lineOf(ledger.offset), 'BALAMT', 'AMOUNT_INVALID');
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

/**
 * A CAMT.053 statement (ISO 20022 BankToCustomerStatement), its first Stmt: each Ntry is a line
 * (Amt with CdtDbtInd, BookgDt, AcctSvcrRef or NtryRef as reference, the remittance information or
 * AddtlNtryInf as label); the OPBD and CLBD balances are the opening and closing balances.
 */
export function parseCamtStatement(text: string, scale: number): ParsedStatement {
  const faults = new FaultList();
  const lineOf = lineCounter(text);
  const [statement] = blocks(text, 'Stmt');
  if (!statement) {
    faults.add(1, 'Stmt', 'STATEMENT_REQUIRED');
    faults.throwIfAny();
    return { lines: [], openingBalance: null, closingBalance: null };
  }
  const base = statement.offset + text.slice(statement.offset).indexOf('>') + 1;
  let openingBalance: Amount | null = null;
  let closingBalance: Amount | null = null;
  for (const balance of blocks(statement.body, 'Bal')) {
    const type = textOf(balance.body, 'Cd');
    if (type !== 'OPBD' && type !== 'CLBD') continue;
    const amount = signedAmount(balance.body, scale);
    if (amount === null) faults.add(lineOf(base + balance.offset), 'Bal', 'AMOUNT_INVALID');
    if (type === 'OPBD') openingBalance = amount;
    else closingBalance = amount;
  }
  const entries = blocks(statement.body, 'Ntry');
  if (entries.length === 0) faults.add(lineOf(base), 'Ntry', 'LINES_REQUIRED');
  if (entries.length > STATEMENT_LINES_MAX) faults.add(lineOf(base), 'Ntry', 'TOO_MANY_LINES');
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
    lines.push({
      lineNumber,
      valueOn,
      label: cleanLabel(label),
      reference:
        cleanLabel(textOf(body, 'AcctSvcrRef') ?? textOf(body, 'NtryRef') ?? textOf(body, 'EndToEndId') ?? '').slice(
          0,
          100,
        ) || null,
      counterpartyPhone: null,
      amount,
      runningBalance: null,
    });
  }
  faults.throwIfAny();
  return { lines, openingBalance, closingBalance };
}

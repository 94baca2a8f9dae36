import {
  type Amount,
  AmountError,
  type CheckedStatement,
  type CsvStatementMapping,
  checkStatementBalances,
  csvMappingOf,
  currencyScale,
  formatAmount,
  type ParsedStatement,
  parseAmount,
  type StatementAccount,
  StatementError,
  toAmount,
} from '@bilan/accounting';
import {
  type BankStatement,
  type BankStatementImport,
  type BankStatementLine,
  type BankStatementList,
  type BankStatementSummary,
  type CsvStatementMappingBody,
  csvStatementMappingSchema,
  type ImportBankStatementBody,
  type ImportedStatement,
  type StatementPreviewLine,
} from '@bilan/contract';
import type { Transaction } from '../../db/client.ts';
import { databaseErrorCode } from '../../db/tenant.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import {
  getTreasuryAccountRow,
  keepAccountIdentifier,
  statementAccountOf,
} from '../payments/treasury-accounts.service.ts';
import {
  balanceBefore,
  existingHashes,
  findSavedMapping,
  insertStatementLines,
  readStatementLines,
  readStatements,
  type StatementLineRow,
  type StatementRow,
  saveMapping,
} from './bank-statements.queries.ts';
import { bankStatements } from './bank-statements.table.ts';
import type { ReadStatementFile, StatementParser } from './statement-parser.ts';

/** The treasury account (class 5, three digits or more, as postings need) a statement is imported into; 404 when not the company's. */
export const getTreasuryAccount = getTreasuryAccountRow;

/** A refusal of the file as the API answers it: each line at fault as a field `lines.<n>.<field>`. */
function refusalOf(error: StatementError): AppError {
  return new AppError(error.code, {
    fields: error.faults.map((fault) => ({ path: `lines.${fault.lineNumber}.${fault.field}`, code: fault.code })),
  });
}

function bodyAmount(text: string | null | undefined, scale: number, path: string): Amount | null {
  if (text === null || text === undefined) return null;
  try {
    return parseAmount(text, scale);
  } catch (error) {
    if (error instanceof AmountError) throw new AppError('AMOUNT_INVALID', { fields: [{ path, code: error.code }] });
    throw error;
  }
}

/**
 * The file's statements, read off the event loop by `parse` and checked against the account's currency
 * and IBAN; the body's balances bound the file.
 */
async function readFile(
  tx: Transaction,
  company: CompanyContext,
  body: ImportBankStatementBody,
  input: { account: StatementAccount; parse: StatementParser },
): Promise<ReadStatementFile & { mapping: CsvStatementMapping | null }> {
  let mapping: CsvStatementMapping | null = null;
  if (body.format === 'CSV') {
    const saved = csvStatementMappingSchema.safeParse(
      await findSavedMapping(tx, company.companyId, body.treasuryAccountId),
    );
    mapping = csvMappingOf(body) ?? (saved.success ? saved.data : null);
  }
  // A statement's amounts are in the account's currency, read in its minor units.
  const scale = currencyScale(input.account.currency);
  try {
    const { statements, lineHashes } = await input.parse(
      { format: body.format, content: body.content, mapping },
      scale,
      input.account,
    );
    const opening = bodyAmount(body.openingBalance, scale, 'openingBalance');
    const closing = bodyAmount(body.closingBalance, scale, 'closingBalance');
    const last = statements.length - 1;
    return {
      statements: statements.map((statement, index) => ({
        ...statement,
        openingBalance: (index === 0 ? opening : null) ?? statement.openingBalance,
        closingBalance: (index === last ? closing : null) ?? statement.closingBalance,
      })),
      lineHashes,
      mapping,
    };
  } catch (error) {
    if (error instanceof StatementError) throw refusalOf(error);
    throw error;
  }
}

function checkBalances(parsed: ParsedStatement, known: bigint | null): CheckedStatement {
  try {
    return checkStatementBalances(parsed, toAmount(known ?? 0n));
  } catch (error) {
    if (error instanceof StatementError) throw refusalOf(error);
    throw error;
  }
}

/** A statement of the file, checked, with its lines' hashes and which of them the account (or the file before it) holds. */
interface ReadStatement {
  parsed: ParsedStatement;
  checked: CheckedStatement;
  hashes: string[];
  existing: Set<string>;
}

/**
 * Checks each statement's balances, in the file's order: one that states no opening balance starts
 * from the closing of the statement before it, else from the account's last imported line. A line
 * an earlier statement of the same file holds counts as held.
 */
async function checkStatements(
  tx: Transaction,
  company: CompanyContext,
  accountId: string,
  { statements, lineHashes }: ReadStatementFile,
): Promise<ReadStatement[]> {
  const read: ReadStatement[] = [];
  const inFile = new Set<string>();
  for (const [index, parsed] of statements.entries()) {
    const first = parsed.lines[0];
    const known =
      read.at(-1)?.checked.closingBalance ??
      (first ? await balanceBefore(tx, company.companyId, accountId, first.valueOn) : null);
    const checked = checkBalances(parsed, known);
    const hashes = lineHashes[index] ?? [];
    const existing = await existingHashes(tx, company.companyId, accountId, hashes);
    for (const hash of hashes) if (inFile.has(hash)) existing.add(hash);
    for (const hash of hashes) inFile.add(hash);
    read.push({ parsed, checked, hashes, existing });
  }
  return read;
}

function summaryOf({ parsed, checked, hashes, existing }: ReadStatement, scale: number): ImportedStatement {
  const format = (amount: bigint) => formatAmount(toAmount(amount), scale);
  return {
    statementId: null,
    accountIdentifier: parsed.accountIdentifier ?? null,
    currency: parsed.currency ?? null,
    importedLineCount: hashes.filter((hash) => !existing.has(hash)).length,
    skippedLineCount: hashes.filter((hash) => existing.has(hash)).length,
    openingBalance: format(checked.openingBalance),
    closingBalance: format(checked.closingBalance),
    startDate: checked.startOn,
    endDate: checked.endOn,
  };
}

/** The file's totals over its statements: lines summed, the first opening and the last closing balance, the dates spanned. */
function totalsOf(statements: readonly ImportedStatement[]): Omit<BankStatementImport, 'lines' | 'statements'> {
  const [first] = statements;
  const last = statements.at(-1);
  if (!first || !last) throw new Error('a statement file is read with at least one statement');
  return {
    statementId: statements.find((statement) => statement.statementId)?.statementId ?? null,
    importedLineCount: statements.reduce((sum, statement) => sum + statement.importedLineCount, 0),
    skippedLineCount: statements.reduce((sum, statement) => sum + statement.skippedLineCount, 0),
    openingBalance: first.openingBalance,
    closingBalance: last.closingBalance,
    startDate: statements.map((statement) => statement.startDate).sort()[0] ?? first.startDate,
    endDate:
      statements
        .map((statement) => statement.endDate)
        .sort()
        .at(-1) ?? last.endDate,
  };
}

function previewLines(read: readonly ReadStatement[], scale: number): StatementPreviewLine[] {
  const format = (amount: bigint) => formatAmount(toAmount(amount), scale);
  return read.flatMap(({ checked, hashes, existing }, statementIndex) =>
    checked.lines.map((line, index) => ({
      lineNumber: line.lineNumber,
      date: line.valueOn,
      label: line.label,
      reference: line.reference,
      counterpartyPhone: line.counterpartyPhone,
      amount: format(line.amount),
      balanceAfter: format(line.balanceAfter),
      alreadyImported: existing.has(hashes[index] ?? ''),
      statementIndex,
    })),
  );
}

/**
 * Imports a statement file into a treasury account, whole or not at all: every statement of the
 * file of the account's currency and naming the account (else the file is refused), every line
 * read, the balances checked, and only lines the account does not hold yet added (a hash per line),
 * one statement saved per statement of the file. A preview answers the same reading and writes
 * nothing. A CSV's mapping is saved for the account's next import; the IBAN a first file names is kept.
 */
export async function importBankStatement(
  tx: Transaction,
  company: CompanyContext,
  body: ImportBankStatementBody,
  parse: StatementParser,
): Promise<{ created: boolean; result: BankStatementImport }> {
  const account = await getTreasuryAccount(tx, company, body.treasuryAccountId);
  const expected = await statementAccountOf(tx, company, account.id);
  const file = await readFile(tx, company, body, { account: expected, parse });
  const { statements, mapping } = file;
  const read = await checkStatements(tx, company, account.id, file);
  const scale = currencyScale(expected.currency);
  const summaries = read.map((statement) => summaryOf(statement, scale));
  if (body.preview) {
    const lines = previewLines(read, scale);
    return { created: false, result: { ...totalsOf(summaries), lines, statements: summaries } };
  }
  if (body.format === 'CSV' && mapping && (body.mapping || body.preset)) {
    await saveMapping(tx, company.companyId, account.id, mapping);
  }
  const named = statements.find((statement) => statement.accountIdentifier)?.accountIdentifier;
  if (named && !expected.identifier) await keepAccountIdentifier(tx, company, account, named);
  for (const [index, statement] of read.entries()) {
    const summary = summaries[index];
    if (!summary || summary.importedLineCount === 0) continue;
    summary.statementId = await insertStatement(tx, company, { accountId: account.id, body, ...statement });
    await recordAudit(tx, company, {
      action: 'CREATE',
      entityType: 'BANK_STATEMENT',
      entityId: summary.statementId,
      after: { accountNumber: account.number, fileName: body.fileName ?? null, ...summary },
    });
  }
  const result = { ...totalsOf(summaries), lines: [], statements: summaries };
  return { created: result.statementId !== null, result };
}

async function insertStatement(
  tx: Transaction,
  company: CompanyContext,
  input: {
    accountId: string;
    body: ImportBankStatementBody;
    checked: CheckedStatement;
    hashes: readonly string[];
    existing: ReadonlySet<string>;
  },
): Promise<string> {
  const { checked, hashes, existing } = input;
  const id = newId();
  const fresh = checked.lines.filter((_, index) => !existing.has(hashes[index] ?? ''));
  await tx.insert(bankStatements).values({
    id,
    companyId: company.companyId,
    accountId: input.accountId,
    format: input.body.format,
    fileName: input.body.fileName ?? null,
    startOn: checked.startOn,
    endOn: checked.endOn,
    openingBalance: checked.openingBalance,
    closingBalance: checked.closingBalance,
    lineCount: fresh.length,
    createdBy: company.userId,
  });
  try {
    await insertStatementLines(
      tx,
      { companyId: company.companyId, statementId: id, accountId: input.accountId },
      checked.lines.flatMap((line, index) => {
        const lineHash = hashes[index] ?? '';
        if (existing.has(lineHash)) return [];
        const { lineNumber, valueOn, label, reference, counterpartyPhone, amount, balanceAfter } = line;
        return [
          { id: newId(), lineNumber, valueOn, label, reference, counterpartyPhone, amount, balanceAfter, lineHash },
        ];
      }),
    );
  } catch (error) {
    // The same lines were imported by another request since they were looked up.
    if (databaseErrorCode(error) === '23505') throw new AppError('CONFLICT_RETRY');
    throw error;
  }
  return id;
}

function toSummary(row: StatementRow, companyCurrency: string): BankStatementSummary {
  const currency = row.currency ?? companyCurrency;
  const scale = currencyScale(currency);
  return {
    id: row.id,
    treasuryAccountId: row.accountId,
    accountNumber: row.accountNumber,
    format: row.format,
    fileName: row.fileName,
    startDate: row.startOn,
    endDate: row.endOn,
    openingBalance: formatAmount(toAmount(BigInt(row.openingBalance)), scale),
    closingBalance: formatAmount(toAmount(BigInt(row.closingBalance)), scale),
    lineCount: row.lineCount,
    reconciledLineCount: row.reconciledLineCount,
    createdAt: new Date(row.createdAt).toISOString(),
    currency,
  };
}

export function toStatementLine(row: StatementLineRow, scale: number): BankStatementLine {
  return {
    id: row.id,
    lineNumber: row.lineNumber,
    date: row.valueOn,
    label: row.label,
    reference: row.reference,
    counterpartyPhone: row.counterpartyPhone,
    amount: formatAmount(toAmount(BigInt(row.amount)), scale),
    balanceAfter: formatAmount(toAmount(BigInt(row.balanceAfter)), scale),
    journalLineIds: row.journalLineIds,
  };
}

export async function listBankStatements(
  tx: Transaction,
  company: CompanyContext,
  query: { treasuryAccountId?: string; cursor?: string; limit: number },
): Promise<BankStatementList> {
  if (query.treasuryAccountId) await getTreasuryAccount(tx, company, query.treasuryAccountId);
  const rows = await readStatements(tx, company.companyId, {
    accountId: query.treasuryAccountId,
    cursor: query.cursor,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => toSummary(row, company.currency)),
    nextCursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** A statement with its lines and what each is reconciled with; another company's answers 404. */
export async function getBankStatement(
  tx: Transaction,
  company: CompanyContext,
  statementId: string,
): Promise<BankStatement> {
  const [row] = await readStatements(tx, company.companyId, { ids: [statementId], limit: 1 });
  if (!row) throw notFound();
  const lines = await readStatementLines(tx, company.companyId, statementId);
  const summary = toSummary(row, company.currency);
  const scale = currencyScale(summary.currency);
  return { ...summary, lines: lines.map((line) => toStatementLine(line, scale)) };
}

/** The CSV mapping saved for a treasury account, null before its first CSV import. */
export async function getStatementMapping(
  tx: Transaction,
  company: CompanyContext,
  accountId: string,
): Promise<{ mapping: CsvStatementMappingBody | null }> {
  await getTreasuryAccount(tx, company, accountId);
  const saved = csvStatementMappingSchema.safeParse(await findSavedMapping(tx, company.companyId, accountId));
  return { mapping: saved.success ? saved.data : null };
}

import {
  type BookLineForSuggestion,
  convert,
  currencyScale,
  formatAmount,
  parseAmount,
  suggestReconciliations,
  toAmount,
  ZERO_AMOUNT,
} from '@bilan/accounting';
import type {
  BankStatementLine,
  BookLine,
  CreateStatementEntryBody,
  MatchStatementLineBody,
  StatementEntry,
  StatementReconciliation,
} from '@bilan/contract';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { databaseErrorCode } from '../../db/tenant.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { rateOn } from '../currencies/exchange-rates.service.ts';
import { getJournalByCode } from '../ledger/journals.service.ts';
import { postJournalEntry } from '../ledger/ledger.service.ts';
import { treasuryCurrencyOf, treasuryJournalOf } from '../payments/treasury-accounts.service.ts';
import {
  type BookLineRow,
  findAccount,
  lockStatementLine,
  readJournalLinesForReconciliation,
  readUnreconciledBookLines,
  rowsOf,
} from './bank-statements.queries.ts';
import { getBankStatement, toStatementLine } from './bank-statements.service.ts';
import { bankReconciliations, bankStatementRules } from './bank-statements.table.ts';

async function getUnreconciledLine(tx: Transaction, company: CompanyContext, statementId: string, lineId: string) {
  const line = await lockStatementLine(tx, company.companyId, statementId, lineId);
  if (!line) throw notFound();
  if (line.journalLineIds.length > 0) throw new AppError('STATEMENT_LINE_ALREADY_RECONCILED');
  return line;
}

async function insertReconciliations(
  tx: Transaction,
  company: CompanyContext,
  statementLineId: string,
  journalLineIds: readonly string[],
) {
  try {
    await tx.insert(bankReconciliations).values(
      journalLineIds.map((journalLineId) => ({
        journalLineId,
        statementLineId,
        companyId: company.companyId,
        createdBy: company.userId,
      })),
    );
  } catch (error) {
    // Another request reconciled one of the journal lines since they were read.
    if (databaseErrorCode(error) === '23505') throw new AppError('JOURNAL_LINE_ALREADY_RECONCILED');
    throw error;
  }
}

/**
 * Reconciles a statement line with journal lines of its treasury account (several when the bank
 * grouped them, e.g. a deposit of several cheques): none reconciled yet, all in open folders, and
 * their debits less credits equal to the line's amount, both in the account's currency (a foreign
 * account's lines by their foreign amounts).
 */
export async function matchStatementLine(
  tx: Transaction,
  company: CompanyContext,
  ids: { statementId: string; lineId: string },
  body: MatchStatementLineBody,
): Promise<BankStatementLine> {
  const line = await getUnreconciledLine(tx, company, ids.statementId, ids.lineId);
  const journalLineIds = [...new Set(body.journalLineIds)];
  const money = await treasuryCurrencyOf(tx, company, line.accountId);
  const journalLines = await readJournalLinesForReconciliation(tx, company.companyId, journalLineIds, money.foreign);
  if (journalLines.length !== journalLineIds.length) throw notFound();
  if (journalLines.some((journalLine) => journalLine.accountId !== line.accountId)) {
    throw new AppError('JOURNAL_LINE_MUST_BE_ON_STATEMENT_ACCOUNT');
  }
  if (journalLines.some((journalLine) => journalLine.reconciled)) throw new AppError('JOURNAL_LINE_ALREADY_RECONCILED');
  if (journalLines.some((journalLine) => journalLine.folderStatus !== 'OPEN')) {
    throw new AppError('RECONCILIATION_WORK_FOLDER_MUST_BE_OPEN');
  }
  const total = journalLines.reduce((sum, journalLine) => sum + BigInt(journalLine.amount), 0n);
  if (total !== BigInt(line.amount)) throw new AppError('RECONCILED_AMOUNTS_MUST_AGREE');
  await insertReconciliations(tx, company, line.id, journalLineIds);
  await recordAudit(tx, company, {
    action: 'CREATE',
    entityType: 'BANK_RECONCILIATION',
    entityId: line.id,
    after: { statementId: ids.statementId, journalLineIds },
  });
  return toStatementLine({ ...line, journalLineIds }, money.scale);
}

/** The open work folder of the company holding a day; refused when it is closed or missing. */
async function openFolderHolding(tx: Transaction, companyId: string, day: string): Promise<string> {
  const [folder] = await rowsOf<{ id: string; status: string }>(
    tx,
    sql`select id, status from work_folder where company_id = ${companyId}
        and start_date <= ${day} and end_date >= ${day} for key share`,
  );
  if (folder?.status !== 'OPEN') throw new AppError('RECONCILIATION_WORK_FOLDER_MUST_BE_OPEN');
  return folder.id;
}

/** The counter-account of a rule of the treasury account whose pattern the label holds, the longest pattern first. */
async function findRuleAccount(tx: Transaction, companyId: string, accountId: string, label: string) {
  const [rule] = await rowsOf<{ counterAccountId: string }>(
    tx,
    sql`select counter_account_id as "counterAccountId" from bank_statement_rule
        where company_id = ${companyId} and account_id = ${accountId}
          and position(pattern in lower(${label})) > 0
        order by length(pattern) desc, id limit 1`,
  );
  return rule?.counterAccountId ?? null;
}

async function rememberRule(
  tx: Transaction,
  company: CompanyContext,
  accountId: string,
  pattern: string,
  counterAccountId: string,
) {
  const id = newId();
  const [row] = await tx
    .insert(bankStatementRules)
    .values({ id, companyId: company.companyId, accountId, pattern: pattern.toLowerCase(), counterAccountId })
    .onConflictDoUpdate({
      target: [bankStatementRules.companyId, bankStatementRules.accountId, bankStatementRules.pattern],
      set: { counterAccountId },
    })
    .returning({ id: bankStatementRules.id });
  return row?.id ?? id;
}

/**
 * What a statement line's entry posts, in the company's currency: its amount; for an account in a
 * foreign currency, the line's amount converted at the rate of its date (422 EXCHANGE_RATE_MISSING
 * without one), the treasury line keeping the foreign amount the bank shows.
 */
async function entryAmountOf(
  tx: Transaction,
  company: CompanyContext,
  line: { accountId: string; amount: string; valueOn: string },
) {
  const signed = BigInt(line.amount);
  const magnitude = toAmount(signed < 0n ? -signed : signed);
  const { foreign } = await treasuryCurrencyOf(tx, company, line.accountId);
  if (!foreign) return { amount: signed, magnitude, foreign: null };
  const { rate } = await rateOn(tx, company, foreign, line.valueOn);
  const value = convert(magnitude, foreign, rate, company.currency);
  if (value === 0n) throw new AppError('AMOUNT_MUST_BE_POSITIVE');
  return { amount: signed, magnitude: value, foreign: { currency: foreign, amount: magnitude as bigint } };
}

/**
 * Posts the entry a statement line calls for and the books lack (fees, interest), through the
 * ledger's one write path, and reconciles the line with its treasury line. The counter-account is
 * the one asked for, else the one a rule of the account remembers for the label; the rule is
 * remembered (or changed) unless asked not to.
 */
export async function createStatementEntry(
  tx: Transaction,
  company: CompanyContext,
  ids: { statementId: string; lineId: string },
  body: CreateStatementEntryBody,
): Promise<StatementEntry> {
  const line = await getUnreconciledLine(tx, company, ids.statementId, ids.lineId);
  const treasury = await findAccount(tx, company, line.accountId);
  if (!treasury) throw notFound();
  const workFolderId = await openFolderHolding(tx, company.companyId, line.valueOn);
  const counterAccountId =
    body.counterAccountId ?? (await findRuleAccount(tx, company.companyId, line.accountId, line.label));
  if (!counterAccountId) throw new AppError('COUNTER_ACCOUNT_REQUIRED');
  if (!(await findAccount(tx, company, counterAccountId))) throw notFound();
  const { amount, magnitude, foreign } = await entryAmountOf(tx, company, line);
  const zero = ZERO_AMOUNT;
  const label = (body.label ?? line.label).slice(0, 200) || line.reference || treasury.number;
  const entryId = newId();
  const posted = await postJournalEntry(tx, {
    entryId,
    companyId: company.companyId,
    workFolderId,
    // Fees, interest, transfers go to the treasury's own journal: a wallet's, CA for cash, else BQ.
    journalId: (
      await getJournalByCode(
        tx,
        company.companyId,
        await treasuryJournalOf(tx, company, { accountId: treasury.id, accountNumber: treasury.number }),
      )
    ).id,
    entryOn: line.valueOn,
    label,
    sourceType: 'BANK_STATEMENT',
    sourceId: line.id,
    postedBy: company.userId,
    lines: [
      {
        accountId: line.accountId,
        subAccountId: null,
        label,
        debit: amount > 0n ? magnitude : zero,
        credit: amount > 0n ? zero : magnitude,
        foreign,
      },
      {
        accountId: counterAccountId,
        subAccountId: null,
        label,
        debit: amount > 0n ? zero : magnitude,
        credit: amount > 0n ? magnitude : zero,
      },
    ],
    audit: {
      action: 'CREATE',
      entityType: 'BANK_STATEMENT_ENTRY',
      entityId: line.id,
      after: { statementId: ids.statementId, counterAccountId, amount: line.amount },
    },
  });
  const [treasuryLine] = await rowsOf<{ id: string }>(
    tx,
    sql`select id from journal_line
        where company_id = ${company.companyId} and entry_id = ${posted.id} and line_number = 1`,
  );
  if (!treasuryLine) throw new Error('The posted entry has no first line');
  await insertReconciliations(tx, company, line.id, [treasuryLine.id]);
  const ruleId = body.rememberRule
    ? await rememberRule(tx, company, line.accountId, body.pattern ?? line.label, counterAccountId)
    : null;
  return { entryId: posted.id, entryNumber: posted.number, journalLineId: treasuryLine.id, counterAccountId, ruleId };
}

const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** The books side shown beside a statement: its period widened by a month each way, up to this many lines. */
const BOOK_LINES_SHOWN = 500;
/** Book lines weighed for suggestions at most: ten a statement line of the longest statement. */
const BOOK_LINES_READ = 200_000;
const BOOK_MARGIN_DAYS = 31;

function toBookLine(row: BookLineRow, scale: number, companyScale: number): BookLine {
  return {
    journalLineId: row.id,
    entryId: row.entryId,
    entryNumber: row.entryNumber,
    workFolderId: row.workFolderId,
    date: row.entryOn,
    label: row.label,
    amount: formatAmount(toAmount(BigInt(row.amount)), scale),
    companyAmount: formatAmount(toAmount(BigInt(row.companyAmount)), companyScale),
  };
}

/** The book lines a statement's unreconciled lines could be reconciled with, as suggestions weigh them. */
export function bookLinesForSuggestion(rows: readonly BookLineRow[]): BookLineForSuggestion[] {
  return rows.map((row) => ({
    id: row.id,
    entryOn: row.entryOn,
    amount: toAmount(BigInt(row.amount)),
    texts: [row.entryNumber, row.label, row.entryLabel],
    partyPhone: row.partyPhone,
  }));
}

/**
 * A statement beside the books: its lines, the account's unreconciled journal lines around its
 * period, and for each unreconciled statement line the journal lines suggested for it.
 */
export async function statementReconciliation(
  tx: Transaction,
  company: CompanyContext,
  statementId: string,
): Promise<StatementReconciliation> {
  const statement = await getBankStatement(tx, company, statementId);
  const money = await treasuryCurrencyOf(tx, company, statement.treasuryAccountId);
  const account = { id: statement.treasuryAccountId, foreign: money.foreign };
  const candidates = await readUnreconciledBookLines(tx, company.companyId, account, {
    from: shiftDay(statement.startDate, -BOOK_MARGIN_DAYS),
    to: shiftDay(statement.endDate, BOOK_MARGIN_DAYS),
    limit: BOOK_LINES_READ,
  });
  const open = statement.lines.filter((line) => line.journalLineIds.length === 0);
  const suggestions = suggestReconciliations(
    open.map((line) => ({
      id: line.id,
      valueOn: line.date,
      amount: parseAmount(line.amount, money.scale),
      label: line.label,
      reference: line.reference,
      counterpartyPhone: line.counterpartyPhone,
    })),
    bookLinesForSuggestion(candidates),
  );
  const wide = candidates.slice(0, BOOK_LINES_SHOWN);
  const companyScale = currencyScale(company.currency);
  return { statement, bookLines: wide.map((row) => toBookLine(row, money.scale, companyScale)), suggestions };
}

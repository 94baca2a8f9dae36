import { formatAmount, toAmount } from '@bilan/accounting';
import type { BankReconciliationReport, Language } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { findAccount, rowsOf } from './bank-statements.queries.ts';
import { getTreasuryAccount } from './bank-statements.service.ts';

interface BookRow {
  id: string;
  entryNumber: string;
  entryOn: string;
  label: string;
  amount: string;
  opening: boolean;
  statementLineId: string | null;
}

interface StatementRow {
  id: string;
  valueOn: string;
  label: string;
  reference: string | null;
  amount: string;
  journalLineIds: string[];
}

/** The account's journal lines of the folder dated on or before the day, with their reconciliation. */
function readBookLines(tx: Transaction, companyId: string, workFolderId: string, accountId: string, day: string) {
  return rowsOf<BookRow>(
    tx,
    sql`select l.id, e.number as "entryNumber", to_char(l.entry_date, 'YYYY-MM-DD') as "entryOn",
          coalesce(l.label, e.label) as label, (l.debit - l.credit)::text as amount, j.type = 'OPENING' as opening,
          r.statement_line_id as "statementLineId"
        from journal_line l join journal_entry e on e.id = l.entry_id join journal j on j.id = e.journal_id
        left join bank_reconciliation r on r.journal_line_id = l.id
        where l.company_id = ${companyId} and l.work_folder_id = ${workFolderId} and l.account_id = ${accountId}
          and l.entry_date <= ${day}
        order by l.entry_date, e.number, l.line_number`,
  );
}

/** The account's statement lines dated within [from, day], with the journal lines each is reconciled with. */
function readStatementLines(tx: Transaction, companyId: string, accountId: string, from: string, day: string) {
  return rowsOf<StatementRow>(
    tx,
    sql`select l.id, to_char(l.value_date, 'YYYY-MM-DD') as "valueOn", l.label, l.reference, l.amount::text,
          coalesce((select array_agg(r.journal_line_id) from bank_reconciliation r where r.statement_line_id = l.id), '{}')
            as "journalLineIds"
        from bank_statement_line l
        where l.company_id = ${companyId} and l.account_id = ${accountId} and l.value_date between ${from} and ${day}
        order by l.value_date, l.statement_id, l.line_number`,
  );
}

/** The bank's balance after the account's last statement line dated on or before the day (0 before any). */
async function statementBalanceAt(tx: Transaction, companyId: string, accountId: string, day: string) {
  const [row] = await rowsOf<{ balance: string }>(
    tx,
    sql`select balance_after::text as balance from bank_statement_line
        where company_id = ${companyId} and account_id = ${accountId} and value_date <= ${day}
        order by value_date desc, statement_id desc, line_number desc limit 1`,
  );
  return BigInt(row?.balance ?? '0');
}

/**
 * The reconciliation of a treasury account at a day of a work folder (docs/decisions/0012): a
 * statement line is reconciled at that day when it and all its journal lines are dated on or before
 * it (journal lines of this folder); every other line of either side dated so is outstanding.
 * Book balance − outstanding book items + outstanding statement items = statement balance, else the
 * difference is shown. Opening entries (AN) carry the balance and are never outstanding items.
 */
export async function bankReconciliationReport(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: { treasuryAccountId: string; date?: string },
  language: Language,
): Promise<BankReconciliationReport> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  await getTreasuryAccount(tx, company, query.treasuryAccountId);
  const account = await findAccount(tx, company, query.treasuryAccountId, language);
  const requested = query.date ?? folder.endOn;
  let day = requested;
  if (day < folder.startOn) day = folder.startOn;
  if (day > folder.endOn) day = folder.endOn;
  const books = await readBookLines(tx, company.companyId, workFolderId, query.treasuryAccountId, day);
  const statement = await readStatementLines(tx, company.companyId, query.treasuryAccountId, folder.startOn, day);
  const bookById = new Map(books.map((line) => [line.id, line]));
  const reconciledAtDay = new Set(
    statement
      .filter((line) => line.journalLineIds.length > 0 && line.journalLineIds.every((id) => bookById.has(id)))
      .map((line) => line.id),
  );
  const format = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  const sum = (lines: ReadonlyArray<{ amount: string }>) =>
    lines.reduce((total, line) => total + BigInt(line.amount), 0n);
  const outstandingBook = books.filter(
    (line) => !line.opening && !(line.statementLineId && reconciledAtDay.has(line.statementLineId)),
  );
  const outstandingStatement = statement.filter((line) => !reconciledAtDay.has(line.id));
  const bookBalance = sum(books);
  const statementBalance = await statementBalanceAt(tx, company.companyId, query.treasuryAccountId, day);
  const adjusted = bookBalance - sum(outstandingBook) + sum(outstandingStatement);
  return {
    treasuryAccountId: query.treasuryAccountId,
    accountNumber: account?.number ?? '',
    accountLabel: account?.label ?? '',
    date: day,
    currency: company.currency,
    bookBalance: format(bookBalance),
    statementBalance: format(statementBalance),
    reconciledItems: statement
      .filter((line) => reconciledAtDay.has(line.id))
      .map((line) => ({
        statementLineId: line.id,
        date: line.valueOn,
        label: line.label,
        reference: line.reference,
        amount: format(BigInt(line.amount)),
        entryNumbers: [...new Set(line.journalLineIds.map((id) => bookById.get(id)?.entryNumber ?? ''))],
      })),
    outstandingBookItems: outstandingBook.map((line) => ({
      journalLineId: line.id,
      entryNumber: line.entryNumber,
      date: line.entryOn,
      label: line.label,
      reference: null,
      amount: format(BigInt(line.amount)),
    })),
    outstandingStatementItems: outstandingStatement.map((line) => ({
      statementLineId: line.id,
      date: line.valueOn,
      label: line.label,
      reference: line.reference,
      amount: format(BigInt(line.amount)),
    })),
    outstandingBookTotal: format(sum(outstandingBook)),
    outstandingStatementTotal: format(sum(outstandingStatement)),
    adjustedBookBalance: format(adjusted),
    difference: format(statementBalance - adjusted),
    balanced: statementBalance === adjusted,
  };
}

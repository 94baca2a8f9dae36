import { currencyScale, formatAmount, toAmount } from '@bilan/accounting';
import type { BankReconciliationReport, Language } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { treasuryCurrencyOf } from '../payments/treasury-accounts.service.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { accountAmountSql, findAccount, rowsOf } from './bank-statements.queries.ts';
import { getTreasuryAccount } from './bank-statements.service.ts';

interface BookRow {
  id: string;
  entryNumber: string;
  entryOn: string;
  label: string;
  amount: string;
  companyAmount: string;
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

/**
 * The account's journal lines of the folder dated on or before the day, with their reconciliation:
 * `amount` in the account's currency (`foreign`, null for the company's), `companyAmount` in the company's.
 */
function readBookLines(
  tx: Transaction,
  companyId: string,
  workFolderId: string,
  account: { id: string; foreign: string | null },
  day: string,
) {
  const accountId = account.id;
  return rowsOf<BookRow>(
    tx,
    sql`select l.id, e.number as "entryNumber", to_char(l.entry_date, 'YYYY-MM-DD') as "entryOn",
          coalesce(l.label, e.label) as label, ${accountAmountSql(account.foreign)}::text as amount,
          (l.debit - l.credit)::text as "companyAmount", j.type = 'OPENING' as opening,
          r.statement_line_id as "statementLineId"
        from journal_line l
        join journal_entry e on e.company_id = l.company_id and e.id = l.entry_id
        join journal j on j.company_id = e.company_id and j.id = e.journal_id
        left join bank_reconciliation r on r.company_id = l.company_id and r.journal_line_id = l.id
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
          coalesce((select array_agg(r.journal_line_id) from bank_reconciliation r
                    where r.company_id = l.company_id and r.statement_line_id = l.id), '{}') as "journalLineIds"
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

/** The report's lists: statement lines reconciled at the day, and the items outstanding on each side. */
function itemsOf(
  lists: {
    statement: readonly StatementRow[];
    outstandingBook: readonly BookRow[];
    outstandingStatement: readonly StatementRow[];
    reconciledAtDay: ReadonlySet<string>;
    bookById: ReadonlyMap<string, BookRow>;
  },
  format: (amount: bigint) => string,
) {
  const { statement, outstandingBook, outstandingStatement, reconciledAtDay, bookById } = lists;
  return {
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
  };
}

/**
 * The reconciliation of a treasury account at a day of a work folder (docs/decisions/0012): a
 * statement line is reconciled at that day when it and all its journal lines are dated on or before
 * it (journal lines of this folder); every other line of either side dated so is outstanding.
 * Book balance − outstanding book items + outstanding statement items = statement balance, else the
 * difference is shown. Opening entries (AN) carry the balance and are never outstanding items.
 * Every amount is in the account's currency (a foreign account's from its lines' foreign amounts),
 * the book balance in the company's currency noted beside it.
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
  const money = await treasuryCurrencyOf(tx, company, query.treasuryAccountId);
  const books = await readBookLines(
    tx,
    company.companyId,
    workFolderId,
    { id: query.treasuryAccountId, foreign: money.foreign },
    day,
  );
  const statement = await readStatementLines(tx, company.companyId, query.treasuryAccountId, folder.startOn, day);
  const bookById = new Map(books.map((line) => [line.id, line]));
  const reconciledAtDay = new Set(
    statement
      .filter((line) => line.journalLineIds.length > 0 && line.journalLineIds.every((id) => bookById.has(id)))
      .map((line) => line.id),
  );
  const format = (amount: bigint) => formatAmount(toAmount(amount), money.scale);
  const sum = (lines: ReadonlyArray<{ amount: string }>) =>
    lines.reduce((total, line) => total + BigInt(line.amount), 0n);
  // A foreign account's line without an amount in its currency (a revaluation) moves no money.
  const outstandingBook = books.filter(
    (line) =>
      !line.opening && line.amount !== '0' && !(line.statementLineId && reconciledAtDay.has(line.statementLineId)),
  );
  const companyBookBalance = books.reduce((total, line) => total + BigInt(line.companyAmount), 0n);
  const outstandingStatement = statement.filter((line) => !reconciledAtDay.has(line.id));
  const bookBalance = sum(books);
  const statementBalance = await statementBalanceAt(tx, company.companyId, query.treasuryAccountId, day);
  const adjusted = bookBalance - sum(outstandingBook) + sum(outstandingStatement);
  return {
    treasuryAccountId: query.treasuryAccountId,
    accountNumber: account?.number ?? '',
    accountLabel: account?.label ?? '',
    date: day,
    currency: money.currency,
    bookBalance: format(bookBalance),
    companyCurrency: company.currency,
    companyBookBalance: formatAmount(toAmount(companyBookBalance), currencyScale(company.currency)),
    statementBalance: format(statementBalance),
    ...itemsOf({ statement, outstandingBook, outstandingStatement, reconciledAtDay, bookById }, format),
    outstandingBookTotal: format(sum(outstandingBook)),
    outstandingStatementTotal: format(sum(outstandingStatement)),
    adjustedBookBalance: format(adjusted),
    difference: format(statementBalance - adjusted),
    balanced: statementBalance === adjusted,
  };
}

import type { AccountingFramework, Language } from '@bilan/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { accountLabelSql, refAccountJoin } from '../accounts/account-labels.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { accountingPayments } from '../payments/payments.table.ts';
import { refAccounts } from '../referentials/referentials.table.ts';
import { type bankStatementLines, bankStatementMappings, bankStatements } from './bank-statements.table.ts';

export async function rowsOf<Row>(tx: Transaction, query: SQL): Promise<Row[]> {
  return ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * A journal line's (alias `l`) debit less credit in its treasury account's currency: the company's
 * when `foreign` is null, else the line's foreign amount in that currency, signed by its side, and 0
 * for a line without one (a revaluation of the account moves its value, not the money it holds).
 * `foreign` may be a column (`treasury_account.currency`, null for the company's currency).
 */
export function accountAmountSql(foreign: string | SQL | null): SQL {
  if (foreign === null) return sql`(l.debit - l.credit)`;
  const signed = sql`(case when l.debit > 0 then l.amount_currency else -l.amount_currency end)`;
  if (typeof foreign === 'string') return sql`(case when l.currency = ${foreign} then ${signed} else 0 end)`;
  return sql`(case when ${foreign} is null then l.debit - l.credit when l.currency = ${foreign} then ${signed} else 0 end)`;
}

export interface TreasuryAccountRow {
  id: string;
  number: string;
  classNumber: string;
  isGroup: boolean;
  label: string;
}

/** An account of the company, with its label in the reader's language; undefined when not the company's. */
export async function findAccount(
  tx: Transaction,
  company: { companyId: string; framework: AccountingFramework },
  accountId: string,
  language: Language = 'fr',
): Promise<TreasuryAccountRow | undefined> {
  const [row] = await tx
    .select({
      id: companyAccounts.id,
      number: companyAccounts.number,
      classNumber: companyAccounts.classNumber,
      isGroup: companyAccounts.isGroup,
      label: accountLabelSql(language),
    })
    .from(companyAccounts)
    .leftJoin(refAccounts, refAccountJoin(company.framework))
    .where(and(eq(companyAccounts.id, accountId), eq(companyAccounts.companyId, company.companyId)));
  return row;
}

export async function findSavedMapping(tx: Transaction, companyId: string, accountId: string): Promise<unknown> {
  const [row] = await tx
    .select({ mapping: bankStatementMappings.mapping })
    .from(bankStatementMappings)
    .where(and(eq(bankStatementMappings.companyId, companyId), eq(bankStatementMappings.accountId, accountId)));
  return row?.mapping ?? null;
}

export async function saveMapping(tx: Transaction, companyId: string, accountId: string, mapping: unknown) {
  await tx
    .insert(bankStatementMappings)
    .values({ companyId, accountId, mapping })
    .onConflictDoUpdate({
      target: [bankStatementMappings.companyId, bankStatementMappings.accountId],
      set: { mapping, updatedAt: sql`now()` },
    });
}

/** The bank's balance of the account after its last line dated before `day`; null when none is. */
export async function balanceBefore(tx: Transaction, companyId: string, accountId: string, day: string) {
  const [row] = await rowsOf<{ balance: string }>(
    tx,
    sql`select balance_after::text as balance from bank_statement_line
        where company_id = ${companyId} and account_id = ${accountId} and value_date < ${day}
        order by value_date desc, statement_id desc, line_number desc limit 1`,
  );
  return row ? BigInt(row.balance) : null;
}

/** Which of these line hashes the account already holds. */
export async function existingHashes(tx: Transaction, companyId: string, accountId: string, hashes: readonly string[]) {
  const rows = await rowsOf<{ hash: string }>(
    tx,
    sql`select line_hash as hash from bank_statement_line
        where company_id = ${companyId} and account_id = ${accountId} and line_hash = any(${sql.param(hashes)}::text[])`,
  );
  return new Set(rows.map((row) => row.hash));
}

/** A statement's line as inserted; the company, statement and account are the statement's. */
export type StatementLineInsert = Omit<
  typeof bankStatementLines.$inferInsert,
  'companyId' | 'statementId' | 'accountId'
>;

/** Rows per statement: each batch is built in a few milliseconds, so the event loop turns between them. */
const INSERT_BATCH = 2_000;

/**
 * Inserts a statement's lines, a batch at a time, as one array per column (`unnest`): building a
 * statement of 2,000 rows of bound parameters held the event loop for hundreds of milliseconds.
 */
export async function insertStatementLines(
  tx: Transaction,
  owner: { companyId: string; statementId: string; accountId: string },
  lines: readonly StatementLineInsert[],
) {
  for (let start = 0; start < lines.length; start += INSERT_BATCH) {
    const batch = lines.slice(start, start + INSERT_BATCH);
    const column = <Value>(read: (line: StatementLineInsert) => Value) => sql.param(batch.map(read));
    await tx.execute(sql`
      insert into bank_statement_line (id, company_id, statement_id, account_id, line_number, value_date, label,
        reference, counterparty_phone, amount, balance_after, line_hash)
      select id, ${owner.companyId}::uuid, ${owner.statementId}::uuid, ${owner.accountId}::uuid, line_number,
        value_date, label, reference, counterparty_phone, amount, balance_after, line_hash
      from unnest(${column((line) => line.id)}::uuid[], ${column((line) => line.lineNumber)}::int[],
        ${column((line) => line.valueOn)}::date[], ${column((line) => line.label)}::text[],
        ${column((line) => line.reference ?? null)}::text[], ${column((line) => line.counterpartyPhone ?? null)}::text[],
        ${column((line) => line.amount.toString())}::bigint[], ${column((line) => line.balanceAfter.toString())}::bigint[],
        ${column((line) => line.lineHash)}::text[])
        as line(id, line_number, value_date, label, reference, counterparty_phone, amount, balance_after, line_hash)`);
  }
}

export interface StatementRow {
  id: string;
  accountId: string;
  accountNumber: string;
  format: string;
  fileName: string | null;
  startOn: string;
  endOn: string;
  openingBalance: string;
  closingBalance: string;
  lineCount: number;
  reconciledLineCount: number;
  createdAt: string;
  /** The account's own currency; null for the company's. */
  currency: string | null;
}

export function readStatements(
  tx: Transaction,
  companyId: string,
  filter: { ids?: readonly string[]; accountId?: string; cursor?: string; limit: number },
) {
  return rowsOf<StatementRow>(
    tx,
    sql`select s.id, s.account_id as "accountId", a.number as "accountNumber", s.format, s.file_name as "fileName",
          to_char(s.start_date, 'YYYY-MM-DD') as "startOn", to_char(s.end_date, 'YYYY-MM-DD') as "endOn",
          s.opening_balance::text as "openingBalance", s.closing_balance::text as "closingBalance",
          s.line_count as "lineCount", s.created_at as "createdAt", t.currency,
          (select count(distinct r.statement_line_id)::int from bank_reconciliation r
             join bank_statement_line sl on sl.company_id = r.company_id and sl.id = r.statement_line_id
             where r.company_id = s.company_id and sl.statement_id = s.id) as "reconciledLineCount"
        from ${bankStatements} s join company_account a on a.company_id = s.company_id and a.id = s.account_id
        left join treasury_account t on t.company_id = s.company_id and t.account_id = s.account_id
        where s.company_id = ${companyId}
          ${filter.ids ? sql`and s.id = any(${sql.param(filter.ids)}::uuid[])` : sql``}
          ${filter.accountId ? sql`and s.account_id = ${filter.accountId}` : sql``}
          ${filter.cursor ? sql`and s.id < ${filter.cursor}` : sql``}
        order by s.id desc limit ${filter.limit}`,
  );
}

export interface StatementLineRow {
  id: string;
  statementId: string;
  accountId: string;
  lineNumber: number;
  valueOn: string;
  label: string;
  reference: string | null;
  counterpartyPhone: string | null;
  amount: string;
  balanceAfter: string;
  journalLineIds: string[];
}

const statementLineColumns = sql`l.id, l.statement_id as "statementId", l.account_id as "accountId",
  l.line_number as "lineNumber", to_char(l.value_date, 'YYYY-MM-DD') as "valueOn", l.label, l.reference,
  l.counterparty_phone as "counterpartyPhone", l.amount::text, l.balance_after::text as "balanceAfter",
  coalesce((select array_agg(r.journal_line_id order by r.journal_line_id) from bank_reconciliation r
            where r.company_id = l.company_id and r.statement_line_id = l.id), '{}') as "journalLineIds"`;

export function readStatementLines(tx: Transaction, companyId: string, statementId: string) {
  return rowsOf<StatementLineRow>(
    tx,
    sql`select ${statementLineColumns} from bank_statement_line l
        where l.company_id = ${companyId} and l.statement_id = ${statementId} order by l.line_number`,
  );
}

/**
 * A line of a statement, held until commit against another reconciliation of it (an advisory lock:
 * the tenant role may not update statement lines, so it cannot lock their rows).
 */
export async function lockStatementLine(tx: Transaction, companyId: string, statementId: string, lineId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${lineId}, 0))`);
  const [row] = await rowsOf<StatementLineRow>(
    tx,
    sql`select ${statementLineColumns} from bank_statement_line l
        where l.company_id = ${companyId} and l.statement_id = ${statementId} and l.id = ${lineId}`,
  );
  return row;
}

export interface JournalLineForReconciliation {
  id: string;
  accountId: string;
  workFolderId: string;
  folderStatus: string;
  entryOn: string;
  amount: string;
  reconciled: boolean;
}

/**
 * Journal lines of the company, their amounts in the account's currency (`foreign`, null for the
 * company's), their folders held open until commit (closing a folder waits).
 */
export function readJournalLinesForReconciliation(
  tx: Transaction,
  companyId: string,
  lineIds: readonly string[],
  foreign: string | null,
) {
  return rowsOf<JournalLineForReconciliation>(
    tx,
    sql`select l.id, l.account_id as "accountId", l.work_folder_id as "workFolderId", f.status as "folderStatus",
          to_char(l.entry_date, 'YYYY-MM-DD') as "entryOn", ${accountAmountSql(foreign)}::text as amount,
          exists (select 1 from bank_reconciliation r
                  where r.company_id = l.company_id and r.journal_line_id = l.id) as reconciled
        from journal_line l join work_folder f on f.company_id = l.company_id and f.id = l.work_folder_id
        where l.company_id = ${companyId} and l.id = any(${sql.param(lineIds)}::uuid[])
        for key share of f`,
  );
}

export interface BookLineRow {
  id: string;
  entryId: string;
  entryNumber: string;
  workFolderId: string;
  entryOn: string;
  label: string;
  entryLabel: string;
  amount: string;
  companyAmount: string;
  partyPhone: string | null;
}

/**
 * The account's journal lines not yet reconciled, in open folders, dated within [from, to]: the books
 * side of a statement. Opening entries (AN) carry a balance, not a movement of the bank, and are left out.
 * The phone of a payment's line is the phone that paid (mobile money), else its party's. The open
 * folders and the opening journal are read first, so the lines come by the index on (folder,
 * account, date) with one probe per line less. Amounts are in the account's currency (`foreign`, null
 * for the company's); a foreign account's lines without an amount in it move no money and are left out.
 */
export async function readUnreconciledBookLines(
  tx: Transaction,
  companyId: string,
  account: { id: string; foreign: string | null },
  range: { from: string; to: string; limit: number },
) {
  const folders = await rowsOf<{ id: string }>(
    tx,
    sql`select id from work_folder where company_id = ${companyId} and status = 'OPEN'
          and start_date <= ${range.to} and end_date >= ${range.from}`,
  );
  if (folders.length === 0) return [];
  const opening = await rowsOf<{ id: string }>(
    tx,
    sql`select id from journal where company_id = ${companyId} and type = 'OPENING'`,
  );
  return rowsOf<BookLineRow>(
    tx,
    sql`select l.id, l.entry_id as "entryId", e.number as "entryNumber", l.work_folder_id as "workFolderId",
          to_char(l.entry_date, 'YYYY-MM-DD') as "entryOn", coalesce(l.label, e.label) as label,
          e.label as "entryLabel", ${accountAmountSql(account.foreign)}::text as amount,
          (l.debit - l.credit)::text as "companyAmount", coalesce(pay.phone, p.phone) as "partyPhone"
        from journal_line l
        join journal_entry e on e.company_id = l.company_id and e.id = l.entry_id
        left join ${accountingPayments} pay
          on pay.company_id = e.company_id and e.source_type = 'PAYMENT' and pay.id = e.source_id
        left join party p on p.company_id = pay.company_id and p.id = pay.party_id
        where l.work_folder_id = any(${sql.param(folders.map((folder) => folder.id))}::uuid[])
          and l.account_id = ${account.id} and l.entry_date between ${range.from} and ${range.to}
          and l.company_id = ${companyId} and ${accountAmountSql(account.foreign)} <> 0
          and not (e.journal_id = any(${sql.param(opening.map((journal) => journal.id))}::uuid[]))
          and not exists (select 1 from bank_reconciliation r where r.company_id = l.company_id and r.journal_line_id = l.id)
        order by l.entry_date, l.id limit ${range.limit}`,
  );
}

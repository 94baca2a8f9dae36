import { MONTH_CLOSE_LISTED_ITEMS } from '@bilan/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { accountAmountSql } from '../bank-statements/bank-statements.queries.ts';

export interface MonthRange {
  companyId: string;
  workFolderId: string;
  fromOn: string;
  toOn: string;
}

async function rowsOf<Row>(tx: Transaction, query: SQL): Promise<Row[]> {
  return ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
}

export interface DraftRow {
  id: string;
  kind: 'DOCUMENT' | 'PAYMENT';
  type: string;
  reference: string | null;
  date: string;
  amount: string | null;
  total: number;
}

/** The documents and payments of the folder still in draft with a date in the month, oldest first. */
export function readDrafts(tx: Transaction, range: MonthRange): Promise<DraftRow[]> {
  return rowsOf<DraftRow>(
    tx,
    sql`select id, kind, type, reference, date, amount, (count(*) over ())::int as total from (
          select id, 'DOCUMENT' as kind, type, reference, to_char(document_date, 'YYYY-MM-DD') as date, null::text as amount
            from accounting_document
            where company_id = ${range.companyId} and work_folder_id = ${range.workFolderId} and state = 'DRAFT'
              and document_date between ${range.fromOn} and ${range.toOn}
          union all
          select id, 'PAYMENT', type, reference, to_char(payment_date, 'YYYY-MM-DD'), amount::text
            from accounting_payment
            where company_id = ${range.companyId} and work_folder_id = ${range.workFolderId} and state = 'DRAFT'
              and payment_date between ${range.fromOn} and ${range.toOn}
        ) drafts
        order by date, id
        limit ${MONTH_CLOSE_LISTED_ITEMS}`,
  );
}

export interface UnreconciledRow {
  accountId: string;
  accountNumber: string;
  lines: number;
  amountIn: string;
  amountOut: string;
  /** The treasury account's own currency, which its statement amounts are in; null for the company's. */
  currency: string | null;
}

/**
 * Statement lines dated in the month whose reconciled journal lines do not add up to their amount (none
 * reconciled, or a part only), per treasury account, compared in the account's currency.
 */
export function readUnreconciledStatementLines(tx: Transaction, range: MonthRange): Promise<UnreconciledRow[]> {
  return rowsOf<UnreconciledRow>(
    tx,
    sql`select s.account_id as "accountId", a.number as "accountNumber", t.currency, count(*)::int as lines,
          coalesce(sum(s.amount) filter (where s.amount > 0), 0)::text as "amountIn",
          coalesce(-sum(s.amount) filter (where s.amount < 0), 0)::text as "amountOut"
        from bank_statement_line s
        join company_account a on a.company_id = s.company_id and a.id = s.account_id
        left join treasury_account t on t.company_id = s.company_id and t.account_id = s.account_id
        left join lateral (
          select coalesce(sum(${accountAmountSql(sql`t.currency`)}), 0) as reconciled
          from bank_reconciliation r join journal_line l on l.company_id = r.company_id and l.id = r.journal_line_id
          where r.company_id = s.company_id and r.statement_line_id = s.id
        ) done on true
        where s.company_id = ${range.companyId} and s.value_date between ${range.fromOn} and ${range.toOn}
          and done.reconciled <> s.amount
        group by s.account_id, a.number, t.currency
        order by a.number`,
  );
}

export interface FutureEntryRow {
  entryId: string;
  number: string;
  date: string;
  label: string;
  total: number;
}

/** Posted entries of the folder dated after today, earliest first. */
export function readFutureEntries(
  tx: Transaction,
  companyId: string,
  workFolderId: string,
  todayOn: string,
): Promise<FutureEntryRow[]> {
  return rowsOf<FutureEntryRow>(
    tx,
    sql`select id as "entryId", number, to_char(entry_date, 'YYYY-MM-DD') as date, label,
          (count(*) over ())::int as total
        from journal_entry
        where company_id = ${companyId} and work_folder_id = ${workFolderId} and entry_date > ${todayOn}
        order by entry_date, chain_position
        limit ${MONTH_CLOSE_LISTED_ITEMS}`,
  );
}

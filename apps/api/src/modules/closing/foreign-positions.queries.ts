import { type ForeignPosition, toAmount } from '@bilan/accounting';
import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { journalLines } from '../ledger/ledger.table.ts';
import { openLinesSql } from '../matching/matching.queries.ts';
import { treasuryAccounts } from '../payments/treasury-accounts.table.ts';

interface PositionRow {
  accountId: string;
  accountNumber: string;
  subAccountId: string | null;
  currency: string;
  foreignBalance: string;
  bookBalance: string;
}

async function rowsOf<Row>(tx: Transaction, query: SQL): Promise<Row[]> {
  return ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
}

const toPosition = (row: PositionRow): ForeignPosition => ({
  accountId: row.accountId,
  accountNumber: row.accountNumber,
  subAccountId: row.subAccountId,
  currency: row.currency,
  foreignBalance: BigInt(row.foreignBalance),
  bookBalance: toAmount(BigInt(row.bookBalance)),
});

/**
 * The open foreign-currency items of a folder at a date, summed per account, sub-account and currency:
 * an item is a line or the open lines of one matching (an invoice less its partial payment and the
 * exchange difference booked with it); it is foreign when one of its lines carries a currency. Lines
 * in the company's currency of such an item count in its booked balance, not in its foreign one.
 */
export async function readForeignOpenPositions(
  tx: Transaction,
  companyId: string,
  workFolderId: string,
  asOn: string,
): Promise<ForeignPosition[]> {
  const rows = await rowsOf<PositionRow>(
    tx,
    sql`with ${openLinesSql(companyId, { workFolderId, asOn })}, items as (
          select account_id, sub_account_id, max(currency) as currency,
            sum(case when currency is null then 0 when debit > 0 then amount_currency else -amount_currency end)
              as foreign_balance,
            sum(debit - credit) as book_balance
          from open_lines group by coalesce(matching_id, id), account_id, sub_account_id
        )
        select items.account_id as "accountId", a.number as "accountNumber", items.sub_account_id as "subAccountId",
          items.currency, sum(items.foreign_balance)::text as "foreignBalance",
          sum(items.book_balance)::text as "bookBalance"
        from items join ${companyAccounts} a on a.id = items.account_id and a.company_id = ${companyId}
        where items.currency is not null
        group by items.account_id, a.number, items.sub_account_id, items.currency
        order by a.number, items.sub_account_id, items.currency`,
  );
  return rows.map(toPosition);
}

/** The balances of the company's treasury accounts kept in a foreign currency, at a date, in both currencies. */
export async function readForeignCashPositions(
  tx: Transaction,
  companyId: string,
  workFolderId: string,
  asOn: string,
): Promise<ForeignPosition[]> {
  const rows = await rowsOf<PositionRow>(
    tx,
    sql`select t.account_id as "accountId", a.number as "accountNumber", null as "subAccountId", t.currency,
          coalesce(sum(case when l.currency is null then 0 when l.debit > 0 then l.amount_currency
                            else -l.amount_currency end), 0)::text as "foreignBalance",
          coalesce(sum(l.debit - l.credit), 0)::text as "bookBalance"
        from ${treasuryAccounts} t
        join ${companyAccounts} a on a.id = t.account_id and a.company_id = ${companyId}
        join ${journalLines} l on l.account_id = t.account_id and l.company_id = ${companyId}
          and l.work_folder_id = ${workFolderId} and l.entry_date <= ${asOn}
        where t.company_id = ${companyId} and t.currency is not null
        group by t.account_id, a.number, t.currency
        order by a.number`,
  );
  return rows.map(toPosition);
}

import { OPEN_ITEM_PREFIXES } from '@bilan/accounting';
import { type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import {
  carriedItems,
  journalEntries,
  journalLines,
  journals,
  matchingCounters,
  matchingLines,
  matchings,
  partyLines,
} from '../ledger/ledger.table.ts';
import { parties } from '../parties/parties.table.ts';
import { accountingPayments } from '../payments/payments.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';

async function rowsOf<Row>(tx: Transaction, query: SQL): Promise<Row[]> {
  return ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** Whether an account's lines are open items: its flag, else its number (the rule of `carriesOpenItems`). */
export const carriesOpenItemsSql = sql`coalesce(${companyAccounts.openItems},
  ${companyAccounts.number} like any(${sql.param(OPEN_ITEM_PREFIXES.map((prefix) => `${prefix}%`))}::text[]))`;

/** A line as matching reads it: where it is, what it holds, whether it can be matched and by what. */
export interface LineForMatching {
  id: string;
  entryId: string;
  entryNumber: string;
  workFolderId: string;
  folderStatus: 'OPEN' | 'CLOSED';
  accountId: string;
  subAccountId: string | null;
  carriesOpenItems: boolean;
  entryOn: string;
  label: string | null;
  debit: string;
  credit: string;
  matchingId: string | null;
}

const lineForMatchingColumns = sql`l.id, l.entry_id as "entryId", e.number as "entryNumber",
  l.work_folder_id as "workFolderId", f.status as "folderStatus", l.account_id as "accountId",
  l.sub_account_id as "subAccountId", ${carriesOpenItemsSql} as "carriesOpenItems",
  to_char(l.entry_date, 'YYYY-MM-DD') as "entryOn", l.label, l.debit::text, l.credit::text,
  ml.matching_id as "matchingId"`;

const lineForMatchingFrom = sql`${journalLines} l
  join ${journalEntries} e on e.company_id = l.company_id and e.id = l.entry_id
  join ${workFolders} f on f.company_id = l.company_id and f.id = l.work_folder_id
  join ${companyAccounts} on ${companyAccounts.companyId} = l.company_id and ${companyAccounts.id} = l.account_id
  left join ${matchingLines} ml on ml.company_id = l.company_id and ml.line_id = l.id`;

export function readLinesForMatching(tx: Transaction, companyId: string, lineIds: readonly string[]) {
  return rowsOf<LineForMatching>(
    tx,
    sql`select ${lineForMatchingColumns} from ${lineForMatchingFrom}
        where l.company_id = ${companyId} and l.id = any(${sql.param(lineIds)}::uuid[])
        order by l.entry_date, l.id`,
  );
}

/** The lines of an entry on accounts that carry open items. */
export function readOpenItemLinesOfEntry(tx: Transaction, companyId: string, entryId: string) {
  return rowsOf<LineForMatching & { lineNumber: number }>(
    tx,
    sql`select ${lineForMatchingColumns}, l.line_number as "lineNumber" from ${lineForMatchingFrom}
        where l.company_id = ${companyId} and l.entry_id = ${entryId} and ${carriesOpenItemsSql}
        order by l.line_number`,
  );
}

/** The line of a folder's opening entry that carries forward an item first posted as `originLineId`. */
export async function findCarriedLine(tx: Transaction, companyId: string, originLineId: string, workFolderId: string) {
  const [row] = await rowsOf<LineForMatching>(
    tx,
    sql`select ${lineForMatchingColumns} from ${lineForMatchingFrom}
        join ${carriedItems} ci on ci.company_id = l.company_id and ci.line_id = l.id
        where l.company_id = ${companyId} and l.work_folder_id = ${workFolderId}
          and (ci.origin_line_id = ${originLineId}
            or ci.origin_line_id = (select origin_line_id from ${carriedItems}
              where company_id = ${companyId} and line_id = ${originLineId}))`,
  );
  return row;
}

/** Holds the folders open until commit (closing a folder waits); answers their statuses. */
export function lockFolders(tx: Transaction, companyId: string, workFolderIds: readonly string[]) {
  return rowsOf<{ id: string; status: string }>(
    tx,
    sql`select id, status from ${workFolders}
        where company_id = ${companyId} and id = any(${sql.param(workFolderIds)}::uuid[]) for key share`,
  );
}

/** The next letter code number of an account. */
export async function nextMatchingNumber(tx: Transaction, companyId: string, accountId: string): Promise<number> {
  const [row] = await rowsOf<{ lastNumber: number }>(
    tx,
    sql`insert into ${matchingCounters} (company_id, account_id, last_number) values (${companyId}, ${accountId}, 1)
        on conflict (company_id, account_id) do update set last_number = ${matchingCounters}.last_number + 1
        returning last_number as "lastNumber"`,
  );
  if (!row) throw new Error('The matching counter answered nothing');
  return row.lastNumber;
}

export async function insertMatchingLines(
  tx: Transaction,
  companyId: string,
  matchingId: string,
  lineIds: readonly string[],
) {
  await tx.insert(matchingLines).values(lineIds.map((lineId) => ({ lineId, companyId, matchingId })));
}

export interface MatchingRow {
  id: string;
  code: string;
  accountId: string;
  accountNumber: string;
  subAccountId: string | null;
  subAccountNumber: string | null;
  automatic: boolean;
  createdAt: Date;
}

export interface MatchedLineRow {
  matchingId: string;
  lineId: string;
  entryId: string;
  entryNumber: string;
  workFolderId: string;
  date: string;
  label: string | null;
  debit: string;
  credit: string;
}

/**
 * The lines of the matchings a condition on `mm.matching_id` names, each item once: a line carried
 * into a later folder's opening entry (`carried_item`) joins the matching of the item it carries and
 * replaces the earlier line there, so a matching that crosses years counts the latest copy of each item
 * (docs/decisions/0009-matching-and-open-items.md).
 */
function matchingLinesCountedOnceSql(companyId: string, condition: SQL) {
  return sql`(select mm.matching_id, l.*, row_number() over (
        partition by mm.matching_id, coalesce(ci.origin_line_id, l.id) order by l.entry_date desc, l.id desc) as copy
      from ${matchingLines} mm join ${journalLines} l on l.company_id = mm.company_id and l.id = mm.line_id
      left join ${carriedItems} ci on ci.company_id = l.company_id and ci.line_id = l.id
      where mm.company_id = ${companyId} and ${condition})`;
}

export async function readMatchings(
  tx: Transaction,
  companyId: string,
  filter: { ids?: readonly string[]; accountId?: string; subAccountId?: string; cursor?: string; limit: number },
) {
  const rows = await rowsOf<MatchingRow>(
    tx,
    sql`select m.id, m.code, m.account_id as "accountId", a.number as "accountNumber",
          m.sub_account_id as "subAccountId", s.number as "subAccountNumber", m.automatic, m.created_at as "createdAt"
        from ${matchings} m join ${companyAccounts} a on a.company_id = m.company_id and a.id = m.account_id
        left join ${subAccounts} s on s.company_id = m.company_id and s.id = m.sub_account_id
        where m.company_id = ${companyId}
          ${filter.ids ? sql`and m.id = any(${sql.param(filter.ids)}::uuid[])` : sql``}
          ${filter.accountId ? sql`and m.account_id = ${filter.accountId}` : sql``}
          ${filter.subAccountId ? sql`and m.sub_account_id = ${filter.subAccountId}` : sql``}
          ${filter.cursor ? sql`and m.id < ${filter.cursor}` : sql``}
        order by m.id desc limit ${filter.limit}`,
  );
  const lines = rows.length
    ? await rowsOf<MatchedLineRow>(
        tx,
        sql`select l.matching_id as "matchingId", l.id as "lineId", l.entry_id as "entryId", e.number as "entryNumber",
              l.work_folder_id as "workFolderId", to_char(l.entry_date, 'YYYY-MM-DD') as date, l.label,
              l.debit::text, l.credit::text
            from ${matchingLinesCountedOnceSql(companyId, sql`mm.matching_id = any(${sql.param(rows.map((row) => row.id))}::uuid[])`)} l
            join ${journalEntries} e on e.company_id = l.company_id and e.id = l.entry_id
            where l.copy = 1
            order by l.entry_date, l.id`,
      )
    : [];
  return { rows, lines };
}

/** Where the open items of one folder at a date are read from: all accounts that carry them, one, or a sub-account. */
export interface OpenItemsScope {
  workFolderId: string;
  asOn: string;
  accountId?: string;
  subAccountId?: string;
}

/**
 * The lines of the folder dated on or before the date, less those of matchings whose lines so dated
 * balance: the open items at that date. A line matched by a later line is still open then, and lines
 * posted later never change the answer, so the open items always sum to the accounts' balance.
 */
export function openLinesSql(companyId: string, scope: OpenItemsScope) {
  return sql`folder_lines as (
      select l.id, l.company_id, l.entry_id, l.account_id, l.sub_account_id, l.entry_date, l.label, l.debit, l.credit,
        l.currency, l.amount_currency, ml.matching_id
      from ${journalLines} l
      join ${companyAccounts} on ${companyAccounts.companyId} = l.company_id and ${companyAccounts.id} = l.account_id
      left join ${matchingLines} ml on ml.company_id = l.company_id and ml.line_id = l.id
      where l.company_id = ${companyId} and l.work_folder_id = ${scope.workFolderId}
        and l.entry_date <= ${scope.asOn} and ${carriesOpenItemsSql}
        ${scope.accountId ? sql`and l.account_id = ${scope.accountId}` : sql``}
        ${scope.subAccountId ? sql`and l.sub_account_id = ${scope.subAccountId}` : sql``}
    ), closed as (
      select matching_id from folder_lines where matching_id is not null
      group by matching_id having sum(debit - credit) = 0
    ), open_lines as (
      select folder_lines.* from folder_lines
      where matching_id is null or matching_id not in (select matching_id from closed)
    ), dated as (
      select open_lines.*, e.number as entry_number, e.journal_id,
        coalesce(ci.document_number, e.number) as document_number,
        coalesce(ci.document_date, open_lines.entry_date) as document_date,
        coalesce(ci.due_date, ci.document_date, d.due_date, open_lines.entry_date) as due_date
      from open_lines
      join ${journalEntries} e on e.company_id = open_lines.company_id and e.id = open_lines.entry_id
      left join ${carriedItems} ci on ci.company_id = open_lines.company_id and ci.line_id = open_lines.id
      left join ${accountingDocuments} d
        on d.company_id = e.company_id and e.source_type = 'DOCUMENT' and d.id = e.source_id
    )`;
}

export interface OpenItemRow {
  lineId: string;
  entryId: string;
  entryNumber: string;
  journalCode: string;
  accountId: string;
  accountNumber: string;
  subAccountId: string | null;
  subAccountNumber: string | null;
  documentNumber: string;
  documentDate: string;
  date: string;
  dueDate: string;
  label: string | null;
  debit: string;
  credit: string;
  matchingId: string | null;
  matchingCode: string | null;
  matchingBalance: string | null;
}

/** A page of the open items, in posting order, with the count and balance of all of them. */
export async function readOpenItems(
  tx: Transaction,
  companyId: string,
  scope: OpenItemsScope,
  page: { limit: number; cursor?: string },
) {
  const [totals] = await rowsOf<{ total: number; balance: string | null }>(
    tx,
    sql`with ${openLinesSql(companyId, scope)}
        select count(*)::int as total, sum(debit - credit)::text as balance from open_lines`,
  );
  const items = await rowsOf<OpenItemRow>(
    tx,
    sql`with ${openLinesSql(companyId, scope)}
        select dated.id as "lineId", dated.entry_id as "entryId", dated.entry_number as "entryNumber",
          j.code as "journalCode", dated.account_id as "accountId", a.number as "accountNumber",
          dated.sub_account_id as "subAccountId", s.number as "subAccountNumber",
          dated.document_number as "documentNumber", to_char(dated.document_date, 'YYYY-MM-DD') as "documentDate",
          to_char(dated.entry_date, 'YYYY-MM-DD') as date, to_char(dated.due_date, 'YYYY-MM-DD') as "dueDate",
          dated.label, dated.debit::text, dated.credit::text, dated.matching_id as "matchingId", m.code as "matchingCode",
          (select sum(counted.debit - counted.credit)
            from ${matchingLinesCountedOnceSql(companyId, sql`mm.matching_id = dated.matching_id`)} counted
            where counted.copy = 1)::text as "matchingBalance"
        from dated
        join ${journals} j on j.company_id = dated.company_id and j.id = dated.journal_id
        join ${companyAccounts} a on a.company_id = dated.company_id and a.id = dated.account_id
        left join ${subAccounts} s on s.company_id = dated.company_id and s.id = dated.sub_account_id
        left join ${matchings} m on m.company_id = dated.company_id and m.id = dated.matching_id
        ${page.cursor ? sql`where dated.id > ${page.cursor}` : sql``}
        order by dated.id limit ${page.limit}`,
  );
  return { items, total: totals?.total ?? 0, balance: BigInt(totals?.balance ?? 0) };
}

/**
 * Open items of the parties of a role summed per party and due date (debits less credits): the lines
 * dated on or before the date less those of matchings whose lines so dated balance, as openLinesSql
 * reads them. The open lines of one matching are one item, their sum (an invoice less its partial
 * payment), due when the oldest line of the side owed is due: a customer's debit, a supplier's credit.
 * Summed per sub-account first, and the parties of the role read apart: joining them to every item
 * costs a loop per party when the planner misjudges the rows.
 */
export async function readOpenItemsByPartyAndDueDate(
  tx: Transaction,
  companyId: string,
  scope: { workFolderId: string; asOn: string; partyRole: 'CUSTOMER' | 'SUPPLIER' },
) {
  const sums = await rowsOf<{ subAccountId: string; dueDate: string; amount: string; items: number }>(
    tx,
    sql`with items as (
          select p.line_id, p.sub_account_id, p.due_date, p.amount, ml.matching_id
          from ${partyLines} p
          join ${companyAccounts} on ${companyAccounts.companyId} = p.company_id and ${companyAccounts.id} = p.account_id
          left join ${matchingLines} ml on ml.company_id = p.company_id and ml.line_id = p.line_id
          where p.company_id = ${companyId} and p.work_folder_id = ${scope.workFolderId}
            and p.entry_date <= ${scope.asOn} and ${carriesOpenItemsSql}
        ), closed as (
          select matching_id from items where matching_id is not null
          group by matching_id having sum(amount) = 0
        ), open_items as (
          select sub_account_id, sum(amount) as amount,
            coalesce(min(due_date) filter (where ${owedSideSql(scope.partyRole, sql`amount`)}), min(due_date)) as due_date
          from items where matching_id is null or matching_id not in (select matching_id from closed)
          group by sub_account_id, coalesce(matching_id, line_id)
        )
        select sub_account_id as "subAccountId", to_char(due_date, 'YYYY-MM-DD') as "dueDate",
          sum(amount)::text as amount, count(*)::int as items
        from open_items group by sub_account_id, due_date`,
  );
  const subAccountIds = [...new Set(sums.map((row) => row.subAccountId))];
  const named = subAccountIds.length
    ? await rowsOf<{ id: string; code: string; name: string; subAccountId: string }>(
        tx,
        sql`select id, code, name, sub_account_id as "subAccountId" from ${parties}
            where company_id = ${companyId} and role = ${scope.partyRole}
              and sub_account_id = any(${sql.param(subAccountIds)}::uuid[])
            order by name, id`,
      )
    : [];
  const bySubAccount = new Map<string, typeof sums>();
  for (const row of sums) {
    const rows = bySubAccount.get(row.subAccountId) ?? [];
    rows.push(row);
    bySubAccount.set(row.subAccountId, rows);
  }
  return named.flatMap((party) =>
    (bySubAccount.get(party.subAccountId) ?? []).map((row) => ({
      partyId: party.id,
      code: party.code,
      name: party.name,
      ...row,
    })),
  );
}

/**
 * The open items of every account at a date in a folder, summed by account number and due date (an item: an
 * unmatched line, or the open lines of one matching netted, due at their earliest date): what the notes split
 * by maturity. Amounts are debit less credit, in minor units.
 */
export async function readOpenItemsByAccountAndDueDate(
  tx: Transaction,
  companyId: string,
  scope: { workFolderId: string; asOn: string },
) {
  return rowsOf<{ accountNumber: string; dueDate: string; amount: string }>(
    tx,
    sql`with items as (
          select p.line_id, ${companyAccounts.number} as account_number, p.due_date, p.amount, ml.matching_id
          from ${partyLines} p
          join ${companyAccounts} on ${companyAccounts.companyId} = p.company_id and ${companyAccounts.id} = p.account_id
          left join ${matchingLines} ml on ml.company_id = p.company_id and ml.line_id = p.line_id
          where p.company_id = ${companyId} and p.work_folder_id = ${scope.workFolderId}
            and p.entry_date <= ${scope.asOn} and ${carriesOpenItemsSql}
        ), closed as (
          select matching_id from items where matching_id is not null
          group by matching_id having sum(amount) = 0
        ), open_items as (
          select account_number, sum(amount) as amount, min(due_date) as due_date
          from items where matching_id is null or matching_id not in (select matching_id from closed)
          group by account_number, coalesce(matching_id, line_id)
        )
        select account_number as "accountNumber", to_char(due_date, 'YYYY-MM-DD') as "dueDate",
          sum(amount)::text as amount
        from open_items group by account_number, due_date having sum(amount) <> 0`,
  );
}

/** Whether an amount (debit less credit) is on the side a party of the role owes or is owed: a customer's debit, a supplier's credit. */
function owedSideSql(partyRole: 'CUSTOMER' | 'SUPPLIER', amount: SQL) {
  return partyRole === 'CUSTOMER' ? sql`${amount} > 0` : sql`${amount} < 0`;
}

/** An open item of one party at a date: one unmatched line, or the open lines of one matching netted. */
export interface AgedItemRow {
  documentNumber: string;
  documentDate: string;
  dueDate: string;
  amount: string;
  lines: number;
  matchingCode: string | null;
}

/**
 * The open items of one sub-account at a date, as the aged balance counts them
 * (readOpenItemsByPartyAndDueDate): each matching's open lines netted into one item, named and dated
 * by its oldest line of the side owed, in order of due date. All of them: a letter's totals must
 * equal the party's row of the aged balance.
 */
export function readAgedItems(
  tx: Transaction,
  companyId: string,
  scope: OpenItemsScope & { subAccountId: string; partyRole: 'CUSTOMER' | 'SUPPLIER' },
) {
  const owed = owedSideSql(scope.partyRole, sql`(debit - credit)`);
  const oldestOwed = sql`(${owed}) desc, due_date, entry_date, id`;
  return rowsOf<AgedItemRow>(
    tx,
    sql`with ${openLinesSql(companyId, scope)}, items as (
          select sum(debit - credit) as amount, count(*)::int as lines, matching_id,
            coalesce(min(due_date) filter (where ${owed}), min(due_date)) as due_date,
            (array_agg(document_number order by ${oldestOwed}))[1] as document_number,
            (array_agg(document_date order by ${oldestOwed}))[1] as document_date
          from dated group by coalesce(matching_id, id), matching_id
        )
        select items.document_number as "documentNumber", to_char(items.document_date, 'YYYY-MM-DD') as "documentDate",
          to_char(items.due_date, 'YYYY-MM-DD') as "dueDate", items.amount::text, items.lines, m.code as "matchingCode"
        from items left join ${matchings} m on m.company_id = ${companyId} and m.id = items.matching_id
        order by items.due_date, items.document_number`,
  );
}

/** Unmatched lines of open folders on open-item accounts, with the reference of the document or payment behind them. */
export function readUnmatchedLines(
  tx: Transaction,
  companyId: string,
  filter: { accountId?: string; subAccountId?: string; limit: number },
) {
  return rowsOf<LineForMatching & { reference: string | null; subAccountNumber: string | null }>(
    tx,
    sql`select ${lineForMatchingColumns}, coalesce(d.reference, p.reference) as reference,
          s.number as "subAccountNumber"
        from ${lineForMatchingFrom}
        left join ${subAccounts} s on s.company_id = l.company_id and s.id = l.sub_account_id
        left join ${accountingDocuments} d
          on d.company_id = l.company_id and e.source_type = 'DOCUMENT' and d.id = e.source_id
        left join ${accountingPayments} p
          on p.company_id = l.company_id and e.source_type = 'PAYMENT' and p.id = e.source_id
        where l.company_id = ${companyId} and f.status = 'OPEN' and ml.matching_id is null and ${carriesOpenItemsSql}
          ${filter.accountId ? sql`and l.account_id = ${filter.accountId}` : sql``}
          ${filter.subAccountId ? sql`and l.sub_account_id = ${filter.subAccountId}` : sql``}
        order by l.entry_date, l.id limit ${filter.limit}`,
  );
}

/** An account or sub-account id of a query must be the company's: another company's answers 404. */
export async function assertAccountsOfCompany(
  tx: Transaction,
  companyId: string,
  query: { accountId?: string; subAccountId?: string },
) {
  const [found] = await rowsOf<{ accounts: number; subAccounts: number }>(
    tx,
    sql`select (select count(*)::int from ${companyAccounts} where ${companyAccounts.companyId} = ${companyId}
              and ${companyAccounts.id} = ${query.accountId ?? null}) as accounts,
            (select count(*)::int from ${subAccounts} where ${subAccounts.companyId} = ${companyId}
              and ${subAccounts.id} = ${query.subAccountId ?? null}) as "subAccounts"`,
  );
  if ((query.accountId && found?.accounts !== 1) || (query.subAccountId && found?.subAccounts !== 1)) {
    throw notFound();
  }
}

export interface ItemToCarryRow {
  lineId: string;
  accountId: string;
  accountNumber: string;
  subAccountId: string | null;
  debit: string;
  credit: string;
  label: string | null;
  documentNumber: string;
  documentDate: string;
  dueDate: string;
  matchingId: string | null;
  originLineId: string;
  currency: string | null;
  amountCurrency: string | null;
}

/** Every open item of a folder at a date, in posting order, with the line it was first posted as. */
export function readItemsToCarry(tx: Transaction, companyId: string, workFolderId: string, asOn: string) {
  return rowsOf<ItemToCarryRow>(
    tx,
    sql`with ${openLinesSql(companyId, { workFolderId, asOn })}
        select dated.id as "lineId", dated.account_id as "accountId", a.number as "accountNumber",
          dated.sub_account_id as "subAccountId",
          dated.debit::text, dated.credit::text, dated.label, dated.document_number as "documentNumber",
          to_char(dated.document_date, 'YYYY-MM-DD') as "documentDate", to_char(dated.due_date, 'YYYY-MM-DD') as "dueDate",
          dated.matching_id as "matchingId", coalesce(ci.origin_line_id, dated.id) as "originLineId",
          dated.currency, dated.amount_currency::text as "amountCurrency"
        from dated join ${companyAccounts} a on a.company_id = dated.company_id and a.id = dated.account_id
        left join ${carriedItems} ci on ci.company_id = dated.company_id and ci.line_id = dated.id
        order by dated.entry_date, dated.id`,
  );
}

/** The ids of an entry's lines by line number. */
export async function readLineIdsOfEntry(tx: Transaction, companyId: string, entryId: string) {
  const rows = await rowsOf<{ id: string; lineNumber: number }>(
    tx,
    sql`select id, line_number as "lineNumber" from ${journalLines}
        where company_id = ${companyId} and entry_id = ${entryId}`,
  );
  return new Map(rows.map((row) => [row.lineNumber, row.id]));
}

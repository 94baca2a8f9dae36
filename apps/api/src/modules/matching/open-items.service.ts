import {
  AGING_BUCKETS,
  type AgingBucket,
  agingBucketOf,
  type DatedItem,
  daysBetween,
  dayWithin,
  formatAmount,
  formatInCurrency,
  toAmount,
} from '@bilan/accounting';
import type { AgedBalanceReport, MatchingSuggestion, OpenItems, OpenItemsQuery } from '@bilan/contract';
import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { companyTodayOn } from '../settings/settings.service.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';
import {
  type LineForMatching,
  type OpenItemsScope,
  readAgedItems,
  readOpenItems,
  readOpenItemsByAccountAndDueDate,
  readOpenItemsByPartyAndDueDate,
  readUnmatchedLines,
} from './matching.queries.ts';

/**
 * The items open at a date (today in the company's time zone by default) in the work folder that holds that date: its opening
 * entry carries the earlier years' items forward. No folder holds the date: no items.
 */
export async function openItems(tx: Transaction, company: CompanyContext, query: OpenItemsQuery): Promise<OpenItems> {
  const asOn = query.date ?? (await companyTodayOn(tx, company.companyId));
  const [folder] = await tx
    .select({ id: workFolders.id })
    .from(workFolders)
    .where(
      and(eq(workFolders.companyId, company.companyId), lte(workFolders.startOn, asOn), gte(workFolders.endOn, asOn)),
    )
    .orderBy(desc(workFolders.startOn))
    .limit(1);
  const format = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  if (!folder) {
    return {
      date: asOn,
      workFolderId: null,
      items: [],
      balance: format(0n),
      balancesInCurrency: [],
      total: 0,
      nextCursor: null,
    };
  }
  const scope: OpenItemsScope = {
    workFolderId: folder.id,
    asOn,
    accountId: query.accountId,
    subAccountId: query.subAccountId,
  };
  const page = await readOpenItems(tx, company.companyId, scope, { limit: query.limit + 1, cursor: query.cursor });
  const items = page.items.slice(0, query.limit);
  return {
    date: asOn,
    workFolderId: folder.id,
    items: items.map(({ matchingSettled, ...item }) => ({
      ...item,
      workFolderId: folder.id,
      debit: format(BigInt(item.debit)),
      credit: format(BigInt(item.credit)),
      amountCurrency: foreignAmountOf(item),
      daysPastDue: daysBetween(item.dueDate, asOn),
      partial: matchingSettled === false,
    })),
    balance: format(page.balance),
    balancesInCurrency: page.inCurrencies.map((row) => ({
      currency: row.currency,
      amount: formatInCurrency(row.balance, row.currency),
    })),
    total: page.total,
    nextCursor: page.items.length > query.limit ? (items.at(-1)?.lineId ?? null) : null,
  };
}

/** A line's foreign amount in its currency's decimals; null on a line in the company's currency. */
export function foreignAmountOf(line: { currency: string | null; amountCurrency: string | null }): string | null {
  return line.currency && line.amountCurrency !== null ? formatInCurrency(line.amountCurrency, line.currency) : null;
}

/** Each account's open items at a date, by due date (debit less credit): what the notes split by maturity. */
export async function openItemsByAccount(
  tx: Transaction,
  company: CompanyContext,
  scope: { workFolderId: string; asOn: string },
): Promise<Map<string, DatedItem[]>> {
  const rows = await readOpenItemsByAccountAndDueDate(tx, company.companyId, scope);
  const byAccount = new Map<string, DatedItem[]>();
  for (const row of rows) {
    const items = byAccount.get(row.accountNumber) ?? [];
    items.push({ dueOn: row.dueDate, amount: BigInt(row.amount) });
    byAccount.set(row.accountNumber, items);
  }
  return byAccount;
}

type Buckets = Record<AgingBucket, bigint>;

const noBuckets = (): Buckets => ({ notDue: 0n, days0To30: 0n, days31To60: 0n, days61To90: 0n, over90: 0n });

/**
 * What each customer (or supplier) owes (or is owed) at a date, from the open items of their
 * sub-accounts in the folder, by days past due: per party and in total, the balance of their
 * sub-accounts at that date, at any date of any folder, closed or open. A party's items in a foreign
 * currency are also summed in it, per currency (their value in the company's currency is in the
 * party's buckets); the totals stay in the company's currency, never a mix.
 */
export async function agedBalance(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: { type: 'customer' | 'supplier'; asOf?: string },
): Promise<AgedBalanceReport> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  // By default: today in the company's time zone, kept inside the folder (a year not begun yet: its first day).
  const asOf = query.asOf ?? dayWithin(await companyTodayOn(tx, company.companyId), folder.startOn, folder.endOn);
  const partyRole = query.type === 'customer' ? 'CUSTOMER' : 'SUPPLIER';
  const rows = await readOpenItemsByPartyAndDueDate(tx, company.companyId, { workFolderId, asOn: asOf, partyRole });
  // What customers owe is a debit balance; what is owed to suppliers a credit one.
  const sign = query.type === 'customer' ? 1n : -1n;
  const byParty = new Map<string, AgedParty>();
  const grand = noBuckets();
  for (const row of rows) {
    const party = byParty.get(row.partyId) ?? { ...row, items: 0, buckets: noBuckets(), inCurrencies: new Map() };
    const bucket = agingBucketOf(daysBetween(row.dueDate, asOf));
    const amount = sign * BigInt(row.amount);
    party.buckets[bucket] += amount;
    grand[bucket] += amount;
    party.items += row.items;
    if (row.currency && row.amountCurrency !== null) {
      const foreign = party.inCurrencies.get(row.currency) ?? noBuckets();
      foreign[bucket] += sign * BigInt(row.amountCurrency);
      party.inCurrencies.set(row.currency, foreign);
    }
    byParty.set(row.partyId, party);
  }
  const format = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  return {
    type: query.type,
    asOf,
    currency: company.currency,
    parties: [...byParty.entries()].map(([partyId, party]) => ({
      partyId,
      code: party.code,
      name: party.name,
      documents: party.items,
      ...formatBuckets(party.buckets, format),
      inCurrencies: [...party.inCurrencies.entries()]
        .sort(([left], [right]) => left.localeCompare(right))
        .map(([currency, buckets]) => ({
          currency,
          ...formatBuckets(buckets, (amount) => formatInCurrency(amount, currency)),
        })),
    })),
    totals: formatBuckets(grand, format),
  };
}

interface AgedParty {
  code: string;
  name: string;
  items: number;
  buckets: Buckets;
  inCurrencies: Map<string, Buckets>;
}

function formatBuckets(buckets: Buckets, format: (amount: bigint) => string) {
  return {
    ...Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, format(buckets[bucket])])),
    total: format(AGING_BUCKETS.reduce((sum, bucket) => sum + buckets[bucket], 0n)),
  } as Record<AgingBucket | 'total', string>;
}

/** An item of a party's aged balance: an unmatched line, or a matching's open lines netted. */
export interface AgedItem {
  documentNumber: string;
  documentOn: string;
  dueOn: string;
  daysPastDue: number;
  /** Debit less credit, in minor units: what a customer owes is positive. */
  amount: bigint;
  /** When its foreign lines share a currency: it, and their debit less credit in its minor units. */
  currency: string | null;
  amountCurrency: bigint | null;
}

/**
 * The items of one party's sub-account at a date, counted as the aged balance counts them, oldest due
 * first: what dunning reads.
 */
export async function agedItemsOfParty(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: { subAccountId: string; partyRole: 'CUSTOMER' | 'SUPPLIER'; asOn: string },
): Promise<AgedItem[]> {
  const rows = await readAgedItems(tx, company.companyId, { workFolderId, ...query });
  return rows.map((row) => ({
    documentNumber: row.documentNumber,
    documentOn: row.documentDate,
    dueOn: row.dueDate,
    daysPastDue: daysBetween(row.dueDate, query.asOn),
    amount: BigInt(row.amount),
    currency: row.currency,
    amountCurrency: row.amountCurrency === null ? null : BigInt(row.amountCurrency),
  }));
}

/**
 * What a debit and a credit must share to be suggested together: their account and sub-account, and
 * their amount: in its currency for a line that carries a foreign amount (a dollar invoice and its
 * dollars received, whose values in the company's currency differ when the rate moved), else in the
 * company's (docs/decisions/0036-currencies.md).
 */
function suggestionKey(line: LineForMatching): string {
  const party = `${line.accountId}/${line.subAccountId ?? ''}`;
  if (line.currency !== null && line.amountCurrency !== null) return `${party}/${line.currency}/${line.amountCurrency}`;
  const amount = BigInt(line.debit) - BigInt(line.credit);
  return `${party}/${amount < 0n ? -amount : amount}`;
}

/**
 * Proposed matchings of unmatched lines in open folders, for the user to confirm: per account and
 * sub-account (one party), a debit and a credit of the same amount (the same foreign amount for lines
 * in a foreign currency), those sharing their document's or payment's reference first, then the
 * oldest with the oldest.
 */
export async function suggestMatchings(
  tx: Transaction,
  company: CompanyContext,
  query: { accountId?: string; subAccountId?: string; limit: number },
): Promise<MatchingSuggestion[]> {
  const lines = await readUnmatchedLines(tx, company.companyId, { ...query, limit: SUGGESTION_LINES_MAX });
  type Line = (typeof lines)[number];
  const groups = new Map<string, { debits: Line[]; credits: Line[] }>();
  for (const line of lines) {
    const key = suggestionKey(line);
    const group = groups.get(key) ?? { debits: [], credits: [] };
    (BigInt(line.debit) > BigInt(line.credit) ? group.debits : group.credits).push(line);
    groups.set(key, group);
  }
  const suggestions: MatchingSuggestion[] = [];
  const format = (amount: string) => formatAmount(toAmount(BigInt(amount)), company.scale);
  const suggest = (debit: Line, credit: Line, reason: MatchingSuggestion['reason']) =>
    suggestions.push({
      lineIds: [debit.id, credit.id],
      accountId: debit.accountId,
      subAccountId: debit.subAccountId,
      subAccountNumber: debit.subAccountNumber,
      amount: format(debit.debit),
      reason,
      lines: [debit, credit].map((line) => matchedLine(line, format)),
    });
  for (const { debits, credits } of groups.values()) {
    const sameReference = (debit: Line) => (credit: Line) =>
      debit.reference !== null && credit.reference?.toLowerCase() === debit.reference.toLowerCase();
    for (const debit of [...debits]) {
      const index = credits.findIndex(sameReference(debit));
      const [credit] = index >= 0 ? credits.splice(index, 1) : [];
      if (!credit) continue;
      debits.splice(debits.indexOf(debit), 1);
      suggest(debit, credit, 'AMOUNT_AND_REFERENCE');
    }
    debits.forEach((debit, index) => {
      const credit = credits[index];
      if (credit) suggest(debit, credit, 'AMOUNT');
    });
  }
  return suggestions.slice(0, query.limit);
}

/** Suggestions look at this many unmatched lines, oldest first. */
const SUGGESTION_LINES_MAX = 20_000;

function matchedLine(line: LineForMatching, format: (amount: string) => string) {
  return {
    lineId: line.id,
    entryId: line.entryId,
    entryNumber: line.entryNumber,
    workFolderId: line.workFolderId,
    date: line.entryOn,
    label: line.label,
    debit: format(line.debit),
    credit: format(line.credit),
    currency: line.currency,
    amountCurrency: foreignAmountOf(line),
  };
}

import type { ListPartiesQuery, OpenDocument, PartyRole } from '@bilan/contract';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { escapeLike, foldedLike } from '../../db/folded-text.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { accountBalances, journalEntries, journalLines } from '../ledger/ledger.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';
import { parties } from './parties.table.ts';

export type PartyRow = typeof parties.$inferSelect;

/** C for customers (clients), F for suppliers (fournisseurs), as French ledgers number them. */
export const PARTY_CODE_PREFIX: Record<PartyRole, string> = { CUSTOMER: 'C', SUPPLIER: 'F' };
const GENERATED_CODE_DIGITS = 5;
/** Open items shown with one party; settlement lists will page beyond that. */
const OPEN_DOCUMENTS_MAX = 500;

export async function findParty(
  tx: Transaction,
  companyId: string,
  role: PartyRole,
  id: string,
): Promise<PartyRow | undefined> {
  const [row] = await tx
    .select()
    .from(parties)
    .where(and(eq(parties.id, id), eq(parties.companyId, companyId), eq(parties.role, role)));
  return row;
}

/**
 * The next free code of the role: one more than the highest generated-looking sub-account number
 * (C00042 → C00043). Sub-accounts are read rather than parties because their numbers are the ones
 * that must stay unique per company. The caller holds the lock of `lockPartyCodes`.
 */
export async function nextPartyCode(tx: Transaction, companyId: string, role: PartyRole): Promise<string> {
  const prefix = PARTY_CODE_PREFIX[role];
  const [row] = await tx
    .select({ last: sql<string>`coalesce(max(substring(${subAccounts.number} from 2)::bigint), 0)::text` })
    .from(subAccounts)
    .where(and(eq(subAccounts.companyId, companyId), sql`${subAccounts.number} ~ ${`^${prefix}[0-9]{1,15}$`}`));
  const next = BigInt(row?.last ?? '0') + 1n;
  return `${prefix}${next.toString().padStart(GENERATED_CODE_DIGITS, '0')}`;
}

/** Serializes code generation per company and role until the transaction ends, so concurrent creates differ. */
export async function lockPartyCodes(tx: Transaction, companyId: string, role: PartyRole): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`party-code:${companyId}:${role}`}, 0))`);
}

export async function listPartyRows(
  tx: Transaction,
  companyId: string,
  role: PartyRole,
  query: ListPartiesQuery,
): Promise<{ rows: PartyRow[]; total: number; offset: number }> {
  const filters = and(
    eq(parties.companyId, companyId),
    eq(parties.role, role),
    query.active === undefined ? undefined : eq(parties.active, query.active === 'true'),
    query.q ? searchFilter(query.q) : undefined,
  );
  const offset = Number(query.cursor ?? 0);
  const [total] = await tx.select({ parties: count() }).from(parties).where(filters);
  const order = query.sort === 'code' ? [asc(parties.code)] : [asc(sql`lower(${parties.name})`), asc(parties.name)];
  const rows = await tx
    .select()
    .from(parties)
    .where(filters)
    .orderBy(...order, asc(parties.id))
    .limit(query.limit + 1)
    .offset(offset);
  return { rows, total: total?.parties ?? 0, offset };
}

/** Name or code containing the text (case and accents ignored), or a phone containing its digits (typed with or without spaces). */
function searchFilter(text: string): SQL | undefined {
  const pattern = `%${escapeLike(text)}%`;
  const compact = text.replace(/[\s.()-]/g, '');
  return or(
    foldedLike(parties.name, pattern),
    foldedLike(parties.code, pattern),
    compact ? ilike(parties.phone, `%${escapeLike(compact)}%`) : undefined,
  );
}

/**
 * The work folder whose balances are shown when none is asked for: the company's open folder that
 * contains today, else its latest one; null for a company without folders.
 */
export async function findDefaultWorkFolderId(tx: Transaction, companyId: string, today: string) {
  const [row] = await tx
    .select({ id: workFolders.id })
    .from(workFolders)
    .where(eq(workFolders.companyId, companyId))
    .orderBy(
      desc(
        sql`${workFolders.status} = 'OPEN' and ${workFolders.startOn} <= ${today} and ${workFolders.endOn} >= ${today}`,
      ),
      desc(workFolders.startOn),
    )
    .limit(1);
  return row?.id ?? null;
}

/** A party sub-account's control account, and whether the sub-account has postings (then it is fixed). */
export interface SubAccountControl {
  accountId: string;
  accountNumber: string;
  posted: boolean;
}

/** Postings are read from the monthly balances, in one pass for the whole page of parties. */
export async function readControlAccounts(
  tx: Transaction,
  companyId: string,
  subAccountIds: readonly string[],
): Promise<Map<string, SubAccountControl>> {
  if (subAccountIds.length === 0) return new Map();
  const ids = [...subAccountIds];
  const rows = await tx
    .select({ id: subAccounts.id, accountId: subAccounts.accountId, accountNumber: companyAccounts.number })
    .from(subAccounts)
    .innerJoin(companyAccounts, sameCompany(companyAccounts, companyAccounts.id, subAccounts, subAccounts.accountId))
    .where(and(eq(subAccounts.companyId, companyId), inArray(subAccounts.id, ids)));
  const posted = await tx
    .selectDistinct({ id: accountBalances.subAccountId })
    .from(accountBalances)
    .where(and(eq(accountBalances.companyId, companyId), inArray(accountBalances.subAccountId, ids)));
  const postedIds = new Set(posted.map((row) => row.id));
  return new Map(rows.map(({ id, ...control }) => [id, { ...control, posted: postedIds.has(id) }]));
}

/** Debit − credit per sub-account over a work folder, from the monthly balances (never from journal lines). */
export async function readSubAccountBalances(
  tx: Transaction,
  companyId: string,
  workFolderId: string | null,
  subAccountIds: readonly string[],
): Promise<Map<string, bigint>> {
  if (!workFolderId || subAccountIds.length === 0) return new Map();
  const rows = await tx
    .select({
      subAccountId: accountBalances.subAccountId,
      debit: sum(accountBalances.debit),
      credit: sum(accountBalances.credit),
    })
    .from(accountBalances)
    .where(
      and(
        eq(accountBalances.companyId, companyId),
        eq(accountBalances.workFolderId, workFolderId),
        inArray(accountBalances.subAccountId, [...subAccountIds]),
      ),
    )
    .groupBy(accountBalances.subAccountId);
  return new Map(
    rows.map((row) => [row.subAccountId ?? '', BigInt(row.debit ?? '0') - BigInt(row.credit ?? '0')] as const),
  );
}

/**
 * The party's validated documents, oldest due first. `amountDue` stays null until invoices and
 * payments compute their settlement; then this returns only documents with something left to pay.
 */
export async function findOpenDocuments(
  tx: Transaction,
  company: { companyId: string; currency: string },
  partyId: string,
): Promise<OpenDocument[]> {
  const companyId = company.companyId;
  const rows = await tx
    .select({
      id: accountingDocuments.id,
      type: accountingDocuments.type,
      number: journalEntries.number,
      date: accountingDocuments.documentOn,
      dueDate: accountingDocuments.dueOn,
      currency: sql<string>`coalesce(${accountingDocuments.currency}, ${company.currency})`,
    })
    .from(accountingDocuments)
    .leftJoin(
      journalEntries,
      sameCompany(journalEntries, journalEntries.id, accountingDocuments, accountingDocuments.journalEntryId),
    )
    .where(
      and(
        eq(accountingDocuments.companyId, companyId),
        eq(accountingDocuments.partyId, partyId),
        eq(accountingDocuments.state, 'VALIDATED'),
      ),
    )
    .orderBy(
      asc(sql`coalesce(${accountingDocuments.dueOn}, ${accountingDocuments.documentOn})`),
      asc(accountingDocuments.id),
    )
    .limit(OPEN_DOCUMENTS_MAX);
  return rows.map((row) => ({ ...row, amountDue: null }));
}

/**
 * The foreign amounts of a sub-account's lines in a work folder, debit less credit, per currency (in
 * its minor units): the party's balance in its own currency beside the company's.
 */
export async function readForeignBalances(
  tx: Transaction,
  companyId: string,
  workFolderId: string | null,
  subAccountId: string,
): Promise<Array<{ currency: string; balance: string }>> {
  if (!workFolderId) return [];
  const rows = await tx
    .select({
      currency: sql<string>`${journalLines.currency}`,
      balance: sql<string>`sum(case when ${journalLines.debit} > 0 then ${journalLines.amountCurrency}
        else -${journalLines.amountCurrency} end)::text`,
    })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.companyId, companyId),
        eq(journalLines.workFolderId, workFolderId),
        eq(journalLines.subAccountId, subAccountId),
        isNotNull(journalLines.currency),
      ),
    )
    .groupBy(journalLines.currency)
    .orderBy(asc(journalLines.currency));
  return rows;
}

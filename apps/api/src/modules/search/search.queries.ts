import type { DocumentState, DocumentType, Language, PartyRole } from '@bilan/contract';
import { type AnyColumn, and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { childNumbersSql } from '../../db/account-children.ts';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { escapeLike, foldedLike } from '../../db/folded-text.ts';
import { accountLabelSql, refAccountJoin } from '../accounts/account-labels.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { journalEntries, journalLines } from '../ledger/ledger.table.ts';
import { parties } from '../parties/parties.table.ts';
import { refAccounts } from '../referentials/referentials.table.ts';

/** A match and how good it is: 0 equal to the text, 1 starting with it, 2 and 3 containing it. */
export interface RankedId {
  id: string;
  rank: number;
}

/**
 * Documents whose number, reference or label matches the text, best first. The function of migration
 * 0009 finds them with the trigram indexes, which row-level security would keep out of a plain query.
 */
export async function findDocumentsByText(tx: Transaction, text: string, limit: number): Promise<RankedId[]> {
  const result = (await tx.execute(
    sql`select document_id as id, match_rank as rank from bilan_search_documents(${text}, ${limit})`,
  )) as unknown as { rows: RankedId[] };
  return result.rows;
}

/** Customers and suppliers whose code, name or phone matches, best first, by the function of migration 0009. */
export async function findParties(tx: Transaction, companyId: string, text: string, limit: number) {
  return tx
    .select({
      id: parties.id,
      role: parties.role,
      code: parties.code,
      name: parties.name,
      phone: parties.phone,
      city: parties.city,
      active: parties.active,
      rank: sql<number>`found.match_rank`,
    })
    .from(sql`bilan_search_parties(${text}, ${limit}) as found`)
    .innerJoin(parties, and(eq(parties.companyId, companyId), sql`${parties.id} = found.party_id`))
    .orderBy(sql`found.match_rank`, asc(sql`lower(${parties.name})`), asc(parties.id));
}

/**
 * Posted documents whose total is `amount`: an entry of a document with a line of that amount on
 * either side (the customer's or supplier's line of an invoice, the one-sided line of most entries),
 * whose debit total is the amount. Both lookups are equalities, which the indexes serve under
 * row-level security. An entry split on both sides with no line of its total is not found.
 */
export async function findPostedDocumentsByAmount(
  tx: Transaction,
  companyId: string,
  amount: bigint,
  limit: number,
): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: journalEntries.sourceId, date: journalEntries.entryOn })
    .from(journalLines)
    .innerJoin(journalEntries, sameCompany(journalEntries, journalEntries.id, journalLines, journalLines.entryId))
    .where(
      and(
        eq(journalLines.companyId, companyId),
        or(eq(journalLines.debit, amount), eq(journalLines.credit, amount)),
        eq(journalEntries.sourceType, 'DOCUMENT'),
        isNull(journalEntries.reversesEntryId),
        sql`(select sum(entry_line.debit) from ${journalLines} as entry_line
              where entry_line.company_id = ${journalEntries.companyId} and entry_line.entry_id = ${journalEntries.id}) = ${amount}`,
      ),
    )
    .orderBy(desc(journalEntries.entryOn))
    .limit(limit);
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/**
 * The latest drafts (at most `limit`), whose totals the caller computes from their lines: drafts have
 * no posted entry to search, and are few, so reading the latest ones bounds the work (a partial index).
 */
export async function findLatestDrafts(tx: Transaction, companyId: string, limit: number) {
  return tx
    .select({ id: accountingDocuments.id, type: accountingDocuments.type })
    .from(accountingDocuments)
    .where(and(eq(accountingDocuments.companyId, companyId), eq(accountingDocuments.state, 'DRAFT')))
    .orderBy(desc(accountingDocuments.updatedAt))
    .limit(limit);
}

export interface DocumentHitRow {
  id: string;
  workFolderId: string;
  type: DocumentType;
  state: DocumentState;
  date: string;
  number: string | null;
  reference: string | null;
  label: string | null;
  partyId: string | null;
  partyRole: PartyRole | null;
  partyName: string | null;
}

/** The documents to show, with their posted number and party, read back under row-level security. */
export async function readDocumentHits(tx: Transaction, ids: string[]): Promise<DocumentHitRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: accountingDocuments.id,
      workFolderId: accountingDocuments.workFolderId,
      type: accountingDocuments.type,
      state: accountingDocuments.state,
      date: accountingDocuments.documentOn,
      number: journalEntries.number,
      reference: accountingDocuments.reference,
      label: accountingDocuments.label,
      partyId: accountingDocuments.partyId,
      partyRole: parties.role,
      partyName: parties.name,
    })
    .from(accountingDocuments)
    .leftJoin(
      journalEntries,
      sameCompany(journalEntries, journalEntries.id, accountingDocuments, accountingDocuments.journalEntryId),
    )
    .leftJoin(parties, sameCompany(parties, parties.id, accountingDocuments, accountingDocuments.partyId))
    .where(inArray(accountingDocuments.id, ids));
}

/**
 * Accounts of the chart whose number or label (the company's own, else the reference label in the
 * reader's language) matches. A chart holds a few thousand accounts at most, read through the
 * (company, number) index, so this is a plain query under row-level security. The reference labels are
 * matched in their own small table first, so the filter never needs the join (whose plan would depend on
 * statistics a new database does not have yet).
 */
export async function findAccounts(
  tx: Transaction,
  company: CompanyContext,
  text: string,
  language: Language,
  limit: number,
) {
  const label = accountLabelSql(language);
  const folded = text.toLowerCase();
  const literal = escapeLike(folded);
  const starting = `${literal}%`;
  const wordStarting = `% ${literal}%`;
  const patterns = text.length >= 3 ? [`%${literal}%`] : [starting, wordStarting];
  const labelled = (column: AnyColumn | SQL) => or(...patterns.map((pattern) => foldedLike(column, pattern)));
  const refLabel = language === 'fr' ? refAccounts.frLabel : refAccounts.enLabel;
  const matchingReferences = tx
    .select({ number: refAccounts.number })
    .from(refAccounts)
    .where(and(eq(refAccounts.framework, company.framework), labelled(refLabel)));
  const rank = sql<number>`case
    when lower(${companyAccounts.number}) = ${folded} then 0
    when ${companyAccounts.number} ilike ${starting} then 1
    when ${foldedLike(label, starting)} or ${foldedLike(label, wordStarting)} then 2
    else 3 end`.mapWith(Number);
  return tx
    .select({
      id: companyAccounts.id,
      number: companyAccounts.number,
      label,
      class: companyAccounts.classNumber,
      childNumbers: childNumbersSql(),
      active: companyAccounts.active,
      rank,
    })
    .from(companyAccounts)
    .leftJoin(refAccounts, refAccountJoin(company.framework))
    .where(
      and(
        eq(companyAccounts.companyId, company.companyId),
        or(
          text.length >= 3 ? ilike(companyAccounts.number, `%${literal}%`) : ilike(companyAccounts.number, starting),
          labelled(companyAccounts.customLabel),
          and(isNull(companyAccounts.customLabel), inArray(companyAccounts.refAccountNumber, matchingReferences)),
        ),
      ),
    )
    .orderBy(rank, asc(companyAccounts.number))
    .limit(limit);
}

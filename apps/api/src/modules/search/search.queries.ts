import type { DocumentState, DocumentType, Language, PartyRole } from '@bilan/contract';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { accountLabelSql, refAccountJoin } from '../accounts/account-labels.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { accountingDocuments, documentLines } from '../documents/documents.table.ts';
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
export async function findParties(tx: Transaction, text: string, limit: number) {
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
    .innerJoin(parties, sql`${parties.id} = found.party_id`)
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
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        eq(journalLines.companyId, companyId),
        or(eq(journalLines.debit, amount), eq(journalLines.credit, amount)),
        eq(journalEntries.sourceType, 'DOCUMENT'),
        isNull(journalEntries.reversesEntryId),
        sql`(select sum(entry_line.debit) from ${journalLines} as entry_line where entry_line.entry_id = ${journalEntries.id}) = ${amount}`,
      ),
    )
    .orderBy(desc(journalEntries.entryOn))
    .limit(limit);
  return rows.flatMap((row) => (row.id ? [row.id] : []));
}

/**
 * Drafts whose total is `amount`. Drafts have no entry yet, so their totals are summed from their
 * lines here: an invoice line including tax is computed as `computeInvoiceLine` does (rounding half
 * away from zero, which is what PostgreSQL's round(numeric) does). The caller checks each answer
 * with that function, so this only has to find the candidates; drafts are few (a partial index).
 */
export async function findDraftsByAmount(
  tx: Transaction,
  companyId: string,
  amount: bigint,
  limit: number,
): Promise<string[]> {
  const result = (await tx.execute(sql`
    select document.id, max(document.document_date) as date
    from ${accountingDocuments} as document
    join ${documentLines} as line on line.document_id = document.id
    cross join lateral (select round(coalesce(line.unit_price, 0) * coalesce(line.quantity, '0')::numeric) as gross) as g
    cross join lateral (
      select g.gross - round(g.gross * coalesce(line.discount_rate_basis_points, 0) / 10000.0) as excluding_tax
    ) as e
    where document.company_id = ${companyId} and document.state = 'DRAFT'
    group by document.id
    having sum(case when document.type = 'JOURNAL_ENTRY' then coalesce(line.debit, 0)
      else e.excluding_tax + round(e.excluding_tax * coalesce(line.vat_rate_basis_points, 0) / 10000.0) end) = ${amount}
    order by 2 desc
    limit ${limit}`)) as unknown as { rows: Array<{ id: string }> };
  return result.rows.map((row) => row.id);
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
    .leftJoin(journalEntries, eq(journalEntries.id, accountingDocuments.journalEntryId))
    .leftJoin(parties, eq(parties.id, accountingDocuments.partyId))
    .where(inArray(accountingDocuments.id, ids));
}

export async function readDocumentLines(tx: Transaction, ids: string[]) {
  if (ids.length === 0) return [];
  return tx.select().from(documentLines).where(inArray(documentLines.documentId, ids));
}

/**
 * Accounts of the chart whose number or label (the company's own, else the reference label in the
 * reader's language) matches. A chart holds a few thousand accounts at most, read through the
 * (company, number) index, so this is a plain query under row-level security.
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
  const containing = `%${literal}%`;
  const matching: SQL | undefined =
    text.length >= 3
      ? or(ilike(companyAccounts.number, containing), ilike(label, containing))
      : or(ilike(companyAccounts.number, starting), ilike(label, starting), ilike(label, wordStarting));
  const rank = sql<number>`case
    when lower(${companyAccounts.number}) = ${folded} then 0
    when ${companyAccounts.number} ilike ${starting} then 1
    when ${label} ilike ${starting} or ${label} ilike ${wordStarting} then 2
    else 3 end`.mapWith(Number);
  return tx
    .select({
      id: companyAccounts.id,
      number: companyAccounts.number,
      label,
      class: companyAccounts.classNumber,
      isGroup: companyAccounts.isGroup,
      active: companyAccounts.active,
      rank,
    })
    .from(companyAccounts)
    .leftJoin(refAccounts, refAccountJoin(company.framework))
    .where(and(eq(companyAccounts.companyId, company.companyId), matching))
    .orderBy(rank, asc(companyAccounts.number))
    .limit(limit);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

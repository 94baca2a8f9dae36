import { formatAmount, isGroupAccount, toAmount } from '@bilan/accounting';
import {
  type DocumentHit,
  type Language,
  SEARCH_HITS_PER_KIND,
  type SearchQuery,
  type SearchResults,
} from '@bilan/contract';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { documentLinesOf, invoiceTotal } from '../documents/document-view.ts';
import {
  type DocumentHitRow,
  findAccounts,
  findDocumentsByText,
  findLatestDrafts,
  findParties,
  findPostedDocumentsByAmount,
  type RankedId,
  readDocumentHits,
} from './search.queries.ts';
import { parseSearchAmount } from './search-amount.ts';

/** One more than is shown tells whether others matched. */
const WANTED = SEARCH_HITS_PER_KIND + 1;
/** Drafts whose totals an amount is compared with: the latest ones, as a company rarely keeps more. */
const DRAFTS_SEARCHED_BY_AMOUNT = 200;

/**
 * The company's documents, customers and suppliers, and accounts matching a text, best first in each
 * kind: equal to it, starting with it, then containing it. A text that reads as an amount also finds the
 * documents whose total equals it. Every query runs in the caller's tenant transaction.
 */
export async function searchCompany(
  tx: Transaction,
  company: CompanyContext,
  query: SearchQuery,
  language: Language,
): Promise<SearchResults> {
  const text = query.q;
  if (text === '') {
    throw new AppError('SEARCH_QUERY_REQUIRED', { fields: [{ path: 'querystring.q', code: 'SEARCH_QUERY_REQUIRED' }] });
  }
  const amount = parseSearchAmount(text, company.scale);
  const documents = await searchDocuments(tx, company, text, amount);
  const parties = await findParties(tx, company.companyId, text, WANTED);
  const accounts = await findAccounts(tx, company, text, language, WANTED);
  return {
    query: text,
    amount: amount === null ? null : formatAmount(toAmount(amount), company.scale),
    documents: shown(documents),
    parties: shown(parties.map(({ rank: _rank, ...party }) => party)),
    accounts: shown(
      accounts.map(({ rank: _rank, childNumbers, ...account }) => ({
        ...account,
        isGroup: isGroupAccount(account.number, childNumbers),
      })),
    ),
  };
}

function shown<Hit>(hits: Hit[]): { items: Hit[]; more: boolean } {
  return { items: hits.slice(0, SEARCH_HITS_PER_KIND), more: hits.length > SEARCH_HITS_PER_KIND };
}

async function searchDocuments(
  tx: Transaction,
  company: CompanyContext,
  text: string,
  amount: bigint | null,
): Promise<DocumentHit[]> {
  const byText = await findDocumentsByText(tx, text, WANTED);
  const byAmount = amount === null ? [] : await findDocumentsByAmount(tx, company, amount);
  // An equal total is as good a match as an equal number.
  const ranks = new Map<string, number>(byAmount.map((id) => [id, 0]));
  for (const hit of byText) ranks.set(hit.id, Math.min(hit.rank, ranks.get(hit.id) ?? hit.rank));
  const rows = await readDocumentHits(tx, [...ranks.keys()]);
  const totals = await documentTotals(tx, company.companyId, rows);
  const matchedByText = new Set(byText.map((hit: RankedId) => hit.id));
  return rows
    .filter((row) => matchedByText.has(row.id) || totals.get(row.id) === amount)
    .sort((left, right) => compareHits(left, right, ranks))
    .slice(0, WANTED)
    .map((row) => toDocumentHit(row, totals.get(row.id) ?? 0n, company.scale));
}

/** Better rank first; among equals, the latest document, then the highest number. */
function compareHits(left: DocumentHitRow, right: DocumentHitRow, ranks: Map<string, number>): number {
  return (
    (ranks.get(left.id) ?? 0) - (ranks.get(right.id) ?? 0) ||
    right.date.localeCompare(left.date) ||
    (right.number ?? '').localeCompare(left.number ?? '')
  );
}

/** Posted documents whose entry totals `amount`, and the latest drafts whose lines do. */
async function findDocumentsByAmount(tx: Transaction, company: CompanyContext, amount: bigint): Promise<string[]> {
  const posted = await findPostedDocumentsByAmount(tx, company.companyId, amount, WANTED);
  const drafts = await findLatestDrafts(tx, company.companyId, DRAFTS_SEARCHED_BY_AMOUNT);
  const draftTotals = await documentTotals(tx, company.companyId, drafts);
  return [...posted, ...drafts.filter((draft) => draftTotals.get(draft.id) === amount).map((draft) => draft.id)];
}

/** Totals as the document screens show them: including tax for invoices, the debit total for entries. */
async function documentTotals(
  tx: Transaction,
  companyId: string,
  rows: ReadonlyArray<Pick<DocumentHitRow, 'id' | 'type'>>,
): Promise<Map<string, bigint>> {
  const lines = await documentLinesOf(
    tx,
    companyId,
    rows.map((row) => row.id),
  );
  const linesOf = new Map<string, typeof lines>();
  for (const line of lines) linesOf.set(line.documentId, [...(linesOf.get(line.documentId) ?? []), line]);
  return new Map(
    rows.map((row) => {
      const own = linesOf.get(row.id) ?? [];
      const total =
        row.type === 'JOURNAL_ENTRY' ? own.reduce((sum, line) => sum + (line.debit ?? 0n), 0n) : invoiceTotal(own);
      return [row.id, total] as const;
    }),
  );
}

function toDocumentHit(row: DocumentHitRow, total: bigint, scale: number): DocumentHit {
  return {
    id: row.id,
    workFolderId: row.workFolderId,
    type: row.type,
    state: row.state,
    number: row.number,
    reference: row.reference,
    label: row.label,
    date: row.date,
    amount: formatAmount(toAmount(total), scale),
    party:
      row.partyId && row.partyRole && row.partyName
        ? { id: row.partyId, role: row.partyRole, name: row.partyName }
        : null,
  };
}

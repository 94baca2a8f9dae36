import { currencyScale, formatAmount, parseAmount, ZERO_AMOUNT } from '@bilan/accounting';
import type { AccountingDocument, DocumentBody, DocumentState, InvoiceType, Language } from '@bilan/contract';
import { and, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { executeNamed } from '../../db/named-statement.ts';
import { AppError, isRefusal, notFound, type Refusal } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { type AuditChange, recordAudit } from '../audit/audit.service.ts';
import { findCompany } from '../companies/companies.queries.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import {
  type AccountForPosting,
  appendEntries,
  type CheckedPosting,
  type ComputedPostingRequest,
  checkPostings,
  eachOrRefusal,
  type KnownAccounts,
  lockOpenWorkFolder,
  type PostedEntry,
  resolveComputedPostings,
  reverseJournalEntry,
} from '../ledger/ledger.service.ts';
import { journals } from '../ledger/ledger.table.ts';
import { matchReversal, matchSettlement } from '../matching/matching.service.ts';
import { getParty } from '../parties/parties.service.ts';
import { phonePrefixes } from '../parties/phone-prefixes.ts';
import { companyTodayOn, getSettings } from '../settings/settings.service.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { creditNoteRounds } from './credit-note-rounds.ts';
import { assertOpeningJournalTakesHandEntries, isCreditNote, partyRoleOf, resolveHeader } from './document-header.ts';
import { insertDocumentLines } from './document-lines.ts';
import { entryOfDocument } from './document-posting.ts';
import { settlementIs } from './document-settlement.ts';
import { invoiceTotal, type LineView, type LoadedDocument, loadDocuments, readDocuments } from './document-view.ts';
import { accountingDocuments, documentLines } from './documents.table.ts';
import { assertEInvoiceReady, renderFacturXPdf } from './factur-x.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

type DocumentRow = typeof accountingDocuments.$inferSelect;

export async function createDocument(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: DocumentBody,
): Promise<AccountingDocument> {
  const folder = await lockOpenWorkFolder(tx, company.companyId, workFolderId);
  checkDateInFolder(body.date, folder);
  const header = await resolveHeader(tx, company, workFolderId, body);
  const id = newId();
  await tx.insert(accountingDocuments).values({
    id,
    companyId: company.companyId,
    workFolderId,
    type: body.type,
    state: 'DRAFT',
    documentOn: body.date,
    dueOn: header.dueOn,
    partyId: header.partyId,
    creditedDocumentId: header.creditedDocumentId,
    reference: body.reference ?? null,
    label: body.label ?? null,
    journalId: header.journalId,
    vatTreatment: header.vatTreatment,
    precompteRateBasisPoints: header.precompteRateBasisPoints,
    vatWithheldBasisPoints: header.vatWithheldBasisPoints,
    currency: header.currency,
    exchangeRate: header.exchangeRate,
    createdBy: company.userId,
  });
  await insertDocumentLines(tx, company, id, body, header.currency);
  const created = await getDocument(tx, company, id, workFolderId);
  await recordAudit(tx, company, { action: 'CREATE', entityType: 'DOCUMENT', entityId: id, after: created });
  return created;
}

export async function updateDocument(
  tx: Transaction,
  company: CompanyContext,
  documentId: string,
  workFolderId: string,
  body: DocumentBody,
): Promise<AccountingDocument> {
  const document = await lockDraft(tx, company, documentId, workFolderId);
  if (body.type !== document.type) throw new AppError('STATE_TRANSITION_NOT_ALLOWED');
  const before = await getDocument(tx, company, documentId, workFolderId);
  const folder = await lockOpenWorkFolder(tx, company.companyId, workFolderId);
  checkDateInFolder(body.date, folder);
  const header = await resolveHeader(tx, company, workFolderId, body);
  await tx
    .update(accountingDocuments)
    .set({
      documentOn: body.date,
      dueOn: header.dueOn,
      partyId: header.partyId,
      creditedDocumentId: header.creditedDocumentId,
      reference: body.reference ?? null,
      label: body.label ?? null,
      journalId: header.journalId,
      vatTreatment: header.vatTreatment,
      precompteRateBasisPoints: header.precompteRateBasisPoints,
      vatWithheldBasisPoints: header.vatWithheldBasisPoints,
      currency: header.currency,
      exchangeRate: header.exchangeRate,
      updatedAt: new Date(),
    })
    .where(and(eq(accountingDocuments.companyId, company.companyId), eq(accountingDocuments.id, documentId)));
  await tx
    .delete(documentLines)
    .where(and(eq(documentLines.companyId, company.companyId), eq(documentLines.documentId, documentId)));
  await insertDocumentLines(tx, company, documentId, body, header.currency);
  const after = await getDocument(tx, company, documentId, workFolderId);
  await recordAudit(tx, company, { action: 'UPDATE', entityType: 'DOCUMENT', entityId: documentId, before, after });
  return after;
}

export async function deleteDocument(
  tx: Transaction,
  company: CompanyContext,
  documentId: string,
  workFolderId: string,
): Promise<void> {
  await lockDraft(tx, company, documentId, workFolderId);
  await lockOpenWorkFolder(tx, company.companyId, workFolderId);
  const before = await getDocument(tx, company, documentId, workFolderId);
  await tx
    .delete(accountingDocuments)
    .where(and(eq(accountingDocuments.companyId, company.companyId), eq(accountingDocuments.id, documentId)));
  await recordAudit(tx, company, { action: 'DELETE', entityType: 'DOCUMENT', entityId: documentId, before });
}

/**
 * DRAFT → VALIDATED posts the document's entry, whose number becomes the document's; VALIDATED →
 * CANCELLED posts the reversing entry, dated `cancellationOn` (today in the company's time zone by default). A body sent with VALIDATED saves the draft first. The answer
 * is read before posting, so the work folder stays locked only for the posting statement itself.
 */
export async function changeDocumentState(
  tx: Transaction,
  company: CompanyContext,
  documentId: string,
  workFolderId: string,
  state: DocumentState,
  body: DocumentBody | null | undefined,
  cancellationOn?: string,
): Promise<AccountingDocument> {
  let loaded = await readLockedDocument(tx, company, documentId, workFolderId);
  const locked = loaded.row;
  if (state === 'VALIDATED') {
    if (locked.state !== 'DRAFT') throw new AppError('DOCUMENT_MUST_BE_DRAFT');
    if (body) {
      await updateDocument(tx, company, documentId, workFolderId, body);
      loaded = await readLockedDocument(tx, company, documentId, workFolderId);
    }
    const [validated] = await validateLoadedDrafts(tx, [{ company, loaded }]);
    if (!validated || isRefusal(validated)) throw validated;
    return validated;
  }
  if (state === 'CANCELLED') {
    const updatedAt = new Date();
    if (locked.state !== 'VALIDATED' || !locked.journalEntryId) throw new AppError('DOCUMENT_MUST_BE_VALIDATED');
    const answer = loaded.view;
    // Compared as amounts: a euro invoice answers "0.00", not "0".
    const paid = answer.amountPaid === null ? 0n : parseAmount(answer.amountPaid, currencyScale(answer.currency));
    if (paid !== 0n && !isCreditNote(answer.type as InvoiceType)) {
      throw new AppError('DOCUMENT_HAS_PAYMENTS');
    }
    const reversalEntryId = newId();
    await tx
      .update(accountingDocuments)
      .set({ state: 'CANCELLED', reversalEntryId, updatedAt })
      .where(and(eq(accountingDocuments.companyId, company.companyId), eq(accountingDocuments.id, documentId)));
    await recordAudit(tx, company, stateChange(documentId, 'VALIDATED', { state: 'CANCELLED', reversalEntryId }));
    await reverseJournalEntry(tx, {
      companyId: company.companyId,
      entryId: locked.journalEntryId,
      reversalEntryId,
      postedBy: company.userId,
      // Today by default, in the company's time zone: the day the rule on future entries reads too.
      entryOn: cancellationOn ?? (await companyTodayOn(tx, company.companyId)),
      language: await companyLanguage(tx, company.companyId),
    });
    await matchReversal(tx, company, { entryId: locked.journalEntryId, reversalEntryId });
    return {
      ...answer,
      state: 'CANCELLED',
      amountPaid: null,
      amountDue: null,
      settlement: null,
      reversalEntryId,
      updatedAt: updatedAt.toISOString(),
    };
  }
  throw new AppError('STATE_TRANSITION_NOT_ALLOWED');
}

/** The audit event of a state change: written before the posting, or by it, which then adds the entry number. */
function stateChange(documentId: string, from: DocumentState, after: Record<string, unknown>): AuditChange {
  return { action: 'STATE_CHANGE', entityType: 'DOCUMENT', entityId: documentId, before: { state: from }, after };
}

type LoadedDraft = { company: CompanyContext; loaded: LoadedDocument };

/**
 * Validates drafts read locked by `readDocuments`, together (see `validateRound`). A credit note naming
 * an invoice that an earlier draft of the round names starts a new round in the transaction
 * (`creditNoteRounds`), so that each reads what the ones before it credited: the amount still due it
 * may credit, and the share of the party's account it settles at the invoice's rate
 * (foreign-credit-note.ts), as if each had been validated alone, in the drafts' order.
 */
export async function validateLoadedDrafts(
  tx: Transaction,
  drafts: ReadonlyArray<LoadedDraft>,
): Promise<Array<AccountingDocument | Refusal>> {
  const rounds = creditNoteRounds(drafts.map(({ loaded }) => loaded.row.creditedDocumentId));
  await lockCreditedInvoices(tx, drafts);
  if (rounds.length <= 1) return validateRound(tx, drafts);
  const answers: Array<AccountingDocument | Refusal> = [];
  for (const positions of rounds) {
    const validated = await validateRound(
      tx,
      positions.flatMap((position) => drafts[position] ?? []),
    );
    positions.forEach((position, index) => {
      const answer = validated[index];
      if (answer) answers[position] = answer;
    });
  }
  return answers;
}

/**
 * Locks the invoices the drafts credit, in the order of their ids, before the first round. A later
 * round may credit an invoice no earlier round locked, after that round's append took the folder's
 * lock; a payment of that invoice takes the invoice's lock, then the folder's, and the two would wait
 * for each other. Locked first, the invoices are taken in the order a single validation takes them;
 * in the order of their ids, two batches crediting the same invoices never take them crosswise.
 */
async function lockCreditedInvoices(tx: Transaction, drafts: ReadonlyArray<LoadedDraft>) {
  const ids = [...new Set(drafts.flatMap(({ loaded }) => loaded.row.creditedDocumentId ?? []))].sort();
  const companyId = drafts[0]?.company.companyId;
  if (!companyId || ids.length === 0) return;
  await tx
    .select({ id: accountingDocuments.id })
    .from(accountingDocuments)
    .where(and(eq(accountingDocuments.companyId, companyId), inArray(accountingDocuments.id, ids)))
    .orderBy(accountingDocuments.id)
    .for('update');
}

/**
 * Validates drafts together: each posts its entry (docs/architecture.md, Posting rules), whose
 * number becomes the document's. Their accounts are read once, they are marked VALIDATED by one
 * statement (with the ids their entries will have, checked at commit) and their entries appended by
 * one more, which writes each state change's audit event too, so the folder lock is taken by the
 * transaction's last statement. A draft a rule refuses gets that refusal, and nothing is written for
 * it; a refusal of the append itself (closed folder, date outside it) is thrown for all.
 */
async function validateRound(
  tx: Transaction,
  drafts: ReadonlyArray<LoadedDraft>,
): Promise<Array<AccountingDocument | Refusal>> {
  const updatedAt = new Date();
  const refused = new Map<number, Refusal>();
  const entries = await eachOrRefusal(drafts, ({ company, loaded }) => postingOfDraft(tx, company, loaded));
  const computed = passed(entries, refused);
  const resolved = passed(await resolveComputedPostings(tx, computed.values), refused, computed.positions);
  const checked = passed(
    await checkPostings(tx, resolved.values, accountsOfLines(drafts.flatMap(({ loaded }) => loaded.lines))),
    refused,
    resolved.positions,
  );
  await markValidated(tx, checked.values, updatedAt);
  const creditSettlements = await readCreditSettlements(tx, drafts, checked.positions);
  const posted = await appendEntries(tx, checked.values);
  await matchCreditNotes(tx, drafts, checked.positions, posted);
  return drafts.map(({ loaded }, position) => {
    const refusal = refused.get(position);
    if (refusal) return refusal;
    const entry = posted[checked.positions.indexOf(position)];
    if (!entry) throw new Error('A validated draft has no posted entry');
    const answer = loaded.view;
    return {
      ...answer,
      ...(answer.type === 'JOURNAL_ENTRY' ? {} : settlementAfterValidation(answer, currencyScale(answer.currency))),
      ...creditSettlements.get(position),
      state: 'VALIDATED',
      number: entry.number,
      journalEntryId: entry.id,
      updatedAt: updatedAt.toISOString(),
    };
  });
}

/** Each credit note naming its invoice is matched with it, as it posts. */
async function matchCreditNotes(
  tx: Transaction,
  drafts: ReadonlyArray<{ company: CompanyContext; loaded: LoadedDocument }>,
  positions: readonly number[],
  posted: readonly PostedEntry[],
) {
  for (const [index, position] of positions.entries()) {
    const draft = drafts[position];
    const entry = posted[index];
    const creditedId = draft?.loaded.row.creditedDocumentId;
    if (!draft || !entry || !creditedId) continue;
    const [credited] = await tx
      .select({ journalEntryId: accountingDocuments.journalEntryId })
      .from(accountingDocuments)
      .where(and(eq(accountingDocuments.companyId, draft.company.companyId), eq(accountingDocuments.id, creditedId)));
    if (credited?.journalEntryId) {
      await matchSettlement(tx, draft.company, { documentEntryId: credited.journalEntryId, settlingEntryId: entry.id });
    }
  }
}

async function postingOfDraft(
  tx: Transaction,
  company: CompanyContext,
  { row: document, view, lines }: LoadedDocument,
): Promise<ComputedPostingRequest> {
  await assertCreditFits(tx, company, document, view);
  await assertEInvoiceReady(tx, company, view);
  if (document.type === 'JOURNAL_ENTRY') {
    await assertOpeningJournalTakesHandEntries(
      tx,
      { companyId: document.companyId, id: document.workFolderId },
      document.journalId,
    );
  }
  return {
    entry: await entryOfDocument(tx, company, document, lines),
    entryId: newId(),
    journalId: document.journalId,
    companyId: company.companyId,
    workFolderId: document.workFolderId,
    sourceType: 'DOCUMENT',
    sourceId: document.id,
    postedBy: company.userId,
    audit: stateChange(document.id, 'DRAFT', { state: 'VALIDATED' }),
  };
}

/** The accounts and sub-accounts the drafts' lines were read with, in the same transaction. */
function accountsOfLines(lines: readonly LineView[]): KnownAccounts {
  const accounts = new Map<string, AccountForPosting>();
  const subAccounts = new Map<string, string>();
  for (const { line, accountNumber, accountActive, accountChildNumbers, subAccountOf } of lines) {
    if (line.accountId && accountNumber !== null && accountActive !== null) {
      accounts.set(line.accountId, { number: accountNumber, active: accountActive, childNumbers: accountChildNumbers });
    }
    if (line.subAccountId && subAccountOf !== null) subAccounts.set(line.subAccountId, subAccountOf);
  }
  return { accounts, subAccounts };
}

/** What passed a step, with the positions it came from; what the step refused goes to `refused`. */
function passed<T>(
  outcomes: ReadonlyArray<T | Refusal>,
  refused: Map<number, Refusal>,
  positions: readonly number[] = outcomes.map((_, index) => index),
): { values: T[]; positions: number[] } {
  const kept: { values: T[]; positions: number[] } = { values: [], positions: [] };
  outcomes.forEach((outcome, index) => {
    const position = positions[index] ?? index;
    if (isRefusal(outcome)) refused.set(position, outcome);
    else {
      kept.values.push(outcome);
      kept.positions.push(position);
    }
  });
  return kept;
}

/** Marks the documents of checked postings VALIDATED, each with the id its entry is appended under. */
async function markValidated(tx: Transaction, postings: readonly CheckedPosting[], updatedAt: Date) {
  if (postings.length === 0) return;
  const documentIds = postings.map((posting) => posting.request.sourceId);
  const entryIds = postings.map((posting) => posting.entry.id);
  // One company's transaction: its postings are all that company's.
  const companyId = postings[0]?.request.companyId;
  await executeNamed(
    tx,
    'bilan_documents_validated',
    sql`update ${accountingDocuments} set state = 'VALIDATED', journal_entry_id = validated.entry_id,
          updated_at = ${updatedAt.toISOString()}::timestamptz
        from unnest(${sql.param(documentIds)}::uuid[], ${sql.param(entryIds)}::uuid[]) as validated (id, entry_id)
        where ${accountingDocuments.companyId} = ${companyId} and ${accountingDocuments.id} = validated.id`,
  );
}

/**
 * The settlement of credit notes naming an invoice, read once they are marked validated: the part the
 * invoice had due settles them, the rest stays due (a credit note on a paid invoice).
 */
async function readCreditSettlements(
  tx: Transaction,
  drafts: ReadonlyArray<{ company: CompanyContext; loaded: LoadedDocument }>,
  positions: readonly number[],
) {
  const settlements = new Map<number, Pick<AccountingDocument, 'amountPaid' | 'amountDue' | 'settlement'>>();
  for (const position of positions) {
    const draft = drafts[position];
    if (!draft?.loaded.row.creditedDocumentId) continue;
    const [view] = await loadDocuments(tx, draft.company, draft.loaded.row.workFolderId, [draft.loaded.row.id]);
    if (view)
      settlements.set(position, {
        amountPaid: view.amountPaid,
        amountDue: view.amountDue,
        settlement: view.settlement,
      });
  }
  return settlements;
}

/**
 * A freshly validated invoice is unpaid; a credit note naming its invoice is settled by it. What is due
 * is what the party pays: the total less what is withheld or reverse-charged.
 */
function settlementAfterValidation(document: AccountingDocument, scale: number) {
  const zero = formatAmount(ZERO_AMOUNT, scale);
  const total = document.dues?.payable ?? document.totals.includingTax ?? zero;
  const applied = isCreditNote(document.type as InvoiceType) && document.creditedDocumentId !== null;
  if (applied) return { amountPaid: total, amountDue: zero, settlement: 'PAID' as const };
  const settlement = parseAmount(total, scale) === 0n ? ('PAID' as const) : ('UNPAID' as const);
  return { amountPaid: zero, amountDue: total, settlement };
}

/**
 * A credit note naming an invoice cannot credit more than the invoice's total less its other credit
 * notes. It may credit a paid invoice: the party is then owed the excess, due on the credit note.
 */
async function assertCreditFits(
  tx: Transaction,
  company: CompanyContext,
  document: DocumentRow,
  answer: AccountingDocument,
) {
  if (!document.creditedDocumentId) return;
  const [credited] = await tx
    .select({ workFolderId: accountingDocuments.workFolderId })
    .from(accountingDocuments)
    .where(
      and(
        eq(accountingDocuments.companyId, company.companyId),
        eq(accountingDocuments.id, document.creditedDocumentId),
      ),
    )
    .for('update');
  if (!credited) throw notFound();
  const [invoice] = await loadDocuments(tx, company, credited.workFolderId, [document.creditedDocumentId]);
  if (invoice?.state !== 'VALIDATED') throw new AppError('CREDIT_NOTE_EXCEEDS_AMOUNT_DUE');
  const otherCredits = await tx
    .select({ line: documentLines })
    .from(documentLines)
    .innerJoin(
      accountingDocuments,
      sameCompany(accountingDocuments, accountingDocuments.id, documentLines, documentLines.documentId),
    )
    .where(
      and(
        eq(accountingDocuments.creditedDocumentId, document.creditedDocumentId),
        eq(accountingDocuments.state, 'VALIDATED'),
      ),
    );
  const noteIds = new Set(otherCredits.map((row) => row.line.documentId));
  const creditedBefore = [...noteIds].reduce(
    (sum, noteId) =>
      sum + invoiceTotal(otherCredits.filter((row) => row.line.documentId === noteId).map((row) => row.line)),
    0n,
  );
  const total = parseAmount(invoice.totals.includingTax ?? '0', currencyScale(invoice.currency));
  const credit = parseAmount(answer.totals.includingTax ?? '0', currencyScale(answer.currency));
  if (credit > total - creditedBefore) throw new AppError('CREDIT_NOTE_EXCEEDS_AMOUNT_DUE');
}

async function lockDocument(tx: Transaction, company: CompanyContext, documentId: string, workFolderId: string) {
  const [document] = await tx
    .select()
    .from(accountingDocuments)
    .where(
      and(
        eq(accountingDocuments.id, documentId),
        eq(accountingDocuments.workFolderId, workFolderId),
        eq(accountingDocuments.companyId, company.companyId),
      ),
    )
    .for('update');
  if (!document) throw notFound();
  return document;
}

/** The document, locked FOR UPDATE, read with its lines and settlement in the same few queries. */
async function readLockedDocument(tx: Transaction, company: CompanyContext, documentId: string, workFolderId: string) {
  const [loaded] = await readDocuments(tx, company, workFolderId, [documentId], { lock: true });
  if (!loaded) throw notFound();
  return loaded;
}

async function lockDraft(tx: Transaction, company: CompanyContext, documentId: string, workFolderId: string) {
  const document = await lockDocument(tx, company, documentId, workFolderId);
  if (document.state !== 'DRAFT') throw new AppError('DOCUMENT_MUST_BE_DRAFT');
  return document;
}

function checkDateInFolder(date: string, folder: { startOn: string; endOn: string }): void {
  if (date < folder.startOn || date > folder.endOn) {
    throw new AppError('ENTRY_DATE_OUTSIDE_WORK_FOLDER', {
      fields: [{ path: 'date', code: 'ENTRY_DATE_OUTSIDE_WORK_FOLDER' }],
    });
  }
}

export async function getDocument(
  tx: Transaction,
  company: CompanyContext,
  documentId: string,
  workFolderId: string,
): Promise<AccountingDocument> {
  const [document] = await loadDocuments(tx, company, workFolderId, [documentId]);
  if (!document) throw notFound();
  return document;
}

/** An invoice or credit note as a printable PDF, with the company and the party it names. */
export async function documentPdf(
  tx: Transaction,
  company: CompanyContext,
  documentId: string,
  workFolderId: string,
  language: Language,
) {
  const document = await getDocument(tx, company, documentId, workFolderId);
  if (document.type === 'JOURNAL_ENTRY' || !document.partyId) throw new AppError('DOCUMENT_NOT_PRINTABLE');
  const identity = await findCompany(tx, company.companyId);
  if (!identity) throw notFound();
  const scope = { company, role: partyRoleOf(document.type), phonePrefixes: phonePrefixes() };
  const party = await getParty(tx, scope, document.partyId);
  const content = await renderInvoicePdf(document, identity, party, language, await getSettings(tx, company));
  return { content, fileName: `${document.number ?? `draft-${document.id}`}.pdf` };
}

/** A sale invoice or credit note as Factur-X (factur-x.ts); a draft's carries DRAFT-<id> as its number. */
export async function documentFacturX(
  tx: Transaction,
  company: CompanyContext,
  documentId: string,
  workFolderId: string,
  language: Language,
) {
  const document = await getDocument(tx, company, documentId, workFolderId);
  if (document.type !== 'SALE_INVOICE' && document.type !== 'SALE_CREDIT_NOTE') {
    throw new AppError('DOCUMENT_NOT_PRINTABLE');
  }
  const { content } = await renderFacturXPdf(tx, company, document, language);
  return { content, fileName: `${document.number ?? `draft-${document.id}`}-factur-x.pdf` };
}

export interface ListDocumentsQuery {
  type: AccountingDocument['type'];
  state?: DocumentState;
  settlement?: AccountingDocument['settlement'];
  partyId?: string;
  journalCode?: string;
  from?: string;
  to?: string;
  limit: number;
  cursor?: string;
}

/** Newest first (ids are time-ordered), a page at a time. */
export async function listDocuments(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: ListDocumentsQuery,
) {
  await getWorkFolder(tx, company.companyId, workFolderId);
  const filters = and(
    eq(accountingDocuments.companyId, company.companyId),
    eq(accountingDocuments.workFolderId, workFolderId),
    eq(accountingDocuments.type, query.type),
    query.state ? eq(accountingDocuments.state, query.state) : undefined,
    query.partyId ? eq(accountingDocuments.partyId, query.partyId) : undefined,
    query.journalCode ? eq(journals.code, query.journalCode) : undefined,
    query.from ? gte(accountingDocuments.documentOn, query.from) : undefined,
    query.to ? lte(accountingDocuments.documentOn, query.to) : undefined,
    query.settlement ? settlementIs(tx, { companyId: company.companyId, workFolderId }, query.settlement) : undefined,
  );
  const [total] = await tx
    .select({ documents: count() })
    .from(accountingDocuments)
    .innerJoin(journals, sameCompany(journals, journals.id, accountingDocuments, accountingDocuments.journalId))
    .where(filters);
  const ids = await tx
    .select({ id: accountingDocuments.id })
    .from(accountingDocuments)
    .innerJoin(journals, sameCompany(journals, journals.id, accountingDocuments, accountingDocuments.journalId))
    .where(and(filters, query.cursor ? lt(accountingDocuments.id, query.cursor) : undefined))
    .orderBy(desc(accountingDocuments.id))
    .limit(query.limit + 1);
  const page = ids.slice(0, query.limit);
  const items = await loadDocuments(
    tx,
    company,
    workFolderId,
    page.map((row) => row.id),
  );
  return {
    items,
    total: total?.documents ?? 0,
    nextCursor: ids.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

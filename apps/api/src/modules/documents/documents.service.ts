import { type Amount, formatAmount, parseAmount } from '@bilan/accounting';
import type { AccountingDocument, DocumentBody, DocumentState, JournalEntryLineBody } from '@bilan/contract';
import { and, asc, count, desc, eq, gte, inArray, lt, lte } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { getJournalByCode } from '../ledger/journals.service.ts';
import {
  assertPostableAccounts,
  lockOpenWorkFolder,
  postJournalEntry,
  reverseJournalEntry,
} from '../ledger/ledger.service.ts';
import { journalEntries, journals } from '../ledger/ledger.table.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { accountingDocuments, documentLines } from './documents.table.ts';

type DocumentRow = typeof accountingDocuments.$inferSelect;

export async function createDocument(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: DocumentBody,
): Promise<AccountingDocument> {
  const folder = await lockOpenWorkFolder(tx, company.companyId, workFolderId);
  checkDateInFolder(body.date, folder);
  const journal = await getJournalByCode(tx, company.companyId, body.journalCode || 'OD');
  const id = newId();
  await tx.insert(accountingDocuments).values({
    id,
    companyId: company.companyId,
    workFolderId,
    type: body.type,
    state: 'DRAFT',
    documentOn: body.date,
    reference: body.reference ?? null,
    label: body.label ?? null,
    journalId: journal.id,
    createdBy: company.userId,
  });
  await insertLines(tx, company, id, body.lines);
  return getDocument(tx, company, id, workFolderId);
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
  const folder = await lockOpenWorkFolder(tx, company.companyId, workFolderId);
  checkDateInFolder(body.date, folder);
  const journal = await getJournalByCode(tx, company.companyId, body.journalCode || 'OD');
  await tx
    .update(accountingDocuments)
    .set({
      documentOn: body.date,
      reference: body.reference ?? null,
      label: body.label ?? null,
      journalId: journal.id,
      updatedAt: new Date(),
    })
    .where(eq(accountingDocuments.id, documentId));
  await tx.delete(documentLines).where(eq(documentLines.documentId, documentId));
  await insertLines(tx, company, documentId, body.lines);
  return getDocument(tx, company, documentId, workFolderId);
}

export async function deleteDocument(
  tx: Transaction,
  company: CompanyContext,
  documentId: string,
  workFolderId: string,
): Promise<void> {
  await lockDraft(tx, company, documentId, workFolderId);
  await lockOpenWorkFolder(tx, company.companyId, workFolderId);
  await tx.delete(accountingDocuments).where(eq(accountingDocuments.id, documentId));
}

/**
 * DRAFT → VALIDATED posts the document's entry, whose number becomes the document's; VALIDATED →
 * CANCELLED posts the reversing entry. A body sent with VALIDATED saves the draft first. The answer
 * is read before posting, so the work folder stays locked only for the posting statement itself.
 */
export async function changeDocumentState(
  tx: Transaction,
  company: CompanyContext,
  documentId: string,
  workFolderId: string,
  state: DocumentState,
  body: DocumentBody | null | undefined,
): Promise<AccountingDocument> {
  const document = await lockDocument(tx, company, documentId, workFolderId);
  const updatedAt = new Date();
  if (state === 'VALIDATED') {
    if (document.state !== 'DRAFT') throw new AppError('DOCUMENT_MUST_BE_DRAFT');
    const answer = body
      ? await updateDocument(tx, company, documentId, workFolderId, body)
      : await getDocument(tx, company, documentId, workFolderId);
    // The journal may have changed with the body; the answer names it by code, the row by id.
    const journalId = body ? (await lockDocument(tx, company, documentId, workFolderId)).journalId : document.journalId;
    const posted = await validateDraft(tx, company, answer, journalId, updatedAt);
    return {
      ...answer,
      state: 'VALIDATED',
      number: posted.number,
      journalEntryId: posted.id,
      updatedAt: updatedAt.toISOString(),
    };
  }
  if (state === 'CANCELLED') {
    if (document.state !== 'VALIDATED' || !document.journalEntryId) throw new AppError('DOCUMENT_MUST_BE_VALIDATED');
    const answer = await getDocument(tx, company, documentId, workFolderId);
    const reversalEntryId = newId();
    await tx
      .update(accountingDocuments)
      .set({ state: 'CANCELLED', reversalEntryId, updatedAt })
      .where(eq(accountingDocuments.id, documentId));
    await reverseJournalEntry(tx, {
      companyId: company.companyId,
      entryId: document.journalEntryId,
      reversalEntryId,
      postedBy: company.userId,
    });
    return { ...answer, state: 'CANCELLED', reversalEntryId, updatedAt: updatedAt.toISOString() };
  }
  throw new AppError('STATE_TRANSITION_NOT_ALLOWED');
}

/** Marks the draft validated with the id its entry will have, then posts the entry (checked at commit). */
async function validateDraft(
  tx: Transaction,
  company: CompanyContext,
  document: AccountingDocument,
  journalId: string,
  updatedAt: Date,
) {
  const entryId = newId();
  await tx
    .update(accountingDocuments)
    .set({ state: 'VALIDATED', journalEntryId: entryId, updatedAt })
    .where(eq(accountingDocuments.id, document.id));
  const minor = (amount: string | null) => (amount ? parseAmount(amount, company.scale) : (0n as Amount));
  return postJournalEntry(tx, {
    entryId,
    companyId: company.companyId,
    workFolderId: document.workFolderId,
    journalId,
    entryOn: document.date,
    label: document.label || document.reference || 'Écriture',
    sourceType: 'DOCUMENT',
    sourceId: document.id,
    postedBy: company.userId,
    lines: document.lines.map((line) => ({
      accountId: line.accountId ?? '',
      subAccountId: line.subAccountId,
      label: line.label,
      debit: minor(line.debit),
      credit: minor(line.credit),
    })),
  });
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

/** Checks each line as far as a draft can be checked: amounts, one side only, accounts of the company. */
async function insertLines(
  tx: Transaction,
  company: CompanyContext,
  documentId: string,
  lines: readonly JournalEntryLineBody[],
): Promise<void> {
  if (lines.length === 0) return;
  const rows = lines.map((line, index) => {
    const debit = amountOf(line.debit, company.scale, `lines.${index}.debit`);
    const credit = amountOf(line.credit, company.scale, `lines.${index}.credit`);
    if (debit < 0n || credit < 0n || (debit === 0n) === (credit === 0n)) {
      throw new AppError('LINE_MUST_HAVE_DEBIT_OR_CREDIT', {
        fields: [{ path: `lines.${index}`, code: 'LINE_MUST_HAVE_DEBIT_OR_CREDIT' }],
      });
    }
    return {
      id: newId(),
      companyId: company.companyId,
      documentId,
      lineNumber: index + 1,
      accountId: line.accountId,
      subAccountId: line.subAccountId ?? null,
      label: line.label ?? null,
      debit,
      credit,
    };
  });
  await assertPostableAccounts(tx, company.companyId, rows);
  await tx.insert(documentLines).values(rows);
}

function amountOf(text: string | null | undefined, scale: number, path: string): bigint {
  if (text === null || text === undefined || text === '') return 0n;
  try {
    return parseAmount(text, scale);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'AMOUNT_INVALID';
    const known = code === 'AMOUNT_TOO_PRECISE' || code === 'AMOUNT_OUT_OF_RANGE' ? code : 'AMOUNT_INVALID';
    throw new AppError(known, { fields: [{ path, code: known }] });
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

/** Documents with their lines in two queries, in the order of `ids`. */
async function loadDocuments(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  ids: string[],
): Promise<AccountingDocument[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ document: accountingDocuments, journalCode: journals.code, number: journalEntries.number })
    .from(accountingDocuments)
    .innerJoin(journals, eq(journals.id, accountingDocuments.journalId))
    .leftJoin(journalEntries, eq(journalEntries.id, accountingDocuments.journalEntryId))
    .where(
      and(
        inArray(accountingDocuments.id, ids),
        eq(accountingDocuments.workFolderId, workFolderId),
        eq(accountingDocuments.companyId, company.companyId),
      ),
    );
  const lines = await tx
    .select({
      line: documentLines,
      accountNumber: companyAccounts.number,
      subAccountNumber: subAccounts.number,
    })
    .from(documentLines)
    .leftJoin(companyAccounts, eq(companyAccounts.id, documentLines.accountId))
    .leftJoin(subAccounts, eq(subAccounts.id, documentLines.subAccountId))
    .where(inArray(documentLines.documentId, ids))
    .orderBy(asc(documentLines.lineNumber));
  const byId = new Map(rows.map((row) => [row.document.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = lines.filter(({ line }) => line.documentId === id);
    return [toDocument(row.document, row.journalCode, row.number, own, company.scale)];
  });
}

function toDocument(
  document: DocumentRow,
  journalCode: string,
  number: string | null,
  lines: { line: typeof documentLines.$inferSelect; accountNumber: string | null; subAccountNumber: string | null }[],
  scale: number,
): AccountingDocument {
  const format = (amount: bigint | null) => (amount === null ? null : formatAmount(amount as Amount, scale));
  const debit = lines.reduce((total, { line }) => total + (line.debit ?? 0n), 0n);
  const credit = lines.reduce((total, { line }) => total + (line.credit ?? 0n), 0n);
  return {
    id: document.id,
    workFolderId: document.workFolderId,
    type: document.type,
    state: document.state,
    date: document.documentOn,
    dueDate: document.dueOn,
    partyId: document.partyId,
    reference: document.reference,
    label: document.label,
    journalCode,
    creditedDocumentId: document.creditedDocumentId,
    number,
    lines: lines.map(({ line, accountNumber, subAccountNumber }) => ({
      id: line.id,
      accountId: line.accountId,
      accountNumber,
      subAccountId: line.subAccountId,
      subAccountNumber,
      label: line.label,
      debit: format(line.debit),
      credit: format(line.credit),
    })),
    totals: { debit: formatAmount(debit as Amount, scale), credit: formatAmount(credit as Amount, scale) },
    journalEntryId: document.journalEntryId,
    reversalEntryId: document.reversalEntryId,
    createdAt: document.createdAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
  };
}

export interface ListDocumentsQuery {
  type: AccountingDocument['type'];
  state?: DocumentState;
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
    query.journalCode ? eq(journals.code, query.journalCode) : undefined,
    query.from ? gte(accountingDocuments.documentOn, query.from) : undefined,
    query.to ? lte(accountingDocuments.documentOn, query.to) : undefined,
  );
  const [total] = await tx
    .select({ documents: count() })
    .from(accountingDocuments)
    .innerJoin(journals, eq(journals.id, accountingDocuments.journalId))
    .where(filters);
  const ids = await tx
    .select({ id: accountingDocuments.id })
    .from(accountingDocuments)
    .innerJoin(journals, eq(journals.id, accountingDocuments.journalId))
    .where(and(filters, query.cursor ? lt(accountingDocuments.id, query.cursor) : undefined))
    .orderBy(desc(accountingDocuments.id))
    .limit(query.limit + 1);
  const page = ids.slice(0, query.limit);
  return {
    items: await loadDocuments(
      tx,
      company,
      workFolderId,
      page.map((row) => row.id),
    ),
    total: total?.documents ?? 0,
    nextCursor: ids.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

import { type AuditEvent, type AuditReference, type Language, STANDARD_JOURNAL_LABELS } from '@bilan/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { journalEntries, journals } from '../ledger/ledger.table.ts';
import { parties } from '../parties/parties.table.ts';
import { accountingPayments } from '../payments/payments.table.ts';
import { refAccounts } from '../referentials/referentials.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids a record names: the values of its `…Id` fields, at any depth (a document's lines). */
function collectIds(value: unknown, into: Set<string>, key = ''): void {
  if (Array.isArray(value)) {
    for (const item of value) collectIds(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [field, child] of Object.entries(value)) collectIds(child, into, field);
  } else if (typeof value === 'string' && key.endsWith('Id') && UUID.test(value)) {
    into.add(value);
  }
}

/**
 * The names of what a page of the trail points at: each event's record and the ids in its before and
 * after. One query per kind of record for the whole page (never one per row), each in the company.
 */
export async function auditReferences(
  tx: Transaction,
  company: CompanyContext,
  events: readonly AuditEvent[],
  language: Language,
): Promise<Record<string, AuditReference>> {
  const ids = new Set<string>();
  for (const event of events) {
    if (event.entityType !== 'MEMBERSHIP' && UUID.test(event.entityId)) ids.add(event.entityId);
    collectIds(event.before, ids);
    collectIds(event.after, ids);
  }
  if (ids.size === 0) return {};
  const wanted = [...ids];
  // One after the other: the statements share the transaction's connection.
  const found = [
    ...(await documentsNamed(tx, company.companyId, wanted)),
    ...(await paymentsNamed(tx, company.companyId, wanted)),
    ...(await partiesNamed(tx, company.companyId, wanted)),
    ...(await accountsNamed(tx, company, wanted, language)),
    ...(await subAccountsNamed(tx, company.companyId, wanted)),
    ...(await journalsNamed(tx, company.companyId, wanted, language)),
    ...(await foldersNamed(tx, company.companyId, wanted)),
  ];
  return Object.fromEntries(found.map(({ id, ...reference }) => [id, reference]));
}

type Named = AuditReference & { id: string };

async function documentsNamed(tx: Transaction, companyId: string, ids: string[]): Promise<Named[]> {
  const rows = await tx
    .select({ id: accountingDocuments.id, type: accountingDocuments.type, number: journalEntries.number })
    .from(accountingDocuments)
    .leftJoin(
      journalEntries,
      and(
        eq(journalEntries.companyId, accountingDocuments.companyId),
        eq(journalEntries.id, accountingDocuments.journalEntryId),
      ),
    )
    .where(and(eq(accountingDocuments.companyId, companyId), inArray(accountingDocuments.id, ids)));
  return rows.map((row) => ({ id: row.id, kind: 'DOCUMENT', label: row.number, type: row.type }));
}

async function paymentsNamed(tx: Transaction, companyId: string, ids: string[]): Promise<Named[]> {
  const rows = await tx
    .select({ id: accountingPayments.id, type: accountingPayments.type, number: journalEntries.number })
    .from(accountingPayments)
    .leftJoin(
      journalEntries,
      and(
        eq(journalEntries.companyId, accountingPayments.companyId),
        eq(journalEntries.id, accountingPayments.journalEntryId),
      ),
    )
    .where(and(eq(accountingPayments.companyId, companyId), inArray(accountingPayments.id, ids)));
  return rows.map((row) => ({ id: row.id, kind: 'PAYMENT', label: row.number, type: row.type }));
}

async function partiesNamed(tx: Transaction, companyId: string, ids: string[]): Promise<Named[]> {
  const rows = await tx
    .select({ id: parties.id, name: parties.name, role: parties.role })
    .from(parties)
    .where(and(eq(parties.companyId, companyId), inArray(parties.id, ids)));
  return rows.map((row) => ({ id: row.id, kind: 'PARTY', label: row.name, type: row.role }));
}

async function accountsNamed(
  tx: Transaction,
  company: CompanyContext,
  ids: string[],
  language: Language,
): Promise<Named[]> {
  const rows = await tx
    // The label as accounts/account-labels.ts reads it; audit comes before accounts in the module order.
    .select({
      id: companyAccounts.id,
      number: companyAccounts.number,
      label: sql<string>`coalesce(${companyAccounts.customLabel}, ${language === 'fr' ? refAccounts.frLabel : refAccounts.enLabel}, ${companyAccounts.number})`,
    })
    .from(companyAccounts)
    .leftJoin(
      refAccounts,
      and(eq(refAccounts.framework, company.framework), eq(refAccounts.number, companyAccounts.refAccountNumber)),
    )
    .where(and(eq(companyAccounts.companyId, company.companyId), inArray(companyAccounts.id, ids)));
  return rows.map((row) => ({ id: row.id, kind: 'ACCOUNT', label: `${row.number} ${row.label}`, type: null }));
}

async function subAccountsNamed(tx: Transaction, companyId: string, ids: string[]): Promise<Named[]> {
  const rows = await tx
    .select({ id: subAccounts.id, label: sql<string>`${subAccounts.number} || ' ' || ${subAccounts.label}` })
    .from(subAccounts)
    .where(and(eq(subAccounts.companyId, companyId), inArray(subAccounts.id, ids)));
  return rows.map((row) => ({ id: row.id, kind: 'SUB_ACCOUNT', label: row.label, type: null }));
}

async function journalsNamed(tx: Transaction, companyId: string, ids: string[], language: Language): Promise<Named[]> {
  const rows = await tx
    .select({ id: journals.id, code: journals.code, customLabel: journals.customLabel })
    .from(journals)
    .where(and(eq(journals.companyId, companyId), inArray(journals.id, ids)));
  return rows.map((row) => {
    const label = row.customLabel ?? STANDARD_JOURNAL_LABELS[row.code]?.[language];
    return { id: row.id, kind: 'JOURNAL', label: label ? `${row.code} ${label}` : row.code, type: null };
  });
}

async function foldersNamed(tx: Transaction, companyId: string, ids: string[]): Promise<Named[]> {
  const rows = await tx
    .select({ id: workFolders.id, name: workFolders.name })
    .from(workFolders)
    .where(and(eq(workFolders.companyId, companyId), inArray(workFolders.id, ids)));
  return rows.map((row) => ({ id: row.id, kind: 'WORK_FOLDER', label: row.name, type: null }));
}

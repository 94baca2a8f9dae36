import {
  type AccrualKind,
  accrualEntry,
  accrualReversalOn,
  defaultAccrualAccount,
  formatAmount,
  toAmount,
} from '@bilan/accounting';
import type { Accrual, CreateAccrualBody } from '@bilan/contract';
import { and, asc, count, eq, gt, gte, isNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { newId } from '../../lib/ids.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { reverseJournalEntry } from '../ledger/ledger.service.ts';
import { journalEntries } from '../ledger/ledger.table.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';
import { bookPendingRevaluationReversals } from './currency-revaluation.service.ts';
import { openFolderHolding, postYearEndEntry } from './year-end.service.ts';
import { accruals } from './year-end.table.ts';
import { accountIdOfNumber, accountNumbersOf, amountOf, getPartyOf } from './year-end-inputs.ts';
import { yearEndRulesOf } from './year-end-rules.ts';

/**
 * Books an accrual (its entry, source ACCRUAL) and, when an open folder holds the first day of the next
 * month, its reversal there at once; otherwise the reversal waits for that folder (`bookPendingReversals`).
 */
export async function createAccrual(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: CreateAccrualBody,
): Promise<Accrual> {
  const folder = await openFolderHolding(tx, company, workFolderId, body.date);
  const named = [{ id: body.accountId, path: 'accountId' }];
  if (body.accrualAccountId) named.push({ id: body.accrualAccountId, path: 'accrualAccountId' });
  const numberOf = await accountNumbersOf(tx, company.companyId, named);
  if (body.partyId) await getPartyOf(tx, company.companyId, body.partyId);
  const kind: AccrualKind = body.kind;
  const accrualAccountNumber = body.accrualAccountId ? (numberOf.get(body.accrualAccountId) ?? null) : null;
  const net = amountOf(body.amount, company.scale, 'amount', true);
  const vat = amountOf(body.vat, company.scale, 'vat');
  const { accounts } = yearEndRulesOf(company.framework);
  const entry = accrualEntry(
    {
      kind,
      date: body.date,
      label: body.label,
      account: { accountNumber: numberOf.get(body.accountId) ?? '', accountId: body.accountId },
      accrualAccountNumber,
      net,
      vat,
    },
    accounts,
  );
  const id = newId();
  const posted = await postYearEndEntry(tx, company, folder.id, entry, { type: 'ACCRUAL', id });
  const accrualAccountId =
    body.accrualAccountId ?? (await accountIdOfNumber(tx, company.companyId, defaultAccrualAccount(kind, accounts)));
  await tx.insert(accruals).values({
    id,
    companyId: company.companyId,
    workFolderId: folder.id,
    kind,
    entryOn: body.date,
    reversalOn: accrualReversalOn(body.date),
    label: body.label,
    accountId: body.accountId,
    accrualAccountId,
    partyId: body.partyId ?? null,
    net,
    vat,
    entryId: posted.id,
  });
  await bookReversalOf(tx, company, id);
  const accrual = await getAccrual(tx, company, id);
  await recordAudit(tx, company, { action: 'CREATE', entityType: 'ACCRUAL', entityId: id, after: accrual });
  return accrual;
}

/**
 * Posts the reversal of one accrual if an open folder holds its day; the accrual's row is locked first,
 * so two calls at once post it once. Returns whether it is (now) reversed.
 */
async function bookReversalOf(tx: Transaction, company: CompanyContext, accrualId: string): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(accruals)
    .where(and(eq(accruals.companyId, company.companyId), eq(accruals.id, accrualId)))
    .for('update');
  if (!row) return false;
  if (row.reversalEntryId) return true;
  const [folder] = await tx
    .select({ id: workFolders.id })
    .from(workFolders)
    .where(
      and(
        eq(workFolders.companyId, company.companyId),
        lte(workFolders.startOn, row.reversalOn),
        gte(workFolders.endOn, row.reversalOn),
        eq(workFolders.status, 'OPEN'),
      ),
    );
  if (!folder) return false;
  const reversal = await reverseJournalEntry(tx, {
    companyId: company.companyId,
    entryId: row.entryId,
    postedBy: company.userId,
    entryOn: row.reversalOn,
    language: await companyLanguage(tx, company.companyId),
  });
  await tx
    .update(accruals)
    .set({ reversalEntryId: reversal.id })
    .where(and(eq(accruals.companyId, company.companyId), eq(accruals.id, row.id)));
  return true;
}

const MAX_REVERSALS_AT_ONCE = 500;

/**
 * Books every reversal left pending because the folder of its day did not exist (an accrual dated on
 * the folder's last day, before the next folder was opened). Idempotent: a booked reversal is skipped.
 */
export async function bookPendingReversals(
  tx: Transaction,
  company: CompanyContext,
): Promise<{ booked: number; pending: number }> {
  const pending = await tx
    .select({ id: accruals.id })
    .from(accruals)
    .where(and(eq(accruals.companyId, company.companyId), isNull(accruals.reversalEntryId)))
    .orderBy(asc(accruals.reversalOn), asc(accruals.id))
    .limit(MAX_REVERSALS_AT_ONCE);
  let booked = 0;
  for (const { id } of pending) if (await bookReversalOf(tx, company, id)) booked += 1;
  const revaluations = await bookPendingRevaluationReversals(tx, company);
  return { booked: booked + revaluations.booked, pending: pending.length - booked + revaluations.pending };
}

const reversalEntries = alias(journalEntries, 'reversal_entry');
const accrualAccounts = alias(companyAccounts, 'accrual_account');

/** The accruals with their accounts' numbers and entries' numbers; the caller adds the company's filter. */
function accrualRows(tx: Transaction) {
  return tx
    .select({
      row: accruals,
      accountNumber: companyAccounts.number,
      accrualAccountNumber: accrualAccounts.number,
      entryNumber: journalEntries.number,
      reversalEntryNumber: reversalEntries.number,
    })
    .from(accruals)
    .innerJoin(companyAccounts, sameCompany(companyAccounts, companyAccounts.id, accruals, accruals.accountId))
    .innerJoin(accrualAccounts, sameCompany(accrualAccounts, accrualAccounts.id, accruals, accruals.accrualAccountId))
    .innerJoin(journalEntries, sameCompany(journalEntries, journalEntries.id, accruals, accruals.entryId))
    .leftJoin(reversalEntries, sameCompany(reversalEntries, reversalEntries.id, accruals, accruals.reversalEntryId))
    .$dynamic();
}

type AccrualRow = Awaited<ReturnType<typeof accrualRows>>[number];

function toAccrual(item: AccrualRow, scale: number): Accrual {
  const { row } = item;
  return {
    id: row.id,
    workFolderId: row.workFolderId,
    kind: row.kind as Accrual['kind'],
    date: row.entryOn,
    reversalDate: row.reversalOn,
    label: row.label,
    accountNumber: item.accountNumber,
    accrualAccountNumber: item.accrualAccountNumber,
    partyId: row.partyId,
    amount: formatAmount(toAmount(row.net), scale),
    vat: formatAmount(toAmount(row.vat), scale),
    entryNumber: item.entryNumber,
    reversalEntryNumber: item.reversalEntryNumber,
  };
}

async function getAccrual(tx: Transaction, company: CompanyContext, id: string): Promise<Accrual> {
  const [item] = await accrualRows(tx).where(and(eq(accruals.companyId, company.companyId), eq(accruals.id, id)));
  if (!item) throw new Error(`accrual ${id} was just written`);
  return toAccrual(item, company.scale);
}

/** The folder's accruals by page, in id order. */
export async function listAccruals(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: { limit: number; cursor?: string },
) {
  await getWorkFolder(tx, company.companyId, workFolderId);
  const inFolder = and(eq(accruals.companyId, company.companyId), eq(accruals.workFolderId, workFolderId));
  const rows = await accrualRows(tx)
    .where(query.cursor ? and(inFolder, gt(accruals.id, query.cursor)) : inFolder)
    .orderBy(asc(accruals.id))
    .limit(query.limit + 1);
  const [total] = await tx.select({ count: count() }).from(accruals).where(inFolder);
  const items = rows.slice(0, query.limit).map((item) => toAccrual(item, company.scale));
  return { items, total: total?.count ?? 0, nextCursor: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null };
}

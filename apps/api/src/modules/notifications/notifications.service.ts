import { addDays, daysBetween } from '@bilan/accounting';
import {
  LOGIN_FAILURES_NOTICE_DAYS,
  LOGIN_FAILURES_NOTICED,
  type Notification,
  type Notifications,
  STALE_DRAFT_DAYS,
  WORK_FOLDER_ENDING_DAYS,
} from '@bilan/contract';
import { and, asc, between, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { loginFailuresToTell } from '../auth/security-events.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { loadDocuments } from '../documents/document-view.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { parties } from '../parties/parties.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';

/** The bell lists the most urgent items; the count covers them all up to this bound. */
const MAX_ITEMS = 200;

/**
 * What needs attention today: invoices and bills past their due date with something still due,
 * drafts untouched for more than a week, and open work folders ending within thirty days.
 */
export async function readNotifications(
  tx: Transaction,
  company: CompanyContext,
  todayOn: string,
): Promise<Notifications> {
  const items = [
    ...(await overdueDocuments(tx, company, todayOn)),
    ...(await staleDrafts(tx, company, todayOn)),
    ...(await endingWorkFolders(tx, company, todayOn)),
  ].sort((a, b) => b.days - a.days);
  return { count: items.length, items: items.slice(0, MAX_ITEMS) };
}

async function overdueDocuments(tx: Transaction, company: CompanyContext, todayOn: string): Promise<Notification[]> {
  const candidates = await tx
    .select({ id: accountingDocuments.id, workFolderId: accountingDocuments.workFolderId, partyName: parties.name })
    .from(accountingDocuments)
    .innerJoin(parties, sameCompany(parties, parties.id, accountingDocuments, accountingDocuments.partyId))
    .where(
      and(
        eq(accountingDocuments.companyId, company.companyId),
        eq(accountingDocuments.state, 'VALIDATED'),
        inArray(accountingDocuments.type, ['SALE_INVOICE', 'PURCHASE_INVOICE']),
        isNotNull(accountingDocuments.dueOn),
        lt(accountingDocuments.dueOn, todayOn),
      ),
    )
    .orderBy(asc(accountingDocuments.dueOn))
    .limit(MAX_ITEMS * 5);
  const byFolder = new Map<string, typeof candidates>();
  for (const row of candidates) byFolder.set(row.workFolderId, [...(byFolder.get(row.workFolderId) ?? []), row]);
  const notifications: Notification[] = [];
  for (const [workFolderId, rows] of byFolder) {
    const documents = await loadDocuments(
      tx,
      company,
      workFolderId,
      rows.map((row) => row.id),
    );
    for (const document of documents) {
      if (!document.amountDue || document.settlement === 'PAID' || !document.dueDate) continue;
      notifications.push({
        kind: document.type === 'SALE_INVOICE' ? 'INVOICE_OVERDUE' : 'BILL_OVERDUE',
        subjectId: document.id,
        workFolderId,
        number: document.number,
        partyName: rows.find((row) => row.id === document.id)?.partyName ?? null,
        date: document.dueDate,
        amount: document.amountDue,
        days: daysBetween(document.dueDate, todayOn),
      });
    }
  }
  return notifications;
}

async function staleDrafts(tx: Transaction, company: CompanyContext, todayOn: string): Promise<Notification[]> {
  const before = new Date(Date.parse(`${addDays(todayOn, -STALE_DRAFT_DAYS)}T00:00:00Z`));
  const drafts = await tx
    .select({
      id: accountingDocuments.id,
      workFolderId: accountingDocuments.workFolderId,
      updatedAt: accountingDocuments.updatedAt,
    })
    .from(accountingDocuments)
    .where(
      and(
        eq(accountingDocuments.companyId, company.companyId),
        eq(accountingDocuments.state, 'DRAFT'),
        lt(accountingDocuments.updatedAt, before),
      ),
    )
    .limit(MAX_ITEMS);
  return drafts.map((draft) => {
    const date = draft.updatedAt.toISOString().slice(0, 10);
    return {
      kind: 'DRAFT_STALE' as const,
      subjectId: draft.id,
      workFolderId: draft.workFolderId,
      number: null,
      partyName: null,
      date,
      amount: null,
      days: daysBetween(date, todayOn),
    };
  });
}

async function endingWorkFolders(tx: Transaction, company: CompanyContext, todayOn: string): Promise<Notification[]> {
  const folders = await tx
    .select({ id: workFolders.id, name: workFolders.name, endOn: workFolders.endOn })
    .from(workFolders)
    .where(
      and(
        eq(workFolders.companyId, company.companyId),
        eq(workFolders.status, 'OPEN'),
        between(workFolders.endOn, todayOn, addDays(todayOn, WORK_FOLDER_ENDING_DAYS)),
      ),
    );
  return folders.map((folder) => ({
    kind: 'WORK_FOLDER_ENDING' as const,
    subjectId: folder.id,
    workFolderId: folder.id,
    number: folder.name,
    partyName: null,
    date: folder.endOn,
    amount: null,
    days: daysBetween(todayOn, folder.endOn),
  }));
}

/**
 * The user's own notice, first in the bell, when wrong passwords were tried on their account since
 * the login before this one (issue #30, point 4): the holder learns of a guesser, and changing the
 * password ends the notice. Read with the application's connection: the tenant role cannot read
 * the security trail.
 */
export async function loginFailuresNotice(db: Executor, userId: string, now: Date): Promise<Notification | null> {
  const notBefore = new Date(now.getTime() - LOGIN_FAILURES_NOTICE_DAYS * 24 * 60 * 60 * 1000);
  const { attempts, lastAt } = await loginFailuresToTell(db, userId, notBefore);
  if (attempts < LOGIN_FAILURES_NOTICED || !lastAt) return null;
  const date = lastAt.toISOString().slice(0, 10);
  return {
    kind: 'LOGIN_FAILURES',
    subjectId: userId,
    workFolderId: '',
    number: null,
    partyName: null,
    date,
    amount: null,
    days: Math.max(0, daysBetween(date, now.toISOString().slice(0, 10))),
    attempts,
  };
}

export function withNotice(notifications: Notifications, notice: Notification | null): Notifications {
  if (!notice) return notifications;
  return { count: notifications.count + 1, items: [notice, ...notifications.items] };
}

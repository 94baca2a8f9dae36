import { addDays } from '@bilan/accounting';
import type { DocumentType, MonthClose } from '@bilan/contract';
import { documentPath } from '../../lib/document-kinds.ts';

/** The months of a folder, `2026-01` … `2026-12`, in order. */
export function monthsOf(folder: { startDate: string; endDate: string }): string[] {
  const months: string[] = [];
  for (let month = folder.startDate.slice(0, 7); month <= folder.endDate.slice(0, 7); ) {
    months.push(month);
    const [year = 0, number = 0] = month.split('-').map(Number);
    month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  }
  return months;
}

/** The month shown first: the last one of the folder that has ended by today, else its first. */
export function defaultMonth(folder: { startDate: string; endDate: string }, todayOn: string): string {
  const months = monthsOf(folder);
  const ended = months.filter((month) => month < todayOn.slice(0, 7));
  return ended.at(-1) ?? months[0] ?? todayOn.slice(0, 7);
}

/** Where a draft is finished: its document's screen, the journal entry editor, or the payments list. */
export function draftPath(draft: MonthClose['drafts']['items'][number]): string {
  const id = encodeURIComponent(draft.id);
  if (draft.kind === 'PAYMENT') return draft.type === 'RECEIPT' ? '/sale/receipts' : '/purchase/disbursements';
  return documentPath(draft.type as DocumentType, draft.id) ?? `/accounting/entries/${id}`;
}

/** The reconciliation of a treasury account at the month's end. */
export function reconciliationPath(accountId: string, toOn: string): string {
  return `/accounting/bank-reconciliation?account=${encodeURIComponent(accountId)}&date=${toOn}`;
}

/** The journal from the day after today, where entries dated in the future are. */
export function futureEntriesPath(todayOn: string): string {
  return `/accounting/journal?from=${addDays(todayOn, 1)}`;
}

/** The aged balance of customers or suppliers at the month's end. */
export function agedBalancePath(side: 'customers' | 'suppliers', toOn: string): string {
  return `${side === 'customers' ? '/sale/aged-receivables' : '/purchase/aged-payables'}?asOf=${toOn}`;
}

/** The VAT return screen of a period (`2026-03`, `2026-Q1`, `2026`). */
export function vatReturnPath(period: string): string {
  return `/accounting/vat?period=${encodeURIComponent(period)}`;
}

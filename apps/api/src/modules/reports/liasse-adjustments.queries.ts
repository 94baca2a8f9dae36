import { boxKey } from '@bilan/accounting';
import { and, asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { findNextWorkFolder } from '../work-folders/work-folders.service.ts';
import { liasseAdjustments } from './liasse-adjustments.table.ts';

export type LiasseAdjustmentRow = typeof liasseAdjustments.$inferSelect;

/** The preparer's adjustments of a folder, in the order they were first written. */
export function folderAdjustmentRows(tx: Transaction, companyId: string, workFolderId: string) {
  return tx
    .select()
    .from(liasseAdjustments)
    .where(and(eq(liasseAdjustments.companyId, companyId), eq(liasseAdjustments.workFolderId, workFolderId)))
    .orderBy(asc(liasseAdjustments.createdAt), asc(liasseAdjustments.id));
}

/** Each box's total of the preparer's adjustments, by `boxKey`: what the liasse adds to the box. */
export function adjustmentTotals(rows: readonly LiasseAdjustmentRow[]): Map<string, bigint> {
  const totals = new Map<string, bigint>();
  for (const row of rows) {
    const key = boxKey(row.form, row.box);
    totals.set(key, (totals.get(key) ?? 0n) + row.amount);
  }
  return totals;
}

/**
 * Whether a folder's adjustments may still change: while the folder is open, and once it is closed while its
 * package is prepared, until the year after it is closed too (its liasse then carries this one's losses).
 */
export async function adjustmentsEditable(
  tx: Transaction,
  companyId: string,
  folder: { status: string; endOn: string },
): Promise<boolean> {
  if (folder.status !== 'CLOSED') return true;
  const next = await findNextWorkFolder(tx, companyId, folder);
  return next?.status !== 'CLOSED';
}

import { parseAmount } from '@bilan/accounting';
import type { Language, LiasseAdjustment, LiasseAdjustmentList, PutLiasseAdjustmentBody } from '@bilan/contract';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { adjustmentList, adjustmentOf, layoutFor, preparerBoxes, regimeAndReturn } from './liasse.service.ts';
import { adjustmentsEditable } from './liasse-adjustments.queries.ts';
import { liasseAdjustments } from './liasse-adjustments.table.ts';

/** A French company's folder whose liasse the preparer may still adjust; a SYSCOHADA company has no liasse. */
async function preparedFolder(tx: Transaction, company: CompanyContext, workFolderId: string) {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  if (company.framework !== 'PCG') throw new AppError('REPORT_NOT_AVAILABLE_FOR_FRAMEWORK');
  return folder;
}

async function assertEditable(tx: Transaction, company: CompanyContext, folder: { status: string; endOn: string }) {
  if (!(await adjustmentsEditable(tx, company.companyId, folder))) throw new AppError('LIASSE_ADJUSTMENTS_LOCKED');
}

/** The adjustments of a folder, the boxes that take them under the company's regime, and whether they may change. */
export async function listLiasseAdjustments(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  language: Language,
): Promise<LiasseAdjustmentList> {
  const folder = await preparedFolder(tx, company, workFolderId);
  const { regime } = await regimeAndReturn(tx, company);
  return adjustmentList(tx, company, folder, { regime, layout: layoutFor(folder.endOn), language });
}

/**
 * Writes an adjustment by its id (the client's), creating or replacing it: its box must take adjustments under the
 * company's regime and the folder's form year, its amount be above zero (its box's formula gives the direction).
 */
export async function putLiasseAdjustment(
  tx: Transaction,
  company: CompanyContext,
  target: { workFolderId: string; adjustmentId: string },
  body: PutLiasseAdjustmentBody,
): Promise<LiasseAdjustment> {
  const folder = await preparedFolder(tx, company, target.workFolderId);
  await assertEditable(tx, company, folder);
  const { regime } = await regimeAndReturn(tx, company);
  const adjustable = await preparerBoxes(tx, company, folder, { regime, layout: layoutFor(folder.endOn) });
  if (!adjustable.some((row) => row.form === body.form && row.box === body.box)) {
    throw new AppError('LIASSE_BOX_NOT_ADJUSTABLE', { fields: [{ path: 'box', code: 'LIASSE_BOX_NOT_ADJUSTABLE' }] });
  }
  const amount = parseAmount(body.amount, company.scale);
  if (amount <= 0n) {
    throw new AppError('AMOUNT_MUST_BE_POSITIVE', { fields: [{ path: 'amount', code: 'AMOUNT_MUST_BE_POSITIVE' }] });
  }
  const values = { form: body.form, box: body.box, label: body.label, amount };
  const [written] = await tx
    .insert(liasseAdjustments)
    .values({
      ...values,
      id: target.adjustmentId,
      companyId: company.companyId,
      workFolderId: folder.id,
      createdBy: company.userId,
    })
    .onConflictDoUpdate({
      target: [liasseAdjustments.companyId, liasseAdjustments.id],
      set: { ...values, updatedAt: sql`now()` },
      // An id of another folder of the company is not moved here: it answers 404 below.
      setWhere: eq(liasseAdjustments.workFolderId, folder.id),
    })
    .returning({ ...getTableColumns(liasseAdjustments), inserted: sql<boolean>`(xmax = 0)` });
  if (!written) throw notFound();
  const adjustment = adjustmentOf(written, company.scale);
  await recordAudit(tx, company, {
    action: written.inserted ? 'CREATE' : 'UPDATE',
    entityType: 'LIASSE_ADJUSTMENT',
    entityId: adjustment.id,
    after: { ...adjustment, workFolderId: folder.id },
  });
  return adjustment;
}

/** Removes an adjustment of the folder. */
export async function deleteLiasseAdjustment(
  tx: Transaction,
  company: CompanyContext,
  target: { workFolderId: string; adjustmentId: string },
): Promise<void> {
  const folder = await preparedFolder(tx, company, target.workFolderId);
  await assertEditable(tx, company, folder);
  const [removed] = await tx
    .delete(liasseAdjustments)
    .where(
      and(
        eq(liasseAdjustments.companyId, company.companyId),
        eq(liasseAdjustments.workFolderId, folder.id),
        eq(liasseAdjustments.id, target.adjustmentId),
      ),
    )
    .returning();
  if (!removed) throw notFound();
  await recordAudit(tx, company, {
    action: 'DELETE',
    entityType: 'LIASSE_ADJUSTMENT',
    entityId: removed.id,
    before: { ...adjustmentOf(removed, company.scale), workFolderId: folder.id },
  });
}

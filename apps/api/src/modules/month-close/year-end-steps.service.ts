import type { YearEndChecklist, YearEndChecklistStep } from '@bilan/contract';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { readAppropriation } from '../closing/appropriation.service.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { depreciationToBookAtYearEnd } from '../fixed-assets/fixed-assets.service.ts';
import { vatPeriodStates } from '../vat-returns/filed-vat-return.ts';
import { findNextWorkFolder, getWorkFolder } from '../work-folders/work-folders.service.ts';
import { yearEndStepStates } from '../year-end/year-end.service.ts';

/** Steps an accountant may rightly find nothing to book for (no accrual, no stock): to review, not to do. */
const OPTIONAL = new Set<YearEndChecklistStep['step']>(['ACCRUALS', 'STOCKS', 'DOUBTFUL_RECEIVABLES', 'PROVISIONS']);

async function entriesBySource(tx: Transaction, companyId: string, workFolderId: string): Promise<Map<string, number>> {
  const result = await tx.execute(
    sql`select source_type as "sourceType", count(*)::int as entries from journal_entry
        where company_id = ${companyId} and work_folder_id = ${workFolderId} group by source_type`,
  );
  const rows = (result as unknown as { rows: Array<{ sourceType: string; entries: number }> }).rows;
  return new Map(rows.map((row) => [row.sourceType, row.entries]));
}

/**
 * The year-end steps of a folder in order (docs/architecture.md, Year end), each DONE once its entries are
 * booked, the VAT once the folder's last period is filed, the closing once the folder is closed and the
 * appropriation once booked in the next folder (or when there was nothing to appropriate).
 */
export async function yearEndSteps(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
): Promise<YearEndChecklist> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const counts = await entriesBySource(tx, company.companyId, workFolderId);
  const closed = folder.status === 'CLOSED';
  const next = await findNextWorkFolder(tx, company.companyId, folder);
  const appropriations = next ? ((await entriesBySource(tx, company.companyId, next.id)).get('APPROPRIATION') ?? 0) : 0;
  const appropriation = closed ? await readAppropriation(tx, company, workFolderId, 'en') : null;
  const vat = await vatPeriodStates(tx, company, workFolderId);
  const lastVat = vat.items.at(-1);
  const register = await depreciationToBookAtYearEnd(tx, company, workFolderId);
  // The year-end module's own states of the steps it books (an entry of their kind, reversals left out).
  const booked = new Map((await yearEndStepStates(tx, company, workFolderId)).map((state) => [state.step, state]));
  const bookedStep = (step: 'ACCRUALS' | 'STOCKS' | 'DOUBTFUL_RECEIVABLES' | 'PROVISIONS' | 'INCOME_TAX') => {
    const entries = booked.get(step)?.entries ?? 0;
    const state: YearEndChecklistStep['state'] = entries > 0 ? 'DONE' : OPTIONAL.has(step) ? 'TO_REVIEW' : 'TO_DO';
    return { step, state, entries };
  };
  const steps: YearEndChecklistStep[] = [
    {
      step: 'DEPRECIATION',
      // Done when every asset in service is depreciated to the year end (none: nothing to book).
      state: register.assetsWithDepreciationDue === 0 ? 'DONE' : 'TO_DO',
      entries: counts.get('FIXED_ASSET_DEPRECIATION') ?? 0,
    },
    ...(['ACCRUALS', 'STOCKS', 'DOUBTFUL_RECEIVABLES', 'PROVISIONS'] as const).map(bookedStep),
    {
      step: 'VAT',
      state: !lastVat || lastVat.state === 'FILED' ? 'DONE' : 'TO_DO',
      entries: counts.get('VAT_SETTLEMENT') ?? 0,
    },
    bookedStep('INCOME_TAX'),
    { step: 'CLOSING', state: closed ? 'DONE' : 'TO_DO', entries: counts.get('CLOSING') ?? 0 },
    {
      step: 'APPROPRIATION',
      state: !appropriation ? 'NOT_YET' : appropriation.state === 'PENDING' ? 'TO_DO' : 'DONE',
      entries: appropriations,
    },
  ];
  return {
    from: folder.startOn,
    to: folder.endOn,
    status: folder.status,
    steps,
    nextStep: steps.find((step) => step.state === 'TO_DO' || step.state === 'TO_REVIEW')?.step ?? null,
  };
}

import {
  depreciationEntry,
  depreciationTo,
  excessDepreciationTo,
  formatAmount,
  formatScaledDecimal,
  isMonth,
  lastDayOfMonth,
  toAmount,
} from '@bilan/accounting';
import type { BookDepreciationBody, DepreciationRun, Language } from '@bilan/contract';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { companies } from '../companies/companies.table.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { lockOpenWorkFolder, postComputedEntry } from '../ledger/ledger.service.ts';
import { bookedTotals, bookingsByAsset } from './asset-view.ts';
import { ensureAccounts } from './fixed-asset-accounts.ts';
import { plansOf, roleAccount } from './fixed-asset-plan.ts';
import { fixedAssetCategories, fixedAssetDepreciations, fixedAssets } from './fixed-assets.table.ts';

type AssetRow = typeof fixedAssets.$inferSelect;
type CategoryRow = typeof fixedAssetCategories.$inferSelect;
type Folder = Awaited<ReturnType<typeof lockOpenWorkFolder>>;
type PeriodKind = 'MONTH' | 'YEAR' | 'DISPOSAL';

const LABELS: Record<Language, { depreciation: (category: string, periodEndOn: string) => string }> = {
  fr: { depreciation: (category, periodEndOn) => `Dotation aux amortissements ${category} au ${periodEndOn}` },
  en: { depreciation: (category, periodEndOn) => `Depreciation ${category} to ${periodEndOn}` },
};

/** What an asset has due at the end of a period: depreciation and the change of excess tax depreciation. */
export interface AssetDue {
  asset: AssetRow;
  /** Negative only for a disposal dated before a period already booked: the excess booked comes back. */
  amount: bigint;
  excessChange: bigint;
}

/**
 * Due on an asset at `periodEndOn`: what the schedule has accumulated by then less what is booked. A
 * period booking never takes back (a month booked after its year finds nothing due); a disposal does,
 * down to the schedule at its day.
 */
export function dueOn(
  asset: AssetRow,
  booked: { amount: bigint; excess: bigint },
  where: { countryCode: string; yearEndOn: string; periodEndOn: string; reversible: boolean },
): AssetDue {
  const { plan, taxPlan } = plansOf(asset, where.countryCode, where.yearEndOn);
  const amount = depreciationTo(plan, where.periodEndOn) - booked.amount;
  const excess = taxPlan ? excessDepreciationTo(plan, taxPlan, where.periodEndOn) - booked.excess : 0n;
  // What is booked stays booked on a period booking: a plan that now gives less (a life lengthened) books nothing.
  return { asset, amount: where.reversible || amount > 0n ? amount : 0n, excessChange: excess };
}

/**
 * Books the depreciation of a month or of the whole folder (docs/decisions/0022-fixed-assets.md): for
 * each category, one entry (OD) of what its assets have due at the period's end less what is booked,
 * and a row per asset and period. Booking a period again finds nothing due and books nothing more.
 */
export async function bookDepreciation(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: BookDepreciationBody,
): Promise<DepreciationRun> {
  const folder = await lockOpenWorkFolder(tx, company.companyId, workFolderId);
  const { kind, periodEndOn } = periodOf(body.period, folder);
  const assets = await tx
    .select()
    .from(fixedAssets)
    .where(
      and(
        eq(fixedAssets.companyId, company.companyId),
        lte(fixedAssets.acquiredOn, periodEndOn),
        isNull(fixedAssets.disposedOn),
      ),
    )
    .orderBy(asc(fixedAssets.id))
    .for('update');
  const dues = await duesAt(tx, company, assets, folder, periodEndOn, false);
  const categories = await tx
    .select()
    .from(fixedAssetCategories)
    .where(eq(fixedAssetCategories.companyId, company.companyId))
    .orderBy(asc(fixedAssetCategories.code));
  const entries: DepreciationRun['entries'] = [];
  for (const category of categories) {
    const ofCategory = dues.filter((due) => due.asset.categoryId === category.id);
    const posted = await postCategory(tx, company, { folder, category, kind, periodEndOn }, ofCategory);
    if (posted) entries.push({ ...posted, categoryLabel: category.label });
  }
  const total = dues.reduce((sum, due) => sum + due.amount, 0n);
  return {
    periodEndDate: periodEndOn,
    entries,
    assetCount: dues.length,
    total: formatAmount(toAmount(total), company.scale),
  };
}

function periodOf(period: string, folder: Folder): { kind: PeriodKind; periodEndOn: string } {
  if (period === 'YEAR') return { kind: 'YEAR', periodEndOn: folder.endOn };
  const periodEndOn = isMonth(period) ? lastDayOfMonth(period) : '';
  if (!periodEndOn || periodEndOn < folder.startOn || periodEndOn > folder.endOn) {
    throw new AppError('FIXED_ASSET_DATE_OUTSIDE_WORK_FOLDER', {
      fields: [{ path: 'period', code: 'FIXED_ASSET_DATE_OUTSIDE_WORK_FOLDER' }],
    });
  }
  return { kind: 'MONTH', periodEndOn };
}

export async function duesAt(
  tx: Transaction,
  company: CompanyContext,
  assets: readonly AssetRow[],
  folder: Folder,
  periodEndOn: string,
  reversible: boolean,
): Promise<AssetDue[]> {
  const [owner] = await tx
    .select({ countryCode: companies.countryCode })
    .from(companies)
    .where(eq(companies.id, company.companyId));
  const bookings = await bookingsByAsset(
    tx,
    company.companyId,
    assets.map((asset) => asset.id),
    '9999-12-31',
  );
  return (
    assets
      // A period booking leaves an asset already booked beyond the period's end as it is.
      .filter((asset) => reversible || !(bookings.get(asset.id) ?? []).some((row) => row.periodEndOn > periodEndOn))
      .map((asset) =>
        dueOn(asset, bookedTotals(asset, bookings.get(asset.id) ?? []), {
          countryCode: owner?.countryCode ?? '',
          yearEndOn: folder.endOn,
          periodEndOn,
          reversible,
        }),
      )
      .filter((due) => due.amount !== 0n || due.excessChange !== 0n)
  );
}

interface CategoryPeriod {
  folder: Folder;
  category: CategoryRow;
  kind: PeriodKind;
  periodEndOn: string;
}

/** Posts one category's entry for the period and records each asset's part; null when nothing is due. */
export async function postCategory(
  tx: Transaction,
  company: CompanyContext,
  { folder, category, kind, periodEndOn }: CategoryPeriod,
  dues: readonly AssetDue[],
): Promise<{ entryNumber: string; amount: string } | null> {
  if (dues.length === 0) return null;
  const amount = dues.reduce((sum, due) => sum + due.amount, 0n);
  const excessChange = dues.reduce((sum, due) => sum + due.excessChange, 0n);
  const yearStartOn = folder.startOn;
  const excessAccounts = {
    provision: roleAccount(company.framework, 'EXCESS_PROVISION', category.assetAccountNumber, yearStartOn),
    expense: roleAccount(company.framework, 'EXCESS_EXPENSE', category.assetAccountNumber, yearStartOn),
    income: roleAccount(company.framework, 'EXCESS_INCOME', category.assetAccountNumber, yearStartOn),
  };
  const language = await companyLanguage(tx, company.companyId);
  const entry = depreciationEntry(
    periodEndOn,
    LABELS[language].depreciation(category.label, periodEndOn).slice(0, 200),
    {
      expenseAccountNumber: category.expenseAccountNumber,
      depreciationAccountNumber: category.depreciationAccountNumber,
      amount,
      excessChange,
      excessAccounts,
    },
  );
  if (!entry) return null;
  await ensureAccounts(
    tx,
    company,
    entry.lines.map((line) => line.accountNumber),
    language,
  );
  const posted = await postComputedEntry(tx, {
    companyId: company.companyId,
    workFolderId: folder.id,
    entry,
    sourceType: 'FIXED_ASSET_DEPRECIATION',
    sourceId: category.id,
    postedBy: company.userId,
  });
  await tx.insert(fixedAssetDepreciations).values(
    dues.map((due) => ({
      id: newId(),
      companyId: company.companyId,
      assetId: due.asset.id,
      workFolderId: folder.id,
      periodKind: kind,
      periodEndOn,
      amount: due.amount,
      excessChange: due.excessChange,
      entryId: posted.id,
    })),
  );
  return { entryNumber: posted.number, amount: formatScaledDecimal(amount, company.scale) };
}

import { type AccountYear, registerAccountYears } from '@bilan/accounting';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { fixedAssetCategories, fixedAssetDepreciations, fixedAssets } from '../fixed-assets/fixed-assets.table.ts';

/**
 * The fixed-asset accounts as the register (modules/fixed-assets) gives them over a folder, for notes 3A and 3C:
 * empty when the company has no asset acquired by the folder's end, and the notes then read the ledger alone.
 */
export async function registerYearsOf(
  tx: Transaction,
  companyId: string,
  folder: { startOn: string; endOn: string },
): Promise<AccountYear[]> {
  const rows = await tx
    .select({ asset: fixedAssets, depreciationAccountNumber: fixedAssetCategories.depreciationAccountNumber })
    .from(fixedAssets)
    .innerJoin(
      fixedAssetCategories,
      sameCompany(fixedAssetCategories, fixedAssetCategories.id, fixedAssets, fixedAssets.categoryId),
    )
    .where(and(eq(fixedAssets.companyId, companyId), lte(fixedAssets.acquiredOn, folder.endOn)));
  if (rows.length === 0) return [];
  const bookings = await tx
    .select({
      assetId: fixedAssetDepreciations.assetId,
      periodEndOn: fixedAssetDepreciations.periodEndOn,
      amount: fixedAssetDepreciations.amount,
    })
    .from(fixedAssetDepreciations)
    .where(
      and(
        eq(fixedAssetDepreciations.companyId, companyId),
        inArray(
          fixedAssetDepreciations.assetId,
          rows.map((row) => row.asset.id),
        ),
        lte(fixedAssetDepreciations.periodEndOn, folder.endOn),
      ),
    );
  return registerAccountYears(
    rows.map(({ asset, depreciationAccountNumber }) => ({
      ...asset,
      depreciationAccountNumber,
      bookings: bookings.filter((booking) => booking.assetId === asset.id),
    })),
    folder,
  );
}

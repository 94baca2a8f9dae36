import { depreciationSchedule, formatAmount, formatScaledDecimal, toAmount } from '@bilan/accounting';
import type { FixedAsset, FixedAssetSummary } from '@bilan/contract';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { companies } from '../companies/companies.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { journalEntries } from '../ledger/ledger.table.ts';
import { plansOf } from './fixed-asset-plan.ts';
import { fixedAssetCategories, fixedAssetDepreciations, type fixedAssets } from './fixed-assets.table.ts';

type AssetRow = typeof fixedAssets.$inferSelect;
type BookingRow = typeof fixedAssetDepreciations.$inferSelect;

/** What was depreciated (and set aside as excess tax depreciation) on an asset, what came before the books included. */
export function bookedTotals(asset: AssetRow, bookings: readonly BookingRow[]): { amount: bigint; excess: bigint } {
  return bookings.reduce(
    (sum, booking) => ({ amount: sum.amount + booking.amount, excess: sum.excess + booking.excessChange }),
    { amount: asset.priorDepreciation, excess: asset.priorExcess },
  );
}

/** Bookings of the assets up to a day, by asset. */
export async function bookingsByAsset(
  tx: Transaction,
  companyId: string,
  assetIds: readonly string[],
  upToOn: string,
): Promise<Map<string, BookingRow[]>> {
  const rows = assetIds.length
    ? await tx
        .select()
        .from(fixedAssetDepreciations)
        .where(
          and(
            eq(fixedAssetDepreciations.companyId, companyId),
            inArray(fixedAssetDepreciations.assetId, [...assetIds]),
            lte(fixedAssetDepreciations.periodEndOn, upToOn),
          ),
        )
        .orderBy(asc(fixedAssetDepreciations.periodEndOn))
    : [];
  const byAsset = new Map<string, BookingRow[]>();
  for (const row of rows) byAsset.set(row.assetId, [...(byAsset.get(row.assetId) ?? []), row]);
  return byAsset;
}

export function toSummary(
  asset: AssetRow,
  categoryLabel: string,
  bookings: readonly BookingRow[],
  scale: number,
): FixedAssetSummary {
  const accumulated = bookedTotals(asset, bookings).amount;
  const amount = (value: bigint) => formatAmount(toAmount(value), scale);
  const optional = (value: bigint | null) => (value === null ? null : amount(value));
  return {
    id: asset.id,
    label: asset.label,
    categoryId: asset.categoryId,
    categoryLabel,
    origin: asset.origin,
    documentId: asset.documentId,
    assetAccountNumber: asset.assetAccountNumber,
    acquiredOn: asset.acquiredOn,
    inServiceOn: asset.inServiceOn,
    method: asset.method,
    taxMethod: asset.taxMethod,
    usefulLifeYears: asset.usefulLifeYears,
    grossValue: amount(asset.grossValue),
    accumulatedDepreciation: amount(asset.disposedOn ? asset.grossValue : accumulated),
    netBookValue: amount(asset.disposedOn ? 0n : asset.grossValue - accumulated),
    disposedOn: asset.disposedOn,
    disposalKind: asset.disposalKind,
    proceeds: optional(asset.proceeds),
    disposalGain: optional(asset.disposalGain),
  };
}

/**
 * An asset with its schedule to the end (years of twelve months ending like the folder's) and every
 * booking, each year marked with what of it is booked.
 */
export async function assetView(
  tx: Transaction,
  company: CompanyContext,
  asset: AssetRow,
  yearEndOn: string,
): Promise<FixedAsset> {
  const [category] = await tx
    .select()
    .from(fixedAssetCategories)
    .where(and(eq(fixedAssetCategories.companyId, company.companyId), eq(fixedAssetCategories.id, asset.categoryId)));
  const [owner] = await tx
    .select({ countryCode: companies.countryCode })
    .from(companies)
    .where(eq(companies.id, company.companyId));
  const bookings = await tx
    .select({ booking: fixedAssetDepreciations, entryNumber: journalEntries.number })
    .from(fixedAssetDepreciations)
    .innerJoin(
      journalEntries,
      sameCompany(journalEntries, journalEntries.id, fixedAssetDepreciations, fixedAssetDepreciations.entryId),
    )
    .where(eq(fixedAssetDepreciations.assetId, asset.id))
    .orderBy(asc(fixedAssetDepreciations.periodEndOn));
  const disposal = asset.disposalEntryId
    ? (
        await tx
          .select({ number: journalEntries.number })
          .from(journalEntries)
          .where(and(eq(journalEntries.companyId, company.companyId), eq(journalEntries.id, asset.disposalEntryId)))
      )[0]
    : undefined;
  const rows = bookings.map((row) => row.booking);
  const { plan, taxPlan } = plansOf(asset, owner?.countryCode ?? '', yearEndOn);
  const amount = (value: bigint) => formatAmount(toAmount(value), company.scale);
  const schedule = depreciationSchedule(plan, taxPlan).map((year) => {
    const booked = rows
      .filter((row) => row.periodEndOn >= year.startOn && row.periodEndOn <= year.endOn)
      .reduce((sum, row) => sum + row.amount, 0n);
    const bookedThrough = bookedTotals(
      asset,
      rows.filter((row) => row.periodEndOn <= year.endOn),
    ).amount;
    return {
      startDate: year.startOn,
      endDate: year.endOn,
      depreciation: amount(year.depreciation),
      accumulated: amount(year.accumulated),
      netBookValue: amount(year.netBookValue),
      excessChange: formatScaledDecimal(year.excessChange, company.scale),
      booked: amount(booked),
      fullyBooked: bookedThrough >= year.accumulated,
    };
  });
  return {
    ...toSummary(asset, category?.label ?? '', rows, company.scale),
    priorDepreciation: amount(asset.priorDepreciation),
    schedule,
    bookings: bookings.map(({ booking, entryNumber }) => ({
      periodKind: booking.periodKind,
      periodEndDate: booking.periodEndOn,
      amount: amount(booking.amount),
      excessChange: formatScaledDecimal(booking.excessChange, company.scale),
      entryId: booking.entryId,
      entryNumber,
    })),
    disposalEntryNumber: disposal?.number ?? null,
  };
}

import {
  type Amount,
  type DisposalInput,
  disposalEntry,
  type FixedAssetAccountRole,
  parseAmount,
  toAmount,
} from '@bilan/accounting';
import type { DisposeFixedAssetBody, FixedAsset, Language } from '@bilan/contract';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError, notFound, validationFailed } from '../../http/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { lockOpenWorkFolder, postComputedEntry } from '../ledger/ledger.service.ts';
import { assetView, bookedTotals, bookingsByAsset } from './asset-view.ts';
import { duesAt, postCategory } from './depreciation-booking.ts';
import { ensureAccounts } from './fixed-asset-accounts.ts';
import { roleAccount } from './fixed-asset-plan.ts';
import { findAsset } from './fixed-assets.service.ts';
import { fixedAssetCategories, fixedAssets } from './fixed-assets.table.ts';

const LABELS: Record<Language, Record<DisposeFixedAssetBody['kind'], string>> = {
  fr: { SALE: 'Cession', SCRAPPING: 'Mise au rebut' },
  en: { SALE: 'Disposal by sale', SCRAPPING: 'Scrapping' },
};

/**
 * Sells or scraps an asset on a day of the folder (docs/decisions/0022-fixed-assets.md): its
 * depreciation up to that day is booked first (an entry of its category), then one entry takes the
 * asset out at gross value, clears its depreciation, charges the book value and brings the proceeds in
 * (SYSCOHADA 654 / 754, or 81x / 82x outside ordinary activity, with 485; PCG 657 / 757 for years
 * opened from 2025, 675 / 775 before, with 462), reversing any excess tax depreciation left.
 */
export async function disposeAsset(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  assetId: string,
  body: DisposeFixedAssetBody,
): Promise<FixedAsset> {
  const folder = await lockOpenWorkFolder(tx, company.companyId, workFolderId);
  const asset = await findAsset(tx, company, assetId, true);
  if (!asset) throw notFound();
  if (asset.disposedOn) throw new AppError('FIXED_ASSET_ALREADY_DISPOSED');
  if (body.date < folder.startOn || body.date > folder.endOn) {
    throw new AppError('FIXED_ASSET_DATE_OUTSIDE_WORK_FOLDER', {
      fields: [{ path: 'date', code: 'FIXED_ASSET_DATE_OUTSIDE_WORK_FOLDER' }],
    });
  }
  if (body.date < asset.acquiredOn) throw validationFailed([{ path: 'date', code: 'DISPOSAL_BEFORE_ACQUISITION' }]);
  const proceeds = body.kind === 'SCRAPPING' ? toAmount(0n) : parseAmount(body.proceeds, company.scale);
  if (proceeds < 0n) throw validationFailed([{ path: 'proceeds', code: 'AMOUNT_MUST_BE_POSITIVE' }]);
  const [category] = await tx
    .select()
    .from(fixedAssetCategories)
    .where(and(eq(fixedAssetCategories.companyId, company.companyId), eq(fixedAssetCategories.id, asset.categoryId)));
  if (!category) throw notFound();

  const dues = await duesAt(tx, company, [asset], folder, body.date, true);
  await postCategory(tx, company, { folder, category, kind: 'DISPOSAL', periodEndOn: body.date }, dues);
  const booked = bookedTotals(
    asset,
    (await bookingsByAsset(tx, company.companyId, [asset.id], '9999-12-31')).get(asset.id) ?? [],
  );

  const language = await companyLanguage(tx, company.companyId);
  const hao = body.outsideOrdinaryActivity && company.framework === 'SYSCOHADA';
  const { entry, gain } = disposalEntry(
    disposalInput({ company, folderStartOn: folder.startOn, asset, category, booked, hao }, body, proceeds, language),
  );
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
    sourceType: 'FIXED_ASSET_DISPOSAL',
    sourceId: asset.id,
    postedBy: company.userId,
  });
  const [disposed] = await tx
    .update(fixedAssets)
    .set({
      disposedOn: body.date,
      disposalKind: body.kind,
      outsideOrdinaryActivity: hao,
      proceeds,
      disposalGain: gain,
      disposalEntryId: posted.id,
    })
    .where(and(eq(fixedAssets.companyId, company.companyId), eq(fixedAssets.id, asset.id)))
    .returning();
  if (!disposed) throw notFound();
  await recordAudit(tx, company, {
    action: 'STATE_CHANGE',
    entityType: 'FIXED_ASSET',
    entityId: asset.id,
    before: { disposedOn: null },
    after: {
      disposedOn: body.date,
      kind: body.kind,
      proceeds: proceeds.toString(),
      gain: gain.toString(),
      entryNumber: posted.number,
    },
  });
  return assetView(tx, company, disposed, folder.endOn);
}

interface DisposalContext {
  company: CompanyContext;
  folderStartOn: string;
  asset: typeof fixedAssets.$inferSelect;
  category: typeof fixedAssetCategories.$inferSelect;
  booked: { amount: bigint; excess: bigint };
  hao: boolean;
}

/** The disposal's accounts, by chart, asset account and year of the folder, and its amounts. */
function disposalInput(
  { company, folderStartOn, asset, category, booked, hao }: DisposalContext,
  body: DisposeFixedAssetBody,
  proceeds: Amount,
  language: Language,
): DisposalInput {
  const account = (role: FixedAssetAccountRole) =>
    roleAccount(company.framework, role, asset.assetAccountNumber, folderStartOn);
  return {
    date: body.date,
    label: `${LABELS[language][body.kind]} ${asset.label}`.slice(0, 200),
    assetAccountNumber: asset.assetAccountNumber,
    depreciationAccountNumber: category.depreciationAccountNumber,
    gross: toAmount(asset.grossValue),
    accumulated: toAmount(booked.amount),
    proceeds,
    bookValueAccountNumber: account(hao ? 'HAO_BOOK_VALUE' : 'BOOK_VALUE'),
    proceedsAccountNumber: account(hao ? 'HAO_PROCEEDS' : 'PROCEEDS'),
    receivableAccountNumber: account('RECEIVABLE'),
    excessRemaining: toAmount(booked.excess > 0n ? booked.excess : 0n),
    excessAccounts: {
      provision: account('EXCESS_PROVISION'),
      expense: account('EXCESS_EXPENSE'),
      income: account('EXCESS_INCOME'),
    },
  };
}

import { computeInvoiceLine, formatAmount, parseAmount, toAmount } from '@bilan/accounting';
import type {
  BillAssetLines,
  CreateFixedAssetBody,
  FixedAsset,
  FixedAssetCategory,
  FixedAssetList,
  ImportFixedAssetsBody,
  UpdateFixedAssetCategoryBody,
} from '@bilan/contract';
import { and, asc, count, eq, gt, gte, isNull, lte, or } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { databaseErrorCode } from '../../db/tenant.ts';
import { AppError, notFound, validationFailed } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { companies } from '../companies/companies.table.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { accountingDocuments, documentLines } from '../documents/documents.table.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { assetView, bookedTotals, bookingsByAsset, toSummary } from './asset-view.ts';
import { duesAt } from './depreciation-booking.ts';
import { allowedMethodRule, fixedAssetReferentials, isFixedAssetAccount } from './fixed-asset-plan.ts';
import { fixedAssetCategories, fixedAssets } from './fixed-assets.table.ts';

/** The company's categories, copied from the referential defaults of its chart the first time. */
export async function listCategories(tx: Transaction, company: CompanyContext): Promise<FixedAssetCategory[]> {
  const existing = await readCategories(tx, company);
  if (existing.length > 0) return existing;
  // Labels the books write by themselves follow the company's language (docs/decisions/0013-company-language-and-search.md).
  const language = await companyLanguage(tx, company.companyId);
  const defaults = fixedAssetReferentials().categories.filter((row) => row.framework === company.framework);
  if (defaults.length > 0) {
    await tx
      .insert(fixedAssetCategories)
      .values(
        defaults.map((row) => ({
          id: newId(),
          companyId: company.companyId,
          code: row.code,
          label: language === 'fr' ? row.frLabel : row.enLabel,
          assetAccountNumber: row.assetAccountNumber,
          depreciationAccountNumber: row.depreciationAccountNumber,
          expenseAccountNumber: row.expenseAccountNumber,
          usefulLifeYears: row.usefulLifeYears,
        })),
      )
      .onConflictDoNothing();
  }
  return readCategories(tx, company);
}

async function readCategories(tx: Transaction, company: CompanyContext): Promise<FixedAssetCategory[]> {
  const rows = await tx
    .select()
    .from(fixedAssetCategories)
    .where(eq(fixedAssetCategories.companyId, company.companyId))
    .orderBy(asc(fixedAssetCategories.assetAccountNumber), asc(fixedAssetCategories.code));
  return rows.map(({ companyId: _companyId, ...row }) => row);
}

export async function updateCategory(
  tx: Transaction,
  company: CompanyContext,
  categoryId: string,
  body: UpdateFixedAssetCategoryBody,
): Promise<FixedAssetCategory> {
  if (!isFixedAssetAccount(body.assetAccountNumber)) {
    throw new AppError('FIXED_ASSET_ACCOUNT_INVALID', {
      fields: [{ path: 'assetAccountNumber', code: 'FIXED_ASSET_ACCOUNT_INVALID' }],
    });
  }
  const fields = [];
  if (!body.depreciationAccountNumber.startsWith('28')) {
    fields.push({ path: 'depreciationAccountNumber', code: 'ACCOUNT_NUMBER_MUST_BE_VALID' });
  }
  if (!body.expenseAccountNumber.startsWith('68')) {
    fields.push({ path: 'expenseAccountNumber', code: 'ACCOUNT_NUMBER_MUST_BE_VALID' });
  }
  if (fields.length > 0) throw new AppError('ACCOUNT_NUMBER_MUST_BE_VALID', { fields });
  const [before] = await tx
    .select()
    .from(fixedAssetCategories)
    .where(and(eq(fixedAssetCategories.id, categoryId), eq(fixedAssetCategories.companyId, company.companyId)));
  if (!before) throw notFound();
  const [updated] = await tx
    .update(fixedAssetCategories)
    .set(body)
    .where(and(eq(fixedAssetCategories.companyId, company.companyId), eq(fixedAssetCategories.id, categoryId)))
    .returning();
  if (!updated) throw notFound();
  await recordAudit(tx, company, {
    action: 'UPDATE',
    entityType: 'FIXED_ASSET_CATEGORY',
    entityId: categoryId,
    before,
    after: updated,
  });
  const { companyId: _companyId, ...category } = updated;
  return category;
}

/** The register at the end of the folder: assets acquired by then and not gone before it began. */
function inRegister(companyId: string, folder: { startOn: string; endOn: string }) {
  return and(
    eq(fixedAssets.companyId, companyId),
    lte(fixedAssets.acquiredOn, folder.endOn),
    or(isNull(fixedAssets.disposedOn), gte(fixedAssets.disposedOn, folder.startOn)),
  );
}

export async function listAssets(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: { limit: number; cursor?: string },
): Promise<FixedAssetList> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const scope = inRegister(company.companyId, folder);
  const rows = await tx
    .select({ asset: fixedAssets, categoryLabel: fixedAssetCategories.label })
    .from(fixedAssets)
    .innerJoin(
      fixedAssetCategories,
      sameCompany(fixedAssetCategories, fixedAssetCategories.id, fixedAssets, fixedAssets.categoryId),
    )
    .where(and(scope, query.cursor ? gt(fixedAssets.id, query.cursor) : undefined))
    .orderBy(asc(fixedAssets.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const bookings = await bookingsByAsset(
    tx,
    company.companyId,
    page.map((row) => row.asset.id),
    folder.endOn,
  );
  const [counted] = await tx.select({ total: count() }).from(fixedAssets).where(scope);
  return {
    items: page.map((row) => toSummary(row.asset, row.categoryLabel, bookings.get(row.asset.id) ?? [], company.scale)),
    total: counted?.total ?? 0,
    nextCursor: rows.length > query.limit ? (page.at(-1)?.asset.id ?? null) : null,
    totals: await registerTotals(tx, company, scope, folder.endOn),
  };
}

/** Totals of the whole register (not only the page): gross, depreciation booked and net, at the folder's end. */
async function registerTotals(
  tx: Transaction,
  company: CompanyContext,
  scope: ReturnType<typeof inRegister>,
  endOn: string,
): Promise<FixedAssetList['totals']> {
  const assets = await tx.select().from(fixedAssets).where(scope);
  const bookings = await bookingsByAsset(
    tx,
    company.companyId,
    assets.map((asset) => asset.id),
    endOn,
  );
  let gross = 0n;
  let accumulated = 0n;
  for (const asset of assets) {
    if (asset.disposedOn && asset.disposedOn <= endOn) continue;
    gross += asset.grossValue;
    accumulated += bookedTotals(asset, bookings.get(asset.id) ?? []).amount;
  }
  const amount = (value: bigint) => formatAmount(toAmount(value), company.scale);
  return {
    grossValue: amount(gross),
    accumulatedDepreciation: amount(accumulated),
    netBookValue: amount(gross - accumulated),
  };
}

export async function getAsset(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  assetId: string,
): Promise<FixedAsset> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const asset = await findAsset(tx, company, assetId);
  if (!asset) throw notFound();
  return assetView(tx, company, asset, folder.endOn);
}

export async function findAsset(tx: Transaction, company: CompanyContext, assetId: string, lock = false) {
  const query = tx
    .select()
    .from(fixedAssets)
    .where(and(eq(fixedAssets.id, assetId), eq(fixedAssets.companyId, company.companyId)));
  const [asset] = lock ? await query.for('update') : await query;
  return asset;
}

/** The class-2 lines of a validated bill of the company, each with the asset it became. */
export async function billAssetLines(
  tx: Transaction,
  company: CompanyContext,
  documentId: string,
): Promise<BillAssetLines> {
  const rows = await tx
    .select({
      line: documentLines,
      accountNumber: companyAccounts.number,
      documentOn: accountingDocuments.documentOn,
      assetId: fixedAssets.id,
    })
    .from(documentLines)
    .innerJoin(
      accountingDocuments,
      sameCompany(accountingDocuments, accountingDocuments.id, documentLines, documentLines.documentId),
    )
    .innerJoin(
      companyAccounts,
      sameCompany(companyAccounts, companyAccounts.id, documentLines, documentLines.accountId),
    )
    .leftJoin(fixedAssets, sameCompany(fixedAssets, fixedAssets.documentLineId, documentLines, documentLines.id))
    .where(
      and(
        eq(documentLines.documentId, documentId),
        eq(accountingDocuments.companyId, company.companyId),
        eq(accountingDocuments.type, 'PURCHASE_INVOICE'),
        eq(accountingDocuments.state, 'VALIDATED'),
      ),
    )
    .orderBy(asc(documentLines.lineNumber));
  return rows
    .filter((row) => isFixedAssetAccount(row.accountNumber))
    .map((row) => ({
      documentLineId: row.line.id,
      description: row.line.label ?? '',
      accountNumber: row.accountNumber,
      amount: formatAmount(lineNet(row.line), company.scale),
      documentDate: row.documentOn,
      assetId: row.assetId,
    }));
}

function lineNet(line: typeof documentLines.$inferSelect) {
  return computeInvoiceLine({
    description: line.label ?? '',
    quantity: line.quantity ?? '1',
    unitPrice: toAmount(line.unitPrice ?? 0n),
    vatRateBasisPoints: line.vatRateBasisPoints ?? 0,
    discountRateBasisPoints: line.discountRateBasisPoints ?? undefined,
  }).excludingTax;
}

interface AssetSource {
  origin: 'BILL' | 'MANUAL' | 'OPENING';
  documentId: string | null;
  documentLineId: string | null;
  assetAccountNumber: string;
  acquiredOn: string;
  grossValue: bigint;
}

/** What a bill's line gives the asset: its account, its net amount and its date. */
async function billSource(tx: Transaction, company: CompanyContext, documentLineId: string): Promise<AssetSource> {
  const [row] = await tx
    .select({ line: documentLines, document: accountingDocuments, accountNumber: companyAccounts.number })
    .from(documentLines)
    .innerJoin(
      accountingDocuments,
      sameCompany(accountingDocuments, accountingDocuments.id, documentLines, documentLines.documentId),
    )
    .leftJoin(companyAccounts, sameCompany(companyAccounts, companyAccounts.id, documentLines, documentLines.accountId))
    .where(and(eq(documentLines.id, documentLineId), eq(accountingDocuments.companyId, company.companyId)));
  if (!row) throw notFound();
  const eligible =
    row.document.type === 'PURCHASE_INVOICE' &&
    row.document.state === 'VALIDATED' &&
    isFixedAssetAccount(row.accountNumber ?? '');
  if (!eligible) {
    throw new AppError('FIXED_ASSET_LINE_NOT_ELIGIBLE', {
      fields: [{ path: 'documentLineId', code: 'FIXED_ASSET_LINE_NOT_ELIGIBLE' }],
    });
  }
  return {
    origin: 'BILL',
    documentId: row.document.id,
    documentLineId,
    assetAccountNumber: row.accountNumber ?? '',
    acquiredOn: row.document.documentOn,
    grossValue: lineNet(row.line),
  };
}

function handSource(body: CreateFixedAssetBody, category: FixedAssetCategory, scale: number): AssetSource {
  const missing = [
    ...(body.acquiredOn ? [] : [{ path: 'acquiredOn', code: 'REQUIRED' }]),
    ...(body.grossValue ? [] : [{ path: 'grossValue', code: 'REQUIRED' }]),
  ];
  if (missing.length > 0) throw validationFailed(missing);
  const assetAccountNumber = body.assetAccountNumber ?? category.assetAccountNumber;
  if (!isFixedAssetAccount(assetAccountNumber)) {
    throw new AppError('FIXED_ASSET_ACCOUNT_INVALID', {
      fields: [{ path: 'assetAccountNumber', code: 'FIXED_ASSET_ACCOUNT_INVALID' }],
    });
  }
  const grossValue = parseAmount(body.grossValue ?? '0', scale);
  if (grossValue <= 0n) throw validationFailed([{ path: 'grossValue', code: 'AMOUNT_MUST_BE_POSITIVE' }]);
  return {
    origin: body.priorDepreciation ? 'OPENING' : 'MANUAL',
    documentId: null,
    documentLineId: null,
    assetAccountNumber,
    acquiredOn: body.acquiredOn ?? '',
    grossValue,
  };
}

/**
 * Adds an asset to the register. Its acquisition is already in the books (the bill's entry, an entry
 * by hand, or the opening entry): adding it posts nothing; its depreciation is booked by period.
 */
export async function createAsset(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: CreateFixedAssetBody,
): Promise<FixedAsset> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const id = await insertAsset(tx, company, folder, body);
  const created = await findAsset(tx, company, id);
  if (!created) throw notFound();
  return assetView(tx, company, created, folder.endOn);
}

/**
 * An opening import: every asset or none (the transaction is undone on the first refusal, whose
 * fields name the asset: `assets.3.acquiredOn`).
 */
export async function importAssets(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: ImportFixedAssetsBody,
): Promise<{ created: number }> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  for (const [index, asset] of body.assets.entries()) {
    try {
      await insertAsset(tx, company, folder, { ...asset, priorDepreciation: asset.priorDepreciation ?? '0' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const fields = (error.details.fields ?? [{ path: '', code: error.code }]).map((field) => ({
        ...field,
        path: [`assets.${index}`, field.path].filter(Boolean).join('.'),
      }));
      throw new AppError(error.code, { ...error.details, fields });
    }
  }
  return { created: body.assets.length };
}

async function insertAsset(
  tx: Transaction,
  company: CompanyContext,
  folder: { startOn: string; endOn: string },
  body: CreateFixedAssetBody,
): Promise<string> {
  const category = (await readCategories(tx, company)).find((row) => row.id === body.categoryId);
  if (!category) throw validationFailed([{ path: 'categoryId', code: 'FIXED_ASSET_CATEGORY_UNKNOWN' }]);
  const source = body.documentLineId
    ? await billSource(tx, company, body.documentLineId)
    : handSource(body, category, company.scale);
  const inServiceOn = body.inServiceOn ?? source.acquiredOn;
  assertDates(source, inServiceOn, folder);
  const usefulLifeYears = body.usefulLifeYears ?? category.usefulLifeYears;
  const [owner] = await tx
    .select({ countryCode: companies.countryCode })
    .from(companies)
    .where(eq(companies.id, company.companyId));
  allowedMethodRule(owner?.countryCode ?? '', body.method, usefulLifeYears, 'method');
  if (body.taxMethod) {
    if (body.method !== 'STRAIGHT_LINE')
      throw validationFailed([{ path: 'taxMethod', code: 'TAX_METHOD_NEEDS_STRAIGHT_LINE' }]);
    allowedMethodRule(owner?.countryCode ?? '', body.taxMethod, usefulLifeYears, 'taxMethod');
  }
  const priorDepreciation = body.priorDepreciation ? parseAmount(body.priorDepreciation, company.scale) : 0n;
  const priorExcess = body.priorExcess ? parseAmount(body.priorExcess, company.scale) : 0n;
  if (priorDepreciation < 0n || priorDepreciation > source.grossValue) {
    throw validationFailed([{ path: 'priorDepreciation', code: 'PRIOR_DEPRECIATION_EXCEEDS_GROSS_VALUE' }]);
  }
  if (priorExcess < 0n) throw validationFailed([{ path: 'priorExcess', code: 'AMOUNT_MUST_BE_POSITIVE' }]);
  const id = newId();
  const row = {
    id,
    companyId: company.companyId,
    categoryId: category.id,
    label: body.label,
    ...source,
    inServiceOn,
    method: body.method,
    taxMethod: body.taxMethod ?? null,
    usefulLifeYears,
    priorDepreciation,
    priorExcess,
    createdBy: company.userId,
  };
  try {
    await tx.insert(fixedAssets).values(row);
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new AppError('FIXED_ASSET_LINE_ALREADY_REGISTERED');
    throw error;
  }
  await recordAudit(tx, company, {
    action: 'CREATE',
    entityType: 'FIXED_ASSET',
    entityId: id,
    after: {
      ...row,
      grossValue: row.grossValue.toString(),
      priorDepreciation: priorDepreciation.toString(),
      priorExcess: priorExcess.toString(),
    },
  });
  return id;
}

/**
 * An asset bought or put into service in the folder belongs to it; one brought in by an opening
 * import was acquired before the folder began.
 */
function assertDates(source: AssetSource, inServiceOn: string, folder: { startOn: string; endOn: string }): void {
  const outside = (path: string) =>
    new AppError('FIXED_ASSET_DATE_OUTSIDE_WORK_FOLDER', {
      fields: [{ path, code: 'FIXED_ASSET_DATE_OUTSIDE_WORK_FOLDER' }],
    });
  if (source.origin === 'OPENING') {
    if (source.acquiredOn >= folder.startOn) throw outside('acquiredOn');
  } else if (source.acquiredOn < folder.startOn || source.acquiredOn > folder.endOn) {
    throw outside(source.origin === 'BILL' ? 'documentLineId' : 'acquiredOn');
  }
  // Put into service later than the folder is fine (bought in December, running in January): its
  // depreciation starts then. Before its acquisition is not.
  if (inServiceOn < source.acquiredOn)
    throw validationFailed([{ path: 'inServiceOn', code: 'IN_SERVICE_BEFORE_ACQUISITION' }]);
}

/**
 * For the year-end steps: the assets in service at the folder's end, and how many still have depreciation
 * (or excess tax depreciation) due up to that day that no booking covers.
 */
export async function depreciationToBookAtYearEnd(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
): Promise<{ assets: number; assetsWithDepreciationDue: number }> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const assets = await tx
    .select()
    .from(fixedAssets)
    .where(
      and(
        eq(fixedAssets.companyId, company.companyId),
        lte(fixedAssets.acquiredOn, folder.endOn),
        or(isNull(fixedAssets.disposedOn), gt(fixedAssets.disposedOn, folder.endOn)),
      ),
    );
  const dues = await duesAt(tx, company, assets, folder, folder.endOn, false);
  return { assets: assets.length, assetsWithDepreciationDue: dues.length };
}

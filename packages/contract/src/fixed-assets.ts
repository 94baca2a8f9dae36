import { z } from 'zod';
import { isoDateSchema, requiredText, uuidSchema } from './fields.ts';
import { amountTextSchema, paginationQuerySchema } from './ledger.ts';

export const DEPRECIATION_METHODS = ['STRAIGHT_LINE', 'DECLINING'] as const;
export type DepreciationMethodName = (typeof DEPRECIATION_METHODS)[number];
export const FIXED_ASSET_ORIGINS = ['BILL', 'MANUAL', 'OPENING'] as const;
export const DISPOSAL_KINDS = ['SALE', 'SCRAPPING'] as const;
export const USEFUL_LIFE_YEARS_LIMIT = 100;

const accountNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{2,10}$/, { error: 'ACCOUNT_NUMBER_MUST_BE_VALID' });
const usefulLifeSchema = z.number().int().min(1).max(USEFUL_LIFE_YEARS_LIMIT);

export const fixedAssetCategorySchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  assetAccountNumber: z.string(),
  depreciationAccountNumber: z.string(),
  expenseAccountNumber: z.string(),
  usefulLifeYears: z.number().int(),
});
export type FixedAssetCategory = z.infer<typeof fixedAssetCategorySchema>;

export const updateFixedAssetCategoryBodySchema = z.strictObject({
  label: requiredText('LABEL_REQUIRED', 200),
  assetAccountNumber: accountNumberSchema,
  depreciationAccountNumber: accountNumberSchema,
  expenseAccountNumber: accountNumberSchema,
  usefulLifeYears: usefulLifeSchema,
});
export type UpdateFixedAssetCategoryBody = z.infer<typeof updateFixedAssetCategoryBodySchema>;

/**
 * A new asset: from a validated bill's line (`documentLineId`: its account, net amount and date are
 * the bill's), by hand, or from an opening import (`priorDepreciation` to the folder's first day).
 */
export const createFixedAssetBodySchema = z.strictObject({
  label: requiredText('LABEL_REQUIRED', 200),
  categoryId: uuidSchema,
  documentLineId: uuidSchema.nullish(),
  assetAccountNumber: accountNumberSchema.nullish(),
  acquiredOn: isoDateSchema.nullish(),
  inServiceOn: isoDateSchema.nullish(),
  grossValue: amountTextSchema.nullish(),
  method: z.enum(DEPRECIATION_METHODS).default('STRAIGHT_LINE'),
  /** Declining balance for tax beside straight-line books: the difference is excess tax depreciation. */
  taxMethod: z.enum(['DECLINING']).nullish(),
  usefulLifeYears: usefulLifeSchema.nullish(),
  priorDepreciation: amountTextSchema.nullish(),
  priorExcess: amountTextSchema.nullish(),
});
export type CreateFixedAssetBody = z.infer<typeof createFixedAssetBodySchema>;

export const fixedAssetSummarySchema = z.object({
  id: z.string(),
  label: z.string(),
  categoryId: z.string(),
  categoryLabel: z.string(),
  origin: z.enum(FIXED_ASSET_ORIGINS),
  documentId: z.string().nullable(),
  assetAccountNumber: z.string(),
  acquiredOn: z.string(),
  inServiceOn: z.string(),
  method: z.enum(DEPRECIATION_METHODS),
  taxMethod: z.enum(['DECLINING']).nullable(),
  usefulLifeYears: z.number().int(),
  grossValue: z.string(),
  /** Booked up to the end of the work folder, what came before the books included. */
  accumulatedDepreciation: z.string(),
  netBookValue: z.string(),
  disposedOn: z.string().nullable(),
  disposalKind: z.enum(DISPOSAL_KINDS).nullable(),
  proceeds: z.string().nullable(),
  /** Proceeds less the book value at disposal; negative is a loss. */
  disposalGain: z.string().nullable(),
});
export type FixedAssetSummary = z.infer<typeof fixedAssetSummarySchema>;

export const fixedAssetListSchema = z.object({
  items: z.array(fixedAssetSummarySchema),
  total: z.number().int(),
  nextCursor: z.string().nullable(),
  totals: z.object({ grossValue: z.string(), accumulatedDepreciation: z.string(), netBookValue: z.string() }),
});
export type FixedAssetList = z.infer<typeof fixedAssetListSchema>;
export const fixedAssetsQuerySchema = paginationQuerySchema;

export const scheduleYearSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  depreciation: z.string(),
  accumulated: z.string(),
  netBookValue: z.string(),
  excessChange: z.string(),
  /** Depreciation booked for this year so far, and whether the year's is all booked. */
  booked: z.string(),
  fullyBooked: z.boolean(),
});

export const fixedAssetBookingSchema = z.object({
  periodKind: z.enum(['MONTH', 'YEAR', 'DISPOSAL']),
  periodEndDate: z.string(),
  amount: z.string(),
  excessChange: z.string(),
  entryId: z.string(),
  entryNumber: z.string(),
});

export const fixedAssetSchema = fixedAssetSummarySchema.extend({
  priorDepreciation: z.string(),
  schedule: z.array(scheduleYearSchema),
  bookings: z.array(fixedAssetBookingSchema),
  disposalEntryNumber: z.string().nullable(),
});
export type FixedAsset = z.infer<typeof fixedAssetSchema>;

/** A period to book: the whole work folder, or one of its months. */
export const bookDepreciationBodySchema = z.strictObject({
  period: z.union([z.literal('YEAR'), z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'PERIOD_INVALID' })]),
});
export type BookDepreciationBody = z.infer<typeof bookDepreciationBodySchema>;

export const depreciationRunSchema = z.object({
  periodEndDate: z.string(),
  entries: z.array(z.object({ entryNumber: z.string(), categoryLabel: z.string(), amount: z.string() })),
  assetCount: z.number().int(),
  total: z.string(),
});
export type DepreciationRun = z.infer<typeof depreciationRunSchema>;

export const disposeFixedAssetBodySchema = z.strictObject({
  date: isoDateSchema,
  kind: z.enum(DISPOSAL_KINDS),
  proceeds: amountTextSchema.default('0'),
  /** SYSCOHADA: a disposal outside ordinary activity goes to HAO (812 / 822) instead of 654 / 754. */
  outsideOrdinaryActivity: z.boolean().default(false),
});
export type DisposeFixedAssetBody = z.infer<typeof disposeFixedAssetBodySchema>;

/** The class-2 lines of a validated bill, each with the asset it became if any. */
export const billAssetLinesSchema = z.array(
  z.object({
    documentLineId: z.string(),
    description: z.string(),
    accountNumber: z.string(),
    amount: z.string(),
    documentDate: z.string(),
    assetId: z.string().nullable(),
  }),
);
export type BillAssetLines = z.infer<typeof billAssetLinesSchema>;
export const billAssetLinesQuerySchema = z.strictObject({ documentId: uuidSchema });

/** Assets brought in at once from the books kept before Bilan, each with its depreciation to date. */
export const OPENING_IMPORT_MAX = 500;
export const importFixedAssetsBodySchema = z.strictObject({
  assets: z
    .array(createFixedAssetBodySchema.omit({ documentLineId: true }))
    .min(1)
    .max(OPENING_IMPORT_MAX),
});
export type ImportFixedAssetsBody = z.infer<typeof importFixedAssetsBodySchema>;
export const fixedAssetImportSchema = z.object({ created: z.number().int() });

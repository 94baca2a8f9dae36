import { z } from 'zod';
import { isoDateSchema, optionalText, requiredText, uuidSchema } from './fields.ts';
import { amountTextSchema, pageSchema, paginationQuerySchema } from './ledger.ts';

/** The four kinds of accrual (issue #28, item 4). */
export const ACCRUAL_KINDS = ['EXPENSE_TO_PAY', 'INCOME_TO_RECEIVE', 'PREPAID_EXPENSE', 'DEFERRED_INCOME'] as const;
export type AccrualKindName = (typeof ACCRUAL_KINDS)[number];

export const createAccrualBodySchema = z.strictObject({
  kind: z.enum(ACCRUAL_KINDS),
  date: isoDateSchema,
  label: requiredText('LABEL_REQUIRED', 200),
  /** The charge (class 6) or income (class 7) account. */
  accountId: uuidSchema,
  /** Where the accrual sits (408x, 418x, 428x, 438x, 448x); the chart's default when absent. */
  accrualAccountId: uuidSchema.nullish(),
  partyId: uuidSchema.nullish(),
  amount: amountTextSchema,
  vat: amountTextSchema.nullish(),
});
export type CreateAccrualBody = z.infer<typeof createAccrualBodySchema>;

export const accrualSchema = z.object({
  id: z.string(),
  workFolderId: z.string(),
  kind: z.enum(ACCRUAL_KINDS),
  date: z.string(),
  reversalDate: z.string(),
  label: z.string(),
  accountNumber: z.string(),
  accrualAccountNumber: z.string(),
  partyId: z.string().nullable(),
  amount: z.string(),
  vat: z.string(),
  entryNumber: z.string(),
  /** Null while the folder of the reversal day does not exist yet. */
  reversalEntryNumber: z.string().nullable(),
});
export type Accrual = z.infer<typeof accrualSchema>;
export const accrualListSchema = pageSchema(accrualSchema);
export const accrualsQuerySchema = paginationQuerySchema;

export const accrualReversalsSchema = z.object({ booked: z.number().int(), pending: z.number().int() });

export const DOUBTFUL_STATUSES = ['DOUBTFUL', 'WRITTEN_OFF'] as const;

export const createDoubtfulReceivableBodySchema = z.strictObject({
  partyId: uuidSchema,
  date: isoDateSchema,
  label: optionalText(200),
  /** What the customer owes of the items marked doubtful, VAT included. */
  amount: amountTextSchema,
  vat: amountTextSchema,
  /** The part at risk, before VAT. */
  allowance: amountTextSchema,
  /** The customer's open items picked from the aged balance: matched with the entry's credit on the customer. */
  itemLineIds: z.array(uuidSchema).max(100).nullish(),
});
export type CreateDoubtfulReceivableBody = z.infer<typeof createDoubtfulReceivableBodySchema>;

export const reviseDoubtfulReceivableBodySchema = z.strictObject({ date: isoDateSchema, allowance: amountTextSchema });
export const writeOffDoubtfulReceivableBodySchema = z.strictObject({ date: isoDateSchema });

export const doubtfulReceivableSchema = z.object({
  id: z.string(),
  partyId: z.string(),
  partyName: z.string(),
  label: z.string(),
  date: z.string(),
  amount: z.string(),
  vat: z.string(),
  allowance: z.string(),
  status: z.enum(DOUBTFUL_STATUSES),
  writtenOffDate: z.string().nullable(),
});
export type DoubtfulReceivable = z.infer<typeof doubtfulReceivableSchema>;
export const doubtfulReceivableListSchema = pageSchema(doubtfulReceivableSchema);

/** An account with its balance at the folder's end (stock, write-down or provision accounts). */
export const yearEndAccountBalanceSchema = z.object({
  accountId: z.string(),
  accountNumber: z.string(),
  label: z.string(),
  balance: z.string(),
  /** Stocks: the write-down account and its balance. */
  writeDownAccountNumber: z.string().nullable(),
  writeDown: z.string().nullable(),
});
export const yearEndAccountBalancesSchema = z.array(yearEndAccountBalanceSchema);

export const STOCK_COUNT_LINES_MAX = 200;

export const countStockBodySchema = z.strictObject({
  date: isoDateSchema,
  lines: z
    .array(z.strictObject({ accountId: uuidSchema, counted: amountTextSchema, writeDown: amountTextSchema.nullish() }))
    .min(1)
    .max(STOCK_COUNT_LINES_MAX),
});
export type CountStockBody = z.infer<typeof countStockBodySchema>;

export const bookProvisionBodySchema = z.strictObject({
  date: isoDateSchema,
  accountId: uuidSchema,
  label: requiredText('LABEL_REQUIRED', 200),
  /** What the provision should now be: the difference with its balance is allocated or reversed. */
  amount: amountTextSchema,
});
export type BookProvisionBody = z.infer<typeof bookProvisionBodySchema>;

/** The entry a year-end step posted; null when nothing had to change. */
export const yearEndPostingSchema = z.object({ entryNumber: z.string().nullable() });

const booleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

export const incomeTaxQuerySchema = z.strictObject({
  addBacks: amountTextSchema.optional(),
  deductions: amountTextSchema.optional(),
  reducedRateEligible: booleanText.optional(),
});
export const bookIncomeTaxBodySchema = z.strictObject({
  date: isoDateSchema,
  addBacks: amountTextSchema.nullish(),
  deductions: amountTextSchema.nullish(),
  reducedRateEligible: z.boolean().nullish(),
});
export type BookIncomeTaxBody = z.infer<typeof bookIncomeTaxBodySchema>;

export const incomeTaxComputationSchema = z.object({
  countryCode: z.string(),
  resultBeforeTax: z.string(),
  turnover: z.string(),
  addBacks: z.string(),
  deductions: z.string(),
  taxableResult: z.string(),
  rate: z.string(),
  reducedRate: z.string().nullable(),
  reducedRateBase: z.string(),
  standardRateBase: z.string(),
  taxAtReducedRate: z.string(),
  taxAtStandardRate: z.string(),
  surcharge: z.string(),
  taxOnProfit: z.string(),
  minimumTax: z.string(),
  minimumTaxBinding: z.boolean(),
  incomeTax: z.string(),
  /** What is already booked on the income-tax account; booking posts the difference. */
  booked: z.string(),
  entryNumber: z.string().nullable(),
});
export type IncomeTaxComputationBody = z.infer<typeof incomeTaxComputationSchema>;

export const YEAR_END_STEPS = ['ACCRUALS', 'STOCKS', 'DOUBTFUL_RECEIVABLES', 'PROVISIONS', 'INCOME_TAX'] as const;
export const yearEndStepStatesSchema = z.array(
  z.object({ step: z.enum(YEAR_END_STEPS), done: z.boolean(), entries: z.number().int(), pending: z.number().int() }),
);
export type YearEndStepStates = z.infer<typeof yearEndStepStatesSchema>;

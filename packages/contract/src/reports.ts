import { z } from 'zod';
import { PAGE_SIZE_MAX, SUPPORTED_LANGUAGES } from './constants.ts';
import { isoDateSchema, uuidSchema } from './fields.ts';
import { beforeClosingSchema, journalQuerySchema } from './ledger.ts';
import { vatFormSchema, vatPeriodCodeSchema } from './vat-returns.ts';

export const exportFormatSchema = z.enum(['csv', 'xlsx', 'pdf']);

/** Every report answers JSON, or a file with `?format=csv|xlsx|pdf`. */
export const reportPeriodQuerySchema = z.strictObject({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  lang: z.enum(['en', 'fr']).optional(),
  format: exportFormatSchema.optional(),
});

export const trialBalanceQuerySchema = reportPeriodQuerySchema.extend({
  bySubAccount: z.enum(['true', 'false']).default('false'),
  beforeClosing: beforeClosingSchema,
});

export const trialBalanceRowSchema = z.object({
  /** The company account, so a row can open its general ledger; null only if the account has gone. */
  accountId: z.string().nullable(),
  accountNumber: z.string(),
  label: z.string(),
  subAccountId: z.string().nullable(),
  subAccountNumber: z.string().nullable(),
  openingDebit: z.string(),
  openingCredit: z.string(),
  debit: z.string(),
  credit: z.string(),
  closingDebit: z.string(),
  closingCredit: z.string(),
});

const trialBalanceTotalsSchema = trialBalanceRowSchema.pick({
  openingDebit: true,
  openingCredit: true,
  debit: true,
  credit: true,
  closingDebit: true,
  closingCredit: true,
});

export const trialBalanceSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  accounts: z.array(trialBalanceRowSchema),
  totals: trialBalanceTotalsSchema,
});
export type TrialBalanceReport = z.infer<typeof trialBalanceSchema>;

/**
 * An account a rubric takes, with its share of the rubric's amount (signed as the rubric is), so a
 * statement opens down to its accounts and their ledgers. Subtotals and totals take no account.
 */
export const statementAccountSchema = z.object({
  accountId: z.string().nullable(),
  accountNumber: z.string(),
  label: z.string(),
  amount: z.string(),
});
export type StatementAccount = z.infer<typeof statementAccountSchema>;

const statementLineBase = {
  ref: z.string(),
  kind: z.enum(['rubric', 'subtotal', 'total']),
  label: z.string(),
  note: z.string().nullable(),
};

/** The previous folder of the company (N-1) a statement sets beside the year; null for a first year. */
const previousPeriodSchema = z.object({ from: z.string(), to: z.string() }).nullable();

export const balanceSheetSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  previous: previousPeriodSchema,
  assets: z.array(
    z.object({
      ...statementLineBase,
      gross: z.string(),
      depreciation: z.string(),
      net: z.string(),
      /** The net of N-1; null without a previous folder. */
      previousNet: z.string().nullable(),
      /** `column` says whether the account adds to the gross or to the depreciation of the rubric. */
      accounts: z.array(statementAccountSchema.extend({ column: z.enum(['gross', 'depreciation']) })),
    }),
  ),
  liabilities: z.array(
    z.object({
      ...statementLineBase,
      amount: z.string(),
      previousAmount: z.string().nullable(),
      accounts: z.array(statementAccountSchema),
    }),
  ),
  totals: z.object({ assets: z.string(), liabilities: z.string() }),
  result: z.string(),
  /** Total equity against the share capital: below half, the law asks the partners to decide on going on. */
  equityCheck: z.object({
    equity: z.string(),
    capital: z.string(),
    equityBelowHalfOfCapital: z.boolean(),
    legalBasis: z.string(),
  }),
  unmappedAccounts: z.array(z.object({ accountNumber: z.string(), balance: z.string() })),
});
export type BalanceSheetReport = z.infer<typeof balanceSheetSchema>;

export const incomeStatementSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  previous: previousPeriodSchema,
  lines: z.array(
    z.object({
      ...statementLineBase,
      amount: z.string(),
      previousAmount: z.string().nullable(),
      accounts: z.array(statementAccountSchema),
    }),
  ),
  result: z.string(),
  unmappedAccounts: z.array(z.object({ accountNumber: z.string(), balance: z.string() })),
});
export type IncomeStatementReport = z.infer<typeof incomeStatementSchema>;

export const generalLedgerQuerySchema = reportPeriodQuerySchema.extend({
  accountId: uuidSchema,
  beforeClosing: beforeClosingSchema,
  subAccountId: uuidSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(100),
  cursor: z.string().max(200).optional(),
});

export const generalLedgerSchema = z.object({
  account: z.object({ id: z.string(), number: z.string(), label: z.string() }),
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  openingBalance: z.string(),
  lines: z.array(
    z.object({
      entryId: z.string(),
      lineId: z.string(),
      number: z.string(),
      journalCode: z.string(),
      date: z.string(),
      label: z.string().nullable(),
      subAccountNumber: z.string().nullable(),
      /** The letter code of the line's matching (lettrage), if matched. */
      matchingCode: z.string().nullable(),
      debit: z.string(),
      credit: z.string(),
      balance: z.string(),
    }),
  ),
  totals: z.object({ debit: z.string(), credit: z.string() }),
  closingBalance: z.string(),
  nextCursor: z.string().nullable(),
});
export type GeneralLedgerReport = z.infer<typeof generalLedgerSchema>;

/** The FEC is ISO 8859-15 unless UTF-8 is asked for (both are allowed by article A47 A-1 of the LPF). */
export const fecQuerySchema = z.strictObject({
  encoding: z.enum(['iso-8859-15', 'utf-8']).default('iso-8859-15'),
  lang: z.enum(['en', 'fr']).optional(),
});

export const agedBalanceQuerySchema = z.strictObject({
  type: z.enum(['customer', 'supplier']),
  asOf: isoDateSchema.optional(),
  lang: z.enum(['en', 'fr']).optional(),
  format: exportFormatSchema.optional(),
});

/** A customer's reminder letter: its overdue items at a date (today by default), in a language (the company's by default). */
export const reminderLetterQuerySchema = z.strictObject({
  asOf: isoDateSchema.optional(),
  lang: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export type ReminderLetterQuery = z.infer<typeof reminderLetterQuerySchema>;

const agingBucketsSchema = z.object({
  notDue: z.string(),
  days0To30: z.string(),
  days31To60: z.string(),
  days61To90: z.string(),
  over90: z.string(),
  total: z.string(),
});

export const agedBalanceSchema = z.object({
  type: z.enum(['customer', 'supplier']),
  asOf: z.string(),
  currency: z.string(),
  parties: z.array(
    agingBucketsSchema.extend({
      partyId: z.string(),
      code: z.string(),
      name: z.string(),
      documents: z.number().int(),
      /**
       * The party's items in a foreign currency, per currency and bucket in that currency (their
       * company-currency value is in the buckets above); empty when all are in the company's.
       */
      inCurrencies: z.array(agingBucketsSchema.extend({ currency: z.string() })).default([]),
    }),
  ),
  /** In the company's currency only: foreign amounts are never summed across parties' currencies. */
  totals: agingBucketsSchema,
});
export type AgedBalanceReport = z.infer<typeof agedBalanceSchema>;

/** A month (`2026-03`), a quarter (`2026-Q1`) or the year (`2026`) of the folder; absent, the whole folder. */
export const vatReturnQuerySchema = z.strictObject({
  period: vatPeriodCodeSchema.optional(),
  lang: z.enum(['en', 'fr']).optional(),
  format: exportFormatSchema.optional(),
});

const cameroonSplitSchema = z.object({ principal: z.string(), cac: z.string() });

/**
 * The VAT return of a period from the VAT accounts of the ledger (each figure is the balance of its
 * accounts over the period), with the bases by rate of the documents beside it.
 */
export const vatReturnSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  collected: z.string(),
  deductibleFixedAssets: z.string(),
  deductibleGoodsAndServices: z.string(),
  /** Fixed assets plus goods and services. */
  deductible: z.string(),
  creditCarriedForward: z.string(),
  netDue: z.string(),
  credit: z.string(),
  /** Cameroon: the principal (17.5 %) and the CAC (10 % of it) of each figure; null elsewhere. */
  cameroon: z
    .object({
      collected: cameroonSplitSchema,
      deductible: cameroonSplitSchema,
      netDue: cameroonSplitSchema,
      credit: cameroonSplitSchema,
    })
    .nullable(),
  /** Validated invoices and credit notes of the period, by VAT rate. */
  bases: z.array(
    z.object({
      vatRate: z.string(),
      salesBase: z.string(),
      salesVat: z.string(),
      purchasesBase: z.string(),
      purchasesVat: z.string(),
    }),
  ),
  /** France: the boxes of the CA3 (form 3310-CA3) the books fill; null elsewhere. */
  ca3: z
    .array(z.object({ box: z.string(), label: z.string(), base: z.string().nullable(), amount: z.string().nullable() }))
    .nullable(),
  /** The form of the company's return (Cameroon monthly DGI, CA3 or CA12) as a list of lines that add up. */
  form: vatFormSchema,
  /** The filed return of exactly this period, if it is filed. */
  filedReturnId: z.string().nullable(),
});
export type VatReturnReport = z.infer<typeof vatReturnSchema>;

export const dashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  revenue: z.string(),
  expenses: z.string(),
  result: z.string(),
  cash: z.string(),
  receivables: z.string(),
  payables: z.string(),
  /** `cash` is the treasury balance at the end of each month. */
  months: z.array(z.object({ month: z.string(), revenue: z.string(), expenses: z.string(), cash: z.string() })),
});
export type DashboardReport = z.infer<typeof dashboardSchema>;

export const partyStatementQuerySchema = reportPeriodQuerySchema.extend({ partyId: uuidSchema });

/** A customer's or supplier's statement (relevé de compte): the general ledger of their own sub-account. */
export const partyStatementSchema = generalLedgerSchema.extend({
  party: z.object({ id: z.string(), code: z.string(), name: z.string(), role: z.enum(['CUSTOMER', 'SUPPLIER']) }),
  /** Each line with its foreign amount (on its side) when it has one, and the running balance in `inCurrency`'s. */
  lines: z.array(
    generalLedgerSchema.shape.lines.element.extend({
      currency: z.string().nullable().default(null),
      amountCurrency: z.string().nullable().default(null),
      balanceInCurrency: z.string().nullable().default(null),
    }),
  ),
  /**
   * The statement in the party's currency (its own, else the one its lines carry), beside the company's
   * columns: the lines in another currency or in the company's count in the company's columns only.
   */
  inCurrency: z
    .object({
      currency: z.string(),
      openingBalance: z.string(),
      totals: z.object({ debit: z.string(), credit: z.string() }),
      closingBalance: z.string(),
    })
    .nullable()
    .default(null),
});
export type PartyStatementReport = z.infer<typeof partyStatementSchema>;

/** The journal by page on screen, or whole as a file in the format asked for. */
export const journalReportQuerySchema = journalQuerySchema.extend({
  lang: z.enum(['en', 'fr']).optional(),
  format: exportFormatSchema.optional(),
});

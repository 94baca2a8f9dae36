import { z } from 'zod';
import { ATTACHMENT_MAX_MEGABYTES_CEILING, ATTACHMENT_MAX_MEGABYTES_DEFAULT } from './attachments.ts';
import { SUPPORTED_LANGUAGES } from './constants.ts';
import { optionalText } from './fields.ts';
import { rateTextSchema } from './ledger.ts';
import { isBic, isFrenchVatNumber, isIban, isOptionalEmail, isSiren, isSiret, isTimeZone } from './validators.ts';
import { vatFrequencySchema } from './vat-returns.ts';

const accountNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{3,12}$/, { error: 'ACCOUNT_NUMBER_INVALID' });

/** The accounts the posting rules use (docs/architecture.md, Posting rules); a mobile-money account per operator when the company has several. */
export const postingAccountsSchema = z.strictObject({
  customer: accountNumberSchema,
  supplier: accountNumberSchema,
  salesRevenue: accountNumberSchema,
  purchaseExpense: accountNumberSchema,
  vatCollected: accountNumberSchema,
  vatDeductible: accountNumberSchema,
  bank: accountNumberSchema,
  cash: accountNumberSchema,
  mobileMoney: accountNumberSchema,
  mobileMoneyByOperator: z
    .record(z.string().regex(/^[A-Z]{2,20}$/, { error: 'OPERATOR_INVALID' }), accountNumberSchema)
    .default({}),
  /**
   * Where a purchase line's VAT goes, by the prefix of the line's account (the longest matching one):
   * SYSCOHADA 2 → 4451, 61 → 4453, 62 and 63 → 4454; PCG 2 → 44562. Other lines use `vatDeductible`.
   * Absent, the framework's rules apply.
   */
  vatDeductibleByPrefix: z
    .record(z.string().regex(/^\d{1,6}$/, { error: 'ACCOUNT_PREFIX_INVALID' }), accountNumberSchema)
    .optional(),
  /** France: VAT on services until paid (PCG 44574, 44564). Absent: the framework's account. */
  vatCollectedPending: accountNumberSchema.optional(),
  vatDeductiblePending: accountNumberSchema.optional(),
  /** France, reverse charge: VAT due (44520, 44521, 44530) and deductible (445662, 445663). */
  intraEuVatDue: accountNumberSchema.optional(),
  servicesVatDue: accountNumberSchema.optional(),
  importVatDue: accountNumberSchema.optional(),
  intraEuVatDeductible: accountNumberSchema.optional(),
  importVatDeductible: accountNumberSchema.optional(),
  /** Cameroon: précompte withheld for the State (4478), suffered (4492), VAT withheld by customers (4458). */
  precompteWithheld: accountNumberSchema.optional(),
  precompteSuffered: accountNumberSchema.optional(),
  vatWithheldByCustomers: accountNumberSchema.optional(),
});
export type PostingAccountNumbers = z.infer<typeof postingAccountsSchema>;

/**
 * What an entry number starts with, per journal code ("VE" → "FAC" numbers sales FAC-2026-000001).
 * A journal without one keeps its code. Only entries posted after the change use it.
 */
export const numberPrefixesSchema = z
  .record(
    z.string().regex(/^[A-Z0-9]{2,6}$/, { error: 'JOURNAL_CODE_INVALID' }),
    z
      .string()
      .trim()
      .regex(/^[A-Z0-9]{1,10}$/, { error: 'NUMBER_PREFIX_INVALID' }),
  )
  .default({});
export type NumberPrefixes = z.infer<typeof numberPrefixesSchema>;

/** A French identifier as typed ("732 829 320"), kept without its spaces, in capitals; empty is absent. */
function frenchIdentifier(code: string, isValid: (compact: string) => boolean, maxLength = 20) {
  return z
    .string({ error: code })
    .overwrite((text) => text.replace(/\s+/g, '').toUpperCase())
    .max(maxLength, { error: code, abort: true })
    .refine((compact) => compact === '' || isValid(compact), { error: code })
    .nullish();
}

/**
 * The company's VAT and withholding choices. France: VAT on services is due when paid unless the
 * company opted to pay it on debits (CGI art. 269-2-c). Cameroon: the rates of the précompte withheld
 * on purchases and by customers, of the VAT withholding agents keep, and of the monthly instalment on
 * turnover; defaults are the country's (referentials/withholding-taxes.csv).
 */
const percentSchema = rateTextSchema.refine((rate) => Number(rate) <= 100, { error: 'RATE_INVALID' });

export const taxOptionsSchema = z.strictObject({
  vatOnDebits: z.boolean({ error: 'VAT_ON_DEBITS_INVALID' }).default(false),
  purchasePrecompteRate: percentSchema.default('0'),
  customerPrecompteRate: percentSchema.default('0'),
  vatWithheldRate: percentSchema.default('0'),
  turnoverInstalmentRate: percentSchema.default('0'),
});
export type TaxOptions = z.infer<typeof taxOptionsSchema>;

/**
 * SYSCOHADA's two systems of accounts (AUDCIF art. 11 and 13): the normal system files the cash-flow statement
 * (TFT) and the notes; the minimal cash system (SMT) of very small entities files simplified statements, no TFT.
 */
export const ACCOUNTING_SYSTEMS = ['NORMAL', 'MINIMAL_CASH'] as const;
export const accountingSystemSchema = z.enum(ACCOUNTING_SYSTEMS, { error: 'ACCOUNTING_SYSTEM_INVALID' });
export type AccountingSystem = z.infer<typeof accountingSystemSchema>;
export const TAX_REGIMES = ['SIMPLIFIED', 'NORMAL'] as const;
export const taxRegimeSchema = z.enum(TAX_REGIMES, { error: 'TAX_REGIME_INVALID' });
export type TaxRegime = z.infer<typeof taxRegimeSchema>;

const companySettingsFields = z.strictObject({
  legalName: optionalText(200),
  address: optionalText(300),
  city: optionalText(100),
  taxId: optionalText(50),
  tradeRegister: optionalText(50),
  /** France: SIREN (9 digits), SIRET (14 digits, the SIREN first), intracommunity VAT number (FR + key + SIREN). */
  siren: frenchIdentifier('SIREN_INVALID', isSiren),
  siret: frenchIdentifier('SIRET_INVALID', isSiret),
  vatNumber: frenchIdentifier('VAT_NUMBER_INVALID', isFrenchVatNumber),
  phone: optionalText(30),
  email: z.string().trim().max(254).refine(isOptionalEmail, { error: 'EMAIL_INVALID' }).nullish(),
  /** A small image as a data URL (PNG or JPEG), shown on invoices. */
  logo: z
    .string()
    .max(200_000, { error: 'LOGO_TOO_LARGE' })
    .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/, { error: 'LOGO_INVALID' })
    .nullish(),
  defaultVatRates: z.array(rateTextSchema).max(10),
  postingAccounts: postingAccountsSchema,
  numberPrefixes: numberPrefixesSchema,
  /** Absent: kept as saved (the country's defaults until first saved). */
  taxOptions: taxOptionsSchema.optional(),
  defaultLanguage: z.enum(SUPPORTED_LANGUAGES),
  fiscalYearStartMonth: z.number().int().min(1, { error: 'MONTH_INVALID' }).max(12, { error: 'MONTH_INVALID' }),
  /** IANA zone in which the company's "today" is read ("Africa/Douala"); absent or null: its country's. */
  timeZone: z.string().max(64).refine(isTimeZone, { error: 'TIME_ZONE_INVALID' }).nullish(),
  /** Whether documents, payments and entries dated after today may be validated; off unless turned on. */
  allowFutureEntries: z.boolean().default(false),
  /** How often VAT is returned; absent or null, the country's default (referentials/vat-returns.json). */
  vatFrequency: vatFrequencySchema.nullish(),
  /** France: the day of the month the CA3 is due, 15 to 24 as the tax office set it; null, the default (19). */
  vatFilingDay: z
    .number()
    .int()
    .min(15, { error: 'VAT_FILING_DAY_INVALID' })
    .max(24, { error: 'VAT_FILING_DAY_INVALID' })
    .nullish(),
  /**
   * SYSCOHADA: normal system or minimal cash system (no TFT); a PCG company stays NORMAL. Absent: kept as
   * saved (NORMAL until first saved), so a client that does not know the field cannot reset it.
   */
  accountingSystem: accountingSystemSchema.optional(),
  /** The bank account printed on invoices and carried by their e-invoice (BT-84, BT-86), without spaces. */
  iban: frenchIdentifier('IBAN_INVALID', isIban, 34),
  bic: frenchIdentifier('BIC_INVALID', isBic),
  /**
   * On, a sale invoice or credit note whose Factur-X would lack a mandatory field cannot be validated
   * (E_INVOICE_FIELD_MISSING). Off by default; the Factur-X of any invoice can be downloaded either way.
   */
  eInvoicing: z.boolean().nullish(),
  /** The largest file an attachment may be, in megabytes. */
  attachmentMaxMegabytes: z
    .number()
    .int()
    .min(1, { error: 'ATTACHMENT_MAX_INVALID' })
    .max(ATTACHMENT_MAX_MEGABYTES_CEILING, { error: 'ATTACHMENT_MAX_INVALID' })
    .default(ATTACHMENT_MAX_MEGABYTES_DEFAULT),
  /**
   * France: the income-tax regime the liasse follows — SIMPLIFIED (réel simplifié, forms 2033) or NORMAL
   * (réel normal, forms 2050 to 2059); null, the one the company's tax system implies; absent, kept as saved.
   */
  taxRegime: taxRegimeSchema.nullish(),
});

/** The SIRET and the VAT number of a company contain its SIREN. */
export const companySettingsBodySchema = companySettingsFields.superRefine((body, context) => {
  if (!body.siren) return;
  if (body.siret && isSiret(body.siret) && !body.siret.startsWith(body.siren)) {
    context.addIssue({ code: 'custom', path: ['siret'], message: 'SIRET_SIREN_MISMATCH' });
  }
  if (body.vatNumber && isFrenchVatNumber(body.vatNumber) && !body.vatNumber.endsWith(body.siren)) {
    context.addIssue({ code: 'custom', path: ['vatNumber'], message: 'VAT_NUMBER_SIREN_MISMATCH' });
  }
});
export type CompanySettingsBody = z.infer<typeof companySettingsBodySchema>;

export const companySettingsSchema = companySettingsFields.extend({
  taxOptions: taxOptionsSchema,
  companyId: z.string(),
  accountingSystem: accountingSystemSchema,
  taxRegime: taxRegimeSchema.nullable(),
  /** The zone in force: the settings' own, else the country's. */
  timeZone: z.string(),
  allowFutureEntries: z.boolean(),
  eInvoicing: z.boolean(),
  attachmentMaxMegabytes: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

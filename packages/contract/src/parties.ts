import { z } from 'zod';
import { PAGE_SIZE_MAX, SUPPORTED_LANGUAGES } from './constants.ts';
import { amountInCurrencySchema } from './currencies.ts';
import { requiredText, uuidSchema } from './fields.ts';
import { documentTypeSchema, pageSchema } from './ledger.ts';
import { isOptionalEmail } from './validators.ts';

/** Customers and suppliers ("third parties", tiers): one resource, two roles. */
export const PARTY_ROLES = ['CUSTOMER', 'SUPPLIER'] as const;
export const partyRoleSchema = z.enum(PARTY_ROLES);
export type PartyRole = z.infer<typeof partyRoleSchema>;

export const PARTY_KINDS = ['COMPANY', 'INDIVIDUAL'] as const;
export const partyKindSchema = z.enum(PARTY_KINDS, { error: 'KIND_INVALID' });
export type PartyKind = z.infer<typeof partyKindSchema>;

export const PARTY_CODE_MAX_LENGTH = 20;
export const PAYMENT_TERMS_DAYS_MAX = 365;

/** An optional bounded text whose excess length is reported as `<CODE>_TOO_LONG`. */
function optionalField(code: string, max: number) {
  return z
    .string({ error: `${code}_INVALID` })
    .trim()
    .max(max, { error: `${code}_TOO_LONG` })
    .nullish();
}

/** Registration numbers (NIU, RCCM, SIREN…): letters, digits and the separators they are written with. */
function registrationField(code: string) {
  return z
    .string({ error: `${code}_INVALID` })
    .trim()
    .toUpperCase()
    .max(50, { error: `${code}_INVALID`, abort: true })
    .regex(/^[A-Z0-9 ./-]*$/, { error: `${code}_INVALID` })
    .nullish();
}

/** Empty or absent: the API generates the next code of the role (C00001, F00001…). */
export const partyCodeSchema = z
  .string({ error: 'CODE_INVALID' })
  .trim()
  .toUpperCase()
  .max(PARTY_CODE_MAX_LENGTH, { error: 'CODE_INVALID', abort: true })
  .regex(/^[A-Z0-9]*$/, { error: 'CODE_INVALID' })
  .nullish();

export const savePartyBodySchema = z.strictObject({
  code: partyCodeSchema,
  name: requiredText('NAME_REQUIRED', 200),
  kind: partyKindSchema.default('COMPANY'),
  taxId: registrationField('TAX_ID'),
  tradeRegister: registrationField('TRADE_REGISTER'),
  email: z
    .string({ error: 'EMAIL_INVALID' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'EMAIL_INVALID', abort: true })
    .refine(isOptionalEmail, { error: 'EMAIL_INVALID' })
    .nullish(),
  // Checked and stored in E.164 by the API with the party's country (packages/contract phone.ts).
  phone: z.string({ error: 'PHONE_INVALID' }).trim().max(30, { error: 'PHONE_INVALID' }).nullish(),
  address: optionalField('ADDRESS', 300),
  city: optionalField('CITY', 100),
  // Absent: the company's own country.
  countryCode: z
    .string({ error: 'COUNTRY_UNKNOWN' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: 'COUNTRY_UNKNOWN' })
    .nullish(),
  paymentTermsDays: z
    .number({ error: 'PAYMENT_TERMS_INVALID' })
    .int({ error: 'PAYMENT_TERMS_INVALID', abort: true })
    .min(0, { error: 'PAYMENT_TERMS_INVALID' })
    .max(PAYMENT_TERMS_DAYS_MAX, { error: 'PAYMENT_TERMS_INVALID' })
    .default(0),
  notes: optionalField('NOTES', 2000),
  active: z.boolean({ error: 'ACTIVE_INVALID' }).default(true),
  /** ISO 4217: the currency its invoices are in by default; absent or the company's: the company's. */
  currency: z.string({ error: 'CURRENCY_UNKNOWN' }).trim().toUpperCase().max(8).nullish(),
  /**
   * The account the party's sub-account hangs under (one of `GET …/control-accounts`). Absent: the
   * settings' customer or supplier account for a new party, the current one for an existing party.
   */
  controlAccountId: z.uuid({ error: 'CONTROL_ACCOUNT_INVALID' }).nullish(),
  /**
   * Cameroon: a customer the law names as a withholding agent keeps the VAT and the précompte of what
   * it pays; a supplier subject to précompte has it withheld from what it is paid.
   */
  withholdingAgent: z.boolean({ error: 'WITHHOLDING_AGENT_INVALID' }).default(false),
  subjectToPrecompte: z.boolean({ error: 'SUBJECT_TO_PRECOMPTE_INVALID' }).default(false),
  /** The language of the mails (and their PDFs) sent to the party; null or absent: the company's. */
  language: z.enum(SUPPORTED_LANGUAGES, { error: 'LANGUAGE_INVALID' }).nullish(),
});
export type SavePartyBody = z.infer<typeof savePartyBodySchema>;

export const partySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  kind: partyKindSchema,
  taxId: z.string().nullable(),
  tradeRegister: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** MTN, ORANGE or NEXTTEL for a Cameroon mobile number; null otherwise. */
  phoneOperator: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  countryCode: z.string(),
  paymentTermsDays: z.number().int(),
  /** ISO 4217 of its invoices by default; absent: the company's. */
  currency: z.string().optional(),
  notes: z.string().nullable(),
  active: z.boolean(),
  subAccountId: z.string(),
  /** The account of the party's sub-account (411x, 401x, 481x…), which all its postings use. */
  controlAccountId: z.string(),
  controlAccountNumber: z.string(),
  /** True once the sub-account has postings: the control account can no longer change. */
  controlAccountFixed: z.boolean(),
  withholdingAgent: z.boolean(),
  subjectToPrecompte: z.boolean(),
  /** The party's own language (fr, en); null: the company's. */
  language: z.enum(SUPPORTED_LANGUAGES).nullable(),
  /** Debit − credit of the party's sub-account in the work folder, in the company currency. */
  balance: z.string(),
});
export type Party = z.infer<typeof partySchema>;

/** An account a party of the role may hang under; `isDefault` marks the settings' one. */
export const controlAccountOptionSchema = z.object({
  id: z.string(),
  number: z.string(),
  label: z.string(),
  isDefault: z.boolean(),
});
export type ControlAccountOption = z.infer<typeof controlAccountOptionSchema>;

export const openDocumentSchema = z.object({
  id: z.string(),
  type: documentTypeSchema,
  number: z.string().nullable(),
  date: z.string(),
  dueDate: z.string().nullable(),
  /** Null until settlement of invoices is computed; in `currency`, the document's. */
  amountDue: z.string().nullable(),
  currency: z.string(),
});
export type OpenDocument = z.infer<typeof openDocumentSchema>;

export const partyDetailSchema = partySchema.extend({
  /** The first 500 validated documents, oldest due first, with what each still owes; settled ones left out. */
  openDocuments: z.array(openDocumentSchema),
  /** What the party's open documents in the company currency still owe together (not only those listed). */
  openAmount: z.string(),
  /** What its open documents in each foreign currency still owe, in that currency: never summed with the above. */
  openAmountsInCurrency: z.array(amountInCurrencySchema).default([]),
  /** The foreign amounts of its sub-account's lines in the work folder (debit − credit), one per currency. */
  balancesInCurrency: z.array(amountInCurrencySchema).default([]),
});
export type PartyDetail = z.infer<typeof partyDetailSchema>;

export const partyPageSchema = pageSchema(partySchema);
export type PartyPage = z.infer<typeof partyPageSchema>;

export const partyBalanceQuerySchema = z.strictObject({
  workFolderId: uuidSchema.optional(),
});

export const listPartiesQuerySchema = partyBalanceQuerySchema.extend({
  q: z.string().trim().max(100, { error: 'QUERY_TOO_LONG' }).optional(),
  // Capped rather than refused: a client asking for more gets a full page and a cursor.
  limit: z.coerce
    .number({ error: 'LIMIT_INVALID' })
    .int({ error: 'LIMIT_INVALID', abort: true })
    .min(1, { error: 'LIMIT_INVALID' })
    .transform((limit) => Math.min(limit, PAGE_SIZE_MAX))
    .default(50),
  // The offset of the page, as text.
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, { error: 'CURSOR_INVALID' })
    .optional(),
  sort: z.enum(['name', 'code'], { error: 'SORT_INVALID' }).default('name'),
  active: z.enum(['true', 'false'], { error: 'ACTIVE_INVALID' }).optional(),
});
export type ListPartiesQuery = z.infer<typeof listPartiesQuerySchema>;

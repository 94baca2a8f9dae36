import { z } from 'zod';
import { PAGE_SIZE_MAX } from './constants.ts';

/** What a treasury account holds: a bank account, cash, or a mobile-money wallet (which has its own journal). */
export const TREASURY_KINDS = ['BANK', 'CASH', 'MOBILE_MONEY'] as const;
export const treasuryKindSchema = z.enum(TREASURY_KINDS);
export type TreasuryKind = z.infer<typeof treasuryKindSchema>;

/** A treasury account (class 5 leaf) with what the books keep of it beyond the chart. */
export const treasuryAccountSchema = z.object({
  accountId: z.string(),
  accountNumber: z.string(),
  label: z.string(),
  kind: treasuryKindSchema,
  /**
   * The journal its payments and statement entries post to: BQ, CA, or the wallet's own; null for a
   * wallet whose journal is created with its first posting (an account older than wallets' journals).
   */
  journalCode: z.string().nullable(),
  /** ISO 4217: the company's currency unless the account has its own. */
  currency: z.string(),
  /** The IBAN or account number its statements name; null until set or read from a first statement. */
  accountIdentifier: z.string().nullable(),
  /** True once the account has journal lines: its currency can no longer change (TREASURY_CURRENCY_LOCKED). */
  currencyLocked: z.boolean(),
});
export type TreasuryAccount = z.infer<typeof treasuryAccountSchema>;

export const treasuryAccountListSchema = z.object({
  items: z.array(treasuryAccountSchema),
  nextCursor: z.string().nullable(),
});
export type TreasuryAccountList = z.infer<typeof treasuryAccountListSchema>;

export const treasuryAccountsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(50),
  /** The account number after which the page starts. */
  cursor: z
    .string()
    .regex(/^\d{1,12}$/)
    .optional(),
});

export const saveTreasuryAccountBodySchema = z.strictObject({
  kind: treasuryKindSchema,
  /** Null: the company's currency. */
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'CURRENCY_INVALID' })
    .nullish(),
  accountIdentifier: z
    .string()
    .trim()
    .max(60)
    .regex(/^[A-Za-z0-9 -]*$/, { error: 'ACCOUNT_IDENTIFIER_INVALID' })
    .nullish(),
});
export type SaveTreasuryAccountBody = z.infer<typeof saveTreasuryAccountBodySchema>;

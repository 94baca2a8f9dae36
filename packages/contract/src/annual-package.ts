import { z } from 'zod';
import { exportFormatSchema } from './reports.ts';

export const annualPackageQuerySchema = z.strictObject({
  lang: z.enum(['en', 'fr']).optional(),
  format: exportFormatSchema.optional(),
});

export const ANNUAL_PACKAGE_CHECKS = [
  'YEAR_CLOSED',
  'NO_DRAFTS',
  'ACCOUNTS_MAPPED',
  'BALANCE_SHEET_BALANCED',
  'RESULT_AGREES',
  'CASH_FLOW_TIES',
  'TREASURY_AGREES',
  'NOTES_AGREE',
  'LIASSE_BALANCED',
  'LIASSE_RESULT_AGREES',
  'LIASSE_CARRY_BACK_WITHIN_LOSS',
] as const;

/**
 * What a folder's annual package holds (its statements, in the order filed) and the checks before filing: each
 * says whether it holds and, when not, the accounts (or documents) behind it.
 */
export const annualPackageSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  framework: z.enum(['SYSCOHADA', 'PCG']),
  /** SYSCOHADA's system of accounts: under the minimal cash system the package holds no cash-flow statement. */
  accountingSystem: z.enum(['NORMAL', 'MINIMAL_CASH']),
  statements: z.array(z.object({ key: z.string(), title: z.string() })),
  /** Statements a package of the framework holds elsewhere but this one leaves out, and why. */
  omitted: z.array(z.object({ key: z.string(), title: z.string(), reason: z.enum(['MINIMAL_CASH_SYSTEM']) })),
  checks: z.array(
    z.object({
      code: z.enum(ANNUAL_PACKAGE_CHECKS),
      ok: z.boolean(),
      /** The two figures compared, when the check compares figures. */
      expected: z.string().nullable(),
      actual: z.string().nullable(),
      accounts: z.array(z.string()),
      count: z.number().int().nullable(),
    }),
  ),
  ready: z.boolean(),
});
export type AnnualPackage = z.infer<typeof annualPackageSchema>;
export type AnnualPackageCheck = AnnualPackage['checks'][number];

import { z } from 'zod';
import { exportFormatSchema } from './reports.ts';

export const notesQuerySchema = z.strictObject({
  lang: z.enum(['en', 'fr']).optional(),
  format: exportFormatSchema.optional(),
});

const figures = { opening: z.string(), increase: z.string(), decrease: z.string(), closing: z.string() };

/** A closing value split by maturity: within a year, one to two years, over two years, undated (financial debts). */
export const maturitiesSchema = z.object({
  upToOneYear: z.string(),
  oneToTwoYears: z.string(),
  overTwoYears: z.string(),
  undated: z.string(),
});

/**
 * The notes the ledger gives (SYSCOHADA), each with the statement lines it details: for each line its accounts'
 * opening value, increases, decreases and closing value, the statement's figure, and whether they agree.
 */
export const notesSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** The folder before, whose closing values stand as N-1; null in a first year. */
  previous: z.object({ from: z.string(), to: z.string() }).nullable(),
  notes: z.array(
    z.object({
      note: z.string(),
      title: z.string(),
      statement: z.enum(['balanceSheet', 'incomeStatement']),
      /**
       * Where its figures come from: the fixed-assets register for the accounts it holds (notes 3A and 3C of a
       * company with a register), else the accounts; the statement figures always come from the ledger.
       */
      source: z.enum(['ACCOUNTS', 'REGISTER', 'REGISTER_AND_ACCOUNTS']),
      lines: z.array(
        z.object({
          ref: z.string(),
          label: z.string(),
          column: z.enum(['gross', 'depreciation', 'amount']),
          ...figures,
          /** Receivables and payables notes: the closing value by maturity (its columns add up to it). */
          maturity: maturitiesSchema.nullable(),
          /** The line's closing value at the end of the folder before (N-1); null without one. */
          previousClosing: z.string().nullable(),
          statementAmount: z.string(),
          ties: z.boolean(),
          accounts: z.array(z.object({ accountNumber: z.string(), ...figures, fromRegister: z.boolean() })),
        }),
      ),
    }),
  ),
  ties: z.boolean(),
});
export type NotesReport = z.infer<typeof notesSchema>;

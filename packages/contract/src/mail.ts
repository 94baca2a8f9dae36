import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from './constants.ts';
import { emailField, encodedPasswordField, isoDateSchema, requiredText, uuidSchema } from './fields.ts';
import { isEmail } from './validators.ts';

/** Recipients of one mail at most, in `to` and in `cc` each. */
export const MAIL_RECIPIENTS_MAX = 10;
export const MAIL_SUBJECT_MAX = 200;
export const MAIL_TEXT_MAX = 10_000;

/** A line break in a header would let a subject or a name add headers of its own. */
export const hasLineBreak = (value: string): boolean => /[\r\n]/.test(value);

export const forgotPasswordBodySchema = z.strictObject({
  email: emailField('EMAIL'),
  /** The language of the mail; the web sends its interface language. */
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.strictObject({
  token: z.string({ error: 'TOKEN_REQUIRED' }).min(16, { error: 'TOKEN_INVALID' }).max(200, { error: 'TOKEN_INVALID' }),
  newEncodedPassword: encodedPasswordField('NEW_PASSWORD_REQUIRED', true),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

const recipientSchema = z
  .string({ error: 'RECIPIENT_INVALID' })
  .trim()
  .max(254, { error: 'RECIPIENT_INVALID' })
  .toLowerCase()
  .refine((value) => isEmail(value) && !hasLineBreak(value), { error: 'RECIPIENT_INVALID' });

export const sendMailBodySchema = z.strictObject({
  to: z
    .array(recipientSchema)
    .min(1, { error: 'RECIPIENT_REQUIRED' })
    .max(MAIL_RECIPIENTS_MAX, { error: 'TOO_MANY_RECIPIENTS' }),
  cc: z.array(recipientSchema).max(MAIL_RECIPIENTS_MAX, { error: 'TOO_MANY_RECIPIENTS' }).default([]),
  subject: requiredText('SUBJECT_REQUIRED', MAIL_SUBJECT_MAX).refine((value) => !hasLineBreak(value), {
    error: 'SUBJECT_HAS_LINE_BREAK',
  }),
  text: requiredText('TEXT_REQUIRED', MAIL_TEXT_MAX),
  /** The language of the attached PDF (the draft's). */
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});
export type SendMailBody = z.input<typeof sendMailBodySchema>;

export const mailDraftQuerySchema = z.strictObject({
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});

/** What "Send by email" opens with: the party's address, a subject and a text in the party's language. */
export const mailDraftSchema = z.object({
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  language: z.enum(SUPPORTED_LANGUAGES),
  attachmentName: z.string(),
});
export type MailDraft = z.infer<typeof mailDraftSchema>;

export const MAIL_STATES = ['QUEUED', 'SENT', 'FAILED'] as const;

/** A mail as the place it was asked from shows it: to whom, when, and whether it went. */
export const mailSummarySchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  state: z.enum(MAIL_STATES),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  /**
   * The files it carried. `kept` is false once their bytes were purged (MAIL_ATTACHMENT_RETENTION_DAYS
   * after the mail went); the name, size and SHA-256 stay.
   */
  attachments: z.array(
    z.object({
      fileName: z.string(),
      size: z.number().int().nullable(),
      sha256: z.string().nullable(),
      kept: z.boolean(),
    }),
  ),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

const monthSchema = z.string({ error: 'MONTH_REQUIRED' }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'MONTH_INVALID' });

export const monthMailBodySchema = z.strictObject({
  /** For customers without a language of their own (else the company's); a customer's own comes first. */
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
  month: monthSchema,
});

export const monthMailQuerySchema = z.strictObject({ month: monthSchema });

/** What sending the month's invoices would do now: those that go, and those left out, by reason. */
export const bulkMailPreviewSchema = z.object({
  toSend: z.number().int(),
  missingAddress: z.number().int(),
  alreadySent: z.number().int(),
});
export type BulkMailPreview = z.infer<typeof bulkMailPreviewSchema>;

/** The month's validated invoices sent at once: those queued, and those left out with the reason. */
export const bulkMailResultSchema = z.object({
  queued: z.array(z.object({ documentId: z.string(), number: z.string().nullable(), mailId: z.string() })),
  skipped: z.array(
    z.object({
      documentId: z.string(),
      number: z.string().nullable(),
      reason: z.enum(['PARTY_EMAIL_MISSING', 'ALREADY_SENT']),
    }),
  ),
});
export type BulkMailResult = z.infer<typeof bulkMailResultSchema>;

/** A party's statement by mail: the period, as the statement's own query. */
export const statementMailQuerySchema = z.strictObject({
  partyId: uuidSchema,
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});

/** A reminder letter by mail: the date it is written at, as the letter's own query. */
export const reminderMailQuerySchema = z.strictObject({
  asOf: isoDateSchema.optional(),
  language: z.enum(SUPPORTED_LANGUAGES).optional(),
});

import { z } from 'zod';
import { decodePassword, isEmail, isStrongPassword } from './validators.ts';

/** A required, trimmed, bounded text whose absence is reported with `code`. */
export function requiredText(code: string, max = 200) {
  return z
    .string({ error: code })
    .trim()
    .min(1, { error: code })
    .max(max, { error: `${code.replace(/_REQUIRED$/, '')}_TOO_LONG` });
}

export function optionalText(max: number) {
  return z.string().trim().max(max).nullish();
}

export function emailField(prefix: string) {
  return requiredText(`${prefix}_REQUIRED`, 254)
    .toLowerCase()
    .refine(isEmail, { error: `${prefix}_INVALID` });
}

export const uuidSchema = z.uuid({ error: 'ID_INVALID' });

/** The dates the books accept: PostgreSQL and the reports handle any of them the same way. */
export const DATE_MIN = '1900-01-01';
export const DATE_MAX = '2199-12-31';

/** ISO calendar date, YYYY-MM-DD, that exists in the calendar, between DATE_MIN and DATE_MAX. */
export const isoDateSchema = z.iso
  .date({ error: 'DATE_INVALID' })
  .refine((date) => date >= DATE_MIN && date <= DATE_MAX, { error: 'DATE_OUT_OF_RANGE' });

/** A base64 password, decoded and checked against the policy of docs/seed-spec.md §5 when `policy` is set. */
export function encodedPasswordField(code: string, policy: boolean) {
  return z
    .string({ error: code })
    .min(1, { error: code })
    .max(1024)
    .superRefine((encoded, context) => {
      const password = decodePassword(encoded);
      if (password === null) {
        context.addIssue({ code: 'custom', message: 'PASSWORD_ENCODING_INVALID' });
      } else if (policy && !isStrongPassword(password)) {
        context.addIssue({ code: 'custom', message: 'PASSWORD_TOO_WEAK' });
      }
    });
}

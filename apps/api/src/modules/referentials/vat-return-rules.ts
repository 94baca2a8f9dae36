import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VatDeadlineRule, VatFormKind, VatFrequency } from '@bilan/accounting';
import { VAT_FORM_KINDS, VAT_FREQUENCIES } from '@bilan/contract';
import { z } from 'zod';
import { REFERENTIALS_DIR } from './referentials.seed.ts';

const deadlineSchema = z.object({ monthsAfter: z.number().int().min(0).max(12), day: z.number().int().min(1).max(31) });
const accountSchema = z.string().regex(/^\d{2,10}$/);

const rulesSchema = z.object({
  form: z.enum(VAT_FORM_KINDS),
  annualForm: z.enum(VAT_FORM_KINDS).optional(),
  frequencies: z.array(z.enum(VAT_FREQUENCIES)).min(1),
  defaultFrequency: z.enum(VAT_FREQUENCIES),
  deadline: deadlineSchema,
  annualDeadline: deadlineSchema.optional(),
  filingDays: z.object({ min: z.number().int(), max: z.number().int() }).optional(),
  accounts: z.object({
    due: accountSchema,
    credit: accountSchema,
    roundingCharge: accountSchema,
    roundingGain: accountSchema,
    refundClaim: accountSchema,
  }),
});

/** How a country's VAT returns are filed and settled (referentials/vat-returns.json and its sources). */
export type VatReturnRules = z.infer<typeof rulesSchema>;

let loaded: Record<string, VatReturnRules> | undefined;

function allRules(): Record<string, VatReturnRules> {
  loaded ??= z
    .record(z.string(), rulesSchema)
    .parse(JSON.parse(readFileSync(join(REFERENTIALS_DIR, 'vat-returns.json'), 'utf8')));
  return loaded;
}

/** The rules of a country; a SYSCOHADA country without its own takes the SYSCOHADA defaults (Cameroon's layout). */
export function vatReturnRulesOf(countryCode: string, framework: 'SYSCOHADA' | 'PCG'): VatReturnRules {
  const rules = allRules();
  const own = rules[countryCode] ?? (framework === 'PCG' ? rules.FR : rules.SYSCOHADA);
  if (!own) throw new Error(`referentials/vat-returns.json has no rules for ${countryCode}`);
  return own;
}

/** The frequency a company returns VAT at: its setting when the country allows it, else the country's default. */
export function vatFrequencyOf(rules: VatReturnRules, setting: string | null | undefined): VatFrequency {
  const chosen = rules.frequencies.find((frequency) => frequency === setting);
  return chosen ?? rules.defaultFrequency;
}

/** The form filed at a frequency (the CA12 for France's annual returns). */
export function vatFormKindOf(rules: VatReturnRules, frequency: VatFrequency): VatFormKind {
  return frequency === 'ANNUAL' && rules.annualForm ? rules.annualForm : rules.form;
}

/** The deadline rule at a frequency, the French CA3's day taken from the settings within its bounds. */
export function vatDeadlineRuleOf(
  rules: VatReturnRules,
  frequency: VatFrequency,
  filingDay: number | null | undefined,
): VatDeadlineRule {
  if (frequency === 'ANNUAL' && rules.annualDeadline) return rules.annualDeadline;
  const bounds = rules.filingDays;
  if (bounds && filingDay && filingDay >= bounds.min && filingDay <= bounds.max) {
    return { ...rules.deadline, day: filingDay };
  }
  return rules.deadline;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { REFERENTIALS_DIR } from './referentials.seed.ts';

const countrySchema = z.object({
  exemptionReason: z.string().min(1),
  paymentTerms: z.string().min(1),
  sellerIdScheme: z.string().nullable(),
  /** Whether a new company of the country has e-invoicing on until its settings say otherwise. */
  onByDefault: z.boolean(),
});
const rulesSchema = z.object({
  profile: z.string().min(1),
  facturXConformanceLevel: z.string().min(1),
  countries: z.record(z.string(), countrySchema),
  default: countrySchema,
});

/** The constants of the e-invoices Bilan issues (referentials/e-invoicing.json and its sources). */
export type EInvoicingRules = z.infer<typeof rulesSchema>;
export type CountryEInvoicingRules = z.infer<typeof countrySchema>;

let loaded: EInvoicingRules | undefined;

export function eInvoicingRules(): EInvoicingRules {
  loaded ??= rulesSchema.parse(JSON.parse(readFileSync(join(REFERENTIALS_DIR, 'e-invoicing.json'), 'utf8')));
  return loaded;
}

export function eInvoicingRulesOf(countryCode: string): CountryEInvoicingRules {
  const rules = eInvoicingRules();
  return rules.countries[countryCode] ?? rules.default;
}

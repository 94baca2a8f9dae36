import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AccountingFramework } from '@bilan/contract';
import { z } from 'zod';
import { REFERENTIALS_DIR } from './referentials.seed.ts';

const number = z.string().regex(/^\d{1,12}$/);
const basisPoints = z.number().int().min(0).max(10_000);

const frameworkSchema = z.strictObject({
  legalReserve: z.strictObject({
    rateBasisPoints: basisPoints,
    ceilingOfCapitalBasisPoints: basisPoints,
    companyTypes: z.array(z.string()),
    source: z.string(),
  }),
  equityBelowHalfOfCapital: z.string(),
  equityRef: z.string(),
  accounts: z.strictObject({
    pendingProfit: z.array(number).min(1),
    pendingLoss: z.array(number).min(1),
    capital: number,
    legalReserve: number,
    otherReserves: number,
    retainedEarnings: number,
    retainedEarningsCredit: number,
    retainedEarningsDebit: number,
    dividends: number,
    withholdingTax: number,
  }),
});

const rulesSchema = z.strictObject({
  frameworks: z.strictObject({ SYSCOHADA: frameworkSchema, PCG: frameworkSchema }),
  dividendWithholding: z.record(z.string(), z.strictObject({ rateBasisPoints: basisPoints, source: z.string() })),
});

export type FrameworkAppropriationRules = z.infer<typeof frameworkSchema>;

let loaded: z.infer<typeof rulesSchema> | undefined;

function rules() {
  loaded ??= rulesSchema.parse(JSON.parse(readFileSync(join(REFERENTIALS_DIR, 'result-appropriation.json'), 'utf8')));
  return loaded;
}

/** The appropriation rules of a chart (referentials/result-appropriation.json, sources in SOURCES.md). */
export function appropriationRulesOf(framework: AccountingFramework): FrameworkAppropriationRules {
  return rules().frameworks[framework];
}

/** The country's withholding tax on dividends, or null where the referentials hold no rate for it. */
export function dividendWithholdingOf(countryCode: string): { rateBasisPoints: number; source: string } | null {
  return rules().dividendWithholding[countryCode] ?? null;
}

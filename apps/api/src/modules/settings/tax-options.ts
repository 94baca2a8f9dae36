import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsvTable, parseRate, type Withholdings } from '@bilan/accounting';
import { type TaxOptions, taxOptionsSchema } from '@bilan/contract';
import { eq } from 'drizzle-orm';
import { REPO_ROOT } from '../../config.ts';
import type { Transaction } from '../../db/client.ts';
import { companies } from '../companies/companies.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { companySettings } from './settings.table.ts';

const WITHHOLDING_TAXES_FILE = join(REPO_ROOT, 'referentials', 'withholding-taxes.csv');

type WithholdingTax = 'PURCHASE_PRECOMPTE' | 'CUSTOMER_PRECOMPTE' | 'VAT_WITHHELD' | 'TURNOVER_INSTALMENT';
export type WithholdingTaxRow = { countryCode: string; tax: WithholdingTax; rate: string; returnLine: string };

let loaded: readonly WithholdingTaxRow[] | undefined;

/** The committed withholding and instalment taxes by country, read once per process. */
export function withholdingTaxes(): readonly WithholdingTaxRow[] {
  loaded ??= parseCsvTable(readFileSync(WITHHOLDING_TAXES_FILE, 'utf8')).records.map((row) => ({
    countryCode: row.country_code ?? '',
    tax: row.tax as WithholdingTax,
    rate: row.rate ?? '0',
    returnLine: row.return_line ?? '',
  }));
  return loaded;
}

/** A country's defaults: its rates from withholding-taxes.csv (none outside Cameroon), VAT on services when paid. */
export function defaultTaxOptions(countryCode: string): TaxOptions {
  const rateOf = (tax: WithholdingTax) =>
    withholdingTaxes().find((row) => row.countryCode === countryCode && row.tax === tax)?.rate ?? '0';
  return {
    vatOnDebits: false,
    purchasePrecompteRate: rateOf('PURCHASE_PRECOMPTE'),
    customerPrecompteRate: rateOf('CUSTOMER_PRECOMPTE'),
    vatWithheldRate: rateOf('VAT_WITHHELD'),
    turnoverInstalmentRate: rateOf('TURNOVER_INSTALMENT'),
  };
}

/** The saved tax options, else the country's defaults; saved ones that no longer parse fall back too. */
export async function taxOptionsOf(tx: Transaction, company: CompanyContext): Promise<TaxOptions> {
  const [row] = await tx
    .select({ countryCode: companies.countryCode, taxOptions: companySettings.taxOptions })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, company.companyId));
  const parsed = taxOptionsSchema.safeParse(row?.taxOptions);
  return row?.taxOptions && parsed.success ? parsed.data : defaultTaxOptions(row?.countryCode ?? '');
}

/** What a document's payer withholds: a withholding-agent customer on a sale, the company on a supplier subject to précompte. */
export function withholdingsFor(
  options: TaxOptions,
  sale: boolean,
  party: { withholdingAgent: boolean; subjectToPrecompte: boolean },
): Withholdings {
  if (sale && party.withholdingAgent) {
    return {
      precompteRateBasisPoints: parseRate(options.customerPrecompteRate),
      vatWithheldBasisPoints: parseRate(options.vatWithheldRate),
    };
  }
  if (!sale && party.subjectToPrecompte) {
    return { precompteRateBasisPoints: parseRate(options.purchasePrecompteRate), vatWithheldBasisPoints: 0 };
  }
  return { precompteRateBasisPoints: 0, vatWithheldBasisPoints: 0 };
}

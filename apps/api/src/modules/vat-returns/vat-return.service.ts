import {
  buildVatForm,
  computeVatReturn,
  formatAmount,
  formatRate,
  PCG_VAT_RETURN_ACCOUNTS,
  SYSCOHADA_VAT_RETURN_ACCOUNTS,
  splitCameroonVat,
  toAmount,
  type VatAccountBalance,
  type VatForm,
  type VatFrequency,
  type VatPeriod,
  type VatRateRow,
  type VatReturnFigures,
  vatAccountBalances,
  vatPeriodsOf,
} from '@bilan/accounting';
import type { VatReturnReport } from '@bilan/contract';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { validationFailed } from '../../http/app-error.ts';
import { companies } from '../companies/companies.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import {
  type VatReturnRules,
  vatFormKindOf,
  vatFrequencyOf,
  vatReturnRulesOf,
} from '../referentials/vat-return-rules.ts';
import { reportPeriod } from '../reports/report-period.ts';
import { treatmentLinesOf } from '../reports/vat-treatment-lines.ts';
import { companySettings } from '../settings/settings.table.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { readVatMovements, vatRatesOfPeriod } from './vat-return-movements.ts';
import { vatReturns } from './vat-returns.table.ts';

/** How a company returns VAT: its country's rules, its frequency and its filing day (settings). */
export interface VatRegime {
  rules: VatReturnRules;
  frequency: VatFrequency;
  filingDay: number | null;
  countryCode: string;
}

export async function vatRegimeOf(tx: Transaction, company: CompanyContext): Promise<VatRegime> {
  const [row] = await tx
    .select({
      countryCode: companies.countryCode,
      frequency: companySettings.vatFrequency,
      filingDay: companySettings.vatFilingDay,
    })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, company.companyId));
  const countryCode = row?.countryCode ?? '';
  const rules = vatReturnRulesOf(countryCode, company.framework);
  return { rules, frequency: vatFrequencyOf(rules, row?.frequency), filingDay: row?.filingDay ?? null, countryCode };
}

/** A return computed from the books: its figures, rates, the VAT accounts to settle and its form. */
export interface ComputedVatReturn {
  fromOn: string;
  toOn: string;
  figures: VatReturnFigures;
  rates: VatRateRow[];
  balances: VatAccountBalance[];
  form: VatForm;
}

export async function computeReturn(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  dates: { fromOn: string; toOn: string },
  regime: VatRegime,
): Promise<ComputedVatReturn> {
  const accounts = company.framework === 'PCG' ? PCG_VAT_RETURN_ACCOUNTS : SYSCOHADA_VAT_RETURN_ACCOUNTS;
  const period = { fromOn: dates.fromOn, toOn: dates.toOn };
  const movements = await readVatMovements(tx, { companyId: company.companyId, id: workFolderId }, period);
  const figures = computeVatReturn(movements, accounts);
  const rates = await vatRatesOfPeriod(tx, company, workFolderId, period);
  const form = buildVatForm(vatFormKindOf(regime.rules, regime.frequency), {
    figures,
    rates,
    minorUnitsPerMajor: 10n ** BigInt(company.scale),
    treatmentLines: await treatmentLinesOf(tx, company, period),
  });
  return { ...period, figures, rates, balances: vatAccountBalances(movements.period, accounts), form };
}

/** The period of the folder a code names, at the company's frequency; 422 when it names none. */
export function periodOfCode(
  folder: { startOn: string; endOn: string },
  frequency: VatFrequency,
  code: string,
  path = 'period',
): VatPeriod {
  const period = vatPeriodsOf(folder, frequency).find((candidate) => candidate.code === code);
  if (!period) throw validationFailed([{ path, code: 'VAT_PERIOD_NOT_OF_FOLDER' }]);
  return period;
}

/** The dates a query names: a period of the folder (any frequency), else the whole folder. */
function queryDates(folder: { startOn: string; endOn: string }, code: string | undefined) {
  if (!code) return reportPeriod(folder);
  const frequency: VatFrequency = code.length === 4 ? 'ANNUAL' : code.includes('Q') ? 'QUARTERLY' : 'MONTHLY';
  const period = periodOfCode(folder, frequency, code, 'querystring.period');
  return reportPeriod(folder, period.fromOn, period.toOn);
}

/**
 * The VAT return of a month, a quarter, the year or the folder, as the books stand: its figures are
 * the VAT accounts' movements less settlement entries, its form the company's (Cameroon, CA3, CA12).
 */
export async function vatReturn(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: { period?: string | undefined },
): Promise<VatReturnReport> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const regime = await vatRegimeOf(tx, company);
  const dates = queryDates(folder, query.period);
  const computed = await computeReturn(tx, company, workFolderId, dates, regime);
  const [filed] = await tx
    .select({ id: vatReturns.id })
    .from(vatReturns)
    .where(
      and(
        eq(vatReturns.companyId, company.companyId),
        eq(vatReturns.fromOn, dates.fromOn),
        eq(vatReturns.toOn, dates.toOn),
      ),
    );
  return vatReturnReport(company, computed, regime.countryCode, filed?.id ?? null);
}

/** The answer of a return: its figures, the Cameroon split, the bases by rate and the form. */
export function vatReturnReport(
  company: CompanyContext,
  computed: ComputedVatReturn,
  countryCode: string,
  filedReturnId: string | null,
): VatReturnReport {
  const { figures } = computed;
  const format = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  const form = formOfAnswer(computed.form, format);
  return {
    from: computed.fromOn,
    to: computed.toOn,
    currency: company.currency,
    collected: format(figures.collected),
    deductibleFixedAssets: format(figures.deductibleFixedAssets),
    deductibleGoodsAndServices: format(figures.deductibleGoodsAndServices),
    deductible: format(figures.deductibleFixedAssets + figures.deductibleGoodsAndServices),
    creditCarriedForward: format(figures.creditCarriedForward),
    netDue: format(figures.netDue),
    credit: format(figures.credit),
    cameroon: countryCode === 'CM' ? cameroonSplit(figures, format) : null,
    bases: computed.rates.map((row) => ({
      vatRate: formatRate(row.rateBasisPoints),
      salesBase: format(row.salesBase),
      salesVat: format(row.salesVat),
      purchasesBase: format(row.purchasesBase),
      purchasesVat: format(row.purchasesVat),
    })),
    ca3: computed.form.kind === 'FR_CA3' ? form.lines : null,
    form,
    filedReturnId,
  };
}

export function formOfAnswer(form: VatForm, format: (amount: bigint) => string) {
  return {
    kind: form.kind,
    lines: form.lines.map((line) => ({
      box: line.box,
      label: line.label,
      base: line.base === null ? null : format(line.base),
      amount: line.amount === null ? null : format(line.amount),
    })),
    netDue: format(form.netDue),
    credit: format(form.credit),
  };
}

function cameroonSplit(figures: VatReturnFigures, format: (amount: bigint) => string) {
  const split = (amount: bigint) => {
    const { principal, cac } = splitCameroonVat(toAmount(amount));
    return { principal: format(principal), cac: format(cac) };
  };
  return {
    collected: split(figures.collected),
    deductible: split(figures.deductibleFixedAssets + figures.deductibleGoodsAndServices),
    netDue: split(figures.netDue),
    credit: split(figures.credit),
  };
}

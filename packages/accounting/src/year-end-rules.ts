import { parseCsvTable } from './csv.ts';
import { AccountingError } from './errors.ts';
import type { IncomeTaxRule } from './income-tax.ts';
import { parseAmount } from './money.ts';
import { parseRate } from './rates.ts';
import type { StockVariationRule } from './stock-count.ts';
import type { YearEndAccounts } from './year-end-entries.ts';

export type YearEndRulesFramework = 'SYSCOHADA' | 'PCG';

export class YearEndRulesError extends AccountingError<'YEAR_END_RULES_MALFORMED'> {}

const ACCOUNT_ROLES = [
  'expensesToPay',
  'incomeToReceive',
  'prepaidExpenses',
  'deferredIncome',
  'vatOnExpensesToPay',
  'vatOnIncomeToReceive',
  'doubtfulReceivables',
  'doubtfulAllowance',
  'doubtfulAllowanceExpense',
  'doubtfulAllowanceReversal',
  'badDebtLoss',
  'vatCollected',
  'stockWriteDownExpense',
  'stockWriteDownReversal',
  'provisionExpense',
  'provisionReversal',
  'shortTermProvisionExpense',
  'shortTermProvisionReversal',
  'incomeTaxExpense',
  'incomeTaxPayable',
] as const satisfies ReadonlyArray<keyof YearEndAccounts>;

function malformed(message: string): never {
  throw new YearEndRulesError('YEAR_END_RULES_MALFORMED', message);
}

/** Parses referentials/year-end-accounts.csv for one chart; every role must have its account. */
export function parseYearEndAccounts(csvText: string, framework: YearEndRulesFramework): YearEndAccounts {
  const column = framework === 'PCG' ? 'pcg' : 'syscohada';
  const byRole = new Map(parseCsvTable(csvText).records.map((record) => [record.role ?? '', record[column] ?? '']));
  const entries = ACCOUNT_ROLES.map((role) => {
    const number = byRole.get(role);
    if (!number || !/^[1-9][0-9]{1,11}$/.test(number))
      malformed(`year-end-accounts.csv: no ${column} account for ${role}`);
    return [role, number] as const;
  });
  return Object.fromEntries(entries) as unknown as YearEndAccounts;
}

/** Parses referentials/stock-variations.csv for one chart. */
export function parseStockVariationRules(csvText: string, framework: YearEndRulesFramework): StockVariationRule[] {
  return parseCsvTable(csvText)
    .records.filter((record) => record.framework === framework)
    .map((record) => ({
      stockPrefix: record.stock_prefix ?? malformed('stock-variations.csv: stock_prefix missing'),
      variationAccount: record.variation_account ?? malformed('stock-variations.csv: variation_account missing'),
      writeDownAccount: record.write_down_account ?? malformed('stock-variations.csv: write_down_account missing'),
    }));
}

/** Parses the row of `countryCode` in referentials/income-tax.csv, amounts in the currency's minor units; null when none. */
export function parseIncomeTaxRule(csvText: string, countryCode: string, scale: number): IncomeTaxRule | null {
  const record = parseCsvTable(csvText).records.find((row) => row.country === countryCode);
  if (!record) return null;
  const rate = (text: string | undefined) => (text ? parseRate(text) : null);
  const amount = (text: string | undefined) => (text ? parseAmount(text, scale) : null);
  return {
    countryCode,
    rateBasisPoints: rate(record.rate) ?? malformed(`income-tax.csv: no rate for ${countryCode}`),
    reducedRateBasisPoints: rate(record.reduced_rate),
    reducedRateProfitCeiling: amount(record.reduced_rate_profit_ceiling),
    reducedRateTurnoverCeiling: amount(record.reduced_rate_turnover_ceiling),
    surchargeBasisPoints: rate(record.surcharge_rate) ?? 0,
    minimumTaxBasisPoints: rate(record.minimum_tax_rate) ?? 0,
  };
}

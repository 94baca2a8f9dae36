import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type IncomeTaxRule,
  parseIncomeTaxRule,
  parseStockVariationRules,
  parseYearEndAccounts,
  type StockVariationRule,
  type YearEndAccounts,
} from '@bilan/accounting';
import type { AccountingFramework } from '@bilan/contract';
import { AppError } from '../../http/app-error.ts';
import { REFERENTIALS_DIR } from '../referentials/referentials.seed.ts';

const read = (name: string) => readFileSync(join(REFERENTIALS_DIR, name), 'utf8');

interface ChartRules {
  accounts: YearEndAccounts;
  stockRules: StockVariationRule[];
}

const chartRules = new Map<AccountingFramework, ChartRules>();

/** The year-end accounts and stock rules of a chart, read once from referentials/ (they change with a release). */
export function yearEndRulesOf(framework: AccountingFramework): ChartRules {
  const cached = chartRules.get(framework);
  if (cached) return cached;
  const rules = {
    accounts: parseYearEndAccounts(read('year-end-accounts.csv'), framework),
    stockRules: parseStockVariationRules(read('stock-variations.csv'), framework),
  };
  chartRules.set(framework, rules);
  return rules;
}

/** The country's income tax (referentials/income-tax.csv), amounts in the company's minor units. */
export function incomeTaxRuleOf(countryCode: string, scale: number): IncomeTaxRule {
  const rule = parseIncomeTaxRule(read('income-tax.csv'), countryCode, scale);
  if (!rule) throw new AppError('INCOME_TAX_RULES_MISSING');
  return rule;
}

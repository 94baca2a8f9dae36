import { parseCsvTable } from './csv.ts';
import type { DepreciationMethod, ProrataCount } from './depreciation.ts';

/**
 * The fixed-asset rules that are data (referentials/depreciation-methods.csv, fixed-asset-accounts.csv,
 * fixed-asset-categories.csv, with their sources in referentials/SOURCES.md), read and looked up here.
 */
export interface DepreciationMethodRule {
  countryCode: string;
  method: DepreciationMethod;
  minYears: number;
  maxYears: number;
  /** Declining balance: the coefficient in hundredths (1.25 → 125). */
  coefficientHundredths: number | null;
  prorata: ProrataCount;
}

export function parseDepreciationMethods(text: string): DepreciationMethodRule[] {
  return parseCsvTable(text).records.map((row) => ({
    countryCode: row.country_code ?? '',
    method: row.method === 'DECLINING' ? 'DECLINING' : 'STRAIGHT_LINE',
    minYears: Number(row.min_years),
    maxYears: Number(row.max_years),
    coefficientHundredths: row.coefficient ? Math.round(Number(row.coefficient) * 100) : null,
    prorata: row.prorata === 'MONTHS' ? 'MONTHS' : 'DAYS_360',
  }));
}

/**
 * The rule a country's tax law gives a method for a useful life; null when it does not allow it. A
 * country without rows of its own takes the `*` rows.
 */
export function depreciationMethodRule(
  rules: readonly DepreciationMethodRule[],
  countryCode: string,
  method: DepreciationMethod,
  usefulLifeYears: number,
): DepreciationMethodRule | null {
  const own = rules.some((rule) => rule.countryCode === countryCode);
  const country = own ? countryCode : '*';
  return (
    rules.find(
      (rule) =>
        rule.countryCode === country &&
        rule.method === method &&
        rule.minYears <= usefulLifeYears &&
        usefulLifeYears <= rule.maxYears,
    ) ?? null
  );
}

export type FixedAssetAccountRole =
  | 'BOOK_VALUE'
  | 'PROCEEDS'
  | 'HAO_BOOK_VALUE'
  | 'HAO_PROCEEDS'
  | 'RECEIVABLE'
  | 'EXCESS_PROVISION'
  | 'EXCESS_EXPENSE'
  | 'EXCESS_INCOME'
  | 'CHART';

export interface FixedAssetAccountRule {
  framework: string;
  role: FixedAssetAccountRole;
  assetPrefixes: readonly string[];
  accountNumber: string;
  validFrom: string | null;
  validTo: string | null;
  frLabel: string | null;
  enLabel: string | null;
}

export function parseFixedAssetAccounts(text: string): FixedAssetAccountRule[] {
  return parseCsvTable(text).records.map((row) => ({
    framework: row.framework ?? '',
    role: (row.role ?? '') as FixedAssetAccountRole,
    assetPrefixes: (row.asset_prefixes ?? '').split(' ').filter(Boolean),
    accountNumber: row.account ?? '',
    validFrom: row.valid_from || null,
    validTo: row.valid_to || null,
    frLabel: row.label_fr || null,
    enLabel: row.label_en || null,
  }));
}

/**
 * The account of a role for an asset on `assetAccountNumber`, in a fiscal year opened on `yearStartOn`:
 * the row of the longest prefix of the asset's account whose dates hold that day; null when none does.
 */
export function fixedAssetAccount(
  rules: readonly FixedAssetAccountRule[],
  framework: string,
  role: FixedAssetAccountRole,
  assetAccountNumber: string,
  yearStartOn: string,
): string | null {
  let best: { length: number; accountNumber: string } | null = null;
  for (const rule of rules) {
    if (rule.framework !== framework || rule.role !== role) continue;
    if ((rule.validFrom && yearStartOn < rule.validFrom) || (rule.validTo && yearStartOn > rule.validTo)) continue;
    for (const prefix of rule.assetPrefixes) {
      if (assetAccountNumber.startsWith(prefix) && (!best || prefix.length > best.length)) {
        best = { length: prefix.length, accountNumber: rule.accountNumber };
      }
    }
  }
  return best?.accountNumber ?? null;
}

export interface FixedAssetCategoryDefault {
  framework: string;
  code: string;
  frLabel: string;
  enLabel: string;
  assetAccountNumber: string;
  depreciationAccountNumber: string;
  expenseAccountNumber: string;
  usefulLifeYears: number;
}

export function parseFixedAssetCategories(text: string): FixedAssetCategoryDefault[] {
  return parseCsvTable(text).records.map((row) => ({
    framework: row.framework ?? '',
    code: row.code ?? '',
    frLabel: row.label_fr ?? '',
    enLabel: row.label_en ?? '',
    assetAccountNumber: row.asset_account ?? '',
    depreciationAccountNumber: row.depreciation_account ?? '',
    expenseAccountNumber: row.expense_account ?? '',
    usefulLifeYears: Number(row.useful_life_years),
  }));
}

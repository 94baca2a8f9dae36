import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type DepreciationMethodRule,
  type DepreciationPlan,
  depreciationMethodRule,
  type FixedAssetAccountRole,
  type FixedAssetAccountRule,
  type FixedAssetCategoryDefault,
  fixedAssetAccount,
  parseDepreciationMethods,
  parseFixedAssetAccounts,
  parseFixedAssetCategories,
  toAmount,
} from '@bilan/accounting';
import type { AccountingFramework } from '@bilan/contract';
import { AppError } from '../../http/app-error.ts';
import { REFERENTIALS_DIR } from '../referentials/referentials.seed.ts';
import type { fixedAssets } from './fixed-assets.table.ts';

/** The fixed-asset referentials, read once per process (referentials/SOURCES.md gives their sources). */
interface FixedAssetReferentials {
  methods: DepreciationMethodRule[];
  accounts: FixedAssetAccountRule[];
  categories: FixedAssetCategoryDefault[];
}

let referentials: FixedAssetReferentials | null = null;

export function fixedAssetReferentials(): FixedAssetReferentials {
  if (referentials) return referentials;
  const read = (name: string) => readFileSync(join(REFERENTIALS_DIR, name), 'utf8');
  referentials = {
    methods: parseDepreciationMethods(read('depreciation-methods.csv')),
    accounts: parseFixedAssetAccounts(read('fixed-asset-accounts.csv')),
    categories: parseFixedAssetCategories(read('fixed-asset-categories.csv')),
  };
  return referentials;
}

/** The rule of a method the company's country allows for this life; refused with its code otherwise. */
export function allowedMethodRule(
  countryCode: string,
  method: 'STRAIGHT_LINE' | 'DECLINING',
  usefulLifeYears: number,
  path: string,
): DepreciationMethodRule {
  const rule = depreciationMethodRule(fixedAssetReferentials().methods, countryCode, method, usefulLifeYears);
  if (!rule) {
    throw new AppError('DEPRECIATION_METHOD_NOT_ALLOWED', {
      fields: [{ path, code: 'DEPRECIATION_METHOD_NOT_ALLOWED' }],
    });
  }
  return rule;
}

type AssetRow = typeof fixedAssets.$inferSelect;

/**
 * The books' plan of an asset and, when it has one, its tax plan (declining balance beside
 * straight-line books). Years are twelve months ending on anniversaries of `yearEndOn`.
 */
export function plansOf(
  asset: AssetRow,
  countryCode: string,
  yearEndOn: string,
): { plan: DepreciationPlan; taxPlan: DepreciationPlan | null } {
  const planFor = (method: 'STRAIGHT_LINE' | 'DECLINING'): DepreciationPlan => {
    const rule = allowedMethodRule(countryCode, method, asset.usefulLifeYears, 'method');
    return {
      base: toAmount(asset.grossValue),
      method,
      usefulLifeYears: asset.usefulLifeYears,
      // Straight-line runs from the day the asset is put into service, declining balance from its acquisition.
      startOn: method === 'STRAIGHT_LINE' ? asset.inServiceOn : asset.acquiredOn,
      prorata: rule.prorata,
      coefficientHundredths: rule.coefficientHundredths ?? undefined,
      yearEndOn,
    };
  };
  return { plan: planFor(asset.method), taxPlan: asset.taxMethod ? planFor(asset.taxMethod) : null };
}

/** The account of a role for an asset in a year opened on `yearStartOn`; an error if the referential has none. */
export function roleAccount(
  framework: AccountingFramework,
  role: FixedAssetAccountRole,
  assetAccountNumber: string,
  yearStartOn: string,
): string {
  const number = fixedAssetAccount(fixedAssetReferentials().accounts, framework, role, assetAccountNumber, yearStartOn);
  if (!number) {
    throw new AppError('FIXED_ASSET_ACCOUNT_INVALID', { fields: [{ path: 'assetAccountNumber', code: role }] });
  }
  return number;
}

/** A fixed asset sits on class 2, outside depreciation (28) and impairment (29). */
export function isFixedAssetAccount(number: string): boolean {
  return /^2[0-7]\d*$/.test(number);
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  depreciationMethodRule,
  fixedAssetAccount,
  parseDepreciationMethods,
  parseFixedAssetAccounts,
  parseFixedAssetCategories,
} from './fixed-asset-rules.ts';

const read = (name: string) => readFileSync(join(import.meta.dirname, '../../../referentials', name), 'utf8');
const methods = parseDepreciationMethods(read('depreciation-methods.csv'));
const accounts = parseFixedAssetAccounts(read('fixed-asset-accounts.csv'));

describe('the methods each country allows', () => {
  it.each([
    ['FR', 'DECLINING', 3, 125],
    ['FR', 'DECLINING', 4, 125],
    ['FR', 'DECLINING', 5, 175],
    ['FR', 'DECLINING', 6, 175],
    ['FR', 'DECLINING', 7, 225],
    ['FR', 'DECLINING', 2, null],
    ['CM', 'DECLINING', 5, null],
    ['SN', 'DECLINING', 5, null],
  ] as const)('%s, %s over %i years: coefficient %s', (country, method, years, coefficient) => {
    const rule = depreciationMethodRule(methods, country, method, years);
    expect(rule?.coefficientHundredths ?? null).toBe(coefficient);
  });

  it('counts straight-line in days of a 360-day year and declining balance in months', () => {
    expect(depreciationMethodRule(methods, 'FR', 'STRAIGHT_LINE', 5)?.prorata).toBe('DAYS_360');
    expect(depreciationMethodRule(methods, 'FR', 'DECLINING', 5)?.prorata).toBe('MONTHS');
    expect(depreciationMethodRule(methods, 'CM', 'STRAIGHT_LINE', 5)?.prorata).toBe('DAYS_360');
  });
});

describe('the accounts of a disposal follow the chart and the year of the folder', () => {
  it.each([
    ['SYSCOHADA', 'BOOK_VALUE', '2451', '2026-01-01', '6542'],
    ['SYSCOHADA', 'PROCEEDS', '2131', '2026-01-01', '7541'],
    ['SYSCOHADA', 'HAO_BOOK_VALUE', '2451', '2026-01-01', '812'],
    ['SYSCOHADA', 'HAO_PROCEEDS', '2451', '2026-01-01', '822'],
    ['SYSCOHADA', 'RECEIVABLE', '2451', '2026-01-01', '4852'],
    ['PCG', 'BOOK_VALUE', '2183', '2025-01-01', '657'],
    ['PCG', 'PROCEEDS', '2183', '2025-01-01', '757'],
    ['PCG', 'BOOK_VALUE', '2183', '2024-01-01', '675'],
    ['PCG', 'PROCEEDS', '2183', '2024-01-01', '775'],
    ['PCG', 'BOOK_VALUE', '2611', '2025-01-01', '6671'],
    ['PCG', 'RECEIVABLE', '2183', '2025-01-01', '462'],
    ['PCG', 'EXCESS_PROVISION', '2183', '2025-01-01', '145'],
  ] as const)('%s %s of %s in a year opened %s: %s', (framework, role, asset, yearStartOn, expected) => {
    expect(fixedAssetAccount(accounts, framework, role, asset, yearStartOn)).toBe(expected);
  });

  it('gives every category an account of each kind', () => {
    const categories = parseFixedAssetCategories(read('fixed-asset-categories.csv'));
    expect(categories.filter((category) => category.framework === 'PCG')).toHaveLength(6);
    for (const category of categories) {
      expect(category.assetAccountNumber.startsWith('2')).toBe(true);
      expect(category.depreciationAccountNumber.startsWith('28')).toBe(true);
      expect(category.expenseAccountNumber.startsWith('681')).toBe(true);
      expect(category.usefulLifeYears).toBeGreaterThan(0);
    }
  });
});

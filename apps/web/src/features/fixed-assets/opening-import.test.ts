import type { FixedAssetCategory } from '@bilan/contract';
import { describe, expect, it } from 'vitest';
import { readOpeningImport } from './opening-import.ts';

const CATEGORIES: FixedAssetCategory[] = [
  {
    id: 'c1',
    code: 'VEHICLES',
    label: 'Matériel automobile',
    assetAccountNumber: '2451',
    depreciationAccountNumber: '2845',
    expenseAccountNumber: '6813',
    usefulLifeYears: 5,
  },
];

describe('an opening import file', () => {
  it('reads each line as an asset of its category, with its depreciation to date', () => {
    const text = [
      'label,category,acquired_on,gross_value,prior_depreciation,useful_life_years,method',
      '"Camion, benne",VEHICLES,2023-07-01,25000000,12500000,4,',
      'Pick-up,VEHICLES,2024-01-15,18000000,,,',
    ].join('\n');
    expect(readOpeningImport(text, CATEGORIES)).toEqual({
      ok: true,
      body: {
        assets: [
          {
            label: 'Camion, benne',
            categoryId: 'c1',
            acquiredOn: '2023-07-01',
            grossValue: '25000000',
            priorDepreciation: '12500000',
            usefulLifeYears: 4,
            method: 'STRAIGHT_LINE',
          },
          {
            label: 'Pick-up',
            categoryId: 'c1',
            acquiredOn: '2024-01-15',
            grossValue: '18000000',
            priorDepreciation: '0',
            usefulLifeYears: null,
            method: 'STRAIGHT_LINE',
          },
        ],
      },
    });
  });

  it.each([
    ['name,value\nx,1', { ok: false, problem: 'COLUMNS_MISSING' }],
    ['label,category,acquired_on,gross_value\nx,1', { ok: false, problem: 'FILE_UNREADABLE' }],
    [
      'label,category,acquired_on,gross_value\nx,BOATS,2024-01-01,5',
      { ok: false, problem: 'CATEGORY_UNKNOWN', line: 2, value: 'BOATS' },
    ],
  ])('refuses %j', (text, reading) => {
    expect(readOpeningImport(text, CATEGORIES)).toEqual(reading);
  });
});

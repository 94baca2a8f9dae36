import { parseCsvTable } from '@bilan/accounting';
import type { FixedAssetCategory, ImportFixedAssetsBody } from '@bilan/contract';

/** The columns of an opening import file, in this order in the template. */
export const OPENING_IMPORT_COLUMNS = [
  'label',
  'category',
  'acquired_on',
  'gross_value',
  'prior_depreciation',
  'useful_life_years',
  'method',
] as const;

export type OpeningImportReading =
  | { ok: true; body: ImportFixedAssetsBody }
  | { ok: false; problem: 'FILE_UNREADABLE' | 'COLUMNS_MISSING' | 'CATEGORY_UNKNOWN'; line?: number; value?: string };

/**
 * Reads an opening import file (CSV, comma-separated, header on line 1): each line an asset with its
 * category's code, its day of acquisition (YYYY-MM-DD), its gross value and its depreciation to date
 * (decimal point), and optionally its life and method. The API checks the rest.
 */
export function readOpeningImport(text: string, categories: readonly FixedAssetCategory[]): OpeningImportReading {
  let records: Array<Record<string, string>>;
  try {
    const table = parseCsvTable(text.replace(/^\uFEFF/, ''));
    if (!['label', 'category', 'acquired_on', 'gross_value'].every((column) => table.header.includes(column))) {
      return { ok: false, problem: 'COLUMNS_MISSING' };
    }
    records = table.records;
  } catch {
    return { ok: false, problem: 'FILE_UNREADABLE' };
  }
  const assets: ImportFixedAssetsBody['assets'] = [];
  for (const [index, record] of records.entries()) {
    const category = categories.find((candidate) => candidate.code === record.category?.trim());
    if (!category) return { ok: false, problem: 'CATEGORY_UNKNOWN', line: index + 2, value: record.category ?? '' };
    const life = Number(record.useful_life_years);
    assets.push({
      label: record.label?.trim() ?? '',
      categoryId: category.id,
      acquiredOn: record.acquired_on?.trim() || null,
      grossValue: record.gross_value?.trim() || null,
      priorDepreciation: record.prior_depreciation?.trim() || '0',
      usefulLifeYears: Number.isInteger(life) && life > 0 ? life : null,
      method: record.method?.trim() === 'DECLINING' ? 'DECLINING' : 'STRAIGHT_LINE',
    });
  }
  return { ok: true, body: { assets } };
}

import type { Language } from '@bilan/contract';

/** A report laid out as one table: what the CSV, XLSX and PDF exports all render. */
export interface ReportTable {
  /** The file's name without extension, in the reader's language (see `exportFileName`). */
  fileName: string;
  /** The reader's language: a French reader's CSV has `;` between cells and a decimal comma. */
  language: Language;
  title: string;
  companyName: string;
  period: string;
  generatedAt: string;
  currency: string;
  columns: ReadonlyArray<{ key: string; label: string; amount?: boolean }>;
  rows: ReadonlyArray<Record<string, string | number | null>>;
}

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function periodLabel(from: string, to: string, language: Language): string {
  const format = (date: string) =>
    new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  return language === 'fr' ? `Du ${format(from)} au ${format(to)}` : `From ${format(from)} to ${format(to)}`;
}

/**
 * "Grand livre", "2026" → "grand-livre-2026": the words of a file's name in the reader's language,
 * without accents or spaces so that every system keeps the name as it is.
 */
export function exportFileName(...parts: ReadonlyArray<string | null | undefined>): string {
  return parts
    .filter((part): part is string => Boolean(part))
    .map((part) =>
      part
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9_]+/g, '-')
        .replace(/^-+|-+$/g, ''),
    )
    .filter(Boolean)
    .join('-');
}

/** A period in a file's name: "2026" for a calendar year, else "2026-01-01_2026-03-31". */
export function periodFileName(from: string, to: string): string {
  const year = from.slice(0, 4);
  return from === `${year}-01-01` && to === `${year}-12-31` ? year : `${from}_${to}`;
}

/** An annual package: a cover (the company's identity and the checks) and its statements, each a table. */
export interface ReportPackage {
  fileName: string;
  language: Language;
  title: string;
  companyName: string;
  period: string;
  currency: string;
  generatedAt: string;
  identity: ReadonlyArray<{ label: string; value: string }>;
  checks: ReadonlyArray<{ label: string; ok: boolean }>;
  /** What the package leaves out and why (no TFT under the minimal cash system). */
  notices: readonly string[];
  statements: ReadonlyArray<{ key: string; table: ReportTable }>;
}

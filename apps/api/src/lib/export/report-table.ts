import type { Language } from '@bilan/contract';

/** A report laid out as one table: what the CSV, XLSX and PDF exports all render. */
export interface ReportTable {
  fileName: string;
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

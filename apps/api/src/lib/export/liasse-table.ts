import type { Language, Liasse } from '@bilan/contract';
import { periodLabel, type ReportTable } from './report-table.ts';

const WORDS = {
  ref: { en: 'Box', fr: 'Case' },
  label: { en: 'Label', fr: 'Libellé' },
  amount: { en: 'Year N', fr: 'Exercice N' },
  previous: { en: 'Year N-1', fr: 'Exercice N-1' },
  generated: { en: 'Generated on', fr: 'Édité le' },
  toFill: { en: 'to fill in', fr: 'à remplir' },
  adjustments: {
    en: "Detail of the preparer's adjustments (add-backs, deductions, losses)",
    fr: 'Détail des retraitements du préparateur (réintégrations, déductions, déficits)',
  },
};

/**
 * Each form of the liasse as one table (box code, label, N, N-1): a PDF page, an XLSX sheet whose first column
 * holds the official box codes, CSV rows carrying them. A box the ledger cannot give says it is to fill in.
 */
export function liasseTables(
  report: Liasse,
  context: { companyName: string; language: Language; now?: Date },
): Array<{ key: string; table: ReportTable }> {
  const language = context.language;
  const word = (key: keyof typeof WORDS) => WORDS[key][language];
  const generated = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long' }).format(
    context.now ?? new Date(),
  );
  const columns = [
    { key: 'ref', label: word('ref') },
    { key: 'label', label: word('label') },
    { key: 'amount', label: word('amount'), amount: true },
    ...(report.previous ? [{ key: 'previous', label: word('previous'), amount: true }] : []),
  ];
  const header = {
    language,
    companyName: context.companyName,
    period: periodLabel(report.from, report.to, language),
    generatedAt: `${word('generated')} ${generated}`,
    currency: report.currency,
  };
  const forms = report.forms.map((form) => ({
    key: `liasse ${form.form}`,
    table: {
      ...header,
      fileName: `liasse-${form.form}`,
      title: form.title,
      columns,
      rows: [
        ...form.boxes.map((box) => ({
          ref: box.code,
          label: box.fact ? `${box.label} (${word('toFill')})` : box.label,
          amount: box.amount,
          previous: box.previousAmount,
        })),
        ...(form.note ? [{ ref: null, label: form.note, amount: null, previous: null }] : []),
      ],
    },
  }));
  const { adjustments } = report.adjustments;
  if (adjustments.length === 0) return forms;
  // The detail the boxes 330, 350… sum up, as the form's "détail des réintégrations diverses" asks.
  const detail: ReportTable = {
    ...header,
    fileName: 'liasse-adjustments',
    title: word('adjustments'),
    columns: columns.filter((column) => column.key !== 'previous'),
    rows: adjustments.map((row) => ({ ref: row.box, label: `${row.form} · ${row.label}`, amount: row.amount })),
  };
  return [...forms, { key: 'liasse adjustments', table: detail }];
}

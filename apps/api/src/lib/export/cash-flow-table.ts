import type { CashFlowStatementReport, Language } from '@bilan/contract';
import { exportFileName, periodFileName, periodLabel, type ReportTable } from './report-table.ts';

const WORDS = {
  title: { en: 'Cash-flow statement', fr: 'Tableau des flux de trésorerie' },
  ref: { en: 'Ref', fr: 'Réf' },
  label: { en: 'Label', fr: 'Libellé' },
  amount: { en: 'Year N', fr: 'Exercice N' },
  previous: { en: 'Year N-1', fr: 'Exercice N-1' },
  generated: { en: 'Generated on', fr: 'Édité le' },
};

/** The TFT as one table (ref, label, N, N-1) for its CSV, XLSX and PDF. */
export function cashFlowTable(
  report: CashFlowStatementReport,
  context: { companyName: string; language: Language; now?: Date },
): ReportTable {
  const language = context.language;
  const generated = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(context.now ?? new Date());
  const column = (key: 'ref' | 'label' | 'amount' | 'previous', amount = false) => ({
    key,
    label: WORDS[key][language],
    amount,
  });
  return {
    fileName: exportFileName(WORDS.title[language], periodFileName(report.from, report.to)),
    language,
    title: WORDS.title[language],
    companyName: context.companyName,
    period: periodLabel(report.from, report.to, language),
    generatedAt: `${WORDS.generated[language]} ${generated} UTC`,
    currency: report.currency,
    columns: [
      column('ref'),
      column('label'),
      column('amount', true),
      ...(report.previous ? [column('previous', true)] : []),
    ],
    rows: report.lines.map((line) => ({
      kind: line.kind,
      ref: line.ref,
      label: line.label,
      amount: line.amount,
      previous: line.previousAmount,
    })),
  };
}

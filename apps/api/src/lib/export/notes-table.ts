import type { Language, NotesReport } from '@bilan/contract';
import { periodLabel, type ReportTable } from './report-table.ts';

const WORDS = {
  title: { en: 'Notes', fr: 'Notes annexes' },
  note: { en: 'Note', fr: 'Note' },
  ref: { en: 'Ref', fr: 'Réf' },
  label: { en: 'Label', fr: 'Libellé' },
  column: { en: 'Figure', fr: 'Colonne' },
  opening: { en: 'Opening', fr: 'Ouverture' },
  increase: { en: 'Increases', fr: 'Augmentations' },
  decrease: { en: 'Decreases', fr: 'Diminutions' },
  closing: { en: 'Closing', fr: 'Clôture' },
  generated: { en: 'Generated on', fr: 'Édité le' },
  gross: { en: 'gross', fr: 'brut' },
  depreciation: { en: 'depreciation', fr: 'amortissements' },
  amount: { en: 'amount', fr: 'montant' },
};

/** The notes as one table: a heading row per note, then each line it details with its movements. */
export function notesTable(report: NotesReport, context: { companyName: string; language: Language }): ReportTable {
  const language = context.language;
  const word = (key: keyof typeof WORDS) => WORDS[key][language];
  const generated = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long' }).format(
    new Date(),
  );
  const column = (key: 'note' | 'ref' | 'label' | 'column' | 'opening' | 'increase' | 'decrease' | 'closing') => ({
    key,
    label: word(key),
    amount: ['opening', 'increase', 'decrease', 'closing'].includes(key),
  });
  return {
    fileName: 'notes',
    title: word('title'),
    companyName: context.companyName,
    period: periodLabel(report.from, report.to, language),
    generatedAt: `${word('generated')} ${generated}`,
    currency: report.currency,
    columns: ['note', 'ref', 'label', 'column', 'opening', 'increase', 'decrease', 'closing'].map((key) =>
      column(key as Parameters<typeof column>[0]),
    ),
    rows: report.notes.flatMap((note) => [
      {
        note: note.note,
        ref: null,
        label: note.title,
        column: null,
        opening: null,
        increase: null,
        decrease: null,
        closing: null,
      },
      ...note.lines.map((line) => ({
        note: note.note,
        ref: line.ref,
        label: line.label,
        column: word(line.column),
        opening: line.opening,
        increase: line.increase,
        decrease: line.decrease,
        closing: line.closing,
      })),
    ]),
  };
}

import type { Language, NotesReport } from '@bilan/contract';
import { exportFileName, periodFileName, periodLabel, type ReportTable } from './report-table.ts';

const WORDS = {
  title: { en: 'Notes', fr: 'Notes annexes' },
  note: { en: 'Note', fr: 'Note' },
  ref: { en: 'Ref', fr: 'Réf' },
  label: { en: 'Label', fr: 'Libellé' },
  column: { en: 'Figure', fr: 'Colonne' },
  opening: { en: 'Opening', fr: 'Ouverture' },
  increase: { en: 'Increases', fr: 'Augmentations' },
  decrease: { en: 'Decreases', fr: 'Diminutions' },
  closing: { en: 'Closing N', fr: 'Clôture N' },
  previous: { en: 'N-1', fr: 'N-1' },
  upToOneYear: { en: 'Up to 1 year', fr: 'À 1 an au plus' },
  oneToTwoYears: { en: '1 to 2 years', fr: 'De 1 à 2 ans' },
  overTwoYears: { en: 'Over 2 years', fr: 'À plus de 2 ans' },
  generated: { en: 'Generated on', fr: 'Édité le' },
  gross: { en: 'gross', fr: 'brut' },
  depreciation: { en: 'depreciation', fr: 'amortissements' },
  amount: { en: 'amount', fr: 'montant' },
  REGISTER: { en: 'from the fixed-assets register', fr: 'tiré du registre des immobilisations' },
  REGISTER_AND_ACCOUNTS: {
    en: 'from the fixed-assets register and the accounts',
    fr: 'tiré du registre des immobilisations et des comptes',
  },
  undated: { en: 'No due date', fr: 'Sans échéance' },
  undatedLoans: {
    en: 'loans have no repayment schedule: shown without a due date',
    fr: 'emprunts sans échéancier de remboursement : montrés sans échéance',
  },
};

type NoteOf = NotesReport['notes'][number];

/** A note's heading: its title, then where its figures come from when not the accounts alone, and undated loans. */
function headingOf(note: NoteOf, word: (key: keyof typeof WORDS) => string): string {
  const remarks = [
    ...(note.source === 'ACCOUNTS' ? [] : [word(note.source)]),
    ...(note.lines.some((line) => line.maturity && /[1-9]/.test(line.maturity.undated)) ? [word('undatedLoans')] : []),
  ];
  return remarks.length === 0 ? note.title : `${note.title} (${remarks.join('; ')})`;
}

const AMOUNT_KEYS = [
  'opening',
  'increase',
  'decrease',
  'closing',
  'previous',
  'upToOneYear',
  'oneToTwoYears',
  'overTwoYears',
  'undated',
] as const;
const KEYS = ['note', 'ref', 'label', 'column', ...AMOUNT_KEYS] as const;
type Key = (typeof KEYS)[number];

/**
 * The notes as one table: a heading row per note (`kind` heading), then each line it details with its movements,
 * its N-1 closing value and, for receivables and payables, its closing value by maturity.
 */
export function notesTable(report: NotesReport, context: { companyName: string; language: Language }): ReportTable {
  const language = context.language;
  const word = (key: keyof typeof WORDS) => WORDS[key][language];
  const generated = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long' }).format(
    new Date(),
  );
  const amount = (key: Key) => (AMOUNT_KEYS as readonly string[]).includes(key);
  const shown = KEYS.filter((key) => key !== 'previous' || report.previous !== null);
  const empty = Object.fromEntries(AMOUNT_KEYS.map((key) => [key, null]));
  return {
    fileName: exportFileName(word('title'), periodFileName(report.from, report.to)),
    language,
    title: word('title'),
    companyName: context.companyName,
    period: periodLabel(report.from, report.to, language),
    generatedAt: `${word('generated')} ${generated}`,
    currency: report.currency,
    columns: shown.map((key) => ({ key, label: word(key), amount: amount(key) })),
    rows: report.notes.flatMap((note) => [
      { kind: 'heading', note: note.note, ref: null, label: headingOf(note, word), column: null, ...empty },
      ...note.lines.map((line) => ({
        kind: 'line',
        // The figure's key, whatever the language: the PDF names gross and depreciation lines by it.
        figure: line.column,
        note: note.note,
        ref: line.ref,
        label: line.label,
        column: word(line.column),
        opening: line.opening,
        increase: line.increase,
        decrease: line.decrease,
        closing: line.closing,
        previous: line.previousClosing,
        upToOneYear: line.maturity?.upToOneYear ?? null,
        oneToTwoYears: line.maturity?.oneToTwoYears ?? null,
        overTwoYears: line.maturity?.overTwoYears ?? null,
        undated: line.maturity?.undated ?? null,
      })),
    ]),
  };
}

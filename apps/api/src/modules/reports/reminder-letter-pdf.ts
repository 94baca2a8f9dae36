import type { Company, Language, Party } from '@bilan/contract';
import { LETTER_FONT } from '../../lib/export/letter-fonts.ts';
import {
  drawLetterhead,
  identityLabels,
  type LetterheadIdentity,
  letterFormats,
  openLetter,
} from '../../lib/export/letterhead-pdf.ts';

/** What a reminder letter says: the customer's overdue items at a date and the totals of its account. */
export interface ReminderLetter {
  asOn: string;
  party: Pick<Party, 'code' | 'name' | 'address' | 'city' | 'taxId' | 'tradeRegister'>;
  overdue: ReadonlyArray<{
    documentNumber: string;
    documentOn: string;
    dueOn: string;
    daysPastDue: number;
    amount: string;
    /** The item's amount in the letter's `inCurrency` when it is in it; else null. */
    amountInCurrency: string | null;
  }>;
  /** `notDue` and `unapplied` are null when nothing is so. */
  totals: LetterTotals;
  /**
   * A customer in a foreign currency: its items in that currency, in a column before the company's,
   * and the totals of those items in it; null for a customer in the company's currency.
   */
  inCurrency: { currency: string; totals: LetterTotals } | null;
}

interface LetterTotals {
  overdue: string;
  notDue: string | null;
  unapplied: string | null;
  balance: string;
}

const WORDS = {
  en: {
    title: 'PAYMENT REMINDER',
    date: 'Date',
    customerCode: 'Customer code',
    to: 'To',
    subject: 'Subject: overdue invoices',
    salutation: 'Dear Sir or Madam,',
    body: 'According to our records, the items below remain unpaid after their due date. We would be grateful if you would settle them promptly, or let us know of any payment already made.',
    document: 'Document',
    documentDate: 'Date',
    dueDate: 'Due date',
    daysPastDue: 'Days overdue',
    amount: 'Amount due',
    overdue: 'Total overdue',
    notDue: 'Not yet due',
    unapplied: 'Payments and credits not yet applied',
    balance: 'Balance of your account on',
    closing: 'Yours faithfully,',
    frenchMentions:
      'Late payment: penalties at three times the French legal interest rate, and a fixed indemnity of 40 euros for recovery costs (Code de commerce, art. L441-10).',
  },
  fr: {
    title: 'LETTRE DE RELANCE',
    date: 'Date',
    customerCode: 'Code client',
    to: "À l'attention de",
    subject: 'Objet : factures échues impayées',
    salutation: 'Madame, Monsieur,',
    body: "Sauf erreur de notre part, les pièces ci-dessous restent impayées après leur date d'échéance. Nous vous remercions de bien vouloir procéder à leur règlement dans les meilleurs délais, ou de nous signaler tout règlement déjà effectué.",
    document: 'Pièce',
    documentDate: 'Date',
    dueDate: 'Échéance',
    daysPastDue: 'Jours de retard',
    amount: 'Montant dû',
    overdue: 'Total échu',
    notDue: 'Non échu',
    unapplied: 'Règlements et avoirs non imputés',
    balance: 'Solde de votre compte au',
    closing: "Veuillez agréer, Madame, Monsieur, l'expression de nos salutations distinguées.",
    frenchMentions:
      "En cas de retard de paiement : pénalités au taux de trois fois le taux d'intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 euros (art. L441-10 du Code de commerce).",
  },
};

interface Column {
  key: 'document' | 'documentDate' | 'dueDate' | 'daysPastDue' | 'amount' | 'amountInCurrency';
  x: number;
  width: number;
  align: 'left' | 'right';
}

const COLUMNS: readonly Column[] = [
  { key: 'document', x: 48, width: 130, align: 'left' },
  { key: 'documentDate', x: 178, width: 95, align: 'left' },
  { key: 'dueDate', x: 273, width: 95, align: 'left' },
  { key: 'daysPastDue', x: 368, width: 70, align: 'right' },
  { key: 'amount', x: 438, width: 109, align: 'right' },
];

/** With a foreign currency, its amount comes before the company's, the dates narrower. */
const COLUMNS_IN_CURRENCY: readonly Column[] = [
  { key: 'document', x: 48, width: 110, align: 'left' },
  { key: 'documentDate', x: 158, width: 80, align: 'left' },
  { key: 'dueDate', x: 238, width: 80, align: 'left' },
  { key: 'daysPastDue', x: 318, width: 55, align: 'right' },
  { key: 'amountInCurrency', x: 373, width: 87, align: 'right' },
  { key: 'amount', x: 460, width: 87, align: 'right' },
];

/** The letter on the company's letterhead: the customer's address, the items overdue, the totals. */
export async function renderReminderLetterPdf(
  letter: ReminderLetter,
  company: Company,
  identity: LetterheadIdentity,
  language: Language,
): Promise<Buffer> {
  const words = WORDS[language];
  const labels = identityLabels(company, language);
  const { money, day } = letterFormats(language, company.currency);
  const { pdf, done } = await openLetter(`${words.title} ${letter.party.name}`);
  drawLetterhead(pdf, company, identity, language);

  pdf.font(LETTER_FONT.bold).fontSize(16).fillColor('#111').text(words.title, 320, 48, { width: 227, align: 'right' });
  pdf.font(LETTER_FONT.regular).fontSize(10);
  for (const line of [`${words.date}: ${day(letter.asOn)}`, `${words.customerCode}: ${letter.party.code}`])
    pdf.text(line, 320, undefined, { width: 227, align: 'right' });
  pdf.font(LETTER_FONT.bold).text(words.to, 320, 150);
  pdf.font(LETTER_FONT.regular).text(letter.party.name, 320);
  for (const line of [letter.party.address, letter.party.city]) if (line) pdf.text(line, 320);
  if (letter.party.taxId) pdf.text(`${labels.taxId}: ${letter.party.taxId}`, 320);

  pdf.font(LETTER_FONT.bold).text(words.subject, 48, 240);
  pdf.font(LETTER_FONT.regular).moveDown().text(words.salutation).moveDown(0.5).text(words.body, { width: 499 });
  const foreign = letter.inCurrency ? letterFormats(language, letter.inCurrency.currency).money : null;
  const formats = { money, day, foreign };
  let y = drawItems(pdf, letter, words, formats, pdf.y + 16);
  const totals = totalRows(letter, words, formats);
  if (y + totals.length * 16 + 90 > 790) {
    pdf.addPage();
    y = 60;
  }
  const [amountColumn, foreignColumn] = ['amount', 'amountInCurrency'].map((key) =>
    (letter.inCurrency ? COLUMNS_IN_CURRENCY : COLUMNS).find((column) => column.key === key),
  );
  for (const { label, value, inCurrency, bold } of totals) {
    pdf.font(bold ? LETTER_FONT.bold : LETTER_FONT.regular).fontSize(10);
    const labelWidth = (foreignColumn ?? amountColumn)?.x ?? 438;
    pdf.text(label, 48, y, { width: labelWidth - 52, align: 'right' });
    if (foreignColumn)
      pdf.text(inCurrency ?? '', foreignColumn.x, y, { width: foreignColumn.width - 4, align: 'right' });
    if (amountColumn) pdf.text(value, amountColumn.x, y, { width: amountColumn.width - 4, align: 'right' });
    y += 16;
  }
  pdf
    .font(LETTER_FONT.regular)
    .fontSize(10)
    .text(words.closing, 48, y + 20, { width: 499 });
  if (labels.french)
    pdf
      .fontSize(8)
      .fillColor('#444')
      .text(words.frenchMentions, 48, pdf.y + 16, { width: 499 });
  pdf.end();
  return done;
}

type Formats = ReturnType<typeof letterFormats> & { foreign: ((amount: string | null) => string) | null };

/** The totals, each in the company's currency and, for a foreign customer, in its currency. */
function totalRows(letter: ReminderLetter, words: (typeof WORDS)[Language], formats: Formats) {
  const { money, day, foreign } = formats;
  const inCurrency = letter.inCurrency?.totals;
  const row = (label: string, key: keyof LetterTotals, bold: boolean) => {
    const value = letter.totals[key];
    const foreignValue = inCurrency?.[key] ?? null;
    return value === null && foreignValue === null
      ? []
      : [
          {
            label,
            value: value === null ? '' : money(value),
            inCurrency: foreign && foreignValue !== null ? foreign(foreignValue) : null,
            bold,
          },
        ];
  };
  return [
    ...row(words.overdue, 'overdue', true),
    ...row(words.notDue, 'notDue', false),
    ...row(words.unapplied, 'unapplied', false),
    ...row(`${words.balance} ${day(letter.asOn)}`, 'balance', true),
  ];
}

/** The table of overdue items, its header repeated on each new page; answers where the table ends. */
function drawItems(
  pdf: PDFKit.PDFDocument,
  letter: ReminderLetter,
  words: (typeof WORDS)[Language],
  format: Formats,
  top: number,
): number {
  let y = top;
  const columns = letter.inCurrency ? COLUMNS_IN_CURRENCY : COLUMNS;
  const foreignWords = { ...words, amountInCurrency: `${words.amount} ${letter.inCurrency?.currency ?? ''}` };
  const header = () => {
    pdf
      .rect(48, y - 6, 499, 22)
      .fill('#e6f2ef')
      .fillColor('#111')
      .font(LETTER_FONT.bold)
      .fontSize(9);
    for (const column of columns)
      pdf.text(foreignWords[column.key], column.x + 4, y, { width: column.width - 8, align: column.align });
    y += 24;
    pdf.font(LETTER_FONT.regular).fontSize(9);
  };
  header();
  for (const item of letter.overdue) {
    if (y + 14 > 760) {
      pdf.addPage();
      y = 60;
      header();
    }
    const cells: Record<Column['key'], string> = {
      document: item.documentNumber,
      documentDate: format.day(item.documentOn),
      dueDate: format.day(item.dueOn),
      daysPastDue: String(item.daysPastDue),
      amountInCurrency: format.foreign && item.amountInCurrency !== null ? format.foreign(item.amountInCurrency) : '',
      amount: format.money(item.amount),
    };
    for (const column of columns) {
      pdf.text(cells[column.key], column.x + 4, y, { width: column.width - 8, align: column.align });
    }
    y += 20;
    pdf
      .moveTo(48, y - 3)
      .lineTo(547, y - 3)
      .strokeColor('#e5e7eb')
      .stroke();
  }
  return y + 10;
}

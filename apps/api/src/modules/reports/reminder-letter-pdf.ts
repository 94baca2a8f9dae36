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
  }>;
  /** `notDue` and `unapplied` are null when nothing is so. */
  totals: { overdue: string; notDue: string | null; unapplied: string | null; balance: string };
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

const COLUMNS = [
  { key: 'document', x: 48, width: 130, align: 'left' as const },
  { key: 'documentDate', x: 178, width: 95, align: 'left' as const },
  { key: 'dueDate', x: 273, width: 95, align: 'left' as const },
  { key: 'daysPastDue', x: 368, width: 70, align: 'right' as const },
  { key: 'amount', x: 438, width: 109, align: 'right' as const },
] as const;

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
  let y = drawItems(pdf, letter, words, { money, day }, pdf.y + 16);

  const totals: Array<[string, string, boolean]> = [
    [words.overdue, money(letter.totals.overdue), true],
    ...(letter.totals.notDue ? [[words.notDue, money(letter.totals.notDue), false] as [string, string, boolean]] : []),
    ...(letter.totals.unapplied
      ? [[words.unapplied, money(letter.totals.unapplied), false] as [string, string, boolean]]
      : []),
    [`${words.balance} ${day(letter.asOn)}`, money(letter.totals.balance), true],
  ];
  if (y + totals.length * 16 + 90 > 790) {
    pdf.addPage();
    y = 60;
  }
  for (const [label, value, bold] of totals) {
    pdf.font(bold ? LETTER_FONT.bold : LETTER_FONT.regular).fontSize(10);
    pdf.text(label, 178, y, { width: 256, align: 'right' });
    pdf.text(value, 438, y, { width: 105, align: 'right' });
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

/** The table of overdue items, its header repeated on each new page; answers where the table ends. */
function drawItems(
  pdf: PDFKit.PDFDocument,
  letter: ReminderLetter,
  words: (typeof WORDS)[Language],
  format: ReturnType<typeof letterFormats>,
  top: number,
): number {
  let y = top;
  const header = () => {
    pdf
      .rect(48, y - 6, 499, 22)
      .fill('#e6f2ef')
      .fillColor('#111')
      .font(LETTER_FONT.bold)
      .fontSize(9);
    for (const column of COLUMNS)
      pdf.text(words[column.key], column.x + 4, y, { width: column.width - 8, align: column.align });
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
    const cells = [
      item.documentNumber,
      format.day(item.documentOn),
      format.day(item.dueOn),
      String(item.daysPastDue),
      format.money(item.amount),
    ];
    COLUMNS.forEach((column, index) => {
      pdf.text(cells[index] ?? '', column.x + 4, y, { width: column.width - 8, align: column.align });
    });
    y += 20;
    pdf
      .moveTo(48, y - 3)
      .lineTo(547, y - 3)
      .strokeColor('#e5e7eb')
      .stroke();
  }
  return y + 10;
}

import { amountInWordsWithCurrency, currencyScale, parseAmount } from '@bilan/accounting';
import type { AccountingDocument, Company, InvoiceType, Language, Party } from '@bilan/contract';
import { LETTER_FONT } from '../../lib/export/letter-fonts.ts';
import {
  drawLetterhead,
  identityLabels,
  type LetterheadIdentity,
  letterFormats,
  openLetter,
} from '../../lib/export/letterhead-pdf.ts';

const TITLES: Record<InvoiceType, { en: string; fr: string }> = {
  SALE_INVOICE: { en: 'INVOICE', fr: 'FACTURE' },
  SALE_CREDIT_NOTE: { en: 'CREDIT NOTE', fr: 'AVOIR' },
  PURCHASE_INVOICE: { en: 'SUPPLIER BILL', fr: 'FACTURE FOURNISSEUR' },
  PURCHASE_CREDIT_NOTE: { en: 'SUPPLIER CREDIT NOTE', fr: 'AVOIR FOURNISSEUR' },
};

const WORDS = {
  en: {
    number: 'Number',
    draft: 'DRAFT',
    date: 'Date',
    due: 'Due date',
    reference: 'Reference',
    billedTo: 'Billed to',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    vat: 'VAT',
    amount: 'Amount excl. tax',
    excludingTax: 'Total excl. tax',
    includingTax: 'Total incl. tax',
    amountDue: 'Amount due',
    selfAssessedVat: 'VAT reverse-charged (autoliquidation), declared by the buyer',
    vatWithheld: 'VAT withheld at source',
    precompte: 'Précompte withheld',
    payable: 'Net to pay',
    inWords: 'Amount in words',
    vatAt: 'VAT at',
    on: 'on',
    vatIn: 'VAT in',
    frenchMentions:
      'Late payment: penalties at three times the French legal interest rate, and a fixed indemnity of 40 euros for recovery costs (Code de commerce, art. L441-10). No discount for early payment.',
  },
  fr: {
    number: 'Numéro',
    draft: 'BROUILLON',
    date: 'Date',
    due: "Date d'échéance",
    reference: 'Référence',
    billedTo: 'Facturé à',
    description: 'Désignation',
    quantity: 'Qté',
    unitPrice: 'Prix unitaire',
    vat: 'TVA',
    amount: 'Montant HT',
    excludingTax: 'Total HT',
    includingTax: 'Total TTC',
    amountDue: 'Reste à payer',
    selfAssessedVat: "TVA autoliquidée, déclarée par l'acheteur",
    vatWithheld: 'TVA retenue à la source',
    precompte: 'Précompte retenu',
    payable: 'Net à payer',
    inWords: 'Arrêtée la présente facture à la somme de',
    vatAt: 'TVA à',
    on: 'sur',
    vatIn: 'TVA en',
    frenchMentions:
      "En cas de retard de paiement : pénalités au taux de trois fois le taux d'intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 euros (art. L441-10 du Code de commerce). Pas d'escompte pour paiement anticipé.",
  },
};

/**
 * A printable invoice or credit note, in the reader's language, with its total in words; with
 * `embed`, a PDF/A-3 to which `embed` adds its files before it ends (Factur-X, factur-x.ts).
 */
export async function renderInvoicePdf(
  document: AccountingDocument,
  company: Company,
  party: Party | undefined,
  language: Language,
  identity?: LetterheadIdentity,
  embed?: (pdf: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const words = WORDS[language];
  const { french, taxId: taxIdLabel, tradeRegister: tradeRegisterLabel } = identityLabels(company, language);
  // A foreign-currency document is written in its own currency (docs/decisions/0036-currencies.md).
  const { money, day } = letterFormats(language, document.currency);
  const scale = currencyScale(document.currency);
  const { pdf, done } = await openLetter(`${TITLES[document.type as InvoiceType][language]} ${document.number ?? ''}`, {
    pdfA3: Boolean(embed),
  });
  drawLetterhead(pdf, company, identity, language);

  drawInvoiceHeading(pdf, document, party, {
    words,
    title: TITLES[document.type as InvoiceType][language],
    day,
    taxIdLabel,
    tradeRegisterLabel,
  });
  const y = drawInvoiceLines(pdf, document, words, money);
  const vatInCompanyCurrency = vatInCompanyCurrencyRow(document, company.currency, language, words);
  drawInvoiceTotals(pdf, document, y, {
    words,
    money,
    french,
    scale,
    currency: document.currency,
    language,
    extraRows: vatInCompanyCurrency ? [vatInCompanyCurrency] : [],
  });
  embed?.(pdf);
  pdf.end();
  return done;
}

type Pdf = PDFKit.PDFDocument;
type Words = (typeof WORDS)[Language];
type Money = (amount: string | null) => string;

/** The document's title, number, dates and reference, and whom it is billed to. */
function drawInvoiceHeading(
  pdf: Pdf,
  document: AccountingDocument,
  party: Party | undefined,
  labels: {
    words: Words;
    title: string;
    day: (date: string | null) => string;
    taxIdLabel: string;
    tradeRegisterLabel: string;
  },
) {
  const { words, title, day, taxIdLabel, tradeRegisterLabel } = labels;
  pdf.font(LETTER_FONT.bold).fontSize(16).fillColor('#111').text(title, 320, 48, { width: 227, align: 'right' });
  pdf.font(LETTER_FONT.regular).fontSize(10);
  const meta = [
    [words.number, document.number ?? words.draft],
    [words.date, day(document.date)],
    [words.due, day(document.dueDate)],
    [words.reference, document.reference ?? ''],
  ].filter(([, value]) => value);
  for (const [label, value] of meta) pdf.text(`${label}: ${value}`, 320, undefined, { width: 227, align: 'right' });

  pdf.moveDown(2).font(LETTER_FONT.bold).fontSize(10).text(words.billedTo, 320, 150);
  pdf.font(LETTER_FONT.regular).fontSize(10);
  if (party) {
    pdf.text(party.name, 320);
    for (const line of [party.address, party.city, party.phone]) if (line) pdf.text(line, 320);
    if (party.taxId) pdf.text(`${taxIdLabel}: ${party.taxId}`, 320);
    if (party.tradeRegister) pdf.text(`${tradeRegisterLabel}: ${party.tradeRegister}`, 320);
  }
}

/** The lines in a table over as many pages as they need; answers where the totals start. */
function drawInvoiceLines(pdf: Pdf, document: AccountingDocument, words: Words, money: Money): number {
  const columns = [
    { key: 'description', x: 48, width: 220, align: 'left' as const },
    { key: 'quantity', x: 268, width: 45, align: 'right' as const },
    { key: 'unitPrice', x: 313, width: 85, align: 'right' as const },
    { key: 'vat', x: 398, width: 45, align: 'right' as const },
    { key: 'amount', x: 443, width: 104, align: 'right' as const },
  ];
  let y = 250;
  pdf
    .rect(48, y - 6, 499, 22)
    .fill('#e6f2ef')
    .fillColor('#111')
    .font(LETTER_FONT.bold)
    .fontSize(9);
  for (const column of columns)
    pdf.text(words[column.key as keyof typeof words], column.x + 4, y, {
      width: column.width - 8,
      align: column.align,
    });
  y += 24;
  pdf.font(LETTER_FONT.regular).fontSize(9);
  for (const line of document.lines) {
    const cells = [
      line.label ?? '',
      line.quantity ?? '',
      money(line.unitPrice),
      `${line.vatRate ?? '0'} %`,
      money(line.excludingTax),
    ];
    const height = Math.max(14, pdf.heightOfString(cells[0] ?? '', { width: columns[0]?.width ?? 200 }));
    if (y + height > 720) {
      pdf.addPage();
      y = 60;
    }
    columns.forEach((column, index) => {
      pdf.text(cells[index] ?? '', column.x + 4, y, { width: column.width - 8, align: column.align });
    });
    y += height + 6;
    pdf
      .moveTo(48, y - 3)
      .lineTo(547, y - 3)
      .strokeColor('#e5e7eb')
      .stroke();
  }

  return y;
}

/** The totals (one row per VAT rate), the dues, the amount in words and, in France, the compulsory mentions. */
function drawInvoiceTotals(
  pdf: Pdf,
  document: AccountingDocument,
  from: number,
  context: {
    words: Words;
    money: Money;
    french: boolean;
    scale: number;
    currency: string;
    language: Language;
    extraRows: string[][];
  },
) {
  const { words, money, french, scale, language } = context;
  let y = from;
  y += 10;
  // One row per VAT rate, each rounded once (docs/decisions/0010-vat-per-rate.md), as the entry posts them.
  const totals = [
    [words.excludingTax, money(document.totals.excludingTax)],
    ...document.vatBreakdown.map((row) => [
      `${words.vatAt} ${row.vatRate} % ${words.on} ${money(row.excludingTax)}`,
      money(row.vat),
    ]),
    [words.includingTax, money(document.totals.includingTax)],
    ...context.extraRows,
    ...duesRows(document, words, money),
    ...(document.amountDue !== null ? [[words.amountDue, money(document.amountDue)]] : []),
  ];
  const boldRow = 1 + document.vatBreakdown.length;
  const inWords = `${words.inWords}: ${amountInWordsWithCurrency(
    parseAmount(document.totals.includingTax ?? '0', scale),
    scale,
    context.currency,
    language,
  )}.`;
  pdf.fontSize(9);
  const wordsHeight = pdf.heightOfString(inWords, { width: 499 });
  const mentionsHeight = french ? pdf.heightOfString(words.frenchMentions, { width: 499 }) + 12 : 0;
  // The totals, the amount in words and the mentions move to a new page together rather than split.
  if (y + totals.length * 16 + 20 + wordsHeight + mentionsHeight > 790) {
    pdf.addPage();
    y = 60;
  }
  for (const [index, [label, value]] of totals.entries()) {
    pdf.font(index === boldRow ? LETTER_FONT.bold : LETTER_FONT.regular).fontSize(10);
    pdf.text(label ?? '', 228, y, { width: 212, align: 'right' });
    pdf.text(value ?? '', 443, y, { width: 100, align: 'right' });
    y += 16;
  }
  pdf.font(LETTER_FONT.oblique).fontSize(9).fillColor('#444');
  pdf.text(inWords, 48, y + 20, { width: 499 });
  if (french)
    pdf
      .font(LETTER_FONT.regular)
      .fontSize(8)
      .text(words.frenchMentions, 48, y + 32 + wordsHeight, { width: 499 });
}

/**
 * A document in another currency than the company's states its VAT in the company's too, at the
 * document's rate, as posted (Directive 2006/112/EC art. 230; EN 16931 BT-111): "TVA en EUR (1 USD =
 * 0,92 EUR)" and 184,00 EUR. None for a document in the company's currency.
 */
function vatInCompanyCurrencyRow(
  document: AccountingDocument,
  companyCurrency: string,
  language: Language,
  words: Words,
): string[] | null {
  if (document.currency === companyCurrency || !document.companyCurrencyTotals || !document.exchangeRate) return null;
  const { money } = letterFormats(language, companyCurrency);
  const rate = language === 'fr' ? document.exchangeRate.replace('.', ',') : document.exchangeRate;
  return [
    `${words.vatIn} ${companyCurrency} (1 ${document.currency} = ${rate} ${companyCurrency})`,
    money(document.companyCurrencyTotals.vat),
  ];
}

const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

/** What is withheld or reverse-charged beside the total, then what the party pays; none when nothing is. */
function duesRows(
  document: AccountingDocument,
  words: (typeof WORDS)['en'],
  money: (amount: string | null) => string,
): string[][] {
  const dues = document.dues;
  if (!dues || [dues.selfAssessedVat, dues.vatWithheld, dues.precompte].every(isZero)) return [];
  return [
    ...(isZero(dues.selfAssessedVat) ? [] : [[words.selfAssessedVat, money(`-${dues.selfAssessedVat}`)]]),
    ...(isZero(dues.vatWithheld)
      ? []
      : [[`${words.vatWithheld} ${dues.vatWithheldRate} %`, money(`-${dues.vatWithheld}`)]]),
    ...(isZero(dues.precompte) ? [] : [[`${words.precompte} ${dues.precompteRate} %`, money(`-${dues.precompte}`)]]),
    [words.payable, money(dues.payable)],
  ];
}

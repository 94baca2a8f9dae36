import type { FiledVatReturn, Language } from '@bilan/contract';
import type { FastifyReply } from 'fastify';
import { clean, groupThousands } from './pdf-export.ts';

/** Who files: the identity printed in the form's header (Cameroon NIU and RCCM; France SIREN, SIRET, VAT number). */
export interface VatFormIdentity {
  name: string;
  address: string;
  identifiers: ReadonlyArray<{ label: string; value: string }>;
}

const WORDS = {
  taxpayer: { en: 'Taxpayer', fr: 'Contribuable' },
  period: { en: 'Period', fr: 'Période' },
  reference: { en: 'Reference', fr: 'Référence' },
  deadline: { en: 'Filing deadline', fr: 'Date limite de dépôt' },
  filed: { en: 'Filed on', fr: 'Déposée le' },
  settlement: { en: 'Settlement entry', fr: 'Écriture de liquidation' },
  box: { en: 'Line', fr: 'Ligne' },
  label: { en: 'Item', fr: 'Rubrique' },
  base: { en: 'Base', fr: 'Base' },
  amount: { en: 'Amount', fr: 'Montant' },
  netDue: { en: 'Net due', fr: 'Net à payer' },
  credit: { en: 'Credit carried forward', fr: 'Crédit à reporter' },
  signature: { en: 'Date and signature', fr: 'Date et signature' },
  currency: { en: 'Amounts in', fr: 'Montants en' },
} as const;

const LEFT = 40;
const WIDTH = 515;
const COLUMNS = [
  { key: 'box', width: 100, align: 'left' },
  { key: 'label', width: 235, align: 'left' },
  { key: 'base', width: 90, align: 'right' },
  { key: 'amount', width: 90, align: 'right' },
] as const;

/**
 * A filed return on an A4 page laid out as a tax form: the form's title and period in a band, the taxpayer's
 * identity, the lines in ruled boxes with the form's line numbers, the net due or credit framed, then the
 * filing facts and a box for the signature.
 */
export async function renderVatFormPdf(
  filed: FiledVatReturn,
  identity: VatFormIdentity,
  title: string,
  language: Language,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  const word = (key: keyof typeof WORDS) => WORDS[key][language];
  pdf.rect(LEFT, 40, WIDTH, 46).fill('#0b6e5f');
  pdf
    .font('Helvetica-Bold')
    .fontSize(13)
    .fillColor('#fff')
    .text(clean(title), LEFT + 10, 50, { width: WIDTH - 20 });
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(
      clean(`${word('period')} : ${filed.from} – ${filed.to}   ${word('reference')} : ${filed.reference}`),
      LEFT + 10,
      70,
    );
  drawIdentity(pdf, identity, word('taxpayer'));
  drawLines(pdf, filed, word, language);
  drawFooter(pdf, filed, word);
  pdf.end();
  return done;
}

type Pdf = PDFKit.PDFDocument;
type Word = (key: keyof typeof WORDS) => string;

function drawIdentity(pdf: Pdf, identity: VatFormIdentity, heading: string) {
  const top = 100;
  const lines = [
    identity.name,
    identity.address,
    ...identity.identifiers.map(({ label, value }) => `${label} : ${value || '—'}`),
  ];
  const height = 22 + lines.length * 12;
  pdf.rect(LEFT, top, WIDTH, height).lineWidth(0.8).stroke('#0b6e5f');
  pdf
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('#0b6e5f')
    .text(clean(heading.toUpperCase()), LEFT + 8, top + 6);
  pdf.font('Helvetica').fontSize(9).fillColor('#111');
  lines.forEach((line, index) => {
    pdf.text(clean(line), LEFT + 8, top + 20 + index * 12, { width: WIDTH - 16 });
  });
  pdf.y = top + height + 14;
}

/** A cell's padding around its text; a row is as tall as its tallest cell, never less than a form's box. */
const CELL_PADDING = 4;
const MIN_ROW_HEIGHT = 18;
const PAGE_BOTTOM = 780;

/**
 * One row of the form's lines, each cell wrapped in its column: a long label takes as many lines as it
 * needs, the row grows with it, and the row goes to the next page whole. Returns where the next row starts.
 */
function drawRow(pdf: Pdf, top: number, cells: Record<string, string>, options: { bold?: boolean; fill?: string }) {
  pdf
    .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(8.5)
    .fillColor('#111');
  const texts = COLUMNS.map((column) => clean(cells[column.key] ?? ''));
  const height = Math.max(
    MIN_ROW_HEIGHT,
    ...COLUMNS.map(
      (column, index) =>
        pdf.heightOfString(texts[index] || ' ', { width: column.width - 2 * CELL_PADDING }) + 2 * CELL_PADDING + 2,
    ),
  );
  let y = top;
  if (y + height > PAGE_BOTTOM) {
    pdf.addPage();
    y = 50;
  }
  if (options.fill) pdf.rect(LEFT, y, WIDTH, height).fill(options.fill);
  let x = LEFT;
  COLUMNS.forEach((column, index) => {
    pdf.rect(x, y, column.width, height).lineWidth(0.5).stroke('#9bb8b2');
    pdf.fillColor('#111').text(texts[index] ?? '', x + CELL_PADDING, y + CELL_PADDING + 1, {
      width: column.width - 2 * CELL_PADDING,
      align: column.align,
    });
    x += column.width;
  });
  return y + height;
}

function drawLines(pdf: Pdf, filed: FiledVatReturn, word: Word, language: Language) {
  const money = (amount: string | null | undefined) => (amount ? groupThousands(amount, language) : '');
  let y = drawRow(
    pdf,
    pdf.y,
    { box: word('box'), label: word('label'), base: word('base'), amount: word('amount') },
    { bold: true, fill: '#e6f2ef' },
  );
  for (const line of filed.form.lines) {
    y = drawRow(pdf, y, { box: line.box, label: line.label, base: money(line.base), amount: money(line.amount) }, {});
  }
  y += 8;
  const framed = (label: string, amount: string) => {
    if (y + 22 > PAGE_BOTTOM) {
      pdf.addPage();
      y = 50;
    }
    pdf
      .rect(LEFT + WIDTH - 240, y, 240, 22)
      .lineWidth(1.2)
      .stroke('#0b6e5f');
    pdf.font('Helvetica-Bold').fontSize(10).fillColor('#0b6e5f');
    pdf.text(clean(label), LEFT + WIDTH - 232, y + 7, { width: 130 });
    pdf.text(clean(`${money(amount)} ${filed.currency}`), LEFT + WIDTH - 110, y + 7, { width: 102, align: 'right' });
    y += 28;
  };
  framed(word('netDue'), filed.form.netDue);
  framed(word('credit'), filed.form.credit);
  pdf.y = y + 6;
}

function drawFooter(pdf: Pdf, filed: FiledVatReturn, word: Word) {
  const facts = [
    `${word('deadline')} : ${filed.deadline}`,
    `${word('filed')} : ${filed.filedAt.slice(0, 10)}`,
    `${word('settlement')} : ${filed.settlementEntryNumber ?? '—'}`,
    `${word('currency')} ${filed.currency}`,
  ];
  const top = Math.min(pdf.y, 700);
  pdf.font('Helvetica').fontSize(8.5).fillColor('#444');
  facts.forEach((fact, index) => {
    pdf.text(clean(fact), LEFT, top + index * 12, { width: 260 });
  });
  pdf
    .rect(LEFT + WIDTH - 200, top, 200, 60)
    .lineWidth(0.8)
    .stroke('#9bb8b2');
  pdf.fillColor('#444').text(clean(word('signature')), LEFT + WIDTH - 192, top + 6);
}

/** Sends the filed return's PDF as a download. */
export async function sendVatFormPdf(
  reply: FastifyReply,
  filed: FiledVatReturn,
  form: { identity: VatFormIdentity; title: string; language: Language },
) {
  const pdf = await renderVatFormPdf(filed, form.identity, form.title, form.language);
  return reply
    .type('application/pdf')
    .header('Content-Disposition', `attachment; filename="vat-return-${filed.period}.pdf"`)
    .send(pdf);
}

import type { FiledVatReturn, Language } from '@bilan/contract';
import type { FastifyReply } from 'fastify';
import { clean } from './pdf-export.ts';

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
  drawLines(pdf, filed, word);
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

function drawLines(pdf: Pdf, filed: FiledVatReturn, word: Word) {
  let y = pdf.y;
  const row = (cells: Record<string, string>, options: { bold?: boolean; fill?: string } = {}) => {
    if (y > 760) {
      pdf.addPage();
      y = 50;
    }
    if (options.fill) pdf.rect(LEFT, y, WIDTH, 18).fill(options.fill);
    let x = LEFT;
    pdf
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor('#111');
    for (const column of COLUMNS) {
      pdf.rect(x, y, column.width, 18).lineWidth(0.5).stroke('#9bb8b2');
      pdf.fillColor('#111').text(clean(cells[column.key] ?? ''), x + 4, y + 5, {
        width: column.width - 8,
        align: column.align,
        height: 10,
        ellipsis: true,
      });
      x += column.width;
    }
    y += 18;
  };
  row(
    { box: word('box'), label: word('label'), base: word('base'), amount: word('amount') },
    { bold: true, fill: '#e6f2ef' },
  );
  for (const line of filed.form.lines) {
    row({ box: line.box, label: line.label, base: line.base ?? '', amount: line.amount ?? '' });
  }
  y += 8;
  const framed = (label: string, amount: string) => {
    pdf
      .rect(LEFT + WIDTH - 240, y, 240, 22)
      .lineWidth(1.2)
      .stroke('#0b6e5f');
    pdf.font('Helvetica-Bold').fontSize(10).fillColor('#0b6e5f');
    pdf.text(clean(label), LEFT + WIDTH - 232, y + 7, { width: 130 });
    pdf.text(clean(`${amount} ${filed.currency}`), LEFT + WIDTH - 110, y + 7, { width: 102, align: 'right' });
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

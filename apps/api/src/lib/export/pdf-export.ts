import type { Language } from '@bilan/contract';
import type { ReportTable } from './report-table.ts';

const AMOUNT_WIDTH = 80;
const NARROW_WIDTH = 58;
const NARROW_COLUMNS = new Set([
  'side',
  'ref',
  'code',
  'date',
  'number',
  'journalCode',
  'month',
  'vatRate',
  'account',
  'currency',
]);

type PdfDocument = PDFKit.PDFDocument;

/**
 * A text as the PDF's standard fonts (WinAnsi) can draw it: the narrow and no-break spaces of French
 * numbers as spaces, the minus sign of a form's "ligne 23 − ligne 16" as a hyphen (it has no glyph there).
 */
export const clean = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ').replace(/\u2212/g, '-');

/** A landscape A4 PDFKit document and the promise of its bytes once ended. */
export async function landscapePdf(title: string): Promise<{ pdf: PdfDocument; done: Promise<Buffer> }> {
  // Loaded on first use: PDFKit adds a quarter of a second to every start-up otherwise.
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 36, info: { Title: title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  return { pdf, done };
}

/** A landscape A4 table with the company, title, period and generation date on top, repeated headers. */
export async function renderPdf(table: ReportTable): Promise<Buffer> {
  const { pdf, done } = await landscapePdf(table.title);
  drawTable(pdf, table);
  pdf.end();
  return done;
}

/** "-1234567.50" as "-1 234 567,50" in French, "-1,234,567.50" in English: Intl groups, no float on the way. */
export function groupThousands(amount: string, language: Language): string {
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return amount;
  const negative = amount.startsWith('-');
  const [integer = '0', fraction] = amount.replace('-', '').split('.');
  const grouped = clean(new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB').format(BigInt(integer)));
  const separator = language === 'fr' ? ',' : '.';
  return `${negative ? '-' : ''}${grouped}${fraction ? `${separator}${fraction}` : ''}`;
}

const TABLE_LEFT = 36;
const TABLE_WIDTH = 770;
const PAGE_BOTTOM = 560;

/** The width of each column: amounts and codes fixed, the text columns sharing the rest. */
function columnWidths(table: ReportTable): number[] {
  const fixed = (column: ReportTable['columns'][number]) =>
    column.amount ? AMOUNT_WIDTH : NARROW_COLUMNS.has(column.key) ? NARROW_WIDTH : undefined;
  const fixedTotal = table.columns.reduce((sum, column) => sum + (fixed(column) ?? 0), 0);
  const flexible = table.columns.filter((column) => fixed(column) === undefined).length;
  const textWidth = (TABLE_WIDTH - fixedTotal) / Math.max(1, flexible);
  return table.columns.map((column) => fixed(column) ?? textWidth);
}

/** A row's cells as printed: amounts grouped by thousands in the reader's language, the rest as it is. */
function rowTexts(table: ReportTable, row: ReportTable['rows'][number]): string[] {
  return table.columns.map((column) => {
    const value = row[column.key];
    if (value === null || value === undefined) return '';
    return clean(column.amount ? groupThousands(String(value), table.language) : String(value));
  });
}

/**
 * Draws one row of cells at `y`, each wrapped within its column (a long label takes more lines, never
 * cut), and answers the row's height.
 */
function drawRow(pdf: PdfDocument, table: ReportTable, widths: number[], texts: string[], y: number): number {
  const options = (index: number) => ({
    width: (widths[index] ?? 60) - 6,
    align: table.columns[index]?.amount ? ('right' as const) : ('left' as const),
  });
  const height = Math.max(10, ...texts.map((text, index) => pdf.heightOfString(text || ' ', options(index))));
  let x = TABLE_LEFT;
  texts.forEach((text, index) => {
    pdf.text(text, x + 3, y, options(index));
    x += widths[index] ?? 60;
  });
  return height;
}

/** Draws a report table from the current position: its heading, then its rows under repeated headers. */
export function drawTable(pdf: PdfDocument, table: ReportTable): void {
  pdf.font('Helvetica-Bold').fontSize(14).fillColor('#0b6e5f').text(clean(table.companyName));
  pdf.font('Helvetica-Bold').fontSize(12).fillColor('#111').text(clean(table.title));
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444')
    .text(clean(`${table.period} · ${table.generatedAt} · ${table.currency}`));
  const widths = columnWidths(table);
  const labels = table.columns.map((column) => clean(column.label));
  let y = pdf.y + 12;
  const header = () => {
    pdf.font('Helvetica-Bold').fontSize(8);
    const height = Math.max(
      10,
      ...labels.map((label, index) => pdf.heightOfString(label, { width: (widths[index] ?? 60) - 6 })),
    );
    pdf
      .rect(TABLE_LEFT, y - 3, TABLE_WIDTH, height + 6)
      .fill('#e6f2ef')
      .fillColor('#111');
    y += drawRow(pdf, table, widths, labels, y) + 8;
    pdf.font('Helvetica').fontSize(8);
  };
  header();
  for (const row of table.rows) {
    const texts = rowTexts(table, row);
    const height = Math.max(
      10,
      ...texts.map((text, index) => pdf.heightOfString(text || ' ', { width: (widths[index] ?? 60) - 6 })),
    );
    if (y + height > PAGE_BOTTOM) {
      pdf.addPage();
      y = 40;
      header();
    }
    y += drawRow(pdf, table, widths, texts, y) + 3;
  }
  pdf.y = y;
}

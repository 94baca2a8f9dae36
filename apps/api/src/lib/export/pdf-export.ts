import type { ReportTable } from './report-table.ts';

const AMOUNT_WIDTH = 80;
const NARROW_WIDTH = 58;
const NARROW_COLUMNS = new Set(['side', 'ref', 'code', 'date', 'number', 'journalCode', 'month', 'vatRate', 'account']);

type PdfDocument = PDFKit.PDFDocument;

export const clean = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

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

/** Draws a report table from the current position: its heading, then its rows under repeated headers. */
export function drawTable(pdf: PdfDocument, table: ReportTable): void {
  pdf.font('Helvetica-Bold').fontSize(14).fillColor('#0b6e5f').text(clean(table.companyName));
  pdf.font('Helvetica-Bold').fontSize(12).fillColor('#111').text(clean(table.title));
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#444')
    .text(clean(`${table.period} · ${table.generatedAt} · ${table.currency}`));

  const width = 770;
  const fixed = (column: ReportTable['columns'][number]) =>
    column.amount ? AMOUNT_WIDTH : NARROW_COLUMNS.has(column.key) ? NARROW_WIDTH : undefined;
  const fixedTotal = table.columns.reduce((sum, column) => sum + (fixed(column) ?? 0), 0);
  const flexible = table.columns.filter((column) => fixed(column) === undefined).length;
  const textWidth = (width - fixedTotal) / Math.max(1, flexible);
  const widths = table.columns.map((column) => fixed(column) ?? textWidth);
  let y = pdf.y + 12;
  const cells = (values: string[], align: (index: number) => 'left' | 'right') => {
    let x = 36;
    values.forEach((text, index) => {
      pdf.text(text, x + 3, y, { width: (widths[index] ?? 60) - 6, align: align(index), height: 10, ellipsis: true });
      x += widths[index] ?? 60;
    });
  };
  const alignOf = (index: number) => (table.columns[index]?.amount ? 'right' : 'left');
  const header = () => {
    pdf
      .rect(36, y - 3, width, 16)
      .fill('#e6f2ef')
      .fillColor('#111')
      .font('Helvetica-Bold')
      .fontSize(8);
    cells(
      table.columns.map((column) => clean(column.label)),
      alignOf,
    );
    y += 18;
    pdf.font('Helvetica').fontSize(8);
  };
  header();
  for (const row of table.rows) {
    if (y > 560) {
      pdf.addPage();
      y = 40;
      header();
    }
    cells(
      table.columns.map((column) => {
        const value = row[column.key];
        return value === null || value === undefined ? '' : clean(String(value));
      }),
      alignOf,
    );
    y += 13;
  }
  pdf.y = y;
}

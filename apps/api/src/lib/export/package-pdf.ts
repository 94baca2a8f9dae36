import type { Language } from '@bilan/contract';
import { clean, groupThousands } from './pdf-export.ts';
import type { ReportPackage, ReportTable } from './report-table.ts';

type PdfDocument = PDFKit.PDFDocument;
type Orientation = 'portrait' | 'landscape';
type Row = ReportTable['rows'][number];

const MARGIN = 40;
const REF_WIDTH = 34;
const AMOUNT_WIDTH = { portrait: 78, landscape: 66 } as const;
const FONT_SIZE = 8;
const CELL_PADDING = 3;
const GREEN = '#0b6e5f';

/** A page of the package: its heading and the grid of one model (ref, label, amounts), rows as given. */
interface Section {
  title: string;
  subtitle?: string;
  orientation: Orientation;
  columns: ReadonlyArray<{ key: string; label: string; amount?: boolean }>;
  rows: readonly Row[];
  /** Whether it follows the section before on the same page when there is room (the notes). */
  flow?: boolean;
}

/**
 * The annual package as one PDF laid out as the official models: a cover with the company's identity, then each
 * statement from a new page (the balance sheet's assets and liabilities apart, the notes one after the other on
 * landscape pages), each a grid of reference, label and amounts N and N-1 under headings repeated on every page.
 * Amounts carry thousands separators; labels wrap, never cut.
 */
export async function renderPackagePdf(pack: ReportPackage, language: Language): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({ size: 'A4', margin: MARGIN, bufferPages: true, info: { Title: pack.title } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  drawCover(pdf, pack);
  for (const { key, table } of pack.statements) {
    for (const section of sectionsOf(key, table, language)) drawSection(pdf, pack, section, language);
  }
  numberPages(pdf, pack);
  pdf.end();
  return done;
}

/** The cover: the title, the company, then its identity and identifiers as a framed list, the checks and notices. */
function drawCover(pdf: PdfDocument, pack: ReportPackage) {
  const width = pdf.page.width - 2 * MARGIN;
  pdf.moveDown(4).font('Helvetica-Bold').fontSize(22).fillColor(GREEN).text(clean(pack.title), { align: 'center' });
  pdf.moveDown(0.6).fontSize(16).fillColor('#111').text(clean(pack.companyName), { align: 'center' });
  pdf.font('Helvetica').fontSize(11).fillColor('#444').text(clean(pack.period), { align: 'center' });
  pdf.moveDown(2);
  const top = pdf.y;
  const labelWidth = 190;
  let y = top + 8;
  for (const { label, value } of pack.identity) {
    const text = clean(value || '—');
    const height = Math.max(
      pdf
        .font('Helvetica')
        .fontSize(10)
        .heightOfString(text, { width: width - labelWidth - 24 }),
      12,
    );
    pdf
      .font('Helvetica-Bold')
      .fillColor('#444')
      .text(clean(label), MARGIN + 12, y, { width: labelWidth });
    pdf
      .font('Helvetica')
      .fillColor('#111')
      .text(text, MARGIN + 12 + labelWidth, y, { width: width - labelWidth - 24 });
    y += height + 6;
  }
  pdf
    .rect(MARGIN, top, width, y - top + 2)
    .strokeColor('#9bbfb8')
    .lineWidth(0.8)
    .stroke();
  pdf.x = MARGIN;
  pdf.y = y + 18;
  pdf.fontSize(10);
  for (const check of pack.checks) pdf.fillColor(check.ok ? GREEN : '#b00020').text(clean(check.label), { width });
  pdf.moveDown(0.6).fillColor('#111');
  for (const notice of pack.notices) pdf.text(clean(notice), { width });
  pdf.moveDown(1).fillColor('#444').fontSize(8).text(clean(pack.generatedAt), { width });
}

/** The pages a statement takes: the balance sheet's sides apart, each note apart, the others whole. */
function sectionsOf(key: string, table: ReportTable, language: Language): Section[] {
  const columns = table.columns.filter((column) => !['side', 'note', 'column'].includes(column.key));
  if (key === 'notes') return noteSections(table, language);
  if (!table.columns.some((column) => column.key === 'side')) {
    return [{ title: table.title, orientation: 'portrait', columns, rows: table.rows }];
  }
  const sides = [...new Set(table.rows.map((row) => String(row.side ?? '')))];
  return sides.map((side) => {
    const rows = table.rows.filter((row) => row.side === side);
    // A side without figures in a column (the liabilities' gross and depreciation) leaves it out.
    const used = columns.filter((column) => !column.amount || rows.some((row) => row[column.key] != null));
    return { title: table.title, subtitle: side, orientation: 'portrait', columns: used, rows };
  });
}

/** One landscape section per note: its lines, labels naming the figure (gross, depreciation) where it matters. */
function noteSections(table: ReportTable, language: Language): Section[] {
  const colon = language === 'fr' ? ' :' : ':';
  const sections: Section[] = [];
  for (const row of table.rows) {
    if (row.kind === 'heading') {
      sections.push({
        title: table.title,
        subtitle: `${table.columns.find((column) => column.key === 'note')?.label ?? ''} ${row.note}${colon} ${row.label}`,
        orientation: 'landscape',
        flow: true,
        columns: table.columns.filter((column) => !['note', 'column'].includes(column.key)),
        rows: [],
      });
      continue;
    }
    const section = sections.at(-1);
    if (!section) continue;
    const label = row.figure !== 'amount' && row.column ? ` (${row.column})` : '';
    (section.rows as Row[]).push({ ...row, label: `${row.label ?? ''}${label}` });
  }
  return sections.map((section) => {
    const used = section.columns.filter(
      (column) => !column.amount || section.rows.some((row) => row[column.key] != null),
    );
    return { ...section, columns: used };
  });
}

/** A section from a new page: its heading, then its grid, the column headers repeated on every page. */
function drawSection(pdf: PdfDocument, pack: ReportPackage, section: Section, language: Language) {
  // Notes follow each other on a page while one has room for its heading and a few lines.
  const room =
    section.flow === true && pdf.page.layout === section.orientation && pdf.y + 90 < pdf.page.height - MARGIN;
  if (!room) pdf.addPage({ size: 'A4', layout: section.orientation, margin: MARGIN });
  const width = pdf.page.width - 2 * MARGIN;
  const amountWidth = AMOUNT_WIDTH[section.orientation];
  const widths = section.columns.map((column): number =>
    column.amount ? amountWidth : column.key === 'ref' ? REF_WIDTH : 0,
  );
  const labelWidth = width - widths.reduce((sum, one) => sum + one, 0);
  const columnWidths = widths.map((one) => (one === 0 ? labelWidth : one));
  const heading = (continued: boolean) => {
    if (continued) {
      pdf.font('Helvetica-Bold').fontSize(11).fillColor('#111');
      pdf.text(clean(section.subtitle ?? ''), MARGIN, pdf.y + 16, { width });
      return drawHeader(pdf, section, columnWidths, pdf.y + 6);
    }
    pdf.font('Helvetica-Bold').fontSize(9).fillColor(GREEN).text(clean(pack.companyName), MARGIN, MARGIN);
    pdf
      .fontSize(13)
      .fillColor('#111')
      .text(clean(section.title), MARGIN, pdf.y + 2);
    if (section.subtitle) pdf.fontSize(11).text(clean(section.subtitle), MARGIN, pdf.y + 2, { width });
    pdf.font('Helvetica').fontSize(8).fillColor('#444');
    pdf.text(clean(`${pack.period} · ${pack.currency}`), MARGIN, pdf.y + 2);
    return drawHeader(pdf, section, columnWidths, pdf.y + 8);
  };
  let y = heading(room);
  for (const row of section.rows) {
    const cells = section.columns.map((column) => cellText(row, column, language));
    const strong = row.kind === 'subtotal' || row.kind === 'total' || row.kind === 'treasury';
    pdf.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(FONT_SIZE);
    const height =
      Math.max(
        ...cells.map((text, index) =>
          pdf.heightOfString(text, { width: (columnWidths[index] ?? 0) - 2 * CELL_PADDING }),
        ),
      ) +
      2 * CELL_PADDING;
    if (y + height > pdf.page.height - MARGIN - 14) {
      pdf.addPage({ size: 'A4', layout: section.orientation, margin: MARGIN });
      y = heading(false);
    }
    if (strong) pdf.rect(MARGIN, y, width, height).fill('#eef5f3');
    drawCells(pdf, cells, section, columnWidths, y, strong);
    pdf
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .lineWidth(0.3)
      .strokeColor('#c9d6d3')
      .stroke();
    y += height;
  }
  pdf.x = MARGIN;
  pdf.y = y;
}

/** The column headers on a tinted band; answers where the first row starts. */
function drawHeader(pdf: PdfDocument, section: Section, widths: number[], top: number): number {
  pdf.font('Helvetica-Bold').fontSize(FONT_SIZE);
  const labels = section.columns.map((column) => clean(column.label));
  const height =
    Math.max(
      ...labels.map((text, index) => pdf.heightOfString(text, { width: (widths[index] ?? 0) - 2 * CELL_PADDING })),
    ) +
    2 * CELL_PADDING;
  pdf
    .rect(
      MARGIN,
      top,
      widths.reduce((sum, one) => sum + one, 0),
      height,
    )
    .fill('#d5e8e3');
  drawCells(pdf, labels, section, widths, top, true);
  return top + height;
}

function drawCells(pdf: PdfDocument, cells: string[], section: Section, widths: number[], y: number, strong: boolean) {
  let x = MARGIN;
  pdf
    .font(strong ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(FONT_SIZE)
    .fillColor('#111');
  cells.forEach((text, index) => {
    const width = widths[index] ?? 0;
    const align = section.columns[index]?.amount ? 'right' : 'left';
    pdf.text(text, x + CELL_PADDING, y + CELL_PADDING, { width: width - 2 * CELL_PADDING, align });
    x += width;
  });
}

/** A cell as the models print it: amounts grouped by thousands, blank when a plain line is zero. */
function cellText(row: Row, column: Section['columns'][number], language: Language): string {
  const value = row[column.key];
  if (value === null || value === undefined) return '';
  if (!column.amount) return clean(String(value));
  const strong = row.kind === 'subtotal' || row.kind === 'total' || row.kind === 'treasury';
  if (!strong && /^-?0(\.0+)?$/.test(String(value))) return '';
  return groupThousands(String(value), language);
}

/** "page n / total" at the foot of every page but the cover. */
function numberPages(pdf: PdfDocument, pack: ReportPackage) {
  const range = pdf.bufferedPageRange();
  for (let index = 1; index < range.count; index++) {
    pdf.switchToPage(range.start + index);
    const bottom = pdf.page.height - MARGIN + 10;
    // The page's bottom margin would push the text to a new page: lifted while writing the footer.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf
      .font('Helvetica')
      .fontSize(7)
      .fillColor('#666')
      .text(clean(`${pack.companyName} · ${pack.title} · ${index + 1} / ${range.count}`), MARGIN, bottom, {
        width: pdf.page.width - 2 * MARGIN,
        align: 'right',
        lineBreak: false,
      });
    pdf.page.margins.bottom = margin;
  }
}

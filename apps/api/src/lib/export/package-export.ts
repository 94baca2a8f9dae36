import type { FastifyReply } from 'fastify';
import { csvAmount, csvConventions } from './csv-export.ts';
import { renderPackagePdf } from './package-pdf.ts';
import type { ExportFormat, ReportPackage } from './report-table.ts';
import { sheetName } from './xlsx-export.ts';

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** Renders the package in the format asked and sends it as a download. */
export async function sendPackage(reply: FastifyReply, pack: ReportPackage, format: ExportFormat) {
  const content =
    format === 'csv'
      ? renderPackageCsv(pack)
      : format === 'xlsx'
        ? await renderPackageXlsx(pack)
        : await renderPackagePdf(pack, pack.language);
  return reply
    .type(CONTENT_TYPES[format])
    .header('Content-Disposition', `attachment; filename="${pack.fileName}.${format}"`)
    .send(content);
}

/** A sheet for the identity and one per statement, its rows in the model's order with their references. */
async function renderPackageXlsx(pack: ReportPackage): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Bilan';
  const cover = workbook.addWorksheet(sheetName(pack.title));
  cover.addRow([pack.companyName]).font = { bold: true, size: 14 };
  cover.addRow([pack.title, pack.period, pack.currency]);
  for (const { label, value } of pack.identity) cover.addRow([label, value]);
  for (const check of pack.checks) cover.addRow([check.label]);
  for (const notice of pack.notices) cover.addRow([notice]);
  cover.getColumn(1).width = 48;
  cover.getColumn(2).width = 40;
  const used = new Set<string>();
  for (const { key, table } of pack.statements) {
    let name = sheetName(table.title);
    if (used.has(name)) name = sheetName(`${key} ${table.title}`);
    used.add(name);
    const sheet = workbook.addWorksheet(name);
    sheet.addRow(table.columns.map((column) => column.label)).font = { bold: true };
    for (const row of table.rows) {
      sheet.addRow(
        table.columns.map((column) => {
          const value = row[column.key];
          return column.amount && typeof value === 'string' && value !== '' ? Number(value) : (value ?? '');
        }),
      );
    }
    table.columns.forEach((column, index) => {
      const sheetColumn = sheet.getColumn(index + 1);
      sheetColumn.width = column.amount ? 18 : column.key === 'label' ? 70 : 10;
      if (column.amount) sheetColumn.numFmt = '#,##0.##';
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One line per amount of the package: statement, reference, label, column and amount (a filing channel's shape). */
function renderPackageCsv(pack: ReportPackage): Buffer {
  const { separator, decimal } = csvConventions(pack.language);
  const quote = (cell: string) => {
    const guarded = /^[=+\-@\t\r]/.test(cell) && !/^-?\d+([.,]\d+)?$/.test(cell) ? `'${cell}` : cell;
    return guarded.includes(separator) || /["\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
  };
  const lines = [['statement', 'ref', 'label', 'column', 'amount']];
  for (const { key, table } of pack.statements) {
    for (const row of table.rows) {
      for (const column of table.columns.filter((candidate) => candidate.amount)) {
        const value = row[column.key];
        if (value === null || value === undefined || value === '') continue;
        lines.push([
          key,
          String(row.ref ?? ''),
          String(row.label ?? ''),
          column.key,
          csvAmount(String(value), decimal),
        ]);
      }
    }
  }
  return Buffer.from(`\uFEFF${lines.map((cells) => cells.map(quote).join(separator)).join('\r\n')}\r\n`, 'utf8');
}

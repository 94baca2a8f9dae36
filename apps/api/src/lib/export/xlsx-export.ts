import type { ReportTable } from './report-table.ts';

/**
 * A one-sheet workbook. Amount cells are numbers (spreadsheets sum them) written from the decimal
 * strings; a double holds every amount below 2^53 minor units exactly as far as its decimals show.
 */
export async function renderXlsx(table: ReportTable): Promise<Buffer> {
  // Loaded on first use: ExcelJS adds a third of a second to every start-up otherwise.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Bilan';
  const sheet = workbook.addWorksheet(sheetName(table.title));
  sheet.addRow([table.companyName]).font = { bold: true, size: 14 };
  sheet.addRow([table.title]).font = { bold: true };
  sheet.addRow([table.period]);
  sheet.addRow([table.generatedAt]);
  sheet.addRow([]);
  const header = sheet.addRow(table.columns.map((column) => column.label));
  header.font = { bold: true };
  for (const row of table.rows) {
    sheet.addRow(
      table.columns.map((column) => {
        const value = row[column.key];
        if (column.amount && typeof value === 'string' && value !== '') return Number(value);
        return value ?? '';
      }),
    );
  }
  table.columns.forEach((column, index) => {
    const sheetColumn = sheet.getColumn(index + 1);
    sheetColumn.width = column.amount ? 18 : Math.min(60, Math.max(12, column.label.length + 4));
    if (column.amount) sheetColumn.numFmt = '#,##0.##';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A name Excel accepts for a sheet: at most 31 characters, none of `: \ / ? * [ ]`, no apostrophe
 * at either end (a general-ledger title carries the account's label, which may hold any of them).
 */
export function sheetName(title: string): string {
  const name = title
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 31)
    .replace(/^'+|'+$/g, '')
    .trim();
  return name === '' || name.toLowerCase() === 'history' ? 'Report' : name;
}

import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { ReportTable } from './report-table.ts';
import { renderXlsx, sheetName } from './xlsx-export.ts';

describe('sheetName', () => {
  it.each([
    ['Grand livre 4111 : Clients / groupe [CEMAC] ? * \\ ok', 'Grand livre 4111 Clients groupe'],
    ["'Caisse'", 'Caisse'],
    ['[]:*?', 'Report'],
    ['History', 'Report'],
  ])('makes %j a name Excel accepts', (title, expected) => {
    const name = sheetName(title);
    expect(name).toBe(expected);
    expect(name.length).toBeLessThanOrEqual(31);
  });
});

describe('renderXlsx', () => {
  it('writes a workbook whose title holds every character a sheet name refuses', async () => {
    const table: ReportTable = {
      fileName: 'general-ledger',
      language: 'en',
      currency: 'XAF',
      companyName: 'Test',
      title: 'General ledger — 6011 Achats : marchandises / [A*B] ? \\',
      period: '2026',
      generatedAt: '2026-01-01',
      columns: [{ key: 'label', label: 'Label' }],
      rows: [{ label: 'x' }],
    };
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await renderXlsx(table)) as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]?.name).toBe('General ledger — 6011 Achats ma');
    expect(workbook.worksheets[0]?.getCell('A2').value).toBe(table.title);
  });
});

import { parseCsv } from '@bilan/accounting';
import type { Language } from '@bilan/contract';
import { describe, expect, it } from 'vitest';
import { renderCsv } from './csv-export.ts';
import { exportFileName, periodFileName, type ReportTable } from './report-table.ts';

const table = (language: Language): ReportTable => ({
  fileName: 'x',
  language,
  title: 'Grand livre',
  companyName: 'Ma Société, SAS',
  period: '2026',
  generatedAt: 'now',
  currency: 'EUR',
  columns: [
    { key: 'label', label: 'Libellé' },
    { key: 'debit', label: 'Débit', amount: true },
  ],
  rows: [
    { label: 'Loyer; janvier', debit: '1234.56' },
    { label: '-12.5', debit: '-12.5' },
  ],
});

describe('renderCsv', () => {
  it('writes French with semicolons and a decimal comma, after a UTF-8 byte-order mark', () => {
    const text = renderCsv(table('fr')).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.split('\r\n').slice(5, 8)).toEqual(['Libellé;Débit', '"Loyer; janvier";1234,56', "'-12.5;-12,5"]);
    expect(parseCsv(text, ';')[0]).toEqual(['Ma Société, SAS']);
  });

  it('writes English with commas and a decimal point', () => {
    const text = renderCsv(table('en')).toString('utf8');
    expect(text.split('\r\n').slice(0, 1)).toEqual(['\uFEFF"Ma Société, SAS"']);
    expect(text.split('\r\n').slice(5, 8)).toEqual(['Libellé,Débit', 'Loyer; janvier,1234.56', "'-12.5,-12.5"]);
  });
});

describe('export file names', () => {
  it('takes the words of the reader’s language, without accents, and the period', () => {
    expect(exportFileName('Grand livre', '4111', periodFileName('2026-01-01', '2026-12-31'))).toBe(
      'grand-livre-4111-2026',
    );
    expect(exportFileName('Balance âgée clients', '2026-11-28')).toBe('balance-agee-clients-2026-11-28');
    expect(exportFileName('État de rapprochement bancaire', periodFileName('2026-01-01', '2026-03-31'))).toBe(
      'etat-de-rapprochement-bancaire-2026-01-01_2026-03-31',
    );
  });
});

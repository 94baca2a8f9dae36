import { execFileSync } from 'node:child_process';
import type { Language } from '@bilan/contract';
import { describe, expect, it } from 'vitest';
import { groupThousands, renderPdf } from './pdf-export.ts';
import type { ReportTable } from './report-table.ts';

const LONG_LABEL =
  'Fournitures de bureau et consommables informatiques livrés au siège de Douala pour le trimestre, facture du fournisseur habituel n° 2026-0457 (dernier mot: Akwa)';

const table = (language: Language): ReportTable => ({
  fileName: 'journal-2026',
  language,
  title: 'Journal',
  companyName: 'Test',
  period: '2026',
  generatedAt: 'now',
  currency: 'XAF',
  columns: [
    { key: 'account', label: 'Account' },
    { key: 'label', label: 'Label' },
    { key: 'debit', label: 'Debit', amount: true },
    { key: 'credit', label: 'Credit', amount: true },
  ],
  rows: Array.from({ length: 60 }, (_, index) => ({
    account: '6051',
    label: index === 0 ? LONG_LABEL : `Line ${index + 1}`,
    debit: '1234567.50',
    credit: '-9876543',
  })),
});

/** The PDF read back as text, as a reader would copy it. */
const textOf = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString('utf8');

describe('report PDFs', () => {
  it('group amounts by thousands in the reader’s language', async () => {
    const english = textOf(await renderPdf(table('en')));
    expect(english).toContain('1,234,567.50');
    expect(english).toContain('-9,876,543');
    const french = textOf(await renderPdf(table('fr')));
    expect(french).toContain('1 234 567,50');
    expect(french).toContain('-9 876 543');
  });

  it('wrap a long label over several lines instead of cutting it, and keep every row', async () => {
    const text = textOf(await renderPdf(table('en'))).replace(/\s+/g, ' ');
    expect(text).toContain('(dernier mot: Akwa)');
    expect(text).not.toContain('…');
    expect(text).toContain('Line 60');
  });

  it('leaves a text that is no amount as it is', () => {
    expect(groupThousands('n/a', 'fr')).toBe('n/a');
    expect(groupThousands('1000', 'en')).toBe('1,000');
  });
});

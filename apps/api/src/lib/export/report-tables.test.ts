import type { VatReturnReport } from '@bilan/contract';
import { describe, expect, it } from 'vitest';
import { vatReturnTable } from './report-tables.ts';

const split = (principal: string, cac: string) => ({ principal, cac });

/** March 2026 of a Cameroonian company: 1,000 of deductible VAT on fixed assets, 2,850 on goods and services. */
const CAMEROON: VatReturnReport = {
  from: '2026-03-01',
  to: '2026-03-31',
  currency: 'XAF',
  collected: '19057',
  deductibleFixedAssets: '1000',
  deductibleGoodsAndServices: '2850',
  deductible: '3850',
  creditCarriedForward: '0',
  netDue: '15207',
  credit: '0',
  // 3,850 / 1.1 = 3,500 principal, 350 CAC.
  cameroon: {
    collected: split('17325', '1732'),
    deductible: split('3500', '350'),
    netDue: split('13825', '1382'),
    credit: split('0', '0'),
  },
  bases: [],
  ca3: null,
  form: { kind: 'CM_MONTHLY', lines: [], netDue: '15207', credit: '0' },
  filedReturnId: null,
};

describe('the VAT return as exported (PDF, XLSX, CSV)', () => {
  it('puts the principal/CAC split of the deductible VAT under its total, not under goods and services', () => {
    const table = vatReturnTable(CAMEROON, { companyName: 'Boulangerie du Littoral', language: 'en' });
    const rows = table.rows.map((row) => [row.label, row.amount]);
    const at = rows.findIndex(([label]) => label === 'VAT deductible on goods and services');
    expect(rows.slice(at, at + 4)).toEqual([
      ['VAT deductible on goods and services', '2850'],
      ['VAT deductible', '3850'],
      ['VAT deductible — principal 17.5 %', '3500'],
      ['VAT deductible — CAC 10 %', '350'],
    ]);
  });

  it('shows no total of the deductible VAT where nothing is split (France)', () => {
    const table = vatReturnTable({ ...CAMEROON, cameroon: null }, { companyName: 'Atelier Dupont', language: 'fr' });
    expect(table.rows.map((row) => row.label)).not.toContain('TVA déductible');
  });
});

import { describe, expect, it } from 'vitest';
import { auditDiff, recordLabelOf, shortenValue } from './audit-diff.ts';

describe('audit diff', () => {
  it('compares a change field by field, nested ones by path, and marks what changed', () => {
    const before = { name: 'Hôtel du Wouri', phone: '+237677123456', totals: { vat: '0' }, tags: ['a'], gone: true };
    const after = { name: 'Hôtel du Wouri SA', phone: '+237677123456', totals: { vat: '1925' }, tags: ['a', 'b'] };
    expect(auditDiff(before, after)).toEqual([
      { field: 'name', before: 'Hôtel du Wouri', after: 'Hôtel du Wouri SA', changed: true },
      { field: 'phone', before: '+237677123456', after: '+237677123456', changed: false },
      { field: 'totals.vat', before: '0', after: '1925', changed: true },
      { field: 'tags.0', before: 'a', after: 'a', changed: false },
      { field: 'tags.1', before: null, after: 'b', changed: true },
      { field: 'gone', before: 'true', after: null, changed: true },
    ]);
  });

  it.each([
    ['a creation', null, { number: '5521', active: true }, [null, '5521'], [null, 'true']],
    ['a deletion', { number: '5521', active: true }, null, ['5521', null], ['true', null]],
  ])('shows %s with one side empty', (_name, before, after, number, active) => {
    expect(auditDiff(before, after)).toEqual([
      { field: 'number', before: number[0], after: number[1], changed: true },
      { field: 'active', before: active[0], after: active[1], changed: true },
    ]);
  });

  it('keeps an emptied value as a field, and shows an emptied list as its entries removed', () => {
    expect(auditDiff({ email: 'a@b.cm', prefixes: { VE: 'FAC' } }, { email: null, prefixes: {} })).toEqual([
      { field: 'email', before: 'a@b.cm', after: '', changed: true },
      { field: 'prefixes.VE', before: 'FAC', after: null, changed: true },
    ]);
  });

  it.each([
    [{ name: 'Hôtel du Wouri', code: 'C00001' }, 'Hôtel du Wouri (C00001)'],
    [{ name: 'Exercice 2026' }, 'Exercice 2026'],
    [{ type: 'SALE_INVOICE', number: 'FAC-2026-000001', label: 'Pain' }, 'FAC-2026-000001'],
    [{ number: '521', label: 'Banques locales', class: '5' }, '521 Banques locales'],
    [{ code: 'VE', label: 'Ventes' }, 'VE Ventes'],
    [{ legalName: 'Boulangerie SARL', companyId: 'c1' }, 'Boulangerie SARL'],
    [{ type: 'JOURNAL_ENTRY', number: null }, null],
    ['not a record', null],
  ])('names the record %j as %j', (record, label) => {
    expect(recordLabelOf(null, record)).toBe(label);
  });

  it('cuts long values for the screen', () => {
    expect(shortenValue('short')).toEqual({ text: 'short', cut: false });
    expect(shortenValue('x'.repeat(130), 120)).toEqual({ text: `${'x'.repeat(120)}…`, cut: true });
  });
});

import { describe, expect, it } from 'vitest';
import {
  computeLiveTotals,
  defaultVatRate,
  emptyInvoiceLine,
  formFieldOf,
  type InvoiceLineValues,
  readInvoiceLine,
} from './invoice-form.ts';

const line = (overrides: Partial<InvoiceLineValues>): InvoiceLineValues => ({
  ...emptyInvoiceLine('20'),
  description: 'Pain',
  ...overrides,
});

describe('live invoice totals', () => {
  it('rounds each line then sums: 3 × 333.33 at 20 % in EUR is 999.99 + 200.00 = 1199.99', () => {
    const totals = computeLiveTotals([line({ quantity: '3', unitPrice: '333.33', vatRate: '20' })], 2, 'en');
    expect(totals).toMatchObject({ excludingTax: '999.99', vat: '200.00', includingTax: '1199.99', skippedLines: 0 });
    expect(totals.lineAmounts).toEqual(['999.99']);
  });

  it('computes XAF (no decimals) at 19.25 %, with a discount, per rate', () => {
    const totals = computeLiveTotals(
      [
        line({ quantity: '2', unitPrice: '150 000', vatRate: '19,25' }),
        line({ quantity: '1', unitPrice: '10000', vatRate: '19,25', discountRate: '10' }),
        line({ quantity: '1', unitPrice: '5000', vatRate: '0' }),
      ],
      0,
      'fr',
    );
    expect(totals).toMatchObject({ excludingTax: '314000', vat: '59483', includingTax: '373483' });
    expect(totals.vatBreakdown).toEqual([
      { rate: '0', vat: '0' },
      { rate: '19.25', vat: '59483' },
    ]);
  });

  it('rounds VAT once per rate as the API does: 3 lines of 1001 at 19.25 % give 578, not 3 × 193', () => {
    const lines = [1, 2, 3].map(() => line({ quantity: '1', unitPrice: '1001', vatRate: '19.25' }));
    const totals = computeLiveTotals(lines, 0, 'en');
    expect(totals).toMatchObject({ excludingTax: '3003', vat: '578', includingTax: '3581' });
  });

  it('leaves out lines that cannot be read yet and counts them', () => {
    const totals = computeLiveTotals(
      [line({ unitPrice: '100' }), line({ unitPrice: '12.345' }), line({ quantity: '' })],
      2,
      'en',
    );
    expect(totals).toMatchObject({ excludingTax: '100.00', vat: '20.00', includingTax: '120.00', skippedLines: 2 });
    expect(totals.lineAmounts).toEqual(['100.00', null, null]);
  });

  it('is zero for no readable line', () => {
    expect(computeLiveTotals([], 0, 'en')).toMatchObject({ includingTax: '0', skippedLines: 0 });
  });
});

describe('reading a line', () => {
  it.each([
    [{ unitPrice: '12.345' }, 2, { unitPrice: 'AMOUNT_TOO_PRECISE' }],
    // docs/seed-spec.md §5 "numbers only": text that is no number says so before any reading at a scale.
    [{ unitPrice: 'abc' }, 2, { unitPrice: 'NUMBER_INVALID' }],
    [{ unitPrice: '' }, 0, { unitPrice: 'AMOUNT_INVALID' }],
    [{ unitPrice: '1', quantity: '0' }, 0, { quantity: 'QUANTITY_MUST_BE_POSITIVE' }],
    [{ unitPrice: '1', quantity: '1.23456' }, 0, { quantity: 'QUANTITY_TOO_PRECISE' }],
    [{ unitPrice: '1', vatRate: '120' }, 0, { vatRate: 'RATE_OUT_OF_RANGE' }],
    [{ unitPrice: '1', vatRate: '' }, 0, { vatRate: 'RATE_INVALID' }],
    [{ unitPrice: '1', discountRate: '5.555' }, 0, { discountRate: 'RATE_TOO_PRECISE' }],
  ])('%o at scale %i is refused with %o', (overrides, scale, errors) => {
    expect(readInvoiceLine(line(overrides), scale, 'en')).toEqual({ ok: false, errors });
  });

  it("reads the other language's decimal mark and refuses a number that reads two ways", () => {
    const english = readInvoiceLine(line({ quantity: '10', unitPrice: '150,5' }), 2, 'en');
    expect(english.ok && english.input.unitPrice).toBe(15050n);
    expect(readInvoiceLine(line({ quantity: '1.500', unitPrice: '10' }), 2, 'fr')).toEqual({
      ok: false,
      errors: { quantity: 'NUMBER_AMBIGUOUS' },
    });
    const totals = computeLiveTotals([line({ quantity: '10', unitPrice: '150,5', vatRate: '19,25' })], 2, 'en');
    expect(totals.excludingTax).toBe('1505.00');
  });
});

describe('default VAT rate', () => {
  it.each([
    ['CM', '19.25'],
    ['SN', '18'],
    ['CI', '18'],
    ['FR', '20'],
  ])('%s → %s %%', (country, rate) => {
    expect(defaultVatRate(country)).toBe(rate);
  });
});

describe('fields of an API refusal', () => {
  it.each([
    ['lines.2.unitPrice', 'lines.2.unitPrice'],
    ['partyId', 'partyId'],
    ['creditedDocumentId', 'creditedDocumentId'],
    ['lines.0.accountId', null],
    ['lines.x.quantity', null],
    ['type', null],
  ])('%s → %s', (path, field) => {
    expect(formFieldOf(path)).toBe(field);
  });
});

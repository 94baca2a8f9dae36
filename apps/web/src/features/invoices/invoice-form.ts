import {
  AccountingError,
  type Amount,
  computeInvoiceTotals,
  formatAmount,
  formatRate,
  type InvoiceLineInput,
  parseAmount,
  parseQuantity,
  parseRate,
  ZERO_AMOUNT,
} from '@bilan/accounting';
import type { AccountingDocument, InvoiceDocumentBody, InvoiceType, SupplyKind, VatTreatment } from '@bilan/contract';
import type { Path } from 'react-hook-form';
import { decimalForInput, normalizeDecimalInput, readDecimalInput } from '../../lib/decimal-input.ts';

/** One invoice line as the user typed it: numbers stay text until they are read at the currency's scale. */
export interface InvoiceLineValues {
  description: string;
  accountId: string | null;
  quantity: string;
  unitPrice: string;
  discountRate: string;
  vatRate: string;
  /** Goods or services (France: VAT on services is due when paid); null: as the line's account reads. */
  supplyKind: SupplyKind | null;
}

export interface InvoiceFormValues {
  partyId: string | null;
  date: string;
  dueDate: string;
  reference: string;
  label: string;
  creditedDocumentId: string | null;
  /** Purchases of a French company: DOMESTIC or a reverse charge. */
  vatTreatment: VatTreatment;
  /** The currency of the prices; '' until chosen: the party's, else the company's. */
  currency: string;
  lines: InvoiceLineValues[];
}

export type LineField = 'description' | 'quantity' | 'unitPrice' | 'discountRate' | 'vatRate';

const HEADER_FIELDS = [
  'partyId',
  'date',
  'dueDate',
  'reference',
  'label',
  'creditedDocumentId',
  'vatTreatment',
  'currency',
] as const;
const LINE_FIELDS = ['description', 'quantity', 'unitPrice', 'discountRate', 'vatRate'] as const;

/** A field path of the API's refusal ("lines.2.unitPrice") as a field of the form, when it is one. */
export function formFieldOf(path: string): Path<InvoiceFormValues> | null {
  const line = /^lines\.(\d+)\.(\w+)$/.exec(path);
  if (line) {
    const name = LINE_FIELDS.find((candidate) => candidate === line[2]);
    return name ? (`lines.${Number(line[1])}.${name}` as Path<InvoiceFormValues>) : null;
  }
  return HEADER_FIELDS.find((candidate) => candidate === path) ?? null;
}

const OHADA_COUNTRIES = new Set([
  'BJ',
  'BF',
  'CF',
  'CG',
  'CD',
  'CI',
  'GA',
  'GN',
  'GW',
  'GQ',
  'KM',
  'ML',
  'NE',
  'SN',
  'TD',
  'TG',
]);

/** The VAT rate a new line starts with (editable): Cameroon 19.25 %, other OHADA countries 18 %, France 20 %. */
export function defaultVatRate(countryCode: string | null | undefined): string {
  if (countryCode === 'CM') return '19.25';
  if (countryCode === 'FR') return '20';
  if (countryCode && OHADA_COUNTRIES.has(countryCode)) return '18';
  return '18';
}

export function emptyInvoiceLine(vatRate: string): InvoiceLineValues {
  return {
    description: '',
    accountId: null,
    quantity: '1',
    unitPrice: '',
    discountRate: '',
    vatRate,
    supplyKind: null,
  };
}

export type LineReading =
  | { ok: true; input: InvoiceLineInput }
  | { ok: false; errors: Partial<Record<LineField, string>> };

function codeOf(error: unknown, fallback: string): string {
  return error instanceof AccountingError ? error.code : fallback;
}

/**
 * Reads one line at the currency's scale with the accounting package's own parsers; each field that
 * cannot be read gets its rule code (AMOUNT_TOO_PRECISE, RATE_OUT_OF_RANGE…).
 */
export function readInvoiceLine(line: InvoiceLineValues, scale: number, language: string): LineReading {
  const errors: Partial<Record<LineField, string>> = {};
  for (const field of ['quantity', 'unitPrice', 'discountRate', 'vatRate'] as const) {
    // docs/seed-spec.md §5 "numbers only": text that is no number ("12a", "1.2.3") says so on its field.
    const reading = readDecimalInput(line[field], language);
    if (!reading.ok) errors[field] = reading.code;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const quantity = normalizeDecimalInput(line.quantity, language);
  try {
    if (quantity === '' || parseQuantity(quantity) <= 0n) errors.quantity = 'QUANTITY_MUST_BE_POSITIVE';
  } catch (error) {
    errors.quantity = codeOf(error, 'QUANTITY_INVALID');
  }
  let unitPrice: Amount | null = null;
  const price = normalizeDecimalInput(line.unitPrice, language);
  try {
    unitPrice = parseAmount(price, scale);
  } catch (error) {
    errors.unitPrice = codeOf(error, 'AMOUNT_INVALID');
  }
  const rate = (text: string, field: 'vatRate' | 'discountRate', optional: boolean): number => {
    const normalized = normalizeDecimalInput(text, language);
    if (optional && normalized === '') return 0;
    try {
      return parseRate(normalized);
    } catch (error) {
      errors[field] = codeOf(error, 'RATE_INVALID');
      return 0;
    }
  };
  const vatRateBasisPoints = rate(line.vatRate, 'vatRate', false);
  const discountRateBasisPoints = rate(line.discountRate, 'discountRate', true);
  if (unitPrice === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: { description: line.description, quantity, unitPrice, vatRateBasisPoints, discountRateBasisPoints },
  };
}

export interface LiveTotals {
  /** Each line's amount excluding tax, or null while the line cannot be read. */
  lineAmounts: (string | null)[];
  excludingTax: string;
  vat: string;
  includingTax: string;
  /** One row per VAT rate ("19.25"), lowest first. */
  vatBreakdown: { rate: string; vat: string }[];
  /** Lines left out because a number in them cannot be read yet. */
  skippedLines: number;
}

/**
 * The totals of spec'd invoice maths as the user types (excl. tax, VAT, incl. tax), computed by
 * @bilan/accounting on integers: a line is rounded on its own, then lines are summed (ADR 0001).
 * Lines that cannot be read yet are left out and counted; an empty price counts as nothing yet.
 */
export function computeLiveTotals(lines: readonly InvoiceLineValues[], scale: number, language: string): LiveTotals {
  const readings = lines.map((line) =>
    readInvoiceLine(line.unitPrice.trim() === '' ? { ...line, unitPrice: '0' } : line, scale, language),
  );
  const readable = readings.flatMap((reading, index) => (reading.ok ? [{ index, input: reading.input }] : []));
  const zero = formatAmount(ZERO_AMOUNT, scale);
  if (readable.length === 0) {
    return {
      lineAmounts: lines.map(() => null),
      excludingTax: zero,
      vat: zero,
      includingTax: zero,
      vatBreakdown: [],
      skippedLines: lines.length,
    };
  }
  const computed = computeInvoiceTotals(readable.map((line) => line.input));
  const lineAmounts: (string | null)[] = lines.map(() => null);
  computed.lines.forEach((line, position) => {
    const index = readable[position]?.index;
    if (index !== undefined) lineAmounts[index] = formatAmount(line.excludingTax, scale);
  });
  return {
    lineAmounts,
    excludingTax: formatAmount(computed.totals.excludingTax, scale),
    vat: formatAmount(computed.totals.vat, scale),
    includingTax: formatAmount(computed.totals.includingTax, scale),
    vatBreakdown: computed.vatBreakdown.map((row) => ({
      rate: formatRate(row.vatRateBasisPoints),
      vat: formatAmount(row.vat, scale),
    })),
    skippedLines: lines.length - readable.length,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The request body of the API from a form whose lines were all read successfully. */
export function invoiceBodyOf(
  values: InvoiceFormValues,
  type: InvoiceType,
  scale: number,
  language: string,
): InvoiceDocumentBody {
  return {
    type,
    date: values.date,
    dueDate: orNull(values.dueDate),
    partyId: values.partyId ?? '',
    reference: orNull(values.reference),
    label: orNull(values.label),
    creditedDocumentId: values.creditedDocumentId,
    vatTreatment: values.vatTreatment,
    currency: values.currency || null,
    lines: values.lines.map((line) => {
      const reading = readInvoiceLine(line, scale, language);
      const unitPrice = reading.ok ? formatAmount(reading.input.unitPrice, scale) : line.unitPrice;
      const discount = normalizeDecimalInput(line.discountRate, language);
      return {
        description: line.description.trim(),
        accountId: line.accountId,
        quantity: normalizeDecimalInput(line.quantity, language),
        unitPrice,
        vatRate: normalizeDecimalInput(line.vatRate, language),
        discountRate: discount === '' ? null : discount,
        supplyKind: line.supplyKind,
      };
    }),
  };
}

/** A saved document back into the form (its lines' label is the description the user typed). */
export function invoiceValuesOf(document: AccountingDocument, language: string): InvoiceFormValues {
  const rate = (text: string | null) =>
    text === null || /^0+(\.0+)?$/.test(text) ? '' : decimalForInput(text, language);
  return {
    partyId: document.partyId,
    date: document.date,
    dueDate: document.dueDate ?? '',
    reference: document.reference ?? '',
    label: document.label ?? '',
    creditedDocumentId: document.creditedDocumentId,
    vatTreatment: document.vatTreatment ?? 'DOMESTIC',
    currency: document.currency,
    lines: document.lines.map((line) => ({
      description: line.label ?? '',
      accountId: line.accountId,
      quantity: decimalForInput(line.quantity ?? '1', language),
      unitPrice: decimalForInput(line.unitPrice ?? '', language),
      discountRate: rate(line.discountRate),
      vatRate: decimalForInput(line.vatRate ?? '0', language),
      supplyKind: line.supplyKind,
    })),
  };
}

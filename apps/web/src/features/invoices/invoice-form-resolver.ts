import { hasNoSpecialCharacters, isoDateSchema } from '@bilan/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { type InvoiceFormValues, type LineField, readInvoiceLine } from './invoice-form.ts';

type LineErrors = Partial<Record<LineField, { type: string; message: string }>>;

/**
 * Checks an invoice before it is sent: a party, a date, at least one line, and every line readable at
 * the currency's scale by the accounting package (the API's own rules). Messages are rule codes.
 */
export function invoiceFormResolver(scale: number, language: string): Resolver<InvoiceFormValues> {
  return async (values) => {
    const errors: FieldErrors<InvoiceFormValues> = {};
    const error = (message: string) => ({ type: 'validation', message });
    if (!values.partyId) errors.partyId = error('PARTY_REQUIRED');
    if (values.date === '') errors.date = error('DATE_REQUIRED');
    else if (!isoDateSchema.safeParse(values.date).success) errors.date = error('DATE_INVALID');
    if (values.dueDate !== '') {
      if (!isoDateSchema.safeParse(values.dueDate).success) errors.dueDate = error('DATE_INVALID');
      else if (values.date !== '' && values.dueDate < values.date) errors.dueDate = error('DUE_DATE_BEFORE_DATE');
    }
    if (!hasNoSpecialCharacters(values.reference)) errors.reference = error('TEXT_HAS_SPECIAL_CHARACTERS');
    if (values.lines.length === 0)
      errors.lines = { root: error('LINES_REQUIRED') } as FieldErrors<InvoiceFormValues>['lines'];
    const lineErrors: LineErrors[] = values.lines.map((line) => {
      const found: LineErrors = {};
      if (line.description.trim() === '') found.description = error('DESCRIPTION_REQUIRED');
      const reading = readInvoiceLine(line, scale, language);
      if (!reading.ok) {
        for (const [field, code] of Object.entries(reading.errors)) found[field as LineField] = error(code);
      }
      return found;
    });
    if (lineErrors.some((line) => Object.keys(line).length > 0)) {
      errors.lines = lineErrors as FieldErrors<InvoiceFormValues>['lines'];
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

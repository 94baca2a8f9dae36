import { AmountError, dayWithin, formatAmount, parseAmount } from '@bilan/accounting';
import { hasNoSpecialCharacters, isoDateSchema, type PaymentMethod, type WorkFolder } from '@bilan/contract';
import type { TFunction } from 'i18next';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { normalizeDecimalInput, readDecimalInput } from '../../lib/decimal-input.ts';
import { todayIsoDate } from '../../lib/format.ts';
import { readPhoneNumber } from '../../lib/phone.ts';
import { validationMessage } from '../../lib/validation-message.ts';
import type paymentsEn from './payments.en.json';

export interface PaymentFormValues {
  documentId: string | null;
  date: string;
  amount: string;
  method: PaymentMethod;
  reference: string;
  phone: string;
  /** The bank's charges, in the payment's currency; blank: none. */
  bankCharges: string;
}

/**
 * The methods a bank stands behind (kept on 52 / 512), whose charges the form asks for: cash has no
 * bank, and a mobile-money operator's fees are not a bank's (docs/decisions/0036-currencies.md).
 */
const METHODS_WITH_BANK_CHARGES: readonly PaymentMethod[] = ['BANK_TRANSFER', 'CARD', 'CHEQUE'];

export function takesBankCharges(method: PaymentMethod): boolean {
  return METHODS_WITH_BANK_CHARGES.includes(method);
}

/** The bank charges typed, in minor units of the currency's scale; null when blank, not asked or unreadable. */
export function bankChargesOf(
  values: Pick<PaymentFormValues, 'method' | 'bankCharges'>,
  language: string,
  scale: number,
) {
  if (!takesBankCharges(values.method) || values.bankCharges.trim() === '') return null;
  try {
    return parseAmount(normalizeDecimalInput(values.bankCharges, language), scale);
  } catch {
    return null;
  }
}

type PaymentErrorCode = keyof (typeof paymentsEn)['errors'];

/** A rule code (AMOUNT_REQUIRED, PAYMENT_EXCEEDS_AMOUNT_DUE…) in the user's language. */
export function paymentErrorText(t: TFunction<'payments'>, tCommon: TFunction<'common'>, code: string | undefined) {
  if (code === undefined) return undefined;
  // The area's own words for the code when it has some (in English at least), else the common ones.
  return t(`errors.${code as PaymentErrorCode}`, { defaultValue: validationMessage(tCommon, code) });
}

/** The payer's number as the API tags it with its operator (E.164 when valid), or null when empty. */
export async function mobilePhoneOf(phone: string, countryCode: string | null): Promise<string | null> {
  if (phone.trim() === '') return null;
  return (await readPhoneNumber(phone, countryCode)) ?? phone.trim();
}

/** Today, or the nearest day of the work folder when today is outside it. */
export function defaultPaymentDate(folder: WorkFolder, today = todayIsoDate()): string {
  return dayWithin(today, folder.startDate, folder.endDate);
}

/** The payment form's checks, as the API makes them: a document, a date, a positive amount, a valid phone. */
export function paymentResolver(
  scale: number | ((documentId: string | null) => number),
  language: string,
  countryCode: string | null,
): Resolver<PaymentFormValues> {
  return async (values) => {
    const errors: FieldErrors<PaymentFormValues> = {};
    const error = (message: string) => ({ type: 'validation', message });
    if (!values.documentId) errors.documentId = error('DOCUMENT_REQUIRED');
    if (!isoDateSchema.safeParse(values.date).success)
      errors.date = error(values.date ? 'DATE_INVALID' : 'DATE_REQUIRED');
    const amount = normalizeDecimalInput(values.amount, language);
    const typed = readDecimalInput(values.amount, language);
    if (amount === '') errors.amount = error('AMOUNT_REQUIRED');
    else if (!typed.ok) errors.amount = error(typed.code);
    else {
      try {
        if (parseAmount(amount, typeof scale === 'number' ? scale : scale(values.documentId)) <= 0n)
          errors.amount = error('AMOUNT_MUST_BE_POSITIVE');
      } catch (problem) {
        errors.amount = error(problem instanceof AmountError ? problem.code : 'AMOUNT_INVALID');
      }
    }
    const chargesError = bankChargesError(
      values,
      language,
      typeof scale === 'number' ? scale : scale(values.documentId),
    );
    if (chargesError) errors.bankCharges = error(chargesError);
    if (!hasNoSpecialCharacters(values.reference)) errors.reference = error('TEXT_HAS_SPECIAL_CHARACTERS');
    if (values.method === 'MOBILE_MONEY' && values.phone.trim() !== '') {
      if (!(await readPhoneNumber(values.phone, countryCode))) errors.phone = error('PHONE_INVALID');
    }
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

/** What is wrong with the bank charges typed, as the API would say it: not a number, or not more than zero. */
function bankChargesError(values: PaymentFormValues, language: string, scale: number): string | null {
  if (!takesBankCharges(values.method) || values.bankCharges.trim() === '') return null;
  const typed = readDecimalInput(values.bankCharges, language);
  if (!typed.ok) return typed.code;
  try {
    return parseAmount(normalizeDecimalInput(values.bankCharges, language), scale) > 0n ? null : 'BANK_CHARGES_INVALID';
  } catch (problem) {
    return problem instanceof AmountError ? problem.code : 'BANK_CHARGES_INVALID';
  }
}

/** The amount typed, as the API's text at the currency's scale (it was checked by the resolver). */
export function readAmountText(text: string, language: string, scale: number): string {
  try {
    return formatAmount(parseAmount(normalizeDecimalInput(text, language), scale), scale);
  } catch {
    return text;
  }
}

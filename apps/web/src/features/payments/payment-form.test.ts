import type { WorkFolder } from '@bilan/contract';
import { describe, expect, it } from 'vitest';
import {
  bankChargesOf,
  defaultPaymentDate,
  mobilePhoneOf,
  type PaymentFormValues,
  paymentResolver,
  readAmountText,
} from './payment-form.ts';

const folder = { startDate: '2026-01-01', endDate: '2026-12-31' } as WorkFolder;
const values = (overrides: Partial<PaymentFormValues>): PaymentFormValues => ({
  documentId: 'doc',
  date: '2026-03-15',
  amount: '1000',
  method: 'CASH',
  reference: '',
  phone: '',
  bankCharges: '',
  ...overrides,
});
// The resolver's signature wants react-hook-form's context and options; the checks read only the values.
const check = (form: PaymentFormValues, scale = 0, language = 'en') =>
  paymentResolver(scale, language, 'CM')(form, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the payment date', () => {
  it('is today inside the folder, else the nearest end of it', () => {
    expect(defaultPaymentDate(folder, '2026-06-01')).toBe('2026-06-01');
    expect(defaultPaymentDate(folder, '2025-12-31')).toBe('2026-01-01');
    expect(defaultPaymentDate(folder, '2027-01-02')).toBe('2026-12-31');
  });
});

describe('the payment checks', () => {
  it('accepts a complete payment', async () => {
    expect((await check(values({}))).errors).toEqual({});
  });

  it.each([
    [{ documentId: null }, 'documentId', 'DOCUMENT_REQUIRED'],
    [{ date: '' }, 'date', 'DATE_REQUIRED'],
    [{ date: '2026-02-30' }, 'date', 'DATE_INVALID'],
    [{ amount: '' }, 'amount', 'AMOUNT_REQUIRED'],
    [{ amount: '0' }, 'amount', 'AMOUNT_MUST_BE_POSITIVE'],
    [{ amount: '10.5' }, 'amount', 'AMOUNT_TOO_PRECISE'],
    [{ method: 'MOBILE_MONEY' as const, phone: '12' }, 'phone', 'PHONE_INVALID'],
  ])('%o → %s %s', async (overrides, field, code) => {
    const { errors } = await check(values(overrides));
    expect(errors[field as keyof PaymentFormValues]?.message).toBe(code);
  });

  it('does not read the phone unless the payment is by mobile money', async () => {
    expect((await check(values({ phone: '12' }))).errors).toEqual({});
  });
});

describe('what is sent', () => {
  it('reads the amount at the currency scale, in the language typed', () => {
    expect(readAmountText('1 500,5', 'fr', 2)).toBe('1500.50');
    expect(readAmountText('1,500', 'en', 0)).toBe('1500');
  });

  it("sends the payer's phone in international form, and none when none was typed", async () => {
    expect(await mobilePhoneOf('6 77 12 34 56', 'CM')).toBe('+237677123456');
    expect(await mobilePhoneOf('  ', 'CM')).toBeNull();
  });
});

describe('the amount of a foreign-currency document', () => {
  it("is read at the paid document's decimals: 12.50 for a dollar invoice, refused for a franc one", async () => {
    const scaleOf = (documentId: string | null) => (documentId === 'usd-invoice' ? 2 : 0);
    const resolve = (documentId: string) =>
      paymentResolver(scaleOf, 'en', 'CM')(values({ documentId, amount: '12.50' }), undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      });
    expect((await resolve('usd-invoice')).errors).toEqual({});
    expect((await resolve('xaf-invoice')).errors.amount).toBeDefined();
  });
});

describe('the bank charges', () => {
  it('are asked on bank transfers, cards and cheques only, and must be more than zero at the scale', async () => {
    const transfer = (bankCharges: string) => values({ method: 'BANK_TRANSFER', amount: '12500.00', bankCharges });
    expect((await check(transfer('25.00'), 2)).errors).toEqual({});
    expect((await check(transfer(''), 2)).errors).toEqual({});
    expect((await check(transfer('0'), 2)).errors.bankCharges?.message).toBe('BANK_CHARGES_INVALID');
    expect((await check(transfer('-5'), 2)).errors.bankCharges?.message).toBe('BANK_CHARGES_INVALID');
    expect((await check(transfer('2.125'), 2)).errors.bankCharges?.message).toBe('AMOUNT_TOO_PRECISE');
    // Cash has no bank: whatever was typed before the method changed is neither checked nor sent.
    expect((await check(values({ method: 'CASH', bankCharges: '0' }), 2)).errors).toEqual({});
    expect(bankChargesOf({ method: 'CASH', bankCharges: '25' }, 'en', 2)).toBeNull();
    expect(bankChargesOf({ method: 'CARD', bankCharges: '25,50' }, 'fr', 2)).toBe(2550n);
  });
});

import {
  hasNoDigits,
  type Language,
  type Party,
  type PartyKind,
  type SavePartyBody,
  savePartyBodySchema,
} from '@bilan/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { readPhoneNumber } from '../../lib/phone.ts';

/** The party form as the user fills it: text everywhere, the payment terms as the number input gives them. */
export interface PartyFormValues {
  code: string;
  name: string;
  kind: PartyKind;
  taxId: string;
  tradeRegister: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  countryCode: string;
  paymentTermsDays: number | string;
  /** ISO 4217 of its invoices by default; empty: the company's. */
  currency: string;
  notes: string;
  active: boolean;
  /** Empty: the settings' customer or supplier account (a new party), the current one (an existing party). */
  controlAccountId: string;
  /** Cameroon: a customer named a withholding agent; a supplier whose purchases bear the précompte. */
  withholdingAgent: boolean;
  subjectToPrecompte: boolean;
  /** The language of the mails sent to the party; empty: the company's. */
  language: '' | Language;
}

export type PartyFieldName = keyof PartyFormValues;

export const PARTY_FIELD_NAMES: readonly PartyFieldName[] = [
  'code',
  'name',
  'kind',
  'taxId',
  'tradeRegister',
  'email',
  'phone',
  'address',
  'city',
  'countryCode',
  'paymentTermsDays',
  'currency',
  'notes',
  'active',
  'controlAccountId',
  'withholdingAgent',
  'subjectToPrecompte',
  'language',
];

export function partyFormValuesOf(party: Party | null, defaultCountryCode: string): PartyFormValues {
  return {
    code: party?.code ?? '',
    name: party?.name ?? '',
    kind: party?.kind ?? 'COMPANY',
    taxId: party?.taxId ?? '',
    tradeRegister: party?.tradeRegister ?? '',
    email: party?.email ?? '',
    phone: party?.phone ?? '',
    address: party?.address ?? '',
    city: party?.city ?? '',
    countryCode: party?.countryCode ?? defaultCountryCode,
    paymentTermsDays: party?.paymentTermsDays ?? 0,
    currency: party?.currency ?? '',
    notes: party?.notes ?? '',
    active: party?.active ?? true,
    controlAccountId: party?.controlAccountId ?? '',
    withholdingAgent: party?.withholdingAgent ?? false,
    subjectToPrecompte: party?.subjectToPrecompte ?? false,
    language: party?.language ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

function paymentTermsOf(value: number | string): number {
  if (typeof value === 'number') return value;
  return value.trim() === '' ? 0 : Number(value);
}

/** What the API receives: empty texts are absent values. */
export function partyBodyOf(values: PartyFormValues): Record<keyof SavePartyBody, unknown> {
  return {
    code: orNull(values.code),
    name: values.name,
    kind: values.kind,
    taxId: orNull(values.taxId),
    tradeRegister: orNull(values.tradeRegister),
    email: orNull(values.email),
    phone: orNull(values.phone),
    address: orNull(values.address),
    city: orNull(values.city),
    countryCode: orNull(values.countryCode),
    paymentTermsDays: paymentTermsOf(values.paymentTermsDays),
    // Left out when empty, as before parties had a currency: the company's.
    currency: orNull(values.currency.trim().toUpperCase()) ?? undefined,
    notes: orNull(values.notes),
    active: values.active,
    controlAccountId: orNull(values.controlAccountId),
    withholdingAgent: values.withholdingAgent,
    subjectToPrecompte: values.subjectToPrecompte,
    language: values.language === '' ? null : values.language,
  };
}

/**
 * Checks the form with the contract's own schema (docs/seed-spec.md §5 validators: isOptionalEmail and the rest),
 * plus the phone rules the API applies, and answers the body to send. Messages are the rule codes.
 */
export const partyFormResolver: Resolver<PartyFormValues, unknown, SavePartyBody> = async (values) => {
  const parsed = savePartyBodySchema.safeParse(partyBodyOf(values));
  const errors: FieldErrors<PartyFormValues> = {};
  const setError = (name: PartyFieldName, code: string) => {
    errors[name] ??= { type: 'validation', message: code };
  };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = PARTY_FIELD_NAMES.find((candidate) => candidate === issue.path[0]);
      if (name) setError(name, issue.message);
    }
  }
  // docs/seed-spec.md §5 "text without digits": an individual's name is a person's name.
  if (values.kind === 'INDIVIDUAL' && !hasNoDigits(values.name)) setError('name', 'TEXT_HAS_DIGITS');
  if (values.phone.trim() !== '') {
    if ((await readPhoneNumber(values.phone, orNull(values.countryCode))) === null) setError('phone', 'PHONE_INVALID');
  }
  if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
  return { values: {}, errors };
};

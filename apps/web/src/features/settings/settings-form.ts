import {
  type CompanySettings,
  type CompanySettingsBody,
  companySettingsBodySchema,
  type Language,
  type PostingAccountNumbers,
  type TaxOptions,
} from '@bilan/contract';
import type { Control, FieldErrors, FieldPath, Resolver } from 'react-hook-form';

/** The posting accounts with one account each; the mobile-money accounts per operator come apart. */
export const POSTING_ACCOUNT_KEYS = [
  'customer',
  'supplier',
  'salesRevenue',
  'purchaseExpense',
  'vatCollected',
  'vatDeductible',
  'bank',
  'cash',
  'mobileMoney',
] as const satisfies readonly Exclude<keyof PostingAccountNumbers, 'mobileMoneyByOperator'>[];
export type PostingAccountKey = (typeof POSTING_ACCOUNT_KEYS)[number];

/** The rates of Cameroon's withholding and instalment taxes, in percent. */
export const TAX_RATE_KEYS = [
  'purchasePrecompteRate',
  'customerPrecompteRate',
  'vatWithheldRate',
  'turnoverInstalmentRate',
] as const satisfies readonly (keyof TaxOptions)[];
const TAX_OPTION_KEYS = ['vatOnDebits', ...TAX_RATE_KEYS] as const;

const IDENTITY_FIELDS = [
  'legalName',
  'address',
  'city',
  'taxId',
  'tradeRegister',
  'siren',
  'siret',
  'vatNumber',
  'phone',
  'email',
] as const;
export type IdentityField = (typeof IDENTITY_FIELDS)[number];

/** The settings form as the user fills it: texts everywhere, one row per VAT rate (field arrays hold objects). */
export interface SettingsFormValues extends Record<IdentityField, string> {
  logo: string | null;
  defaultVatRates: { rate: string }[];
  postingAccounts: Record<PostingAccountKey, string> & { mobileMoneyByOperator: Record<string, string> };
  /** Where purchase VAT goes by the prefix of the line's account: one row per prefix, as saved. */
  vatDeductibleRules: { prefix: string; account: string }[];
  /** Journal code → prefix; an empty prefix keeps the journal's code. */
  numberPrefixes: Record<string, string>;
  /** VAT on services when paid or on debits (France); withholding and instalment rates (Cameroon). */
  taxOptions: TaxOptions;
  defaultLanguage: Language;
  fiscalYearStartMonth: string;
  timeZone: string;
  allowFutureEntries: boolean;
  /** `DEFAULT`: the country's frequency. */
  vatFrequency: string;
  /** Empty: the default filing day. */
  vatFilingDay: string | null;
  /** `DEFAULT`: the regime the company's tax system implies. */
  taxRegime: string;
}

/** The form's control as the sections receive it: values as typed, the API body once checked. */
export type SettingsControl = Control<SettingsFormValues, unknown, CompanySettingsBody>;

export function settingsFormValuesOf(settings: CompanySettings, operators: readonly string[]): SettingsFormValues {
  const byOperator: Record<string, string> = {};
  // Every operator of the country gets a row, plus any operator saved earlier that the referential no longer lists.
  for (const operator of new Set([...operators, ...Object.keys(settings.postingAccounts.mobileMoneyByOperator)])) {
    byOperator[operator] = settings.postingAccounts.mobileMoneyByOperator[operator] ?? '';
  }
  return {
    legalName: settings.legalName ?? '',
    address: settings.address ?? '',
    city: settings.city ?? '',
    taxId: settings.taxId ?? '',
    tradeRegister: settings.tradeRegister ?? '',
    siren: settings.siren ?? '',
    siret: settings.siret ?? '',
    vatNumber: settings.vatNumber ?? '',
    phone: settings.phone ?? '',
    email: settings.email ?? '',
    logo: settings.logo ?? null,
    defaultVatRates: settings.defaultVatRates.map((rate) => ({ rate })),
    postingAccounts: { ...settings.postingAccounts, mobileMoneyByOperator: byOperator },
    vatDeductibleRules: Object.entries(settings.postingAccounts.vatDeductibleByPrefix ?? {})
      .sort(([left], [right]) => left.localeCompare(right))
      .map(([prefix, account]) => ({ prefix, account })),
    numberPrefixes: { ...settings.numberPrefixes },
    taxOptions: { ...settings.taxOptions },
    defaultLanguage: settings.defaultLanguage,
    fiscalYearStartMonth: String(settings.fiscalYearStartMonth),
    timeZone: settings.timeZone,
    allowFutureEntries: settings.allowFutureEntries,
    vatFrequency: settings.vatFrequency ?? 'DEFAULT',
    vatFilingDay: settings.vatFilingDay ? String(settings.vatFilingDay) : '',
    taxRegime: settings.taxRegime ?? 'DEFAULT',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * Only the entries the user filled: an operator without an account uses the default mobile-money
 * account, a journal without a prefix keeps its code. A field never touched may hold no value at all.
 */
function filledEntries(
  record: Record<string, string | undefined>,
  transform: (value: string) => string = (value) => value,
): Record<string, string> {
  const filled: Record<string, string> = {};
  for (const [key, value] of Object.entries(record)) {
    if (value !== undefined && value.trim() !== '') filled[key] = transform(value.trim());
  }
  return filled;
}

/** What the API receives: empty texts are absent values; every VAT row is sent, so errors keep their index. */
export function settingsBodyOf(values: SettingsFormValues): Record<keyof CompanySettingsBody, unknown> {
  const {
    mobileMoneyByOperator,
    vatDeductibleByPrefix: _saved,
    ...accounts
  } = values.postingAccounts as SettingsFormValues['postingAccounts'] & { vatDeductibleByPrefix?: unknown };
  // A prefix left without an account sends its lines' VAT to the default deductible-VAT account.
  const vatDeductibleByPrefix = Object.fromEntries(
    values.vatDeductibleRules
      .filter((rule) => rule.account.trim() !== '')
      .map((rule) => [rule.prefix, rule.account.trim()]),
  );
  return {
    legalName: orNull(values.legalName),
    address: orNull(values.address),
    city: orNull(values.city),
    taxId: orNull(values.taxId),
    tradeRegister: orNull(values.tradeRegister),
    siren: orNull(values.siren),
    siret: orNull(values.siret),
    vatNumber: orNull(values.vatNumber),
    phone: orNull(values.phone),
    email: orNull(values.email),
    logo: values.logo,
    defaultVatRates: values.defaultVatRates.map((row) => row.rate),
    postingAccounts: {
      ...accounts,
      mobileMoneyByOperator: filledEntries(mobileMoneyByOperator),
      vatDeductibleByPrefix,
    },
    numberPrefixes: filledEntries(values.numberPrefixes, (prefix) => prefix.toUpperCase()),
    taxOptions: values.taxOptions,
    defaultLanguage: values.defaultLanguage,
    fiscalYearStartMonth: Number(values.fiscalYearStartMonth),
    timeZone: values.timeZone,
    allowFutureEntries: values.allowFutureEntries,
    vatFrequency: values.vatFrequency === 'DEFAULT' ? null : values.vatFrequency,
    vatFilingDay: values.vatFilingDay ? Number(values.vatFilingDay) : null,
    taxRegime: values.taxRegime === 'SIMPLIFIED' || values.taxRegime === 'NORMAL' ? values.taxRegime : null,
  };
}

/**
 * The form field a problem of the body belongs to: the API names fields as the body does
 * ("postingAccounts.bank", "numberPrefixes.VE", "defaultVatRates.1"); null when no field shows it.
 */
export function settingsFieldOf(path: string): FieldPath<SettingsFormValues> | null {
  const rate = /^defaultVatRates\.(\d+)$/.exec(path);
  if (rate) return `defaultVatRates.${Number(rate[1])}.rate`;
  if (/^(postingAccounts\.mobileMoneyByOperator|numberPrefixes)\.[A-Z0-9]+$/.test(path)) {
    return path as FieldPath<SettingsFormValues>;
  }
  const [head, key] = path.split('.');
  if (head === 'taxOptions' && key !== undefined && TAX_OPTION_KEYS.some((candidate) => candidate === key)) {
    return path as FieldPath<SettingsFormValues>;
  }
  if (head === 'postingAccounts' && POSTING_ACCOUNT_KEYS.some((candidate) => candidate === key)) {
    return path as FieldPath<SettingsFormValues>;
  }
  const single = [...IDENTITY_FIELDS, 'logo', 'defaultLanguage', 'fiscalYearStartMonth'] as const;
  return single.find((name) => name === path) ?? null;
}

/** Checks the form with the contract's schema, as the API will; messages are the rule codes. */
export const settingsFormResolver: Resolver<SettingsFormValues, unknown, CompanySettingsBody> = async (values) => {
  const parsed = companySettingsBodySchema.safeParse(settingsBodyOf(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<SettingsFormValues> = {};
  for (const issue of parsed.error.issues) {
    const name = settingsFieldOf(issue.path.join('.'));
    if (!name) continue;
    setNestedError(errors, name, issue.message);
  }
  return { values: {}, errors };
};

/** react-hook-form reads resolver errors as a tree shaped like the values ("a.b.0.c" → errors.a.b[0].c). */
function setNestedError(errors: FieldErrors<SettingsFormValues>, path: string, code: string) {
  const keys = path.split('.');
  let node: Record<string, unknown> = errors as Record<string, unknown>;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      node[key] ??= { type: 'validation', message: code };
      return;
    }
    node[key] ??= /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
}

/** "FAC-2026-000001": what the next entries of a journal will be numbered like with this prefix. */
export function numberPreviewOf(journalCode: string, prefix: string, year: number, counter = 1): string {
  const start = prefix.trim() === '' ? journalCode : prefix.trim().toUpperCase();
  return `${start}-${year}-${String(counter).padStart(6, '0')}`;
}

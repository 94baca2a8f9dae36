import {
  dateInZone,
  isControlAccountFor,
  isGroupAccount,
  type LedgerAccount,
  PCG_POSTING_ACCOUNTS,
  type PostingAccounts,
  parseRate,
  SYSCOHADA_POSTING_ACCOUNTS,
} from '@bilan/accounting';
import {
  type AccountingFramework,
  type AccountingSystem,
  ATTACHMENT_MAX_MEGABYTES_DEFAULT,
  type CompanySettings,
  type CompanySettingsBody,
  type FieldError,
  type NumberPrefixes,
  numberPrefixesSchema,
  type PostingAccountNumbers,
  postingAccountsSchema,
} from '@bilan/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { childNumbersSql } from '../../db/account-children.ts';
import type { Transaction } from '../../db/client.ts';
import { AppError, validationFailed } from '../../http/app-error.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { companies } from '../companies/companies.table.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { journals } from '../ledger/ledger.table.ts';
import { countries } from '../referentials/referentials.table.ts';
import { vatReturnRulesOf } from '../referentials/vat-return-rules.ts';
import { companySettings } from './settings.table.ts';
import { taxOptionsOf } from './tax-options.ts';

/**
 * The accounts of docs/architecture.md, Posting rules for the company's framework, as numbers: leaves
 * of the chart (411 and 401 have child accounts, so parties hang under 4111 / 411100 and 4011).
 */
export function defaultPostingAccounts(framework: AccountingFramework): PostingAccountNumbers {
  const rules = framework === 'PCG' ? PCG_POSTING_ACCOUNTS : SYSCOHADA_POSTING_ACCOUNTS;
  return {
    customer: framework === 'PCG' ? '411100' : '4111',
    supplier: '4011',
    salesRevenue: rules.salesRevenue.accountNumber,
    purchaseExpense: rules.purchaseExpense.accountNumber,
    vatCollected: rules.vatCollected.accountNumber,
    vatDeductible: rules.vatDeductible.accountNumber,
    bank: rules.bank.accountNumber,
    cash: rules.cash.accountNumber,
    mobileMoney: rules.mobileMoney.accountNumber,
    mobileMoneyByOperator: {},
    vatDeductibleByPrefix: Object.fromEntries(
      Object.entries(rules.vatDeductibleByPrefix).map(([prefix, account]) => [prefix, account.accountNumber]),
    ),
    ...treatmentAccountNumbers(rules),
  };
}

/** The accounts of VAT treatments and withholdings the framework has (PCG: when paid, reverse charge; SYSCOHADA: withholdings). */
function treatmentAccountNumbers(rules: PostingAccounts): Partial<PostingAccountNumbers> {
  const numbers: Partial<PostingAccountNumbers> = {
    vatCollectedPending: rules.vatCollectedPending?.accountNumber,
    vatDeductiblePending: rules.vatDeductiblePending?.accountNumber,
    intraEuVatDue: rules.reverseChargeDue?.INTRA_EU_ACQUISITION.accountNumber,
    servicesVatDue: rules.reverseChargeDue?.REVERSE_CHARGE_SERVICES.accountNumber,
    importVatDue: rules.reverseChargeDue?.IMPORT.accountNumber,
    intraEuVatDeductible: rules.reverseChargeDeductible?.INTRA_EU_ACQUISITION.accountNumber,
    importVatDeductible: rules.reverseChargeDeductible?.IMPORT.accountNumber,
    precompteWithheld: rules.precompteWithheld?.accountNumber,
    precompteSuffered: rules.precompteSuffered?.accountNumber,
    vatWithheldByCustomers: rules.vatWithheldByCustomers?.accountNumber,
  };
  return Object.fromEntries(Object.entries(numbers).filter(([, number]) => number !== undefined));
}

/** The treatment accounts of the settings over the framework's, as the posting rules take them. */
function treatmentAccounts(numbers: PostingAccountNumbers, defaults: PostingAccounts): Partial<PostingAccounts> {
  const account = (number: string | undefined, fallback: LedgerAccount | undefined) =>
    number ? { accountNumber: number } : fallback;
  const due = defaults.reverseChargeDue;
  const deductible = defaults.reverseChargeDeductible;
  return {
    vatCollectedPending: account(numbers.vatCollectedPending, defaults.vatCollectedPending),
    vatDeductiblePending: account(numbers.vatDeductiblePending, defaults.vatDeductiblePending),
    reverseChargeDue: due && {
      INTRA_EU_ACQUISITION: account(numbers.intraEuVatDue, due.INTRA_EU_ACQUISITION) ?? due.INTRA_EU_ACQUISITION,
      REVERSE_CHARGE_SERVICES:
        account(numbers.servicesVatDue, due.REVERSE_CHARGE_SERVICES) ?? due.REVERSE_CHARGE_SERVICES,
      IMPORT: account(numbers.importVatDue, due.IMPORT) ?? due.IMPORT,
    },
    reverseChargeDeductible: deductible && {
      INTRA_EU_ACQUISITION:
        account(numbers.intraEuVatDeductible, deductible.INTRA_EU_ACQUISITION) ?? deductible.INTRA_EU_ACQUISITION,
      REVERSE_CHARGE_SERVICES:
        account(numbers.intraEuVatDeductible, deductible.REVERSE_CHARGE_SERVICES) ?? deductible.REVERSE_CHARGE_SERVICES,
      IMPORT: account(numbers.importVatDeductible, deductible.IMPORT) ?? deductible.IMPORT,
    },
    precompteWithheld: account(numbers.precompteWithheld, defaults.precompteWithheld),
    precompteSuffered: account(numbers.precompteSuffered, defaults.precompteSuffered),
    vatWithheldByCustomers: account(numbers.vatWithheldByCustomers, defaults.vatWithheldByCustomers),
  };
}

/** The rates of the country (standard, then reduced, then 0 %): Cameroon 19.25 and 0, France 20, 10, 5.5, 2.1 and 0. */
function countryVatRates(standard: string | null, reduced: string | null): string[] {
  const rates = [standard, ...(reduced ?? '').split(';'), '0'].filter((rate): rate is string => Boolean(rate));
  return [...new Set(rates)];
}

/** A VAT rate is one of the company's rates (its settings, the country's by default), compared as numbers. */
export async function assertCompanyVatRates(
  tx: Transaction,
  company: CompanyContext,
  rates: ReadonlyArray<{ path: string; basisPoints: number }>,
): Promise<void> {
  if (rates.length === 0) return;
  const allowed = new Set((await getSettings(tx, company)).defaultVatRates.map((rate) => parseRate(rate)));
  const refused = rates.filter((rate) => !allowed.has(rate.basisPoints));
  if (refused.length > 0) {
    throw new AppError('VAT_RATE_NOT_OF_COUNTRY', {
      fields: refused.map((rate) => ({ path: rate.path, code: 'VAT_RATE_NOT_OF_COUNTRY' })),
    });
  }
}

/**
 * The saved posting accounts; one that no longer reads as an account number (the French cash account
 * was once saved as 53) falls back to the framework's default instead of failing every read.
 */
function storedPostingAccounts(stored: unknown, framework: AccountingFramework): PostingAccountNumbers {
  const defaults = defaultPostingAccounts(framework);
  const parsed = postingAccountsSchema.safeParse(stored);
  if (parsed.success) {
    // Saved before the rules by prefix existed: the framework's rules apply.
    return {
      ...treatmentAccountNumbers(framework === 'PCG' ? PCG_POSTING_ACCOUNTS : SYSCOHADA_POSTING_ACCOUNTS),
      ...parsed.data,
      vatDeductibleByPrefix: parsed.data.vatDeductibleByPrefix ?? defaults.vatDeductibleByPrefix,
    };
  }
  const saved = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<string, unknown>;
  const kept = Object.fromEntries(
    Object.keys(defaults).flatMap((key) => {
      const one = postingAccountsSchema.shape[key as keyof PostingAccountNumbers].safeParse(saved[key]);
      return one.success ? [[key, one.data]] : [];
    }),
  );
  return { ...defaults, ...kept };
}

/** The settings; the default language is the company's own (docs/decisions/0013-company-language-and-search.md). */
export async function getSettings(tx: Transaction, company: CompanyContext): Promise<CompanySettings> {
  const [row] = await tx.select().from(companySettings).where(eq(companySettings.companyId, company.companyId));
  const defaultLanguage = await companyLanguage(tx, company.companyId);
  if (row) {
    return {
      ...row,
      timeZone: row.timeZone ?? (await countryTimeZone(tx, company.companyId)),
      eInvoicing: row.eInvoicing ?? false,
      postingAccounts: storedPostingAccounts(row.postingAccounts, company.framework),
      numberPrefixes: numberPrefixesSchema.parse(row.numberPrefixes),
      taxOptions: await taxOptionsOf(tx, company),
      defaultLanguage,
      updatedAt: row.updatedAt.toISOString(),
    };
  }
  const [identity] = await tx
    .select({
      name: companies.name,
      vat: countries.vatStandardRate,
      reduced: countries.vatReducedRates,
      timeZone: countries.timeZone,
    })
    .from(companies)
    .innerJoin(countries, eq(countries.code, companies.countryCode))
    .where(eq(companies.id, company.companyId));
  return {
    companyId: company.companyId,
    legalName: identity?.name ?? null,
    address: null,
    city: null,
    taxId: null,
    tradeRegister: null,
    siren: null,
    siret: null,
    vatNumber: null,
    phone: null,
    email: null,
    logo: null,
    defaultVatRates: countryVatRates(identity?.vat ?? null, identity?.reduced ?? null),
    postingAccounts: defaultPostingAccounts(company.framework),
    numberPrefixes: {},
    taxOptions: await taxOptionsOf(tx, company),
    defaultLanguage,
    fiscalYearStartMonth: 1,
    timeZone: identity?.timeZone ?? DEFAULT_TIME_ZONE,
    allowFutureEntries: false,
    vatFrequency: null,
    vatFilingDay: null,
    accountingSystem: 'NORMAL',
    iban: null,
    bic: null,
    eInvoicing: false,
    attachmentMaxMegabytes: ATTACHMENT_MAX_MEGABYTES_DEFAULT,
    taxRegime: null,
    updatedAt: null,
  };
}

/** A country without a zone in the referential reads dates in UTC. */
const DEFAULT_TIME_ZONE = 'UTC';

async function countryTimeZone(tx: Transaction, companyId: string): Promise<string> {
  const [row] = await tx
    .select({ timeZone: countries.timeZone })
    .from(companies)
    .innerJoin(countries, eq(countries.code, companies.countryCode))
    .where(eq(companies.id, companyId));
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** Today's date in the company's time zone (its settings', else its country's): the default day of a cancellation. */
export async function companyTodayOn(tx: Transaction, companyId: string, at: Date = new Date()): Promise<string> {
  const [row] = await tx
    .select({ own: companySettings.timeZone, country: countries.timeZone })
    .from(companies)
    .innerJoin(countries, eq(countries.code, companies.countryCode))
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  return dateInZone(row?.own ?? row?.country ?? DEFAULT_TIME_ZONE, at);
}

/**
 * What the ledger needs to refuse an entry dated after today: the company's today, read in its time
 * zone (its settings', else its country's) at the start of the transaction, the instant its entries'
 * `posted_at` records; and whether the company allows such entries. A database may fix that instant
 * (`bilan.now`): the test databases do, so that tests date entries freely and the rule's own tests
 * choose the hour (testing/test-app.ts).
 */
export async function entryDatePolicy(
  tx: Transaction,
  companyId: string,
): Promise<{ todayOn: string; allowFutureEntries: boolean }> {
  const result = await tx.execute(
    sql`select (coalesce(nullif(current_setting('bilan.now', true), '')::timestamptz, now())
            at time zone coalesce(s.time_zone, c.time_zone, ${DEFAULT_TIME_ZONE}))::date::text as "todayOn",
          coalesce(s.allow_future_entries, false) as "allowFutureEntries"
        from ${companies} co join ${countries} c on c.code = co.country_code
        left join ${companySettings} s on s.company_id = co.id
        where co.id = ${companyId}`,
  );
  const [row] = (result as unknown as { rows: Array<{ todayOn: string; allowFutureEntries: boolean }> }).rows;
  if (!row) throw new Error('The company of a posting has no row');
  return row;
}

/**
 * Saves the settings; every posting account must be an active account of the chart that takes postings
 * (not a group), the customer and supplier accounts ones parties may hang under. New postings use them.
 */
export async function saveSettings(
  tx: Transaction,
  company: CompanyContext,
  body: CompanySettingsBody,
): Promise<CompanySettings> {
  await assertAccountsExist(tx, company, body.postingAccounts);
  await assertPrefixesDistinct(tx, company, body.numberPrefixes);
  await assertVatFrequencyOfCountry(tx, company, body.vatFrequency);
  if (company.framework !== 'SYSCOHADA' && (body.accountingSystem ?? 'NORMAL') !== 'NORMAL') {
    throw validationFailed([{ path: 'accountingSystem', code: 'ACCOUNTING_SYSTEM_NOT_OF_FRAMEWORK' }]);
  }
  const before = await getSettings(tx, company);
  const { defaultLanguage, ...stored } = body;
  const values = {
    ...stored,
    siren: body.siren || null,
    siret: body.siret || null,
    vatNumber: body.vatNumber || null,
    iban: body.iban || null,
    bic: body.bic || null,
    eInvoicing: body.eInvoicing ?? null,
    logo: body.logo ?? null,
    updatedAt: new Date(),
  };
  await tx.update(companies).set({ language: defaultLanguage }).where(eq(companies.id, company.companyId));
  await tx
    .insert(companySettings)
    .values({ companyId: company.companyId, ...values })
    .onConflictDoUpdate({ target: companySettings.companyId, set: values });
  const after = await getSettings(tx, company);
  await recordAudit(tx, company, {
    action: 'UPDATE',
    entityType: 'SETTINGS',
    entityId: company.companyId,
    before,
    after,
  });
  return after;
}

async function assertAccountsExist(tx: Transaction, company: CompanyContext, accounts: PostingAccountNumbers) {
  const named = Object.entries(accounts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[key, value] as const]
      : Object.entries(value ?? {}).map(([subKey, number]) => [`${key}.${subKey}`, number] as const),
  );
  const rows = await tx
    .select({ number: companyAccounts.number, childNumbers: childNumbersSql() })
    .from(companyAccounts)
    .where(
      and(
        eq(companyAccounts.companyId, company.companyId),
        eq(companyAccounts.active, true),
        inArray(
          companyAccounts.number,
          named.map(([, number]) => number),
        ),
      ),
    );
  const known = new Map(rows.map((row) => [row.number, row.childNumbers]));
  const fields: FieldError[] = named.flatMap(([key, number]): FieldError[] => {
    const path = `postingAccounts.${key}`;
    const childNumbers = known.get(number);
    if (!childNumbers) return [{ path, code: 'ACCOUNT_UNKNOWN' }];
    if (isGroupAccount(number, childNumbers)) return [{ path, code: 'ACCOUNT_IS_GROUP' }];
    const role = key === 'customer' ? 'CUSTOMER' : key === 'supplier' ? 'SUPPLIER' : null;
    if (role && !isControlAccountFor(role, company.framework, number, childNumbers)) {
      return [{ path, code: 'PARTY_CONTROL_ACCOUNT_NOT_ALLOWED' }];
    }
    return [];
  });
  if (fields.length > 0) throw validationFailed(fields);
}

/**
 * Entry numbers are unique in a work folder: a prefix may not repeat another journal's prefix or
 * code, or two journals would hand out the same number. Every key must be one of the company's journals.
 */
async function assertPrefixesDistinct(tx: Transaction, company: CompanyContext, prefixes: NumberPrefixes) {
  const codes = (
    await tx.select({ code: journals.code }).from(journals).where(eq(journals.companyId, company.companyId))
  ).map((row) => row.code);
  const effective = new Map(codes.map((code) => [code, prefixes[code] ?? code]));
  const fields: FieldError[] = [];
  for (const [code, prefix] of Object.entries(prefixes)) {
    if (!effective.has(code)) {
      fields.push({ path: `numberPrefixes.${code}`, code: 'JOURNAL_UNKNOWN' });
      continue;
    }
    const clash = [...effective].some(([other, otherPrefix]) => other !== code && otherPrefix === prefix);
    if (clash) fields.push({ path: `numberPrefixes.${code}`, code: 'NUMBER_PREFIX_ALREADY_USED' });
  }
  if (fields.length > 0) throw validationFailed(fields);
}

/** A VAT frequency the company's country has (France alone has the annual CA12). */
async function assertVatFrequencyOfCountry(
  tx: Transaction,
  company: CompanyContext,
  frequency: string | null | undefined,
) {
  if (!frequency) return;
  const [row] = await tx
    .select({ countryCode: companies.countryCode })
    .from(companies)
    .where(eq(companies.id, company.companyId));
  const rules = vatReturnRulesOf(row?.countryCode ?? '', company.framework);
  if (!rules.frequencies.some((allowed) => allowed === frequency)) {
    throw validationFailed([{ path: 'vatFrequency', code: 'VAT_FREQUENCY_NOT_OF_COUNTRY' }]);
  }
}

/** The company's system of accounts (SYSCOHADA normal or minimal cash); NORMAL until saved. */
export async function accountingSystemOf(tx: Transaction, companyId: string): Promise<AccountingSystem> {
  const [row] = await tx
    .select({ accountingSystem: companySettings.accountingSystem })
    .from(companySettings)
    .where(eq(companySettings.companyId, companyId));
  return row?.accountingSystem ?? 'NORMAL';
}

/** The posting rules' accounts for this company: its settings, else the framework's defaults. */
export async function postingAccountsOf(
  tx: Transaction,
  company: CompanyContext,
): Promise<PostingAccounts & { numbers: PostingAccountNumbers }> {
  const [row] = await tx
    .select({ postingAccounts: companySettings.postingAccounts })
    .from(companySettings)
    .where(eq(companySettings.companyId, company.companyId));
  const numbers = row
    ? storedPostingAccounts(row.postingAccounts, company.framework)
    : defaultPostingAccounts(company.framework);
  const defaults = company.framework === 'PCG' ? PCG_POSTING_ACCOUNTS : SYSCOHADA_POSTING_ACCOUNTS;
  return {
    ...defaults,
    salesRevenue: { accountNumber: numbers.salesRevenue },
    purchaseExpense: { accountNumber: numbers.purchaseExpense },
    vatCollected: { accountNumber: numbers.vatCollected },
    vatDeductible: { accountNumber: numbers.vatDeductible },
    bank: { accountNumber: numbers.bank },
    cash: { accountNumber: numbers.cash },
    mobileMoney: { accountNumber: numbers.mobileMoney },
    vatDeductibleByPrefix: Object.fromEntries(
      Object.entries(numbers.vatDeductibleByPrefix ?? {}).map(([prefix, accountNumber]) => [prefix, { accountNumber }]),
    ),
    ...treatmentAccounts(numbers, defaults),
    numbers,
  };
}

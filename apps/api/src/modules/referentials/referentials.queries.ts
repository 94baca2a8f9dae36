import type {
  AccountingFramework,
  CompanyReferentials,
  Country,
  Language,
  RefAccount,
  RefAccountCategory,
} from '@bilan/contract';
import { and, asc, eq, gte, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  companyTypes,
  countries,
  domainAreas,
  refAccountCategories,
  refAccounts,
  subDomainAreas,
  taxSystems,
} from './referentials.table.ts';

export async function listCountries(db: Executor): Promise<Country[]> {
  return db
    .select({
      code: countries.code,
      frName: countries.frName,
      enName: countries.enName,
      currency: countries.currency,
      phoneCode: countries.phoneCode,
      accountingFramework: countries.accountingFramework,
    })
    .from(countries)
    .orderBy(asc(countries.code));
}

export async function findCountry(db: Executor, code: string) {
  const [country] = await db.select().from(countries).where(eq(countries.code, code));
  return country;
}

/** Company referentials of one country with labels in `language`; tax systems past their `valid_to` are left out. */
export async function listCompanyReferentials(
  db: Executor,
  countryCode: string,
  language: Language,
  todayOn: string,
): Promise<CompanyReferentials> {
  const fr = language === 'fr';
  const [types, domains, subDomains, taxes] = await Promise.all([
    db.select().from(companyTypes).where(eq(companyTypes.countryCode, countryCode)),
    db.select().from(domainAreas).orderBy(asc(domainAreas.code)),
    db.select().from(subDomainAreas).orderBy(asc(subDomainAreas.code)),
    db
      .select()
      .from(taxSystems)
      .where(
        and(
          eq(taxSystems.countryCode, countryCode),
          or(isNull(taxSystems.validToOn), gte(taxSystems.validToOn, todayOn)),
        ),
      ),
  ]);
  return {
    types: types.map((row) => ({ code: row.code, label: fr ? row.frLabel : row.enLabel })),
    domainAreas: domains.map((row) => ({ code: row.code, label: fr ? row.frLabel : row.enLabel })),
    subDomainAreas: subDomains.map((row) => ({
      code: row.code,
      domainAreaCode: row.domainAreaCode,
      label: fr ? row.frLabel : row.enLabel,
    })),
    taxSystems: taxes.map((row) => ({ code: row.code, label: fr ? row.frLabel : row.enLabel })),
  };
}

export async function listRefAccounts(db: Executor, framework: AccountingFramework): Promise<RefAccount[]> {
  const rows = await db
    .select()
    .from(refAccounts)
    .where(eq(refAccounts.framework, framework))
    .orderBy(asc(refAccounts.number));
  return rows.map((row) => ({
    framework: row.framework,
    number: row.number,
    frLabel: row.frLabel,
    enLabel: row.enLabel,
    classNumber: row.classNumber,
    parentNumber: row.parentNumber,
    isGroup: row.isGroup,
    nature: row.nature as RefAccount['nature'],
  }));
}

export async function listRefAccountCategories(
  db: Executor,
  framework: AccountingFramework,
): Promise<RefAccountCategory[]> {
  return db
    .select({
      framework: refAccountCategories.framework,
      classNumber: refAccountCategories.classNumber,
      frLabel: refAccountCategories.frLabel,
      enLabel: refAccountCategories.enLabel,
    })
    .from(refAccountCategories)
    .where(eq(refAccountCategories.framework, framework))
    .orderBy(asc(refAccountCategories.classNumber));
}

export interface CompanyReferentialCheck {
  typeExists: boolean;
  domainAreaExists: boolean;
  subDomainAreaDomain: string | null | undefined;
  taxSystemOffered: boolean;
}

/** Looks up the codes a signup names, each against the chosen country. */
export async function checkCompanyReferentials(
  db: Executor,
  input: {
    countryCode: string;
    typeCode: string;
    domainAreaCode: string;
    subDomainAreaCode?: string | null;
    taxSystemCode: string;
  },
  todayOn: string,
): Promise<CompanyReferentialCheck> {
  const [type] = await db
    .select({ code: companyTypes.code })
    .from(companyTypes)
    .where(and(eq(companyTypes.countryCode, input.countryCode), eq(companyTypes.code, input.typeCode)));
  const [domain] = await db
    .select({ code: domainAreas.code })
    .from(domainAreas)
    .where(eq(domainAreas.code, input.domainAreaCode));
  const [subDomain] = input.subDomainAreaCode
    ? await db
        .select({ domainAreaCode: subDomainAreas.domainAreaCode })
        .from(subDomainAreas)
        .where(eq(subDomainAreas.code, input.subDomainAreaCode))
    : [];
  const [tax] = await db
    .select({ code: taxSystems.code })
    .from(taxSystems)
    .where(
      and(
        eq(taxSystems.countryCode, input.countryCode),
        eq(taxSystems.code, input.taxSystemCode),
        or(isNull(taxSystems.validToOn), gte(taxSystems.validToOn, todayOn)),
      ),
    );
  return {
    typeExists: Boolean(type),
    domainAreaExists: Boolean(domain),
    subDomainAreaDomain: input.subDomainAreaCode ? (subDomain?.domainAreaCode ?? null) : undefined,
    taxSystemOffered: Boolean(tax),
  };
}

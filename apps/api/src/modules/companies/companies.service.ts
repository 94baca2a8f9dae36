import {
  type Company,
  type CreateCompanyBody,
  type CreateCompanyResponse,
  decodePassword,
  type FieldError,
  ROLE_PROFILES,
  type TokenClaims,
} from '@bilan/contract';
import type { Database, Executor } from '../../db/client.ts';
import { databaseErrorCode, enterTenant } from '../../db/tenant.ts';
import { AppError, notFound, validationFailed } from '../../http/app-error.ts';
import { todayOn } from '../../lib/dates.ts';
import { newId } from '../../lib/ids.ts';
import { copyReferenceChart } from '../accounts/accounts.service.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findMembership, findUserByEmail } from '../auth/users.queries.ts';
import { memberships, users } from '../auth/users.table.ts';
import { createStandardJournals } from '../ledger/journals.service.ts';
import { checkCompanyReferentials, findCountry } from '../referentials/referentials.queries.ts';
import { insertWorkFolder } from '../work-folders/work-folders.queries.ts';
import { findCompany } from './companies.queries.ts';
import { companies } from './companies.table.ts';

/**
 * Signup (spec §3): one transaction creates the company, its owner, the OWNER membership, the chart
 * of accounts copied from the country's reference chart and a first OPEN work folder for this year.
 */
export async function signUpCompany(
  db: Database,
  body: CreateCompanyBody,
  now = new Date(),
): Promise<CreateCompanyResponse> {
  const country = await checkReferentials(db, body, todayOn(now));
  if (await findUserByEmail(db, body.ownerEmail)) throw new AppError('OWNER_EMAIL_ALREADY_USED');
  const passwordHash = await hashPassword(decodePassword(body.ownerEncodedPassword) ?? '');
  const companyId = newId();
  const userId = newId();
  const year = now.getUTCFullYear();

  try {
    await db.transaction(async (tx) => {
      await tx.insert(companies).values({
        id: companyId,
        name: body.name,
        countryCode: country.code,
        currency: country.currency,
        accountingFramework: country.accountingFramework,
        typeCode: body.typeCode,
        domainAreaCode: body.domainAreaCode,
        subDomainAreaCode: body.subDomainAreaCode || null,
        taxSystemCode: body.taxSystemCode,
        referentialBankAccount: body.referentialBankAccount || null,
      });
      await tx.insert(users).values({
        id: userId,
        email: body.ownerEmail,
        firstName: body.ownerFirstName,
        lastName: body.ownerLastName,
        passwordHash,
      });
      await tx.insert(memberships).values({ userId, companyId, roles: ['OWNER'], profiles: [...ROLE_PROFILES.OWNER] });
      await enterTenant(tx, companyId);
      await copyReferenceChart(tx, companyId, country.accountingFramework);
      await createStandardJournals(tx, companyId);
      await insertWorkFolder(tx, { companyId, name: String(year), startOn: `${year}-01-01`, endOn: `${year}-12-31` });
    });
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new AppError('OWNER_EMAIL_ALREADY_USED');
    throw error;
  }
  return { id: companyId, name: body.name };
}

async function checkReferentials(db: Database, body: CreateCompanyBody, today: string) {
  const country = await findCountry(db, body.countryCode);
  if (!country) throw validationFailed([{ path: 'countryCode', code: 'COUNTRY_UNKNOWN' }]);
  const check = await checkCompanyReferentials(db, body, today);
  const fields: FieldError[] = [];
  if (!check.typeExists) fields.push({ path: 'typeCode', code: 'TYPE_NOT_IN_COUNTRY' });
  if (!check.domainAreaExists) fields.push({ path: 'domainAreaCode', code: 'DOMAIN_AREA_UNKNOWN' });
  if (check.subDomainAreaDomain !== undefined && check.subDomainAreaDomain !== body.domainAreaCode) {
    fields.push({ path: 'subDomainAreaCode', code: 'SUB_DOMAIN_AREA_NOT_IN_DOMAIN_AREA' });
  }
  if (!check.taxSystemOffered) fields.push({ path: 'taxSystemCode', code: 'TAX_SYSTEM_NOT_IN_COUNTRY' });
  if (fields.length > 0) throw validationFailed(fields);
  return country;
}

/**
 * The company a URL names, if the session may see it: the token's own company, or a subsidiary of
 * it that the user is a member of. Anything else is answered exactly as a missing company (404).
 */
export async function getAccessibleCompany(db: Executor, session: TokenClaims, companyId: string): Promise<Company> {
  const company = await findCompany(db, companyId);
  if (!company) throw notFound();
  const sameCompany = company.id === session.companyId;
  const subsidiary = company.parentCompanyId === session.companyId;
  if (!sameCompany && !(subsidiary && (await findMembership(db, session.sub, company.id)))) throw notFound();
  if (sameCompany && !(await findMembership(db, session.sub, company.id))) throw notFound();
  return company;
}

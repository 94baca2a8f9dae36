import { todayOn } from '@bilan/accounting';
import {
  type Company,
  type CompanyPage,
  type CreateCompanyBody,
  type CreateCompanyResponse,
  type CreateSubsidiaryBody,
  decodePassword,
  type FieldError,
  type Language,
  type OffsetPageQuery,
  ROLE_PROFILES,
  type TokenClaims,
} from '@bilan/contract';
import type { Database, Executor, Transaction } from '../../db/client.ts';
import { databaseErrorCode, enterTenant } from '../../db/tenant.ts';
import { notFound, validationFailed } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { hashPassword } from '../auth/passwords.ts';
import { findMembership, findUserByEmail } from '../auth/users.queries.ts';
import { memberships, users } from '../auth/users.table.ts';
import type { Mailer } from '../mail/mailer.ts';
import { eInvoicingRulesOf } from '../referentials/e-invoicing-rules.ts';
import { checkCompanyReferentials, findCountry } from '../referentials/referentials.queries.ts';
import type { countries } from '../referentials/referentials.table.ts';
import { findCompany, listChildCompanies } from './companies.queries.ts';
import { companies } from './companies.table.ts';
import { signupWithExistingEmail } from './signup-existing-email.ts';

type Country = typeof countries.$inferSelect;

/**
 * Writes the books of a company just opened, inside its transaction and tenant: the chart of accounts,
 * the journals and a first work folder. The modules that own them sit above this one (docs/architecture.md),
 * so app.ts passes the function (ledger/open-books.ts) rather than this module importing them.
 */
export type OpenBooks = (
  tx: Transaction,
  company: { id: string; accountingFramework: Country['accountingFramework'] },
  now: Date,
) => Promise<void>;

/**
 * Signup (docs/seed-spec.md §3): one transaction creates the owner and then the company with its books, as
 * `openCompany` does for every company. An email that already has an account gets the same answer
 * (signupWithExistingEmail): the password is hashed first either way, so the answer and most of its
 * time do not tell who has an account.
 */
export async function signUpCompany(
  db: Database,
  openBooks: OpenBooks,
  mailer: Mailer,
  body: CreateCompanyBody,
  request: { language: Language; address: string },
  now = new Date(),
): Promise<CreateCompanyResponse> {
  const country = await checkReferentials(db, body, todayOn(now));
  const passwordHash = await hashPassword(decodePassword(body.ownerEncodedPassword) ?? '');
  const existing = await findUserByEmail(db, body.ownerEmail);
  if (existing) return signupWithExistingEmail(db, mailer, body, request);
  const userId = newId();

  try {
    const company = await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id: userId,
        email: body.ownerEmail,
        firstName: body.ownerFirstName,
        lastName: body.ownerLastName,
        passwordHash,
      });
      return openCompany(tx, openBooks, {
        profile: body,
        country,
        language: request.language,
        parentCompanyId: null,
        ownerId: userId,
        now,
      });
    });
    return { id: company.id, name: company.name };
  } catch (error) {
    // The same email signed up at the same moment: the other signup created the account.
    if (databaseErrorCode(error) === '23505') return signupWithExistingEmail(db, mailer, body, request);
    throw error;
  }
}

/**
 * A subsidiary of the session's company, checked against its own country's referentials and
 * opened exactly as a signed-up company, with the caller as its owner and the caller's language.
 */
export async function createSubsidiary(
  db: Database,
  openBooks: OpenBooks,
  session: TokenClaims,
  body: CreateSubsidiaryBody,
  language: Language,
  now = new Date(),
): Promise<Company> {
  const country = await checkReferentials(db, body, todayOn(now));
  return db.transaction((tx) =>
    openCompany(tx, openBooks, {
      profile: body,
      country,
      language,
      parentCompanyId: session.companyId,
      ownerId: session.sub,
      now,
    }),
  );
}

export async function listSubsidiaries(db: Database, companyId: string, query: OffsetPageQuery): Promise<CompanyPage> {
  const offset = Number(query.cursor ?? 0);
  const { rows, total } = await listChildCompanies(db, companyId, query.limit + 1, offset);
  const hasMore = rows.length > query.limit;
  return {
    items: rows.slice(0, query.limit),
    total,
    nextCursor: hasMore ? String(offset + query.limit) : null,
  };
}

/** What describes a company: the signup request carries it too, beside its owner's fields. */
type CompanyProfile = CreateSubsidiaryBody;

interface NewCompany {
  profile: CompanyProfile;
  country: Country;
  /** The interface language it was created in: its generated labels' language. */
  language: Language;
  parentCompanyId: string | null;
  ownerId: string;
  now: Date;
}

/**
 * Inside the caller's transaction: the company row, its owner's OWNER membership, then its books
 * (`openBooks`: chart of accounts, standard journals, a first OPEN work folder for this year). Leaves
 * the transaction in the new company's tenant.
 */
async function openCompany(tx: Transaction, openBooks: OpenBooks, company: NewCompany): Promise<Company> {
  const { profile, country, ownerId } = company;
  const [row] = await tx
    .insert(companies)
    .values({
      id: newId(),
      name: profile.name,
      countryCode: country.code,
      currency: country.currency,
      accountingFramework: country.accountingFramework,
      typeCode: profile.typeCode,
      domainAreaCode: profile.domainAreaCode,
      subDomainAreaCode: profile.subDomainAreaCode || null,
      taxSystemCode: profile.taxSystemCode,
      referentialBankAccount: profile.referentialBankAccount || null,
      language: company.language,
      eInvoicingByDefault: eInvoicingRulesOf(country.code).onByDefault,
      parentCompanyId: company.parentCompanyId,
    })
    .returning();
  if (!row) throw new Error('company insert returned no row');
  await tx
    .insert(memberships)
    .values({ userId: ownerId, companyId: row.id, roles: ['OWNER'], profiles: [...ROLE_PROFILES.OWNER] });
  await enterTenant(tx, row.id);
  await openBooks(tx, { id: row.id, accountingFramework: country.accountingFramework }, company.now);
  return { ...row, createdAt: row.createdAt.toISOString() };
}

async function checkReferentials(db: Database, body: CompanyProfile, today: string): Promise<Country> {
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
  // The token's own membership is re-checked on every request (http/access.ts); a subsidiary needs one of its own.
  if (company.id === session.companyId) return company;
  if (company.parentCompanyId !== session.companyId || !(await findMembership(db, session.sub, company.id)))
    throw notFound();
  return company;
}

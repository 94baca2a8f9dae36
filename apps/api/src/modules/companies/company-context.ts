import { currencyScale } from '@bilan/accounting';
import type { AccountingFramework, Language, TokenClaims } from '@bilan/contract';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { inTenant } from '../../db/tenant.ts';
import { notFound } from '../../http/app-error.ts';
import { companies } from './companies.table.ts';

/** What a tenant use case needs to know of its company and caller. */
export interface CompanyContext {
  companyId: string;
  userId: string;
  framework: AccountingFramework;
  currency: string;
  /** Decimals of the company currency: amounts are integers of 10^-scale units. */
  scale: number;
}

/** Runs `work` in one tenant transaction of the token's company (docs/architecture.md, Security and reliability), with its context loaded. */
export async function inCompany<T>(
  db: Database,
  session: TokenClaims,
  work: (tx: Transaction, company: CompanyContext) => Promise<T>,
): Promise<T> {
  return inTenant(db, session.companyId, async (tx) => work(tx, await companyContext(tx, session)));
}

/** The context of a token's company and caller, inside a tenant transaction of that company. */
export async function companyContext(tx: Transaction, session: TokenClaims): Promise<CompanyContext> {
  return { companyId: session.companyId, userId: session.sub, ...(await companyMoney(tx, session.companyId)) };
}

const MONEY_CACHE_LIMIT = 10_000;
const moneyByCompany = new Map<string, Pick<CompanyContext, 'framework' | 'currency' | 'scale'>>();

/**
 * A company's framework and currency are set at signup and never change, so they are read once per
 * process; this saves a round trip on every tenant request.
 */
async function companyMoney(tx: Transaction, companyId: string) {
  const cached = moneyByCompany.get(companyId);
  if (cached) return cached;
  const [company] = await tx
    .select({ framework: companies.accountingFramework, currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound();
  const money = { ...company, scale: currencyScale(company.currency) };
  if (moneyByCompany.size >= MONEY_CACHE_LIMIT) moneyByCompany.clear();
  moneyByCompany.set(companyId, money);
  return money;
}

/**
 * The company's language: the one of the labels the books write by themselves (a payment's entry, a
 * reversal, a closing). Read when needed, not cached: the settings change it.
 */
export async function companyLanguage(tx: Transaction, companyId: string): Promise<Language> {
  const [company] = await tx
    .select({ language: companies.language })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound();
  return company.language;
}

/** The company a tenant URL names must be the token's company; anything else is answered 404. */
export function requireTenantCompany(session: TokenClaims, companyId: string): string {
  if (companyId !== session.companyId) throw notFound();
  return companyId;
}

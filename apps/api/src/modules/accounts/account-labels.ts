import type { AccountingFramework, Language } from '@bilan/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { refAccounts } from '../referentials/referentials.table.ts';
import { companyAccounts } from './accounts.table.ts';

/** Joins a company account to its reference account, whose label applies until the company renames it. */
export function refAccountJoin(framework: AccountingFramework): SQL | undefined {
  return and(eq(refAccounts.framework, framework), eq(refAccounts.number, companyAccounts.refAccountNumber));
}

export function accountLabelSql(language: Language): SQL<string> {
  const refLabel = language === 'fr' ? refAccounts.frLabel : refAccounts.enLabel;
  return sql<string>`coalesce(${companyAccounts.customLabel}, ${refLabel}, ${companyAccounts.number})`;
}

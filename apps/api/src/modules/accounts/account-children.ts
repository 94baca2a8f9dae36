import { type SQL, sql } from 'drizzle-orm';
import { companyAccounts } from './accounts.table.ts';

/**
 * Of the accounts of the company's chart under this one (5211 under 521), the first, if any: all
 * `isGroupAccount` (packages/accounting/src/account-tree.ts) needs to call the account a group. Account
 * numbers are digits, so the children sort between the number and the number followed by nines.
 */
export function childNumbersSql(): SQL<string[]> {
  return sql<string[]>`array(
    select child.number from company_account child
    where child.company_id = ${companyAccounts.companyId}
      and child.number > ${companyAccounts.number}
      and child.number <= ${companyAccounts.number} || '999999999999'
      and starts_with(child.number, ${companyAccounts.number})
    order by child.number limit 1)`;
}

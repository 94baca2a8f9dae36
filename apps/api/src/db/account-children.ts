import { getTableName, type SQL, sql } from 'drizzle-orm';
import { companyAccounts } from '../modules/accounts/accounts.table.ts';

/**
 * Of the accounts of the company's chart under this one (5211 under 521), the first, if any: all
 * `isGroupAccount` (packages/accounting/src/account-tree.ts) needs to call the account a group. Account
 * numbers are digits, so the children sort between the number and the number followed by nines.
 */
export function childNumbersSql(): SQL<string[]> {
  // Qualified by hand: drizzle leaves the columns of a one-table select unqualified, which inside this
  // subquery would name the child's own columns.
  const table = sql.identifier(getTableName(companyAccounts));
  const number = sql`${table}.${sql.identifier(companyAccounts.number.name)}`;
  const companyId = sql`${table}.${sql.identifier(companyAccounts.companyId.name)}`;
  return sql<string[]>`array(
    select child.number from ${companyAccounts} child
    where child.company_id = ${companyId}
      and child.number > ${number}
      and child.number <= ${number} || '999999999999'
      and starts_with(child.number, ${number})
    order by child.number limit 1)`;
}

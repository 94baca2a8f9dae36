import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

interface TenantRow {
  companyId: AnyPgColumn;
}

/**
 * The condition joining two tenant tables: the same company and the key, so a distributed planner
 * keeps the join on the company's node (docs/scaling.md).
 */
export function sameCompany(left: TenantRow, leftColumn: AnyPgColumn, right: TenantRow, rightColumn: AnyPgColumn): SQL {
  return and(eq(left.companyId, right.companyId), eq(leftColumn, rightColumn)) as SQL;
}

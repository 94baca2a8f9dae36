import { type AnyPgColumn, foreignKey, primaryKey } from 'drizzle-orm/pg-core';

// Keys of the tenant tables lead with company_id, so each table can be distributed by company and its
// rows co-located with the rows they refer to (docs/scaling.md, docs/decisions/0038-keys-by-company.md).
// The catalog test (db/company-keys.test.ts) fails on a key that does not.

interface TenantRow {
  companyId: AnyPgColumn;
}

/** The primary key `(company_id, column)` of a tenant table, named `<table>_pkey` as PostgreSQL would. */
export function companyPrimaryKey(tableName: string, table: TenantRow, column: AnyPgColumn) {
  return primaryKey({ name: `${tableName}_pkey`, columns: [table.companyId, column] });
}

/** A foreign key `(company_id, column) → target (company_id, id)`: a row only refers to its own company's. */
export function companyForeignKey(
  name: string,
  table: TenantRow,
  column: AnyPgColumn,
  target: TenantRow & { id: AnyPgColumn },
) {
  return foreignKey({ name, columns: [table.companyId, column], foreignColumns: [target.companyId, target.id] });
}

import { and, eq, inArray, sum } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { accountingPayments } from './payments.table.ts';

/** The validated payments of each document, in minor units. */
export async function validatedPaymentTotals(
  tx: Transaction,
  companyId: string,
  documentIds: string[],
): Promise<Map<string, bigint>> {
  if (documentIds.length === 0) return new Map();
  const rows = await tx
    .select({ documentId: accountingPayments.accountingDocumentId, paid: sum(accountingPayments.amount) })
    .from(accountingPayments)
    .where(
      and(
        eq(accountingPayments.companyId, companyId),
        inArray(accountingPayments.accountingDocumentId, documentIds),
        eq(accountingPayments.state, 'VALIDATED'),
      ),
    )
    .groupBy(accountingPayments.accountingDocumentId);
  return new Map(rows.map((row) => [row.documentId, BigInt(row.paid ?? 0)]));
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { accountingPayments } from './payments.table.ts';

type PaymentRow = typeof accountingPayments.$inferSelect;

/** What validated uses took of each advance, in the advance's currency. */
export async function usedOf(tx: Transaction, companyId: string, advanceIds: string[]): Promise<Map<string, bigint>> {
  if (advanceIds.length === 0) return new Map();
  const rows = await tx
    .select({
      advanceId: accountingPayments.advancePaymentId,
      used: sql<string>`sum(coalesce(${accountingPayments.amountCurrency}, ${accountingPayments.amount}))`,
    })
    .from(accountingPayments)
    .where(
      and(
        eq(accountingPayments.companyId, companyId),
        eq(accountingPayments.kind, 'ADVANCE_USE'),
        eq(accountingPayments.state, 'VALIDATED'),
        inArray(accountingPayments.advancePaymentId, advanceIds),
      ),
    )
    .groupBy(accountingPayments.advancePaymentId);
  return new Map(rows.map((row) => [row.advanceId ?? '', BigInt(row.used)]));
}

/** A cancelled advance would leave its uses on 4191 / 4091 with nothing to take them from. */
export async function assertAdvanceUnused(tx: Transaction, company: CompanyContext, payment: PaymentRow) {
  if (payment.kind !== 'ADVANCE') return;
  const used = (await usedOf(tx, company.companyId, [payment.id])).get(payment.id) ?? 0n;
  if (used > 0n) throw new AppError('ADVANCE_IN_USE');
}

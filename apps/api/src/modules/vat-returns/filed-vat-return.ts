import { formatAmount, toAmount, vatDeadline, vatPeriodsOf } from '@bilan/accounting';
import type { FiledVatReturn, VatPeriods, VatReturnReport } from '@bilan/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { notFound } from '../../http/app-error.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { journalEntries } from '../ledger/ledger.table.ts';
import { vatDeadlineRuleOf } from '../referentials/vat-return-rules.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { vatRegimeOf } from './vat-return.service.ts';
import { vatReturnActions, vatReturns } from './vat-returns.table.ts';

/** The reference a return's payment carries: `TVA-2026-01`, `TVA-2026-Q1`, `TVA-2026`. */
export const vatReturnReference = (periodCode: string) => `TVA-${periodCode}`;

type ReturnRow = typeof vatReturns.$inferSelect;
type ActionRow = typeof vatReturnActions.$inferSelect;

/** A filed return of the company (404 for any other id), with what was paid and claimed on it. */
export async function getFiledVatReturn(tx: Transaction, company: CompanyContext, id: string): Promise<FiledVatReturn> {
  const [row] = await tx
    .select()
    .from(vatReturns)
    .where(and(eq(vatReturns.id, id), eq(vatReturns.companyId, company.companyId)));
  if (!row) throw notFound();
  const actions = await tx
    .select({ action: vatReturnActions, entryNumber: journalEntries.number })
    .from(vatReturnActions)
    .innerJoin(
      journalEntries,
      sameCompany(journalEntries, journalEntries.id, vatReturnActions, vatReturnActions.entryId),
    )
    .where(and(eq(vatReturnActions.companyId, company.companyId), eq(vatReturnActions.vatReturnId, id)))
    .orderBy(asc(vatReturnActions.createdAt))
    .limit(100);
  const [settlement] = row.settlementEntryId
    ? await tx
        .select({ number: journalEntries.number })
        .from(journalEntries)
        .where(and(eq(journalEntries.companyId, company.companyId), eq(journalEntries.id, row.settlementEntryId)))
    : [];
  const format = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  const filed = row.figures as VatReturnReport;
  const totals = actionTotals(actions.map((item) => item.action));
  return {
    id: row.id,
    workFolderId: row.workFolderId,
    period: row.periodCode,
    from: row.fromOn,
    to: row.toOn,
    currency: filed.currency,
    reference: vatReturnReference(row.periodCode),
    form: filed.form,
    deadline: row.deadlineOn,
    filedAt: row.filedAt.toISOString(),
    settlementEntryId: row.settlementEntryId,
    settlementEntryNumber: settlement?.number ?? null,
    amountPaid: format(totals.paid),
    refundClaimed: format(totals.claimed),
    actions: actions.map(({ action, entryNumber }) => ({
      id: action.id,
      kind: action.kind,
      date: action.actionOn,
      amount: format(action.amount),
      reference: action.reference,
      entryId: action.entryId,
      entryNumber,
    })),
  };
}

/** A filed return's row, for an action on it (its row is never updated: actions are rows of their own). */
export async function getReturnRow(tx: Transaction, company: CompanyContext, id: string): Promise<ReturnRow> {
  const [row] = await tx
    .select()
    .from(vatReturns)
    .where(and(eq(vatReturns.id, id), eq(vatReturns.companyId, company.companyId)));
  if (!row) throw notFound();
  return row;
}

export function actionTotals(actions: readonly Pick<ActionRow, 'kind' | 'amount'>[]) {
  const total = (kind: ActionRow['kind']) =>
    actions.filter((action) => action.kind === kind).reduce((sum, action) => sum + action.amount, 0n);
  return { paid: total('PAYMENT'), claimed: total('REFUND_CLAIM') };
}

/**
 * The VAT periods of a folder at the company's frequency, each OPEN or FILED, with its legal deadline,
 * its return, what it left due or as a credit and whether the VAT due is paid: the month-close
 * screen's view of VAT.
 */
export async function vatPeriodStates(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
): Promise<VatPeriods> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const regime = await vatRegimeOf(tx, company);
  const rule = vatDeadlineRuleOf(regime.rules, regime.frequency, regime.filingDay);
  const filed = await tx
    .select()
    .from(vatReturns)
    .where(and(eq(vatReturns.companyId, company.companyId), eq(vatReturns.workFolderId, workFolderId)));
  const actions = filed.length
    ? await tx
        .select({
          vatReturnId: vatReturnActions.vatReturnId,
          kind: vatReturnActions.kind,
          amount: vatReturnActions.amount,
        })
        .from(vatReturnActions)
        .where(
          and(
            eq(vatReturnActions.companyId, company.companyId),
            inArray(
              vatReturnActions.vatReturnId,
              filed.map((row) => row.id),
            ),
          ),
        )
    : [];
  const format = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  const items = vatPeriodsOf(folder, regime.frequency).map((period) => {
    const row = filed.find((candidate) => candidate.fromOn === period.fromOn);
    const totals = actionTotals(actions.filter((action) => action.vatReturnId === row?.id));
    return {
      period: period.code,
      from: period.fromOn,
      to: period.toOn,
      state: row ? ('FILED' as const) : ('OPEN' as const),
      deadline: row?.deadlineOn ?? vatDeadline(period.toOn, rule),
      returnId: row?.id ?? null,
      netDue: row ? format(row.netDue) : null,
      credit: row ? format(row.credit) : null,
      amountPaid: format(totals.paid),
      refundClaimed: format(totals.claimed),
      paid: row ? totals.paid >= row.netDue : false,
    };
  });
  return { frequency: regime.frequency, items };
}

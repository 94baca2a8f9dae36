import { type AccountMovement, addDays, lastDayOfMonth, monthOf, negateAmount, toAmount } from '@bilan/accounting';
import { and, asc, between, eq, lte, ne, or, sql, sum } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { validationFailed } from '../../http/app-error.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { CLOSING_MONTH } from '../ledger/ledger.service.ts';
import { accountBalances, journalEntries, journalLines, journals } from '../ledger/ledger.table.ts';

export interface ReportPeriod {
  fromOn: string;
  toOn: string;
  /**
   * Whether the folder's closing entry (dated its last day, kept under its own balance month) counts:
   * journal, general ledger and trial balance show it unless asked for the year before closing; the
   * statements and the dashboard never do (they show the year's income and expenses).
   */
  withClosing?: boolean;
}

/**
 * The period asked for, inside the work folder; the whole folder by default. `beforeClosing` unset
 * leaves the closing entry out; 'false' takes it in when the period reaches the folder's last day.
 */
export function reportPeriod(
  folder: { startOn: string; endOn: string },
  from?: string,
  to?: string,
  beforeClosing: 'true' | 'false' = 'true',
): ReportPeriod {
  const toOn = to ?? folder.endOn;
  const period = {
    fromOn: from ?? folder.startOn,
    toOn,
    withClosing: beforeClosing === 'false' && toOn === folder.endOn,
  };
  if (period.fromOn < folder.startOn || period.toOn > folder.endOn || period.fromOn > period.toOn) {
    throw validationFailed([{ path: 'querystring.from', code: 'PERIOD_OUTSIDE_WORK_FOLDER' }]);
  }
  return period;
}

/** A work folder named with its company, as every query of a tenant table names it (docs/scaling.md). */
export interface FolderKey {
  companyId: string;
  id: string;
}

export interface PeriodMovements {
  opening: AccountMovement[];
  period: AccountMovement[];
}

/**
 * Opening and period movements per account (and sub-account) from the monthly balance table, so the
 * cost grows with accounts × months, not with lines. Opening entries (journal AN) are kept under a
 * month before all others and count as opening. Only a boundary month cut by the period is read
 * from its lines, to move the days outside the period.
 */
export async function readPeriodMovements(
  tx: Transaction,
  folder: FolderKey,
  period: ReportPeriod,
  accountId?: string,
): Promise<PeriodMovements> {
  const fromMonth = monthOf(period.fromOn);
  const toMonth = monthOf(period.toOn);
  // Summed per account here, not per month in Node: a dozen times fewer rows to carry and convert.
  const before = sql`${accountBalances.month} < ${fromMonth}`;
  const within = sql`${accountBalances.month} >= ${fromMonth}`;
  const rows = await tx
    .select({
      accountNumber: companyAccounts.number,
      accountId: accountBalances.accountId,
      subAccountId: accountBalances.subAccountId,
      openingDebit: sql<string | null>`sum(${accountBalances.debit}) filter (where ${before})`,
      openingCredit: sql<string | null>`sum(${accountBalances.credit}) filter (where ${before})`,
      periodDebit: sql<string | null>`sum(${accountBalances.debit}) filter (where ${within})`,
      periodCredit: sql<string | null>`sum(${accountBalances.credit}) filter (where ${within})`,
    })
    .from(accountBalances)
    .innerJoin(
      companyAccounts,
      sameCompany(companyAccounts, companyAccounts.id, accountBalances, accountBalances.accountId),
    )
    .where(
      and(
        eq(accountBalances.companyId, folder.companyId),
        eq(accountBalances.workFolderId, folder.id),
        period.withClosing
          ? or(lte(accountBalances.month, toMonth), eq(accountBalances.month, CLOSING_MONTH))
          : lte(accountBalances.month, toMonth),
        accountId ? eq(accountBalances.accountId, accountId) : undefined,
      ),
    )
    .groupBy(companyAccounts.number, accountBalances.accountId, accountBalances.subAccountId);
  const opening: AccountMovement[] = [];
  const inPeriod: AccountMovement[] = [];
  for (const row of rows) {
    const account = { accountNumber: row.accountNumber, accountId: row.accountId, subAccountId: row.subAccountId };
    if (row.openingDebit !== null || row.openingCredit !== null) {
      opening.push({ ...account, debit: amountOf(row.openingDebit), credit: amountOf(row.openingCredit) });
    }
    if (row.periodDebit !== null || row.periodCredit !== null) {
      inPeriod.push({ ...account, debit: amountOf(row.periodDebit), credit: amountOf(row.periodCredit) });
    }
  }

  const monthStart = `${fromMonth}-01`;
  if (period.fromOn > monthStart) {
    const early = await movementsBetween(tx, folder, monthStart, addDays(period.fromOn, -1), accountId);
    opening.push(...early);
    inPeriod.push(...early.map(negated));
  }
  const monthEnd = lastDayOfMonth(toMonth);
  if (period.toOn < monthEnd) {
    inPeriod.push(...(await movementsBetween(tx, folder, addDays(period.toOn, 1), monthEnd, accountId)).map(negated));
  }
  return { opening, period: inPeriod };
}

/**
 * Line totals per account between two dates, leaving out opening and closing entries (kept under
 * balance months of their own, not under the calendar month this corrects).
 */
async function movementsBetween(
  tx: Transaction,
  folder: FolderKey,
  fromOn: string,
  toOn: string,
  accountId: string | undefined,
) {
  const rows = await tx
    .select({
      accountNumber: companyAccounts.number,
      accountId: journalLines.accountId,
      subAccountId: journalLines.subAccountId,
      debit: sum(journalLines.debit),
      credit: sum(journalLines.credit),
    })
    .from(journalEntries)
    .innerJoin(journals, sameCompany(journals, journals.id, journalEntries, journalEntries.journalId))
    .innerJoin(journalLines, sameCompany(journalLines, journalLines.entryId, journalEntries, journalEntries.id))
    .innerJoin(companyAccounts, sameCompany(companyAccounts, companyAccounts.id, journalLines, journalLines.accountId))
    .where(
      and(
        eq(journalEntries.companyId, folder.companyId),
        eq(journalEntries.workFolderId, folder.id),
        between(journalEntries.entryOn, fromOn, toOn),
        ne(journals.type, 'OPENING'),
        ne(journalEntries.sourceType, 'CLOSING'),
        accountId ? eq(journalLines.accountId, accountId) : undefined,
      ),
    )
    .groupBy(companyAccounts.number, journalLines.accountId, journalLines.subAccountId)
    .orderBy(asc(companyAccounts.number));
  return rows.map((row) => ({
    ...row,
    debit: toAmount(BigInt(row.debit ?? 0)),
    credit: toAmount(BigInt(row.credit ?? 0)),
  }));
}

const amountOf = (total: string | null) => toAmount(BigInt(total ?? 0));

const negated = (movement: AccountMovement): AccountMovement => ({
  ...movement,
  debit: negateAmount(movement.debit),
  credit: negateAmount(movement.credit),
});

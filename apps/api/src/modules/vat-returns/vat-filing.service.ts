import {
  SYSCOHADA_POSTING_ACCOUNTS,
  turnoverInstalmentEntry,
  vatDeadline,
  vatSettlementEntry,
} from '@bilan/accounting';
import type { FiledVatReturn, FileVatReturnBody } from '@bilan/contract';
import { and, eq, gt, gte, lte, or, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { databaseErrorCode } from '../../db/tenant.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { ENTRY_LABELS } from '../ledger/entry-labels.ts';
import { postComputedEntry } from '../ledger/ledger.service.ts';
import { vatDeadlineRuleOf } from '../referentials/vat-return-rules.ts';
import { treatmentLinesOf } from '../reports/vat-treatment-lines.ts';
import { postingAccountsOf } from '../settings/settings.service.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { getFiledVatReturn, vatReturnReference } from './filed-vat-return.ts';
import { computeReturn, periodOfCode, vatRegimeOf, vatReturnReport } from './vat-return.service.ts';
import { vatReturns } from './vat-returns.table.ts';

/**
 * Files the return of a period, in one transaction: computes it from the books, books its settlement
 * entry (dated the period's last day, posted before the lock exists), stores its figures (never
 * changed afterwards) and so locks the period: the ledger refuses any entry dated inside it.
 */
export async function fileVatReturn(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: FileVatReturnBody,
): Promise<FiledVatReturn> {
  // Filings of one company run one at a time: a return reads the credit the previous one carried, so
  // it must wait for that one's settlement, and each statement after the lock sees it committed.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`vat-filing:${company.companyId}`}, 0))`);
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  if (folder.status !== 'OPEN') throw new AppError('WORK_FOLDER_MUST_BE_OPEN');
  const regime = await vatRegimeOf(tx, company);
  const period = periodOfCode(folder, regime.frequency, body.period);
  await assertFileable(tx, company, period);
  const computed = await computeReturn(tx, company, workFolderId, period, regime);
  const id = newId();
  const reference = vatReturnReference(period.code);
  const label = `${ENTRY_LABELS[await companyLanguage(tx, company.companyId)].vatSettlement} ${reference}`;
  const accounts = regime.rules.accounts;
  const entry = vatSettlementEntry({
    date: period.toOn,
    label,
    balances: computed.balances,
    creditCarriedForward: computed.figures.creditCarriedForward,
    netDue: computed.form.netDue,
    credit: computed.form.credit,
    accounts: {
      due: { accountNumber: accounts.due },
      credit: { accountNumber: accounts.credit },
      roundingCharge: { accountNumber: accounts.roundingCharge },
      roundingGain: { accountNumber: accounts.roundingGain },
    },
  });
  // A period that moved no VAT account has nothing to settle: it is filed all the same, and locked.
  const settlement =
    entry.lines.length === 0
      ? null
      : await postComputedEntry(tx, {
          companyId: company.companyId,
          workFolderId,
          sourceType: 'VAT_SETTLEMENT',
          sourceId: id,
          postedBy: company.userId,
          entry,
          audit: { action: 'CREATE', entityType: 'VAT_RETURN', entityId: id, after: { period: period.code } },
        });
  await postDeclaredInstalment(tx, company, workFolderId, { period, returnId: id, label });
  const report = vatReturnReport(company, computed, regime.countryCode, id);
  await insertReturn(tx, {
    id,
    companyId: company.companyId,
    workFolderId,
    periodCode: period.code,
    fromOn: period.fromOn,
    toOn: period.toOn,
    formKind: computed.form.kind,
    figures: report,
    netDue: computed.form.netDue,
    credit: computed.form.credit,
    settlementEntryId: settlement?.id ?? null,
    deadlineOn: vatDeadline(period.toOn, vatDeadlineRuleOf(regime.rules, regime.frequency, regime.filingDay)),
    filedBy: company.userId,
  });
  return getFiledVatReturn(tx, company, id);
}

/** A period is filed once, and in date order: no return of it, or of a later period, is filed yet. */
async function assertFileable(tx: Transaction, company: CompanyContext, period: { fromOn: string; toOn: string }) {
  const filed = await tx
    .select({ fromOn: vatReturns.fromOn, toOn: vatReturns.toOn })
    .from(vatReturns)
    .where(
      and(
        eq(vatReturns.companyId, company.companyId),
        or(
          and(lte(vatReturns.fromOn, period.toOn), gte(vatReturns.toOn, period.fromOn)),
          gt(vatReturns.fromOn, period.toOn),
        ),
      ),
    );
  if (filed.some((row) => row.fromOn <= period.toOn && row.toOn >= period.fromOn)) {
    throw new AppError('VAT_RETURN_ALREADY_FILED');
  }
  if (filed.length > 0) throw new AppError('VAT_RETURN_OUT_OF_ORDER');
}

async function insertReturn(tx: Transaction, row: typeof vatReturns.$inferInsert) {
  try {
    await tx.insert(vatReturns).values(row);
  } catch (error) {
    // Another request filed the same period since this one checked.
    if (databaseErrorCode(error) === '23505') throw new AppError('VAT_RETURN_ALREADY_FILED');
    throw error;
  }
}

/**
 * Cameroon: the month's income-tax instalment the return declares (its INSTALMENT_DUE line, after the précompte
 * customers withheld) is booked with the filing, 4492 against 441, under the return's settlement source so the
 * next return leaves it out; nothing when none is due.
 */
async function postDeclaredInstalment(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  filing: { period: { fromOn: string; toOn: string }; returnId: string; label: string },
) {
  const lines = await treatmentLinesOf(tx, company, filing.period);
  const due = lines.find((line) => line.line === 'INSTALMENT_DUE')?.amount;
  if (!due) return;
  const accounts = await postingAccountsOf(tx, company);
  const entry = turnoverInstalmentEntry(
    { date: filing.period.toOn, label: filing.label, amount: due },
    {
      advance: accounts.precompteSuffered ?? SYSCOHADA_POSTING_ACCOUNTS.precompteSuffered ?? { accountNumber: '4492' },
      due: { accountNumber: '441' },
    },
  );
  if (!entry) return;
  await postComputedEntry(tx, {
    companyId: company.companyId,
    workFolderId,
    sourceType: 'VAT_SETTLEMENT',
    sourceId: filing.returnId,
    postedBy: company.userId,
    entry,
  });
}

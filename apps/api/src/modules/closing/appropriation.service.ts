import {
  AppropriationError,
  type AppropriationPosition,
  type AppropriationSplit,
  addDays,
  addMonths,
  checkAppropriation,
  computeAppropriationEntry,
  distributableProfit,
  dividendWithholding,
  equityBelowHalfOfCapital,
  formatAmount,
  formatRate,
  type LegalReserveRule,
  legalReserveMinimum,
  parseAmount,
  toAmount,
} from '@bilan/accounting';
import type { Appropriation, AppropriationBody, AppropriationOutcome, Language } from '@bilan/contract';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { amountOf } from '../documents/document-lines.ts';
import { ENTRY_LABELS } from '../ledger/entry-labels.ts';
import { postComputedEntry } from '../ledger/ledger.service.ts';
import {
  appropriationRulesOf,
  dividendWithholdingOf,
  type FrameworkAppropriationRules,
} from '../referentials/appropriation-rules.ts';
import { balanceSheet } from '../reports/reports.service.ts';
import {
  appropriationNetsOf,
  closingResultOf,
  companyTypeAndCountry,
  equityBalancesOf,
  type FolderRow,
  findAppropriationEntry,
  findFollowingFolder,
  getFolder,
} from './appropriation.queries.ts';

/** Everything the appropriation of one closed year reads, before any decision. */
type Standing = {
  folder: FolderRow;
  next: FolderRow | null;
  rules: FrameworkAppropriationRules;
  legalReserveRule: LegalReserveRule | null;
  withholding: { rateBasisPoints: number; source: string } | null;
  position: AppropriationPosition;
  pendingAccountNumber: string | null;
  booked: { number: string; entryOn: string } | null;
  equity: bigint;
};

/** The closed year's result and what the law asks of its appropriation (ADR 0017). */
export async function readAppropriation(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  language: Language,
): Promise<Appropriation> {
  return viewOf(company, await standingOf(tx, company, workFolderId, language, false));
}

/**
 * Books the meeting's decision in the next work folder, once per closed year: the pending result leaves
 * 1301 / 1309 (131 / 139 carried by an earlier version; PCG 120 / 129) for the reserves, retained earnings
 * and dividends. The meeting is dated after the year end, inside the next folder; a meeting after the
 * legal six months is booked and flagged, since a court may have extended the time.
 */
export async function appropriateResult(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: AppropriationBody,
  language: Language,
): Promise<AppropriationOutcome> {
  const standing = await standingOf(tx, company, workFolderId, language, true);
  const { folder, next, position } = standing;
  if (standing.booked) throw new AppError('APPROPRIATION_ALREADY_BOOKED');
  if (standing.pendingAccountNumber === null) throw new AppError('APPROPRIATION_RESULT_MUST_BE_PENDING');
  if (!next || body.meetingDate <= folder.endOn || body.meetingDate > next.endOn) {
    throw new AppError('APPROPRIATION_DATE_OUTSIDE_NEXT_WORK_FOLDER', {
      fields: [{ path: 'meetingDate', code: 'APPROPRIATION_DATE_OUTSIDE_NEXT_WORK_FOLDER' }],
    });
  }
  if (next.status !== 'OPEN') throw new AppError('WORK_FOLDER_MUST_BE_OPEN');
  const split = splitOf(body, company.scale);
  const withholdingBasisPoints = standing.withholding?.rateBasisPoints ?? 0;
  try {
    checkAppropriation(position, split, { legalReserve: standing.legalReserveRule, withholdingBasisPoints });
  } catch (error) {
    if (!(error instanceof AppropriationError)) throw error;
    throw new AppError(error.code, { fields: [{ path: error.field, code: error.code }] });
  }
  const labels = ENTRY_LABELS[await companyLanguage(tx, company.companyId)];
  const entry = computeAppropriationEntry(position, split, withholdingBasisPoints, {
    date: body.meetingDate,
    label: labels.appropriation(folder.name),
    accounts: { ...standing.rules.accounts, pending: standing.pendingAccountNumber },
  });
  const posted = await postComputedEntry(tx, {
    companyId: company.companyId,
    workFolderId: next.id,
    entry,
    sourceType: 'APPROPRIATION',
    sourceId: folder.id,
    postedBy: company.userId,
  });
  const equityAfter = standing.equity - split.dividends;
  const format = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  return {
    ...viewOf(company, { ...standing, booked: { number: posted.number, entryOn: body.meetingDate } }),
    withholdingTax: format(dividendWithholding(split.dividendsSubjectToWithholding, withholdingBasisPoints)),
    equityAfter: format(equityAfter),
    equityBelowHalfOfCapital: equityBelowHalfOfCapital(equityAfter, position.capital),
    meetingLate: body.meetingDate > meetingDeadlineOf(folder),
  };
}

function splitOf(body: AppropriationBody, scale: number): AppropriationSplit {
  const dividends = amountOf(body.dividends, scale, 'dividends');
  return {
    legalReserve: amountOf(body.legalReserve, scale, 'legalReserve'),
    otherReserves: amountOf(body.otherReserves, scale, 'otherReserves'),
    retainedEarnings: amountOf(body.retainedEarnings, scale, 'retainedEarnings'),
    dividends,
    dividendsSubjectToWithholding:
      body.dividendsSubjectToWithholding == null
        ? dividends
        : amountOf(body.dividendsSubjectToWithholding, scale, 'dividendsSubjectToWithholding'),
  };
}

/** Six months after the year end (AUSCGIE art. 548; C. com. L225-100 and L223-26). */
function meetingDeadlineOf(folder: FolderRow): string {
  return addDays(addMonths(addDays(folder.endOn, 1), 6), -1);
}

async function standingOf(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  language: Language,
  lock: boolean,
): Promise<Standing> {
  const folder = await getFolder(tx, company.companyId, workFolderId, lock);
  if (folder.status !== 'CLOSED') throw new AppError('APPROPRIATION_WORK_FOLDER_MUST_BE_CLOSED');
  const rules = appropriationRulesOf(company.framework);
  const { typeCode, countryCode } = await companyTypeAndCountry(tx, company.companyId);
  const next = await findFollowingFolder(tx, folder);
  const result = await closingResultOf(tx, folder, [...rules.accounts.pendingProfit, ...rules.accounts.pendingLoss]);
  const balances = next ? await equityBalancesOf(tx, company.companyId, next.id) : new Map<string, bigint>();
  const booked = await findAppropriationEntry(tx, company.companyId, folder.id);
  // Once booked, the figures stay those the meeting decided on: its entry is taken back out.
  if (booked) {
    for (const { accountNumber, net } of await appropriationNetsOf(tx, company.companyId, folder.id)) {
      balances.set(accountNumber, (balances.get(accountNumber) ?? 0n) - BigInt(net));
    }
  }
  const held = (prefix: string) =>
    [...balances].reduce((sum, [number, net]) => (number.startsWith(prefix) ? sum + net : sum), 0n);
  const pending = (result > 0n ? rules.accounts.pendingProfit : rules.accounts.pendingLoss).find((number) =>
    result > 0n ? (balances.get(number) ?? 0n) >= result : result < 0n && (balances.get(number) ?? 0n) <= result,
  );
  const sheet = await balanceSheet(tx, company, folder.id, {}, language);
  return {
    folder,
    next,
    rules,
    legalReserveRule: rules.legalReserve.companyTypes.includes(typeCode) ? rules.legalReserve : null,
    withholding: dividendWithholdingOf(countryCode),
    position: {
      result,
      retainedEarnings: held(rules.accounts.retainedEarnings),
      legalReserve: held(rules.accounts.legalReserve),
      capital: held(rules.accounts.capital),
    },
    pendingAccountNumber: pending ?? null,
    booked,
    equity: parseAmount(sheet.equityCheck.equity, company.scale),
  };
}

function viewOf(company: CompanyContext, standing: Standing): Appropriation {
  const { folder, position, rules, legalReserveRule } = standing;
  const format = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  const minimum = legalReserveMinimum(position, legalReserveRule);
  const ceiling = legalReserveRule
    ? (position.capital * BigInt(legalReserveRule.ceilingOfCapitalBasisPoints) + 9_999n) / 10_000n
    : 0n;
  const state = standing.booked ? 'BOOKED' : standing.pendingAccountNumber ? 'PENDING' : 'NOTHING_TO_APPROPRIATE';
  const {
    pendingProfit: _profit,
    pendingLoss: _loss,
    capital: _capital,
    retainedEarnings: _re,
    ...accounts
  } = rules.accounts;
  return {
    workFolderId: folder.id,
    nextWorkFolderId: standing.next?.id ?? null,
    state,
    result: format(position.result),
    pendingAccountNumber: standing.pendingAccountNumber,
    earliestMeetingDate: addDays(folder.endOn, 1),
    meetingDeadline: meetingDeadlineOf(folder),
    capital: format(position.capital),
    legalReserve: format(position.legalReserve),
    legalReserveCeiling: format(ceiling),
    legalReserveMinimum: format(minimum),
    retainedEarnings: format(position.retainedEarnings),
    distributableProfit: format(position.result > 0n ? distributableProfit(position, minimum) : 0n),
    withholdingRate: standing.withholding ? formatRate(standing.withholding.rateBasisPoints) : null,
    equity: format(standing.equity),
    accounts,
    legalBasis: {
      legalReserve: legalReserveRule ? rules.legalReserve.source : null,
      equity: rules.equityBelowHalfOfCapital,
      withholding: standing.withholding?.source ?? null,
    },
    entryNumber: standing.booked?.number ?? null,
    meetingDate: standing.booked?.entryOn ?? null,
  };
}

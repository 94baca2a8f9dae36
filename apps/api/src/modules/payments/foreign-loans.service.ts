import {
  type Amount,
  convert,
  currencyScale,
  formatAmount,
  formatExchangeRate,
  postTreasuryTransfer,
  readExchangeRate,
  toAmount,
} from '@bilan/accounting';
import type { ErrorCode, Loan, LoanBody, LoanRepaymentBody } from '@bilan/contract';
import { and, asc, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { ensureExchangeDifferenceAccounts, exchangeDifferenceAccountsOf } from '../currencies/exchange-differences.ts';
import { rateOn } from '../currencies/exchange-rates.service.ts';
import { amountOf } from '../documents/document-lines.ts';
import { ENTRY_LABELS } from '../ledger/entry-labels.ts';
import {
  assertPostableAccounts,
  lockOpenWorkFolder,
  postComputedEntry,
  reverseJournalEntry,
} from '../ledger/ledger.service.ts';
import { matchReversal, matchSettlement } from '../matching/matching.service.ts';
import { companyTodayOn } from '../settings/settings.service.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { currencyRevaluations } from '../year-end/year-end.table.ts';
import { foreignLoanRepayments, foreignLoans } from './foreign-loans.table.ts';
import { getTreasuryAccountRow, treasuryCurrencyOf, treasuryJournalOf } from './treasury-accounts.service.ts';

type LoanRow = typeof foreignLoans.$inferSelect;
type RepaymentRow = typeof foreignLoanRepayments.$inferSelect;
type Side = Parameters<typeof postTreasuryTransfer>[0]['from'];

const fieldError = (code: ErrorCode, path: string) => new AppError(code, { fields: [{ path, code }] });

async function openFolderDate(tx: Transaction, company: CompanyContext, workFolderId: string, date: string) {
  const folder = await lockOpenWorkFolder(tx, company.companyId, workFolderId);
  if (date < folder.startOn || date > folder.endOn) throw fieldError('ENTRY_DATE_OUTSIDE_WORK_FOLDER', 'date');
}

/** The loan's account: a postable class 16 account of the company (404 for another company's). */
async function borrowingAccount(tx: Transaction, company: CompanyContext, accountId: string) {
  const [account] = await tx
    .select({ id: companyAccounts.id, number: companyAccounts.number, isGroup: companyAccounts.isGroup })
    .from(companyAccounts)
    .where(and(eq(companyAccounts.companyId, company.companyId), eq(companyAccounts.id, accountId)));
  if (!account) throw notFound();
  if (!account.number.startsWith('16') || account.isGroup) {
    throw fieldError('LOAN_ACCOUNT_MUST_BE_BORROWING', 'accountId');
  }
  await assertPostableAccounts(tx, company.companyId, [{ accountId, subAccountId: null }]);
  return account;
}

/**
 * The treasury side of a loan or repayment: the account (404 for another company's, 422 outside class
 * 5), in the company's currency or the loan's; `value` is the money's worth in the company's currency.
 */
async function treasurySide(
  tx: Transaction,
  company: CompanyContext,
  accountId: string,
  money: { currency: string; amount: bigint; value: bigint },
): Promise<{ side: Side; journalCode: string; number: string }> {
  const account = await getTreasuryAccountRow(tx, company, accountId);
  const { foreign } = await treasuryCurrencyOf(tx, company, accountId);
  if (foreign !== null && foreign !== money.currency) {
    throw fieldError('LOAN_TREASURY_CURRENCY_MISMATCH', 'treasuryAccountId');
  }
  await assertPostableAccounts(tx, company.companyId, [{ accountId, subAccountId: null }]);
  const side = {
    account: { accountNumber: account.number, accountId: account.id },
    value: toAmount(money.value),
    foreign: foreign ? { currency: foreign, amount: money.amount } : null,
  };
  const journalCode = await treasuryJournalOf(tx, company, { accountId: account.id, accountNumber: account.number });
  return { side, journalCode, number: account.number };
}

function positive(amount: Amount, path: string): Amount {
  if (amount <= 0n) throw fieldError('AMOUNT_MUST_BE_POSITIVE', path);
  return amount;
}

/** The rate of the date and the amount's value at it, refused when it rounds to nothing. */
async function valuedOn(tx: Transaction, company: CompanyContext, currency: string, amount: bigint, date: string) {
  const { rate } = await rateOn(tx, company, currency, date);
  const value = convert(amount, currency, rate, company.currency);
  if (value <= 0n) throw fieldError('AMOUNT_MUST_BE_POSITIVE', 'amount');
  return { rate, value };
}

/**
 * Records a loan received in a foreign currency and posts it in the receiving treasury account's
 * journal at the rate of its date: D treasury / C 16x, the 16x line carrying the principal in its
 * currency. The 16x account is marked as carrying open items so the year-end revaluation finds it.
 */
export async function createLoan(tx: Transaction, company: CompanyContext, workFolderId: string, body: LoanBody) {
  await openFolderDate(tx, company, workFolderId, body.date);
  if (body.currency === company.currency) throw fieldError('LOAN_CURRENCY_MUST_BE_FOREIGN', 'currency');
  const account = await borrowingAccount(tx, company, body.accountId);
  const principal = positive(amountOf(body.principal, currencyScale(body.currency), 'principal'), 'principal');
  const { rate, value } = await valuedOn(tx, company, body.currency, principal, body.date);
  const money = { currency: body.currency, amount: principal as bigint, value };
  const treasury = await treasurySide(tx, company, body.treasuryAccountId, money);
  const labels = ENTRY_LABELS[await companyLanguage(tx, company.companyId)];
  const entry = postTreasuryTransfer({
    journalCode: treasury.journalCode,
    date: body.date,
    label: `${labels.loan} ${body.lender}${body.reference ? ` ${body.reference}` : ''}`.slice(0, 200),
    from: {
      account: { accountNumber: account.number, accountId: account.id },
      value: toAmount(value),
      foreign: { currency: body.currency, amount: principal },
    },
    to: treasury.side,
    charges: null,
    differenceAccounts: exchangeDifferenceAccountsOf(company.framework, 'FINANCIAL'),
  });
  await tx
    .update(companyAccounts)
    .set({ openItems: true })
    .where(
      and(
        eq(companyAccounts.companyId, company.companyId),
        eq(companyAccounts.id, account.id),
        isNull(companyAccounts.openItems),
      ),
    );
  const id = newId();
  const entryId = newId();
  await postComputedEntry(tx, {
    entry,
    entryId,
    companyId: company.companyId,
    workFolderId,
    sourceType: 'FOREIGN_LOAN',
    sourceId: id,
    postedBy: company.userId,
    audit: { action: 'CREATE', entityType: 'FOREIGN_LOAN', entityId: id, after: { ...body } },
  });
  await tx.insert(foreignLoans).values({
    id,
    companyId: company.companyId,
    workFolderId,
    lender: body.lender,
    accountId: account.id,
    treasuryAccountId: body.treasuryAccountId,
    currency: body.currency,
    loanOn: body.date,
    principal,
    rate: formatExchangeRate(rate),
    bookValue: value,
    reference: body.reference ?? null,
    journalEntryId: entryId,
    createdBy: company.userId,
  });
  return getLoan(tx, company, id, workFolderId);
}

/**
 * Posts a repayment of principal in the paying treasury account's journal: D 16x at the loan's book
 * rate for the share repaid, C treasury at the rate of the repayment's date, the difference a realised
 * exchange loss or gain on a financial item (SYSCOHADA 676 / 776, PCG 666 / 766) in the same entry.
 * 422 LOAN_REPAYMENT_EXCEEDS_LEFT beyond the principal still owed.
 */
export async function repayLoan(
  tx: Transaction,
  company: CompanyContext,
  loanId: string,
  workFolderId: string,
  body: LoanRepaymentBody,
) {
  const loan = await lockLoan(tx, company, loanId, workFolderId);
  if (loan.reversalEntryId) throw new AppError('LOAN_CANCELLED');
  await openFolderDate(tx, company, workFolderId, body.date);
  if (body.date < loan.loanOn) throw fieldError('ENTRY_DATE_OUTSIDE_WORK_FOLDER', 'date');
  const amount = positive(amountOf(body.amount, currencyScale(loan.currency), 'amount'), 'amount') as bigint;
  const standing = standingOf(await repaymentsOf(tx, company, [loan.id]));
  const repaidBefore = standing.reduce((sum, row) => sum + row.amount, 0n);
  if (amount > loan.principal - repaidBefore) throw fieldError('LOAN_REPAYMENT_EXCEEDS_LEFT', 'amount');
  // What the standing repayments took off, not the share of what they repaid: once one in the middle
  // is cancelled the two may differ by a unit, and the cumulative share must still end at the loan's.
  const bookedBefore = standing.reduce((sum, row) => sum + row.bookValue, 0n);
  const bookValue = bookShareOf(loan, repaidBefore + amount, company) - bookedBefore;
  const { rate, value } = await valuedOn(tx, company, loan.currency, amount, body.date);
  const treasury = await treasurySide(tx, company, body.treasuryAccountId, { currency: loan.currency, amount, value });
  const [account] = await tx
    .select({ number: companyAccounts.number })
    .from(companyAccounts)
    .where(and(eq(companyAccounts.companyId, company.companyId), eq(companyAccounts.id, loan.accountId)));
  const differenceAccounts = exchangeDifferenceAccountsOf(company.framework, 'FINANCIAL');
  if (bookValue !== value) await ensureExchangeDifferenceAccounts(tx, company, differenceAccounts);
  const labels = ENTRY_LABELS[await companyLanguage(tx, company.companyId)];
  const entry = postTreasuryTransfer({
    journalCode: treasury.journalCode,
    date: body.date,
    label: `${labels.loanRepayment} ${loan.lender}`.slice(0, 200),
    from: treasury.side,
    to: {
      account: { accountNumber: account?.number ?? '', accountId: loan.accountId },
      value: toAmount(bookValue),
      foreign: { currency: loan.currency, amount },
    },
    charges: null,
    differenceAccounts,
  });
  const id = newId();
  const entryId = newId();
  await postComputedEntry(tx, {
    entry,
    entryId,
    companyId: company.companyId,
    workFolderId,
    sourceType: 'FOREIGN_LOAN',
    sourceId: loan.id,
    postedBy: company.userId,
    audit: { action: 'CREATE', entityType: 'FOREIGN_LOAN_REPAYMENT', entityId: id, after: { loanId, ...body } },
  });
  await tx.insert(foreignLoanRepayments).values({
    id,
    companyId: company.companyId,
    loanId: loan.id,
    repaymentOn: body.date,
    amount,
    rate: formatExchangeRate(rate),
    bookValue,
    valuePaid: value,
    treasuryAccountId: body.treasuryAccountId,
    journalEntryId: entryId,
    createdBy: company.userId,
  });
  // The repayment's 16x line joins the drawdown's matching, as a payment joins its invoice's: fully
  // repaid, the loan is no longer an open item.
  await matchSettlement(tx, company, { documentEntryId: loan.journalEntryId, settlingEntryId: entryId });
  return getLoan(tx, company, loanId, workFolderId);
}

/**
 * The book value of `repaid` of the principal at the loan's rate. Repayments take the difference of two
 * cumulative shares (as advance uses do, packages/accounting/src/advance-use.ts), so a loan repaid in
 * parts leaves its account at 0 to the unit.
 */
const standingOf = (repayments: RepaymentRow[]) => repayments.filter((repayment) => !repayment.reversalEntryId);

/** The loan's folder open and not yet revalued: a revaluation read the loan as it stands. */
async function assertCancellable(tx: Transaction, company: CompanyContext, loan: LoanRow) {
  await lockOpenWorkFolder(tx, company.companyId, loan.workFolderId);
  const [revaluation] = await tx
    .select({ id: currencyRevaluations.id })
    .from(currencyRevaluations)
    .where(
      and(
        eq(currencyRevaluations.companyId, company.companyId),
        eq(currencyRevaluations.workFolderId, loan.workFolderId),
      ),
    );
  if (revaluation) throw new AppError('CURRENCY_REVALUATION_DONE');
}

async function reverseLoanEntry(
  tx: Transaction,
  company: CompanyContext,
  entryId: string,
  cancellationOn: string | undefined,
) {
  const reversalEntryId = newId();
  await reverseJournalEntry(tx, {
    companyId: company.companyId,
    entryId,
    reversalEntryId,
    postedBy: company.userId,
    entryOn: cancellationOn ?? (await companyTodayOn(tx, company.companyId)),
    language: await companyLanguage(tx, company.companyId),
  });
  // The 16x line leaves the drawdown's matching and is matched with its mirror, as a cancelled payment's.
  await matchReversal(tx, company, { entryId, reversalEntryId });
  return reversalEntryId;
}

/**
 * Cancels a drawdown by reversing its entry on `cancellationOn` (today by default): 409
 * LOAN_HAS_REPAYMENTS while a repayment stands, LOAN_CANCELLED when done already.
 */
export async function cancelLoan(
  tx: Transaction,
  company: CompanyContext,
  loanId: string,
  workFolderId: string,
  cancellationOn?: string,
) {
  const loan = await lockLoan(tx, company, loanId, workFolderId);
  if (loan.reversalEntryId) throw new AppError('LOAN_CANCELLED');
  await assertCancellable(tx, company, loan);
  if (standingOf(await repaymentsOf(tx, company, [loan.id])).length > 0) throw new AppError('LOAN_HAS_REPAYMENTS');
  const reversalEntryId = await reverseLoanEntry(tx, company, loan.journalEntryId, cancellationOn);
  await tx
    .update(foreignLoans)
    .set({ reversalEntryId })
    .where(and(eq(foreignLoans.companyId, company.companyId), eq(foreignLoans.id, loan.id)));
  await recordAudit(tx, company, {
    action: 'STATE_CHANGE',
    entityType: 'FOREIGN_LOAN',
    entityId: loan.id,
    before: { state: 'POSTED' },
    after: { state: 'CANCELLED', reversalEntryId },
  });
  return getLoan(tx, company, loanId, workFolderId);
}

/**
 * Cancels a repayment by reversing its entry: the principal it repaid is owed again, at the book
 * value it took off. 409 LOAN_REPAYMENT_CANCELLED when done already; 404 for another loan's.
 */
export async function cancelRepayment(
  tx: Transaction,
  company: CompanyContext,
  ids: { loanId: string; workFolderId: string; repaymentId: string },
  cancellationOn?: string,
) {
  const loan = await lockLoan(tx, company, ids.loanId, ids.workFolderId);
  const repayment = (await repaymentsOf(tx, company, [loan.id])).find((row) => row.id === ids.repaymentId);
  if (!repayment) throw notFound();
  if (repayment.reversalEntryId) throw new AppError('LOAN_REPAYMENT_CANCELLED');
  await assertCancellable(tx, company, loan);
  const reversalEntryId = await reverseLoanEntry(tx, company, repayment.journalEntryId, cancellationOn);
  await tx
    .update(foreignLoanRepayments)
    .set({ reversalEntryId })
    .where(and(eq(foreignLoanRepayments.companyId, company.companyId), eq(foreignLoanRepayments.id, repayment.id)));
  await recordAudit(tx, company, {
    action: 'STATE_CHANGE',
    entityType: 'FOREIGN_LOAN_REPAYMENT',
    entityId: repayment.id,
    before: { state: 'POSTED' },
    after: { state: 'CANCELLED', reversalEntryId },
  });
  return getLoan(tx, company, ids.loanId, ids.workFolderId);
}

function bookShareOf(loan: LoanRow, repaid: bigint, company: CompanyContext): bigint {
  if (repaid === loan.principal) return loan.bookValue;
  return convert(repaid, loan.currency, readExchangeRate(loan.rate), company.currency);
}

async function lockLoan(tx: Transaction, company: CompanyContext, loanId: string, workFolderId: string) {
  const [loan] = await tx
    .select()
    .from(foreignLoans)
    .where(
      and(
        eq(foreignLoans.companyId, company.companyId),
        eq(foreignLoans.id, loanId),
        eq(foreignLoans.workFolderId, workFolderId),
      ),
    )
    .for('update');
  if (!loan) throw notFound();
  return loan;
}

async function repaymentsOf(tx: Transaction, company: CompanyContext, loanIds: string[]): Promise<RepaymentRow[]> {
  if (loanIds.length === 0) return [];
  return tx
    .select()
    .from(foreignLoanRepayments)
    .where(and(eq(foreignLoanRepayments.companyId, company.companyId), inArray(foreignLoanRepayments.loanId, loanIds)))
    .orderBy(asc(foreignLoanRepayments.repaymentOn), asc(foreignLoanRepayments.createdAt));
}

async function readLoans(tx: Transaction, company: CompanyContext, filter: SQL | undefined): Promise<Loan[]> {
  const rows = await tx
    .select({ loan: foreignLoans, accountNumber: companyAccounts.number })
    .from(foreignLoans)
    .innerJoin(companyAccounts, sameCompany(companyAccounts, companyAccounts.id, foreignLoans, foreignLoans.accountId))
    .where(and(eq(foreignLoans.companyId, company.companyId), filter))
    .orderBy(desc(foreignLoans.loanOn), desc(foreignLoans.id));
  const repayments = await repaymentsOf(
    tx,
    company,
    rows.map((row) => row.loan.id),
  );
  return rows.map((row) =>
    toLoan(
      row.loan,
      row.accountNumber,
      repayments.filter((repayment) => repayment.loanId === row.loan.id),
      company,
    ),
  );
}

function toLoan(row: LoanRow, accountNumber: string, repayments: RepaymentRow[], company: CompanyContext): Loan {
  const inCompany = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  const inLoan = (amount: bigint) => formatAmount(toAmount(amount), currencyScale(row.currency));
  const standing = standingOf(repayments);
  const repaid = standing.reduce((sum, repayment) => sum + repayment.amount, 0n);
  const booked = standing.reduce((sum, repayment) => sum + repayment.bookValue, 0n);
  return {
    id: row.id,
    workFolderId: row.workFolderId,
    lender: row.lender,
    accountId: row.accountId,
    accountNumber,
    currency: row.currency,
    date: row.loanOn,
    principal: inLoan(row.principal),
    rate: row.rate,
    companyAmount: inCompany(row.bookValue),
    treasuryAccountId: row.treasuryAccountId,
    reference: row.reference,
    principalLeft: inLoan(row.principal - repaid),
    companyAmountLeft: inCompany(row.bookValue - booked),
    journalEntryId: row.journalEntryId,
    reversalEntryId: row.reversalEntryId,
    repayments: repayments.map((repayment) => ({
      id: repayment.id,
      date: repayment.repaymentOn,
      amount: inLoan(repayment.amount),
      rate: repayment.rate,
      treasuryAccountId: repayment.treasuryAccountId,
      companyBookAmount: inCompany(repayment.bookValue),
      companyAmountPaid: inCompany(repayment.valuePaid),
      exchangeDifference: inCompany(repayment.valuePaid - repayment.bookValue),
      journalEntryId: repayment.journalEntryId,
      reversalEntryId: repayment.reversalEntryId,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function getLoan(tx: Transaction, company: CompanyContext, loanId: string, workFolderId: string) {
  const [loan] = await readLoans(
    tx,
    company,
    and(eq(foreignLoans.id, loanId), eq(foreignLoans.workFolderId, workFolderId)),
  );
  if (!loan) throw notFound();
  return loan;
}

export async function listLoans(tx: Transaction, company: CompanyContext, workFolderId: string) {
  await getWorkFolder(tx, company.companyId, workFolderId);
  return { items: await readLoans(tx, company, eq(foreignLoans.workFolderId, workFolderId)) };
}

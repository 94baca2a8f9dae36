import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AccountBalances,
  type AccountMovement,
  type Amount,
  type BalanceSheetLayout,
  computeFinancialStatements,
  computeTrialBalance,
  equityBelowHalfOfCapital,
  findRubricOfAccount,
  formatAmount,
  type IncomeStatementLayout,
  parseBalanceSheetLayout,
  parseIncomeStatementLayout,
  toAmount,
  totalsByAccountNumber,
  ZERO_AMOUNT,
} from '@bilan/accounting';
import type {
  AccountingFramework,
  BalanceSheetReport,
  IncomeStatementReport,
  Language,
  StatementAccount,
  TrialBalanceReport,
} from '@bilan/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { accountLabelSql, refAccountJoin } from '../accounts/account-labels.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { appropriationRulesOf } from '../referentials/appropriation-rules.ts';
import { REFERENTIALS_DIR } from '../referentials/referentials.seed.ts';
import { refAccounts } from '../referentials/referentials.table.ts';
import { findPreviousWorkFolder, getWorkFolder } from '../work-folders/work-folders.service.ts';
import { readPeriodMovements, reportPeriod } from './report-period.ts';

export interface PeriodQuery {
  from?: string;
  to?: string;
  beforeClosing?: 'true' | 'false';
}

async function periodOf(tx: Transaction, company: CompanyContext, workFolderId: string, query: PeriodQuery) {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const period = reportPeriod(folder, query.from, query.to, query.beforeClosing);
  return { period, movements: await readPeriodMovements(tx, folder, period) };
}

export async function trialBalance(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: PeriodQuery & { bySubAccount: boolean },
  language: Language,
): Promise<TrialBalanceReport> {
  const { period, movements } = await periodOf(tx, company, workFolderId, query);
  const balance = computeTrialBalance(movements, { bySubAccount: query.bySubAccount });
  const names = await accountNames(
    tx,
    company,
    language,
    balance.accounts.map((row) => row.accountNumber),
  );
  const subNumbers = await subAccountNumbers(
    tx,
    company.companyId,
    balance.accounts.flatMap((row) => (row.subAccountId ? [row.subAccountId] : [])),
  );
  const format = (amount: Amount) => formatAmount(amount, company.scale);
  const amounts = (row: (typeof balance.accounts)[number] | typeof balance.totals) => ({
    openingDebit: format(row.openingDebit),
    openingCredit: format(row.openingCredit),
    debit: format(row.debit),
    credit: format(row.credit),
    closingDebit: format(row.closingDebit),
    closingCredit: format(row.closingCredit),
  });
  return {
    from: period.fromOn,
    to: period.toOn,
    currency: company.currency,
    accounts: balance.accounts.map((row) => ({
      accountId: names.get(row.accountNumber)?.id ?? null,
      accountNumber: row.accountNumber,
      label: names.get(row.accountNumber)?.label ?? row.accountNumber,
      subAccountId: row.subAccountId ?? null,
      subAccountNumber: row.subAccountId ? (subNumbers.get(row.subAccountId) ?? null) : null,
      ...amounts(row),
    })),
    totals: amounts(balance.totals),
  };
}

type Layouts = { balanceSheet: BalanceSheetLayout; incomeStatement: IncomeStatementLayout };
const layoutsByFramework = new Map<AccountingFramework, Layouts>();

/** The statement layouts of a framework (SYSCOHADA, or the PCG for French companies), parsed once. */
export function layoutsOf(framework: AccountingFramework): Layouts {
  const cached = layoutsByFramework.get(framework);
  if (cached) return cached;
  const prefix = framework === 'PCG' ? 'pcg' : 'syscohada';
  const read = (name: string) => readFileSync(join(REFERENTIALS_DIR, `${prefix}-${name}.csv`), 'utf8');
  const layouts = {
    balanceSheet: parseBalanceSheetLayout(read('balance-sheet')),
    incomeStatement: parseIncomeStatementLayout(read('income-statement')),
  };
  layoutsByFramework.set(framework, layouts);
  return layouts;
}

/** Both statements at the end of the period: every movement up to then, opening entries included. */
async function statements(tx: Transaction, company: CompanyContext, workFolderId: string, query: PeriodQuery) {
  const { period, movements } = await periodOf(tx, company, workFolderId, { ...query, beforeClosing: 'true' });
  const all: AccountMovement[] = [...movements.opening, ...movements.period];
  const balances = totalsByAccountNumber(all);
  return { period, balances, statements: computeFinancialStatements(layoutsOf(company.framework), balances) };
}

/**
 * The statements of the company's previous folder (N-1), whole and before its closing, as the
 * SYSCOHADA and PCG models set them beside the year; null for a first year.
 */
async function previousStatements(tx: Transaction, company: CompanyContext, workFolderId: string) {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const previous = await findPreviousWorkFolder(tx, company.companyId, folder);
  if (!previous) return null;
  const { period, movements } = await periodOf(tx, company, previous.id, {});
  const layouts = layoutsOf(company.framework);
  return {
    period: { from: period.fromOn, to: period.toOn },
    balanceSheet: computeFinancialStatements(
      layouts,
      totalsByAccountNumber([...movements.opening, ...movements.period]),
    ).balanceSheet,
    incomeStatement: computeFinancialStatements(layouts, totalsByAccountNumber(movements.period)).incomeStatement,
  };
}

export async function balanceSheet(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: PeriodQuery,
  language: Language,
): Promise<BalanceSheetReport> {
  const { period, balances, statements: computed } = await statements(tx, company, workFolderId, query);
  const sheet = computed.balanceSheet;
  const format = (amount: Amount) => formatAmount(amount, company.scale);
  const previous = await previousStatements(tx, company, workFolderId);
  const previousNet = new Map(previous?.balanceSheet.assets.map((line) => [line.ref, line.net]));
  const previousAmount = new Map(previous?.balanceSheet.liabilities.map((line) => [line.ref, line.amount]));
  const previousOf = (amounts: Map<string, Amount>, ref: string) =>
    previous ? format(amounts.get(ref) ?? ZERO_AMOUNT) : null;
  const placed = await accountsByRubric(tx, company, language, layoutsOf(company.framework).balanceSheet, balances);
  const assetRefs = new Set(sheet.assets.map((line) => line.ref));
  // Gross shows debit − credit; depreciation and the passif show credit − debit, as their rubrics do.
  const accountsOf = (ref: string) =>
    (placed.get(ref) ?? []).map(({ balance, column, ...account }) => ({
      ...account,
      column,
      amount: format(toAmount(assetRefs.has(ref) && column === 'gross' ? balance : -balance)),
    }));
  return {
    from: period.fromOn,
    to: period.toOn,
    currency: company.currency,
    previous: previous?.period ?? null,
    assets: sheet.assets.map((line) => ({
      ref: line.ref,
      kind: line.kind,
      label: line.label[language],
      note: line.note,
      gross: format(line.gross),
      depreciation: format(line.depreciation),
      net: format(line.net),
      previousNet: previousOf(previousNet, line.ref),
      accounts: accountsOf(line.ref),
    })),
    liabilities: sheet.liabilities.map((line) => ({
      ref: line.ref,
      kind: line.kind,
      label: line.label[language],
      note: line.note,
      amount: format(line.amount),
      previousAmount: previousOf(previousAmount, line.ref),
      accounts: accountsOf(line.ref).map(({ column: _column, ...account }) => account),
    })),
    totals: { assets: format(sheet.totals.assets), liabilities: format(sheet.totals.liabilities) },
    result: format(sheet.result),
    equityCheck: equityCheckOf(company, sheet.liabilities, balances),
    unmappedAccounts: sheet.unmappedAccounts.map((account) => ({
      accountNumber: account.accountNumber,
      balance: format(account.balance),
    })),
  };
}

/**
 * Total equity against the share capital (credit balance of 101): below half, the partners must decide
 * whether the company goes on (AUSCGIE art. 371 / 664; C. com. L223-42 / L225-248).
 */
function equityCheckOf(
  company: CompanyContext,
  liabilities: ReadonlyArray<{ ref: string; amount: Amount }>,
  balances: AccountBalances,
): BalanceSheetReport['equityCheck'] {
  const rules = appropriationRulesOf(company.framework);
  const equity = liabilities.find((line) => line.ref === rules.equityRef)?.amount ?? ZERO_AMOUNT;
  let capital = 0n;
  for (const [accountNumber, totals] of balances) {
    if (accountNumber.startsWith(rules.accounts.capital)) capital += totals.credit - totals.debit;
  }
  const format = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  return {
    equity: format(equity),
    capital: format(capital),
    equityBelowHalfOfCapital: equityBelowHalfOfCapital(equity, capital),
    legalBasis: rules.equityBelowHalfOfCapital,
  };
}

/** The income statement of the period: class 6, 7 and 8 movements between its dates. */
export async function incomeStatement(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: PeriodQuery,
  language: Language,
): Promise<IncomeStatementReport> {
  const { period, movements } = await periodOf(tx, company, workFolderId, { ...query, beforeClosing: 'true' });
  const balances = totalsByAccountNumber(movements.period);
  const layouts = layoutsOf(company.framework);
  const statement = computeFinancialStatements(layouts, balances).incomeStatement;
  const format = (amount: Amount) => formatAmount(amount, company.scale);
  const placed = await accountsByRubric(tx, company, language, layouts.incomeStatement, balances);
  const previous = await previousStatements(tx, company, workFolderId);
  const previousAmount = new Map(previous?.incomeStatement.lines.map((line) => [line.ref, line.amount]));
  return {
    from: period.fromOn,
    to: period.toOn,
    currency: company.currency,
    previous: previous?.period ?? null,
    lines: statement.lines.map((line) => ({
      ref: line.ref,
      kind: line.kind,
      label: line.label[language],
      note: line.note,
      amount: format(line.amount),
      previousAmount: previous ? format(previousAmount.get(line.ref) ?? ZERO_AMOUNT) : null,
      // Every rubric is credit − debit (charges negative): so are its accounts.
      accounts: (placed.get(line.ref) ?? []).map(({ balance, column: _column, ...account }) => ({
        ...account,
        amount: format(toAmount(-balance)),
      })),
    })),
    result: format(statement.result),
    unmappedAccounts: statement.unmappedAccounts.map((account) => ({
      accountNumber: account.accountNumber,
      balance: format(account.balance),
    })),
  };
}

type PlacedAccount = Omit<StatementAccount, 'amount'> & { balance: bigint; column: 'gross' | 'depreciation' };

/**
 * The accounts behind each rubric (debit − credit as `balance`), placed by the rule the statement itself
 * follows, from the same balances: the accounts of a rubric add up to its amount.
 */
async function accountsByRubric(
  tx: Transaction,
  company: CompanyContext,
  language: Language,
  layout: BalanceSheetLayout | IncomeStatementLayout,
  balances: AccountBalances,
): Promise<Map<string, PlacedAccount[]>> {
  const placements = [...balances].flatMap(([accountNumber, totals]) => {
    const balance = totals.debit - totals.credit;
    const rubric = balance === 0n ? undefined : findRubricOfAccount(layout, accountNumber, balance);
    return rubric ? [{ accountNumber, balance, ...rubric }] : [];
  });
  const names = await accountNames(
    tx,
    company,
    language,
    placements.map((placement) => placement.accountNumber),
  );
  const byRef = new Map<string, PlacedAccount[]>();
  for (const placement of placements.sort((left, right) => (left.accountNumber < right.accountNumber ? -1 : 1))) {
    const name = names.get(placement.accountNumber);
    const accounts = byRef.get(placement.ref) ?? [];
    accounts.push({
      accountId: name?.id ?? null,
      accountNumber: placement.accountNumber,
      label: name?.label ?? placement.accountNumber,
      balance: placement.balance,
      column: placement.role,
    });
    byRef.set(placement.ref, accounts);
  }
  return byRef;
}

/** Id and label (in the language asked) of the company's accounts with these numbers. */
async function accountNames(tx: Transaction, company: CompanyContext, language: Language, numbers: string[]) {
  if (numbers.length === 0) return new Map<string, { id: string; label: string }>();
  const rows = await tx
    .select({ id: companyAccounts.id, number: companyAccounts.number, label: accountLabelSql(language) })
    .from(companyAccounts)
    .leftJoin(refAccounts, refAccountJoin(company.framework))
    .where(
      and(eq(companyAccounts.companyId, company.companyId), inArray(companyAccounts.number, [...new Set(numbers)])),
    );
  return new Map(rows.map((row) => [row.number, { id: row.id, label: row.label }]));
}

async function subAccountNumbers(tx: Transaction, companyId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: subAccounts.id, number: subAccounts.number })
    .from(subAccounts)
    .where(and(eq(subAccounts.companyId, companyId), inArray(subAccounts.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row.number]));
}

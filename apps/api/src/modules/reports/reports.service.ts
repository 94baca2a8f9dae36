import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type AccountMovement,
  type Amount,
  type BalanceSheetLayout,
  computeFinancialStatements,
  computeTrialBalance,
  formatAmount,
  type IncomeStatementLayout,
  parseBalanceSheetLayout,
  parseIncomeStatementLayout,
  totalsByAccountNumber,
} from '@bilan/accounting';
import type {
  AccountingFramework,
  BalanceSheetReport,
  IncomeStatementReport,
  Language,
  TrialBalanceReport,
} from '@bilan/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { accountLabelSql, refAccountJoin } from '../accounts/account-labels.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { REFERENTIALS_DIR } from '../referentials/referentials.seed.ts';
import { refAccounts } from '../referentials/referentials.table.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { readPeriodMovements, reportPeriod } from './report-period.ts';

export interface PeriodQuery {
  from?: string;
  to?: string;
}

async function periodOf(tx: Transaction, company: CompanyContext, workFolderId: string, query: PeriodQuery) {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const period = reportPeriod(folder, query.from, query.to);
  return { period, movements: await readPeriodMovements(tx, workFolderId, period) };
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
  const labels = await accountLabels(
    tx,
    company,
    language,
    balance.accounts.map((row) => row.accountNumber),
  );
  const subNumbers = await subAccountNumbers(
    tx,
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
      accountNumber: row.accountNumber,
      label: labels.get(row.accountNumber) ?? row.accountNumber,
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
function layoutsOf(framework: AccountingFramework): Layouts {
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
  const { period, movements } = await periodOf(tx, company, workFolderId, query);
  const all: AccountMovement[] = [...movements.opening, ...movements.period];
  return { period, statements: computeFinancialStatements(layoutsOf(company.framework), totalsByAccountNumber(all)) };
}

export async function balanceSheet(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: PeriodQuery,
  language: Language,
): Promise<BalanceSheetReport> {
  const { period, statements: computed } = await statements(tx, company, workFolderId, query);
  const sheet = computed.balanceSheet;
  const format = (amount: Amount) => formatAmount(amount, company.scale);
  return {
    from: period.fromOn,
    to: period.toOn,
    currency: company.currency,
    assets: sheet.assets.map((line) => ({
      ref: line.ref,
      kind: line.kind,
      label: line.label[language],
      note: line.note,
      gross: format(line.gross),
      depreciation: format(line.depreciation),
      net: format(line.net),
    })),
    liabilities: sheet.liabilities.map((line) => ({
      ref: line.ref,
      kind: line.kind,
      label: line.label[language],
      note: line.note,
      amount: format(line.amount),
    })),
    totals: { assets: format(sheet.totals.assets), liabilities: format(sheet.totals.liabilities) },
    result: format(sheet.result),
    unmappedAccounts: sheet.unmappedAccounts.map((account) => ({
      accountNumber: account.accountNumber,
      balance: format(account.balance),
    })),
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
  const { period, movements } = await periodOf(tx, company, workFolderId, query);
  const computed = computeFinancialStatements(layoutsOf(company.framework), totalsByAccountNumber(movements.period));
  const statement = computed.incomeStatement;
  const format = (amount: Amount) => formatAmount(amount, company.scale);
  return {
    from: period.fromOn,
    to: period.toOn,
    currency: company.currency,
    lines: statement.lines.map((line) => ({
      ref: line.ref,
      kind: line.kind,
      label: line.label[language],
      note: line.note,
      amount: format(line.amount),
    })),
    result: format(statement.result),
    unmappedAccounts: statement.unmappedAccounts.map((account) => ({
      accountNumber: account.accountNumber,
      balance: format(account.balance),
    })),
  };
}

async function accountLabels(tx: Transaction, company: CompanyContext, language: Language, numbers: string[]) {
  if (numbers.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ number: companyAccounts.number, label: accountLabelSql(language) })
    .from(companyAccounts)
    .leftJoin(refAccounts, refAccountJoin(company.framework))
    .where(
      and(eq(companyAccounts.companyId, company.companyId), inArray(companyAccounts.number, [...new Set(numbers)])),
    );
  return new Map(rows.map((row) => [row.number, row.label]));
}

async function subAccountNumbers(tx: Transaction, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: subAccounts.id, number: subAccounts.number })
    .from(subAccounts)
    .where(inArray(subAccounts.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.number]));
}

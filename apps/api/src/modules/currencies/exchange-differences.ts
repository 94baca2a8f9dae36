import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ExchangeDifferenceAccounts,
  parseCsvTable,
  parseRevaluationAccounts,
  type RevaluationAccounts,
  revaluationCategoryOf,
} from '@bilan/accounting';
import type { AccountingFramework } from '@bilan/contract';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { REFERENTIALS_DIR } from '../referentials/referentials.seed.ts';

/** Trade receivables and payables (40x, 41x), or financial items: loans, borrowings, foreign cash. */
export type ExchangeDifferenceKind = 'TRADE' | 'FINANCIAL';

let differenceAccounts: Map<string, ExchangeDifferenceAccounts> | undefined;

/**
 * The accounts of realised exchange differences of a chart (referentials/exchange-difference-accounts.csv,
 * with its sources): on trade items 656 / 756 in both; on financial items 676 / 776 (SYSCOHADA), 666 / 766 (PCG).
 */
export function exchangeDifferenceAccountsOf(
  framework: AccountingFramework,
  kind: ExchangeDifferenceKind = 'TRADE',
): ExchangeDifferenceAccounts {
  differenceAccounts ??= new Map(
    parseCsvTable(readFileSync(join(REFERENTIALS_DIR, 'exchange-difference-accounts.csv'), 'utf8')).records.map(
      (record) => [`${record.framework} ${record.kind}`, { loss: record.loss ?? '', gain: record.gain ?? '' }],
    ),
  );
  const accounts = differenceAccounts.get(`${framework} ${kind}`);
  if (!accounts) throw new Error(`referentials/exchange-difference-accounts.csv has no ${kind} row for ${framework}`);
  return accounts;
}

const revaluationAccounts = new Map<AccountingFramework, RevaluationAccounts>();

/** The year-end revaluation's accounts by role (referentials/currency-revaluation-accounts.csv). */
export function revaluationAccountsOf(framework: AccountingFramework): RevaluationAccounts {
  const cached = revaluationAccounts.get(framework);
  if (cached) return cached;
  const text = readFileSync(join(REFERENTIALS_DIR, 'currency-revaluation-accounts.csv'), 'utf8');
  const accounts = parseRevaluationAccounts(text, framework);
  revaluationAccounts.set(framework, accounts);
  return accounts;
}

/**
 * The accounts of the differences realised on an item of `accountNumber`: trade on suppliers' and
 * customers' accounts (40, 41), financial on every other, as the year-end revaluation sorts them
 * (docs/decisions/0037-currency-revaluation.md): a SYSCOHADA supplier of fixed assets (481) is financial.
 */
export function exchangeDifferenceAccountsFor(
  framework: AccountingFramework,
  accountNumber: string,
): ExchangeDifferenceAccounts {
  return exchangeDifferenceAccountsOf(framework, revaluationCategoryOf(accountNumber));
}

/**
 * The loss and gain accounts, added to the company's chart when it lacks them: charts copied before
 * 656 / 756 were in the French reference chart get them on first use.
 */
export async function ensureExchangeDifferenceAccounts(
  tx: Transaction,
  company: CompanyContext,
  accounts: ExchangeDifferenceAccounts,
): Promise<void> {
  await ensureAccount(tx, company, accounts.loss, 'expense');
  await ensureAccount(tx, company, accounts.gain, 'income');
}

/** An account of the reference chart, added to the company's when missing (a charge of class 6 or 7). */
export async function ensureAccount(
  tx: Transaction,
  company: CompanyContext,
  number: string,
  nature: 'expense' | 'income',
) {
  const [account] = await tx
    .select({ id: companyAccounts.id })
    .from(companyAccounts)
    .where(and(eq(companyAccounts.companyId, company.companyId), eq(companyAccounts.number, number)));
  if (account) return;
  await tx.insert(companyAccounts).values({
    id: newId(),
    companyId: company.companyId,
    number,
    customLabel: null,
    classNumber: number.slice(0, 1),
    nature,
    isGroup: false,
    refAccountNumber: number,
  });
}

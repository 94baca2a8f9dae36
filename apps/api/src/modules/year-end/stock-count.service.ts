import {
  type Amount,
  type CountedStock,
  formatAmount,
  stockCountLines,
  stockRuleOf,
  toAmount,
  yearEndEntry,
} from '@bilan/accounting';
import type { CountStockBody } from '@bilan/contract';
import type { Transaction } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { leavesOf, readAccountBalances } from './year-end.queries.ts';
import { balanceScope, openFolderHolding, postYearEndEntry } from './year-end.service.ts';
import { accountNumbersOf, amountOf } from './year-end-inputs.ts';
import { yearEndRulesOf } from './year-end-rules.ts';

const LABELS = { en: 'Stock count', fr: 'Inventaire' };

/** The stock accounts (31–37 as the chart's rules name them) with their balance and write-down at the folder's end. */
export async function stockAccounts(tx: Transaction, company: CompanyContext, workFolderId: string) {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const { stockRules } = yearEndRulesOf(company.framework);
  const scope = await balanceScope(tx, company, folder, folder.endOn);
  const stocks = leavesOf(
    await readAccountBalances(tx, scope, { prefixes: stockRules.map((rule) => rule.stockPrefix) }),
  );
  const writeDowns = await readAccountBalances(tx, scope, {
    prefixes: [...new Set(stockRules.map((rule) => rule.writeDownAccount))],
  });
  const writeDownOf = new Map(writeDowns.map((account) => [account.accountNumber, -account.balance]));
  return stocks.map((account) => {
    const writeDownAccountNumber = stockRuleOf(account.accountNumber, stockRules).writeDownAccount;
    return {
      accountId: account.accountId,
      accountNumber: account.accountNumber,
      label: account.label,
      balance: formatAmount(account.balance, company.scale),
      writeDownAccountNumber,
      writeDown: formatAmount(toAmount(writeDownOf.get(writeDownAccountNumber) ?? 0n), company.scale),
    };
  });
}

/**
 * Books a stock count: for each stock account, its balance at the date out and the counted stock in, and
 * the write-down brought to what the count calls for, in one entry (source STOCK). A count that changes
 * nothing posts nothing.
 */
export async function countStock(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: CountStockBody,
): Promise<{ entryNumber: string | null }> {
  const folder = await openFolderHolding(tx, company, workFolderId, body.date);
  const numberOf = await accountNumbersOf(
    tx,
    company.companyId,
    body.lines.map((line, index) => ({ id: line.accountId, path: `lines.${index}.accountId` })),
  );
  const { accounts, stockRules } = yearEndRulesOf(company.framework);
  const rules = body.lines.map((line) => stockRuleOf(numberOf.get(line.accountId) ?? '', stockRules));
  const scope = await balanceScope(tx, company, folder, body.date);
  const stockBalances = await readAccountBalances(tx, scope, { accountIds: body.lines.map((line) => line.accountId) });
  const writeDowns = await readAccountBalances(tx, scope, { prefixes: rules.map((rule) => rule.writeDownAccount) });
  const balanceOf = (balances: typeof writeDowns, key: (row: (typeof writeDowns)[number]) => boolean): Amount =>
    toAmount(balances.find(key)?.balance ?? 0n);
  const counted: CountedStock[] = body.lines.map((line, index) => {
    const rule = rules[index] ?? stockRuleOf('', stockRules);
    return {
      stockAccount: { accountNumber: numberOf.get(line.accountId) ?? '', accountId: line.accountId },
      rule,
      previous: balanceOf(stockBalances, (row) => row.accountId === line.accountId),
      counted: amountOf(line.counted, company.scale, `lines.${index}.counted`),
      previousWriteDown: toAmount(-balanceOf(writeDowns, (row) => row.accountNumber === rule.writeDownAccount)),
      writeDown: amountOf(line.writeDown, company.scale, `lines.${index}.writeDown`),
    };
  });
  const label = `${LABELS[await companyLanguage(tx, company.companyId)]} ${body.date}`;
  const entry = yearEndEntry(body.date, label, stockCountLines(label, counted, accounts));
  if (!entry) return { entryNumber: null };
  const posted = await postYearEndEntry(tx, company, folder.id, entry, { type: 'STOCK', id: null });
  await recordAudit(tx, company, {
    action: 'CREATE',
    entityType: 'STOCK_COUNT',
    entityId: posted.id,
    after: { date: body.date, lines: body.lines, entryNumber: posted.number },
  });
  return { entryNumber: posted.number };
}

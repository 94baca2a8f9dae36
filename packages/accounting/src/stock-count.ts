import type { JournalLine } from './journal-entry.ts';
import { type Amount, toAmount } from './money.ts';
import { adjustmentLines, type YearEndAccounts, YearEndError } from './year-end-entries.ts';

const ZERO = toAmount(0n);

/** Where a stock account's variation and write-down post (referentials/stock-variations.csv). */
export interface StockVariationRule {
  stockPrefix: string;
  variationAccount: string;
  writeDownAccount: string;
}

export function stockRuleOf(stockAccountNumber: string, rules: readonly StockVariationRule[]): StockVariationRule {
  const rule = rules
    .filter((candidate) => stockAccountNumber.startsWith(candidate.stockPrefix))
    .sort((left, right) => right.stockPrefix.length - left.stockPrefix.length)[0];
  if (!rule) {
    throw new YearEndError('STOCK_ACCOUNT_NOT_ALLOWED', `${stockAccountNumber} is not a stock account of the chart.`);
  }
  return rule;
}

export interface CountedStock {
  stockAccount: { accountNumber: string; accountId?: string };
  rule: StockVariationRule;
  /** The stock account's balance before the count: the previous stock, taken out. */
  previous: Amount;
  counted: Amount;
  /** The credit balance of the stock's write-down account before the count, and this stock's write-down. */
  previousWriteDown: Amount;
  writeDown: Amount;
}

/**
 * The stock variation of a count: the previous stock out (variation D / stock C), the counted stock in
 * (stock D / variation C), SYSCOHADA 603x / 73x, PCG 603x / 713; then each write-down account (39x)
 * brought to the sum of the write-downs typed on its stock accounts (SYSCOHADA 6593 / 7593; PCG 68173 /
 * 78173): 391 holds the write-down of every account of goods. Counting again books only the change,
 * because the previous stock is then the last count.
 */
export function stockCountLines(label: string, stocks: readonly CountedStock[], accounts: YearEndAccounts) {
  const lines: JournalLine[] = [];
  const writeDowns = new Map<string, { current: Amount; target: bigint }>();
  for (const stock of stocks) {
    const variation = { accountNumber: stock.rule.variationAccount };
    if (stock.previous !== stock.counted) {
      if (stock.previous !== 0n) {
        lines.push({ ...variation, label, debit: stock.previous, credit: ZERO });
        lines.push({ ...stock.stockAccount, label, debit: ZERO, credit: stock.previous });
      }
      if (stock.counted !== 0n) {
        lines.push({ ...stock.stockAccount, label, debit: stock.counted, credit: ZERO });
        lines.push({ ...variation, label, debit: ZERO, credit: stock.counted });
      }
    }
    const account = stock.rule.writeDownAccount;
    const sum = writeDowns.get(account) ?? { current: stock.previousWriteDown, target: 0n };
    writeDowns.set(account, { current: sum.current, target: sum.target + stock.writeDown });
  }
  for (const [account, { current, target }] of writeDowns) {
    lines.push(
      ...adjustmentLines({
        label,
        current,
        target: toAmount(target),
        allowance: { accountNumber: account },
        expense: { accountNumber: accounts.stockWriteDownExpense },
        reversal: { accountNumber: accounts.stockWriteDownReversal },
      }),
    );
  }
  return lines;
}

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
  /** The write-down account's credit balance before the count, and the write-down the count calls for. */
  previousWriteDown: Amount;
  writeDown: Amount;
}

/**
 * The stock variation of a count: the previous stock out (variation D / stock C), the counted stock in
 * (stock D / variation C), SYSCOHADA 603x / 73x, PCG 603x / 713; then the write-down (39x) brought to
 * what the count calls for (SYSCOHADA 6593 / 7593; PCG 68173 / 78173). Counting again books only the
 * change, because the previous stock is then the last count.
 */
export function stockCountLines(label: string, stocks: readonly CountedStock[], accounts: YearEndAccounts) {
  const lines: JournalLine[] = [];
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
    lines.push(
      ...adjustmentLines({
        label,
        current: stock.previousWriteDown,
        target: stock.writeDown,
        allowance: { accountNumber: stock.rule.writeDownAccount },
        expense: { accountNumber: accounts.stockWriteDownExpense },
        reversal: { accountNumber: accounts.stockWriteDownReversal },
      }),
    );
  }
  return lines;
}

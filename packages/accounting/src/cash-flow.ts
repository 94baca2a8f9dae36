import { type CashFlowLayout, cashFlowRuleOf } from './cash-flow-layout.ts';
import { type Amount, toAmount } from './money.ts';

/** An account's year: its balance at the opening (debit − credit) and its debits and credits since. */
export type AccountYear = { accountNumber: string; opening: bigint; debits: bigint; credits: bigint };

export type CashFlowStatement = {
  /** Amount of each line by ref (ZA … ZH). */
  lines: Map<string, Amount>;
  /** Cash at the end as the balances give it: ZH must equal it. */
  closingTreasury: Amount;
  /** Accounts with a movement that no rule places: the statement cannot tie while one remains. */
  unmappedAccounts: string[];
};

const positivePart = (amount: bigint) => (amount > 0n ? amount : 0n);

/** What each line receives from one account, as debit − credit (a line shows the opposite: cash in is positive). */
function contributions(layout: CashFlowLayout, year: AccountYear): Array<[string, bigint]> | null {
  const rule = cashFlowRuleOf(layout.rules, year.accountNumber);
  if (!rule) return null;
  const debitLine = rule.debitLine ?? '';
  const creditLine = rule.creditLine ?? '';
  const closing = year.opening + year.debits - year.credits;
  switch (rule.split) {
    case 'treasury':
      return [];
    case 'movement':
      return [[debitLine, year.debits - year.credits]];
    case 'sides':
      return [
        [debitLine, year.debits],
        [creditLine, -year.credits],
      ];
    case 'balances':
      return [
        [debitLine, positivePart(closing) - positivePart(year.opening)],
        [creditLine, positivePart(-year.opening) - positivePart(-closing)],
      ];
  }
}

/**
 * The cash-flow statement (SYSCOHADA TFT) of a year from its accounts alone. Every account's movement goes to
 * the lines its rule names (referentials/syscohada-cash-flow-accounts.csv), so the lines add up to the change of
 * the treasury accounts: ZH = ZA + ZG holds to the unit whenever every moved account has a rule.
 */
export function computeCashFlow(layout: CashFlowLayout, accounts: readonly AccountYear[]): CashFlowStatement {
  const totals = new Map<string, bigint>();
  const add = (ref: string, amount: bigint) => totals.set(ref, (totals.get(ref) ?? 0n) + amount);
  const unmappedAccounts: string[] = [];
  let openingTreasury = 0n;
  let closingTreasury = 0n;
  for (const year of accounts) {
    const parts = contributions(layout, year);
    if (parts === null) {
      if (year.debits !== year.credits || year.opening !== 0n) unmappedAccounts.push(year.accountNumber);
      continue;
    }
    if (parts.length === 0) {
      openingTreasury += year.opening;
      closingTreasury += year.opening + year.debits - year.credits;
    }
    for (const [ref, amount] of parts) add(ref, -amount);
  }
  const lines = new Map<string, Amount>();
  for (const line of layout.lines) {
    const amount =
      line.kind === 'treasury'
        ? openingTreasury
        : line.kind === 'line'
          ? (totals.get(line.ref) ?? 0n)
          : line.formula.reduce((sum, ref) => sum + (lines.get(ref) ?? 0n), 0n);
    lines.set(line.ref, toAmount(amount));
  }
  return { lines, closingTreasury: toAmount(closingTreasury), unmappedAccounts: [...new Set(unmappedAccounts)].sort() };
}

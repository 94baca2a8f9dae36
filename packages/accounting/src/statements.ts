import type { DebitCreditTotals } from './balances.ts';
import { type Amount, toAmount } from './money.ts';
import {
  type BalanceRule,
  type BalanceSheetLayout,
  type BalanceSheetLayoutRow,
  type IncomeStatementLayout,
  type IncomeStatementSign,
  LayoutError,
  type LayoutRow,
  type LayoutRowKind,
  type LocalizedLabel,
} from './statement-layout.ts';

/** Debit and credit totals keyed by account number (see `totalsByAccountNumber`). */
export type AccountBalances = ReadonlyMap<string, DebitCreditTotals>;

/** An account no rubric takes; `balance` is debit − credit. Its presence means the layout needs a look. */
export type UnmappedAccount = { accountNumber: string; balance: Amount };

type LineHeading = { ref: string; kind: LayoutRowKind; label: LocalizedLabel; note: string | null };

export type IncomeStatementLine = LineHeading & { sign: IncomeStatementSign | null; amount: Amount };
export type IncomeStatement = { lines: IncomeStatementLine[]; result: Amount; unmappedAccounts: UnmappedAccount[] };

export type BalanceSheetAssetLine = LineHeading & { gross: Amount; depreciation: Amount; net: Amount };
export type BalanceSheetLiabilityLine = LineHeading & { amount: Amount };
export type BalanceSheet = {
  assets: BalanceSheetAssetLine[];
  liabilities: BalanceSheetLiabilityLine[];
  totals: { assets: Amount; liabilities: Amount };
  result: Amount;
  unmappedAccounts: UnmappedAccount[];
};

const BALANCE_SHEET_CLASSES = '12345';
const INCOME_STATEMENT_CLASSES = '678';

/**
 * Every rubric is computed as credit − debit, which gives the official model's signs: products positive, charges
 * (R*) negative, and the '-/+' stock variations positive or negative as they fall. The formulas are then plain sums.
 */
export function computeIncomeStatement(layout: IncomeStatementLayout, balances: AccountBalances): IncomeStatement {
  const allocation = allocate(balances, prefixRules(layout.rows), INCOME_STATEMENT_CLASSES);
  const values = evaluateRows(
    layout.rows,
    (ref) => -(allocation.byRef.get(ref)?.gross ?? 0n),
    () => undefined,
    SCALAR,
  );
  const lines = layout.rows.map((row) => ({
    ...headingOf(row),
    sign: row.sign,
    amount: toAmount(values.get(row.ref) ?? 0n),
  }));
  return { lines, result: lines.at(-1)?.amount ?? toAmount(0n), unmappedAccounts: allocation.unmapped };
}

/**
 * Actif rubrics show gross (debit − credit), depreciation (credit − debit of their depreciation accounts) and net;
 * passif rubrics show credit − debit. The year's result reaches the passif through a formula naming the income
 * statement's result (CJ = XI; earlier results awaiting appropriation in CJA), so both sides total the same.
 */
export function computeBalanceSheet(
  layout: BalanceSheetLayout,
  balances: AccountBalances,
  incomeStatement: IncomeStatement,
): BalanceSheet {
  const allocation = allocate(balances, prefixRules(layout.rows), BALANCE_SHEET_CLASSES);
  const external = (ref: string) => incomeStatement.lines.find((line) => line.ref === ref)?.amount;
  const assetRows = layout.rows.filter((row) => row.side === 'actif');
  const liabilityRows = layout.rows.filter((row) => row.side === 'passif');
  const assetValues = evaluateRows(
    assetRows,
    (ref) => allocation.byRef.get(ref) ?? ZERO_PAIR,
    (ref) => {
      const amount = external(ref);
      return amount === undefined ? undefined : { gross: amount, depreciation: 0n };
    },
    PAIR,
  );
  const liabilityValues = evaluateRows(
    liabilityRows,
    (ref) => -(allocation.byRef.get(ref)?.gross ?? 0n),
    external,
    SCALAR,
  );
  const assets = assetRows.map((row) => assetLine(row, assetValues.get(row.ref) ?? ZERO_PAIR));
  const liabilities = liabilityRows.map((row) => ({
    ...headingOf(row),
    amount: toAmount(liabilityValues.get(row.ref) ?? 0n),
  }));
  return {
    assets,
    liabilities,
    totals: { assets: assets.at(-1)?.net ?? toAmount(0n), liabilities: liabilities.at(-1)?.amount ?? toAmount(0n) },
    result: incomeStatement.result,
    unmappedAccounts: allocation.unmapped,
  };
}

export function computeFinancialStatements(
  layouts: { balanceSheet: BalanceSheetLayout; incomeStatement: IncomeStatementLayout },
  balances: AccountBalances,
): { balanceSheet: BalanceSheet; incomeStatement: IncomeStatement } {
  const incomeStatement = computeIncomeStatement(layouts.incomeStatement, balances);
  return { balanceSheet: computeBalanceSheet(layouts.balanceSheet, balances, incomeStatement), incomeStatement };
}

/** Gross is debit − credit of the rubric's own accounts, depreciation credit − debit of its depreciation accounts. */
type Pair = { gross: bigint; depreciation: bigint };
const ZERO_PAIR: Pair = { gross: 0n, depreciation: 0n };

type Operations<Value> = { add: (left: Value, right: Value, sign: 1 | -1) => Value };
const SCALAR: Operations<bigint> = { add: (left, right, sign) => left + BigInt(sign) * right };
const PAIR: Operations<Pair> = {
  add: (left, right, sign) => ({
    gross: left.gross + BigInt(sign) * right.gross,
    depreciation: left.depreciation + BigInt(sign) * right.depreciation,
  }),
};

function assetLine(row: BalanceSheetLayoutRow, value: Pair): BalanceSheetAssetLine {
  return {
    ...headingOf(row),
    gross: toAmount(value.gross),
    depreciation: toAmount(value.depreciation),
    net: toAmount(value.gross - value.depreciation),
  };
}

function headingOf(row: LayoutRow): LineHeading {
  return { ref: row.ref, kind: row.kind, label: row.label, note: row.note };
}

/** A row's value is its own accounts plus its formula's terms; the layout parser has ruled out cycles. */
function evaluateRows<Value>(
  rows: readonly LayoutRow[],
  own: (ref: string) => Value,
  external: (ref: string) => Value | undefined,
  operations: Operations<Value>,
): Map<string, Value> {
  const byRef = new Map(rows.map((row) => [row.ref, row]));
  const values = new Map<string, Value>();
  const evaluate = (ref: string): Value => {
    const known = values.get(ref);
    if (known !== undefined) return known;
    const row = byRef.get(ref);
    if (row === undefined) {
      const value = external(ref);
      if (value === undefined) throw new LayoutError('LAYOUT_REF_MUST_EXIST', `The formula ref ${ref} is unknown.`);
      return value;
    }
    const value = row.formula.reduce((sum, term) => operations.add(sum, evaluate(term.ref), term.sign), own(ref));
    values.set(ref, value);
    return value;
  };
  for (const row of rows) evaluate(row.ref);
  return values;
}

type PrefixRule = {
  ref: string;
  role: 'gross' | 'depreciation';
  prefix: string;
  excluded: readonly string[];
  balanceRule: BalanceRule | null;
};

type LayoutRows = ReadonlyArray<LayoutRow & Partial<BalanceSheetLayoutRow>>;
const rulesByLayout = new WeakMap<LayoutRows, PrefixRule[]>();

/** A layout's placement rules, built once per layout: statements place every account through them. */
function prefixRules(rows: LayoutRows): PrefixRule[] {
  const known = rulesByLayout.get(rows);
  if (known) return known;
  const rules = buildPrefixRules(rows);
  rulesByLayout.set(rows, rules);
  return rules;
}

function buildPrefixRules(rows: LayoutRows): PrefixRule[] {
  return rows.flatMap((row) => [
    ...row.accounts.map((prefix) => ({
      ref: row.ref,
      role: 'gross' as const,
      prefix,
      excluded: row.excludedAccounts,
      balanceRule: row.balanceRule ?? null,
    })),
    ...(row.depreciationAccounts ?? []).map((prefix) => ({
      ref: row.ref,
      role: 'depreciation' as const,
      prefix,
      excluded: [],
      balanceRule: null,
    })),
  ]);
}

/** The rubric an account with this balance (debit − credit) goes to, as the statements place it. */
export function findRubricOfAccount(
  layout: BalanceSheetLayout | IncomeStatementLayout,
  accountNumber: string,
  balance: bigint,
): { ref: string; role: 'gross' | 'depreciation' } | undefined {
  const rule = placeAccount(accountNumber, balance, prefixRules(layout.rows));
  return rule === undefined ? undefined : { ref: rule.ref, role: rule.role };
}

/**
 * Each account goes to exactly one rubric, so nothing is counted twice. Candidates are the rules whose prefix
 * matches and whose exclusions do not; those whose balance rule admits the balance's side win (a class-4 account
 * shows on the side its balance dictates); then the longest prefix; then the first in layout order.
 */
function placeAccount(accountNumber: string, balance: bigint, rules: readonly PrefixRule[]): PrefixRule | undefined {
  const matching = rules.filter(
    (rule) =>
      accountNumber.startsWith(rule.prefix) && !rule.excluded.some((excluded) => accountNumber.startsWith(excluded)),
  );
  const admitted = matching.filter((rule) => admits(rule, balance));
  const candidates = admitted.length > 0 ? admitted : matching;
  return candidates.reduce<PrefixRule | undefined>(
    (best, rule) => (best === undefined || rule.prefix.length > best.prefix.length ? rule : best),
    undefined,
  );
}

function admits(rule: PrefixRule, balance: bigint): boolean {
  if (rule.role === 'depreciation' || rule.balanceRule === null || rule.balanceRule === 'net') return true;
  return rule.balanceRule === 'debit' ? balance > 0n : balance < 0n;
}

function allocate(
  balances: AccountBalances,
  rules: readonly PrefixRule[],
  classes: string,
): { byRef: Map<string, Pair>; unmapped: UnmappedAccount[] } {
  const byRef = new Map<string, Pair>();
  const unmapped: UnmappedAccount[] = [];
  for (const [accountNumber, totals] of balances) {
    const balance = totals.debit - totals.credit;
    if (balance === 0n) continue;
    const rule = placeAccount(accountNumber, balance, rules);
    if (rule === undefined) {
      if (classes.includes(accountNumber.charAt(0))) unmapped.push({ accountNumber, balance: toAmount(balance) });
      continue;
    }
    const current = byRef.get(rule.ref) ?? ZERO_PAIR;
    byRef.set(
      rule.ref,
      rule.role === 'gross'
        ? { ...current, gross: current.gross + balance }
        : { ...current, depreciation: current.depreciation - balance },
    );
  }
  unmapped.sort((left, right) => (left.accountNumber < right.accountNumber ? -1 : 1));
  return { byRef, unmapped };
}

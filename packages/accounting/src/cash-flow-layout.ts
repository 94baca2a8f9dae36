import { parseCsvTable } from './csv.ts';
import { LayoutError, type LocalizedLabel } from './statement-layout.ts';

/**
 * How an account's movement of the year reaches the cash-flow statement (TFT):
 * - `movement`: its whole movement, to one line;
 * - `sides`: its debits to one line, its credits to another (acquisitions and disposals, loans and repayments);
 * - `balances`: the change of its debit balance to one line, of its credit balance to another (receivables and
 *   current liabilities, account by account as the balance sheet places them);
 * - `treasury`: it is cash: its balances are ZA and ZH.
 */
export type CashFlowSplit = 'movement' | 'sides' | 'balances' | 'treasury';

export type CashFlowRule = {
  prefixes: string[];
  excluded: string[];
  split: CashFlowSplit;
  debitLine: string | null;
  creditLine: string | null;
};

export type CashFlowLineKind = 'treasury' | 'line' | 'subtotal' | 'total';

export type CashFlowLine = {
  order: number;
  ref: string;
  kind: CashFlowLineKind;
  label: LocalizedLabel;
  formula: string[];
};

export type CashFlowLayout = { lines: CashFlowLine[]; rules: CashFlowRule[] };

const SPLITS: readonly CashFlowSplit[] = ['movement', 'sides', 'balances', 'treasury'];
const KINDS: readonly CashFlowLineKind[] = ['treasury', 'line', 'subtotal', 'total'];

function prefixesOf(text: string | undefined): string[] {
  const prefixes = (text ?? '').split(' ').filter((prefix) => prefix !== '');
  const invalid = prefixes.find((prefix) => !/^\d{1,12}$/.test(prefix));
  if (invalid !== undefined)
    throw new LayoutError('LAYOUT_ACCOUNT_PREFIX_MUST_BE_DIGITS', `"${invalid}" is no prefix.`);
  return prefixes;
}

function oneOf<Value extends string>(text: string | undefined, allowed: readonly Value[], what: string): Value {
  const value = allowed.find((candidate) => candidate === text);
  if (!value) throw new LayoutError('LAYOUT_VALUE_MUST_BE_KNOWN', `The ${what} "${text ?? ''}" is unknown.`);
  return value;
}

/**
 * Parses referentials/syscohada-cash-flow-lines.csv and syscohada-cash-flow-accounts.csv; every line a rule
 * names must exist and be a plain line, and every formula must name lines above it.
 */
export function parseCashFlowLayout(linesCsv: string, accountsCsv: string): CashFlowLayout {
  const lines = parseCsvTable(linesCsv).records.map(
    (record): CashFlowLine => ({
      order: Number(record.order),
      ref: record.ref ?? '',
      kind: oneOf(record.kind, KINDS, 'line kind'),
      label: { fr: record.label_fr ?? '', en: record.label_en ?? '' },
      formula: record.formula && record.formula !== 'OPENING' ? record.formula.split('+') : [],
    }),
  );
  lines.sort((left, right) => left.order - right.order);
  const plain = new Set(lines.filter((line) => line.kind === 'line').map((line) => line.ref));
  lines.forEach((line, index) => {
    const above = new Set(lines.slice(0, index).map((earlier) => earlier.ref));
    const unknown = line.formula.find((ref) => !above.has(ref));
    if (unknown) throw new LayoutError('LAYOUT_REF_MUST_EXIST', `${line.ref} adds ${unknown}, not a line above it.`);
  });
  const rules = parseCsvTable(accountsCsv).records.map((record): CashFlowRule => {
    const split = oneOf(record.split, SPLITS, 'split');
    const debitLine = record.debit_line || null;
    const creditLine = record.credit_line || null;
    for (const line of [debitLine, creditLine]) {
      if (split !== 'treasury' && (line === null || !plain.has(line))) {
        throw new LayoutError('LAYOUT_REF_MUST_EXIST', `A rule of ${record.accounts} names "${line}", not a line.`);
      }
    }
    return {
      prefixes: prefixesOf(record.accounts),
      excluded: prefixesOf(record.excluded_accounts),
      split,
      debitLine,
      creditLine,
    };
  });
  return { lines, rules };
}

/** The rule of an account: the one whose prefix matches it longest, unless that rule excludes it. */
export function cashFlowRuleOf(rules: readonly CashFlowRule[], accountNumber: string): CashFlowRule | null {
  let best: { rule: CashFlowRule; length: number } | null = null;
  for (const rule of rules) {
    if (rule.excluded.some((prefix) => accountNumber.startsWith(prefix))) continue;
    for (const prefix of rule.prefixes) {
      if (accountNumber.startsWith(prefix) && prefix.length > (best?.length ?? 0))
        best = { rule, length: prefix.length };
    }
  }
  return best?.rule ?? null;
}

import { parseCsvTable } from './csv.ts';
import { AccountingError } from './errors.ts';

export type LayoutErrorCode =
  | 'LAYOUT_COLUMNS_MUST_BE_PRESENT'
  | 'LAYOUT_ORDER_MUST_BE_INTEGER'
  | 'LAYOUT_REF_MUST_BE_CODE'
  | 'LAYOUT_REF_MUST_BE_UNIQUE'
  | 'LAYOUT_VALUE_MUST_BE_KNOWN'
  | 'LAYOUT_ACCOUNT_PREFIX_MUST_BE_DIGITS'
  | 'LAYOUT_FORMULA_MUST_BE_SUM_OF_REFS'
  | 'LAYOUT_REF_MUST_EXIST'
  | 'LAYOUT_REF_MUST_BE_ON_SAME_SIDE'
  | 'LAYOUT_FORMULA_MUST_NOT_CYCLE'
  | 'LAYOUT_DEPRECIATION_MUST_BE_ON_ASSETS'
  | 'LAYOUT_MUST_END_WITH_TOTAL'
  | 'LAYOUT_TOTAL_MUST_COUNT_EACH_RUBRIC_ONCE';

export class LayoutError extends AccountingError<LayoutErrorCode> {}

export type LocalizedLabel = { fr: string; en: string };
export type LayoutRowKind = 'rubric' | 'subtotal' | 'total';
export type FormulaTerm = { ref: string; sign: 1 | -1 };
/** net: the account's balance as it is; debit / credit: the account joins the rubric only with that balance. */
export type BalanceRule = 'net' | 'debit' | 'credit';
export type BalanceSheetSide = 'actif' | 'passif';
export type IncomeStatementSign = '+' | '-' | '+/-' | '-/+';

/** A row sums its accounts (by prefix, minus excluded prefixes) and then its formula's refs; either may be empty. */
export type LayoutRow = {
  order: number;
  ref: string;
  label: LocalizedLabel;
  kind: LayoutRowKind;
  note: string | null;
  accounts: string[];
  excludedAccounts: string[];
  formula: FormulaTerm[];
};

export type BalanceSheetLayoutRow = LayoutRow & {
  side: BalanceSheetSide;
  depreciationAccounts: string[];
  balanceRule: BalanceRule | null;
};

export type IncomeStatementLayoutRow = LayoutRow & { sign: IncomeStatementSign | null };

export type BalanceSheetLayout = { rows: BalanceSheetLayoutRow[] };
export type IncomeStatementLayout = { rows: IncomeStatementLayoutRow[] };

const COMMON_COLUMNS = [
  'order',
  'ref',
  'label_fr',
  'label_en',
  'kind',
  'note',
  'accounts',
  'excluded_accounts',
  'formula',
];
const BALANCE_SHEET_COLUMNS = [...COMMON_COLUMNS, 'side', 'depreciation_accounts', 'balance_rule'];
const INCOME_STATEMENT_COLUMNS = [...COMMON_COLUMNS, 'sign'];

/** Parses referentials/syscohada-balance-sheet.csv; the caller reads the file. */
export function parseBalanceSheetLayout(csvText: string): BalanceSheetLayout {
  const records = readRecords(csvText, BALANCE_SHEET_COLUMNS);
  const rows = records.map((record): BalanceSheetLayoutRow => {
    const row = readLayoutRow(record);
    const side = oneOf(record.side, ['actif', 'passif'] as const, `side of ${row.ref}`);
    const depreciationAccounts = readPrefixes(record.depreciation_accounts, row.ref);
    if (side === 'passif' && depreciationAccounts.length > 0) {
      throw new LayoutError('LAYOUT_DEPRECIATION_MUST_BE_ON_ASSETS', `${row.ref} is a liability with depreciation.`);
    }
    const rule = record.balance_rule ?? '';
    const balanceRule = rule === '' && row.accounts.length === 0 ? null : oneOf(rule, RULES, `rule of ${row.ref}`);
    return { ...row, side, depreciationAccounts, balanceRule };
  });
  rows.sort(byOrder);
  const carriesAccounts = (row: BalanceSheetLayoutRow) => row.accounts.length + row.depreciationAccounts.length > 0;
  for (const side of ['actif', 'passif'] as const) {
    validateGroup(
      rows.filter((row) => row.side === side),
      rows,
      { allowExternalRefs: true, carriesAccounts },
    );
  }
  return { rows };
}

/** Parses referentials/syscohada-income-statement.csv; the caller reads the file. */
export function parseIncomeStatementLayout(csvText: string): IncomeStatementLayout {
  const records = readRecords(csvText, INCOME_STATEMENT_COLUMNS);
  const rows = records.map((record): IncomeStatementLayoutRow => {
    const row = readLayoutRow(record);
    const text = record.sign ?? '';
    const sign = text === '' && row.accounts.length === 0 ? null : oneOf(text, SIGNS, `sign of ${row.ref}`);
    return { ...row, sign };
  });
  rows.sort(byOrder);
  validateGroup(rows, rows, { allowExternalRefs: false, carriesAccounts: (row) => row.accounts.length > 0 });
  return { rows };
}

const RULES = ['net', 'debit', 'credit'] as const;
const SIGNS = ['+', '-', '+/-', '-/+'] as const;
const KINDS = ['rubric', 'subtotal', 'total'] as const;
const REF_PATTERN = /^[A-Z][A-Z0-9]*$/;
const FORMULA_PATTERN = /^[A-Z][A-Z0-9]*([+-][A-Z][A-Z0-9]*)*$/;

function byOrder(left: LayoutRow, right: LayoutRow): number {
  return left.order - right.order;
}

function readRecords(csvText: string, columns: readonly string[]): Array<Record<string, string>> {
  const table = parseCsvTable(csvText);
  const missing = columns.filter((column) => !table.header.includes(column));
  if (missing.length > 0) {
    throw new LayoutError('LAYOUT_COLUMNS_MUST_BE_PRESENT', `The layout lacks the columns ${missing.join(', ')}.`);
  }
  return table.records;
}

function readLayoutRow(record: Record<string, string>): LayoutRow {
  const order = record.order ?? '';
  const ref = record.ref ?? '';
  if (!/^\d{1,6}$/.test(order))
    throw new LayoutError('LAYOUT_ORDER_MUST_BE_INTEGER', `The order "${order}" is invalid.`);
  if (!REF_PATTERN.test(ref)) throw new LayoutError('LAYOUT_REF_MUST_BE_CODE', `The ref "${ref}" is not a code.`);
  return {
    order: Number(order),
    ref,
    label: { fr: record.label_fr ?? '', en: record.label_en ?? '' },
    kind: oneOf(record.kind, KINDS, `kind of ${ref}`),
    note: record.note === undefined || record.note === '' ? null : record.note,
    accounts: readPrefixes(record.accounts, ref),
    excludedAccounts: readPrefixes(record.excluded_accounts, ref),
    formula: readFormula(record.formula ?? '', ref),
  };
}

function readPrefixes(text: string | undefined, ref: string): string[] {
  const prefixes = (text ?? '').split(' ').filter((prefix) => prefix !== '');
  const invalid = prefixes.find((prefix) => !/^\d{1,12}$/.test(prefix));
  if (invalid !== undefined) {
    throw new LayoutError('LAYOUT_ACCOUNT_PREFIX_MUST_BE_DIGITS', `${ref} lists "${invalid}", not an account prefix.`);
  }
  return prefixes;
}

function readFormula(text: string, ref: string): FormulaTerm[] {
  const compact = text.replaceAll(' ', '');
  if (compact === '') return [];
  if (!FORMULA_PATTERN.test(compact)) {
    throw new LayoutError(
      'LAYOUT_FORMULA_MUST_BE_SUM_OF_REFS',
      `The formula of ${ref} ("${text}") is not a sum of refs.`,
    );
  }
  return [...compact.matchAll(/([+-]?)([A-Z][A-Z0-9]*)/g)].map(([, sign, term = '']) => ({
    ref: term,
    sign: sign === '-' ? -1 : 1,
  }));
}

function oneOf<Value extends string>(text: string | undefined, allowed: readonly Value[], what: string): Value {
  const found = allowed.find((value) => value === text);
  if (found === undefined) {
    throw new LayoutError('LAYOUT_VALUE_MUST_BE_KNOWN', `The ${what} is "${text}", not one of ${allowed.join(', ')}.`);
  }
  return found;
}

type GroupRules<Row extends LayoutRow> = { allowExternalRefs: boolean; carriesAccounts: (row: Row) => boolean };

/**
 * A group (one side of the balance sheet, or the income statement) must end with a total that counts every row
 * carrying accounts exactly once: that is what makes assets equal liabilities for any balanced ledger.
 */
function validateGroup<Row extends LayoutRow>(
  group: readonly Row[],
  layout: readonly Row[],
  rules: GroupRules<Row>,
): void {
  const byRef = new Map(group.map((row) => [row.ref, row]));
  const layoutRefs = new Set<string>();
  for (const row of layout) {
    if (layoutRefs.has(row.ref)) throw new LayoutError('LAYOUT_REF_MUST_BE_UNIQUE', `The ref ${row.ref} repeats.`);
    layoutRefs.add(row.ref);
  }
  for (const row of group) for (const term of row.formula) assertRefReachable(term.ref, row, byRef, layoutRefs, rules);
  for (const row of group) leafWeights(row.ref, byRef, [], rules.carriesAccounts);
  const grandTotal = group.at(-1);
  if (grandTotal === undefined || grandTotal.kind !== 'total') {
    throw new LayoutError(
      'LAYOUT_MUST_END_WITH_TOTAL',
      `The rows end with ${grandTotal?.ref ?? 'nothing'}, not a total.`,
    );
  }
  const weights = leafWeights(grandTotal.ref, byRef, [], rules.carriesAccounts);
  const miscounted = group.find((row) => rules.carriesAccounts(row) && weights.get(row.ref) !== 1);
  if (miscounted !== undefined) {
    throw new LayoutError(
      'LAYOUT_TOTAL_MUST_COUNT_EACH_RUBRIC_ONCE',
      `${grandTotal.ref} counts ${miscounted.ref} ${weights.get(miscounted.ref) ?? 0} times.`,
    );
  }
}

function assertRefReachable<Row extends LayoutRow>(
  ref: string,
  row: Row,
  byRef: ReadonlyMap<string, Row>,
  layoutRefs: ReadonlySet<string>,
  rules: GroupRules<Row>,
): void {
  if (byRef.has(ref)) return;
  if (layoutRefs.has(ref)) {
    throw new LayoutError('LAYOUT_REF_MUST_BE_ON_SAME_SIDE', `${row.ref} adds ${ref}, which is on the other side.`);
  }
  if (!rules.allowExternalRefs)
    throw new LayoutError('LAYOUT_REF_MUST_EXIST', `${row.ref} adds ${ref}, which is unknown.`);
}

/** How many times each account-carrying row counts in `ref`, following formulas; refs outside the group add nothing. */
function leafWeights<Row extends LayoutRow>(
  ref: string,
  byRef: ReadonlyMap<string, Row>,
  path: readonly string[],
  carriesAccounts: (row: Row) => boolean,
): Map<string, number> {
  if (path.includes(ref)) {
    throw new LayoutError('LAYOUT_FORMULA_MUST_NOT_CYCLE', `The formulas loop: ${[...path, ref].join(' → ')}.`);
  }
  const row = byRef.get(ref);
  const weights = new Map<string, number>();
  if (row === undefined) return weights;
  if (carriesAccounts(row)) weights.set(ref, 1);
  for (const term of row.formula) {
    for (const [leaf, weight] of leafWeights(term.ref, byRef, [...path, ref], carriesAccounts)) {
      weights.set(leaf, (weights.get(leaf) ?? 0) + term.sign * weight);
    }
  }
  return weights;
}

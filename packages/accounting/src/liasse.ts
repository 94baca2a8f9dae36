import type { AccountYear } from './cash-flow.ts';
import { parseCsvTable } from './csv.ts';
import { type Amount, toAmount } from './money.ts';
import { type BalanceRule, LayoutError, type LocalizedLabel } from './statement-layout.ts';
import type { UnmappedAccount } from './statements.ts';

export const LIASSE_REGIMES = ['SIMPLIFIED', 'NORMAL'] as const;
export type LiasseRegime = (typeof LIASSE_REGIMES)[number];

/**
 * What a box shows. `balance`: the closing balance of its accounts, each account placed in one box of its
 * placement group (the balance sheet's boxes together, the income statement's together); `balance_part`: a
 * "dont" box, the same balance without taking the accounts from their box; `opening`, `debits`, `credits`: the
 * opening balance and the year's movements (fixed assets and provisions tables); `sum`: its formula;
 * `positive` / `negative`: its formula when above / below zero (a profit, a loss); `fact`: nothing the ledger
 * knows (holders of the capital, subsidiaries): left empty for the preparer; `previous`: its formula in the liasse
 * of the folder before (the losses still to carry forward, 2033-D 982 = 870 of N-1), a fact without one;
 * `losses_used`: the losses of its first term set against the profit of its second, no more than the law allows
 * (`LossAllowance`, referentials/pcg-liasse-losses.csv).
 */
export const LIASSE_FIGURES = [
  'balance',
  'balance_part',
  'opening',
  'debits',
  'credits',
  'sum',
  'positive',
  'negative',
  'fact',
  'previous',
  'losses_used',
] as const;
export type LiasseFigure = (typeof LIASSE_FIGURES)[number];
const ACCOUNT_FIGURES: readonly LiasseFigure[] = ['balance', 'balance_part', 'opening', 'debits', 'credits'];

export type LiasseTerm = { key: string; sign: 1 | -1 };
export type LiasseRow = {
  formYear: number;
  regime: LiasseRegime;
  form: string;
  order: number;
  box: string;
  label: LocalizedLabel;
  figure: LiasseFigure;
  /** D: shown as debit − credit; C: credit − debit (balances only). */
  side: 'D' | 'C' | null;
  rule: BalanceRule;
  accounts: string[];
  excludedAccounts: string[];
  formula: LiasseTerm[];
  placement: string | null;
  /** The preparer may add amounts of their own to the box (add-backs, deductions: `LiasseContext.adjustments`). */
  adjustable: boolean;
};
export type LiasseLayout = { formYear: number; rows: LiasseRow[] };

/** A box by its form and code, "2033-A:110": what formulas name. */
export const boxKey = (form: string, box: string) => `${form}:${box}`;

const COLUMNS = [
  'form_year',
  'regime',
  'form',
  'order',
  'box',
  'label_fr',
  'label_en',
  'figure',
  'side',
  'rule',
  'accounts',
  'excluded_accounts',
  'formula',
  'placement',
];

function oneOf<Value extends string>(text: string | undefined, allowed: readonly Value[], what: string): Value {
  const found = allowed.find((value) => value === text);
  if (found === undefined) {
    throw new LayoutError('LAYOUT_VALUE_MUST_BE_KNOWN', `The ${what} is "${text}", not one of ${allowed.join(', ')}.`);
  }
  return found;
}

function prefixes(text: string | undefined, where: string): string[] {
  const list = (text ?? '').split(' ').filter((prefix) => prefix !== '');
  const invalid = list.find((prefix) => !/^\d{1,12}$/.test(prefix));
  if (invalid !== undefined) {
    throw new LayoutError(
      'LAYOUT_ACCOUNT_PREFIX_MUST_BE_DIGITS',
      `${where} lists "${invalid}", not an account prefix.`,
    );
  }
  return list;
}

/** "310 + 330 - 350", "2033-B:310": signed boxes, of the same form unless named. */
function formulaOf(text: string, form: string, where: string): LiasseTerm[] {
  const tokens = text.split(' ').filter((token) => token !== '');
  const terms: LiasseTerm[] = [];
  let sign: 1 | -1 = 1;
  for (const [index, token] of tokens.entries()) {
    const expectsSign = index % 2 === 1;
    if (expectsSign && (token === '+' || token === '-')) sign = token === '-' ? -1 : 1;
    else if (!expectsSign && /^([0-9A-Z-]+:)?[0-9A-Z]{2,4}$/.test(token)) {
      terms.push({ key: token.includes(':') ? token : boxKey(form, token), sign });
    } else {
      throw new LayoutError('LAYOUT_FORMULA_MUST_BE_SUM_OF_REFS', `The formula of ${where} ("${text}") is invalid.`);
    }
  }
  return terms;
}

function rowOf(record: Record<string, string>): LiasseRow {
  const form = record.form ?? '';
  const box = record.box ?? '';
  const where = boxKey(form, box);
  if (!/^[0-9A-Z]{2,4}$/.test(box)) throw new LayoutError('LAYOUT_REF_MUST_BE_CODE', `The box "${box}" is no code.`);
  const figure = oneOf(record.figure, LIASSE_FIGURES, `figure of ${where}`);
  const accounts = prefixes(record.accounts, where);
  const takesAccounts = ACCOUNT_FIGURES.includes(figure);
  if (takesAccounts !== accounts.length > 0) {
    throw new LayoutError('LAYOUT_VALUE_MUST_BE_KNOWN', `${where} is a ${figure} box with accounts "${accounts}".`);
  }
  const shownAsBalance = ['balance', 'balance_part', 'opening'].includes(figure);
  const formula = formulaOf(record.formula ?? '', form, where);
  if (figure === 'losses_used' && formula.length !== 2) {
    throw new LayoutError(
      'LAYOUT_FORMULA_MUST_BE_SUM_OF_REFS',
      `${where} sets losses (one box) against a profit (one box).`,
    );
  }
  return {
    formYear: Number(record.form_year),
    regime: oneOf(record.regime, LIASSE_REGIMES, `regime of ${where}`),
    form,
    order: Number(record.order),
    box,
    label: { fr: record.label_fr ?? '', en: record.label_en ?? '' },
    figure,
    side: shownAsBalance ? oneOf(record.side, ['D', 'C'] as const, `side of ${where}`) : null,
    rule: record.rule ? oneOf(record.rule, ['net', 'debit', 'credit'] as const, `rule of ${where}`) : 'net',
    accounts,
    excludedAccounts: prefixes(record.excluded_accounts, where),
    formula,
    placement: takesAccounts ? (record.placement ?? form) || form : null,
    adjustable: oneOf(record.adjustable ?? '', ['', 'yes'] as const, `adjustable of ${where}`) === 'yes',
  };
}

/** Parses a referentials/pcg-liasse-boxes-YYYY.csv; every formula must name boxes of the file. */
export function parseLiasseLayout(csvText: string): LiasseLayout {
  const table = parseCsvTable(csvText);
  const missing = COLUMNS.filter((column) => !table.header.includes(column));
  if (missing.length > 0) {
    throw new LayoutError('LAYOUT_COLUMNS_MUST_BE_PRESENT', `The liasse lacks the columns ${missing.join(', ')}.`);
  }
  const rows = table.records.map(rowOf).sort((left, right) => left.order - right.order);
  const years = new Set(rows.map((row) => row.formYear));
  const [formYear] = years;
  if (years.size !== 1 || formYear === undefined || !Number.isInteger(formYear)) {
    throw new LayoutError('LAYOUT_VALUE_MUST_BE_KNOWN', 'A liasse file holds the boxes of one form year.');
  }
  for (const regime of LIASSE_REGIMES) {
    const keys = new Set(rows.filter((row) => row.regime === regime).map((row) => boxKey(row.form, row.box)));
    for (const row of rows.filter((candidate) => candidate.regime === regime)) {
      const unknown = row.formula.find((term) => !keys.has(term.key));
      if (unknown) throw new LayoutError('LAYOUT_REF_MUST_EXIST', `${row.form}:${row.box} adds ${unknown.key}.`);
    }
  }
  return { formYear, rows };
}

/**
 * The box file a folder closing in `closingYear` files: the latest form year not after it, else (a year before
 * every file) the earliest. Box codes change with the forms, so an old year keeps the codes of its own forms.
 */
export function layoutForYear(layouts: readonly LiasseLayout[], closingYear: number): LiasseLayout | undefined {
  const sorted = [...layouts].sort((left, right) => left.formYear - right.formYear);
  return sorted.filter((candidate) => candidate.formYear <= closingYear).at(-1) ?? sorted[0];
}

export type LiasseBox = {
  form: string;
  box: string;
  label: LocalizedLabel;
  figure: LiasseFigure;
  /** Null for a fact the ledger does not know. */
  amount: Amount | null;
  /** The accounts behind an account box, by number. */
  accounts: string[];
};
export type Liasse = {
  forms: Array<{ form: string; boxes: LiasseBox[] }>;
  /** Balance-sheet (classes 1–5) and income-statement (6–7) accounts with a balance that no box takes. */
  unmappedAccounts: UnmappedAccount[];
};

type Contribution = { amount: bigint; accountNumber: string };

/**
 * How much of a profit earlier losses may take (France, CGI art. 209 I): all of it up to `ceiling` (minor units),
 * then `shareAbovePercent` % of what is above it.
 */
export type LossAllowance = { ceiling: bigint; shareAbovePercent: bigint };

/**
 * What the liasse of a folder reads beyond its own accounts: the liasse of the folder before, the loss allowance,
 * and the preparer's adjustments, the total of each adjustable box by `boxKey` (an amount for a box that is not
 * adjustable is ignored).
 */
export type LiasseContext = {
  previous: Liasse | null;
  lossAllowance: LossAllowance | null;
  adjustments?: ReadonlyMap<string, bigint>;
};

/** The losses set against a profit: the smaller of the two, the profit first cut to what the allowance lets through. */
export function lossesUsed(losses: bigint, profit: bigint, allowance: LossAllowance | null): bigint {
  if (losses <= 0n || profit <= 0n) return 0n;
  const allowed =
    allowance && profit > allowance.ceiling
      ? allowance.ceiling + ((profit - allowance.ceiling) * allowance.shareAbovePercent) / 100n
      : profit;
  return losses < allowed ? losses : allowed;
}

/** The value of an account as a box of this figure reads it: balances as debit − credit, movements as they are. */
function accountFigure(year: AccountYear, figure: LiasseFigure): bigint {
  if (figure === 'opening') return year.opening;
  if (figure === 'debits') return year.debits;
  if (figure === 'credits') return year.credits;
  return year.opening + year.debits - year.credits;
}

/**
 * The row an account goes to among the rows of one placement group and figure, as the statements place
 * accounts (packages/accounting/src/statements.ts): rows whose rule admits the balance's side first, then the
 * longest prefix, then the first row.
 */
function placeIn(rows: readonly LiasseRow[], accountNumber: string, value: bigint): LiasseRow | undefined {
  let best: { row: LiasseRow; length: number; admitted: boolean } | undefined;
  for (const row of rows) {
    if (row.excludedAccounts.some((prefix) => accountNumber.startsWith(prefix))) continue;
    const prefix = row.accounts
      .filter((candidate) => accountNumber.startsWith(candidate))
      .sort()
      .at(-1);
    if (prefix === undefined) continue;
    const admitted = row.rule === 'net' || (row.rule === 'debit' ? value > 0n : value < 0n);
    const better =
      best === undefined || (admitted && !best.admitted) || (admitted === best.admitted && prefix.length > best.length);
    if (better) best = { row, length: prefix.length, admitted };
  }
  return best?.row;
}

function placeAccounts(rows: readonly LiasseRow[], years: readonly AccountYear[]) {
  const contributions = new Map<LiasseRow, Contribution[]>();
  const groups = new Map<string, LiasseRow[]>();
  for (const row of rows) {
    if (row.placement === null) continue;
    const key = `${row.placement}|${row.figure}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const unmappedAccounts: UnmappedAccount[] = [];
  for (const year of years) {
    for (const [key, group] of groups) {
      const figure = group[0]?.figure ?? 'balance';
      const value = accountFigure(year, figure);
      if (value === 0n) continue;
      const row = placeIn(group, year.accountNumber, value);
      if (row) {
        const amount = row.side === 'C' ? -value : value;
        contributions.set(row, [...(contributions.get(row) ?? []), { amount, accountNumber: year.accountNumber }]);
      } else if (isStatementGroup(key, year.accountNumber)) {
        unmappedAccounts.push({ accountNumber: year.accountNumber, balance: toAmount(value) });
      }
    }
  }
  unmappedAccounts.sort((left, right) => (left.accountNumber < right.accountNumber ? -1 : 1));
  return { contributions, unmappedAccounts };
}

/** The two groups every account of its classes must reach: what the package's checks name when one does not. */
function isStatementGroup(key: string, accountNumber: string): boolean {
  const accountClass = accountNumber.charAt(0);
  if (key === 'balance-sheet|balance') return '12345'.includes(accountClass);
  if (key === 'income-statement|balance') return '67'.includes(accountClass);
  return false;
}

/**
 * The liasse of one regime from the accounts' years (opening balance and the year's debits and credits,
 * closing left out): every box of every form of the regime, N only; the caller computes N-1 the same way.
 */
export function computeLiasse(
  layout: LiasseLayout,
  regime: LiasseRegime,
  years: readonly AccountYear[],
  context: LiasseContext = { previous: null, lossAllowance: null },
): Liasse {
  const rows = layout.rows.filter((row) => row.regime === regime);
  const { contributions, unmappedAccounts } = placeAccounts(rows, years);
  const byKey = new Map<string, LiasseRow[]>();
  for (const row of rows) byKey.set(boxKey(row.form, row.box), [...(byKey.get(boxKey(row.form, row.box)) ?? []), row]);
  const values = new Map<string, bigint | null>();
  const evaluate = (key: string, path: readonly string[]): bigint | null => {
    if (values.has(key)) return values.get(key) ?? null;
    if (path.includes(key)) {
      throw new LayoutError('LAYOUT_FORMULA_MUST_NOT_CYCLE', `The boxes loop: ${[...path, key].join(' → ')}.`);
    }
    const keyRows = byKey.get(key) ?? [];
    let total: bigint | null = null;
    for (const row of keyRows) {
      const value = rowValue(row, contributions, (term) => evaluate(term, [...path, key]), context);
      if (value !== null) total = (total ?? 0n) + value;
    }
    const adjustment = keyRows.some((row) => row.adjustable) ? context.adjustments?.get(key) : undefined;
    if (adjustment !== undefined) total = (total ?? 0n) + adjustment;
    values.set(key, total);
    return total;
  };
  const forms: Liasse['forms'] = [];
  for (const [key, keyRows] of byKey) {
    const [first] = keyRows;
    if (!first) continue;
    const amount = evaluate(key, []);
    const accounts = keyRows.flatMap((row) => (contributions.get(row) ?? []).map((part) => part.accountNumber));
    const box: LiasseBox = {
      form: first.form,
      box: first.box,
      label: first.label,
      figure: first.figure,
      amount: amount === null ? null : toAmount(amount),
      accounts: [...new Set(accounts)].sort(),
    };
    const form = forms.find((candidate) => candidate.form === first.form);
    if (form) form.boxes.push(box);
    else forms.push({ form: first.form, boxes: [box] });
  }
  return { forms, unmappedAccounts };
}

function rowValue(
  row: LiasseRow,
  contributions: ReadonlyMap<LiasseRow, Contribution[]>,
  evaluate: (key: string) => bigint | null,
  context: LiasseContext,
): bigint | null {
  if (row.figure === 'fact') return null;
  if (row.figure === 'previous') {
    const { previous } = context;
    if (!previous) return null;
    return row.formula.reduce((total, term) => {
      const [form = '', box = ''] = term.key.split(':');
      return total + BigInt(term.sign) * liasseAmount(previous, form, box);
    }, 0n);
  }
  if (row.figure === 'losses_used') {
    const [losses = null, profit = null] = row.formula.map((term) => evaluate(term.key));
    return losses === null ? null : lossesUsed(losses, profit ?? 0n, context.lossAllowance);
  }
  if (ACCOUNT_FIGURES.includes(row.figure)) {
    return (contributions.get(row) ?? []).reduce((sum, part) => sum + part.amount, 0n);
  }
  const sum = row.formula.reduce((total, term) => total + BigInt(term.sign) * (evaluate(term.key) ?? 0n), 0n);
  if (row.figure === 'positive') return sum > 0n ? sum : 0n;
  if (row.figure === 'negative') return sum < 0n ? -sum : 0n;
  return sum;
}

/** The boxes of a regime the preparer may adjust, in the order of the forms. */
export function adjustableBoxes(layout: LiasseLayout, regime: LiasseRegime): LiasseRow[] {
  return layout.rows.filter((row) => row.regime === regime && row.adjustable);
}

/** A box's amount in minor units, zero when empty or absent. */
export function liasseAmount(liasse: Liasse, form: string, box: string): bigint {
  const found = liasse.forms.find((candidate) => candidate.form === form)?.boxes.find((row) => row.box === box);
  return found?.amount ?? 0n;
}

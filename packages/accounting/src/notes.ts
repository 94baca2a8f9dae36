import type { AccountYear } from './cash-flow.ts';
import {
  addMaturities,
  type DatedItem,
  type Maturities,
  type MaturitySplit,
  NO_MATURITIES,
  splitByMaturity,
} from './maturity.ts';
import type { Amount } from './money.ts';
import { toAmount } from './money.ts';
import type { BalanceSheetLayout, IncomeStatementLayout, LayoutRow, LocalizedLabel } from './statement-layout.ts';
import { findRubricOfAccount } from './statements.ts';

/** One account's part of a note line: its value at the opening, what added to it, what took from it, at the end. */
export type NoteFigures = { opening: Amount; increase: Amount; decrease: Amount; closing: Amount };
/** `maturity`: the closing split by maturity, on the lines of receivables and payables notes; null elsewhere. */
export type NoteAccount = NoteFigures & { accountNumber: string; maturity: Maturities | null };
/** A statement line a note details: `column` is the figure of the statement it must equal. */
export type NoteLine = NoteFigures & {
  ref: string;
  label: LocalizedLabel;
  column: 'gross' | 'depreciation' | 'amount';
  accounts: NoteAccount[];
  maturity: Maturities | null;
};
export type Note = { note: string; statement: 'balanceSheet' | 'incomeStatement'; lines: NoteLine[] };

type Side = 'debit' | 'credit';

/** Figures of an account seen from the side its line counts: assets' gross from the debit, the rest from the credit. */
function figuresOf(year: AccountYear, side: Side, withOpening: boolean): NoteFigures {
  const opening = withOpening ? (side === 'debit' ? year.opening : -year.opening) : 0n;
  const increase = side === 'debit' ? year.debits : year.credits;
  const decrease = side === 'debit' ? year.credits : year.debits;
  return {
    opening: toAmount(opening),
    increase: toAmount(increase),
    decrease: toAmount(decrease),
    closing: toAmount(opening + increase - decrease),
  };
}

function addFigures(total: NoteFigures, part: NoteFigures): NoteFigures {
  return {
    opening: toAmount(total.opening + part.opening),
    increase: toAmount(total.increase + part.increase),
    decrease: toAmount(total.decrease + part.decrease),
    closing: toAmount(total.closing + part.closing),
  };
}

const NO_FIGURES: NoteFigures = {
  opening: toAmount(0n),
  increase: toAmount(0n),
  decrease: toAmount(0n),
  closing: toAmount(0n),
};

/** A line's note: its own, else the one of the subtotal that adds it (the rubrics of note 3 under AD, AI, AQ). */
function noteOf(layout: BalanceSheetLayout | IncomeStatementLayout, row: LayoutRow): string | null {
  if (row.note) return row.note;
  const parent = layout.rows.find((candidate) => candidate.formula.some((term) => term.ref === row.ref));
  return parent?.kind === 'subtotal' ? parent.note : null;
}

type Layouts = { balanceSheet: BalanceSheetLayout; incomeStatement: IncomeStatementLayout };

/** Where the statements place an account and which note details that line, or null when no note does. */
function placeInNote(layouts: Layouts, year: AccountYear) {
  const balanceSheetClass = '12345'.includes(year.accountNumber.charAt(0));
  const layout = balanceSheetClass ? layouts.balanceSheet : layouts.incomeStatement;
  const balance = balanceSheetClass ? year.opening + year.debits - year.credits : year.debits - year.credits;
  const placed = findRubricOfAccount(layout, year.accountNumber, balance);
  const row = layout.rows.find((candidate) => candidate.ref === placed?.ref);
  const note = row && noteOf(layout, row);
  if (!placed || !row || !note || row.formula.length > 0) return null;
  const assetGross = balanceSheetClass && placed.role === 'gross' && 'side' in row && row.side === 'actif';
  const column: NoteLine['column'] = !balanceSheetClass
    ? 'amount'
    : placed.role === 'depreciation'
      ? 'depreciation'
      : assetGross
        ? 'gross'
        : 'amount';
  const statement: Note['statement'] = balanceSheetClass ? 'balanceSheet' : 'incomeStatement';
  return { row, note, column, statement, balanceSheetClass, side: (assetGross ? 'debit' : 'credit') as Side };
}

/**
 * What splits the receivables and payables notes by maturity: the closing date, how each note splits (by note
 * number, referentials/syscohada-notes.csv) and each account's open items at the closing date.
 */
export type MaturityInput = {
  closingOn: string;
  splits: ReadonlyMap<string, MaturitySplit>;
  items: ReadonlyMap<string, readonly DatedItem[]>;
};

/**
 * The notes the ledger gives (SYSCOHADA notes 3 to 30, by the `note` column of the statement layouts): for each
 * line a note details, its accounts placed as the statements place them, with their opening value, increases,
 * decreases and closing value — movements for the balance sheet, the year's amounts for the income statement.
 * A line's closing equals the statement's figure when every account is placed alike (the tie the package checks);
 * the lines of receivables and payables notes also split their closing by maturity, the columns adding up to it.
 */
export function computeNotes(layouts: Layouts, years: readonly AccountYear[], maturity?: MaturityInput): Note[] {
  const lines = new Map<string, NoteLine & { note: string; statement: Note['statement'] }>();
  const sorted = [...years].sort((left, right) => left.accountNumber.localeCompare(right.accountNumber));
  for (const year of sorted) {
    const placed = placeInNote(layouts, year);
    if (!placed) continue;
    const { row, note, column, statement, side } = placed;
    const key = `${row.ref}|${column}`;
    const split = maturity?.splits.get(note);
    const line = lines.get(key) ?? {
      ...{ ref: row.ref, label: row.label, column, note, statement, accounts: [] },
      ...NO_FIGURES,
      maturity: split ? NO_MATURITIES : null,
    };
    const figures = figuresOf(year, side, placed.balanceSheetClass);
    const byMaturity =
      split && maturity
        ? splitByMaturity(figures.closing, maturity.items.get(year.accountNumber) ?? [], {
            closingOn: maturity.closingOn,
            split,
            sign: side === 'debit' ? 1n : -1n,
          })
        : null;
    line.accounts.push({ accountNumber: year.accountNumber, ...figures, maturity: byMaturity });
    const lineMaturity = line.maturity && byMaturity ? addMaturities(line.maturity, byMaturity) : line.maturity;
    lines.set(key, { ...line, ...addFigures(line, figures), maturity: lineMaturity });
  }
  return groupByNote(layouts, [...lines.values()]);
}

/** The lines gathered under their notes, in the statements' order. */
function groupByNote(layouts: Layouts, lines: Array<NoteLine & { note: string; statement: Note['statement'] }>) {
  const notes = new Map<string, Note>();
  const order = [...layouts.balanceSheet.rows, ...layouts.incomeStatement.rows].map((row) => row.ref);
  const sorted = [...lines].sort((left, right) => order.indexOf(left.ref) - order.indexOf(right.ref));
  for (const { note, statement, ...line } of sorted) {
    const entry = notes.get(note) ?? { note, statement, lines: [] };
    entry.lines.push(line);
    notes.set(note, entry);
  }
  return [...notes.values()];
}

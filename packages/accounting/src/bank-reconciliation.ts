import type { Amount } from './money.ts';

/** A journal line of a treasury account not yet reconciled, as suggestions weigh it. */
export interface BookLineForSuggestion {
  id: string;
  entryOn: string;
  /** Debit less credit: money in is positive, as on the statement. */
  amount: Amount;
  /** The entry's number and label, its line's label and its document's number, to look references up in. */
  texts: readonly string[];
  partyPhone: string | null;
}

export interface StatementLineForSuggestion {
  id: string;
  valueOn: string;
  amount: Amount;
  label: string;
  reference: string | null;
  counterpartyPhone: string | null;
}

export const SUGGESTION_REASONS = ['AMOUNT', 'DATE', 'REFERENCE', 'PHONE'] as const;
export type SuggestionReason = (typeof SUGGESTION_REASONS)[number];

export interface ReconciliationSuggestion {
  statementLineId: string;
  journalLineId: string;
  score: number;
  dayGap: number;
  reasons: SuggestionReason[];
}

/** A book line is suggested for a statement line this many days apart at most (cheques and transfers take days). */
export const SUGGESTION_WINDOW_DAYS = 5;
export const SUGGESTIONS_PER_LINE = 3;

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Two phone numbers are one when their last nine digits agree (with or without the country code). */
export function samePhone(left: string | null, right: string | null): boolean {
  if (!left || !right) return false;
  const tail = (phone: string) => phone.replace(/\D/g, '').slice(-9);
  return tail(left).length >= 6 && tail(left) === tail(right);
}

/** Whether a reference of one side appears in the texts of the other (case and spaces ignored). */
function referenceMatches(line: StatementLineForSuggestion, texts: readonly string[]): boolean {
  const squash = (text: string) => text.toLowerCase().replace(/\s+/g, '');
  const statementText = squash(`${line.reference ?? ''} ${line.label}`);
  return texts.some((text) => {
    const book = squash(text);
    if (book.length < 4) return false;
    return (
      statementText.includes(book) ||
      (line.reference !== null && squash(line.reference).length >= 4 && book.includes(squash(line.reference)))
    );
  });
}

/**
 * For each statement line, the book lines of the same amount within the window, best first: nearer
 * dates, a shared reference and the same party's phone (mobile money) score higher. Book lines are
 * indexed by amount once, so a statement of n lines against m book lines costs about n + m, not n × m.
 */
export function suggestReconciliations(
  statementLines: readonly StatementLineForSuggestion[],
  bookLines: readonly BookLineForSuggestion[],
  options: { windowDays?: number; perLine?: number } = {},
): ReconciliationSuggestion[] {
  const windowDays = options.windowDays ?? SUGGESTION_WINDOW_DAYS;
  const perLine = options.perLine ?? SUGGESTIONS_PER_LINE;
  const byAmount = new Map<bigint, Array<{ line: BookLineForSuggestion; day: number }>>();
  for (const line of bookLines) {
    const bucket = byAmount.get(line.amount) ?? [];
    bucket.push({ line, day: dayNumber(line.entryOn) });
    byAmount.set(line.amount, bucket);
  }
  const suggestions: ReconciliationSuggestion[] = [];
  for (const statementLine of statementLines) {
    const day = dayNumber(statementLine.valueOn);
    const candidates: ReconciliationSuggestion[] = [];
    for (const { line, day: bookDay } of byAmount.get(statementLine.amount) ?? []) {
      const dayGap = Math.abs(bookDay - day);
      if (dayGap > windowDays) continue;
      const reasons: SuggestionReason[] = ['AMOUNT', 'DATE'];
      let score = 100 - 5 * dayGap;
      if (referenceMatches(statementLine, line.texts)) {
        reasons.push('REFERENCE');
        score += 50;
      }
      if (samePhone(statementLine.counterpartyPhone, line.partyPhone)) {
        reasons.push('PHONE');
        score += 40;
      }
      candidates.push({ statementLineId: statementLine.id, journalLineId: line.id, score, dayGap, reasons });
    }
    candidates.sort((left, right) => right.score - left.score || left.journalLineId.localeCompare(right.journalLineId));
    suggestions.push(...candidates.slice(0, perLine));
  }
  return suggestions;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditNoteRounds } from './credit-note-rounds.ts';

/** The invoice each draft of a batch credits: a few invoices, or none (an invoice, an entry, a note on nothing). */
const batchArbitrary = fc.array(fc.option(fc.constantFrom('a', 'b', 'c'), { nil: null }), { maxLength: 50 });

describe('creditNoteRounds', () => {
  it('starts a round at each note of an invoice the round already credits, and nowhere else', () => {
    expect(creditNoteRounds(['a', null, 'a', 'b', 'b', null])).toEqual([
      [0, 1],
      [2, 3],
      [4, 5],
    ]);
    expect(creditNoteRounds([null, null])).toEqual([[0, 1]]);
    expect(creditNoteRounds([])).toEqual([]);
  });

  it('keeps the drafts in their order, each once, in rounds where no invoice is credited twice', () => {
    fc.assert(
      fc.property(batchArbitrary, (credited) => {
        const rounds = creditNoteRounds(credited);
        expect(rounds.flat()).toEqual(credited.map((_, position) => position));
        for (const round of rounds) {
          expect(round.length).toBeGreaterThan(0);
          const invoices = round.flatMap((position) => credited[position] ?? []);
          expect(new Set(invoices).size).toBe(invoices.length);
        }
      }),
    );
  });

  it('cuts a round only where it must: the next round opens with an invoice the round before credits', () => {
    fc.assert(
      fc.property(batchArbitrary, (credited) => {
        const rounds = creditNoteRounds(credited);
        rounds.slice(1).forEach((round, index) => {
          const opening = credited[round[0] ?? -1];
          const before = (rounds[index] ?? []).map((position) => credited[position]);
          expect(opening).not.toBeNull();
          expect(before).toContain(opening);
        });
      }),
    );
  });
});

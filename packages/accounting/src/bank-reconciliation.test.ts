import { describe, expect, it } from 'vitest';
import { type BookLineForSuggestion, samePhone, suggestReconciliations } from './bank-reconciliation.ts';
import { toAmount } from './money.ts';

const book = (
  id: string,
  entryOn: string,
  amount: bigint,
  texts: string[] = [],
  partyPhone: string | null = null,
): BookLineForSuggestion => ({
  id,
  entryOn,
  amount: toAmount(amount),
  texts,
  partyPhone,
});
const statementLine = {
  id: 's1',
  valueOn: '2026-03-10',
  amount: toAmount(5000n),
  label: 'Paiement FA-2026-0007',
  reference: null,
  counterpartyPhone: '237677000001',
};

describe('suggestReconciliations', () => {
  it('proposes book lines of the same amount within the window, the reference and the phone first', () => {
    const suggestions = suggestReconciliations(
      [statementLine],
      [
        book('near', '2026-03-10', 5000n),
        book('far', '2026-03-16', 5000n),
        book('other-amount', '2026-03-10', 5001n),
        book('reference', '2026-03-12', 5000n, ['FA-2026-0007']),
        book('phone', '2026-03-13', 5000n, [], '+237 6 77 00 00 01'),
        book('outflow', '2026-03-10', -5000n),
      ],
    );
    expect(suggestions.map((suggestion) => [suggestion.journalLineId, suggestion.reasons])).toEqual([
      ['reference', ['AMOUNT', 'DATE', 'REFERENCE']],
      ['phone', ['AMOUNT', 'DATE', 'PHONE']],
      ['near', ['AMOUNT', 'DATE']],
    ]);
  });

  it('proposes nothing when no book line has the amount', () => {
    expect(suggestReconciliations([statementLine], [book('x', '2026-03-10', 4999n)])).toEqual([]);
  });

  it('compares phones on their last nine digits', () => {
    expect(samePhone('237677000001', '677000001')).toBe(true);
    expect(samePhone('237677000001', '237677000002')).toBe(false);
    expect(samePhone(null, '1')).toBe(false);
  });
});

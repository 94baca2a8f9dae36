import { describe, expect, it } from 'vitest';
import { withBankCharges } from './bank-charges.ts';
import type { JournalEntry, JournalLine } from './journal-entry.ts';
import { toAmount } from './money.ts';

const line = (accountNumber: string, debit: bigint, credit: bigint, foreign?: bigint): JournalLine => ({
  accountNumber,
  debit: toAmount(debit),
  credit: toAmount(credit),
  foreign: foreign === undefined ? null : { currency: 'USD', amount: foreign },
});
const entry = (lines: JournalLine[]): JournalEntry => ({ journalCode: 'BQ', date: '2026-04-01', label: 'x', lines });
const isTreasuryLine = (candidate: JournalLine) => candidate.accountNumber === '5211';
const figures = (posted: JournalEntry) =>
  posted.lines.map((item) => [item.accountNumber, item.debit, item.credit, item.foreign?.amount ?? null]);

describe('withBankCharges', () => {
  it('takes 25.00 USD (15,250 XAF) off a receipt kept in dollars: 12,475.00 USD and 7,609,750 XAF received', () => {
    const receipt = entry([
      line('5211', 7_625_000n, 0n, 1_250_000n),
      line('4111', 0n, 7_500_000n),
      line('756', 0n, 125_000n),
    ]);
    const posted = withBankCharges(
      receipt,
      { amount: toAmount(15_250n), foreign: { currency: 'USD', amount: 2_500n } },
      isTreasuryLine,
      { accountNumber: '6318' },
    );
    expect(figures(posted)).toEqual([
      ['5211', 7_609_750n, 0n, 1_247_500n],
      ['4111', 0n, 7_500_000n, null],
      ['756', 0n, 125_000n, null],
      ['6318', 15_250n, 0n, null],
    ]);
  });

  it('adds 13.80 € to a disbursement of 92.00 €: 105.80 € paid out', () => {
    const paid = entry([line('5211', 0n, 9_200n), line('401', 9_000n, 0n), line('656', 200n, 0n)]);
    const posted = withBankCharges(paid, { amount: toAmount(1_380n), foreign: null }, isTreasuryLine, {
      accountNumber: '6278',
    });
    expect(figures(posted)).toEqual([
      ['5211', 0n, 10_580n, null],
      ['401', 9_000n, 0n, null],
      ['656', 200n, 0n, null],
      ['6278', 1_380n, 0n, null],
    ]);
  });

  it('refuses charges that take all of a receipt', () => {
    const receipt = entry([line('5211', 100n, 0n), line('4111', 0n, 100n)]);
    expect(() =>
      withBankCharges(receipt, { amount: toAmount(100n), foreign: null }, isTreasuryLine, { accountNumber: '6318' }),
    ).toThrow();
  });
});

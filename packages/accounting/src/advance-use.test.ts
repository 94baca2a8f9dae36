import { describe, expect, it } from 'vitest';
import { advanceUseInCompanyCurrency, postAdvanceUse } from './advance-use.ts';
import { convert, parseExchangeRate } from './currencies.ts';
import { paymentInCompanyCurrency } from './foreign-entry.ts';

const DIFFERENCES = { loss: '656', gain: '756' };
const figures = (lines: ReturnType<typeof postAdvanceUse>['lines']) =>
  lines.map((line) => [line.accountNumber, line.debit, line.credit, line.foreign?.amount ?? null]);

describe('an advance set against its invoice (docs/decisions/0036-currencies.md)', () => {
  it('SYSCOHADA, XAF: 2,000 USD received at 600 against a 5,000 USD invoice at 610 is a loss of 20,000', () => {
    // The advance: 2,000 × 600 = 1,200,000 XAF on 4191. The invoice: 5,000 × 610 = 3,050,000 on 411.
    // Its 2,000 USD share is worth 2,000 × 610 = 1,220,000: the customer's debt leaves at that, the
    // advance at its booked 1,200,000; 20,000 less came in than the receivable was worth: a loss, 656.
    const use = advanceUseInCompanyCurrency({
      amount: 200_000n,
      usedBefore: 0n,
      settledBefore: 0n,
      currency: 'USD',
      documentRate: parseExchangeRate('610'),
      advanceRate: parseExchangeRate('600'),
      companyCurrency: 'XAF',
    });
    expect(use).toEqual({ advance: 1_200_000n, party: 1_220_000n, difference: -20_000n });
    const entry = postAdvanceUse({
      date: '2026-04-10',
      label: 'Avance',
      received: true,
      partyAccount: { accountNumber: '4111', subAccountId: 'customer' },
      advanceAccount: { accountNumber: '4191', subAccountId: 'customer-advance' },
      figures: use,
      foreign: { currency: 'USD', amount: 200_000n },
      differenceAccounts: DIFFERENCES,
    });
    expect(entry.journalCode).toBe('OD');
    expect(figures(entry.lines)).toEqual([
      ['4191', 1_200_000n, 0n, 200_000n],
      ['4111', 0n, 1_220_000n, 200_000n],
      ['656', 20_000n, 0n, null],
    ]);
    // The remaining 3,000 USD paid at 615 = 1,845,000: share 3,050,000 − 1,220,000 = 1,830,000, a gain
    // of 15,000; 411 is then 3,050,000 − 1,220,000 − 1,830,000 = 0.
    const rest = paymentInCompanyCurrency({
      amount: 300_000n,
      paidBefore: 200_000n,
      currency: 'USD',
      documentRate: parseExchangeRate('610'),
      paymentRate: parseExchangeRate('615'),
      companyCurrency: 'XAF',
    });
    expect(rest).toEqual({ treasury: 1_845_000n, party: 1_830_000n, difference: 15_000n });
    expect(3_050_000n - use.party - rest.party).toBe(0n);
  });

  it('PCG, EUR: 1,000 USD paid at 0.95 against a 1,500 USD bill at 0.92 is a loss of 30.00 €', () => {
    // The advance: 1,000 × 0.95 = 950.00 € on 4091. Its share of the bill: 1,000 × 0.92 = 920.00 €.
    // The supplier's debt leaves 401 at 920.00, the advance 4091 at 950.00: it cost 30.00 € more, 656.
    const use = advanceUseInCompanyCurrency({
      amount: 100_000n,
      usedBefore: 0n,
      settledBefore: 0n,
      currency: 'USD',
      documentRate: parseExchangeRate('0.92'),
      advanceRate: parseExchangeRate('0.95'),
      companyCurrency: 'EUR',
    });
    expect(use).toEqual({ advance: 95_000n, party: 92_000n, difference: 3_000n });
    const entry = postAdvanceUse({
      date: '2026-04-10',
      label: 'Acompte',
      received: false,
      partyAccount: { accountNumber: '401', subAccountId: 'supplier' },
      advanceAccount: { accountNumber: '4091', subAccountId: 'supplier-advance' },
      figures: use,
      foreign: { currency: 'USD', amount: 100_000n },
      differenceAccounts: DIFFERENCES,
    });
    expect(figures(entry.lines)).toEqual([
      ['401', 92_000n, 0n, 100_000n],
      ['4091', 0n, 95_000n, 100_000n],
      ['656', 3_000n, 0n, null],
    ]);
  });

  it("a supplier advance worth less than the bill's share is a gain: 1,000 USD at 0.90, bill at 0.92: 20.00 €", () => {
    const use = advanceUseInCompanyCurrency({
      amount: 100_000n,
      usedBefore: 0n,
      settledBefore: 0n,
      currency: 'USD',
      documentRate: parseExchangeRate('0.92'),
      advanceRate: parseExchangeRate('0.9'),
      companyCurrency: 'EUR',
    });
    const entry = postAdvanceUse({
      date: '2026-04-10',
      label: 'Acompte',
      received: false,
      partyAccount: { accountNumber: '401' },
      advanceAccount: { accountNumber: '4091' },
      figures: use,
      foreign: { currency: 'USD', amount: 100_000n },
      differenceAccounts: DIFFERENCES,
    });
    expect(figures(entry.lines)).toEqual([
      ['401', 92_000n, 0n, 100_000n],
      ['4091', 0n, 90_000n, 100_000n],
      ['756', 0n, 2_000n, null],
    ]);
  });

  it('used in three parts, the advance leaves its account at exactly what it was booked', () => {
    // 333.33 USD at 655.5 = 218,497.815 → 218,498 XAF. Three uses of 111.11: cumulative values
    // 72,832.605 → 72,833; 145,665.21 → 145,665; 218,498 — so 72,833 + 72,832 + 72,833 = 218,498.
    const rate = parseExchangeRate('655.5');
    const booked = convert(33_333n, 'USD', rate, 'XAF');
    expect(booked).toBe(218_498n);
    const parts = [0n, 11_111n, 22_222n].map(
      (usedBefore) =>
        advanceUseInCompanyCurrency({
          amount: 11_111n,
          usedBefore,
          settledBefore: usedBefore,
          currency: 'USD',
          documentRate: rate,
          advanceRate: rate,
          companyCurrency: 'XAF',
        }).advance,
    );
    expect(parts).toEqual([72_833n, 72_832n, 72_833n]);
    expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(booked);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountMovement } from './balances.ts';
import { toAmount } from './money.ts';
import {
  computeVatReturn,
  PCG_VAT_RETURN_ACCOUNTS,
  SYSCOHADA_VAT_RETURN_ACCOUNTS,
  splitCameroonVat,
} from './vat-return.ts';

const movement = (accountNumber: string, debit: number, credit: number): AccountMovement => ({
  accountNumber,
  debit: toAmount(BigInt(debit)),
  credit: toAmount(BigInt(credit)),
});

describe('computeVatReturn', () => {
  it('computes a SYSCOHADA month by hand', () => {
    // Sales 100,000 + 19.25 % = 19,250 collected; a hand entry of 1,000 more; a credit note taking back 1,925.
    // A vehicle: 3,850 on 4451; goods 5,775 on 4452 and transport 385 on 4453; 2,000 of credit from before.
    const figures = computeVatReturn(
      {
        opening: [movement('4449', 2000, 0), movement('4431', 0, 50000)],
        period: [
          movement('4431', 1925, 19250),
          movement('4432', 0, 1000),
          movement('4451', 3850, 0),
          movement('4452', 5775, 0),
          movement('4453', 385, 0),
          movement('4111', 30000, 0),
        ],
      },
      SYSCOHADA_VAT_RETURN_ACCOUNTS,
    );
    // Net: 18,325 − 3,850 − 6,160 − 2,000 = 6,315.
    expect(figures).toEqual({
      collected: 18325n,
      deductibleFixedAssets: 3850n,
      deductibleGoodsAndServices: 6160n,
      instalments: 0n,
      creditCarriedForward: 2000n,
      netDue: 6315n,
      credit: 0n,
    });
  });

  it('turns deductions above the VAT collected into a credit (PCG)', () => {
    const figures = computeVatReturn(
      { opening: [], period: [movement('44571', 0, 20000), movement('44562', 40000, 0), movement('44566', 1000, 0)] },
      PCG_VAT_RETURN_ACCOUNTS,
    );
    expect([figures.netDue, figures.credit]).toEqual([0n, 21000n]);
  });

  it('answers the balances of the VAT accounts over the period, whatever the books', () => {
    const accountNumbers = [
      '4431',
      '4432',
      '4435',
      '4455',
      '4451',
      '4452',
      '4453',
      '4454',
      '4449',
      '4111',
      '701',
      '6011',
      '4441',
    ];
    const movements = fc.array(
      fc.record({
        accountNumber: fc.constantFrom(...accountNumbers),
        debit: fc.nat({ max: 10_000_000 }),
        credit: fc.nat({ max: 10_000_000 }),
      }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(movements, movements, (opening, period) => {
        const toMovements = (rows: typeof opening) =>
          rows.map((row) => movement(row.accountNumber, row.debit, row.credit));
        const figures = computeVatReturn(
          { opening: toMovements(opening), period: toMovements(period) },
          SYSCOHADA_VAT_RETURN_ACCOUNTS,
        );
        const balanceOf = (rows: typeof opening, numbers: string[]) =>
          rows
            .filter((row) => numbers.includes(row.accountNumber))
            .reduce((total, row) => total + BigInt(row.debit - row.credit), 0n);
        expect(figures.collected).toBe(-balanceOf(period, ['4431', '4432']));
        expect(figures.deductibleFixedAssets).toBe(balanceOf(period, ['4451']));
        expect(figures.deductibleGoodsAndServices).toBe(balanceOf(period, ['4452', '4453', '4454']));
        // The credit carried is the credit account's balance up to the period's end; accruals (4435, 4455) stay out.
        expect(figures.creditCarriedForward).toBe(balanceOf([...opening, ...period], ['4449']));
        const net =
          figures.collected -
          figures.deductibleFixedAssets -
          figures.deductibleGoodsAndServices -
          figures.creditCarriedForward;
        expect(figures.netDue - figures.credit).toBe(net);
        expect(figures.netDue >= 0n && figures.credit >= 0n && (figures.netDue === 0n || figures.credit === 0n)).toBe(
          true,
        );
      }),
    );
  });
});

describe('splitCameroonVat', () => {
  it.each([
    [19250n, 17500n, 1750n],
    [1925n, 1750n, 175n],
    [1000n, 909n, 91n],
    [-19250n, -17500n, -1750n],
    [0n, 0n, 0n],
  ])('splits %s into a principal of %s and a CAC of %s', (amount, principal, cac) => {
    expect(splitCameroonVat(toAmount(amount))).toEqual({ principal, cac });
  });
});

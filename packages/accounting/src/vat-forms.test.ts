import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccountMovement } from './balances.ts';
import { entryTotals } from './journal-entry.ts';
import { toAmount } from './money.ts';
import { buildVatForm, formBox, type VatForm, type VatFormKind, type VatRateRow } from './vat-forms.ts';
import {
  computeVatReturn,
  PCG_VAT_RETURN_ACCOUNTS,
  SYSCOHADA_VAT_RETURN_ACCOUNTS,
  type VatReturnAccounts,
  vatAccountBalances,
} from './vat-return.ts';
import { vatSettlementEntry } from './vat-settlement.ts';

const movement = (accountNumber: string, debit: bigint, credit: bigint): AccountMovement => ({
  accountNumber,
  debit: toAmount(debit),
  credit: toAmount(credit),
});
const rate = (rateBasisPoints: number, salesBase: bigint, salesVat: bigint): VatRateRow => ({
  rateBasisPoints,
  salesBase: toAmount(salesBase),
  salesVat: toAmount(salesVat),
  purchasesBase: toAmount(0n),
  purchasesVat: toAmount(0n),
});
const boxes = (form: VatForm) => Object.fromEntries(form.lines.map((line) => [line.box, line.amount]));

const SYSCOHADA_ACCOUNTS = {
  due: { accountNumber: '4441' },
  credit: { accountNumber: '4449' },
  roundingCharge: { accountNumber: '6588' },
  roundingGain: { accountNumber: '7588' },
};
const PCG_ACCOUNTS = {
  due: { accountNumber: '44551' },
  credit: { accountNumber: '44567' },
  roundingCharge: { accountNumber: '658000' },
  roundingGain: { accountNumber: '758000' },
};

describe('the CA3 in whole euros', () => {
  it('rounds each line and makes line 16 the sum of the rounded lines', () => {
    // Three invoices at 20 %: 33.33 + 33.34 + 33.33 = 100.00 of base, VAT per document 6.67 + 6.67 + 6.67 = 20.01.
    // One invoice at 5.5 %: 40.00 of base, 2.20 of VAT. Collected: 22.21; a hand entry adds 0.60 (line 5B).
    // Deductible: 44566 10.49, 44562 100.51. Credit of the last return: 3.00.
    const figures = computeVatReturn(
      {
        opening: [movement('44567', 300n, 0n)],
        period: [movement('44571', 0n, 2281n), movement('445660', 1049n, 0n), movement('44562', 10051n, 0n)],
      },
      PCG_VAT_RETURN_ACCOUNTS,
    );
    const form = buildVatForm('FR_CA3', {
      figures,
      rates: [rate(2000, 10000n, 2001n), rate(550, 4000n, 220n)],
      minorUnitsPerMajor: 100n,
    });
    // 08: 20.01 → 20; 09: 2.20 → 2; 5B: 0.60 → 1; 16 = 23 (not round(22.81) = 23 by luck: sum of lines).
    // 19: 100.51 → 101; 20: 10.49 → 10; 22: 3; 23 = 114; 25 = 27 = 114 − 23 = 91.
    expect(boxes(form)).toMatchObject({
      '08': 2000n,
      '09': 200n,
      '9B': 0n,
      '5B': 100n,
      '16': 2300n,
      '19': 10100n,
      '20': 1000n,
      '22': 300n,
      '23': 11400n,
      '25': 9100n,
      '27': 9100n,
      '28': 0n,
    });
    expect(form.lines.find((line) => line.box === '08')?.base).toBe(10000n);
    // Booked in cents: 22.81 − 100.51 − 10.49 − 3.00 = −91.19; the form carries 91: 0.19 to the rounding charge.
    const entry = vatSettlementEntry({
      date: '2026-01-31',
      label: 'TVA janvier',
      balances: vatAccountBalances(
        [movement('44571', 0n, 2281n), movement('445660', 1049n, 0n), movement('44562', 10051n, 0n)],
        PCG_VAT_RETURN_ACCOUNTS,
      ),
      creditCarriedForward: figures.creditCarriedForward,
      netDue: form.netDue,
      credit: form.credit,
      accounts: PCG_ACCOUNTS,
    });
    expect(entry.lines.map((line) => [line.accountNumber, line.debit, line.credit])).toEqual([
      ['44562', 0n, 10051n],
      ['445660', 0n, 1049n],
      ['44571', 2281n, 0n],
      ['44567', 0n, 300n],
      ['44567', 9100n, 0n],
      ['658000', 19n, 0n],
    ]);
  });
});

describe('the Cameroon monthly return', () => {
  it('shows the principal and the CAC of each figure and books the VAT due to 4441', () => {
    // Sales: 453,000 at 19.25 % (87,203 of VAT per document, not 87,202.5 recomputed) and 100,000 at 0 %.
    // Deductible: 4451 38,500; 4452 9,625. Collected by a hand entry: 1,000. No credit carried.
    const period = [movement('4431', 0n, 88203n), movement('4451', 38500n, 0n), movement('4452', 9625n, 0n)];
    const figures = computeVatReturn({ opening: [], period }, SYSCOHADA_VAT_RETURN_ACCOUNTS);
    const form = buildVatForm('CM_MONTHLY', {
      figures,
      rates: [rate(1925, 453000n, 87203n), rate(0, 100000n, 0n)],
      minorUnitsPerMajor: 1n,
    });
    // Net: 88,203 − 48,125 = 40,078; principal 40,078 × 1750 / 1925 = 36,434.5 → 36,435; CAC 3,643.
    expect(boxes(form)).toMatchObject({
      'CA.1925': 87203n,
      'CA.REG': 1000n,
      TC: 88203n,
      'TC.P': 80185n,
      'TC.CAC': 8018n,
      TD: 48125n,
      NET: 40078n,
      'NET.P': 36435n,
      'NET.CAC': 3643n,
      CR: 0n,
    });
    const entry = vatSettlementEntry({
      date: '2026-01-31',
      label: 'TVA janvier',
      balances: vatAccountBalances(period, SYSCOHADA_VAT_RETURN_ACCOUNTS),
      creditCarriedForward: figures.creditCarriedForward,
      netDue: form.netDue,
      credit: form.credit,
      accounts: SYSCOHADA_ACCOUNTS,
    });
    expect(entry.lines.map((line) => [line.accountNumber, line.debit, line.credit])).toEqual([
      ['4431', 88203n, 0n],
      ['4451', 0n, 38500n],
      ['4452', 0n, 9625n],
      ['4441', 0n, 40078n],
    ]);
  });
});

const FORMS: Array<[VatFormKind, VatReturnAccounts, bigint, string[]]> = [
  ['CM_MONTHLY', SYSCOHADA_VAT_RETURN_ACCOUNTS, 1n, ['4431', '4432', '4435', '4451', '4452', '4454', '4455', '4449']],
  ['OHADA_MONTHLY', SYSCOHADA_VAT_RETURN_ACCOUNTS, 1n, ['4431', '4451', '4452', '4449']],
  ['FR_CA3', PCG_VAT_RETURN_ACCOUNTS, 100n, ['44571', '4452', '44562', '445660', '44586', '44587', '44567']],
  ['FR_CA12', PCG_VAT_RETURN_ACCOUNTS, 100n, ['44571', '44562', '445660', '44581', '44567']],
];

/** The sums a form states: each total is the sum of its lines, and due or credit follows from them. */
function assertFormAddsUp(form: VatForm) {
  const box = (code: string) => formBox(form, code);
  if (form.kind === 'CM_MONTHLY' || form.kind === 'OHADA_MONTHLY') {
    const turnover = form.lines.filter((line) => line.box.startsWith('CA.')).reduce((t, l) => t + (l.amount ?? 0n), 0n);
    expect(box('TC')).toBe(turnover);
    if (form.kind === 'CM_MONTHLY') {
      for (const code of ['TC', 'TD', 'NET', 'CR']) expect(box(`${code}.P`) + box(`${code}.CAC`)).toBe(box(code));
    }
    expect(box('TD')).toBe(box('TD.IMMO') + box('TD.ABS') + box('TD.REP'));
    expect(box('NET') - box('CR')).toBe(box('TC') - box('TD'));
    return;
  }
  expect(box('16')).toBe(box('08') + box('9B') + box('09') + box('5B'));
  for (const line of form.lines) expect((line.amount ?? 0n) % 100n).toBe(0n);
  if (form.kind === 'FR_CA3') {
    expect(box('23')).toBe(box('19') + box('20') + box('2C') + box('22'));
    expect(box('28') - box('25')).toBe(box('16') - box('23'));
  } else {
    expect(box('26')).toBe(box('20') + box('21') + box('24'));
    expect(box('33') - box('34')).toBe(box('28') - box('30'));
    expect(box('28') - box('29')).toBe(box('16') - box('26'));
  }
}

describe('any books', () => {
  it.each(FORMS)(
    '%s: the form adds up and the settlement zeroes the period’s VAT accounts',
    (kind, accounts, unit, numbers) => {
      const rows = fc.array(
        fc.record({
          accountNumber: fc.constantFrom(...numbers, '701', '601'),
          debit: fc.bigInt({ min: 0n, max: 50_000_000n }),
          credit: fc.bigInt({ min: 0n, max: 50_000_000n }),
        }),
        { maxLength: 20 },
      );
      const rates = fc.array(
        fc.record({
          rateBasisPoints: fc.constantFrom(0, 550, 1000, 1925, 2000),
          salesBase: fc.bigInt({ min: -1_000_000n, max: 100_000_000n }),
          salesVat: fc.bigInt({ min: -100_000n, max: 10_000_000n }),
        }),
        { maxLength: 4 },
      );
      fc.assert(
        fc.property(rows, rows, rates, (opening, period, rateRows) => {
          const toMovements = (list: typeof opening) => list.map((r) => movement(r.accountNumber, r.debit, r.credit));
          const figures = computeVatReturn({ opening: toMovements(opening), period: toMovements(period) }, accounts);
          const uniqueRates = [...new Map(rateRows.map((r) => [r.rateBasisPoints, r])).values()];
          const form = buildVatForm(kind, {
            figures,
            rates: uniqueRates.map((r) => rate(r.rateBasisPoints, r.salesBase, r.salesVat)),
            minorUnitsPerMajor: unit,
          });
          assertFormAddsUp(form);
          const balances = vatAccountBalances(toMovements(period), accounts);
          const entry = vatSettlementEntry({
            date: '2026-01-31',
            label: 'TVA',
            balances,
            creditCarriedForward: figures.creditCarriedForward,
            netDue: form.netDue,
            credit: form.credit,
            accounts: unit === 1n ? SYSCOHADA_ACCOUNTS : PCG_ACCOUNTS,
          });
          const totals = entryTotals(entry);
          expect(totals.debit).toBe(totals.credit);
          for (const row of balances) {
            const settled = entry.lines
              .filter((line) => line.accountNumber === row.accountNumber)
              .reduce((t, line) => t + line.debit - line.credit, 0n);
            expect(row.debitBalance + settled).toBe(0n);
          }
          if (unit === 1n) expect([form.netDue, form.credit]).toEqual([figures.netDue, figures.credit]);
        }),
      );
    },
  );
});

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doubtfulTransferEntry, writeOffEntry } from './doubtful-receivables.ts';
import { computeIncomeTax } from './income-tax.ts';
import { findEntryViolation, type JournalEntry, type JournalLine } from './journal-entry.ts';
import { toAmount } from './money.ts';
import { provisionLines, provisionTermOf } from './provisions.ts';
import { stockCountLines, stockRuleOf } from './stock-count.ts';
import { accrualEntry, accrualReversalOn, adjustmentLines, yearEndEntry } from './year-end-entries.ts';
import { parseIncomeTaxRule, parseStockVariationRules, parseYearEndAccounts } from './year-end-rules.ts';

const referential = (name: string) => readFileSync(new URL(`../../../referentials/${name}`, import.meta.url), 'utf8');
const syscohada = parseYearEndAccounts(referential('year-end-accounts.csv'), 'SYSCOHADA');
const pcg = parseYearEndAccounts(referential('year-end-accounts.csv'), 'PCG');
const a = (value: number | bigint) => toAmount(BigInt(value));

function summary(lines: readonly JournalLine[] | undefined): Array<[string, bigint, bigint]> {
  return (lines ?? []).map((line) => [line.accountNumber, line.debit, line.credit]);
}

function balanced(entry: JournalEntry | null) {
  expect(entry).not.toBeNull();
  if (entry) expect(findEntryViolation(entry)).toBeNull();
}

describe('accruals', () => {
  it('SYSCOHADA: December electricity not yet billed, 100,000 XAF + 19.25 % VAT, reversed on 1 January', () => {
    const entry = accrualEntry(
      {
        kind: 'EXPENSE_TO_PAY',
        date: '2026-12-31',
        label: 'Électricité décembre',
        account: { accountNumber: '6052' },
        net: a(100_000),
        vat: a(19_250),
      },
      syscohada,
    );
    balanced(entry);
    expect(summary(entry.lines)).toEqual([
      ['6052', 100_000n, 0n],
      ['4455', 19_250n, 0n],
      ['4081', 0n, 119_250n],
    ]);
    expect(accrualReversalOn('2026-12-31')).toBe('2027-01-01');
    expect(accrualReversalOn('2026-06-15')).toBe('2026-07-01');
  });

  it('PCG: income to receive 2,500.00 € + 500.00 € VAT on 44587, prepaid insurance 900.00 € on 486', () => {
    const income = accrualEntry(
      {
        kind: 'INCOME_TO_RECEIVE',
        date: '2026-12-31',
        label: 'Prestation',
        account: { accountNumber: '706' },
        net: a(250_000),
        vat: a(50_000),
      },
      pcg,
    );
    expect(summary(income.lines)).toEqual([
      ['4181', 300_000n, 0n],
      ['706', 0n, 250_000n],
      ['44587', 0n, 50_000n],
    ]);
    // 1,200.00 € of insurance paid for 1 October 2026 – 30 September 2027: nine months belong to 2027.
    const prepaid = accrualEntry(
      {
        kind: 'PREPAID_EXPENSE',
        date: '2026-12-31',
        label: 'Assurance',
        account: { accountNumber: '616' },
        net: a(90_000),
        vat: a(0),
      },
      pcg,
    );
    expect(summary(prepaid.lines)).toEqual([
      ['486', 90_000n, 0n],
      ['616', 0n, 90_000n],
    ]);
    const deferred = accrualEntry(
      {
        kind: 'DEFERRED_INCOME',
        date: '2026-12-31',
        label: 'Abonnement',
        account: { accountNumber: '706' },
        net: a(40_000),
        vat: a(0),
      },
      pcg,
    );
    expect(summary(deferred.lines)).toEqual([
      ['706', 40_000n, 0n],
      ['487', 0n, 40_000n],
    ]);
  });

  it('accrued staff and tax charges post to 428x / 438x / 448x; other accounts and VAT on prepaid are refused', () => {
    const staff = accrualEntry(
      {
        kind: 'EXPENSE_TO_PAY',
        date: '2026-12-31',
        label: 'Congés payés',
        account: { accountNumber: '6611' },
        accrualAccountNumber: '4281',
        net: a(350_000),
        vat: a(0),
      },
      syscohada,
    );
    expect(summary(staff.lines)).toEqual([
      ['6611', 350_000n, 0n],
      ['4281', 0n, 350_000n],
    ]);
    const base = { date: '2026-12-31', label: 'x', net: a(10), vat: a(0) };
    expect(() => accrualEntry({ ...base, kind: 'EXPENSE_TO_PAY', account: { accountNumber: '706' } }, pcg)).toThrow(
      expect.objectContaining({ code: 'ACCRUAL_ACCOUNT_NOT_ALLOWED' }),
    );
    expect(() =>
      accrualEntry(
        { ...base, kind: 'EXPENSE_TO_PAY', account: { accountNumber: '616' }, accrualAccountNumber: '401' },
        pcg,
      ),
    ).toThrow(expect.objectContaining({ code: 'ACCRUAL_ACCOUNT_NOT_ALLOWED' }));
    expect(() =>
      accrualEntry({ ...base, kind: 'PREPAID_EXPENSE', account: { accountNumber: '616' }, vat: a(2) }, pcg),
    ).toThrow(expect.objectContaining({ code: 'ACCRUAL_VAT_NOT_ALLOWED' }));
  });
});

describe('doubtful receivables', () => {
  // 1,192,500 XAF due (1,000,000 + 19.25 % VAT); 40 % of the amount before VAT at risk, then 70 %, then lost.
  const receivable = { amount: a(1_192_500), vat: a(192_500), allowance: a(400_000) };
  const customer = { accountNumber: '4111', subAccountId: 'sub-1' };

  it('SYSCOHADA: moves to 4162 and depreciates 400,000 before VAT; revised to 700,000; written off with its VAT', () => {
    const transfer = doubtfulTransferEntry(
      { date: '2026-12-31', label: 'Client douteux', customer, receivable },
      syscohada,
    );
    balanced(transfer);
    expect(summary(transfer.lines)).toEqual([
      ['4162', 1_192_500n, 0n],
      ['4111', 0n, 1_192_500n],
      ['6594', 400_000n, 0n],
      ['4912', 0n, 400_000n],
    ]);
    expect(transfer.lines[1]?.subAccountId).toBe('sub-1');
    const revised = yearEndEntry(
      '2027-12-31',
      'Révision',
      adjustmentLines({
        label: 'Révision',
        current: a(400_000),
        target: a(700_000),
        allowance: { accountNumber: '4912' },
        expense: { accountNumber: '6594' },
        reversal: { accountNumber: '7594' },
      }),
    );
    expect(summary(revised?.lines)).toEqual([
      ['6594', 300_000n, 0n],
      ['4912', 0n, 300_000n],
    ]);
    const lost = writeOffEntry(
      { date: '2028-03-10', label: 'Perte', receivable: { ...receivable, allowance: a(700_000) } },
      syscohada,
    );
    balanced(lost);
    expect(summary(lost.lines)).toEqual([
      ['6511', 1_000_000n, 0n],
      ['4431', 192_500n, 0n],
      ['4162', 0n, 1_192_500n],
      ['4912', 700_000n, 0n],
      ['7594', 0n, 700_000n],
    ]);
  });

  it('PCG: 1,499.99 € (250.00 € VAT) to 416, half of 1,249.99 € at risk: 625.00 € on 491 / 68174, reversed to 78174', () => {
    const item = { amount: a(149_999), vat: a(25_000), allowance: a(62_500) };
    const transfer = doubtfulTransferEntry(
      { date: '2026-12-31', label: 'Douteux', customer: { accountNumber: '411' }, receivable: item },
      pcg,
    );
    expect(summary(transfer.lines)).toEqual([
      ['416', 149_999n, 0n],
      ['411', 0n, 149_999n],
      ['68174', 62_500n, 0n],
      ['491', 0n, 62_500n],
    ]);
    const lost = writeOffEntry({ date: '2027-06-30', label: 'Perte', receivable: item }, pcg);
    expect(summary(lost.lines)).toEqual([
      ['6541', 124_999n, 0n],
      ['44571', 25_000n, 0n],
      ['416', 0n, 149_999n],
      ['491', 62_500n, 0n],
      ['78174', 0n, 62_500n],
    ]);
  });

  it('refuses an allowance above the amount before VAT', () => {
    expect(() =>
      doubtfulTransferEntry(
        { date: '2026-12-31', label: 'x', customer, receivable: { ...receivable, allowance: a(1_000_001) } },
        syscohada,
      ),
    ).toThrow(expect.objectContaining({ code: 'DOUBTFUL_ALLOWANCE_EXCEEDS_NET' }));
  });
});

describe('stocks and provisions', () => {
  const rules = parseStockVariationRules(referential('stock-variations.csv'), 'SYSCOHADA');
  const pcgRules = parseStockVariationRules(referential('stock-variations.csv'), 'PCG');

  it('SYSCOHADA: 2,500,000 XAF of goods out, 3,100,000 counted in, a 150,000 write-down on 391', () => {
    const lines = stockCountLines(
      'Inventaire',
      [
        {
          stockAccount: { accountNumber: '3111' },
          rule: stockRuleOf('3111', rules),
          previous: a(2_500_000),
          counted: a(3_100_000),
          previousWriteDown: a(0),
          writeDown: a(150_000),
        },
      ],
      syscohada,
    );
    balanced(yearEndEntry('2026-12-31', 'Inventaire', lines));
    expect(summary(lines)).toEqual([
      ['6031', 2_500_000n, 0n],
      ['3111', 0n, 2_500_000n],
      ['3111', 3_100_000n, 0n],
      ['6031', 0n, 3_100_000n],
      ['6593', 150_000n, 0n],
      ['391', 0n, 150_000n],
    ]);
  });

  it('PCG: finished products on 71355 and goods on 6037; a lower write-down is reversed to 78173', () => {
    expect(stockRuleOf('355', pcgRules).variationAccount).toBe('71355');
    const lines = stockCountLines(
      'Inventaire',
      [
        {
          stockAccount: { accountNumber: '37' },
          rule: stockRuleOf('37', pcgRules),
          previous: a(1_000_000),
          counted: a(850_050),
          previousWriteDown: a(40_000),
          writeDown: a(25_000),
        },
      ],
      pcg,
    );
    expect(summary(lines)).toEqual([
      ['6037', 1_000_000n, 0n],
      ['37', 0n, 1_000_000n],
      ['37', 850_050n, 0n],
      ['6037', 0n, 850_050n],
      ['397', 15_000n, 0n],
      ['78173', 0n, 15_000n],
    ]);
    expect(() => stockRuleOf('401', pcgRules)).toThrow(expect.objectContaining({ code: 'STOCK_ACCOUNT_NOT_ALLOWED' }));
  });

  it('provisions: SYSCOHADA 191 with 6911, short-term 4991 with 6591 / 7591, PCG 1511 with 6815', () => {
    expect(
      summary(
        provisionLines(
          { label: 'Litige', account: { accountNumber: '191' }, current: a(0), target: a(2_000_000) },
          'SYSCOHADA',
          syscohada,
        ),
      ),
    ).toEqual([
      ['6911', 2_000_000n, 0n],
      ['191', 0n, 2_000_000n],
    ]);
    expect(
      summary(
        provisionLines(
          { label: 'Risque', account: { accountNumber: '4991' }, current: a(500_000), target: a(200_000) },
          'SYSCOHADA',
          syscohada,
        ),
      ),
    ).toEqual([
      ['4991', 300_000n, 0n],
      ['7591', 0n, 300_000n],
    ]);
    expect(
      summary(
        provisionLines(
          { label: 'Litige', account: { accountNumber: '1511' }, current: a(0), target: a(800_000) },
          'PCG',
          pcg,
        ),
      ),
    ).toEqual([
      ['6815', 800_000n, 0n],
      ['1511', 0n, 800_000n],
    ]);
    expect(() => provisionTermOf('4991', 'PCG')).toThrow(
      expect.objectContaining({ code: 'PROVISION_ACCOUNT_NOT_ALLOWED' }),
    );
  });

  it('an adjustment always balances and lands on the target (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (current, target) => {
          const lines = adjustmentLines({
            label: 'x',
            current: a(current),
            target: a(target),
            allowance: { accountNumber: '491' },
            expense: { accountNumber: '68174' },
            reversal: { accountNumber: '78174' },
          });
          const onAllowance = lines
            .filter((line) => line.accountNumber === '491')
            .reduce((sum, line) => sum + line.credit - line.debit, 0n);
          expect(current + onAllowance).toBe(target);
          expect(lines.reduce((sum, line) => sum + line.debit - line.credit, 0n)).toBe(0n);
        },
      ),
    );
  });
});

describe('income tax', () => {
  const zero = a(0);
  it('Cameroon: the minimum tax (2 % of turnover + 10 % CAC) binds over 25 % + CAC of a small profit', () => {
    const rule = parseIncomeTaxRule(referential('income-tax.csv'), 'CM', 0);
    if (!rule) throw new Error('no CM rule');
    const tax = computeIncomeTax(rule, {
      resultBeforeTax: a(2_000_000),
      turnover: a(120_000_000),
      addBacks: zero,
      deductions: zero,
      reducedRateEligible: true,
    });
    // 2,000,000 × 25 % = 500,000, CAC 50,000: 550,000; minimum 120,000,000 × 2 % = 2,400,000, CAC 240,000.
    expect(tax).toMatchObject({
      taxAtReducedRate: 500_000n,
      surcharge: 50_000n,
      taxOnProfit: 550_000n,
      minimumTax: 2_640_000n,
      minimumTaxBinding: true,
      incomeTax: 2_640_000n,
    });
    // Above 3 billion of turnover, 30 % + CAC = 33 %: 400,000,000 × 33 % = 132,000,000 beats 2.2 % of 3.5 billion.
    const large = computeIncomeTax(rule, {
      resultBeforeTax: a(400_000_000),
      turnover: a(3_500_000_000),
      addBacks: zero,
      deductions: zero,
      reducedRateEligible: true,
    });
    expect(large).toMatchObject({
      taxAtStandardRate: 120_000_000n,
      surcharge: 12_000_000n,
      minimumTax: 77_000_000n,
      minimumTaxBinding: false,
      incomeTax: 132_000_000n,
    });
    // A loss still pays the minimum tax.
    const loss = computeIncomeTax(rule, {
      resultBeforeTax: a(-5_000_000),
      turnover: a(10_000_000),
      addBacks: zero,
      deductions: zero,
      reducedRateEligible: true,
    });
    expect(loss).toMatchObject({ taxableResult: 0n, taxOnProfit: 0n, incomeTax: 220_000n });
  });

  it('France: 15 % up to 42,500 € and 25 % above for an eligible SME; 25 % on all otherwise', () => {
    const rule = parseIncomeTaxRule(referential('income-tax.csv'), 'FR', 2);
    if (!rule) throw new Error('no FR rule');
    const input = {
      resultBeforeTax: a(9_650_000),
      turnover: a(80_000_000),
      addBacks: a(350_000),
      deductions: zero,
      reducedRateEligible: true,
    };
    // (96,500.00 + 3,500.00 added back) = 100,000.00: 42,500.00 × 15 % = 6,375.00; 57,500.00 × 25 % = 14,375.00.
    expect(computeIncomeTax(rule, input)).toMatchObject({
      taxableResult: 10_000_000n,
      taxAtReducedRate: 637_500n,
      taxAtStandardRate: 1_437_500n,
      incomeTax: 2_075_000n,
      minimumTaxBinding: false,
    });
    expect(computeIncomeTax(rule, { ...input, reducedRateEligible: false }).incomeTax).toBe(2_500_000n);
    // 30,000.01 € of profit: all at 15 %, 4,500.0015 rounded to 4,500.00.
    expect(computeIncomeTax(rule, { ...input, resultBeforeTax: a(3_000_001), addBacks: zero }).incomeTax).toBe(
      450_000n,
    );
    expect(parseIncomeTaxRule(referential('income-tax.csv'), 'SN', 0)).toBeNull();
  });
});

describe('write-downs shared by stock accounts', () => {
  it('brings 391 to the sum of the write-downs typed on the goods accounts, once', () => {
    const rules = parseStockVariationRules(referential('stock-variations.csv'), 'SYSCOHADA');
    const goods = (accountNumber: string, writeDown: number) => ({
      stockAccount: { accountNumber },
      rule: stockRuleOf(accountNumber, rules),
      previous: a(1_000_000),
      counted: a(1_000_000),
      previousWriteDown: a(100_000),
      writeDown: a(writeDown),
    });
    const lines = stockCountLines('Inventaire', [goods('3111', 60_000), goods('3112', 90_000)], syscohada);
    expect(summary(lines)).toEqual([
      ['6593', 50_000n, 0n],
      ['391', 0n, 50_000n],
    ]);
  });
});

describe('properties of the year-end entries', () => {
  const amount = fc.bigInt({ min: 1n, max: 10n ** 12n }).map(a);
  const kinds = fc.constantFrom('EXPENSE_TO_PAY', 'INCOME_TO_RECEIVE', 'PREPAID_EXPENSE', 'DEFERRED_INCOME' as const);

  it('an accrual balances: its charge or income moves by the amount before VAT, its accrual account by the total', () => {
    fc.assert(
      fc.property(kinds, amount, amount, (kind, net, vatAmount) => {
        const withVat = kind === 'EXPENSE_TO_PAY' || kind === 'INCOME_TO_RECEIVE';
        const charge = kind === 'EXPENSE_TO_PAY' || kind === 'PREPAID_EXPENSE';
        const account = { accountNumber: charge ? '6052' : '7011' };
        const vat = withVat ? vatAmount : a(0);
        const entry = accrualEntry({ kind, date: '2026-12-31', label: 'x', account, net, vat }, syscohada);
        expect(findEntryViolation(entry)).toBeNull();
        const moved = (number: string) =>
          entry.lines
            .filter((line) => line.accountNumber === number)
            .reduce((sum, line) => sum + line.debit - line.credit, 0n);
        // Debit less credit on the charge or income: a charge to pay or an income to receive is added to
        // the year, a prepaid charge or a deferred income taken out of it.
        const expected = { EXPENSE_TO_PAY: net, PREPAID_EXPENSE: -net, INCOME_TO_RECEIVE: -net, DEFERRED_INCOME: net }[
          kind
        ];
        expect(moved(account.accountNumber)).toBe(expected);
        const accrualAccount = {
          EXPENSE_TO_PAY: '4081',
          INCOME_TO_RECEIVE: '4181',
          PREPAID_EXPENSE: '476',
          DEFERRED_INCOME: '477',
        }[kind];
        expect(moved(accrualAccount) < 0n ? -moved(accrualAccount) : moved(accrualAccount)).toBe(net + vat);
      }),
    );
  });

  it('after a count the stock account holds the counted stock, and the entry balances', () => {
    const rules = parseStockVariationRules(referential('stock-variations.csv'), 'SYSCOHADA');
    const stock = fc.bigInt({ min: 0n, max: 10n ** 12n }).map(a);
    fc.assert(
      fc.property(stock, stock, stock, stock, (previous, counted, previousWriteDown, writeDown) => {
        const lines = stockCountLines(
          'x',
          [
            {
              stockAccount: { accountNumber: '3111' },
              rule: stockRuleOf('3111', rules),
              previous,
              counted,
              previousWriteDown,
              writeDown,
            },
          ],
          syscohada,
        );
        const balanceOf = (number: string) =>
          lines
            .filter((line) => line.accountNumber === number)
            .reduce((sum, line) => sum + line.debit - line.credit, 0n);
        expect(previous + balanceOf('3111')).toBe(counted);
        expect(previousWriteDown - balanceOf('391')).toBe(writeDown);
        expect(lines.reduce((sum, line) => sum + line.debit - line.credit, 0n)).toBe(0n);
        const entry = yearEndEntry('2026-12-31', 'x', lines);
        if (entry) expect(findEntryViolation(entry)).toBeNull();
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { convert, readExchangeRate } from './currencies.ts';
import { toAmount } from './money.ts';
import { postTreasuryTransfer, type TreasuryTransfer } from './treasury-transfer.ts';

const SYSCOHADA = { loss: '676', gain: '776' };
const PCG = { loss: '666', gain: '766' };
const account = (accountNumber: string) => ({ accountNumber, accountId: `id-${accountNumber}` });
const rows = (transfer: TreasuryTransfer) =>
  postTreasuryTransfer(transfer).lines.map((line) => [
    line.accountNumber,
    line.debit,
    line.credit,
    line.foreign ? `${line.foreign.amount} ${line.foreign.currency}` : null,
  ]);
const base = { journalCode: 'BQ', date: '2026-06-30', label: 'Virement interne', charges: null };

describe('transfers between treasury accounts', () => {
  it('XAF company sells 1,000 EUR from its EUR account for 650,000 XAF: loss 5,957 to 676', () => {
    // 1,000.00 EUR × 655.957 = 655,957 XAF sent; 650,000 XAF received; 655,957 − 650,000 = 5,957.
    const sent = convert(100000n, 'EUR', readExchangeRate('655.957'), 'XAF');
    expect(sent).toBe(655957n);
    const transfer = {
      ...base,
      from: { account: account('5215'), value: sent, foreign: { currency: 'EUR', amount: 100000n } },
      to: { account: account('5211'), value: toAmount(650000n), foreign: null },
      differenceAccounts: SYSCOHADA,
    };
    expect(rows(transfer)).toEqual([
      ['5211', 650000n, 0n, null],
      ['5215', 0n, 655957n, '100000 EUR'],
      ['676', 5957n, 0n, null],
    ]);
  });

  it('XAF company sells 2,000 USD at 598.25 for 1,200,000 XAF, paying 15 USD of charges: gain 3,500, charges 8,974', () => {
    // 2,000.00 USD × 598.25 = 1,196,500 XAF sent; received 1,200,000: a gain of 3,500 (776).
    // Charges 15.00 USD × 598.25 = 8,973.75 → 8,974 XAF (6318); the USD account pays out 2,015.00 USD.
    const rate = readExchangeRate('598.25');
    const transfer = {
      ...base,
      from: {
        account: account('5215'),
        value: convert(200000n, 'USD', rate, 'XAF'),
        foreign: { currency: 'USD', amount: 200000n },
      },
      to: { account: account('5211'), value: toAmount(1200000n), foreign: null },
      charges: {
        amount: convert(1500n, 'USD', rate, 'XAF'),
        foreign: { currency: 'USD', amount: 1500n },
        account: { accountNumber: '6318' },
      },
      differenceAccounts: SYSCOHADA,
    };
    expect(rows(transfer)).toEqual([
      ['5211', 1200000n, 0n, null],
      ['5215', 0n, 1205474n, '201500 USD'],
      ['776', 0n, 3500n, null],
      ['6318', 8974n, 0n, null],
    ]);
  });

  it('PCG: a EUR company moves 1,000 USD at 0.92 to its euro account, which receives 915.00 EUR: loss 5.00 to 666', () => {
    // 1,000.00 USD × 0.92 = 920.00 EUR sent; 915.00 EUR received; 920.00 − 915.00 = 5.00.
    const transfer = {
      ...base,
      from: {
        account: account('5124'),
        value: convert(100000n, 'USD', readExchangeRate('0.92'), 'EUR'),
        foreign: { currency: 'USD', amount: 100000n },
      },
      to: { account: account('5121'), value: toAmount(91500n), foreign: null },
      differenceAccounts: PCG,
    };
    expect(rows(transfer)).toEqual([
      ['5121', 91500n, 0n, null],
      ['5124', 0n, 92000n, '100000 USD'],
      ['666', 500n, 0n, null],
    ]);
  });

  it('between two accounts of the same currency there is no difference', () => {
    const transfer = {
      ...base,
      from: { account: account('5211'), value: toAmount(250000n), foreign: null },
      to: { account: account('571'), value: toAmount(250000n), foreign: null },
      differenceAccounts: SYSCOHADA,
    };
    expect(rows(transfer)).toEqual([
      ['571', 250000n, 0n, null],
      ['5211', 0n, 250000n, null],
    ]);
  });
});

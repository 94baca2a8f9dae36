import { describe, expect, it } from 'vitest';
import { type RegisterAsset, registerAccountYears, withRegisterYears } from './register-notes.ts';

// A vehicle of 18,000,000 bought on 14 March 2025, 10,000 a day: 170,000 for March, 2,700,000 for the rest of
// 2025, 1,800,000 to its sale on 30 June 2026 (4,670,000 in all); a computer of 1,200,000 bought on 1 February 2026.
const vehicle: RegisterAsset = {
  assetAccountNumber: '2451',
  depreciationAccountNumber: '2845',
  grossValue: 18_000_000n,
  acquiredOn: '2025-03-14',
  disposedOn: '2026-06-30',
  priorDepreciation: 0n,
  bookings: [
    { periodEndOn: '2025-03-31', amount: 170_000n },
    { periodEndOn: '2025-12-31', amount: 2_700_000n },
    { periodEndOn: '2026-06-30', amount: 1_800_000n },
  ],
};
const computer: RegisterAsset = {
  assetAccountNumber: '2442',
  depreciationAccountNumber: '2844',
  grossValue: 1_200_000n,
  acquiredOn: '2026-02-01',
  disposedOn: null,
  priorDepreciation: 100_000n,
  bookings: [{ periodEndOn: '2026-12-31', amount: 275_000n }],
};
const year = (startOn: string, endOn: string) =>
  Object.fromEntries(
    registerAccountYears([vehicle, computer], { startOn, endOn }).map(({ accountNumber, ...figures }) => [
      accountNumber,
      figures,
    ]),
  );

describe('the fixed-assets register as the notes read it', () => {
  it('puts the year of purchase in the increases and its bookings in the depreciation', () => {
    expect(year('2025-01-01', '2025-12-31')).toEqual({
      '2451': { opening: 0n, debits: 18_000_000n, credits: 0n },
      '2845': { opening: 0n, debits: 0n, credits: 2_870_000n },
    });
  });

  it('takes out the gross and all that was booked on a sale, and opens with the years before', () => {
    expect(year('2026-01-01', '2026-12-31')).toEqual({
      '2451': { opening: 18_000_000n, debits: 0n, credits: 18_000_000n },
      '2845': { opening: -2_870_000n, debits: 4_670_000n, credits: 1_800_000n },
      '2442': { opening: 0n, debits: 1_200_000n, credits: 0n },
      // Depreciation before Bilan (an opening import) is in the opening.
      '2844': { opening: -100_000n, debits: 0n, credits: 275_000n },
    });
    expect(year('2027-01-01', '2027-12-31')).toEqual({
      '2442': { opening: 1_200_000n, debits: 0n, credits: 0n },
      '2844': { opening: -375_000n, debits: 0n, credits: 0n },
    });
  });

  it('replaces the ledger for the accounts the register holds, and names them', () => {
    const ledger = [
      { accountNumber: '2451', opening: 0n, debits: 18_100_000n, credits: 0n },
      { accountNumber: '521', opening: 0n, debits: 5n, credits: 0n },
    ];
    const { years, fromRegister } = withRegisterYears(
      ledger,
      registerAccountYears([vehicle], { startOn: '2025-01-01', endOn: '2025-12-31' }),
    );
    expect([...fromRegister]).toEqual(['2451', '2845']);
    expect(years).toEqual([
      ledger[1],
      { accountNumber: '2451', opening: 0n, debits: 18_000_000n, credits: 0n },
      { accountNumber: '2845', opening: 0n, debits: 0n, credits: 2_870_000n },
    ]);
  });
});

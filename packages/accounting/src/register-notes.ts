import type { AccountYear } from './cash-flow.ts';

/** An asset of the fixed-assets register as the notes read it: its accounts, value, dates and booked depreciation. */
export type RegisterAsset = {
  assetAccountNumber: string;
  depreciationAccountNumber: string;
  grossValue: bigint;
  acquiredOn: string;
  disposedOn: string | null;
  /** Depreciated before the books came into Bilan (an opening import). */
  priorDepreciation: bigint;
  bookings: ReadonlyArray<{ periodEndOn: string; amount: bigint }>;
};

type Period = { startOn: string; endOn: string };

/**
 * The register's view of the fixed-asset accounts over a folder, as account years the notes read like the ledger's
 * (notes 3A and 3C): an asset's gross is in its account's opening when acquired before the folder, an increase when
 * acquired in it and a decrease when it leaves in it; its depreciation account opens with what was booked before the
 * folder, increases by the folder's bookings and gives back everything booked when the asset leaves, as the
 * disposal entry does (fixed-assets/asset-disposal.ts). Assets acquired after the folder or gone before it are not in.
 */
export function registerAccountYears(assets: readonly RegisterAsset[], period: Period): AccountYear[] {
  const years = new Map<string, AccountYear>();
  const yearOf = (accountNumber: string) => {
    const year = years.get(accountNumber) ?? { accountNumber, opening: 0n, debits: 0n, credits: 0n };
    years.set(accountNumber, year);
    return year;
  };
  const within = (day: string | null) => day !== null && day >= period.startOn && day <= period.endOn;
  for (const asset of assets) {
    if (asset.acquiredOn > period.endOn || (asset.disposedOn !== null && asset.disposedOn < period.startOn)) continue;
    const gross = yearOf(asset.assetAccountNumber);
    const depreciation = yearOf(asset.depreciationAccountNumber);
    if (asset.acquiredOn < period.startOn) gross.opening += asset.grossValue;
    else gross.debits += asset.grossValue;
    const before = asset.bookings.filter((booking) => booking.periodEndOn < period.startOn);
    const during = asset.bookings.filter((booking) => within(booking.periodEndOn));
    const bookedBefore = before.reduce((sum, booking) => sum + booking.amount, asset.priorDepreciation);
    depreciation.opening -= bookedBefore;
    depreciation.credits += during.reduce((sum, booking) => sum + booking.amount, 0n);
    if (within(asset.disposedOn)) {
      gross.credits += asset.grossValue;
      depreciation.debits += bookedBefore + during.reduce((sum, booking) => sum + booking.amount, 0n);
    }
  }
  return [...years.values()];
}

/**
 * The account years the notes read: the register's for the accounts it holds, the ledger's for the others; with
 * the accounts read from the register. The statements themselves always read the ledger, so a note from the
 * register ties only when the register and the books agree.
 */
export function withRegisterYears(
  ledger: readonly AccountYear[],
  register: readonly AccountYear[],
): { years: AccountYear[]; fromRegister: Set<string> } {
  const fromRegister = new Set(register.map((year) => year.accountNumber));
  return {
    years: [...ledger.filter((year) => !fromRegister.has(year.accountNumber)), ...register],
    fromRegister,
  };
}

import type { AccountMovement } from './balances.ts';
import { divideRoundingHalfAwayFromZero } from './decimal.ts';
import type { LedgerAccount } from './journal-entry.ts';
import { type Amount, toAmount } from './money.ts';

/**
 * The ledger accounts behind each figure of a VAT return, as account-number prefixes. VAT on accruals
 * (SYSCOHADA 4435 / 4455, PCG 44586 / 44587) and VAT waiting for a payment are in no list: it is not
 * due yet, and enters a return only once an entry moves it to one of these accounts.
 */
export interface VatReturnAccounts {
  collected: readonly string[];
  deductibleFixedAssets: readonly string[];
  deductibleGoodsAndServices: readonly string[];
  /** Instalments already paid on the year's VAT (France's simplified regime, CA12): deducted from it. */
  instalments: readonly string[];
  /** The VAT credit of earlier returns, carried into this one. */
  creditCarriedForward: readonly string[];
}

/** SYSCOHADA: 4431–4434 collected (not 4435); 4451 fixed assets; 4452 purchases, 4453 transport, 4454 services; 4449 credit. */
export const SYSCOHADA_VAT_RETURN_ACCOUNTS: VatReturnAccounts = {
  collected: ['4431', '4432', '4433', '4434'],
  deductibleFixedAssets: ['4451'],
  deductibleGoodsAndServices: ['4452', '4453', '4454'],
  // VAT withheld at source by customers (4458, CGI of Cameroon art. 143) was paid to the State for the
  // company: it is deducted from the VAT due as an instalment is, and the settlement clears it.
  instalments: ['4458'],
  creditCarriedForward: ['4449'],
};

/**
 * PCG: 44571 collected and 4452 VAT due on intra-EU acquisitions and reverse charge (CA3 line 17);
 * 44562 on fixed assets; 44566 on other goods and services; 44581 instalments; 44567 credit to carry forward.
 */
export const PCG_VAT_RETURN_ACCOUNTS: VatReturnAccounts = {
  // 4452 and 4453: VAT reverse-charged on intra-EU acquisitions and services, and on imports.
  collected: ['44571', '4452', '4453'],
  deductibleFixedAssets: ['44562'],
  deductibleGoodsAndServices: ['44566'],
  instalments: ['44581'],
  creditCarriedForward: ['44567'],
};

export interface VatReturnFigures {
  collected: Amount;
  deductibleFixedAssets: Amount;
  deductibleGoodsAndServices: Amount;
  instalments: Amount;
  creditCarriedForward: Amount;
  /** What is paid: collected less every deduction, when positive; else zero. */
  netDue: Amount;
  /** What is carried to the next return: the deductions above what was collected; else zero. */
  credit: Amount;
}

/** Where a VAT account's movement of the period goes in the return. */
export type VatAccountRole = 'collected' | 'deductibleFixedAssets' | 'deductibleGoodsAndServices' | 'instalments';

/** A VAT account's net movement over the period, debit − credit: what the settlement entry brings to zero. */
export interface VatAccountBalance extends LedgerAccount {
  role: VatAccountRole;
  debitBalance: Amount;
}

const ROLES: readonly VatAccountRole[] = [
  'collected',
  'deductibleFixedAssets',
  'deductibleGoodsAndServices',
  'instalments',
];

const inAccounts = (movement: AccountMovement, prefixes: readonly string[]) =>
  prefixes.some((prefix) => movement.accountNumber.startsWith(prefix));

/** Debit − credit of the movements of these accounts. */
function debitBalance(movements: readonly AccountMovement[], prefixes: readonly string[]): bigint {
  return movements
    .filter((movement) => inAccounts(movement, prefixes))
    .reduce((total, movement) => total + movement.debit - movement.credit, 0n);
}

/**
 * A VAT return from the ledger. `period` holds the movements of the period WITHOUT the settlement
 * entries of earlier returns (the caller leaves them out by their kind, not by their accounts), so a
 * settlement is never read as negative VAT. Each figure is the balance of its accounts over the period
 * (collected credit − debit, deductions debit − credit); the credit carried forward is the balance of
 * the credit account up to the period's end, so a credit refunded or used in the period is not carried.
 */
export function computeVatReturn(
  movements: { opening: readonly AccountMovement[]; period: readonly AccountMovement[] },
  accounts: VatReturnAccounts,
): VatReturnFigures {
  const collected = -debitBalance(movements.period, accounts.collected);
  const deductibleFixedAssets = debitBalance(movements.period, accounts.deductibleFixedAssets);
  const deductibleGoodsAndServices = debitBalance(movements.period, accounts.deductibleGoodsAndServices);
  const instalments = debitBalance(movements.period, accounts.instalments);
  const creditCarriedForward = debitBalance([...movements.opening, ...movements.period], accounts.creditCarriedForward);
  const net = collected - deductibleFixedAssets - deductibleGoodsAndServices - instalments - creditCarriedForward;
  return {
    collected: toAmount(collected),
    deductibleFixedAssets: toAmount(deductibleFixedAssets),
    deductibleGoodsAndServices: toAmount(deductibleGoodsAndServices),
    instalments: toAmount(instalments),
    creditCarriedForward: toAmount(creditCarriedForward),
    netDue: toAmount(net > 0n ? net : 0n),
    credit: toAmount(net < 0n ? -net : 0n),
  };
}

/** The period's net movement of each VAT account of the return, one row per account and sub-account. */
export function vatAccountBalances(
  period: readonly AccountMovement[],
  accounts: VatReturnAccounts,
): VatAccountBalance[] {
  const byKey = new Map<string, VatAccountBalance>();
  for (const movement of period) {
    const role = ROLES.find((candidate) => inAccounts(movement, accounts[candidate]));
    if (!role) continue;
    const key = `${movement.accountNumber}|${movement.accountId ?? ''}|${movement.subAccountId ?? ''}`;
    const previous = byKey.get(key)?.debitBalance ?? 0n;
    byKey.set(key, {
      accountNumber: movement.accountNumber,
      accountId: movement.accountId,
      subAccountId: movement.subAccountId,
      role,
      debitBalance: toAmount(previous + movement.debit - movement.credit),
    });
  }
  return [...byKey.values()]
    .filter((row) => row.debitBalance !== 0n)
    .sort((left, right) => left.accountNumber.localeCompare(right.accountNumber));
}

/**
 * Cameroon's 19.25 % is a principal of 17.5 % and the additional council tax (CAC) of 10 % of it: an
 * amount of VAT splits 1750 : 175, the principal rounded half away from zero and the CAC the rest.
 */
export function splitCameroonVat(amount: Amount): { principal: Amount; cac: Amount } {
  const principal = divideRoundingHalfAwayFromZero(amount * 1750n, 1925n);
  return { principal: toAmount(principal), cac: toAmount(amount - principal) };
}

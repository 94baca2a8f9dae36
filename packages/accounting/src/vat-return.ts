import type { AccountMovement } from './balances.ts';
import { divideRoundingHalfAwayFromZero } from './decimal.ts';
import { type Amount, toAmount } from './money.ts';

/** The ledger accounts behind each figure of a VAT return, as account-number prefixes. */
export interface VatReturnAccounts {
  collected: readonly string[];
  deductibleFixedAssets: readonly string[];
  deductibleGoodsAndServices: readonly string[];
  /** The VAT credit of earlier returns, carried into this one: its balance before the period. */
  creditCarriedForward: readonly string[];
}

/**
 * SYSCOHADA: 4431–4434 collected (4435, VAT on invoices to issue, is not due yet); 4451 fixed assets; 4452
 * purchases, 4453 transport, 4454 services (4455, on invoices not received, is not deductible yet); 4449 credit.
 */
export const SYSCOHADA_VAT_RETURN_ACCOUNTS: VatReturnAccounts = {
  collected: ['4431', '4432', '4433', '4434'],
  deductibleFixedAssets: ['4451'],
  deductibleGoodsAndServices: ['4452', '4453', '4454'],
  creditCarriedForward: ['4449'],
};

/** PCG: 44571 collected; 44562 on fixed assets; 44566 on other goods and services; 44567 credit to carry forward. */
export const PCG_VAT_RETURN_ACCOUNTS: VatReturnAccounts = {
  collected: ['44571'],
  deductibleFixedAssets: ['44562'],
  deductibleGoodsAndServices: ['44566'],
  creditCarriedForward: ['44567'],
};

export interface VatReturnFigures {
  collected: Amount;
  deductibleFixedAssets: Amount;
  deductibleGoodsAndServices: Amount;
  creditCarriedForward: Amount;
  /** What is paid: collected less every deduction, when positive; else zero. */
  netDue: Amount;
  /** What is carried to the next return: the deductions above what was collected; else zero. */
  credit: Amount;
}

const inAccounts = (movement: AccountMovement, prefixes: readonly string[]) =>
  prefixes.some((prefix) => movement.accountNumber.startsWith(prefix));

/** Debit − credit of the movements of these accounts. */
function debitBalance(movements: readonly AccountMovement[], prefixes: readonly string[]): bigint {
  return movements
    .filter((movement) => inAccounts(movement, prefixes))
    .reduce((total, movement) => total + movement.debit - movement.credit, 0n);
}

/**
 * A VAT return from the ledger: each figure is the balance of its accounts over the period (collected
 * VAT credit − debit, deductible VAT debit − credit), the credit carried forward the balance of the credit
 * account before it; VAT posted by hand entries counts as VAT posted by documents does.
 */
export function computeVatReturn(
  movements: { opening: readonly AccountMovement[]; period: readonly AccountMovement[] },
  accounts: VatReturnAccounts,
): VatReturnFigures {
  const collected = -debitBalance(movements.period, accounts.collected);
  const deductibleFixedAssets = debitBalance(movements.period, accounts.deductibleFixedAssets);
  const deductibleGoodsAndServices = debitBalance(movements.period, accounts.deductibleGoodsAndServices);
  const creditCarriedForward = debitBalance(movements.opening, accounts.creditCarriedForward);
  const net = collected - deductibleFixedAssets - deductibleGoodsAndServices - creditCarriedForward;
  return {
    collected: toAmount(collected),
    deductibleFixedAssets: toAmount(deductibleFixedAssets),
    deductibleGoodsAndServices: toAmount(deductibleGoodsAndServices),
    creditCarriedForward: toAmount(creditCarriedForward),
    netDue: toAmount(net > 0n ? net : 0n),
    credit: toAmount(net < 0n ? -net : 0n),
  };
}

/**
 * Cameroon's 19.25 % is a principal of 17.5 % and the additional council tax (CAC) of 10 % of it: an
 * amount of VAT splits 1750 : 175, the principal rounded half away from zero and the CAC the rest.
 */
export function splitCameroonVat(amount: Amount): { principal: Amount; cac: Amount } {
  const principal = divideRoundingHalfAwayFromZero(amount * 1750n, 1925n);
  return { principal: toAmount(principal), cac: toAmount(amount - principal) };
}

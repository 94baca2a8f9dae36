import type { JournalEntry, JournalLine, LedgerAccount } from './journal-entry.ts';
import { type Amount, toAmount, ZERO_AMOUNT } from './money.ts';
import type { VatAccountBalance } from './vat-return.ts';

/** The accounts a filed return's settlement, payment and refund claim post to (referentials/vat-returns.json). */
export interface VatSettlementAccounts {
  /** The VAT due to the State: SYSCOHADA 4441, PCG 44551. */
  due: LedgerAccount;
  /** The credit carried to the next return: SYSCOHADA 4449, PCG 44567. */
  credit: LedgerAccount;
  /** The difference between the VAT booked in cents and the form in whole euros (PCG 658 / 758). */
  roundingCharge: LedgerAccount;
  roundingGain: LedgerAccount;
}

export interface VatSettlementInput {
  date: string;
  label: string;
  /** The period's net movement of each VAT account of the return (settlements of earlier returns left out). */
  balances: readonly VatAccountBalance[];
  creditCarriedForward: Amount;
  /** The form's figures, in its units: what is due, what is carried forward. */
  netDue: Amount;
  credit: Amount;
  accounts: VatSettlementAccounts;
}

function signedLine(account: LedgerAccount, signedDebit: bigint, label: string): JournalLine[] {
  if (signedDebit === 0n) return [];
  return [
    {
      ...account,
      label,
      debit: signedDebit > 0n ? toAmount(signedDebit) : ZERO_AMOUNT,
      credit: signedDebit < 0n ? toAmount(-signedDebit) : ZERO_AMOUNT,
    },
  ];
}

/**
 * The settlement entry of a filed return (OD): each VAT account of the period is brought to zero
 * (collected debited, deductions credited), the credit carried in is used (credited), the VAT due is
 * credited to the State or the new credit debited, and whatever the form's rounding to whole units
 * leaves goes to the rounding charge (debit) or gain (credit), so the entry balances.
 */
export function vatSettlementEntry(input: VatSettlementInput): JournalEntry {
  const { accounts, label } = input;
  const lines: JournalLine[] = [
    ...input.balances.flatMap((row) =>
      signedLine(
        { accountNumber: row.accountNumber, accountId: row.accountId, subAccountId: row.subAccountId },
        -row.debitBalance,
        label,
      ),
    ),
    ...signedLine(accounts.credit, -input.creditCarriedForward, label),
    ...signedLine(accounts.credit, input.credit, label),
    ...signedLine(accounts.due, -input.netDue, label),
  ];
  const imbalance = lines.reduce((total, row) => total + row.debit - row.credit, 0n);
  const rounding =
    imbalance < 0n
      ? signedLine(accounts.roundingCharge, -imbalance, label)
      : signedLine(accounts.roundingGain, -imbalance, label);
  return { journalCode: 'OD', date: input.date, label, lines: [...lines, ...rounding] };
}

import type { JournalEntry, JournalLine } from './journal-entry.ts';
import { type Amount, toAmount } from './money.ts';

/** The accounts of excess tax depreciation (PCG 145 / 6872 / 7872; SYSCOHADA 151 / 851 / 861). */
export interface ExcessAccounts {
  provision: string;
  expense: string;
  income: string;
}

export interface CategoryDepreciation {
  expenseAccountNumber: string;
  depreciationAccountNumber: string;
  /** Negative when more was booked than is due (an asset sold before a period already booked): a reversal. */
  amount: bigint;
  /** The change of excess tax depreciation of the category's assets: negative is a reversal. */
  excessChange: bigint;
  excessAccounts: ExcessAccounts;
}

/**
 * The depreciation entry of one category for one period (journal OD): the charge against the
 * accumulated depreciation, and the excess tax depreciation allocated or reversed. Null when there is
 * nothing to book.
 */
export function depreciationEntry(date: string, label: string, category: CategoryDepreciation): JournalEntry | null {
  const lines: JournalLine[] = [];
  const zero = toAmount(0n);
  if (category.amount > 0n) {
    const amount = toAmount(category.amount);
    lines.push({ accountNumber: category.expenseAccountNumber, debit: amount, credit: zero });
    lines.push({ accountNumber: category.depreciationAccountNumber, debit: zero, credit: amount });
  } else if (category.amount < 0n) {
    const amount = toAmount(-category.amount);
    lines.push({ accountNumber: category.depreciationAccountNumber, debit: amount, credit: zero });
    lines.push({ accountNumber: category.expenseAccountNumber, debit: zero, credit: amount });
  }
  lines.push(...excessLines(category.excessChange, category.excessAccounts));
  return lines.length > 0 ? { journalCode: 'OD', date, label, lines } : null;
}

function excessLines(change: bigint, accounts: ExcessAccounts): JournalLine[] {
  const zero = toAmount(0n);
  if (change > 0n) {
    const amount = toAmount(change);
    return [
      { accountNumber: accounts.expense, debit: amount, credit: zero },
      { accountNumber: accounts.provision, debit: zero, credit: amount },
    ];
  }
  if (change < 0n) {
    const amount = toAmount(-change);
    return [
      { accountNumber: accounts.provision, debit: amount, credit: zero },
      { accountNumber: accounts.income, debit: zero, credit: amount },
    ];
  }
  return [];
}

export interface DisposalInput {
  date: string;
  label: string;
  assetAccountNumber: string;
  depreciationAccountNumber: string;
  gross: Amount;
  /** Everything depreciated up to the disposal day, the depreciation of its own year included. */
  accumulated: Amount;
  proceeds: Amount;
  bookValueAccountNumber: string;
  proceedsAccountNumber: string;
  receivableAccountNumber: string;
  /** Excess tax depreciation still on the asset: reversed on disposal. */
  excessRemaining: Amount;
  excessAccounts: ExcessAccounts;
}

/**
 * The disposal entry (journal OD): the asset leaves at its gross value, its accumulated depreciation
 * is cleared, the book value is charged, the proceeds are a receivable on the sale, and the excess tax
 * depreciation left is reversed. The gain (negative: a loss) is the proceeds less the book value.
 */
export function disposalEntry(input: DisposalInput): { entry: JournalEntry; bookValue: Amount; gain: bigint } {
  const zero = toAmount(0n);
  const bookValue = toAmount(input.gross - input.accumulated);
  const lines: JournalLine[] = [];
  if (input.accumulated > 0n) {
    lines.push({ accountNumber: input.depreciationAccountNumber, debit: input.accumulated, credit: zero });
  }
  if (bookValue > 0n) lines.push({ accountNumber: input.bookValueAccountNumber, debit: bookValue, credit: zero });
  lines.push({ accountNumber: input.assetAccountNumber, debit: zero, credit: input.gross });
  if (input.proceeds > 0n) {
    lines.push({ accountNumber: input.receivableAccountNumber, debit: input.proceeds, credit: zero });
    lines.push({ accountNumber: input.proceedsAccountNumber, debit: zero, credit: input.proceeds });
  }
  lines.push(...excessLines(-input.excessRemaining, input.excessAccounts));
  return {
    entry: { journalCode: 'OD', date: input.date, label: input.label, lines },
    bookValue,
    gain: input.proceeds - bookValue,
  };
}

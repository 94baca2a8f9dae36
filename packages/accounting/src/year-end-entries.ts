import { addDays, lastDayOfMonth, monthOf } from './calendar.ts';
import { AccountingError } from './errors.ts';
import type { JournalEntry, JournalLine, LedgerAccount } from './journal-entry.ts';
import { type Amount, toAmount } from './money.ts';

/**
 * The accounts of the year-end entries of one chart (referentials/year-end-accounts.csv): where accruals,
 * doubtful receivables, write-downs, provisions and the income tax post.
 */
export interface YearEndAccounts {
  expensesToPay: string;
  incomeToReceive: string;
  prepaidExpenses: string;
  deferredIncome: string;
  vatOnExpensesToPay: string;
  vatOnIncomeToReceive: string;
  doubtfulReceivables: string;
  doubtfulAllowance: string;
  doubtfulAllowanceExpense: string;
  doubtfulAllowanceReversal: string;
  badDebtLoss: string;
  vatCollected: string;
  stockWriteDownExpense: string;
  stockWriteDownReversal: string;
  provisionExpense: string;
  provisionReversal: string;
  shortTermProvisionExpense: string;
  shortTermProvisionReversal: string;
  incomeTaxExpense: string;
  incomeTaxPayable: string;
}

export type YearEndRuleCode =
  | 'ACCRUAL_ACCOUNT_NOT_ALLOWED'
  | 'ACCRUAL_VAT_NOT_ALLOWED'
  | 'DOUBTFUL_ALLOWANCE_EXCEEDS_NET'
  | 'STOCK_ACCOUNT_NOT_ALLOWED'
  | 'PROVISION_ACCOUNT_NOT_ALLOWED';

export class YearEndError extends AccountingError<YearEndRuleCode> {}

export const ACCRUAL_KINDS = ['EXPENSE_TO_PAY', 'INCOME_TO_RECEIVE', 'PREPAID_EXPENSE', 'DEFERRED_INCOME'] as const;
export type AccrualKind = (typeof ACCRUAL_KINDS)[number];

/** Accrued charges to pay or income to receive may sit on staff, social or tax accounts as well as 408 / 418. */
const ACCRUAL_ACCOUNT_PREFIXES: Record<AccrualKind, readonly string[]> = {
  EXPENSE_TO_PAY: ['408', '428', '438', '448'],
  INCOME_TO_RECEIVE: ['418', '428', '438', '448'],
  PREPAID_EXPENSE: [],
  DEFERRED_INCOME: [],
};

export interface AccrualInput {
  kind: AccrualKind;
  date: string;
  label: string;
  /** The charge (class 6) or income (class 7) account the accrual adjusts. */
  account: LedgerAccount;
  /** The balance-sheet account of the accrual; the chart's default (408, 418, 476/486, 477/487) when absent. */
  accrualAccountNumber?: string | null;
  net: Amount;
  vat: Amount;
}

/** The first day of the month after `date`: where an accrual's reversal is dated. */
export function accrualReversalOn(date: string): string {
  return addDays(lastDayOfMonth(monthOf(date)), 1);
}

/** Whether the charge or income account suits the kind of accrual: class 6 for charges, class 7 for income. */
export function accrualAccountClass(kind: AccrualKind): '6' | '7' {
  return kind === 'EXPENSE_TO_PAY' || kind === 'PREPAID_EXPENSE' ? '6' : '7';
}

export function defaultAccrualAccount(kind: AccrualKind, accounts: YearEndAccounts): string {
  switch (kind) {
    case 'EXPENSE_TO_PAY':
      return accounts.expensesToPay;
    case 'INCOME_TO_RECEIVE':
      return accounts.incomeToReceive;
    case 'PREPAID_EXPENSE':
      return accounts.prepaidExpenses;
    case 'DEFERRED_INCOME':
      return accounts.deferredIncome;
  }
}

function checkAccrual(input: AccrualInput): void {
  if (!input.account.accountNumber.startsWith(accrualAccountClass(input.kind))) {
    throw new YearEndError('ACCRUAL_ACCOUNT_NOT_ALLOWED', 'The account must be a charge (6) or an income (7) one.');
  }
  const prepaidOrDeferred = input.kind === 'PREPAID_EXPENSE' || input.kind === 'DEFERRED_INCOME';
  // Prepaid expenses and deferred income adjust invoices already booked, whose VAT is already on them.
  if (prepaidOrDeferred && input.vat !== 0n) {
    throw new YearEndError('ACCRUAL_VAT_NOT_ALLOWED', 'Prepaid expenses and deferred income carry no VAT.');
  }
  const own = input.accrualAccountNumber;
  if (!own) return;
  const allowed = ACCRUAL_ACCOUNT_PREFIXES[input.kind];
  if (!allowed.some((prefix) => own.startsWith(prefix))) {
    throw new YearEndError('ACCRUAL_ACCOUNT_NOT_ALLOWED', `The accrual account ${own} does not suit ${input.kind}.`);
  }
}

/**
 * The entry of an accrual (journal OD), VAT on the accounts of invoices not received or to issue, which
 * the VAT return leaves out: expense to pay 6x + 4455/44586 D, 408 C; income to receive 418 D, 7x +
 * 4435/44587 C; prepaid expense 476/486 D, 6x C; deferred income 7x D, 477/487 C.
 */
export function accrualEntry(input: AccrualInput, accounts: YearEndAccounts): JournalEntry {
  checkAccrual(input);
  const accrual: LedgerAccount = {
    accountNumber: input.accrualAccountNumber || defaultAccrualAccount(input.kind, accounts),
  };
  const total = toAmount(input.net + input.vat);
  const line = (account: LedgerAccount, side: 'debit' | 'credit', amount: Amount): JournalLine[] =>
    amount === 0n
      ? []
      : [
          {
            ...account,
            label: input.label,
            debit: side === 'debit' ? amount : ZERO,
            credit: side === 'credit' ? amount : ZERO,
          },
        ];
  const lines = (() => {
    switch (input.kind) {
      case 'EXPENSE_TO_PAY':
        return [
          ...line(input.account, 'debit', input.net),
          ...line({ accountNumber: accounts.vatOnExpensesToPay }, 'debit', input.vat),
          ...line(accrual, 'credit', total),
        ];
      case 'INCOME_TO_RECEIVE':
        return [
          ...line(accrual, 'debit', total),
          ...line(input.account, 'credit', input.net),
          ...line({ accountNumber: accounts.vatOnIncomeToReceive }, 'credit', input.vat),
        ];
      case 'PREPAID_EXPENSE':
        return [...line(accrual, 'debit', input.net), ...line(input.account, 'credit', input.net)];
      case 'DEFERRED_INCOME':
        return [...line(input.account, 'debit', input.net), ...line(accrual, 'credit', input.net)];
    }
  })();
  return { journalCode: 'OD', date: input.date, label: input.label, lines };
}

const ZERO = toAmount(0n);

/**
 * The lines that bring an allowance or provision account (credit balance `current`) to `target`: an
 * allocation (expense D, allowance C) for an increase, a reversal (allowance D, income C) for a
 * decrease, nothing when they agree.
 */
export function adjustmentLines(input: {
  label: string;
  current: Amount;
  target: Amount;
  allowance: LedgerAccount;
  expense: LedgerAccount;
  reversal: LedgerAccount;
}): JournalLine[] {
  const difference = input.target - input.current;
  if (difference === 0n) return [];
  const amount = toAmount(difference > 0n ? difference : -difference);
  const [debit, credit] = difference > 0n ? [input.expense, input.allowance] : [input.allowance, input.reversal];
  return [
    { ...debit, label: input.label, debit: amount, credit: ZERO },
    { ...credit, label: input.label, debit: ZERO, credit: amount },
  ];
}

/** An OD entry of `lines`, or null when there is nothing to post. */
export function yearEndEntry(date: string, label: string, lines: readonly JournalLine[]): JournalEntry | null {
  return lines.length === 0 ? null : { journalCode: 'OD', date, label, lines };
}

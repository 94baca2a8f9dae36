import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Amount,
  convert,
  type JournalEntry,
  type JournalLine,
  parseCsvTable,
  readExchangeRate,
  toAmount,
  withBankCharges,
} from '@bilan/accounting';
import type { AccountingFramework } from '@bilan/contract';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { ensureAccount } from '../currencies/exchange-differences.ts';
import { REFERENTIALS_DIR } from '../referentials/referentials.seed.ts';
import type { accountingPayments } from './payments.table.ts';

type PaymentRow = typeof accountingPayments.$inferSelect;

let chargeAccounts: Map<string, string> | undefined;

/** The account of a bank's charges in a chart (referentials/bank-charges-accounts.csv, with its source). */
export function bankChargesAccountOf(framework: AccountingFramework): string {
  chargeAccounts ??= new Map(
    parseCsvTable(readFileSync(join(REFERENTIALS_DIR, 'bank-charges-accounts.csv'), 'utf8')).records.map((record) => [
      record.framework ?? '',
      record.account ?? '',
    ]),
  );
  const account = chargeAccounts.get(framework);
  if (!account) throw new Error(`referentials/bank-charges-accounts.csv has no row for ${framework}`);
  return account;
}

const invalid = () =>
  new AppError('BANK_CHARGES_INVALID', { fields: [{ path: 'bankCharges', code: 'BANK_CHARGES_INVALID' }] });

/**
 * A draft's bank charges, typed in the payment's currency (`charges`, already read in its minor units):
 * more than zero and, on a receipt, less than the amount received; in the company's currency at the
 * payment's rate, and kept in the foreign one for a foreign payment.
 */
export function bankChargesOf(
  charges: bigint | null,
  payment: { type: PaymentRow['type']; paid: bigint; currency: string | null; exchangeRate: string | null },
  companyCurrency: string,
): Pick<PaymentRow, 'bankCharges' | 'bankChargesCurrency'> {
  if (charges === null) return { bankCharges: null, bankChargesCurrency: null };
  if (charges <= 0n || (payment.type === 'RECEIPT' && charges >= payment.paid)) throw invalid();
  if (!payment.currency || !payment.exchangeRate) return { bankCharges: charges, bankChargesCurrency: null };
  const value = convert(charges, payment.currency, readExchangeRate(payment.exchangeRate), companyCurrency);
  // Charges that round to nothing in the company's currency could not be booked.
  if (value <= 0n) throw invalid();
  return { bankCharges: value, bankChargesCurrency: charges };
}

/** The payment's entry with its bank charges on their account (added to the chart when missing). */
export async function withChargesOf(
  tx: Transaction,
  company: CompanyContext,
  entry: JournalEntry,
  payment: PaymentRow,
  isTreasuryLine: (line: JournalLine) => boolean,
): Promise<JournalEntry> {
  if (payment.bankCharges === null) return entry;
  const number = bankChargesAccountOf(company.framework);
  await ensureAccount(tx, company, number, 'expense');
  const amount: Amount = toAmount(payment.bankCharges);
  const foreign =
    payment.currency && payment.bankChargesCurrency !== null
      ? { currency: payment.currency, amount: payment.bankChargesCurrency }
      : null;
  return withBankCharges(entry, { amount, foreign }, isTreasuryLine, { accountNumber: number });
}

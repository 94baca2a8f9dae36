import { parseCsvTable } from './csv.ts';
import { convert, type ExchangeRate } from './currencies.ts';
import type { JournalEntry, JournalLine } from './journal-entry.ts';
import { type Amount, toAmount, ZERO_AMOUNT } from './money.ts';
import { YearEndRulesError, type YearEndRulesFramework } from './year-end-rules.ts';

/**
 * The year-end revaluation of foreign-currency items (AUDCIF art. 54-56; PCG art. 420-5 to 420-7):
 * open receivables and payables are worth their foreign balance at the closing rate; the difference
 * goes to the conversion accounts (478 / 479; PCG 476 / 477) and is reversed on the first day of the
 * next year; latent losses are provided for; foreign-currency cash goes straight to the result.
 * Accounts by role: referentials/currency-revaluation-accounts.csv.
 */
const ROLES = [
  'tradeReceivableLoss',
  'tradePayableLoss',
  'tradeReceivableGain',
  'tradePayableGain',
  'financialReceivableLoss',
  'financialPayableLoss',
  'financialReceivableGain',
  'financialPayableGain',
  'tradeProvision',
  'tradeProvisionCharge',
  'tradeProvisionReversal',
  'financialProvision',
  'financialProvisionCharge',
  'financialProvisionReversal',
  'cashLoss',
  'cashGain',
  'supplierAdvances',
  'customerAdvances',
] as const;

export type RevaluationRole = (typeof ROLES)[number];
export type RevaluationAccounts = Record<RevaluationRole, string>;
export type RevaluationCategory = 'TRADE' | 'FINANCIAL';

/** Trade items are the accounts of suppliers and customers (40, 41); every other open item is financial. */
export const revaluationCategoryOf = (accountNumber: string): RevaluationCategory =>
  accountNumber.startsWith('40') || accountNumber.startsWith('41') ? 'TRADE' : 'FINANCIAL';

/**
 * Advances paid or received on orders (4091 / 4191 in both charts) stay at their historical rate: they
 * are claims to goods or services, not to money, and are never revalued (docs/decisions/0037-currency-revaluation.md).
 */
export const isAdvanceAccount = (accountNumber: string, accounts: RevaluationAccounts): boolean =>
  accountNumber.startsWith(accounts.supplierAdvances) || accountNumber.startsWith(accounts.customerAdvances);

export function parseRevaluationAccounts(csvText: string, framework: YearEndRulesFramework): RevaluationAccounts {
  const column = framework === 'PCG' ? 'pcg' : 'syscohada';
  const byRole = new Map(parseCsvTable(csvText).records.map((record) => [record.role ?? '', record[column] ?? '']));
  const entries = ROLES.map((role) => {
    const number = byRole.get(role);
    if (!number || !/^[1-9][0-9]{1,11}$/.test(number)) {
      throw new YearEndRulesError(
        'YEAR_END_RULES_MALFORMED',
        `currency-revaluation-accounts.csv: no ${column} account for ${role}`,
      );
    }
    return [role, number] as const;
  });
  return Object.fromEntries(entries) as RevaluationAccounts;
}

/** An open foreign-currency position of one account (and sub-account): balances signed, debit positive. */
export interface ForeignPosition {
  accountNumber: string;
  accountId: string;
  subAccountId: string | null;
  currency: string;
  /** In the currency's minor units. */
  foreignBalance: bigint;
  /** In the company's minor units, as booked. */
  bookBalance: Amount;
}

export interface RevaluedPosition extends ForeignPosition {
  revaluedBalance: Amount;
  /** revalued less booked: negative lowers the balance (a receivable worth less, a payable worth more). */
  difference: Amount;
}

export function revaluePositions(
  positions: readonly ForeignPosition[],
  rates: ReadonlyMap<string, ExchangeRate>,
  companyCurrency: string,
): RevaluedPosition[] {
  return positions.map((position) => {
    const rate = rates.get(position.currency);
    if (!rate) throw new Error(`no closing rate for ${position.currency}`);
    const revaluedBalance = convert(position.foreignBalance, position.currency, rate, companyCurrency);
    return { ...position, revaluedBalance, difference: toAmount(revaluedBalance - position.bookBalance) };
  });
}

const debitLine = (
  account: { accountNumber: string; accountId?: string; subAccountId?: string | null },
  amount: Amount,
) => ({ ...account, debit: amount, credit: ZERO_AMOUNT }) satisfies JournalLine;
const creditLine = (
  account: { accountNumber: string; accountId?: string; subAccountId?: string | null },
  amount: Amount,
) => ({ ...account, debit: ZERO_AMOUNT, credit: amount }) satisfies JournalLine;

/** The conversion account of a difference: a loss (478 / 476) or a gain (479 / 477), by category and side. */
function conversionRole(position: RevaluedPosition): RevaluationRole {
  const category = revaluationCategoryOf(position.accountNumber) === 'TRADE' ? 'trade' : 'financial';
  const side = position.bookBalance >= 0n ? 'Receivable' : 'Payable';
  const outcome = position.difference < 0n ? 'Loss' : 'Gain';
  return `${category}${side}${outcome}` as RevaluationRole;
}

/** Adds `amount` to the debit or credit of the line of `accountNumber` among the conversion lines. */
function addTo(
  totals: Map<string, { debit: bigint; credit: bigint }>,
  accountNumber: string,
  debit: bigint,
  credit: bigint,
) {
  const line = totals.get(accountNumber) ?? { debit: 0n, credit: 0n };
  totals.set(accountNumber, { debit: line.debit + debit, credit: line.credit + credit });
}

/**
 * The entry that brings each position to its closing value against the conversion accounts (one line
 * per position, one per conversion account); null when nothing moves. Reversed on the next year's first day.
 */
export function conversionEntry(
  positions: readonly RevaluedPosition[],
  accounts: RevaluationAccounts,
  date: string,
  label: string,
): JournalEntry | null {
  const moved = positions.filter((position) => position.difference !== 0n);
  if (moved.length === 0) return null;
  const conversion = new Map<string, { debit: bigint; credit: bigint }>();
  const lines: JournalLine[] = moved.map((position) => {
    const amount = toAmount(position.difference < 0n ? -position.difference : position.difference);
    const account = accounts[conversionRole(position)];
    const item = {
      accountNumber: position.accountNumber,
      accountId: position.accountId,
      subAccountId: position.subAccountId,
    };
    if (position.difference < 0n) {
      addTo(conversion, account, amount, 0n);
      return creditLine(item, amount);
    }
    addTo(conversion, account, 0n, amount);
    return debitLine(item, amount);
  });
  for (const [accountNumber, { debit, credit }] of [...conversion].sort(([a], [b]) => a.localeCompare(b))) {
    if (debit > credit) lines.push(debitLine({ accountNumber }, toAmount(debit - credit)));
    else if (credit > debit) lines.push(creditLine({ accountNumber }, toAmount(credit - debit)));
  }
  return { journalCode: 'OD', date, label, lines };
}

/** The latent losses of the positions, by category: what the provision for exchange losses must cover. */
export function latentLosses(positions: readonly RevaluedPosition[]): Record<RevaluationCategory, Amount> {
  const losses = { TRADE: 0n, FINANCIAL: 0n };
  for (const position of positions) {
    if (position.difference < 0n) losses[revaluationCategoryOf(position.accountNumber)] += -position.difference;
  }
  return { TRADE: toAmount(losses.TRADE), FINANCIAL: toAmount(losses.FINANCIAL) };
}

/**
 * The entry that brings the provisions for exchange losses from what the last revaluation left to what
 * the latent losses now need: a charge when more, a reversal when less; null when equal. Gains are not
 * offset against losses (AUDCIF art. 55).
 */
export function provisionEntry(
  required: Record<RevaluationCategory, bigint>,
  previous: Record<RevaluationCategory, bigint>,
  accounts: RevaluationAccounts,
  date: string,
  label: string,
): JournalEntry | null {
  const lines: JournalLine[] = [];
  for (const [category, prefix] of [
    ['TRADE', 'trade'],
    ['FINANCIAL', 'financial'],
  ] as const) {
    const change = toAmount(required[category] - previous[category]);
    const provision = { accountNumber: accounts[`${prefix}Provision`] };
    if (change > 0n) {
      lines.push(
        debitLine({ accountNumber: accounts[`${prefix}ProvisionCharge`] }, change),
        creditLine(provision, change),
      );
    } else if (change < 0n) {
      lines.push(
        debitLine(provision, toAmount(-change)),
        creditLine({ accountNumber: accounts[`${prefix}ProvisionReversal`] }, toAmount(-change)),
      );
    }
  }
  return lines.length ? { journalCode: 'OD', date, label, lines } : null;
}

/** Foreign-currency cash at the closing rate: the difference straight to the result (676 / 776; PCG 666 / 766). */
export function cashEntry(
  positions: readonly RevaluedPosition[],
  accounts: RevaluationAccounts,
  date: string,
  label: string,
): JournalEntry | null {
  const lines: JournalLine[] = [];
  let loss = 0n;
  let gain = 0n;
  for (const position of positions) {
    const item = {
      accountNumber: position.accountNumber,
      accountId: position.accountId,
      subAccountId: position.subAccountId,
    };
    if (position.difference > 0n) {
      lines.push(debitLine(item, position.difference));
      gain += position.difference;
    } else if (position.difference < 0n) {
      lines.push(creditLine(item, toAmount(-position.difference)));
      loss += -position.difference;
    }
  }
  if (lines.length === 0) return null;
  if (loss > 0n) lines.push(debitLine({ accountNumber: accounts.cashLoss }, toAmount(loss)));
  if (gain > 0n) lines.push(creditLine({ accountNumber: accounts.cashGain }, toAmount(gain)));
  return { journalCode: 'OD', date, label, lines };
}

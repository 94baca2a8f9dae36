import {
  convert,
  invertExchangeRate,
  type JournalEntry,
  type JournalLine,
  paymentInCompanyCurrency,
  readExchangeRate,
  withExchangeDifference,
} from '@bilan/accounting';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { ensureExchangeDifferenceAccounts, exchangeDifferenceAccountsFor } from '../currencies/exchange-differences.ts';
import { rateOn } from '../currencies/exchange-rates.service.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import type { accountingPayments } from './payments.table.ts';
import { treasuryCurrencyOf } from './treasury-accounts.service.ts';
import { treasuryAccounts } from './treasury-accounts.table.ts';

type PaymentRow = typeof accountingPayments.$inferSelect;

/**
 * The share of the party's account a foreign-currency payment settles, at its document's rate, and
 * what it brings to the treasury at its own (packages/accounting foreign-entry.ts); null for a
 * payment in the company's currency. `settledBefore` is what the document's payments and credit
 * notes settled before it, in its currency: the shares then add up to the party's line whatever
 * settles it.
 */
export async function foreignShareOf(
  tx: Transaction,
  company: CompanyContext,
  payment: PaymentRow,
  settledBefore: bigint,
) {
  if (!payment.currency || payment.amountCurrency === null || !payment.exchangeRate) return null;
  if (!payment.accountingDocumentId) throw notFound();
  const [document] = await tx
    .select({ exchangeRate: accountingDocuments.exchangeRate })
    .from(accountingDocuments)
    .where(
      and(
        eq(accountingDocuments.companyId, company.companyId),
        eq(accountingDocuments.id, payment.accountingDocumentId),
      ),
    );
  if (!document?.exchangeRate) throw notFound();
  const [treasury] = await tx
    .select({ currency: treasuryAccounts.currency })
    .from(treasuryAccounts)
    .where(
      and(eq(treasuryAccounts.companyId, company.companyId), eq(treasuryAccounts.accountId, payment.treasuryAccountId)),
    );
  const share = paymentInCompanyCurrency({
    amount: payment.amountCurrency,
    paidBefore: settledBefore,
    currency: payment.currency,
    documentRate: readExchangeRate(document.exchangeRate),
    paymentRate: readExchangeRate(payment.exchangeRate),
    companyCurrency: company.currency,
  });
  return {
    ...share,
    currency: payment.currency,
    amount: payment.amountCurrency,
    treasuryInCurrency: treasury?.currency === payment.currency,
  };
}

export type ForeignShare = NonNullable<Awaited<ReturnType<typeof foreignShareOf>>>;

/** The payment's entry, posted at the party's share, with the treasury's true amount and the exchange difference. */
export async function withRealisedDifference(
  tx: Transaction,
  company: CompanyContext,
  entry: JournalEntry,
  share: ForeignShare,
  lines: { isPartyLine: (line: JournalLine) => boolean; isTreasuryLine: (line: JournalLine) => boolean },
): Promise<JournalEntry> {
  const partyAccount = entry.lines.find(lines.isPartyLine)?.accountNumber ?? '';
  const accounts = exchangeDifferenceAccountsFor(company.framework, partyAccount);
  if (share.difference !== 0n) await ensureExchangeDifferenceAccounts(tx, company, accounts);
  return withExchangeDifference(entry, share, lines.isPartyLine, lines.isTreasuryLine, accounts);
}

/**
 * A payment through a treasury account kept in a foreign currency other than the payment's (a XAF
 * invoice paid into a EUR account, a EUR bill paid from a USD one): its treasury line carries the
 * money in the account's currency, its company-currency value converted at the rate of the payment's
 * date (the parity when fixed), so the account's balance and statements read in that currency.
 */
export async function withTreasuryCurrency(
  tx: Transaction,
  company: CompanyContext,
  entry: JournalEntry,
  treasury: { accountId: string; date: string },
): Promise<JournalEntry> {
  const { foreign } = await treasuryCurrencyOf(tx, company, treasury.accountId);
  const isTreasury = (line: JournalLine) => line.accountId === treasury.accountId && !line.foreign;
  if (!foreign || !entry.lines.some(isTreasury)) return entry;
  const { rate } = await rateOn(tx, company, foreign, treasury.date);
  const back = invertExchangeRate(rate);
  return {
    ...entry,
    lines: entry.lines.map((line) =>
      isTreasury(line)
        ? {
            ...line,
            foreign: { currency: foreign, amount: convert(line.debit + line.credit, company.currency, back, foreign) },
          }
        : line,
    ),
  };
}

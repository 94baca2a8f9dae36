import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ExchangeDifferenceAccounts,
  type JournalEntry,
  type JournalLine,
  parseCsvTable,
  paymentInCompanyCurrency,
  readExchangeRate,
  withExchangeDifference,
} from '@bilan/accounting';
import type { AccountingFramework } from '@bilan/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { REFERENTIALS_DIR } from '../referentials/referentials.seed.ts';
import { accountingPayments } from './payments.table.ts';
import { treasuryAccounts } from './treasury-accounts.table.ts';

type PaymentRow = typeof accountingPayments.$inferSelect;

let differenceAccounts: Map<string, ExchangeDifferenceAccounts> | undefined;

/**
 * The accounts of realised exchange differences on trade receivables and payables of a chart
 * (referentials/exchange-difference-accounts.csv, with its sources): 656 / 756 in both.
 */
export function exchangeDifferenceAccountsOf(framework: AccountingFramework): ExchangeDifferenceAccounts {
  differenceAccounts ??= new Map(
    parseCsvTable(readFileSync(join(REFERENTIALS_DIR, 'exchange-difference-accounts.csv'), 'utf8')).records.map(
      (record) => [`${record.framework} ${record.kind}`, { loss: record.loss ?? '', gain: record.gain ?? '' }],
    ),
  );
  const accounts = differenceAccounts.get(`${framework} TRADE`);
  if (!accounts) throw new Error(`referentials/exchange-difference-accounts.csv has no TRADE row for ${framework}`);
  return accounts;
}

/** Charts copied before 656 / 756 were in the French reference chart lack them: they are added on first use. */
async function ensureAccount(tx: Transaction, company: CompanyContext, number: string, nature: 'expense' | 'income') {
  const [account] = await tx
    .select({ id: companyAccounts.id })
    .from(companyAccounts)
    .where(and(eq(companyAccounts.companyId, company.companyId), eq(companyAccounts.number, number)));
  if (account) return;
  await tx.insert(companyAccounts).values({
    id: newId(),
    companyId: company.companyId,
    number,
    customLabel: null,
    classNumber: number.slice(0, 1),
    nature,
    isGroup: false,
    refAccountNumber: number,
  });
}

/** What validated payments other than `payment` settled of its document, in the document's currency. */
async function paidBeforeOf(tx: Transaction, payment: PaymentRow): Promise<bigint> {
  const [row] = await tx
    .select({ paid: sql<string>`coalesce(sum(${accountingPayments.amountCurrency}), 0)` })
    .from(accountingPayments)
    .where(
      and(
        eq(accountingPayments.accountingDocumentId, payment.accountingDocumentId),
        eq(accountingPayments.state, 'VALIDATED'),
        ne(accountingPayments.id, payment.id),
      ),
    );
  return BigInt(row?.paid ?? 0);
}

/**
 * The share of the party's account a foreign-currency payment settles, at its document's rate, and
 * what it brings to the treasury at its own (packages/accounting foreign-entry.ts); null for a
 * payment in the company's currency.
 */
export async function foreignShareOf(tx: Transaction, company: CompanyContext, payment: PaymentRow) {
  if (!payment.currency || payment.amountCurrency === null || !payment.exchangeRate) return null;
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
    paidBefore: await paidBeforeOf(tx, payment),
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
  const accounts = exchangeDifferenceAccountsOf(company.framework);
  if (share.difference !== 0n) {
    await ensureAccount(tx, company, accounts.loss, 'expense');
    await ensureAccount(tx, company, accounts.gain, 'income');
  }
  return withExchangeDifference(entry, share, lines.isPartyLine, lines.isTreasuryLine, accounts);
}

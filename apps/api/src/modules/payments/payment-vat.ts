import { type Amount, type LedgerAccount, type PostingAccounts, toAmount, vatMovedByPayment } from '@bilan/accounting';
import { and, eq, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { invoiceDuesOfDocument, readDocuments } from '../documents/document-view.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { journalLines } from '../ledger/ledger.table.ts';
import { accountingPayments } from './payments.table.ts';

type PaymentRow = typeof accountingPayments.$inferSelect;
export type VatMove = { pending: LedgerAccount; target: LedgerAccount; amount: Amount };

/**
 * The VAT a payment makes due or deductible (France, CGI art. 269-2-c): the document's entry left the
 * VAT of its services on a waiting account (44574 collected, 44564 deductible); the payment moves the
 * paid share of it to 44571 or 445660. What earlier payments moved is read from their entries, so a
 * cancelled payment (reversed) counts for nothing and the last payment moves what remains. The share is
 * read in the document's currency (a foreign payment's `amount_currency`): the VAT moved is the VAT
 * booked at the invoice's rate, the payment's own rate changing only the exchange difference.
 */
export async function vatMoveOf(
  tx: Transaction,
  company: CompanyContext,
  payment: PaymentRow,
  accounts: PostingAccounts,
): Promise<VatMove | undefined> {
  const pairs = [
    { pending: accounts.vatCollectedPending, target: accounts.vatCollected },
    { pending: accounts.vatDeductiblePending, target: accounts.vatDeductible },
  ];
  const documentId = payment.accountingDocumentId;
  if (!documentId) return undefined;
  const [document] = await tx
    .select({ workFolderId: accountingDocuments.workFolderId, entryId: accountingDocuments.journalEntryId })
    .from(accountingDocuments)
    .where(and(eq(accountingDocuments.companyId, company.companyId), eq(accountingDocuments.id, documentId)));
  if (!document?.entryId) return undefined;
  for (const { pending, target } of pairs) {
    if (!pending) continue;
    const pendingId = await accountIdOf(tx, company, pending.accountNumber);
    if (!pendingId) continue;
    // Signed as the waiting account stands: credit positive (collected VAT), debit negative (deductible).
    const pendingVat = -(await signedOn(tx, company.companyId, pendingId, eq(journalLines.entryId, document.entryId)));
    if (pendingVat === 0n) continue;
    const [loaded] = await readDocuments(tx, company, document.workFolderId, [documentId]);
    if (!loaded) return undefined;
    const payable = invoiceDuesOfDocument(
      loaded.row,
      loaded.lines.map(({ line }) => line),
    ).payable;
    const amount = vatMovedByPayment({
      pendingVat: toAmount(pendingVat),
      payable,
      paidBefore: toAmount(await paidByOthers(tx, payment)),
      amount: toAmount(payment.amountCurrency ?? payment.amount),
      movedBefore: toAmount(
        await signedOn(tx, company.companyId, pendingId, inArray(journalLines.entryId, entriesOfOthers(tx, payment))),
      ),
    });
    return { pending: { ...pending, accountId: pendingId }, target, amount };
  }
  return undefined;
}

/** The document's other validated payments: cancelled ones were reversed, drafts have posted nothing. */
const othersOf = (payment: PaymentRow) =>
  and(
    eq(accountingPayments.companyId, payment.companyId),
    payment.accountingDocumentId
      ? eq(accountingPayments.accountingDocumentId, payment.accountingDocumentId)
      : sql`false`,
    eq(accountingPayments.state, 'VALIDATED'),
    ne(accountingPayments.id, payment.id),
  );

/** What the document's other payments paid, in its currency (a foreign document's payments are all in its). */
async function paidByOthers(tx: Transaction, payment: PaymentRow) {
  const [row] = await tx
    .select({
      paid: sql<string>`coalesce(sum(coalesce(${accountingPayments.amountCurrency}, ${accountingPayments.amount})), 0)`,
    })
    .from(accountingPayments)
    .where(othersOf(payment));
  return BigInt(row?.paid ?? 0);
}

function entriesOfOthers(tx: Transaction, payment: PaymentRow) {
  return tx
    .select({ id: sql<string>`${accountingPayments.journalEntryId}` })
    .from(accountingPayments)
    .where(and(othersOf(payment), isNotNull(accountingPayments.journalEntryId)));
}

async function accountIdOf(tx: Transaction, company: CompanyContext, number: string) {
  const [row] = await tx
    .select({ id: companyAccounts.id })
    .from(companyAccounts)
    .where(and(eq(companyAccounts.companyId, company.companyId), eq(companyAccounts.number, number)));
  return row?.id;
}

/** Debit − credit of the lines on an account, among the lines `where` selects. */
async function signedOn(tx: Transaction, companyId: string, accountId: string, where: SQL) {
  const [row] = await tx
    .select({ amount: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)` })
    .from(journalLines)
    .where(and(eq(journalLines.companyId, companyId), eq(journalLines.accountId, accountId), where));
  return BigInt(row?.amount ?? 0);
}

import type { Settlement } from '@bilan/contract';
import { and, eq, inArray, isNotNull, ne, type SQL, sql, sum } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { journalLines } from '../ledger/ledger.table.ts';
import { parties } from '../parties/parties.table.ts';
import { accountingPayments } from '../payments/payments.table.ts';
import { accountingDocuments } from './documents.table.ts';

/** Only validated payments settle a document; drafts and cancelled ones do not. */
const validatedPaymentsOf = (companyId: string) =>
  and(eq(accountingPayments.companyId, companyId), eq(accountingPayments.state, 'VALIDATED'));

/**
 * What a payment settles of its document, in the document's currency: its foreign amount when it is in
 * a foreign currency (always the document's, payments.service.ts), else its amount.
 */
const settledAmount = sql`coalesce(${accountingPayments.amountCurrency}, ${accountingPayments.amount})`;

/** The validated payments of each document, in minor units of the document's currency. */
export async function validatedPaymentTotals(
  tx: Transaction,
  companyId: string,
  documentIds: string[],
): Promise<Map<string, bigint>> {
  if (documentIds.length === 0) return new Map();
  const rows = await tx
    .select({ documentId: accountingPayments.accountingDocumentId, paid: sum(settledAmount) })
    .from(accountingPayments)
    .where(and(validatedPaymentsOf(companyId), inArray(accountingPayments.accountingDocumentId, documentIds)))
    .groupBy(accountingPayments.accountingDocumentId);
  return new Map(rows.map((row) => [row.documentId ?? '', BigInt(row.paid ?? 0)]));
}

const settledDocument = alias(accountingDocuments, 'settled_document');
const creditNote = alias(accountingDocuments, 'credit_note');

/**
 * A condition on `accounting_document` rows: the document is a validated invoice or credit note of the folder whose
 * settlement is `settlement`, so a list can filter on it before paging. It shows what the document view
 * (document-view.ts) shows: what settles an invoice is its validated payments and the validated credit notes
 * naming it; a credit note naming an invoice is settled by it; one naming none by its refunds. Totals are read
 * from the posted entries, whose line on the party's account is the amount including tax computed from the
 * document's lines when it was validated (the lines cannot change after).
 */
export function settlementIs(
  tx: Transaction,
  scope: { companyId: string; workFolderId: string },
  settlement: Settlement,
): SQL {
  const { companyId, workFolderId } = scope;
  const posted = postedTotalOf(tx, companyId, settledDocument, 'posted');
  const creditNotePosted = postedTotalOf(tx, companyId, creditNote, 'credit_note_posted');
  // Credit notes have no index by the invoice they name: their totals are summed once per query.
  const credited = tx
    .select({ invoiceId: creditNote.creditedDocumentId, amount: sum(creditNotePosted.amount).as('credited_amount') })
    .from(creditNote)
    .innerJoinLateral(creditNotePosted, sql`true`)
    .where(
      and(
        eq(creditNote.companyId, companyId),
        eq(creditNote.state, 'VALIDATED'),
        isNotNull(creditNote.creditedDocumentId),
      ),
    )
    .groupBy(creditNote.creditedDocumentId)
    .as('credited');
  const payments = tx
    .select({ amount: sql<string>`coalesce(sum(${settledAmount}), 0)`.as('paid_amount') })
    .from(accountingPayments)
    .where(and(validatedPaymentsOf(companyId), eq(accountingPayments.accountingDocumentId, settledDocument.id)))
    .as('payments');
  const appliedByItsInvoice = and(
    inArray(settledDocument.type, ['SALE_CREDIT_NOTE', 'PURCHASE_CREDIT_NOTE']),
    isNotNull(settledDocument.creditedDocumentId),
  );
  const applied = sql`${payments.amount} + coalesce(${credited.amount}, 0)`;
  // The rule of computeSettlement (packages/accounting): nothing left due is paid, nothing applied is unpaid.
  const settlementOf = sql<Settlement>`case
    when ${appliedByItsInvoice} then 'PAID'
    when ${posted.amount} <= ${applied} then 'PAID'
    when ${applied} = 0 then 'UNPAID'
    else 'PARTIALLY_PAID' end`;
  return inArray(
    accountingDocuments.id,
    tx
      .select({ id: settledDocument.id })
      .from(settledDocument)
      .innerJoinLateral(posted, sql`true`)
      .innerJoinLateral(payments, sql`true`)
      .leftJoin(credited, eq(credited.invoiceId, settledDocument.id))
      .where(
        and(
          eq(settledDocument.companyId, companyId),
          eq(settledDocument.workFolderId, workFolderId),
          eq(settledDocument.state, 'VALIDATED'),
          ne(settledDocument.type, 'JOURNAL_ENTRY'),
          eq(settlementOf, settlement),
        ),
      ),
  );
}

/**
 * What a validated invoice or credit note posted on its party's own sub-account: its amount including
 * tax, in its own currency (the lines' foreign amount when it is in one).
 */
function postedTotalOf(
  tx: Transaction,
  companyId: string,
  document: { journalEntryId: AnyPgColumn; partyId: AnyPgColumn },
  name: string,
) {
  const amount = sql`coalesce(${journalLines.amountCurrency}, ${journalLines.debit} + ${journalLines.credit})`;
  return tx
    .select({ amount: sql<string>`sum(${amount})`.as(`${name}_amount`) })
    .from(journalLines)
    .innerJoin(parties, sameCompany(parties, parties.subAccountId, journalLines, journalLines.subAccountId))
    .where(
      and(
        eq(journalLines.companyId, companyId),
        eq(journalLines.entryId, document.journalEntryId),
        eq(parties.id, document.partyId),
      ),
    )
    .as(name);
}

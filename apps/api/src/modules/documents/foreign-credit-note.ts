import {
  creditNoteAgainstInvoice,
  currencyScale,
  type JournalEntry,
  type JournalLine,
  readExchangeRate,
} from '@bilan/accounting';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { ensureExchangeDifferenceAccounts, exchangeDifferenceAccountsFor } from '../currencies/exchange-differences.ts';
import { amountOf } from './document-lines.ts';
import { loadDocuments } from './document-view.ts';
import { accountingDocuments } from './documents.table.ts';

type DocumentRow = typeof accountingDocuments.$inferSelect;

/**
 * A foreign-currency credit note naming its invoice: the part that settles the invoice is taken off the
 * party's account at the invoice's rate, and the difference with its own rate is a realised exchange
 * difference (packages/accounting foreign-entry.ts). Any other document's entry is answered as it is.
 */
export async function creditNoteAtInvoiceRate(
  tx: Transaction,
  company: CompanyContext,
  document: DocumentRow,
  entry: JournalEntry,
  isPartyLine: (line: JournalLine) => boolean,
): Promise<JournalEntry> {
  if (!document.creditedDocumentId || !document.currency || !document.exchangeRate) return entry;
  const [credited] = await tx
    .select({ workFolderId: accountingDocuments.workFolderId, exchangeRate: accountingDocuments.exchangeRate })
    .from(accountingDocuments)
    .where(
      and(
        eq(accountingDocuments.companyId, company.companyId),
        eq(accountingDocuments.id, document.creditedDocumentId),
      ),
    );
  const total = entry.lines.find(isPartyLine)?.foreign?.amount;
  if (!credited?.exchangeRate || total === undefined) return entry;
  const [invoice] = await loadDocuments(tx, company, credited.workFolderId, [document.creditedDocumentId]);
  if (!invoice?.amountDue) return entry;
  const scale = currencyScale(document.currency);
  const due = amountOf(invoice.amountDue, scale, 'amount');
  const accounts = exchangeDifferenceAccountsFor(company.framework, entry.lines.find(isPartyLine)?.accountNumber ?? '');
  const converted = creditNoteAgainstInvoice(
    entry,
    {
      total,
      // The part of the credit note the invoice still had due; the rest is owed back to the party.
      applied: total - (total > due ? total - due : 0n),
      settledBefore: amountOf(invoice.amountPaid ?? '0', scale, 'amount'),
      currency: document.currency,
      invoiceRate: readExchangeRate(credited.exchangeRate),
      noteRate: readExchangeRate(document.exchangeRate),
      companyCurrency: company.currency,
    },
    isPartyLine,
    accounts,
  );
  if (converted.lines.length > entry.lines.length) await ensureExchangeDifferenceAccounts(tx, company, accounts);
  return converted;
}

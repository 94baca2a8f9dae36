import {
  entryInCompanyCurrency,
  type InvoicePosting,
  type JournalEntry,
  type JournalLine,
  type PostingAccounts,
  postPurchaseCreditNote,
  postPurchaseInvoice,
  postSaleCreditNote,
  postSaleInvoice,
  readExchangeRate,
  toAmount,
} from '@bilan/accounting';
import type { InvoiceType } from '@bilan/contract';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { ENTRY_LABELS } from '../ledger/entry-labels.ts';
import { parties } from '../parties/parties.table.ts';
import { postingAccountsOf } from '../settings/settings.service.ts';
import { taxOptionsOf } from '../settings/tax-options.ts';
import { invoiceInputOf, type LineView, withholdingsOf } from './document-view.ts';
import type { accountingDocuments } from './documents.table.ts';
import { creditNoteAtInvoiceRate } from './foreign-credit-note.ts';

type DocumentRow = typeof accountingDocuments.$inferSelect;

const INVOICE_RULES: Record<InvoiceType, (invoice: InvoicePosting, accounts: PostingAccounts) => JournalEntry> = {
  SALE_INVOICE: postSaleInvoice,
  SALE_CREDIT_NOTE: postSaleCreditNote,
  PURCHASE_INVOICE: postPurchaseInvoice,
  PURCHASE_CREDIT_NOTE: postPurchaseCreditNote,
};

/** The journal entry a document posts when validated (docs/architecture.md, Posting rules), from its stored lines in order. */
export async function entryOfDocument(
  tx: Transaction,
  company: CompanyContext,
  document: DocumentRow,
  lines: readonly Pick<LineView, 'line' | 'accountNumber'>[],
): Promise<JournalEntry> {
  const fallback = ENTRY_LABELS[await companyLanguage(tx, company.companyId)];
  if (document.type === 'JOURNAL_ENTRY') {
    return {
      journalCode: 'OD',
      date: document.documentOn,
      label: document.label || document.reference || fallback.entry,
      lines: lines.map(({ line, accountNumber }) => ({
        accountNumber: accountNumber ?? '',
        accountId: line.accountId ?? undefined,
        subAccountId: line.subAccountId,
        label: line.label,
        debit: toAmount(line.debit ?? 0n),
        credit: toAmount(line.credit ?? 0n),
      })),
    };
  }
  const { partyName, ...partyAccount } = await partyAccountOf(tx, document);
  const entry = INVOICE_RULES[document.type](
    {
      date: document.documentOn,
      // Without label or reference, the ledger reads what the entry is: "Invoice Hôtel du Wouri".
      label: document.label || document.reference || `${fallback.invoice[document.type]} ${partyName}`.slice(0, 200),
      partyAccount,
      lines: lines.map(({ line, accountNumber }) => ({
        ...invoiceInputOf(line),
        account: line.accountId && accountNumber ? { accountNumber, accountId: line.accountId } : undefined,
        supplyKind: line.supplyKind,
      })),
      vatTreatment: document.vatTreatment,
      // France: VAT on services is due when paid (CGI art. 269-2-c) unless the company opted for debits.
      vatDueWhenPaid: company.framework === 'PCG' && !(await taxOptionsOf(tx, company)).vatOnDebits,
      withholdings: withholdingsOf(document),
    },
    await postingAccountsOf(tx, company),
  );
  const isPartyLine = (line: JournalLine) => line.subAccountId === partyAccount.subAccountId;
  return creditNoteAtInvoiceRate(
    tx,
    company,
    document,
    inCompanyCurrency(entry, document, company, isPartyLine),
    isPartyLine,
  );
}

/**
 * A foreign-currency invoice's entry, computed in its currency by the posting rules, in the company's
 * at the rate stored with it: every line keeps its foreign amount, the party's line is its total
 * converted once, the rounding goes to revenue or expense (packages/accounting foreign-entry.ts).
 */
function inCompanyCurrency(
  entry: JournalEntry,
  document: DocumentRow,
  company: CompanyContext,
  isPartyLine: (line: JournalLine) => boolean,
): JournalEntry {
  if (!document.currency || !document.exchangeRate) return entry;
  return entryInCompanyCurrency(entry, {
    currency: document.currency,
    rate: readExchangeRate(document.exchangeRate),
    companyCurrency: company.currency,
    isPartyLine,
  });
}

/** The party's own sub-account, under its control account (411 or 401), and its name. */
async function partyAccountOf(tx: Transaction, document: DocumentRow) {
  if (!document.partyId) throw new AppError('PARTY_UNKNOWN', { fields: [{ path: 'partyId', code: 'PARTY_UNKNOWN' }] });
  const [row] = await tx
    .select({
      subAccountId: subAccounts.id,
      accountId: subAccounts.accountId,
      accountNumber: companyAccounts.number,
      partyName: parties.name,
    })
    .from(parties)
    .innerJoin(subAccounts, sameCompany(subAccounts, subAccounts.id, parties, parties.subAccountId))
    .innerJoin(companyAccounts, sameCompany(companyAccounts, companyAccounts.id, subAccounts, subAccounts.accountId))
    .where(and(eq(parties.companyId, document.companyId), eq(parties.id, document.partyId)));
  if (!row) throw notFound();
  return row;
}

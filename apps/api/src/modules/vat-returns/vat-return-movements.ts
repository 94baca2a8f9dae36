import { type AccountMovement, computeInvoiceTotals, negateAmount, toAmount, type VatRateRow } from '@bilan/accounting';
import type { InvoiceType } from '@bilan/contract';
import { and, between, eq, ne, sum } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { isCreditNote, isSale } from '../documents/document-header.ts';
import { documentLinesOf, invoiceInputOf } from '../documents/document-view.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { journalEntries, journalLines } from '../ledger/ledger.table.ts';
import {
  type FolderKey,
  type PeriodMovements,
  type ReportPeriod,
  readPeriodMovements,
} from '../reports/report-period.ts';
import { entriesWithWaitingVat, paidServicesRows } from '../reports/vat-treatment-lines.ts';

/**
 * The movements of a period as its VAT return reads them: those of the ledger less the settlement
 * entries dated in the period, known by their kind (`VAT_SETTLEMENT`), never guessed from their
 * accounts. Settlements of earlier periods stay in the opening balances, where they carry the credit.
 */
export async function readVatMovements(
  tx: Transaction,
  folder: FolderKey,
  period: ReportPeriod,
): Promise<PeriodMovements> {
  const movements = await readPeriodMovements(tx, folder, period);
  const settlements = await tx
    .select({
      accountNumber: companyAccounts.number,
      accountId: journalLines.accountId,
      subAccountId: journalLines.subAccountId,
      debit: sum(journalLines.debit),
      credit: sum(journalLines.credit),
    })
    .from(journalEntries)
    .innerJoin(journalLines, sameCompany(journalLines, journalLines.entryId, journalEntries, journalEntries.id))
    .innerJoin(companyAccounts, sameCompany(companyAccounts, companyAccounts.id, journalLines, journalLines.accountId))
    .where(
      and(
        eq(journalEntries.companyId, folder.companyId),
        eq(journalEntries.workFolderId, folder.id),
        eq(journalEntries.sourceType, 'VAT_SETTLEMENT'),
        between(journalEntries.entryOn, period.fromOn, period.toOn),
      ),
    )
    .groupBy(companyAccounts.number, journalLines.accountId, journalLines.subAccountId);
  const leftOut: AccountMovement[] = settlements.map((row) => ({
    accountNumber: row.accountNumber,
    accountId: row.accountId,
    subAccountId: row.subAccountId,
    debit: negateAmount(toAmount(BigInt(row.debit ?? 0))),
    credit: negateAmount(toAmount(BigInt(row.credit ?? 0))),
  }));
  return { opening: movements.opening, period: [...movements.period, ...leftOut] };
}

type RateGroup = { salesBase: bigint; salesVat: bigint; purchasesBase: bigint; purchasesVat: bigint };

/**
 * Bases and VAT by rate of the invoices and credit notes whose entries are dated in the period, from
 * each document's own per-rate VAT (one amount per rate per document, rounded once: ADR 0010), so
 * the rate lines add up to the VAT posted. A cancellation's reversal, dated when it was cancelled,
 * takes the document back in the period of the reversal. France: the services whose VAT waited for
 * payment (CGI art. 269-2-c) count in the period they are paid, and a reverse-charged purchase's VAT
 * is both due (the sales side, gross VAT) and deductible.
 */
export async function vatRatesOfPeriod(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  period: ReportPeriod,
): Promise<VatRateRow[]> {
  const byRate = new Map<number, RateGroup>();
  const groupOf = (rate: number) => {
    const group = byRate.get(rate) ?? { salesBase: 0n, salesVat: 0n, purchasesBase: 0n, purchasesVat: 0n };
    byRate.set(rate, group);
    return group;
  };
  await addDocumentRates(tx, company, workFolderId, period, groupOf);
  for (const row of await paidServicesRows(tx, company, period, 'COLLECTED')) {
    const group = groupOf(row.rateBasisPoints);
    group.salesBase += row.base;
    group.salesVat += row.vat;
  }
  for (const row of await paidServicesRows(tx, company, period, 'DEDUCTIBLE')) {
    const group = groupOf(row.rateBasisPoints);
    group.purchasesBase += row.base;
    group.purchasesVat += row.vat;
  }
  return [...byRate.entries()]
    .sort(([left], [right]) => right - left)
    .map(([rateBasisPoints, group]) => ({
      rateBasisPoints,
      salesBase: toAmount(group.salesBase),
      salesVat: toAmount(group.salesVat),
      purchasesBase: toAmount(group.purchasesBase),
      purchasesVat: toAmount(group.purchasesVat),
    }));
}

async function addDocumentRates(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  period: ReportPeriod,
  groupOf: (rate: number) => RateGroup,
) {
  const entries = await tx
    .select({
      entryId: journalEntries.id,
      documentId: accountingDocuments.id,
      type: accountingDocuments.type,
      vatTreatment: accountingDocuments.vatTreatment,
      reversesEntryId: journalEntries.reversesEntryId,
    })
    .from(journalEntries)
    .innerJoin(
      accountingDocuments,
      sameCompany(accountingDocuments, accountingDocuments.id, journalEntries, journalEntries.sourceId),
    )
    .where(
      and(
        eq(journalEntries.workFolderId, workFolderId),
        eq(journalEntries.sourceType, 'DOCUMENT'),
        ne(accountingDocuments.type, 'JOURNAL_ENTRY'),
        between(journalEntries.entryOn, period.fromOn, period.toOn),
      ),
    );
  if (entries.length === 0) return;
  const waiting = await entriesWithWaitingVat(
    tx,
    company,
    entries.map((entry) => entry.entryId),
  );
  const lines = await documentLinesOf(
    tx,
    company.companyId,
    entries.map((entry) => entry.documentId),
  );
  for (const entry of entries) {
    // Services whose VAT waited count when paid, not here.
    const own = lines
      .filter((line) => line.documentId === entry.documentId)
      .filter((line) => !(waiting.has(entry.entryId) && line.supplyKind === 'SERVICES'))
      .map(invoiceInputOf);
    if (own.length === 0) continue;
    const type = entry.type as InvoiceType;
    const sign = (isCreditNote(type) ? -1n : 1n) * (entry.reversesEntryId ? -1n : 1n);
    for (const row of computeInvoiceTotals(own).vatBreakdown) {
      const group = groupOf(row.vatRateBasisPoints);
      if (isSale(type) || entry.vatTreatment !== 'DOMESTIC') {
        group.salesBase += sign * row.excludingTax;
        group.salesVat += sign * row.vat;
      }
      if (!isSale(type)) {
        group.purchasesBase += sign * row.excludingTax;
        group.purchasesVat += sign * row.vat;
      }
    }
  }
}

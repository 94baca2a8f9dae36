import {
  type Amount,
  ca3PaidServicesLines,
  ca3ReverseChargeLines,
  cameroonWithholdingLines,
  computeInvoiceTotals,
  formatAmount,
  paidServicesByRate,
  parseRate,
  type RateAmounts,
  type ReturnLine,
  type ReverseChargedRow,
  SYSCOHADA_POSTING_ACCOUNTS,
  toAmount,
} from '@bilan/accounting';
import { and, between, eq, inArray, isNotNull, like, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { companies } from '../companies/companies.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { documentLinesOf, invoiceInputOf } from '../documents/document-view.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { journalEntries, journalLines, journals } from '../ledger/ledger.table.ts';
import { accountingPayments } from '../payments/payments.table.ts';
import { postingAccountsOf } from '../settings/settings.service.ts';
import { taxOptionsOf } from '../settings/tax-options.ts';

export type Period = { fromOn: string; toOn: string };
export type TreatmentLines = {
  ca3: Array<{ line: string; base: string | null; amount: string | null }> | null;
  cameroon: Array<{ line: string; base: string | null; amount: string | null }> | null;
};

/**
 * The lines VAT treatments add to a period's return (packages/accounting vat-treatment-returns.ts):
 * for a French company, the CA3 lines of reverse-charged purchases and the services paid in the
 * period; for a Cameroonian one, the withholdings and the instalment. Read from the posted entries,
 * so a cancellation (a reversal dated in the period) counts against it.
 */
export async function vatTreatmentReturnLines(
  tx: Transaction,
  company: CompanyContext,
  period: Period,
): Promise<TreatmentLines> {
  const format = (lines: ReturnLine[]) =>
    lines.map((row) => ({
      line: row.line,
      base: row.base === null ? null : formatAmount(row.base, company.scale),
      amount: row.amount === null ? null : formatAmount(row.amount, company.scale),
    }));
  if (company.framework === 'PCG') {
    const reverseCharged = await reverseChargedRows(tx, company, period);
    const paidServices = await paidServicesRows(tx, company, period);
    return {
      ca3: format([...ca3ReverseChargeLines(reverseCharged), ...ca3PaidServicesLines(paidServices)]),
      cameroon: null,
    };
  }
  const [row] = await tx
    .select({ countryCode: companies.countryCode })
    .from(companies)
    .where(eq(companies.id, company.companyId));
  if (row?.countryCode !== 'CM') return { ca3: null, cameroon: null };
  return { ca3: null, cameroon: format(await cameroonLines(tx, company, period)) };
}

/** Reverse-charged purchases whose entry (or reversal) is dated in the period, by treatment and rate. */
async function reverseChargedRows(tx: Transaction, company: CompanyContext, period: Period) {
  const entries = await tx
    .select({ document: accountingDocuments, reversal: journalEntries.reversesEntryId })
    .from(journalEntries)
    .innerJoin(
      accountingDocuments,
      sameCompany(accountingDocuments, accountingDocuments.id, journalEntries, journalEntries.sourceId),
    )
    .where(
      and(
        eq(journalEntries.companyId, company.companyId),
        eq(journalEntries.sourceType, 'DOCUMENT'),
        between(journalEntries.entryOn, period.fromOn, period.toOn),
        ne(accountingDocuments.vatTreatment, 'DOMESTIC'),
      ),
    );
  const lines = await documentLinesOf(
    tx,
    company.companyId,
    entries.map((entry) => entry.document.id),
  );
  const rows: ReverseChargedRow[] = [];
  for (const { document, reversal } of entries) {
    const own = lines.filter((line) => line.documentId === document.id);
    if (own.length === 0 || document.vatTreatment === 'DOMESTIC') continue;
    // A credit note and a reversal count against the period.
    const sign = (document.type === 'PURCHASE_CREDIT_NOTE' ? -1n : 1n) * (reversal ? -1n : 1n);
    for (const row of computeInvoiceTotals(own.map(invoiceInputOf)).vatBreakdown) {
      rows.push({
        treatment: document.vatTreatment,
        rateBasisPoints: row.vatRateBasisPoints,
        base: toAmount(row.excludingTax * sign),
        vat: toAmount(row.vat * sign),
      });
    }
  }
  return rows;
}

/**
 * Services paid in the period: what each payment (or its reversal) moved out of the waiting account
 * (44574 collected, 44564 deductible), spread over the rates of its document's service lines; signed
 * as the VAT it makes due (collected) or deductible.
 */
export async function paidServicesRows(
  tx: Transaction,
  company: CompanyContext,
  period: Period,
  side: 'COLLECTED' | 'DEDUCTIBLE' = 'COLLECTED',
): Promise<RateAmounts[]> {
  const accounts = await postingAccountsOf(tx, company);
  const pendingNumber = (side === 'COLLECTED' ? accounts.vatCollectedPending : accounts.vatDeductiblePending)
    ?.accountNumber;
  if (!pendingNumber) return [];
  // A move out of 44574 is a debit; out of 44564 a credit.
  const sign = side === 'COLLECTED' ? 1n : -1n;
  const moves = await tx
    .select({
      documentId: accountingPayments.accountingDocumentId,
      moved: sql<string>`sum(${journalLines.debit} - ${journalLines.credit})`,
    })
    .from(journalLines)
    .innerJoin(companyAccounts, sameCompany(companyAccounts, companyAccounts.id, journalLines, journalLines.accountId))
    .innerJoin(journalEntries, sameCompany(journalEntries, journalEntries.id, journalLines, journalLines.entryId))
    .innerJoin(
      accountingPayments,
      sameCompany(accountingPayments, accountingPayments.id, journalEntries, journalEntries.sourceId),
    )
    .where(
      and(
        eq(journalLines.companyId, company.companyId),
        eq(companyAccounts.number, pendingNumber),
        eq(journalEntries.sourceType, 'PAYMENT'),
        between(journalLines.entryOn, period.fromOn, period.toOn),
      ),
    )
    .groupBy(accountingPayments.accountingDocumentId);
  const lines = await documentLinesOf(
    tx,
    company.companyId,
    moves.flatMap((move) => (move.documentId ? [move.documentId] : [])),
  );
  return moves.flatMap((move) => {
    const services = lines.filter((line) => line.documentId === move.documentId && line.supplyKind === 'SERVICES');
    if (services.length === 0) return [];
    const pending: RateAmounts[] = computeInvoiceTotals(services.map(invoiceInputOf)).vatBreakdown.map((row) => ({
      rateBasisPoints: row.vatRateBasisPoints,
      base: row.excludingTax,
      vat: row.vat,
    }));
    return paidServicesByRate(pending, toAmount(BigInt(move.moved) * sign));
  });
}

/** The entries among `entryIds` whose VAT on services waited for payment (lines on 44574 or 44564). */
export async function entriesWithWaitingVat(
  tx: Transaction,
  company: CompanyContext,
  entryIds: readonly string[],
): Promise<Set<string>> {
  const accounts = await postingAccountsOf(tx, company);
  const numbers = [accounts.vatCollectedPending, accounts.vatDeductiblePending].flatMap((account) =>
    account ? [account.accountNumber] : [],
  );
  if (numbers.length === 0 || entryIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ entryId: journalLines.entryId })
    .from(journalLines)
    .innerJoin(companyAccounts, sameCompany(companyAccounts, companyAccounts.id, journalLines, journalLines.accountId))
    .where(and(inArray(journalLines.entryId, [...entryIds]), inArray(companyAccounts.number, numbers)));
  return new Set(rows.map((row) => row.entryId));
}

/** Cameroon: the withholding accounts' movements of the period, its turnover and the instalment rate. */
async function cameroonLines(tx: Transaction, company: CompanyContext, period: Period) {
  const accounts = await postingAccountsOf(tx, company);
  const defaults = SYSCOHADA_POSTING_ACCOUNTS;
  const numberOf = (account: { accountNumber: string } | undefined, fallback: { accountNumber: string } | undefined) =>
    account?.accountNumber ?? fallback?.accountNumber ?? '';
  const signed = async (number: string, salesOnly = false): Promise<Amount> => {
    const [row] = await tx
      .select({ amount: sql<string>`coalesce(sum(${journalLines.debit} - ${journalLines.credit}), 0)` })
      .from(journalLines)
      .innerJoin(
        companyAccounts,
        sameCompany(companyAccounts, companyAccounts.id, journalLines, journalLines.accountId),
      )
      .innerJoin(journalEntries, sameCompany(journalEntries, journalEntries.id, journalLines, journalLines.entryId))
      .innerJoin(journals, sameCompany(journals, journals.id, journalEntries, journalEntries.journalId))
      .where(
        and(
          eq(journalLines.companyId, company.companyId),
          number.endsWith('%') ? like(companyAccounts.number, number) : eq(companyAccounts.number, number),
          between(journalLines.entryOn, period.fromOn, period.toOn),
          salesOnly ? eq(journals.type, 'SALES') : isNotNull(journalLines.id),
          ne(journalEntries.sourceType, 'CLOSING'),
        ),
      );
    return toAmount(BigInt(row?.amount ?? 0));
  };
  const options = await taxOptionsOf(tx, company);
  return cameroonWithholdingLines({
    vatWithheldByCustomers: await signed(numberOf(accounts.vatWithheldByCustomers, defaults.vatWithheldByCustomers)),
    precompteWithheld: toAmount(-(await signed(numberOf(accounts.precompteWithheld, defaults.precompteWithheld)))),
    precompteSuffered: await signed(numberOf(accounts.precompteSuffered, defaults.precompteSuffered), true),
    turnover: toAmount(-(await signed('70%'))),
    instalmentRateBasisPoints: parseRate(options.turnoverInstalmentRate),
  });
}

/**
 * The lines the return's form shows for VAT treatments, as minor units: France those of reverse-charged
 * purchases (the services paid count in the rate lines themselves); Cameroon the withholdings and the
 * instalment, the VAT withheld by customers apart (the form deducts it on its own line, TD.RAS).
 */
export async function treatmentLinesOf(
  tx: Transaction,
  company: CompanyContext,
  period: Period,
): Promise<ReturnLine[]> {
  if (company.framework === 'PCG') return ca3ReverseChargeLines(await reverseChargedRows(tx, company, period));
  const [row] = await tx
    .select({ countryCode: companies.countryCode })
    .from(companies)
    .where(eq(companies.id, company.companyId));
  if (row?.countryCode !== 'CM') return [];
  return (await cameroonLines(tx, company, period)).filter((line) => line.line !== 'VAT_WITHHELD');
}

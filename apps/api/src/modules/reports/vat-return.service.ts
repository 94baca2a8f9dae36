import {
  computeInvoiceLine,
  computeVatReturn,
  formatAmount,
  formatRate,
  lastDayOfMonth,
  PCG_VAT_RETURN_ACCOUNTS,
  SYSCOHADA_VAT_RETURN_ACCOUNTS,
  splitCameroonVat,
  toAmount,
  type VatReturnFigures,
} from '@bilan/accounting';
import type { InvoiceType, VatReturnReport } from '@bilan/contract';
import { and, between, eq, ne } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { findCompany } from '../companies/companies.queries.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { isCreditNote, isSale } from '../documents/document-header.ts';
import { invoiceInputOf } from '../documents/document-view.ts';
import { accountingDocuments, documentLines } from '../documents/documents.table.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { type ReportPeriod, readPeriodMovements, reportPeriod } from './report-period.ts';

/** The dates of a month (`2026-03`) or a quarter (`2026-Q1`); the whole folder when none is named. */
function vatPeriodDates(period: string | undefined): { from?: string; to?: string } {
  if (!period) return {};
  const [year, part = ''] = period.split('-');
  if (part.startsWith('Q')) {
    const firstMonth = (Number(part.slice(1)) - 1) * 3 + 1;
    const month = (offset: number) => `${year}-${String(firstMonth + offset).padStart(2, '0')}`;
    return { from: `${month(0)}-01`, to: lastDayOfMonth(month(2)) };
  }
  return { from: `${period}-01`, to: lastDayOfMonth(period) };
}

/**
 * The VAT return of a month, a quarter or the folder: its figures are the balances of the VAT accounts
 * of the ledger over the period (hand entries included), the bases by rate those of the documents.
 */
export async function vatReturn(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: { period?: string | undefined },
): Promise<VatReturnReport> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const dates = vatPeriodDates(query.period);
  const period = reportPeriod(folder, dates.from, dates.to);
  const movements = await readPeriodMovements(tx, workFolderId, period);
  const figures = computeVatReturn(
    movements,
    company.framework === 'PCG' ? PCG_VAT_RETURN_ACCOUNTS : SYSCOHADA_VAT_RETURN_ACCOUNTS,
  );
  const bases = await basesByRate(tx, workFolderId, period);
  const countryCode = (await findCompany(tx, company.companyId))?.countryCode;
  const format = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  return {
    from: period.fromOn,
    to: period.toOn,
    currency: company.currency,
    collected: format(figures.collected),
    deductibleFixedAssets: format(figures.deductibleFixedAssets),
    deductibleGoodsAndServices: format(figures.deductibleGoodsAndServices),
    deductible: format(figures.deductibleFixedAssets + figures.deductibleGoodsAndServices),
    creditCarriedForward: format(figures.creditCarriedForward),
    netDue: format(figures.netDue),
    credit: format(figures.credit),
    cameroon: countryCode === 'CM' ? cameroonSplit(figures, format) : null,
    bases: bases.map((row) => ({
      vatRate: formatRate(row.rate),
      salesBase: format(row.salesBase),
      salesVat: format(row.salesVat),
      purchasesBase: format(row.purchasesBase),
      purchasesVat: format(row.purchasesVat),
    })),
    ca3: company.framework === 'PCG' ? ca3Boxes(figures, bases, format) : null,
  };
}

function cameroonSplit(figures: VatReturnFigures, format: (amount: bigint) => string) {
  const split = (amount: bigint) => {
    const { principal, cac } = splitCameroonVat(toAmount(amount));
    return { principal: format(principal), cac: format(cac) };
  };
  return {
    collected: split(figures.collected),
    deductible: split(figures.deductibleFixedAssets + figures.deductibleGoodsAndServices),
    netDue: split(figures.netDue),
    credit: split(figures.credit),
  };
}

/** The CA3 lines by rate of metropolitan France; other rates have no line here. */
const CA3_RATE_BOXES = [
  { rate: 2000, box: '08', label: 'Taux normal 20 %' },
  { rate: 1000, box: '9B', label: 'Taux réduit 10 %' },
  { rate: 550, box: '09', label: 'Taux réduit 5,5 %' },
] as const;

/** The CA3 boxes the books fill: bases and VAT by rate from the documents, the rest from the ledger. */
function ca3Boxes(figures: VatReturnFigures, bases: RateBases[], format: (amount: bigint) => string) {
  const taxableBase = bases.filter((row) => row.rate > 0).reduce((total, row) => total + row.salesBase, 0n);
  const deductible = figures.deductibleFixedAssets + figures.deductibleGoodsAndServices + figures.creditCarriedForward;
  const box = (code: string, label: string, amount: bigint | null, base: bigint | null = null) => ({
    box: code,
    label,
    base: base === null ? null : format(base),
    amount: amount === null ? null : format(amount),
  });
  return [
    box('A1', 'Ventes, prestations de services', null, taxableBase),
    ...CA3_RATE_BOXES.map(({ rate, box: code, label }) => {
      const row = bases.find((candidate) => candidate.rate === rate);
      return box(code, label, row?.salesVat ?? 0n, row?.salesBase ?? 0n);
    }),
    box('16', 'Total de la TVA brute due', figures.collected),
    box('19', 'Biens constituant des immobilisations', figures.deductibleFixedAssets),
    box('20', 'Autres biens et services', figures.deductibleGoodsAndServices),
    box('22', 'Report du crédit de la précédente déclaration', figures.creditCarriedForward),
    box('23', 'Total TVA déductible', deductible),
    box('25', 'Crédit de TVA', figures.credit),
    box('27', 'Crédit de TVA à reporter', figures.credit),
    box('28', 'TVA nette due', figures.netDue),
    box('32', 'Total à payer', figures.netDue),
  ];
}

interface RateBases {
  rate: number;
  salesBase: bigint;
  salesVat: bigint;
  purchasesBase: bigint;
  purchasesVat: bigint;
}

/** Net amounts and VAT of the validated invoices and credit notes dated in the period, by VAT rate. */
async function basesByRate(tx: Transaction, workFolderId: string, period: ReportPeriod): Promise<RateBases[]> {
  const rows = await tx
    .select({ type: accountingDocuments.type, line: documentLines })
    .from(accountingDocuments)
    .innerJoin(documentLines, eq(documentLines.documentId, accountingDocuments.id))
    .where(
      and(
        eq(accountingDocuments.workFolderId, workFolderId),
        eq(accountingDocuments.state, 'VALIDATED'),
        ne(accountingDocuments.type, 'JOURNAL_ENTRY'),
        between(accountingDocuments.documentOn, period.fromOn, period.toOn),
      ),
    );
  const byRate = new Map<number, RateBases>();
  for (const row of rows) {
    const type = row.type as InvoiceType;
    const amounts = computeInvoiceLine(invoiceInputOf(row.line));
    const sign = isCreditNote(type) ? -1n : 1n;
    const rate = row.line.vatRateBasisPoints ?? 0;
    const group = byRate.get(rate) ?? { rate, salesBase: 0n, salesVat: 0n, purchasesBase: 0n, purchasesVat: 0n };
    if (isSale(type)) {
      group.salesBase += sign * amounts.excludingTax;
      group.salesVat += sign * amounts.vat;
    } else {
      group.purchasesBase += sign * amounts.excludingTax;
      group.purchasesVat += sign * amounts.vat;
    }
    byRate.set(rate, group);
  }
  return [...byRate.values()].sort((left, right) => right.rate - left.rate);
}

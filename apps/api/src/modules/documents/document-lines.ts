import {
  type Amount,
  accountNeedsParty,
  computeInvoiceLine,
  currencyScale,
  formatRate,
  parseAmount,
  parseRate,
  supplyKindOf,
  ZERO_AMOUNT,
} from '@bilan/accounting';
import type { DocumentBody, ErrorCode, InvoiceLineBody, InvoiceType, JournalEntryLineBody } from '@bilan/contract';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { assertPostableAccounts } from '../ledger/ledger.service.ts';
import { assertCompanyVatRates, postingAccountsOf } from '../settings/settings.service.ts';
import { documentLines } from './documents.table.ts';

type LineRow = typeof documentLines.$inferInsert;

/** Checks each line as far as a draft can be checked, then stores them. */
export async function insertDocumentLines(
  tx: Transaction,
  company: CompanyContext,
  documentId: string,
  body: DocumentBody,
  currency: string | null = null,
): Promise<void> {
  const base = (index: number) => ({ id: newId(), companyId: company.companyId, documentId, lineNumber: index + 1 });
  // A foreign-currency invoice's prices are in that currency's minor units.
  const scale = currency ? currencyScale(currency) : company.scale;
  const rows: LineRow[] =
    body.type === 'JOURNAL_ENTRY'
      ? body.lines.map((line, index) => ({ ...base(index), ...journalEntryLine(line, index, scale) }))
      : body.lines.map((line, index) => ({ ...base(index), ...invoiceLine(line, index, scale) }));
  if (rows.length === 0) return;
  const withAccounts = rows.flatMap((row, index) =>
    row.accountId ? [{ index, accountId: row.accountId, subAccountId: row.subAccountId ?? null }] : [],
  );
  const numbers = await assertPostableAccounts(tx, company.companyId, withAccounts);
  const lineAccounts = withAccounts.map((line, position) => ({ ...line, number: numbers[position] ?? '' }));
  if (body.type === 'JOURNAL_ENTRY') assertControlAccountsNameParties(lineAccounts);
  else {
    assertInvoiceLineAccounts(body.type, lineAccounts);
    await resolveSupplyKinds(tx, company, body.type, rows, lineAccounts);
    await assertCompanyVatRates(
      tx,
      company,
      rows.map((row, index) => ({ path: `lines.${index}.vatRate`, basisPoints: row.vatRateBasisPoints ?? 0 })),
    );
  }
  await tx.insert(documentLines).values(rows);
}

type LineAccount = { index: number; number: string; subAccountId: string | null };

/**
 * Goods or services is fixed with the line: as the line says, else as its account reads (PCG 706,
 * 604, 61, 62 are services), else as the default revenue or expense account of the settings reads.
 */
async function resolveSupplyKinds(
  tx: Transaction,
  company: CompanyContext,
  type: InvoiceType,
  rows: LineRow[],
  accounts: readonly LineAccount[],
) {
  const numbers = (await postingAccountsOf(tx, company)).numbers;
  const fallback =
    type === 'SALE_INVOICE' || type === 'SALE_CREDIT_NOTE' ? numbers.salesRevenue : numbers.purchaseExpense;
  rows.forEach((row, index) => {
    const number = accounts.find((account) => account.index === index)?.number ?? fallback;
    row.supplyKind = supplyKindOf(row.supplyKind, number);
  });
}

/** Customers (41x) and suppliers (40x, 4041 too) are followed party by party: a line on their account names one. */
function assertControlAccountsNameParties(lines: readonly LineAccount[]) {
  const missing = lines.filter((line) => accountNeedsParty(line.number) && !line.subAccountId);
  if (missing.length > 0) throw lineRefusal('CONTROL_ACCOUNT_NEEDS_PARTY', missing, 'subAccountId');
}

/** Sales go to revenue (class 7); purchases to expenses (class 6) or fixed assets (class 2). */
function assertInvoiceLineAccounts(type: InvoiceType, lines: readonly LineAccount[]) {
  const sale = type === 'SALE_INVOICE' || type === 'SALE_CREDIT_NOTE';
  const wrong = lines.filter((line) => (sale ? !/^7/.test(line.number) : !/^[26]/.test(line.number)));
  if (wrong.length === 0) return;
  throw lineRefusal(
    sale ? 'SALE_LINE_ACCOUNT_MUST_BE_REVENUE' : 'PURCHASE_LINE_ACCOUNT_MUST_BE_EXPENSE_OR_ASSET',
    wrong,
    'accountId',
  );
}

function lineRefusal(code: ErrorCode, lines: readonly LineAccount[], field: string) {
  return new AppError(code, { fields: lines.map((line) => ({ path: `lines.${line.index}.${field}`, code })) });
}

/** A journal-entry line: one side only, positive, in the currency's decimals. */
function journalEntryLine(line: JournalEntryLineBody, index: number, scale: number) {
  const debit = amountOf(line.debit, scale, `lines.${index}.debit`);
  const credit = amountOf(line.credit, scale, `lines.${index}.credit`);
  if (debit < 0n || credit < 0n || (debit === 0n) === (credit === 0n)) {
    throw new AppError('LINE_MUST_HAVE_DEBIT_OR_CREDIT', {
      fields: [{ path: `lines.${index}`, code: 'LINE_MUST_HAVE_DEBIT_OR_CREDIT' }],
    });
  }
  return {
    accountId: line.accountId,
    subAccountId: line.subAccountId ?? null,
    label: line.label ?? null,
    debit,
    credit,
  };
}

/** An invoice line: quantity, unit price, VAT and discount rates; computed once here to refuse what cannot be. */
function invoiceLine(line: InvoiceLineBody, index: number, scale: number) {
  const unitPrice = amountOf(line.unitPrice, scale, `lines.${index}.unitPrice`);
  const vatRateBasisPoints = rateOf(line.vatRate, `lines.${index}.vatRate`);
  const discountRateBasisPoints = line.discountRate ? rateOf(line.discountRate, `lines.${index}.discountRate`) : null;
  computeInvoiceLine(
    {
      description: line.description,
      quantity: line.quantity,
      unitPrice,
      vatRateBasisPoints,
      discountRateBasisPoints: discountRateBasisPoints ?? 0,
    },
    index,
  );
  return {
    accountId: line.accountId ?? null,
    label: line.description,
    quantity: line.quantity,
    unitPrice,
    vatRateBasisPoints,
    discountRateBasisPoints,
    supplyKind: line.supplyKind ?? null,
  };
}

export function amountOf(text: string | null | undefined, scale: number, path: string): Amount {
  if (text === null || text === undefined || text === '') return ZERO_AMOUNT;
  try {
    return parseAmount(text, scale);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'AMOUNT_INVALID';
    const known = code === 'AMOUNT_TOO_PRECISE' || code === 'AMOUNT_OUT_OF_RANGE' ? code : 'AMOUNT_INVALID';
    throw new AppError(known, { fields: [{ path, code: known }] });
  }
}

function rateOf(text: string, path: string): number {
  try {
    return parseRate(text);
  } catch {
    throw new AppError('VALIDATION_FAILED', { fields: [{ path, code: 'RATE_INVALID' }] });
  }
}

export const rateText = (basisPoints: number | null) => (basisPoints === null ? null : formatRate(basisPoints));

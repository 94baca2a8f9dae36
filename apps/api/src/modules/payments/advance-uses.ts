import {
  type AdvanceUseFigures,
  advanceUseInCompanyCurrency,
  convert,
  currencyScale,
  formatAmount,
  postAdvanceUse,
  readExchangeRate,
  toAmount,
} from '@bilan/accounting';
import type { Advance, AdvanceUseBody, ErrorCode, PaymentType } from '@bilan/contract';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { ensureExchangeDifferenceAccounts, exchangeDifferenceAccountsFor } from '../currencies/exchange-differences.ts';
import { amountOf } from '../documents/document-lines.ts';
import { loadDocuments } from '../documents/document-view.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { ENTRY_LABELS } from '../ledger/entry-labels.ts';
import { lockOpenWorkFolder, postComputedEntry } from '../ledger/ledger.service.ts';
import { journalEntries } from '../ledger/ledger.table.ts';
import { matchSettlement } from '../matching/matching.service.ts';
import { parties } from '../parties/parties.table.ts';
import { usedOf } from './advance-balance.ts';
import { advanceAccountOf, partyOf } from './advances.ts';
import { getPayment, toPayment } from './payments.service.ts';
import { accountingPayments } from './payments.table.ts';

type PaymentRow = typeof accountingPayments.$inferSelect;

/** An advance received is set against a sale invoice, one paid against a purchase invoice. */
const INVOICE_OF: Record<PaymentType, 'SALE_INVOICE' | 'PURCHASE_INVOICE'> = {
  RECEIPT: 'SALE_INVOICE',
  DISBURSEMENT: 'PURCHASE_INVOICE',
};

const refuse = (code: ErrorCode, path: string) => new AppError(code, { fields: [{ path, code }] });

/**
 * Sets `amount` of a validated advance against a validated invoice of the same party and currency,
 * and posts it (OD): D 4191 / C 411 or D 401 / C 4091, the invoice's share at its rate, the advance's
 * at the advance's, the difference to 656 / 756 (packages/accounting advance-use.ts). The invoice's
 * amount due drops by the amount (the use is a payment of it, kind ADVANCE_USE); what is left of the
 * advance stays on its account. Both are matched with the use when nothing is left.
 */
export async function useAdvance(
  tx: Transaction,
  company: CompanyContext,
  advanceId: string,
  workFolderId: string,
  body: AdvanceUseBody,
) {
  const advance = await lockAdvance(tx, company, advanceId);
  const folder = await lockOpenWorkFolder(tx, company.companyId, workFolderId);
  if (body.date < folder.startOn || body.date > folder.endOn) throw refuse('ENTRY_DATE_OUTSIDE_WORK_FOLDER', 'date');
  const invoice = await invoiceFor(tx, company, advance, body);
  const scale = advance.currency ? currencyScale(advance.currency) : company.scale;
  const amount = amountOf(body.amount, scale, 'amount') as bigint;
  if (amount <= 0n) throw refuse('AMOUNT_MUST_BE_POSITIVE', 'amount');
  const usedBefore = (await usedOf(tx, company.companyId, [advance.id])).get(advance.id) ?? 0n;
  if (amount > (advance.amountCurrency ?? advance.amount) - usedBefore) throw refuse('ADVANCE_EXCEEDS_LEFT', 'amount');
  if (amount > invoice.amountDue) throw refuse('PAYMENT_EXCEEDS_AMOUNT_DUE', 'amount');
  const figures = figuresOf(company, advance, invoice, { amount, usedBefore });
  const id = newId();
  const entryId = newId();
  await tx.insert(accountingPayments).values({
    id,
    companyId: company.companyId,
    workFolderId,
    type: advance.type,
    kind: 'ADVANCE_USE',
    state: 'VALIDATED',
    accountingDocumentId: invoice.id,
    advancePaymentId: advance.id,
    partyId: advance.partyId,
    paymentOn: body.date,
    amount: figures.advance,
    currency: advance.currency,
    amountCurrency: advance.currency ? amount : null,
    exchangeRate: advance.exchangeRate,
    method: advance.method,
    treasuryAccountId: advance.treasuryAccountId,
    journalEntryId: entryId,
    createdBy: company.userId,
  });
  const entry = await entryOfUse(tx, company, advance, { date: body.date, amount, figures });
  const created = await getPayment(tx, company, id, workFolderId);
  const posted = await postComputedEntry(tx, {
    entry,
    entryId,
    companyId: company.companyId,
    workFolderId,
    sourceType: 'PAYMENT',
    sourceId: id,
    postedBy: company.userId,
    audit: { action: 'CREATE', entityType: 'PAYMENT', entityId: id, after: created },
  });
  await matchSettlement(tx, company, { documentEntryId: invoice.journalEntryId, settlingEntryId: posted.id });
  if (advance.journalEntryId) {
    await matchSettlement(tx, company, { documentEntryId: advance.journalEntryId, settlingEntryId: posted.id });
  }
  return { ...created, number: posted.number };
}

async function lockAdvance(tx: Transaction, company: CompanyContext, advanceId: string) {
  const [advance] = await tx
    .select()
    .from(accountingPayments)
    .where(
      and(
        eq(accountingPayments.companyId, company.companyId),
        eq(accountingPayments.id, advanceId),
        eq(accountingPayments.kind, 'ADVANCE'),
      ),
    )
    .for('update');
  if (!advance) throw notFound();
  if (advance.state !== 'VALIDATED') throw new AppError('ADVANCE_NOT_USABLE');
  return advance;
}

/** The invoice an advance is set against, locked, checked against it: party, currency, dates, state. */
async function invoiceFor(tx: Transaction, company: CompanyContext, advance: PaymentRow, body: AdvanceUseBody) {
  const [document] = await tx
    .select({
      id: accountingDocuments.id,
      type: accountingDocuments.type,
      partyId: accountingDocuments.partyId,
      workFolderId: accountingDocuments.workFolderId,
      documentOn: accountingDocuments.documentOn,
      currency: accountingDocuments.currency,
      exchangeRate: accountingDocuments.exchangeRate,
      journalEntryId: accountingDocuments.journalEntryId,
    })
    .from(accountingDocuments)
    .where(
      and(eq(accountingDocuments.companyId, company.companyId), eq(accountingDocuments.id, body.accountingDocumentId)),
    )
    .for('update');
  if (!document) throw notFound();
  if (document.type !== INVOICE_OF[advance.type]) throw refuse('DOCUMENT_NOT_PAYABLE', 'accountingDocumentId');
  if (document.partyId !== advance.partyId) throw refuse('ADVANCE_PARTY_MISMATCH', 'accountingDocumentId');
  const currencyOf = (code: string | null) => (code && code !== company.currency ? code : null);
  if (currencyOf(document.currency) !== currencyOf(advance.currency)) {
    throw refuse('ADVANCE_CURRENCY_MISMATCH', 'accountingDocumentId');
  }
  if (body.date < document.documentOn || body.date < advance.paymentOn) {
    throw refuse('PAYMENT_DATE_BEFORE_DOCUMENT_DATE', 'date');
  }
  const [view] = await loadDocuments(tx, company, document.workFolderId, [document.id]);
  if (view?.state !== 'VALIDATED' || view.amountDue === null || !document.journalEntryId) {
    throw refuse('DOCUMENT_NOT_PAYABLE', 'accountingDocumentId');
  }
  const scale = currencyScale(view.currency);
  return {
    ...document,
    journalEntryId: document.journalEntryId,
    amountDue: amountOf(view.amountDue, scale, 'amount') as bigint,
    settledBefore: amountOf(view.amountPaid ?? '0', scale, 'amount') as bigint,
  };
}

type UsedInvoice = Awaited<ReturnType<typeof invoiceFor>>;

function figuresOf(
  company: CompanyContext,
  advance: PaymentRow,
  invoice: UsedInvoice,
  use: { amount: bigint; usedBefore: bigint },
): AdvanceUseFigures {
  if (!advance.currency || !advance.exchangeRate || !invoice.exchangeRate) {
    return { advance: toAmount(use.amount), party: toAmount(use.amount), difference: 0n };
  }
  return advanceUseInCompanyCurrency({
    amount: use.amount,
    usedBefore: use.usedBefore,
    settledBefore: invoice.settledBefore,
    currency: advance.currency,
    documentRate: readExchangeRate(invoice.exchangeRate),
    advanceRate: readExchangeRate(advance.exchangeRate),
    companyCurrency: company.currency,
  });
}

async function entryOfUse(
  tx: Transaction,
  company: CompanyContext,
  advance: PaymentRow,
  use: { date: string; amount: bigint; figures: AdvanceUseFigures },
) {
  const party = await partyOf(tx, company, advance.partyId);
  const [partyAccount] = await tx
    .select({ subAccountId: subAccounts.id, accountId: subAccounts.accountId, accountNumber: companyAccounts.number })
    .from(parties)
    .innerJoin(subAccounts, sameCompany(subAccounts, subAccounts.id, parties, parties.subAccountId))
    .innerJoin(companyAccounts, sameCompany(companyAccounts, companyAccounts.id, subAccounts, subAccounts.accountId))
    .where(and(eq(parties.companyId, company.companyId), eq(parties.id, party.id)));
  if (!partyAccount) throw notFound();
  const differenceAccounts = exchangeDifferenceAccountsFor(company.framework, partyAccount.accountNumber);
  if (use.figures.difference !== 0n) await ensureExchangeDifferenceAccounts(tx, company, differenceAccounts);
  const labels = ENTRY_LABELS[await companyLanguage(tx, company.companyId)];
  return postAdvanceUse({
    date: use.date,
    label: `${labels.advanceUse} ${party.name}`.slice(0, 200),
    received: advance.type === 'RECEIPT',
    partyAccount,
    advanceAccount: await advanceAccountOf(tx, company, advance.type, party),
    figures: use.figures,
    foreign: advance.currency ? { currency: advance.currency, amount: use.amount } : null,
    differenceAccounts,
  });
}

/**
 * The company's advances (whatever their folder: an advance of last year is used this year), with
 * what validated uses took and what is left, in their currency and, at their rate, in the company's.
 */
export async function listAdvances(
  tx: Transaction,
  company: CompanyContext,
  query: { partyId?: string; type?: PaymentType; open?: 'true' | 'false' },
): Promise<{ items: Advance[] }> {
  const rows = await tx
    .select({
      payment: accountingPayments,
      treasuryAccountNumber: companyAccounts.number,
      partyName: parties.name,
      number: journalEntries.number,
    })
    .from(accountingPayments)
    .innerJoin(
      companyAccounts,
      sameCompany(companyAccounts, companyAccounts.id, accountingPayments, accountingPayments.treasuryAccountId),
    )
    .innerJoin(parties, sameCompany(parties, parties.id, accountingPayments, accountingPayments.partyId))
    .leftJoin(
      journalEntries,
      sameCompany(journalEntries, journalEntries.id, accountingPayments, accountingPayments.journalEntryId),
    )
    .where(
      and(
        eq(accountingPayments.companyId, company.companyId),
        eq(accountingPayments.kind, 'ADVANCE'),
        query.partyId ? eq(accountingPayments.partyId, query.partyId) : undefined,
        query.type ? eq(accountingPayments.type, query.type) : undefined,
      ),
    )
    .orderBy(accountingPayments.paymentOn, accountingPayments.id);
  const used = await usedOf(
    tx,
    company.companyId,
    rows.map((row) => row.payment.id),
  );
  const items = rows.map(({ payment, treasuryAccountNumber, partyName, number }) => {
    const taken = used.get(payment.id) ?? 0n;
    const total = payment.amountCurrency ?? payment.amount;
    const scale = payment.currency ? currencyScale(payment.currency) : company.scale;
    const rate = payment.exchangeRate ? readExchangeRate(payment.exchangeRate) : null;
    const companyUsed = rate && payment.currency ? convert(taken, payment.currency, rate, company.currency) : taken;
    return {
      ...toPayment(payment, treasuryAccountNumber, number, null, company),
      partyName,
      used: formatAmount(toAmount(taken), scale),
      left: formatAmount(toAmount(total - taken), scale),
      companyLeft: formatAmount(toAmount(payment.amount - companyUsed), company.scale),
      open: payment.state === 'VALIDATED' && total > taken,
    };
  });
  const open = query.open === 'true' ? items.filter((item) => item.open) : items;
  return { items: open.map(({ open: _, ...item }) => item) };
}

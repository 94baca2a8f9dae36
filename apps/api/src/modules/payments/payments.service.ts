import {
  type Amount,
  convert,
  currencyScale,
  defaultTreasuryAccount,
  formatAmount,
  formatExchangeRate,
  type JournalLine,
  PCG_POSTING_ACCOUNTS,
  postDisbursement,
  postReceipt,
  toAmount,
} from '@bilan/accounting';
import type {
  AccountingDocument,
  AccountingFramework,
  Payment,
  PaymentBody,
  PaymentMethod,
  PaymentState,
  PaymentType,
  TreasuryKind,
} from '@bilan/contract';
import { readPhone } from '@bilan/contract';
import { and, count, desc, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { AppError, notFound, validationFailed } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import { type AuditChange, recordAudit } from '../audit/audit.service.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { rateOn } from '../currencies/exchange-rates.service.ts';
import { amountOf } from '../documents/document-lines.ts';
import { loadDocuments } from '../documents/document-view.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { ENTRY_LABELS } from '../ledger/entry-labels.ts';
import {
  assertPostableAccounts,
  lockOpenWorkFolder,
  postComputedEntry,
  reverseJournalEntry,
} from '../ledger/ledger.service.ts';
import { journalEntries } from '../ledger/ledger.table.ts';
import { matchReversal, matchSettlement } from '../matching/matching.service.ts';
import { parties } from '../parties/parties.table.ts';
import { phoneOperatorOf, phonePrefixes } from '../parties/phone-prefixes.ts';
import { companyTodayOn, postingAccountsOf } from '../settings/settings.service.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { assertAdvanceUnused } from './advance-balance.ts';
import { bankChargesOf, withChargesOf } from './bank-charges.ts';
import { foreignShareOf, withRealisedDifference, withTreasuryCurrency } from './foreign-payment.ts';
import { vatMoveOf } from './payment-vat.ts';
import { accountingPayments } from './payments.table.ts';
import { setTreasuryKind, treasuryJournalOf } from './treasury-accounts.service.ts';

type PaymentRow = typeof accountingPayments.$inferSelect;

/** Receipts settle sale invoices (and supplier refunds); disbursements purchase invoices (and customer refunds). */
const PAYABLE: Record<PaymentType, readonly AccountingDocument['type'][]> = {
  RECEIPT: ['SALE_INVOICE', 'PURCHASE_CREDIT_NOTE'],
  DISBURSEMENT: ['PURCHASE_INVOICE', 'SALE_CREDIT_NOTE'],
};

export async function createPayment(tx: Transaction, company: CompanyContext, workFolderId: string, body: PaymentBody) {
  const values = await draftValues(tx, company, workFolderId, body);
  const id = newId();
  await tx
    .insert(accountingPayments)
    .values({ id, companyId: company.companyId, workFolderId, state: 'DRAFT', createdBy: company.userId, ...values });
  const created = await getPayment(tx, company, id, workFolderId);
  await recordAudit(tx, company, { action: 'CREATE', entityType: 'PAYMENT', entityId: id, after: created });
  return created;
}

export async function updatePayment(
  tx: Transaction,
  company: CompanyContext,
  paymentId: string,
  workFolderId: string,
  body: PaymentBody,
) {
  const payment = await lockPayment(tx, company, paymentId, workFolderId);
  if (payment.state !== 'DRAFT') throw new AppError('PAYMENT_MUST_BE_DRAFT');
  const before = await getPayment(tx, company, paymentId, workFolderId);
  const values = await draftValues(tx, company, workFolderId, body);
  await tx
    .update(accountingPayments)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(accountingPayments.companyId, company.companyId), eq(accountingPayments.id, paymentId)));
  const after = await getPayment(tx, company, paymentId, workFolderId);
  await recordAudit(tx, company, { action: 'UPDATE', entityType: 'PAYMENT', entityId: paymentId, before, after });
  return after;
}

export async function deletePayment(tx: Transaction, company: CompanyContext, paymentId: string, workFolderId: string) {
  const payment = await lockPayment(tx, company, paymentId, workFolderId);
  if (payment.state !== 'DRAFT') throw new AppError('PAYMENT_MUST_BE_DRAFT');
  const before = await getPayment(tx, company, paymentId, workFolderId);
  await tx
    .delete(accountingPayments)
    .where(and(eq(accountingPayments.companyId, company.companyId), eq(accountingPayments.id, paymentId)));
  await recordAudit(tx, company, { action: 'DELETE', entityType: 'PAYMENT', entityId: paymentId, before });
}

/** Everything a draft holds, checked as far as a draft can be: folder, date, document, amount, treasury account. */
async function draftValues(tx: Transaction, company: CompanyContext, workFolderId: string, body: PaymentBody) {
  const folder = await lockOpenWorkFolder(tx, company.companyId, workFolderId);
  if (body.date < folder.startOn || body.date > folder.endOn) {
    throw new AppError('ENTRY_DATE_OUTSIDE_WORK_FOLDER', {
      fields: [{ path: 'date', code: 'ENTRY_DATE_OUTSIDE_WORK_FOLDER' }],
    });
  }
  const [document] = await tx
    .select({
      type: accountingDocuments.type,
      partyId: accountingDocuments.partyId,
      documentOn: accountingDocuments.documentOn,
      countryCode: parties.countryCode,
      currency: accountingDocuments.currency,
    })
    .from(accountingDocuments)
    .leftJoin(parties, sameCompany(parties, parties.id, accountingDocuments, accountingDocuments.partyId))
    .where(
      and(eq(accountingDocuments.id, body.accountingDocumentId), eq(accountingDocuments.companyId, company.companyId)),
    );
  if (!document?.partyId || !PAYABLE[body.type].includes(document.type)) {
    throw new AppError('DOCUMENT_NOT_PAYABLE', {
      fields: [{ path: 'accountingDocumentId', code: 'DOCUMENT_NOT_PAYABLE' }],
    });
  }
  if (body.date < document.documentOn) {
    throw new AppError('PAYMENT_DATE_BEFORE_DOCUMENT_DATE', {
      fields: [{ path: 'date', code: 'PAYMENT_DATE_BEFORE_DOCUMENT_DATE' }],
    });
  }
  // A payment settles its document in the document's currency (docs/decisions/0036-currencies.md).
  const amount = amountOf(body.amount, document.currency ? currencyScale(document.currency) : company.scale, 'amount');
  if (amount <= 0n)
    throw new AppError('AMOUNT_MUST_BE_POSITIVE', { fields: [{ path: 'amount', code: 'AMOUNT_MUST_BE_POSITIVE' }] });
  const money = await paymentMoney(tx, company, document.currency, amount, body.date);
  const charges = body.bankCharges
    ? amountOf(body.bankCharges, document.currency ? currencyScale(document.currency) : company.scale, 'bankCharges')
    : null;
  // Stored in E.164, read in the party's country or as a Cameroonian number, so its operator is known.
  const phone = body.phone ? readPhone(body.phone, document.countryCode, phonePrefixes()) : null;
  if (body.phone && !phone) throw validationFailed([{ path: 'phone', code: 'PHONE_INVALID' }]);
  return {
    type: body.type,
    accountingDocumentId: body.accountingDocumentId,
    partyId: document.partyId,
    paymentOn: body.date,
    ...money,
    ...bankChargesOf(charges, { type: body.type, paid: amount, ...money }, company.currency),
    method: body.method,
    treasuryAccountId: await treasuryAccountId(tx, company, body),
    reference: body.reference ?? null,
    phone,
  };
}

/**
 * A payment's amounts: in the company's currency, its amount; in a foreign one (its document's), the
 * amount paid in it, the rate of the payment's date and, as `amount`, its value in the company's
 * currency at that rate, what the treasury account receives or pays.
 */
export async function paymentMoney(
  tx: Transaction,
  company: CompanyContext,
  currency: string | null,
  amount: Amount,
  date: string,
) {
  if (!currency) return { amount, currency: null, amountCurrency: null, exchangeRate: null };
  const applied = await rateOn(tx, company, currency, date);
  const value = convert(amount, currency, applied.rate, company.currency);
  if (value <= 0n)
    throw new AppError('AMOUNT_MUST_BE_POSITIVE', { fields: [{ path: 'amount', code: 'AMOUNT_MUST_BE_POSITIVE' }] });
  return { amount: value, currency, amountCurrency: amount as bigint, exchangeRate: formatExchangeRate(applied.rate) };
}

/**
 * Where each method's money is kept, by framework: cash in 57 (SYSCOHADA) or 53 (PCG), banks in 52 or
 * 512, mobile money in 55 (512 in France, which has no mobile-money account of its own).
 */
const TREASURY_PREFIXES: Record<AccountingFramework, Record<PaymentMethod, readonly string[]>> = {
  SYSCOHADA: { CASH: ['57'], BANK_TRANSFER: ['52'], CHEQUE: ['52'], CARD: ['52'], MOBILE_MONEY: ['55'] },
  PCG: { CASH: ['53'], BANK_TRANSFER: ['512'], CHEQUE: ['512'], CARD: ['512'], MOBILE_MONEY: ['55', '512'] },
};

/** The kind of treasury account each method's money is kept in. */
const METHOD_KINDS: Record<PaymentMethod, TreasuryKind> = {
  CASH: 'CASH',
  BANK_TRANSFER: 'BANK',
  CHEQUE: 'BANK',
  CARD: 'BANK',
  MOBILE_MONEY: 'MOBILE_MONEY',
};

/** The account chosen, or the method's default (bank, cash, mobile money), of the method's kind. */
export async function treasuryAccountId(
  tx: Transaction,
  company: CompanyContext,
  body: TreasuryChoice,
): Promise<string> {
  const id = body.treasuryAccountId ?? (await defaultTreasuryAccountId(tx, company, body));
  const [number] = await assertPostableAccounts(tx, company.companyId, [{ accountId: id, subAccountId: null }]);
  const prefixes = TREASURY_PREFIXES[company.framework][body.method];
  const byNumber = number !== undefined && prefixes.some((prefix) => number.startsWith(prefix));
  // An account the settings made a wallet (a French 512x, say) takes mobile money whatever its number.
  const byKind = (await setTreasuryKind(tx, company.companyId, id)) === METHOD_KINDS[body.method];
  if (!number || !(byNumber || byKind)) {
    throw new AppError('TREASURY_ACCOUNT_MUST_MATCH_METHOD', {
      fields: [{ path: 'treasuryAccountId', code: 'TREASURY_ACCOUNT_MUST_MATCH_METHOD' }],
    });
  }
  return id;
}

/** What picks a payment's treasury account: the method, the account chosen, the mobile-money phone. */
export type TreasuryChoice = Pick<PaymentBody, 'method' | 'treasuryAccountId' | 'phone'>;

async function defaultTreasuryAccountId(tx: Transaction, company: CompanyContext, body: TreasuryChoice) {
  const accounts = await postingAccountsOf(tx, company);
  // Mobile money goes to the account of the payer's operator when the company keeps one per operator.
  // Operators are known for Cameroon numbers only, so a number in national form is read as one.
  const operator = body.method === 'MOBILE_MONEY' && body.phone ? phoneOperatorOf(body.phone) : null;
  const number =
    (operator ? accounts.numbers.mobileMoneyByOperator[operator] : undefined) ??
    defaultTreasuryAccount(body.method, accounts).accountNumber;
  const [account] = await tx
    .select({ id: companyAccounts.id })
    .from(companyAccounts)
    .where(and(eq(companyAccounts.companyId, company.companyId), eq(companyAccounts.number, number)));
  if (account) return account.id;
  // Charts of French companies copied before 531 was in the reference chart lack their cash account.
  if (company.framework === 'PCG' && number === PCG_POSTING_ACCOUNTS.cash.accountNumber) {
    const id = newId();
    await tx.insert(companyAccounts).values({
      id,
      companyId: company.companyId,
      number,
      customLabel: null,
      classNumber: '5',
      nature: 'asset',
      isGroup: false,
      refAccountNumber: number,
    });
    return id;
  }
  throw new AppError('ACCOUNT_UNKNOWN', { fields: [{ path: 'treasuryAccountId', code: 'ACCOUNT_UNKNOWN' }] });
}

/**
 * DRAFT → VALIDATED posts the payment (docs/architecture.md, Posting rules) once it fits in what the document still has due
 * (the document row is locked so two payments cannot both fit); VALIDATED → CANCELLED reverses it
 * on `cancellationOn` (today in the company's time zone by default), which reopens the document.
 */
export async function changePaymentState(
  tx: Transaction,
  company: CompanyContext,
  paymentId: string,
  workFolderId: string,
  state: PaymentState,
  cancellationOn?: string,
): Promise<Payment> {
  const payment = await lockPayment(tx, company, paymentId, workFolderId);
  const updatedAt = new Date();
  const audit = (after: Record<string, unknown>): AuditChange => ({
    action: 'STATE_CHANGE',
    entityType: 'PAYMENT',
    entityId: paymentId,
    before: { state: payment.state },
    after,
  });
  if (state === 'VALIDATED') {
    if (payment.state !== 'DRAFT') throw new AppError('PAYMENT_MUST_BE_DRAFT');
    const { documentEntryId, settledBefore } = await assertPaymentFits(tx, company, payment);
    const entryId = newId();
    await tx
      .update(accountingPayments)
      .set({ state: 'VALIDATED', journalEntryId: entryId, updatedAt })
      .where(and(eq(accountingPayments.companyId, company.companyId), eq(accountingPayments.id, paymentId)));
    const entry = await entryOfPayment(tx, company, payment, settledBefore);
    // Read before posting, which is the last statement: only the entry's number comes from it.
    const validated = await getPayment(tx, company, paymentId, workFolderId);
    const posted = await postComputedEntry(tx, {
      entry,
      entryId,
      companyId: company.companyId,
      workFolderId,
      sourceType: 'PAYMENT',
      sourceId: payment.id,
      postedBy: company.userId,
      audit: audit({ state: 'VALIDATED' }),
    });
    await matchSettlement(tx, company, { documentEntryId, settlingEntryId: posted.id });
    return { ...validated, number: posted.number };
  }
  if (state !== 'CANCELLED') throw new AppError('STATE_TRANSITION_NOT_ALLOWED');
  if (payment.state !== 'VALIDATED' || !payment.journalEntryId) throw new AppError('PAYMENT_MUST_BE_VALIDATED');
  await assertAdvanceUnused(tx, company, payment);
  const reversalEntryId = newId();
  await tx
    .update(accountingPayments)
    .set({ state: 'CANCELLED', reversalEntryId, updatedAt })
    .where(and(eq(accountingPayments.companyId, company.companyId), eq(accountingPayments.id, paymentId)));
  // Read and audited before the reversal is posted, the last statement: nothing shown depends on it.
  const after = await getPayment(tx, company, paymentId, workFolderId);
  await recordAudit(tx, company, audit({ state: after.state, number: after.number }));
  await reverseJournalEntry(tx, {
    companyId: company.companyId,
    entryId: payment.journalEntryId,
    reversalEntryId,
    postedBy: company.userId,
    // Today by default, in the company's time zone: the day the rule on future entries reads too.
    entryOn: cancellationOn ?? (await companyTodayOn(tx, company.companyId)),
    language: await companyLanguage(tx, company.companyId),
  });
  await matchReversal(tx, company, { entryId: payment.journalEntryId, reversalEntryId });
  return after;
}

/**
 * Checks the payment fits in what its document has due; answers the document's entry, which it
 * settles, and what its payments and credit notes settled before, in its currency.
 */
async function assertPaymentFits(tx: Transaction, company: CompanyContext, payment: PaymentRow) {
  const documentId = payment.accountingDocumentId;
  if (!documentId) throw new AppError('DOCUMENT_NOT_PAYABLE');
  const [document] = await tx
    .select({ workFolderId: accountingDocuments.workFolderId, journalEntryId: accountingDocuments.journalEntryId })
    .from(accountingDocuments)
    .where(and(eq(accountingDocuments.companyId, company.companyId), eq(accountingDocuments.id, documentId)))
    .for('update');
  if (!document) throw notFound();
  const [view] = await loadDocuments(tx, company, document.workFolderId, [documentId]);
  if (view?.state !== 'VALIDATED' || view.amountDue === null || !document.journalEntryId) {
    throw new AppError('DOCUMENT_NOT_PAYABLE', {
      fields: [{ path: 'accountingDocumentId', code: 'DOCUMENT_NOT_PAYABLE' }],
    });
  }
  const paid = payment.amountCurrency ?? payment.amount;
  const scale = currencyScale(view.currency);
  if (paid > amountOf(view.amountDue, scale, 'amount')) {
    throw new AppError('PAYMENT_EXCEEDS_AMOUNT_DUE', {
      fields: [{ path: 'amount', code: 'PAYMENT_EXCEEDS_AMOUNT_DUE' }],
    });
  }
  return { documentEntryId: document.journalEntryId, settledBefore: amountOf(view.amountPaid ?? '0', scale, 'amount') };
}

async function entryOfPayment(tx: Transaction, company: CompanyContext, payment: PaymentRow, settledBefore: bigint) {
  const [party] = await tx
    .select({
      subAccountId: subAccounts.id,
      accountId: subAccounts.accountId,
      accountNumber: companyAccounts.number,
      name: parties.name,
    })
    .from(parties)
    .innerJoin(subAccounts, sameCompany(subAccounts, subAccounts.id, parties, parties.subAccountId))
    .innerJoin(companyAccounts, sameCompany(companyAccounts, companyAccounts.id, subAccounts, subAccounts.accountId))
    .where(and(eq(parties.companyId, company.companyId), eq(parties.id, payment.partyId)));
  const [treasury] = await tx
    .select({ accountId: companyAccounts.id, accountNumber: companyAccounts.number })
    .from(companyAccounts)
    .where(and(eq(companyAccounts.companyId, company.companyId), eq(companyAccounts.id, payment.treasuryAccountId)));
  if (!party || !treasury) throw notFound();
  const accounts = await postingAccountsOf(tx, company);
  const labels = ENTRY_LABELS[await companyLanguage(tx, company.companyId)];
  const rule = payment.type === 'RECEIPT' ? postReceipt : postDisbursement;
  // A foreign-currency payment posts its share of the party's account at the document's rate.
  const share = await foreignShareOf(tx, company, payment, settledBefore);
  const computed = rule(
    {
      date: payment.paymentOn,
      label:
        `${payment.type === 'RECEIPT' ? labels.receipt : labels.disbursement} ${party.name}${payment.reference ? ` ${payment.reference}` : ''}`.slice(
          0,
          200,
        ),
      amount: share ? share.party : toAmount(payment.amount),
      partyAccount: {
        accountNumber: party.accountNumber,
        accountId: party.accountId,
        subAccountId: party.subAccountId,
      },
      treasuryAccount: treasury,
      vatMove: await vatMoveOf(tx, company, payment, accounts),
    },
    accounts,
  );
  const isTreasuryLine = (line: JournalLine) => line.accountId === treasury.accountId;
  const settled = share
    ? await withRealisedDifference(tx, company, computed, share, {
        isPartyLine: (line) => line.subAccountId === party.subAccountId,
        isTreasuryLine,
      })
    : computed;
  const charged = await withChargesOf(tx, company, settled, payment, isTreasuryLine);
  const entry = await withTreasuryCurrency(tx, company, charged, {
    accountId: treasury.accountId,
    date: payment.paymentOn,
  });
  // A wallet's payments go to its own journal, banks' to BQ and cash to CA.
  return { ...entry, journalCode: await treasuryJournalOf(tx, company, treasury) };
}

async function lockPayment(tx: Transaction, company: CompanyContext, paymentId: string, workFolderId: string) {
  const [payment] = await tx
    .select()
    .from(accountingPayments)
    .where(
      and(
        eq(accountingPayments.id, paymentId),
        eq(accountingPayments.workFolderId, workFolderId),
        eq(accountingPayments.companyId, company.companyId),
      ),
    )
    .for('update');
  if (!payment) throw notFound();
  return payment;
}

export async function getPayment(tx: Transaction, company: CompanyContext, paymentId: string, workFolderId: string) {
  const [payment] = await readPayments(
    tx,
    company,
    and(eq(accountingPayments.id, paymentId), eq(accountingPayments.workFolderId, workFolderId)),
  );
  if (!payment) throw notFound();
  return payment;
}

async function readPayments(tx: Transaction, company: CompanyContext, filter: SQL | undefined, limit = 1) {
  const rows = await tx
    .select({
      payment: accountingPayments,
      treasuryAccountNumber: companyAccounts.number,
      number: journalEntries.number,
      documentEntryId: accountingDocuments.journalEntryId,
    })
    .from(accountingPayments)
    .innerJoin(
      companyAccounts,
      sameCompany(companyAccounts, companyAccounts.id, accountingPayments, accountingPayments.treasuryAccountId),
    )
    .leftJoin(
      accountingDocuments,
      sameCompany(
        accountingDocuments,
        accountingDocuments.id,
        accountingPayments,
        accountingPayments.accountingDocumentId,
      ),
    )
    .leftJoin(
      journalEntries,
      sameCompany(journalEntries, journalEntries.id, accountingPayments, accountingPayments.journalEntryId),
    )
    .where(and(eq(accountingPayments.companyId, company.companyId), filter))
    .orderBy(desc(accountingPayments.id))
    .limit(limit);
  const documentNumbers = await entryNumbers(
    tx,
    company.companyId,
    rows.flatMap((row) => (row.documentEntryId ? [row.documentEntryId] : [])),
  );
  return rows.map((row) =>
    toPayment(
      row.payment,
      row.treasuryAccountNumber,
      row.number,
      documentNumbers.get(row.documentEntryId ?? '') ?? null,
      company,
    ),
  );
}

/** The numbers of the documents' entries: a payment shows the number of the invoice it settles. */
async function entryNumbers(tx: Transaction, companyId: string, entryIds: string[]) {
  if (entryIds.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: journalEntries.id, number: journalEntries.number })
    .from(journalEntries)
    .where(and(eq(journalEntries.companyId, companyId), inArray(journalEntries.id, entryIds)));
  return new Map(rows.map((row) => [row.id, row.number]));
}

export function toPayment(
  row: PaymentRow,
  treasuryAccountNumber: string,
  number: string | null,
  documentNumber: string | null,
  company: Pick<CompanyContext, 'currency' | 'scale'>,
): Payment {
  const currency = row.currency ?? company.currency;
  return {
    id: row.id,
    workFolderId: row.workFolderId,
    type: row.type,
    state: row.state,
    kind: row.kind,
    accountingDocumentId: row.accountingDocumentId,
    advancePaymentId: row.advancePaymentId,
    documentNumber,
    partyId: row.partyId,
    date: row.paymentOn,
    // In the payment's currency (its document's), as typed; `companyAmount` is its value in the company's.
    amount: formatAmount(toAmount(row.amountCurrency ?? row.amount), currencyScale(currency)),
    currency,
    exchangeRate: row.exchangeRate,
    companyAmount: formatAmount(toAmount(row.amount), company.scale),
    bankCharges:
      row.bankCharges === null
        ? null
        : formatAmount(toAmount(row.bankChargesCurrency ?? row.bankCharges), currencyScale(currency)),
    companyBankCharges: row.bankCharges === null ? null : formatAmount(toAmount(row.bankCharges), company.scale),
    method: row.method,
    treasuryAccountId: row.treasuryAccountId,
    treasuryAccountNumber,
    reference: row.reference,
    phone: row.phone,
    phoneOperator: row.phone ? phoneOperatorOf(row.phone) : null,
    number,
    journalEntryId: row.journalEntryId,
    reversalEntryId: row.reversalEntryId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export interface ListPaymentsQuery {
  type?: PaymentType;
  state?: PaymentState;
  partyId?: string;
  accountingDocumentId?: string;
  limit: number;
  cursor?: string;
}

export async function listPayments(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: ListPaymentsQuery,
) {
  await getWorkFolder(tx, company.companyId, workFolderId);
  const filters = and(
    eq(accountingPayments.workFolderId, workFolderId),
    query.type ? eq(accountingPayments.type, query.type) : undefined,
    query.state ? eq(accountingPayments.state, query.state) : undefined,
    query.partyId ? eq(accountingPayments.partyId, query.partyId) : undefined,
    query.accountingDocumentId ? eq(accountingPayments.accountingDocumentId, query.accountingDocumentId) : undefined,
  );
  const [total] = await tx
    .select({ payments: count() })
    .from(accountingPayments)
    .where(and(eq(accountingPayments.companyId, company.companyId), filters));
  const items = await readPayments(
    tx,
    company,
    and(filters, query.cursor ? lt(accountingPayments.id, query.cursor) : undefined),
    query.limit + 1,
  );
  const page = items.slice(0, query.limit);
  return {
    items: page,
    total: total?.payments ?? 0,
    nextCursor: items.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

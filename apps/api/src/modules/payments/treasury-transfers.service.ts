import {
  type Amount,
  convert,
  currencyScale,
  formatAmount,
  formatExchangeRate,
  postTreasuryTransfer,
  readExchangeRate,
  toAmount,
} from '@bilan/accounting';
import type { ErrorCode, ListTransfersQuery, Transfer, TransferBody, TransferState } from '@bilan/contract';
import { and, count, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { type AuditChange, recordAudit } from '../audit/audit.service.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import {
  ensureAccount,
  ensureExchangeDifferenceAccounts,
  exchangeDifferenceAccountsOf,
} from '../currencies/exchange-differences.ts';
import { rateOn } from '../currencies/exchange-rates.service.ts';
import { amountOf } from '../documents/document-lines.ts';
import { ENTRY_LABELS } from '../ledger/entry-labels.ts';
import {
  assertPostableAccounts,
  lockOpenWorkFolder,
  postComputedEntry,
  reverseJournalEntry,
} from '../ledger/ledger.service.ts';
import { journalEntries } from '../ledger/ledger.table.ts';
import { companyTodayOn } from '../settings/settings.service.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { bankChargesAccountOf } from './bank-charges.ts';
import { getTreasuryAccountRow, treasuryCurrencyOf, treasuryJournalOf } from './treasury-accounts.service.ts';
import { treasuryTransfers } from './treasury-transfers.table.ts';

type TransferRow = typeof treasuryTransfers.$inferSelect;

const fieldError = (code: ErrorCode, path: string) => new AppError(code, { fields: [{ path, code }] });

export async function createTransfer(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: TransferBody,
) {
  const values = await draftValues(tx, company, workFolderId, body);
  const id = newId();
  await tx.insert(treasuryTransfers).values({
    id,
    companyId: company.companyId,
    workFolderId,
    state: 'DRAFT',
    createdBy: company.userId,
    ...values,
  });
  const created = await getTransfer(tx, company, id, workFolderId);
  await recordAudit(tx, company, { action: 'CREATE', entityType: 'TREASURY_TRANSFER', entityId: id, after: created });
  return created;
}

export async function updateTransfer(
  tx: Transaction,
  company: CompanyContext,
  transferId: string,
  workFolderId: string,
  body: TransferBody,
) {
  const transfer = await lockTransfer(tx, company, transferId, workFolderId);
  if (transfer.state !== 'DRAFT') throw new AppError('TRANSFER_MUST_BE_DRAFT');
  const before = await getTransfer(tx, company, transferId, workFolderId);
  const values = await draftValues(tx, company, workFolderId, body);
  await tx
    .update(treasuryTransfers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(treasuryTransfers.companyId, company.companyId), eq(treasuryTransfers.id, transferId)));
  const after = await getTransfer(tx, company, transferId, workFolderId);
  const change = { action: 'UPDATE', entityType: 'TREASURY_TRANSFER', entityId: transferId, before, after } as const;
  await recordAudit(tx, company, change);
  return after;
}

export async function deleteTransfer(
  tx: Transaction,
  company: CompanyContext,
  transferId: string,
  workFolderId: string,
) {
  const transfer = await lockTransfer(tx, company, transferId, workFolderId);
  if (transfer.state !== 'DRAFT') throw new AppError('TRANSFER_MUST_BE_DRAFT');
  const before = await getTransfer(tx, company, transferId, workFolderId);
  await tx
    .delete(treasuryTransfers)
    .where(and(eq(treasuryTransfers.companyId, company.companyId), eq(treasuryTransfers.id, transferId)));
  await recordAudit(tx, company, { action: 'DELETE', entityType: 'TREASURY_TRANSFER', entityId: transferId, before });
}

/**
 * Everything a draft holds, checked: folder and date, two different treasury accounts of the company
 * (404 for another company's), the amounts in each account's currency, the rate of the date of each
 * foreign side (422 EXCHANGE_RATE_MISSING without one) and the values in the company's currency.
 */
async function draftValues(tx: Transaction, company: CompanyContext, workFolderId: string, body: TransferBody) {
  const folder = await lockOpenWorkFolder(tx, company.companyId, workFolderId);
  if (body.date < folder.startOn || body.date > folder.endOn) {
    throw fieldError('ENTRY_DATE_OUTSIDE_WORK_FOLDER', 'date');
  }
  await getTreasuryAccountRow(tx, company, body.fromAccountId);
  await getTreasuryAccountRow(tx, company, body.toAccountId);
  if (body.fromAccountId === body.toAccountId) throw fieldError('TRANSFER_SAME_ACCOUNT', 'toAccountId');
  await assertPostableAccounts(tx, company.companyId, [
    { accountId: body.fromAccountId, subAccountId: null },
    { accountId: body.toAccountId, subAccountId: null },
  ]);
  const from = await treasuryCurrencyOf(tx, company, body.fromAccountId);
  const to = await treasuryCurrencyOf(tx, company, body.toAccountId);
  const sent = positive(amountOf(body.amountSent, from.scale, 'amountSent'), 'amountSent');
  const received = receivedOf(body, sent, from.currency === to.currency, to.scale);
  const sending = await valued(tx, company, from.foreign, sent, body.date, 'amountSent');
  const receiving = await valued(tx, company, to.foreign, received, body.date, 'amountReceived');
  const charges = body.bankCharges ? amountOf(body.bankCharges, from.scale, 'bankCharges') : null;
  if (charges !== null && charges <= 0n) throw fieldError('BANK_CHARGES_INVALID', 'bankCharges');
  const chargesValue =
    charges === null || !sending.rate
      ? charges
      : convert(charges, from.currency, readExchangeRate(sending.rate), company.currency);
  // Charges that round to nothing in the company's currency could not be booked.
  if (chargesValue !== null && chargesValue <= 0n) throw fieldError('BANK_CHARGES_INVALID', 'bankCharges');
  return {
    transferOn: body.date,
    fromAccountId: body.fromAccountId,
    toAccountId: body.toAccountId,
    amountSent: sent as bigint,
    fromCurrency: from.foreign,
    fromRate: sending.rate,
    valueSent: sending.value,
    amountReceived: received as bigint,
    toCurrency: to.foreign,
    toRate: receiving.rate,
    valueReceived: receiving.value,
    bankCharges: charges as bigint | null,
    bankChargesValue: chargesValue as bigint | null,
    reference: body.reference ?? null,
  };
}

function positive(amount: Amount, path: string): Amount {
  if (amount <= 0n) throw fieldError('AMOUNT_MUST_BE_POSITIVE', path);
  return amount;
}

/** The amount received: the amount sent between accounts of one currency, else the one typed. */
function receivedOf(body: TransferBody, sent: Amount, sameCurrency: boolean, scale: number): Amount {
  if (sameCurrency) {
    if (body.amountReceived && amountOf(body.amountReceived, scale, 'amountReceived') !== sent) {
      throw fieldError('TRANSFER_AMOUNTS_MUST_AGREE', 'amountReceived');
    }
    return sent;
  }
  if (!body.amountReceived) throw fieldError('TRANSFER_AMOUNT_RECEIVED_REQUIRED', 'amountReceived');
  return positive(amountOf(body.amountReceived, scale, 'amountReceived'), 'amountReceived');
}

/** A side's value in the company's currency: itself, or converted at the rate of the date (its text kept). */
async function valued(
  tx: Transaction,
  company: CompanyContext,
  foreign: string | null,
  amount: Amount,
  date: string,
  path: string,
): Promise<{ value: bigint; rate: string | null }> {
  if (!foreign) return { value: amount, rate: null };
  const { rate } = await rateOn(tx, company, foreign, date);
  const value = convert(amount, foreign, rate, company.currency);
  if (value <= 0n) throw fieldError('AMOUNT_MUST_BE_POSITIVE', path);
  return { value, rate: formatExchangeRate(rate) };
}

/**
 * DRAFT → VALIDATED posts the transfer in the sending account's journal; VALIDATED → CANCELLED
 * reverses it on `cancellationOn` (today in the company's time zone by default): a validated transfer
 * is never edited.
 */
export async function changeTransferState(
  tx: Transaction,
  company: CompanyContext,
  transferId: string,
  workFolderId: string,
  state: TransferState,
  cancellationOn?: string,
): Promise<Transfer> {
  const transfer = await lockTransfer(tx, company, transferId, workFolderId);
  const audit = (after: Record<string, unknown>): AuditChange => ({
    action: 'STATE_CHANGE',
    entityType: 'TREASURY_TRANSFER',
    entityId: transferId,
    before: { state: transfer.state },
    after,
  });
  const where = and(eq(treasuryTransfers.companyId, company.companyId), eq(treasuryTransfers.id, transferId));
  if (state === 'VALIDATED') {
    if (transfer.state !== 'DRAFT') throw new AppError('TRANSFER_MUST_BE_DRAFT');
    const entryId = newId();
    const entry = await entryOfTransfer(tx, company, transfer);
    await tx
      .update(treasuryTransfers)
      .set({ state: 'VALIDATED', journalEntryId: entryId, updatedAt: new Date() })
      .where(where);
    const validated = await getTransfer(tx, company, transferId, workFolderId);
    const posted = await postComputedEntry(tx, {
      entry,
      entryId,
      companyId: company.companyId,
      workFolderId,
      sourceType: 'TREASURY_TRANSFER',
      sourceId: transfer.id,
      postedBy: company.userId,
      audit: audit({ state: 'VALIDATED' }),
    });
    return { ...validated, number: posted.number };
  }
  if (state !== 'CANCELLED') throw new AppError('STATE_TRANSITION_NOT_ALLOWED');
  if (transfer.state !== 'VALIDATED' || !transfer.journalEntryId) throw new AppError('TRANSFER_MUST_BE_VALIDATED');
  const reversalEntryId = newId();
  await tx.update(treasuryTransfers).set({ state: 'CANCELLED', reversalEntryId, updatedAt: new Date() }).where(where);
  const after = await getTransfer(tx, company, transferId, workFolderId);
  await recordAudit(tx, company, audit({ state: after.state, number: after.number }));
  await reverseJournalEntry(tx, {
    companyId: company.companyId,
    entryId: transfer.journalEntryId,
    reversalEntryId,
    postedBy: company.userId,
    entryOn: cancellationOn ?? (await companyTodayOn(tx, company.companyId)),
    language: await companyLanguage(tx, company.companyId),
  });
  return after;
}

/** The transfer's entry, in the journal of the sending account (a wallet's own, BQ, CA). */
async function entryOfTransfer(tx: Transaction, company: CompanyContext, transfer: TransferRow) {
  const from = await getTreasuryAccountRow(tx, company, transfer.fromAccountId);
  const to = await getTreasuryAccountRow(tx, company, transfer.toAccountId);
  const differenceAccounts = exchangeDifferenceAccountsOf(company.framework, 'FINANCIAL');
  if (transfer.valueSent !== transfer.valueReceived)
    await ensureExchangeDifferenceAccounts(tx, company, differenceAccounts);
  const chargesAccount = bankChargesAccountOf(company.framework);
  if (transfer.bankChargesValue !== null) await ensureAccount(tx, company, chargesAccount, 'expense');
  const labels = ENTRY_LABELS[await companyLanguage(tx, company.companyId)];
  const side = (account: { id: string; number: string }, value: bigint, currency: string | null, amount: bigint) => ({
    account: { accountNumber: account.number, accountId: account.id },
    value: toAmount(value),
    foreign: currency ? { currency, amount } : null,
  });
  return postTreasuryTransfer({
    journalCode: await treasuryJournalOf(tx, company, { accountId: from.id, accountNumber: from.number }),
    date: transfer.transferOn,
    label:
      `${labels.transfer} ${from.number} → ${to.number}${transfer.reference ? ` ${transfer.reference}` : ''}`.slice(
        0,
        200,
      ),
    from: side(from, transfer.valueSent, transfer.fromCurrency, transfer.amountSent),
    to: side(to, transfer.valueReceived, transfer.toCurrency, transfer.amountReceived),
    charges:
      transfer.bankCharges === null || transfer.bankChargesValue === null
        ? null
        : {
            amount: toAmount(transfer.bankChargesValue),
            foreign: transfer.fromCurrency ? { currency: transfer.fromCurrency, amount: transfer.bankCharges } : null,
            account: { accountNumber: chargesAccount },
          },
    differenceAccounts,
  });
}

async function lockTransfer(tx: Transaction, company: CompanyContext, transferId: string, workFolderId: string) {
  const [transfer] = await tx
    .select()
    .from(treasuryTransfers)
    .where(
      and(
        eq(treasuryTransfers.companyId, company.companyId),
        eq(treasuryTransfers.id, transferId),
        eq(treasuryTransfers.workFolderId, workFolderId),
      ),
    )
    .for('update');
  if (!transfer) throw notFound();
  return transfer;
}

export async function getTransfer(tx: Transaction, company: CompanyContext, transferId: string, workFolderId: string) {
  const [transfer] = await readTransfers(
    tx,
    company,
    and(eq(treasuryTransfers.id, transferId), eq(treasuryTransfers.workFolderId, workFolderId)),
  );
  if (!transfer) throw notFound();
  return transfer;
}

const fromAccounts = alias(companyAccounts, 'from_account');
const toAccounts = alias(companyAccounts, 'to_account');

async function readTransfers(tx: Transaction, company: CompanyContext, filter: SQL | undefined, limit = 1) {
  const rows = await tx
    .select({
      transfer: treasuryTransfers,
      fromNumber: fromAccounts.number,
      toNumber: toAccounts.number,
      number: journalEntries.number,
    })
    .from(treasuryTransfers)
    .innerJoin(
      fromAccounts,
      sameCompany(fromAccounts, fromAccounts.id, treasuryTransfers, treasuryTransfers.fromAccountId),
    )
    .innerJoin(toAccounts, sameCompany(toAccounts, toAccounts.id, treasuryTransfers, treasuryTransfers.toAccountId))
    .leftJoin(
      journalEntries,
      sameCompany(journalEntries, journalEntries.id, treasuryTransfers, treasuryTransfers.journalEntryId),
    )
    .where(and(eq(treasuryTransfers.companyId, company.companyId), filter))
    .orderBy(desc(treasuryTransfers.id))
    .limit(limit);
  return rows.map((row) => toTransfer(row.transfer, row.fromNumber, row.toNumber, row.number, company));
}

function toTransfer(
  row: TransferRow,
  fromAccountNumber: string,
  toAccountNumber: string,
  number: string | null,
  company: Pick<CompanyContext, 'currency' | 'scale'>,
): Transfer {
  const fromCurrency = row.fromCurrency ?? company.currency;
  const toCurrency = row.toCurrency ?? company.currency;
  const inCompany = (amount: bigint) => formatAmount(toAmount(amount), company.scale);
  return {
    id: row.id,
    workFolderId: row.workFolderId,
    state: row.state,
    date: row.transferOn,
    fromAccountId: row.fromAccountId,
    fromAccountNumber,
    toAccountId: row.toAccountId,
    toAccountNumber,
    amountSent: formatAmount(toAmount(row.amountSent), currencyScale(fromCurrency)),
    fromCurrency,
    fromRate: row.fromRate,
    amountReceived: formatAmount(toAmount(row.amountReceived), currencyScale(toCurrency)),
    toCurrency,
    toRate: row.toRate,
    bankCharges: row.bankCharges === null ? null : formatAmount(toAmount(row.bankCharges), currencyScale(fromCurrency)),
    companyAmountSent: inCompany(row.valueSent),
    companyAmountReceived: inCompany(row.valueReceived),
    companyBankCharges: row.bankChargesValue === null ? null : inCompany(row.bankChargesValue),
    exchangeDifference: inCompany(row.valueSent - row.valueReceived),
    reference: row.reference,
    number,
    journalEntryId: row.journalEntryId,
    reversalEntryId: row.reversalEntryId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The transfers of a work folder, newest first, optionally those from or to one treasury account. */
export async function listTransfers(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: ListTransfersQuery,
) {
  await getWorkFolder(tx, company.companyId, workFolderId);
  const filters = and(
    eq(treasuryTransfers.workFolderId, workFolderId),
    query.state ? eq(treasuryTransfers.state, query.state) : undefined,
    query.treasuryAccountId
      ? or(
          eq(treasuryTransfers.fromAccountId, query.treasuryAccountId),
          eq(treasuryTransfers.toAccountId, query.treasuryAccountId),
        )
      : undefined,
  );
  const [total] = await tx
    .select({ transfers: count() })
    .from(treasuryTransfers)
    .where(and(eq(treasuryTransfers.companyId, company.companyId), filters));
  const items = await readTransfers(
    tx,
    company,
    and(filters, query.cursor ? lt(treasuryTransfers.id, query.cursor) : undefined),
    query.limit + 1,
  );
  const page = items.slice(0, query.limit);
  return {
    items: page,
    total: total?.transfers ?? 0,
    nextCursor: items.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

import { type JournalEntry, toAmount, treasuryJournalCode } from '@bilan/accounting';
import type { ClaimVatRefundBody, FiledVatReturn, PayVatReturnBody } from '@bilan/contract';
import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { amountOf } from '../documents/document-lines.ts';
import { ENTRY_LABELS } from '../ledger/entry-labels.ts';
import { assertPostableAccounts, type EntrySourceType, postComputedEntry } from '../ledger/ledger.service.ts';
import { matchSettlement } from '../matching/matching.service.ts';
import { treasuryAccountId } from '../payments/payments.service.ts';
import { postingAccountsOf } from '../settings/settings.service.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';
import { actionTotals, getFiledVatReturn, getReturnRow, vatReturnReference } from './filed-vat-return.ts';
import { vatRegimeOf } from './vat-return.service.ts';
import { vatReturnActions, vatReturns } from './vat-returns.table.ts';

/**
 * Pays the VAT due of a filed return (the rest of it unless an amount is given): a disbursement from a
 * treasury account to the VAT due account (4441 / 44551) carrying the return's reference, matched with
 * the settlement entry's line, so the VAT due is an open item until paid.
 */
export async function payVatReturn(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  vatReturnId: string,
  body: PayVatReturnBody,
): Promise<FiledVatReturn> {
  const row = await returnOfFolder(tx, company, workFolderId, vatReturnId);
  const remaining = row.netDue - (await totalsOf(tx, row)).paid;
  const amount = chosenAmount(body.amount, remaining, company, 'VAT_PAYMENT_EXCEEDS_DUE');
  const treasuryId = await treasuryAccountId(tx, company, { ...body, phone: null });
  const [treasuryNumber = ''] = await assertPostableAccounts(tx, company.companyId, [
    { accountId: treasuryId, subAccountId: null },
  ]);
  const regime = await vatRegimeOf(tx, company);
  const reference = [vatReturnReference(row.periodCode), body.reference].filter(Boolean).join(' – ');
  const label = `${ENTRY_LABELS[await companyLanguage(tx, company.companyId)].vatPayment} ${reference}`.slice(0, 200);
  const treasury = { accountNumber: treasuryNumber, accountId: treasuryId };
  const entry: JournalEntry = {
    journalCode: treasuryJournalCode(treasury, await postingAccountsOf(tx, company)),
    date: body.date,
    label,
    lines: [
      { accountNumber: regime.rules.accounts.due, label, debit: amount, credit: toAmount(0n) },
      { ...treasury, label, debit: toAmount(0n), credit: amount },
    ],
  };
  const posted = await postAction(tx, company, row, 'VAT_PAYMENT', entry);
  if (row.settlementEntryId) {
    await matchSettlement(tx, company, { documentEntryId: row.settlementEntryId, settlingEntryId: posted });
  }
  await insertAction(tx, company, row.id, 'PAYMENT', posted, body.date, amount, body.reference ?? null);
  return getFiledVatReturn(tx, company, row.id);
}

/**
 * Claims the refund of a filed return's credit (France: form 3519, to 44583; Cameroon: a claim to the
 * DGI, to 4445): the credit leaves the account that carries it into the next return. Only the latest
 * filed return's credit is still there to claim; a later return has carried it already.
 */
export async function claimVatRefund(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  vatReturnId: string,
  body: ClaimVatRefundBody,
): Promise<FiledVatReturn> {
  const row = await returnOfFolder(tx, company, workFolderId, vatReturnId);
  const [later] = await tx
    .select({ id: vatReturns.id })
    .from(vatReturns)
    .where(and(eq(vatReturns.companyId, company.companyId), gt(vatReturns.fromOn, row.toOn)))
    .limit(1);
  if (later) throw new AppError('VAT_RETURN_OUT_OF_ORDER');
  const remaining = row.credit - (await totalsOf(tx, row)).claimed;
  const amount = chosenAmount(body.amount, remaining, company, 'VAT_REFUND_EXCEEDS_CREDIT');
  const { accounts } = (await vatRegimeOf(tx, company)).rules;
  const reference = [vatReturnReference(row.periodCode), body.reference].filter(Boolean).join(' – ');
  const label = `${ENTRY_LABELS[await companyLanguage(tx, company.companyId)].vatRefundClaim} ${reference}`.slice(
    0,
    200,
  );
  const entry: JournalEntry = {
    journalCode: 'OD',
    date: body.date,
    label,
    lines: [
      { accountNumber: accounts.refundClaim, label, debit: amount, credit: toAmount(0n) },
      { accountNumber: accounts.credit, label, debit: toAmount(0n), credit: amount },
    ],
  };
  const posted = await postAction(tx, company, row, 'VAT_REFUND_CLAIM', entry);
  await insertAction(tx, company, row.id, 'REFUND_CLAIM', posted, body.date, amount, body.reference ?? null);
  return getFiledVatReturn(tx, company, row.id);
}

/** The return, when it is the company's and of the folder in the address; 404 otherwise. */
async function returnOfFolder(tx: Transaction, company: CompanyContext, workFolderId: string, id: string) {
  const row = await getReturnRow(tx, company, id);
  if (row.workFolderId !== workFolderId) throw notFound();
  // Two actions on one return at once would both fit in what remains: the second waits for the first.
  // The return's row is immutable (no FOR UPDATE on it), so a lock keyed by its id serializes them.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`vat-return:${id}`}, 0))`);
  return row;
}

async function totalsOf(tx: Transaction, vatReturn: { companyId: string; id: string }) {
  const rows = await tx
    .select({ kind: vatReturnActions.kind, amount: vatReturnActions.amount })
    .from(vatReturnActions)
    .where(and(eq(vatReturnActions.companyId, vatReturn.companyId), eq(vatReturnActions.vatReturnId, vatReturn.id)));
  return actionTotals(rows);
}

function chosenAmount(
  text: string | undefined,
  remaining: bigint,
  company: CompanyContext,
  exceeds: 'VAT_PAYMENT_EXCEEDS_DUE' | 'VAT_REFUND_EXCEEDS_CREDIT',
) {
  const amount = text === undefined ? remaining : amountOf(text, company.scale, 'amount');
  if (amount > remaining) throw new AppError(exceeds, { fields: [{ path: 'amount', code: exceeds }] });
  if (amount <= 0n) {
    throw new AppError('AMOUNT_MUST_BE_POSITIVE', { fields: [{ path: 'amount', code: 'AMOUNT_MUST_BE_POSITIVE' }] });
  }
  return toAmount(amount);
}

/** Posts an action's entry into the company's folder holding its date (the return's, or a later one). */
async function postAction(
  tx: Transaction,
  company: CompanyContext,
  row: { id: string; workFolderId: string },
  sourceType: EntrySourceType,
  entry: JournalEntry,
): Promise<string> {
  const [folder] = await tx
    .select({ id: workFolders.id })
    .from(workFolders)
    .where(
      and(
        eq(workFolders.companyId, company.companyId),
        lte(workFolders.startOn, entry.date),
        gte(workFolders.endOn, entry.date),
      ),
    );
  const posted = await postComputedEntry(tx, {
    companyId: company.companyId,
    workFolderId: folder?.id ?? row.workFolderId,
    sourceType,
    sourceId: row.id,
    postedBy: company.userId,
    entry,
    audit: { action: 'CREATE', entityType: 'VAT_RETURN', entityId: row.id, after: { [sourceType]: entry.date } },
  });
  return posted.id;
}

async function insertAction(
  tx: Transaction,
  company: CompanyContext,
  vatReturnId: string,
  kind: 'PAYMENT' | 'REFUND_CLAIM',
  entryId: string,
  actionOn: string,
  amount: bigint,
  reference: string | null,
) {
  await tx.insert(vatReturnActions).values({
    id: newId(),
    companyId: company.companyId,
    vatReturnId,
    kind,
    entryId,
    actionOn,
    amount,
    reference,
    createdBy: company.userId,
  });
}

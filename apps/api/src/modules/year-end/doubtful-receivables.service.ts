import {
  allowanceLines,
  assertAllowanceWithinNet,
  doubtfulTransferEntry,
  formatAmount,
  toAmount,
  writeOffEntry,
  yearEndEntry,
} from '@bilan/accounting';
import type { CreateDoubtfulReceivableBody, DoubtfulReceivable } from '@bilan/contract';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { AppError, notFound, validationFailed } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { subAccounts } from '../accounts/accounts.table.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { journalLines } from '../ledger/ledger.table.ts';
import { createMatching } from '../matching/matching.service.ts';
import { parties } from '../parties/parties.table.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { readSubAccountBalance } from './year-end.queries.ts';
import { openFolderHolding, postYearEndEntry } from './year-end.service.ts';
import { doubtfulReceivables } from './year-end.table.ts';
import { amountOf, getPartyOf } from './year-end-inputs.ts';
import { yearEndRulesOf } from './year-end-rules.ts';

const LABELS = {
  en: { doubtful: 'Doubtful receivable', revised: 'Allowance revised', lost: 'Receivable written off' },
  fr: { doubtful: 'Créance douteuse', revised: 'Dépréciation révisée', lost: 'Créance irrécouvrable' },
};

/**
 * Moves what a customer owes of its doubtful items to 416 and depreciates the part at risk, before VAT
 * (one entry). The amount may not exceed what the customer owes at the date; the items picked from the
 * aged balance, when named, are matched with the entry's credit on the customer.
 */
export async function createDoubtfulReceivable(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: CreateDoubtfulReceivableBody,
): Promise<DoubtfulReceivable> {
  const folder = await openFolderHolding(tx, company, workFolderId, body.date);
  const party = await getPartyOf(tx, company.companyId, body.partyId);
  if (party.role !== 'CUSTOMER' || !party.subAccountId) {
    throw new AppError('PARTY_MUST_BE_CUSTOMER', { fields: [{ path: 'partyId', code: 'PARTY_MUST_BE_CUSTOMER' }] });
  }
  const [sub] = await tx
    .select()
    .from(subAccounts)
    .where(and(eq(subAccounts.companyId, company.companyId), eq(subAccounts.id, party.subAccountId)));
  if (!sub) throw notFound();
  const receivable = {
    amount: amountOf(body.amount, company.scale, 'amount', true),
    vat: amountOf(body.vat, company.scale, 'vat'),
    allowance: amountOf(body.allowance, company.scale, 'allowance'),
  };
  const owed = await readSubAccountBalance(
    tx,
    { companyId: company.companyId, workFolderId: folder.id, uptoOn: body.date },
    sub.id,
  );
  if (receivable.amount > owed) {
    throw new AppError('DOUBTFUL_AMOUNT_EXCEEDS_BALANCE', {
      fields: [{ path: 'amount', code: 'DOUBTFUL_AMOUNT_EXCEEDS_BALANCE' }],
    });
  }
  const labels = LABELS[await companyLanguage(tx, company.companyId)];
  const label = body.label || `${labels.doubtful} ${party.name}`.slice(0, 200);
  const { accounts } = yearEndRulesOf(company.framework);
  const customer = { accountNumber: '', accountId: sub.accountId, subAccountId: sub.id };
  const entry = doubtfulTransferEntry({ date: body.date, label, customer, receivable }, accounts);
  const id = newId();
  const posted = await postYearEndEntry(tx, company, folder.id, entry, { type: 'DOUBTFUL_RECEIVABLE', id });
  if (body.itemLineIds?.length) await matchItems(tx, company, posted.id, sub.id, body.itemLineIds);
  await tx.insert(doubtfulReceivables).values({
    id,
    companyId: company.companyId,
    partyId: party.id,
    label,
    doubtfulOn: body.date,
    ...receivable,
    status: 'DOUBTFUL',
    transferEntryId: posted.id,
  });
  const created = await getDoubtfulReceivable(tx, company, id);
  await recordAudit(tx, company, { action: 'CREATE', entityType: 'DOUBTFUL_RECEIVABLE', entityId: id, after: created });
  return created;
}

/** The items leave the customer's open items: matched with the credit that moved them to 416. */
async function matchItems(
  tx: Transaction,
  company: CompanyContext,
  entryId: string,
  subAccountId: string,
  itemLineIds: readonly string[],
) {
  const [credit] = await tx
    .select({ id: journalLines.id })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.companyId, company.companyId),
        eq(journalLines.entryId, entryId),
        eq(journalLines.subAccountId, subAccountId),
      ),
    );
  if (!credit) throw notFound();
  await createMatching(tx, company, { lineIds: [...itemLineIds, credit.id] });
}

async function lockReceivable(tx: Transaction, company: CompanyContext, id: string) {
  const [row] = await tx
    .select()
    .from(doubtfulReceivables)
    .where(and(eq(doubtfulReceivables.id, id), eq(doubtfulReceivables.companyId, company.companyId)))
    .for('update');
  if (!row) throw notFound();
  if (row.status !== 'DOUBTFUL') throw new AppError('DOUBTFUL_RECEIVABLE_WRITTEN_OFF');
  return row;
}

/** At a later closing, the allowance is brought to what is now at risk: increased, or reversed in part. */
export async function reviseDoubtfulReceivable(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  id: string,
  body: { date: string; allowance: string },
): Promise<DoubtfulReceivable> {
  const row = await lockReceivable(tx, company, id);
  const folder = await openFolderHolding(tx, company, workFolderId, body.date);
  const allowance = amountOf(body.allowance, company.scale, 'allowance');
  assertAllowanceWithinNet({ amount: toAmount(row.amount), vat: toAmount(row.vat) }, allowance);
  const labels = LABELS[await companyLanguage(tx, company.companyId)];
  const label = `${labels.revised} – ${row.label}`.slice(0, 200);
  const { accounts } = yearEndRulesOf(company.framework);
  const entry = yearEndEntry(body.date, label, allowanceLines(label, toAmount(row.allowance), allowance, accounts));
  if (entry) await postYearEndEntry(tx, company, folder.id, entry, { type: 'DOUBTFUL_RECEIVABLE', id });
  await tx
    .update(doubtfulReceivables)
    .set({ allowance })
    .where(and(eq(doubtfulReceivables.companyId, company.companyId), eq(doubtfulReceivables.id, id)));
  const revised = await getDoubtfulReceivable(tx, company, id);
  await recordAudit(tx, company, {
    action: 'UPDATE',
    entityType: 'DOUBTFUL_RECEIVABLE',
    entityId: id,
    before: { allowance: formatAmount(toAmount(row.allowance), company.scale) },
    after: revised,
  });
  return revised;
}

/** A debt finally lost: written off with its VAT recovered, and its allowance reversed, in one entry. */
export async function writeOffDoubtfulReceivable(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  id: string,
  body: { date: string },
): Promise<DoubtfulReceivable> {
  const row = await lockReceivable(tx, company, id);
  const folder = await openFolderHolding(tx, company, workFolderId, body.date);
  if (body.date < row.doubtfulOn) {
    throw validationFailed([{ path: 'date', code: 'WRITE_OFF_DATE_BEFORE_DOUBTFUL' }]);
  }
  const labels = LABELS[await companyLanguage(tx, company.companyId)];
  const label = `${labels.lost} – ${row.label}`.slice(0, 200);
  const { accounts } = yearEndRulesOf(company.framework);
  const receivable = { amount: toAmount(row.amount), vat: toAmount(row.vat), allowance: toAmount(row.allowance) };
  const entry = writeOffEntry({ date: body.date, label, receivable }, accounts);
  const posted = await postYearEndEntry(tx, company, folder.id, entry, { type: 'DOUBTFUL_RECEIVABLE', id });
  await tx
    .update(doubtfulReceivables)
    .set({ status: 'WRITTEN_OFF', writeOffEntryId: posted.id, writtenOffOn: body.date })
    .where(and(eq(doubtfulReceivables.companyId, company.companyId), eq(doubtfulReceivables.id, id)));
  const lost = await getDoubtfulReceivable(tx, company, id);
  await recordAudit(tx, company, { action: 'UPDATE', entityType: 'DOUBTFUL_RECEIVABLE', entityId: id, after: lost });
  return lost;
}

function receivableRows(tx: Transaction) {
  return tx
    .select({ row: doubtfulReceivables, partyName: parties.name })
    .from(doubtfulReceivables)
    .innerJoin(parties, sameCompany(parties, parties.id, doubtfulReceivables, doubtfulReceivables.partyId))
    .$dynamic();
}

function toDoubtfulReceivable(
  item: Awaited<ReturnType<typeof receivableRows>>[number],
  scale: number,
): DoubtfulReceivable {
  const { row } = item;
  const money = (value: bigint) => formatAmount(toAmount(value), scale);
  return {
    id: row.id,
    partyId: row.partyId,
    partyName: item.partyName,
    label: row.label,
    date: row.doubtfulOn,
    amount: money(row.amount),
    vat: money(row.vat),
    allowance: money(row.allowance),
    status: row.status === 'WRITTEN_OFF' ? 'WRITTEN_OFF' : 'DOUBTFUL',
    writtenOffDate: row.writtenOffOn,
  };
}

async function getDoubtfulReceivable(tx: Transaction, company: CompanyContext, id: string) {
  const [item] = await receivableRows(tx).where(
    and(eq(doubtfulReceivables.companyId, company.companyId), eq(doubtfulReceivables.id, id)),
  );
  if (!item) throw notFound();
  return toDoubtfulReceivable(item, company.scale);
}

/** The company's doubtful receivables by page, in id order: they cross years until written off. */
export async function listDoubtfulReceivables(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: { limit: number; cursor?: string },
) {
  await getWorkFolder(tx, company.companyId, workFolderId);
  const mine = eq(doubtfulReceivables.companyId, company.companyId);
  const rows = await receivableRows(tx)
    .where(query.cursor ? and(mine, gt(doubtfulReceivables.id, query.cursor)) : mine)
    .orderBy(asc(doubtfulReceivables.id))
    .limit(query.limit + 1);
  const [total] = await tx.select({ count: count() }).from(doubtfulReceivables).where(mine);
  const items = rows.slice(0, query.limit).map((item) => toDoubtfulReceivable(item, company.scale));
  return { items, total: total?.count ?? 0, nextCursor: rows.length > query.limit ? (items.at(-1)?.id ?? null) : null };
}

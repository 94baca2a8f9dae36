import {
  addDays,
  cashEntry,
  conversionEntry,
  convert,
  currencyScale,
  type ExchangeRate,
  type ForeignPosition,
  fixedExchangeRate,
  formatAmount,
  formatExchangeRate,
  latentLosses,
  provisionEntry,
  type RevaluationCategory,
  readExchangeRate,
  revaluePositions,
  toAmount,
} from '@bilan/accounting';
import type { CurrencyRevaluation } from '@bilan/contract';
import { and, asc, desc, eq, gte, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findRevaluation, revaluationPlan } from '../closing/foreign-currency-check.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { revaluationAccountsOf } from '../currencies/exchange-differences.ts';
import { reverseJournalEntry } from '../ledger/ledger.service.ts';
import { journalEntries } from '../ledger/ledger.table.ts';
import { matchRevaluationReversal } from '../matching/matching.service.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';
import { openFolderHolding, postYearEndEntry } from './year-end.service.ts';
import { currencyRevaluations } from './year-end.table.ts';

/** The provisions for exchange losses the company's last revaluation before `date` left. */
async function previousProvisions(tx: Transaction, companyId: string, date: string) {
  const [last] = await tx
    .select({ trade: currencyRevaluations.tradeProvision, financial: currencyRevaluations.financialProvision })
    .from(currencyRevaluations)
    .where(and(eq(currencyRevaluations.companyId, companyId), lt(currencyRevaluations.revaluedOn, date)))
    .orderBy(desc(currencyRevaluations.revaluedOn))
    .limit(1);
  return { TRADE: last?.trade ?? 0n, FINANCIAL: last?.financial ?? 0n } satisfies Record<RevaluationCategory, bigint>;
}

const LABELS = {
  fr: {
    conversion: 'Écarts de conversion',
    cash: 'Trésorerie en devises',
    provision: 'Provision pour pertes de change',
  },
  en: {
    conversion: 'Currency translation differences',
    cash: 'Foreign currency cash',
    provision: 'Provision for exchange losses',
  },
} as const;

/**
 * Posts the folder's revaluation at `date` (the folder's last day by default): the conversion entry
 * (reversed on the next day when a folder holds it, else when that folder opens), the cash entry and
 * the provision's change. Once per folder; 422 CLOSING_RATE_MISSING names the currencies without a rate.
 */
export async function revalueForeignCurrencies(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: { date?: string | undefined; language: 'fr' | 'en' },
): Promise<CurrencyRevaluation> {
  const date = body.date ?? (await getWorkFolder(tx, company.companyId, workFolderId)).endOn;
  const folder = await openFolderHolding(tx, company, workFolderId, date);
  if (await findRevaluation(tx, company.companyId, folder.id)) throw new AppError('CURRENCY_REVALUATION_DONE');
  const plan = await revaluationPlan(tx, company, folder.id, date);
  if (plan.missing.length) {
    throw new AppError('CLOSING_RATE_MISSING', {
      fields: plan.missing.map((currency) => ({ path: `rates.${currency}`, code: 'CLOSING_RATE_MISSING' })),
    });
  }
  const accounts = revaluationAccountsOf(company.framework);
  const items = revaluePositions(plan.items, plan.rates, company.currency);
  const cash = revaluePositions(plan.cash, plan.rates, company.currency);
  const labels = LABELS[body.language];
  const required = latentLosses(items);
  const id = newId();
  const post = async (entry: ReturnType<typeof cashEntry>) =>
    entry ? (await postYearEndEntry(tx, company, folder.id, entry, { type: 'CURRENCY_REVALUATION', id })).id : null;
  const row = {
    id,
    companyId: company.companyId,
    workFolderId: folder.id,
    revaluedOn: date,
    reversalOn: addDays(date, 1),
    rates: Object.fromEntries([...plan.rates].map(([currency, rate]) => [currency, formatExchangeRate(rate)])),
    conversionEntryId: await post(conversionEntry(items, accounts, date, labels.conversion)),
    cashEntryId: await post(cashEntry(cash, accounts, date, labels.cash)),
    provisionEntryId: await post(
      provisionEntry(required, await previousProvisions(tx, company.companyId, date), accounts, date, labels.provision),
    ),
    tradeProvision: required.TRADE,
    financialProvision: required.FINANCIAL,
    createdBy: company.userId,
  };
  await tx.insert(currencyRevaluations).values(row);
  if (row.conversionEntryId) await bookRevaluationReversal(tx, company, id);
  await recordAudit(tx, company, {
    action: 'CREATE',
    entityType: 'CURRENCY_REVALUATION',
    entityId: id,
    after: {
      date,
      rates: row.rates,
      tradeProvision: String(required.TRADE),
      financialProvision: String(required.FINANCIAL),
    },
  });
  return currencyRevaluationOf(tx, company, folder.id, {});
}

/**
 * Reverses a revaluation's conversion entry on the next year's first day when an open folder holds that
 * day, matched with what it reverses; the row is locked first, so two calls at once reverse it once.
 * Returns whether it is (now) reversed.
 */
export async function bookRevaluationReversal(tx: Transaction, company: CompanyContext, id: string): Promise<boolean> {
  const [row] = await tx
    .select()
    .from(currencyRevaluations)
    .where(and(eq(currencyRevaluations.companyId, company.companyId), eq(currencyRevaluations.id, id)))
    .for('update');
  if (!row) return false;
  if (row.reversalEntryId || !row.conversionEntryId) return true;
  const folderId = await openFolderIdHolding(tx, company.companyId, row.reversalOn);
  if (!folderId) return false;
  const reversal = await reverseJournalEntry(tx, {
    companyId: company.companyId,
    entryId: row.conversionEntryId,
    postedBy: company.userId,
    entryOn: row.reversalOn,
    language: await companyLanguage(tx, company.companyId),
  });
  await tx
    .update(currencyRevaluations)
    .set({ reversalEntryId: reversal.id })
    .where(and(eq(currencyRevaluations.companyId, company.companyId), eq(currencyRevaluations.id, row.id)));
  await matchRevaluationReversal(tx, company, { entryId: row.conversionEntryId, reversalEntryId: reversal.id });
  return true;
}

/** Every revaluation reversal left waiting for the folder of its day (see bookPendingReversals). */
export async function bookPendingRevaluationReversals(tx: Transaction, company: CompanyContext) {
  const pending = await tx
    .select({ id: currencyRevaluations.id })
    .from(currencyRevaluations)
    .where(
      and(
        eq(currencyRevaluations.companyId, company.companyId),
        isNull(currencyRevaluations.reversalEntryId),
        isNotNull(currencyRevaluations.conversionEntryId),
      ),
    )
    .orderBy(asc(currencyRevaluations.reversalOn));
  let booked = 0;
  for (const { id } of pending) if (await bookRevaluationReversal(tx, company, id)) booked += 1;
  return { booked, pending: pending.length - booked };
}

async function openFolderIdHolding(tx: Transaction, companyId: string, day: string): Promise<string | null> {
  const [folder] = await tx
    .select({ id: workFolders.id })
    .from(workFolders)
    .where(
      and(
        eq(workFolders.companyId, companyId),
        lte(workFolders.startOn, day),
        gte(workFolders.endOn, day),
        eq(workFolders.status, 'OPEN'),
      ),
    );
  return folder?.id ?? null;
}

const entryNumberOf = async (tx: Transaction, companyId: string, id: string | null) => {
  if (!id) return null;
  const [entry] = await tx
    .select({ number: journalEntries.number })
    .from(journalEntries)
    .where(and(eq(journalEntries.companyId, companyId), eq(journalEntries.id, id)));
  return entry?.number ?? null;
};

function positionView(position: ForeignPosition, rate: ExchangeRate | undefined, company: CompanyContext) {
  const revalued = rate ? convert(position.foreignBalance, position.currency, rate, company.currency) : null;
  return {
    accountNumber: position.accountNumber,
    subAccountId: position.subAccountId,
    currency: position.currency,
    foreignBalance: formatAmount(toAmount(position.foreignBalance), currencyScale(position.currency)),
    bookBalance: formatAmount(position.bookBalance, company.scale),
    revaluedBalance: revalued === null ? null : formatAmount(revalued, company.scale),
    difference: revalued === null ? null : formatAmount(toAmount(revalued - position.bookBalance), company.scale),
  };
}

/**
 * The revaluation of a folder as the year-end screen shows it: once posted, at its date and rates with
 * its entries; before, what it would post at `date` (the folder's last day by default).
 */
export async function currencyRevaluationOf(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: { date?: string | undefined },
): Promise<CurrencyRevaluation> {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const row = await findRevaluation(tx, company.companyId, folder.id);
  const date = row?.revaluedOn ?? query.date ?? folder.endOn;
  const plan = await revaluationPlan(tx, company, folder.id, date);
  const rates = row
    ? new Map(Object.entries(row.rates).map(([currency, rate]) => [currency, readExchangeRate(rate)]))
    : plan.rates;
  const required = latentLosses(
    revaluePositions(
      plan.items.filter((item) => rates.has(item.currency)),
      rates,
      company.currency,
    ),
  );
  const number = (id: string | null | undefined) => entryNumberOf(tx, company.companyId, id ?? null);
  return {
    date,
    done: row !== null,
    rates: [...rates].map(([currency, rate]) => ({
      currency,
      rate: formatExchangeRate(rate),
      fixed: fixedExchangeRate(currency, company.currency) !== null,
    })),
    missingRates: row ? [] : plan.missing,
    items: plan.items.map((item) => positionView(item, rates.get(item.currency), company)),
    cash: plan.cash.map((item) => positionView(item, rates.get(item.currency), company)),
    provisions: {
      trade: formatAmount(row ? toAmount(row.tradeProvision) : required.TRADE, company.scale),
      financial: formatAmount(row ? toAmount(row.financialProvision) : required.FINANCIAL, company.scale),
    },
    entryNumbers: {
      conversion: await number(row?.conversionEntryId),
      cash: await number(row?.cashEntryId),
      provision: await number(row?.provisionEntryId),
      reversal: await number(row?.reversalEntryId),
    },
  };
}

import {
  currencyScale,
  isKnownCurrency,
  normalizeAccountIdentifier,
  PCG_POSTING_ACCOUNTS,
  SYSCOHADA_POSTING_ACCOUNTS,
  treasuryJournalCode,
  treasuryKindOf,
} from '@bilan/accounting';
import type {
  Language,
  SaveTreasuryAccountBody,
  TreasuryAccount,
  TreasuryAccountList,
  TreasuryKind,
} from '@bilan/contract';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { childNumbersSql } from '../../db/account-children.ts';
import type { Transaction } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { accountLabelSql, refAccountJoin } from '../accounts/account-labels.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { type CompanyContext, companyLanguage } from '../companies/company-context.ts';
import { createWalletJournal, findJournalById } from '../ledger/journals.service.ts';
import { journalLines } from '../ledger/ledger.table.ts';
import { refAccounts } from '../referentials/referentials.table.ts';
import { treasuryAccounts } from './treasury-accounts.table.ts';

type TreasuryRow = typeof treasuryAccounts.$inferSelect;
type AccountRow = { id: string; number: string; label: string };

/** A treasury account is a class-5 account of at least three digits, as postings need. */
const isTreasuryNumber = (number: string) => number.startsWith('5') && number.length >= 3;

/** The framework's treasury prefixes (cash, mobile money), which the settings do not change. */
const prefixesOf = (company: CompanyContext) =>
  company.framework === 'PCG' ? PCG_POSTING_ACCOUNTS : SYSCOHADA_POSTING_ACCOUNTS;

const WALLET_LABELS: Record<Language, string> = { en: 'Mobile money', fr: 'Monnaie électronique' };

async function readAccounts(tx: Transaction, company: CompanyContext, where: ReturnType<typeof and>, limit: number) {
  const language = await companyLanguage(tx, company.companyId);
  return tx
    .select({ id: companyAccounts.id, number: companyAccounts.number, label: accountLabelSql(language) })
    .from(companyAccounts)
    .leftJoin(refAccounts, refAccountJoin(company.framework))
    .where(and(eq(companyAccounts.companyId, company.companyId), where))
    .orderBy(asc(companyAccounts.number))
    .limit(limit);
}

/** The company's treasury account of that id: 404 when not the company's, 422 when not of class 5. */
export async function getTreasuryAccountRow(tx: Transaction, company: CompanyContext, accountId: string) {
  const [account] = await readAccounts(tx, company, eq(companyAccounts.id, accountId), 1);
  if (!account) throw notFound();
  if (!isTreasuryNumber(account.number)) throw new AppError('ACCOUNT_MUST_BE_TREASURY');
  return account;
}

async function findTreasuryRow(tx: Transaction, companyId: string, accountId: string) {
  const [row] = await tx
    .select()
    .from(treasuryAccounts)
    .where(and(eq(treasuryAccounts.companyId, companyId), eq(treasuryAccounts.accountId, accountId)));
  return row;
}

/**
 * The row of a treasury account, written the first time it is needed: a mobile-money wallet gets
 * its journal then (when its account is created in the chart, or at its first posting for accounts
 * older than wallets' journals), so its postings never go to the bank journal.
 */
export async function openTreasuryAccount(
  tx: Transaction,
  company: CompanyContext,
  account: Pick<AccountRow, 'id' | 'number'>,
  kind?: TreasuryKind,
): Promise<TreasuryRow> {
  const found = await findTreasuryRow(tx, company.companyId, account.id);
  const wanted = kind ?? found?.kind ?? treasuryKindOf(account.number, prefixesOf(company));
  if (found && found.kind === wanted && (wanted !== 'MOBILE_MONEY' || found.journalId)) return found;
  // Two first postings of one wallet must not open two journals: the account's row serializes them,
  // and the row is read again once it is held.
  await tx
    .select({ id: companyAccounts.id })
    .from(companyAccounts)
    .where(and(eq(companyAccounts.companyId, company.companyId), eq(companyAccounts.id, account.id)))
    .for('update');
  const existing = await findTreasuryRow(tx, company.companyId, account.id);
  if (existing && existing.kind === wanted && (wanted !== 'MOBILE_MONEY' || existing.journalId)) return existing;
  const journalId =
    wanted === 'MOBILE_MONEY' && !existing?.journalId
      ? (
          await createWalletJournal(
            tx,
            company.companyId,
            `${WALLET_LABELS[await companyLanguage(tx, company.companyId)]} ${account.number}`,
          )
        ).id
      : (existing?.journalId ?? null);
  const [row] = await tx
    .insert(treasuryAccounts)
    .values({ companyId: company.companyId, accountId: account.id, kind: wanted, journalId })
    .onConflictDoUpdate({
      target: [treasuryAccounts.companyId, treasuryAccounts.accountId],
      set: { kind: wanted, journalId, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('treasury account upsert returned no row');
  return row;
}

/** A treasury account added to the chart is opened at once, so a new wallet shows its journal. */
export const treasuryAccountOpened = async (
  tx: Transaction,
  company: CompanyContext,
  account: Pick<AccountRow, 'id' | 'number'>,
): Promise<void> => {
  if (isTreasuryNumber(account.number)) await openTreasuryAccount(tx, company, account);
};

/**
 * The journal a treasury account's postings go to: a wallet's own (created if it has none yet), else
 * the cash journal CA or the bank journal BQ by the account's number.
 */
export async function treasuryJournalOf(
  tx: Transaction,
  company: CompanyContext,
  account: { accountId: string; accountNumber: string },
): Promise<string> {
  const row = await openTreasuryAccount(tx, company, { id: account.accountId, number: account.accountNumber });
  const code = await journalCodeOf(tx, company, row.kind, row.journalId, account.accountNumber);
  if (!code) throw new Error('an opened wallet has its journal');
  return code;
}

/**
 * A wallet's own journal (null until it has one); cash in CA; a bank in BQ. The journal a wallet had
 * is kept if it turns back into a bank account, and is its own again if it turns back into a wallet.
 */
async function journalCodeOf(
  tx: Transaction,
  company: CompanyContext,
  kind: TreasuryKind,
  journalId: string | null,
  accountNumber: string,
): Promise<string | null> {
  if (kind === 'MOBILE_MONEY') {
    const journal = journalId ? await findJournalById(tx, company.companyId, journalId) : undefined;
    return journal?.companyId === company.companyId ? journal.code : null;
  }
  if (kind === 'CASH') return 'CA';
  return treasuryJournalCode({ accountNumber }, prefixesOf(company));
}

/** The kind the settings gave a treasury account, or undefined while its number says it. */
export async function setTreasuryKind(tx: Transaction, companyId: string, accountId: string) {
  return (await findTreasuryRow(tx, companyId, accountId))?.kind;
}

/** What a statement of the account must name: its currency (the company's unless set) and its IBAN once known. */
export async function statementAccountOf(tx: Transaction, company: CompanyContext, accountId: string) {
  const row = await findTreasuryRow(tx, company.companyId, accountId);
  return { currency: row?.currency ?? company.currency, identifier: row?.accountIdentifier ?? null };
}

/**
 * The currency a treasury account holds its money in: its statements, balances and reconciliation are
 * in it (`scale` its minor unit); `foreign` is that currency when not the company's, else null.
 */
export async function treasuryCurrencyOf(tx: Transaction, company: CompanyContext, accountId: string) {
  const currency = (await findTreasuryRow(tx, company.companyId, accountId))?.currency ?? company.currency;
  return {
    currency,
    foreign: currency === company.currency ? null : currency,
    scale: currency === company.currency ? company.scale : currencyScale(currency),
  };
}

/** Which of these accounts have journal lines, and so a currency that can no longer change. */
async function accountsWithLines(tx: Transaction, companyId: string, accountIds: readonly string[]) {
  if (accountIds.length === 0) return new Set<string>();
  const result = await tx.execute(
    sql`select a.id as "accountId" from unnest(${sql.param([...accountIds])}::uuid[]) as a(id)
        where exists (select 1 from ${journalLines} l where l.company_id = ${companyId} and l.account_id = a.id)`,
  );
  return new Set((result as unknown as { rows: Array<{ accountId: string }> }).rows.map((row) => row.accountId));
}

/** Keeps the IBAN or account number a first statement file named, for an account that had none. */
export async function keepAccountIdentifier(
  tx: Transaction,
  company: CompanyContext,
  account: Pick<AccountRow, 'id' | 'number'>,
  identifier: string,
): Promise<void> {
  await openTreasuryAccount(tx, company, account);
  await tx
    .update(treasuryAccounts)
    .set({ accountIdentifier: identifier, updatedAt: sql`now()` })
    .where(
      and(
        eq(treasuryAccounts.companyId, company.companyId),
        eq(treasuryAccounts.accountId, account.id),
        sql`${treasuryAccounts.accountIdentifier} is null`,
      ),
    );
}

async function toTreasuryAccount(
  tx: Transaction,
  company: CompanyContext,
  account: AccountRow,
  row: TreasuryRow | undefined,
  currencyLocked: boolean,
): Promise<TreasuryAccount> {
  const kind = row?.kind ?? treasuryKindOf(account.number, prefixesOf(company));
  return {
    accountId: account.id,
    accountNumber: account.number,
    label: account.label,
    kind,
    journalCode: await journalCodeOf(tx, company, kind, row?.journalId ?? null, account.number),
    currency: row?.currency ?? company.currency,
    accountIdentifier: row?.accountIdentifier ?? null,
    currencyLocked,
  };
}

/** The treasury accounts that take postings (class 5 leaves), by account number, a page at a time. */
export async function listTreasuryAccounts(
  tx: Transaction,
  company: CompanyContext,
  query: { limit: number; cursor?: string },
): Promise<TreasuryAccountList> {
  const accounts = await readAccounts(
    tx,
    company,
    and(
      sql`${companyAccounts.number} like '5%'`,
      sql`length(${companyAccounts.number}) >= 3`,
      sql`cardinality(${childNumbersSql()}) = 0`,
      eq(companyAccounts.active, true),
      query.cursor ? gt(companyAccounts.number, query.cursor) : undefined,
    ),
    query.limit + 1,
  );
  const page = accounts.slice(0, query.limit);
  const rows = await tx.select().from(treasuryAccounts).where(eq(treasuryAccounts.companyId, company.companyId));
  const byAccount = new Map(rows.map((row) => [row.accountId, row]));
  const locked = await accountsWithLines(
    tx,
    company.companyId,
    page.map((account) => account.id),
  );
  return {
    items: await Promise.all(
      page.map((account) => toTreasuryAccount(tx, company, account, byAccount.get(account.id), locked.has(account.id))),
    ),
    nextCursor: accounts.length > query.limit ? (page.at(-1)?.number ?? null) : null,
  };
}

/**
 * A currency Bilan knows, chosen while the account has no posted line: its lines' amounts are in its
 * currency (statements, reconciliation, revaluation), so changing it afterwards would misread them.
 */
async function checkCurrencyChange(
  tx: Transaction,
  company: CompanyContext,
  accountId: string,
  current: string | null,
  wanted: string | null,
): Promise<void> {
  if (wanted === current) return;
  if (wanted && !isKnownCurrency(wanted)) {
    throw new AppError('CURRENCY_UNKNOWN', { fields: [{ path: 'currency', code: 'CURRENCY_UNKNOWN' }] });
  }
  const [line] = await tx
    .select({ id: journalLines.id })
    .from(journalLines)
    .where(and(eq(journalLines.companyId, company.companyId), eq(journalLines.accountId, accountId)))
    .limit(1);
  if (line)
    throw new AppError('TREASURY_CURRENCY_LOCKED', {
      fields: [{ path: 'currency', code: 'TREASURY_CURRENCY_LOCKED' }],
    });
}

/** Sets a treasury account's kind, currency and IBAN; a wallet gets its journal, which it keeps. */
export async function saveTreasuryAccount(
  tx: Transaction,
  company: CompanyContext,
  accountId: string,
  body: SaveTreasuryAccountBody,
): Promise<TreasuryAccount> {
  const account = await getTreasuryAccountRow(tx, company, accountId);
  const before = await findTreasuryRow(tx, company.companyId, accountId);
  const currency = body.currency && body.currency !== company.currency ? body.currency : null;
  await checkCurrencyChange(tx, company, accountId, before?.currency ?? null, currency);
  await openTreasuryAccount(tx, company, account, body.kind);
  await tx
    .update(treasuryAccounts)
    .set({ currency, accountIdentifier: normalizeAccountIdentifier(body.accountIdentifier), updatedAt: sql`now()` })
    .where(and(eq(treasuryAccounts.companyId, company.companyId), eq(treasuryAccounts.accountId, accountId)));
  const after = await findTreasuryRow(tx, company.companyId, accountId);
  await recordAudit(tx, company, {
    action: before ? 'UPDATE' : 'CREATE',
    entityType: 'TREASURY_ACCOUNT',
    entityId: accountId,
    before: before ?? null,
    after: after ?? null,
  });
  const locked = await accountsWithLines(tx, company.companyId, [accountId]);
  return toTreasuryAccount(tx, company, account, after, locked.has(accountId));
}

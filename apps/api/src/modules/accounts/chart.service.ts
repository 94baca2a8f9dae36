import { carriesOpenItems, groupAccountNumbers } from '@bilan/accounting';
import type {
  ChartOfAccounts,
  CompactChart,
  CompanyAccount,
  CreateAccountBody,
  Language,
  SaveSubAccountBody,
  SubAccount,
  UpdateAccountBody,
} from '@bilan/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { databaseErrorCode } from '../../db/tenant.ts';
import { AppError, notFound, validationFailed } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { accountBalances } from '../ledger/ledger.table.ts';
import { refAccountCategories, refAccounts } from '../referentials/referentials.table.ts';
import { accountLabelSql, refAccountJoin } from './account-labels.ts';
import { companyAccounts, subAccounts } from './accounts.table.ts';

/** The chart by class; each account with its parent number, whether it has postings, and its sub-accounts. */
export async function getChartOfAccounts(
  tx: Transaction,
  company: CompanyContext,
  language: Language,
): Promise<ChartOfAccounts> {
  const accounts = await readAccounts(tx, company, language);
  const classes = await tx
    .select()
    .from(refAccountCategories)
    .where(eq(refAccountCategories.framework, company.framework))
    .orderBy(asc(refAccountCategories.classNumber));
  return classes.map((category) => ({
    class: category.classNumber,
    label: language === 'fr' ? category.frLabel : category.enLabel,
    accounts: accounts.filter((account) => account.class === category.classNumber),
  }));
}

/** The chart as the editors read it (`?fields=compact`, docs/decisions/0007-slow-networks.md). */
export function compactChart(chart: ChartOfAccounts): CompactChart {
  return chart.map((group) => ({
    class: group.class,
    label: group.label,
    accounts: group.accounts.map((account) => ({
      id: account.id,
      number: account.number,
      label: account.label,
      active: account.active,
      isGroup: account.isGroup,
      openItems: account.openItems,
      subAccounts: account.subAccounts.map(({ id, number, label, partyId }) => ({ id, number, label, partyId })),
    })),
  }));
}

export async function getAccount(
  tx: Transaction,
  company: CompanyContext,
  accountId: string,
  language: Language,
): Promise<CompanyAccount> {
  const account = (await readAccounts(tx, company, language, accountId))[0];
  if (!account) throw notFound();
  return account;
}

async function readAccounts(tx: Transaction, company: CompanyContext, language: Language, onlyId?: string) {
  const rows = await tx
    .select({
      id: companyAccounts.id,
      number: companyAccounts.number,
      label: accountLabelSql(language),
      class: companyAccounts.classNumber,
      nature: companyAccounts.nature,
      refAccountNumber: companyAccounts.refAccountNumber,
      active: companyAccounts.active,
      openItemsFlag: companyAccounts.openItems,
      hasPostings: sql<boolean>`exists (select 1 from ${accountBalances} where ${accountBalances.companyId} = ${companyAccounts.companyId} and ${accountBalances.accountId} = ${companyAccounts.id})`,
    })
    .from(companyAccounts)
    .leftJoin(refAccounts, refAccountJoin(company.framework))
    .where(eq(companyAccounts.companyId, company.companyId))
    .orderBy(asc(companyAccounts.number));
  const numbers = new Set(rows.map((row) => row.number));
  // The ledger refuses postings to these by the same rule (ledger.service.ts, ACCOUNT_IS_GROUP).
  const groups = groupAccountNumbers(numbers);
  const subs = await tx
    .select()
    .from(subAccounts)
    .where(and(eq(subAccounts.companyId, company.companyId), onlyId ? eq(subAccounts.accountId, onlyId) : undefined))
    .orderBy(asc(subAccounts.number));
  return rows
    .filter((row) => !onlyId || row.id === onlyId)
    .map(({ openItemsFlag, ...row }) => ({
      ...row,
      isGroup: groups.has(row.number),
      openItems: carriesOpenItems(row.number, openItemsFlag),
      parentNumber: parentNumberOf(row.number, numbers),
      subAccounts: subs.filter((sub) => sub.accountId === row.id).map(toSubAccount),
    }));
}

/** The longest shorter number of the chart that starts this one (411 for 4111), or null for a class head. */
export function parentNumberOf(number: string, numbers: ReadonlySet<string>): string | null {
  for (let length = number.length - 1; length >= 1; length--) {
    const prefix = number.slice(0, length);
    if (numbers.has(prefix)) return prefix;
  }
  return null;
}

function toSubAccount(row: typeof subAccounts.$inferSelect): SubAccount {
  return { id: row.id, accountId: row.accountId, number: row.number, label: row.label, partyId: row.partyId };
}

export async function createAccount(
  tx: Transaction,
  company: CompanyContext,
  body: CreateAccountBody,
  language: Language,
): Promise<CompanyAccount> {
  const classNumber = body.number.slice(0, 1);
  const [category] = await tx
    .select()
    .from(refAccountCategories)
    .where(
      and(eq(refAccountCategories.framework, company.framework), eq(refAccountCategories.classNumber, classNumber)),
    );
  if (!category) throw validationFailed([{ path: 'number', code: 'ACCOUNT_CLASS_UNKNOWN' }]);
  const parent = await findNearestAccount(tx, company, body.number);
  const [reference] = await tx
    .select()
    .from(refAccounts)
    .where(and(eq(refAccounts.framework, company.framework), eq(refAccounts.number, body.number)));
  const id = newId();
  await insertOrConflict(
    tx.insert(companyAccounts).values({
      id,
      companyId: company.companyId,
      number: body.number,
      customLabel: body.label,
      classNumber,
      nature: parent?.nature ?? reference?.nature ?? 'mixed',
      isGroup: false,
      refAccountNumber: reference?.number ?? null,
    }),
    'ACCOUNT_NUMBER_ALREADY_USED',
  );
  const created = await getAccount(tx, company, id, language);
  await recordAudit(tx, company, { action: 'CREATE', entityType: 'ACCOUNT', entityId: id, after: created });
  return created;
}

export async function updateAccount(
  tx: Transaction,
  company: CompanyContext,
  body: UpdateAccountBody,
  language: Language,
): Promise<CompanyAccount> {
  const current = await getAccount(tx, company, body.id, language);
  if (current.hasPostings && (body.number !== current.number || !body.active))
    throw new AppError('ACCOUNT_HAS_POSTINGS');
  if (body.number.slice(0, 1) !== current.class) {
    throw validationFailed([{ path: 'number', code: 'ACCOUNT_CLASS_CANNOT_CHANGE' }]);
  }
  // A label left as shown keeps following the reader's language; a new one is the company's own.
  const customLabel = body.label === current.label && current.refAccountNumber ? undefined : body.label;
  await insertOrConflict(
    tx
      .update(companyAccounts)
      .set({
        number: body.number,
        active: body.active,
        ...(customLabel === undefined ? {} : { customLabel }),
        ...(body.openItems === undefined ? {} : { openItems: body.openItems }),
      })
      .where(and(eq(companyAccounts.id, body.id), eq(companyAccounts.companyId, company.companyId))),
    'ACCOUNT_NUMBER_ALREADY_USED',
  );
  const after = await getAccount(tx, company, body.id, language);
  await recordAudit(tx, company, {
    action: 'UPDATE',
    entityType: 'ACCOUNT',
    entityId: body.id,
    before: current,
    after,
  });
  return after;
}

export async function saveSubAccount(
  tx: Transaction,
  company: CompanyContext,
  body: SaveSubAccountBody,
): Promise<SubAccount> {
  const [account] = await tx
    .select({ id: companyAccounts.id })
    .from(companyAccounts)
    .where(and(eq(companyAccounts.id, body.accountId), eq(companyAccounts.companyId, company.companyId)));
  if (!account) throw new AppError('ACCOUNT_UNKNOWN', { fields: [{ path: 'accountId', code: 'ACCOUNT_UNKNOWN' }] });
  const id = body.id ?? newId();
  if (body.id) {
    const [existing] = await tx
      .select()
      .from(subAccounts)
      .where(and(eq(subAccounts.id, body.id), eq(subAccounts.companyId, company.companyId)));
    if (!existing) throw notFound();
    await insertOrConflict(
      tx
        .update(subAccounts)
        .set({ number: body.number, label: body.label, accountId: body.accountId })
        .where(and(eq(subAccounts.companyId, company.companyId), eq(subAccounts.id, body.id))),
      'SUB_ACCOUNT_NUMBER_ALREADY_USED',
    );
  } else {
    await insertOrConflict(
      tx.insert(subAccounts).values({
        id,
        companyId: company.companyId,
        accountId: body.accountId,
        number: body.number,
        label: body.label,
      }),
      'SUB_ACCOUNT_NUMBER_ALREADY_USED',
    );
  }
  const [row] = await tx
    .select()
    .from(subAccounts)
    .where(and(eq(subAccounts.companyId, company.companyId), eq(subAccounts.id, id)));
  if (!row) throw notFound();
  const saved = toSubAccount(row);
  await recordAudit(tx, company, {
    action: body.id ? 'UPDATE' : 'CREATE',
    entityType: 'SUB_ACCOUNT',
    entityId: id,
    after: saved,
  });
  return saved;
}

async function findNearestAccount(tx: Transaction, company: CompanyContext, number: string) {
  const prefixes = Array.from({ length: number.length - 1 }, (_, index) => number.slice(0, index + 1));
  if (prefixes.length === 0) return undefined;
  const rows = await tx
    .select({ number: companyAccounts.number, nature: companyAccounts.nature })
    .from(companyAccounts)
    .where(and(eq(companyAccounts.companyId, company.companyId), sql`${companyAccounts.number} in ${prefixes}`));
  return rows.sort((a, b) => b.number.length - a.number.length)[0];
}

async function insertOrConflict(
  statement: PromiseLike<unknown>,
  code: 'ACCOUNT_NUMBER_ALREADY_USED' | 'SUB_ACCOUNT_NUMBER_ALREADY_USED',
) {
  try {
    await statement;
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new AppError(code);
    throw error;
  }
}

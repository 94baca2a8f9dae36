import {
  type Amount,
  currencyScale,
  formatAmount,
  formatInCurrency,
  isControlAccountFor,
  isKnownCurrency,
  parseAmount,
  sumAmounts,
  toAmount,
  todayOn,
} from '@bilan/accounting';
import type {
  ControlAccountOption,
  FieldError,
  Language,
  ListPartiesQuery,
  Party,
  PartyDetail,
  PartyPage,
  PartyRole,
  SavePartyBody,
} from '@bilan/contract';
import { findPhoneOperator, type PhonePrefix, readPhone } from '@bilan/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { databaseErrorCode } from '../../db/tenant.ts';
import { AppError, notFound, validationFailed } from '../../http/app-error.ts';
import { newId } from '../../lib/ids.ts';
import { accountLabelSql, refAccountJoin } from '../accounts/account-labels.ts';
import { companyAccounts, subAccounts } from '../accounts/accounts.table.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { companies } from '../companies/companies.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { countries, refAccounts } from '../referentials/referentials.table.ts';
import { postingAccountsOf } from '../settings/settings.service.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import {
  findDefaultWorkFolderId,
  findOpenDocuments,
  findParty,
  listPartyRows,
  lockPartyCodes,
  nextPartyCode,
  type PartyRow,
  readControlAccounts,
  readForeignBalances,
  readSubAccountBalances,
  type SubAccountControl,
} from './parties.queries.ts';
import { parties } from './parties.table.ts';
import { phonePrefixes } from './phone-prefixes.ts';

/** Who the use case works for: the company, customers or suppliers, and the phone operator table. */
export interface PartyScope {
  company: CompanyContext;
  role: PartyRole;
  phonePrefixes: readonly PhonePrefix[];
}

/** The account parties of a role live under: 411 and 401 unless the company's settings name others. */
async function controlAccountNumber(tx: Transaction, scope: PartyScope): Promise<string> {
  const { numbers } = await postingAccountsOf(tx, scope.company);
  return scope.role === 'CUSTOMER' ? numbers.customer : numbers.supplier;
}

export async function getControlAccountId(tx: Transaction, scope: PartyScope): Promise<string> {
  const [account] = await tx
    .select({ id: companyAccounts.id })
    .from(companyAccounts)
    .where(
      and(
        eq(companyAccounts.companyId, scope.company.companyId),
        eq(companyAccounts.number, await controlAccountNumber(tx, scope)),
      ),
    );
  if (!account) throw new AppError('ACCOUNT_UNKNOWN');
  return account.id;
}

/**
 * The accounts a party of the role may hang under (`isControlAccountFor`: 41x for customers; 40x, and
 * 481 in SYSCOHADA, for suppliers; leaves of the chart, active), the settings' one marked as the default.
 */
export async function listControlAccounts(
  tx: Transaction,
  scope: PartyScope,
  language: Language,
): Promise<ControlAccountOption[]> {
  const chart = await tx
    .select({
      id: companyAccounts.id,
      number: companyAccounts.number,
      label: accountLabelSql(language),
      active: companyAccounts.active,
    })
    .from(companyAccounts)
    .leftJoin(refAccounts, refAccountJoin(scope.company.framework))
    .where(eq(companyAccounts.companyId, scope.company.companyId))
    .orderBy(asc(companyAccounts.number));
  const numbers = chart.map((account) => account.number);
  const defaultNumber = await controlAccountNumber(tx, scope);
  return chart
    .filter(
      (account) => account.active && isControlAccountFor(scope.role, scope.company.framework, account.number, numbers),
    )
    .map(({ id, number, label }) => ({ id, number, label, isDefault: number === defaultNumber }));
}

/** The control account asked for, if it is one the role may take; else a 422 on the field. */
async function allowedControlAccountId(tx: Transaction, scope: PartyScope, accountId: string): Promise<string> {
  const [account] = await tx
    .select({ id: companyAccounts.id, number: companyAccounts.number, active: companyAccounts.active })
    .from(companyAccounts)
    .where(and(eq(companyAccounts.id, accountId), eq(companyAccounts.companyId, scope.company.companyId)));
  const children = account
    ? await tx
        .select({ number: companyAccounts.number })
        .from(companyAccounts)
        .where(
          and(
            eq(companyAccounts.companyId, scope.company.companyId),
            sql`starts_with(${companyAccounts.number}, ${account.number})`,
          ),
        )
    : [];
  const allowed =
    account?.active &&
    isControlAccountFor(
      scope.role,
      scope.company.framework,
      account.number,
      children.map((child) => child.number),
    );
  if (!account || !allowed) {
    throw new AppError('PARTY_CONTROL_ACCOUNT_NOT_ALLOWED', {
      fields: [{ path: 'controlAccountId', code: 'PARTY_CONTROL_ACCOUNT_NOT_ALLOWED' }],
    });
  }
  return account.id;
}

/**
 * The amount still due on documents of one work folder, by id, as the documents module reads it with
 * their settlement. app.ts passes documents' `amountsDueOf` (document-view.ts): parties sit below
 * documents in the order of modules (docs/architecture.md), so this module does not import it.
 */
export type AmountsDue = (
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  documentIds: string[],
) => Promise<Map<string, string | null>>;

/** Documents whose settlement is read together: the page size of the party's statement. */
const SETTLEMENT_CHUNK = 500;

/**
 * The amount still due on each of the party's validated documents, all of them (not only the first
 * page the statement lists), read with its settlement as each document's page shows it.
 */
async function partyAmountsDue(
  tx: Transaction,
  company: CompanyContext,
  partyId: string,
  amountsDue: AmountsDue,
): Promise<Map<string, { amountDue: string | null; currency: string }>> {
  const folders = await tx
    .select({
      id: accountingDocuments.id,
      workFolderId: accountingDocuments.workFolderId,
      currency: accountingDocuments.currency,
    })
    .from(accountingDocuments)
    .where(
      and(
        eq(accountingDocuments.companyId, company.companyId),
        eq(accountingDocuments.partyId, partyId),
        eq(accountingDocuments.state, 'VALIDATED'),
      ),
    );
  const currencies = new Map(folders.map((row) => [row.id, row.currency ?? company.currency]));
  const due = new Map<string, { amountDue: string | null; currency: string }>();
  for (const workFolderId of new Set(folders.map((row) => row.workFolderId))) {
    const ids = folders.filter((row) => row.workFolderId === workFolderId).map((row) => row.id);
    for (let start = 0; start < ids.length; start += SETTLEMENT_CHUNK) {
      const chunk = ids.slice(start, start + SETTLEMENT_CHUNK);
      for (const [documentId, amountDue] of await amountsDue(tx, company, workFolderId, chunk)) {
        due.set(documentId, { amountDue, currency: currencies.get(documentId) ?? company.currency });
      }
    }
  }
  return due;
}

const isZero = (amount: string | null) => amount === '0' || /^0\.0+$/.test(amount ?? '');

/**
 * What the party's open documents still owe together, per currency (a document's amount due is in its
 * own), in minor units summed (never floats), formatted; the company's currency first, never mixed.
 */
function openAmountsOf(due: ReadonlyMap<string, { amountDue: string | null; currency: string }>, company: string) {
  const byCurrency = new Map<string, Amount[]>([[company, []]]);
  for (const { amountDue, currency } of due.values()) {
    const amounts = byCurrency.get(currency) ?? [];
    amounts.push(parseAmount(amountDue ?? '0', currencyScale(currency)));
    byCurrency.set(currency, amounts);
  }
  return [...byCurrency.entries()].map(([currency, amounts]) => ({
    currency,
    amount: formatAmount(sumAmounts(amounts), currencyScale(currency)),
  }));
}

/**
 * Creates the party and its own sub-account (number = code, label = name) under its control account:
 * the one asked for, else the settings' customer or supplier account.
 */
export async function createParty(tx: Transaction, scope: PartyScope, body: SavePartyBody): Promise<Party> {
  const fields = await checkPartyFields(tx, scope.company, body);
  const accountId = body.controlAccountId
    ? await allowedControlAccountId(tx, scope, body.controlAccountId)
    : await getControlAccountId(tx, scope);
  const id = newId();
  const subAccountId = newId();
  let code = blankToNull(body.code);
  if (!code) {
    await lockPartyCodes(tx, scope.company.companyId, scope.role);
    code = await nextPartyCode(tx, scope.company.companyId, scope.role);
  }
  await refuseDuplicateCode(async () => {
    await tx.insert(subAccounts).values({
      id: subAccountId,
      companyId: scope.company.companyId,
      accountId,
      number: code,
      label: body.name,
      partyId: id,
    });
    await tx
      .insert(parties)
      .values({ id, companyId: scope.company.companyId, role: scope.role, code, subAccountId, ...fields });
  });
  const created = await getParty(tx, scope, id);
  await recordAudit(tx, scope.company, { action: 'CREATE', entityType: scope.role, entityId: id, after: created });
  return created;
}

/**
 * Replaces the party's fields; its sub-account follows a new code or name, and a new control account
 * while it has no postings (after that, a 422). An empty code keeps the current one.
 */
export async function updateParty(tx: Transaction, scope: PartyScope, id: string, body: SavePartyBody): Promise<Party> {
  const current = await getPartyRow(tx, scope, id);
  const before = await getParty(tx, scope, id);
  const fields = await checkPartyFields(tx, scope.company, body);
  const code = blankToNull(body.code) ?? current.code;
  let accountId = before.controlAccountId;
  if (body.controlAccountId && body.controlAccountId !== before.controlAccountId) {
    if (before.controlAccountFixed) {
      throw new AppError('PARTY_CONTROL_ACCOUNT_FIXED', {
        fields: [{ path: 'controlAccountId', code: 'PARTY_CONTROL_ACCOUNT_FIXED' }],
      });
    }
    accountId = await allowedControlAccountId(tx, scope, body.controlAccountId);
  }
  await refuseDuplicateCode(async () => {
    await tx
      .update(subAccounts)
      .set({ number: code, label: body.name, accountId })
      .where(and(eq(subAccounts.id, current.subAccountId), eq(subAccounts.companyId, scope.company.companyId)));
    await tx
      .update(parties)
      .set({ code, ...fields, updatedAt: new Date() })
      .where(and(eq(parties.id, id), eq(parties.companyId, scope.company.companyId)));
  });
  const after = await getParty(tx, scope, id);
  await recordAudit(tx, scope.company, { action: 'UPDATE', entityType: scope.role, entityId: id, before, after });
  return after;
}

export async function getParty(tx: Transaction, scope: PartyScope, id: string, workFolderId?: string): Promise<Party> {
  const row = await getPartyRow(tx, scope, id);
  const folderId = await balanceWorkFolderId(tx, scope.company, workFolderId);
  const balances = await readSubAccountBalances(tx, scope.company.companyId, folderId, [row.subAccountId]);
  return toParty(row, balances, await readControlAccounts(tx, scope.company.companyId, [row.subAccountId]), scope);
}

/** The party with its validated documents (open items). */
export async function getPartyDetail(
  tx: Transaction,
  scope: PartyScope,
  amountsDue: AmountsDue,
  id: string,
  workFolderId?: string,
): Promise<PartyDetail> {
  const party = await getParty(tx, scope, id, workFolderId);
  const listed = await findOpenDocuments(tx, scope.company, id);
  const due = await partyAmountsDue(tx, scope.company, id, amountsDue);
  const [own, ...foreign] = openAmountsOf(due, scope.company.currency);
  const folderId = await balanceWorkFolderId(tx, scope.company, workFolderId);
  return {
    ...party,
    openDocuments: listed
      .map((document) => ({ ...document, amountDue: due.get(document.id)?.amountDue ?? null }))
      .filter((document) => !isZero(document.amountDue)),
    openAmount: own?.amount ?? '0',
    openAmountsInCurrency: foreign,
    balancesInCurrency: (await readForeignBalances(tx, scope.company.companyId, folderId, party.subAccountId)).map(
      (row) => ({ currency: row.currency, amount: formatInCurrency(row.balance, row.currency) }),
    ),
  };
}

export async function listParties(tx: Transaction, scope: PartyScope, query: ListPartiesQuery): Promise<PartyPage> {
  const folderId = await balanceWorkFolderId(tx, scope.company, query.workFolderId);
  const { rows, total, offset } = await listPartyRows(tx, scope.company.companyId, scope.role, query);
  const page = rows.slice(0, query.limit);
  const subAccountIds = page.map((row) => row.subAccountId);
  const balances = await readSubAccountBalances(tx, scope.company.companyId, folderId, subAccountIds);
  const controls = await readControlAccounts(tx, scope.company.companyId, subAccountIds);
  return {
    items: page.map((row) => toParty(row, balances, controls, scope)),
    total,
    nextCursor: rows.length > query.limit ? String(offset + query.limit) : null,
  };
}

async function getPartyRow(tx: Transaction, scope: PartyScope, id: string): Promise<PartyRow> {
  const row = await findParty(tx, scope.company.companyId, scope.role, id);
  if (!row) throw notFound();
  return row;
}

/** A folder asked for must be the company's (else 404); none asked for: the default folder. */
async function balanceWorkFolderId(tx: Transaction, company: CompanyContext, workFolderId?: string) {
  if (workFolderId) return (await getWorkFolder(tx, company.companyId, workFolderId)).id;
  return findDefaultWorkFolderId(tx, company.companyId, todayOn());
}

/** The stored columns of a request: blanks as null, the company's country by default, the phone normalized. */
async function checkPartyFields(tx: Transaction, company: CompanyContext, body: SavePartyBody) {
  const countryCode = blankToNull(body.countryCode) ?? (await companyCountryCode(tx, company.companyId));
  const problems: FieldError[] = [];
  const [country] = await tx.select({ code: countries.code }).from(countries).where(eq(countries.code, countryCode));
  if (!country) problems.push({ path: 'countryCode', code: 'COUNTRY_UNKNOWN' });
  const typedPhone = blankToNull(body.phone);
  const phone = typedPhone === null ? null : readPhone(typedPhone, countryCode, phonePrefixes());
  if (typedPhone !== null && phone === null) problems.push({ path: 'phone', code: 'PHONE_INVALID' });
  const typedCurrency = blankToNull(body.currency);
  if (typedCurrency !== null && !isKnownCurrency(typedCurrency)) {
    problems.push({ path: 'currency', code: 'CURRENCY_UNKNOWN' });
  }
  if (problems.length > 0) throw validationFailed(problems);
  return {
    name: body.name,
    kind: body.kind,
    taxId: blankToNull(body.taxId),
    tradeRegister: blankToNull(body.tradeRegister),
    email: blankToNull(body.email),
    phone,
    address: blankToNull(body.address),
    city: blankToNull(body.city),
    countryCode,
    paymentTermsDays: body.paymentTermsDays,
    currency: typedCurrency === company.currency ? null : typedCurrency,
    withholdingAgent: body.withholdingAgent,
    subjectToPrecompte: body.subjectToPrecompte,
    notes: blankToNull(body.notes),
    active: body.active,
    language: body.language ?? null,
  };
}

async function companyCountryCode(tx: Transaction, companyId: string): Promise<string> {
  const [company] = await tx
    .select({ countryCode: companies.countryCode })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound();
  return company.countryCode;
}

/** Party codes are unique per role, and as sub-account numbers per company: either clash is the same 409. */
async function refuseDuplicateCode(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (databaseErrorCode(error) === '23505') throw new AppError('PARTY_CODE_ALREADY_USED');
    throw error;
  }
}

function toParty(
  row: PartyRow,
  balances: ReadonlyMap<string, bigint>,
  controls: ReadonlyMap<string, SubAccountControl>,
  scope: PartyScope,
): Party {
  const control = controls.get(row.subAccountId);
  if (!control) throw notFound();
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    kind: row.kind,
    taxId: row.taxId,
    tradeRegister: row.tradeRegister,
    email: row.email,
    phone: row.phone,
    phoneOperator: row.phone ? findPhoneOperator(row.phone, scope.phonePrefixes) : null,
    address: row.address,
    city: row.city,
    countryCode: row.countryCode,
    paymentTermsDays: row.paymentTermsDays,
    ...(row.currency ? { currency: row.currency } : {}),
    notes: row.notes,
    active: row.active,
    subAccountId: row.subAccountId,
    controlAccountId: control.accountId,
    controlAccountNumber: control.accountNumber,
    controlAccountFixed: control.posted,
    withholdingAgent: row.withholdingAgent,
    subjectToPrecompte: row.subjectToPrecompte,
    language: row.language,
    balance: formatAmount(toAmount(balances.get(row.subAccountId) ?? 0n), scope.company.scale),
  };
}

function blankToNull(text: string | null | undefined): string | null {
  return text === undefined || text === null || text === '' ? null : text;
}

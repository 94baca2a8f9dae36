import { formatInCurrency } from '@bilan/accounting';
import type { GeneralLedgerReport, PartyStatementReport } from '@bilan/contract';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { notFound } from '../../http/app-error.ts';
import { subAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { journalLines } from '../ledger/ledger.table.ts';
import { parties } from '../parties/parties.table.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';

/**
 * A customer's or supplier's statement over a period of the folder: the general ledger of their own
 * sub-account, each line with its matching code and its foreign amount, and the statement in the
 * party's currency beside the company's. Another company's party answers 404.
 */
export async function partyStatement(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  partyId: string,
  readLedger: (account: { accountId: string; subAccountId: string }) => Promise<GeneralLedgerReport>,
): Promise<PartyStatementReport> {
  await getWorkFolder(tx, company.companyId, workFolderId);
  const [party] = await tx
    .select({
      id: parties.id,
      code: parties.code,
      name: parties.name,
      role: parties.role,
      currency: parties.currency,
      subAccountId: subAccounts.id,
      accountId: subAccounts.accountId,
    })
    .from(parties)
    .innerJoin(subAccounts, sameCompany(subAccounts, subAccounts.id, parties, parties.subAccountId))
    .where(and(eq(parties.id, partyId), eq(parties.companyId, company.companyId)));
  if (!party) throw notFound();
  const ledger = await readLedger({ accountId: party.accountId, subAccountId: party.subAccountId });
  const foreign = await readForeignAmounts(
    tx,
    company.companyId,
    ledger.lines.map((line) => line.lineId),
  );
  const currency = party.currency ?? onlyCurrency(foreign);
  const upToEnd = currency
    ? await foreignBalanceUpTo(
        tx,
        company.companyId,
        { workFolderId, subAccountId: party.subAccountId, currency },
        ledger.to,
      )
    : 0n;
  return {
    ...ledger,
    party: { id: party.id, code: party.code, name: party.name, role: party.role },
    ...inPartyCurrency(ledger, foreign, currency, upToEnd),
  };
}

type ForeignAmounts = ReadonlyMap<string, { currency: string; signed: bigint }>;

/** The statement's lines with their foreign amounts and running balance, and its figures in `currency`. */
function inPartyCurrency(
  ledger: GeneralLedgerReport,
  foreign: ForeignAmounts,
  currency: string | null,
  upToEnd: bigint,
): Pick<PartyStatementReport, 'lines' | 'inCurrency'> {
  const ofCurrency = (lineId: string) => {
    const amount = foreign.get(lineId);
    return amount && amount.currency === currency ? amount.signed : 0n;
  };
  const movement = ledger.lines.reduce((sum, line) => sum + ofCurrency(line.lineId), 0n);
  // The lines before the period (the opening entry's included) are what the folder holds up to its end less the period's.
  let balance = upToEnd - movement;
  const opening = balance;
  let debit = 0n;
  let credit = 0n;
  const lines = ledger.lines.map((line) => {
    const amount = foreign.get(line.lineId);
    const signed = ofCurrency(line.lineId);
    balance += signed;
    if (signed > 0n) debit += signed;
    else credit -= signed;
    return {
      ...line,
      currency: amount?.currency ?? null,
      amountCurrency: amount
        ? formatInCurrency(amount.signed < 0n ? -amount.signed : amount.signed, amount.currency)
        : null,
      balanceInCurrency: currency ? formatInCurrency(balance, currency) : null,
    };
  });
  if (!currency) return { lines, inCurrency: null };
  const format = (amount: bigint) => formatInCurrency(amount, currency);
  return {
    lines,
    inCurrency: {
      currency,
      openingBalance: format(opening),
      totals: { debit: format(debit), credit: format(credit) },
      closingBalance: format(balance),
    },
  };
}

const signedForeign = sql<string>`(case when ${journalLines.debit} > 0 then ${journalLines.amountCurrency}
  else -${journalLines.amountCurrency} end)`;

/** The foreign amount of each of the lines that has one, signed as debit less credit. */
async function readForeignAmounts(
  tx: Transaction,
  companyId: string,
  lineIds: readonly string[],
): Promise<ForeignAmounts> {
  if (lineIds.length === 0) return new Map();
  const rows = await tx
    .select({
      id: journalLines.id,
      currency: sql<string>`${journalLines.currency}`,
      signed: sql<string>`${signedForeign}::text`,
    })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.companyId, companyId),
        inArray(journalLines.id, [...lineIds]),
        isNotNull(journalLines.currency),
      ),
    );
  return new Map(rows.map((row) => [row.id, { currency: row.currency, signed: BigInt(row.signed) }]));
}

function onlyCurrency(foreign: ForeignAmounts): string | null {
  const currencies = new Set([...foreign.values()].map((amount) => amount.currency));
  const [currency] = currencies;
  return currencies.size === 1 && currency ? currency : null;
}

/** The sub-account's lines in the currency, dated up to the day, in the folder: debit less credit. */
async function foreignBalanceUpTo(
  tx: Transaction,
  companyId: string,
  scope: { workFolderId: string; subAccountId: string; currency: string },
  to: string,
): Promise<bigint> {
  const [row] = await tx
    .select({ balance: sql<string | null>`sum(${signedForeign})::text` })
    .from(journalLines)
    .where(
      and(
        eq(journalLines.companyId, companyId),
        eq(journalLines.workFolderId, scope.workFolderId),
        eq(journalLines.subAccountId, scope.subAccountId),
        eq(journalLines.currency, scope.currency),
        lte(journalLines.entryOn, to),
      ),
    );
  return BigInt(row?.balance ?? 0);
}

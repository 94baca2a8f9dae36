import { type Amount, parseAmount } from '@bilan/accounting';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { parties } from '../parties/parties.table.ts';

/** An amount of the body in the company's minor units; `positive` refuses zero too. */
export function amountOf(text: string | null | undefined, scale: number, path: string, positive = false): Amount {
  const amount = parseAmount(text ?? '0', scale);
  if (amount < 0n || (positive && amount === 0n)) {
    throw new AppError('AMOUNT_MUST_BE_POSITIVE', { fields: [{ path, code: 'AMOUNT_MUST_BE_POSITIVE' }] });
  }
  return amount;
}

/** The numbers of the company's accounts the body names, by id; an id of no account of the company is refused. */
export async function accountNumbersOf(
  tx: Transaction,
  companyId: string,
  named: ReadonlyArray<{ id: string; path: string }>,
): Promise<Map<string, string>> {
  const ids = [...new Set(named.map((item) => item.id))];
  const rows = ids.length
    ? await tx
        .select({ id: companyAccounts.id, number: companyAccounts.number })
        .from(companyAccounts)
        .where(and(eq(companyAccounts.companyId, companyId), inArray(companyAccounts.id, ids)))
    : [];
  const numberOf = new Map(rows.map((row) => [row.id, row.number]));
  const unknown = named.find((item) => !numberOf.has(item.id));
  if (unknown) throw new AppError('ACCOUNT_UNKNOWN', { fields: [{ path: unknown.path, code: 'ACCOUNT_UNKNOWN' }] });
  return numberOf;
}

/** The id of the company's account with this number (an account the year-end rules name). */
export async function accountIdOfNumber(tx: Transaction, companyId: string, number: string): Promise<string> {
  const [row] = await tx
    .select({ id: companyAccounts.id })
    .from(companyAccounts)
    .where(and(eq(companyAccounts.companyId, companyId), eq(companyAccounts.number, number)));
  if (!row) throw new AppError('ACCOUNT_UNKNOWN', { fields: [{ path: 'accountNumber', code: number }] });
  return row.id;
}

/** A party of the company; another company's id is unknown here, exactly as a missing one. */
export async function getPartyOf(tx: Transaction, companyId: string, partyId: string) {
  const [party] = await tx
    .select()
    .from(parties)
    .where(and(eq(parties.id, partyId), eq(parties.companyId, companyId)));
  if (!party) throw new AppError('PARTY_UNKNOWN', { fields: [{ path: 'partyId', code: 'PARTY_UNKNOWN' }] });
  return party;
}

import type { AccountingFramework } from '@bilan/contract';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { refAccounts } from '../referentials/referentials.table.ts';
import { companyAccounts } from './accounts.table.ts';

const INSERT_BATCH_SIZE = 500;

/** Gives a new company its chart of accounts: a copy of its framework's reference chart. */
export async function copyReferenceChart(
  tx: Transaction,
  companyId: string,
  framework: AccountingFramework,
): Promise<number> {
  const reference = await tx
    .select()
    .from(refAccounts)
    .where(eq(refAccounts.framework, framework))
    .orderBy(asc(refAccounts.number));
  const rows = reference.map((account) => ({
    id: newId(),
    companyId,
    number: account.number,
    customLabel: null,
    classNumber: account.classNumber,
    nature: account.nature,
    isGroup: account.isGroup,
    refAccountNumber: account.number,
  }));
  for (let start = 0; start < rows.length; start += INSERT_BATCH_SIZE) {
    await tx.insert(companyAccounts).values(rows.slice(start, start + INSERT_BATCH_SIZE));
  }
  return rows.length;
}

import type { GeneralLedgerReport, PartyStatementReport } from '@bilan/contract';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { sameCompany } from '../../db/company-join.ts';
import { notFound } from '../../http/app-error.ts';
import { subAccounts } from '../accounts/accounts.table.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { parties } from '../parties/parties.table.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';

/**
 * A customer's or supplier's statement over a period of the folder: the general ledger of their own
 * sub-account, each line with its matching code. Another company's party answers 404.
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
      subAccountId: subAccounts.id,
      accountId: subAccounts.accountId,
    })
    .from(parties)
    .innerJoin(subAccounts, sameCompany(subAccounts, subAccounts.id, parties, parties.subAccountId))
    .where(and(eq(parties.id, partyId), eq(parties.companyId, company.companyId)));
  if (!party) throw notFound();
  const ledger = await readLedger({ accountId: party.accountId, subAccountId: party.subAccountId });
  return { ...ledger, party: { id: party.id, code: party.code, name: party.name, role: party.role } };
}

import { formatAmount, provisionLines, toAmount, yearEndEntry } from '@bilan/accounting';
import type { BookProvisionBody } from '@bilan/contract';
import type { Transaction } from '../../db/client.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { getWorkFolder } from '../work-folders/work-folders.service.ts';
import { leavesOf, readAccountBalances } from './year-end.queries.ts';
import { balanceScope, openFolderHolding, postYearEndEntry } from './year-end.service.ts';
import { accountNumbersOf, amountOf } from './year-end-inputs.ts';
import { yearEndRulesOf } from './year-end-rules.ts';

/** Provisions for risks: SYSCOHADA 19x and 499x, PCG 151x. */
const PROVISION_PREFIXES = { SYSCOHADA: ['19', '499'], PCG: ['151'] } as const;

/** The accounts of provisions for risks with their (credit) balance at the folder's end. */
export async function provisionAccounts(tx: Transaction, company: CompanyContext, workFolderId: string) {
  const folder = await getWorkFolder(tx, company.companyId, workFolderId);
  const scope = await balanceScope(tx, company, folder, folder.endOn);
  const rows = leavesOf(await readAccountBalances(tx, scope, { prefixes: PROVISION_PREFIXES[company.framework] }));
  return rows.map((row) => ({
    accountId: row.accountId,
    accountNumber: row.accountNumber,
    label: row.label,
    balance: formatAmount(toAmount(-row.balance), company.scale),
    writeDownAccountNumber: null,
    writeDown: null,
  }));
}

/** Brings a provision to `amount`: the difference with its balance at the date is allocated or reversed. */
export async function bookProvision(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  body: BookProvisionBody,
): Promise<{ entryNumber: string | null }> {
  const folder = await openFolderHolding(tx, company, workFolderId, body.date);
  const numberOf = await accountNumbersOf(tx, company.companyId, [{ id: body.accountId, path: 'accountId' }]);
  const target = amountOf(body.amount, company.scale, 'amount');
  const scope = await balanceScope(tx, company, folder, body.date);
  const [current] = await readAccountBalances(tx, scope, { accountIds: [body.accountId] });
  const account = { accountNumber: numberOf.get(body.accountId) ?? '', accountId: body.accountId };
  const { accounts } = yearEndRulesOf(company.framework);
  const lines = provisionLines(
    { label: body.label, account, current: toAmount(-(current?.balance ?? 0n)), target },
    company.framework,
    accounts,
  );
  const entry = yearEndEntry(body.date, body.label, lines);
  if (!entry) return { entryNumber: null };
  const posted = await postYearEndEntry(tx, company, folder.id, entry, { type: 'PROVISION', id: body.accountId });
  await recordAudit(tx, company, {
    action: 'CREATE',
    entityType: 'PROVISION',
    entityId: posted.id,
    after: { ...body, entryNumber: posted.number },
  });
  return { entryNumber: posted.number };
}

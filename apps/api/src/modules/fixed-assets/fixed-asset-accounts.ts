import type { Language } from '@bilan/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { companyAccounts } from '../accounts/accounts.table.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { refAccounts } from '../referentials/referentials.table.ts';
import { fixedAssetReferentials } from './fixed-asset-plan.ts';

const NATURE_BY_CLASS: Record<string, string> = {
  '1': 'equity',
  '2': 'asset',
  '4': 'asset',
  '6': 'expense',
  '7': 'income',
  '8': 'mixed',
};

/**
 * Adds to the company's chart the accounts an entry of the register needs and the chart lacks (a chart
 * copied before 28183 or 675 were needed, or trimmed by hand): from the reference chart when it has
 * them, else with the label of referentials/fixed-asset-accounts.csv, in the company's language.
 */
export async function ensureAccounts(
  tx: Transaction,
  company: CompanyContext,
  numbers: readonly string[],
  language: Language,
): Promise<void> {
  const wanted = [...new Set(numbers)];
  const present = await tx
    .select({ number: companyAccounts.number })
    .from(companyAccounts)
    .where(and(eq(companyAccounts.companyId, company.companyId), inArray(companyAccounts.number, wanted)));
  const missing = wanted.filter((number) => !present.some((row) => row.number === number));
  if (missing.length === 0) return;
  const references = await tx
    .select()
    .from(refAccounts)
    .where(and(eq(refAccounts.framework, company.framework), inArray(refAccounts.number, missing)));
  for (const number of missing) {
    const reference = references.find((row) => row.number === number);
    const labelled = fixedAssetReferentials().accounts.find(
      (rule) => rule.framework === company.framework && rule.accountNumber === number && rule.frLabel,
    );
    const id = newId();
    const classNumber = number.charAt(0);
    await tx.insert(companyAccounts).values({
      id,
      companyId: company.companyId,
      number,
      customLabel: reference ? null : ((language === 'fr' ? labelled?.frLabel : labelled?.enLabel) ?? number),
      classNumber,
      nature: reference?.nature ?? NATURE_BY_CLASS[classNumber] ?? 'mixed',
      isGroup: false,
      refAccountNumber: reference?.number ?? null,
    });
    await recordAudit(tx, company, { action: 'CREATE', entityType: 'ACCOUNT', entityId: id, after: { number } });
  }
}

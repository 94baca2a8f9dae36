import type { Transaction } from '../../db/client.ts';
import { copyReferenceChart } from '../accounts/accounts.service.ts';
import type { OpenBooks } from '../companies/companies.service.ts';
import { insertWorkFolder } from '../work-folders/work-folders.queries.ts';
import { createStandardJournals } from './journals.service.ts';

/**
 * The books of a company just opened (signup or subsidiary): the chart of accounts copied from the
 * country's reference chart, the standard journals and a first OPEN work folder for this year. The
 * companies module calls it through the `OpenBooks` hook app.ts gives it, being below these modules.
 */
export const openBooks: OpenBooks = async (tx: Transaction, company, now) => {
  await copyReferenceChart(tx, company.id, company.accountingFramework);
  await createStandardJournals(tx, company.id);
  const year = now.getUTCFullYear();
  await insertWorkFolder(tx, {
    companyId: company.id,
    name: String(year),
    startOn: `${year}-01-01`,
    endOn: `${year}-12-31`,
  });
};

import type { Transaction } from '../../db/client.ts';
import type { CompanyContext } from '../companies/company-context.ts';

/**
 * Work a higher module does when a folder is opened (created, or opened by closing the one before), in
 * the same transaction: the year-end module books there the accrual reversals that waited for it.
 * `app.ts` hands it to the routes that open folders, which cannot import that module.
 */
export type FolderOpened = (tx: Transaction, company: CompanyContext) => Promise<unknown>;

export const NOTHING_ON_FOLDER_OPENED: FolderOpened = async () => undefined;

import { isLanguage } from '@bilan/contract';
import { writeStored } from './storage.ts';

/** Spec §2: the company, workFolder and lang query parameters are read at start-up and stored. */
export function storeStartupParams(search: string): void {
  const params = new URLSearchParams(search);
  const company = params.get('company');
  if (company) writeStored('companyId', company);
  const workFolder = params.get('workFolder');
  if (workFolder) writeStored('workFolderId', workFolder);
  const lang = params.get('lang');
  if (isLanguage(lang)) writeStored('language', lang);
}

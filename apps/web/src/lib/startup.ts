import { isLanguage } from '@bilan/contract';
import { isTokenUnexpired } from './jwt.ts';
import { makeCompanyCurrent, readStored, writeStored } from './storage.ts';

/** A company or work folder named by the start-up address, not yet known to be the user's. */
export interface StartupSelection {
  companyId: string | null;
  workFolderId: string | null;
}

let pending: StartupSelection = { companyId: null, workFolderId: null };

/**
 * docs/seed-spec.md §2: the company, workFolder and lang query parameters are read at start-up. The language is
 * stored at once. With a session, company and work folder wait until the shell has checked that they
 * are the user's (`takeStartupSelection`): a mistyped or foreign id is never stored. Without one, the
 * company is stored for the login request, whose answer decides.
 */
export function storeStartupParams(search: string): void {
  const params = new URLSearchParams(search);
  const company = params.get('company');
  const workFolder = params.get('workFolder');
  const signedIn = isTokenUnexpired(readStored('accessToken'));
  if (company && !signedIn) makeCompanyCurrent(company);
  pending = { companyId: company && signedIn ? company : null, workFolderId: workFolder || null };
  const lang = params.get('lang');
  if (isLanguage(lang)) writeStored('language', lang);
}

/** The start-up selection still to check, once: later calls get nothing. */
export function takeStartupSelection(): StartupSelection {
  const taken = pending;
  pending = { companyId: null, workFolderId: null };
  return taken;
}

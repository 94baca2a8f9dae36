import type { FastifyInstance } from 'fastify';
import { call, type SignedUpCompany, type SignupOptions, signUpAndLogin } from './test-app.ts';

export interface LedgerCompany extends SignedUpCompany {
  workFolderId: string;
  year: number;
  /** Account ids by number, for the accounts the tests post to. */
  accounts: Record<string, string>;
}

// Leaves of the chart take postings; 101, 411, 521, 571, 601, 701 and 401 are groups (account-tree.ts).
const ACCOUNT_NUMBERS = [
  '101',
  '1013',
  '411',
  '4111',
  '521',
  '5211',
  '571',
  '5711',
  '601',
  '6011',
  '701',
  '7011',
  '4431',
  '4452',
  '401',
  '4011',
  '10',
  '2',
  '2441',
];

/** A signed-up company with its open work folder and the ids of a few accounts of its chart. */
export async function ledgerCompany(app: FastifyInstance, options: SignupOptions = {}): Promise<LedgerCompany> {
  const company = await signUpAndLogin(app, {}, options);
  const folders = await call(app, 'GET', `/v1/accountings/workFolders/companies/${company.companyId}`, undefined, {
    token: company.token,
  });
  const [folder] = folders.json();
  const chart = await call(app, 'GET', `/v1/accountings/companies/${company.companyId}/chart-of-accounts`, undefined, {
    token: company.token,
  });
  const accounts: Record<string, string> = {};
  for (const accountClass of chart.json()) {
    for (const account of accountClass.accounts) {
      if (ACCOUNT_NUMBERS.includes(account.number)) accounts[account.number] = account.id;
    }
  }
  return { ...company, workFolderId: folder.id, year: Number(folder.startDate.slice(0, 4)), accounts };
}

export interface EntryLine {
  account: string;
  debit?: string;
  credit?: string;
  label?: string;
  subAccountId?: string;
}

export function entryBody(company: LedgerCompany, lines: EntryLine[], overrides: Record<string, unknown> = {}) {
  return {
    type: 'JOURNAL_ENTRY',
    date: `${company.year}-03-15`,
    label: 'Capital contribution',
    lines: lines.map((line) => ({
      accountId: company.accounts[line.account] ?? line.account,
      subAccountId: line.subAccountId ?? null,
      label: line.label ?? null,
      debit: line.debit ?? null,
      credit: line.credit ?? null,
    })),
    ...overrides,
  };
}

export const BALANCED_LINES: EntryLine[] = [
  { account: '5211', debit: '1000000' },
  { account: '5711', debit: '200000' },
  { account: '1013', credit: '1200000' },
];

export function documentsUrl(company: LedgerCompany): string {
  return `/v1/accountings/documents/workFolders/${company.workFolderId}`;
}

export function documentUrl(company: LedgerCompany, documentId: string): string {
  return `/v1/accountings/documents/${documentId}/workFolders/${company.workFolderId}`;
}

export async function createDraft(
  app: FastifyInstance,
  company: LedgerCompany,
  lines = BALANCED_LINES,
  overrides = {},
) {
  const named = await withPartySubAccounts(app, company, lines);
  const response = await call(app, 'POST', documentsUrl(company), entryBody(company, named, overrides), {
    token: company.token,
  });
  if (response.statusCode !== 201) throw new Error(`draft not created: ${response.body}`);
  return response.json() as { id: string; state: string; number: string | null };
}

export function changeState(app: FastifyInstance, company: LedgerCompany, documentId: string, state: string) {
  return call(app, 'POST', `${documentUrl(company, documentId)}/state/${state}`, undefined, { token: company.token });
}

/** The folder's hash chain as `GET .../ledger/verify` reports it. */
export async function verifyLedger(app: FastifyInstance, company: LedgerCompany) {
  const response = await call(
    app,
    'GET',
    `/v1/accountings/workFolders/${company.workFolderId}/ledger/verify`,
    undefined,
    {
      token: company.token,
    },
  );
  return response.json();
}

/** Ids of the company's accounts by number, the whole chart. */
export async function accountIdsByNumber(app: FastifyInstance, company: SignedUpCompany) {
  const chart = await call(app, 'GET', `/v1/accountings/companies/${company.companyId}/chart-of-accounts`, undefined, {
    token: company.token,
  });
  const ids = new Map<string, string>();
  for (const accountClass of chart.json())
    for (const account of accountClass.accounts) ids.set(account.number, account.id);
  return ids;
}

/** A hand journal entry, validated: lines name their accounts by number. */
export async function validatedEntry(
  app: FastifyInstance,
  company: LedgerCompany,
  date: string,
  lines: Array<{ number: string; debit?: string; credit?: string; subAccountId?: string }>,
  overrides: Record<string, unknown> = {},
) {
  const ids = await accountIdsByNumber(app, company);
  const draft = await createDraft(
    app,
    company,
    lines.map((line) => ({ ...line, account: ids.get(line.number) ?? line.number })),
    { date, label: 'Hand entry', ...overrides },
  );
  const response = await changeState(app, company, draft.id, 'VALIDATED');
  if (response.statusCode !== 200) throw new Error(`entry not validated: ${response.body}`);
  return response.json() as { id: string; number: string; journalEntryId: string };
}

const partySubAccounts = new Map<string, { subAccountId: string; controlAccountId: string }>();

/**
 * A hand entry on a customer (41x) or supplier (40x) control account names a party's sub-account:
 * lines that name none get the sub-account of one customer or supplier created once per company.
 */
async function withPartySubAccounts(app: FastifyInstance, company: LedgerCompany, lines: EntryLine[]) {
  const named: EntryLine[] = [];
  for (const line of lines) {
    const kind = line.account.startsWith('41') ? 'customers' : line.account.startsWith('40') ? 'suppliers' : null;
    if (!kind || line.subAccountId) {
      named.push(line);
      continue;
    }
    const key = `${company.companyId}|${kind}`;
    let party = partySubAccounts.get(key);
    if (!party) {
      const created = await call(
        app,
        'POST',
        `/v1/companies/${company.companyId}/${kind}`,
        { name: `Tiers ${kind}` },
        {
          token: company.token,
        },
      );
      if (created.statusCode !== 201) throw new Error(`party not created: ${created.body}`);
      party = created.json() as { subAccountId: string; controlAccountId: string };
      partySubAccounts.set(key, party);
    }
    // The party's own control account (4111 or 4011 by default), by id.
    named.push({ ...line, account: party.controlAccountId, subAccountId: party.subAccountId });
  }
  return named;
}

import type { Party, PartyDetail } from '@bilan/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTenant } from '../../db/tenant.ts';
import { changeState, createDraft, type LedgerCompany, ledgerCompany } from '../../testing/ledger-fixtures.ts';
import { tamperAsSuperuser } from '../../testing/sql.ts';
import { call, createTestContext, type TestContext } from '../../testing/test-app.ts';
import { accountingDocuments } from '../documents/documents.table.ts';
import { accountBalances } from '../ledger/ledger.table.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

type Collection = 'customers' | 'suppliers';

const partiesUrl = (target: LedgerCompany, path: Collection, id?: string) =>
  `/v1/companies/${target.companyId}/${path}${id ? `/${id}` : ''}`;

async function createParty(target: LedgerCompany, path: Collection, name: string): Promise<Party> {
  const response = await call(context.app, 'POST', partiesUrl(target, path), { name }, { token: target.token });
  if (response.statusCode !== 201) throw new Error(`party not created: ${response.body}`);
  return response.json();
}

async function readParty(target: LedgerCompany, path: Collection, id: string, workFolderId?: string) {
  const query = workFolderId ? { workFolderId } : undefined;
  const response = await call(context.app, 'GET', partiesUrl(target, path, id), undefined, {
    token: target.token,
    query,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as PartyDetail;
}

async function listBalances(target: LedgerCompany, path: Collection, workFolderId?: string) {
  const query = workFolderId ? { workFolderId } : undefined;
  const response = await call(context.app, 'GET', partiesUrl(target, path), undefined, { token: target.token, query });
  return response.json().items.map((party: Party) => [party.name, party.balance]);
}

/** Posts a validated journal entry: the customer owes 150000, the company owes the supplier 80000. */
async function postPartyEntry(target: LedgerCompany, customer: Party, supplier: Party) {
  const draft = await createDraft(context.app, target, [
    { account: '4111', subAccountId: customer.subAccountId, debit: '150000' },
    { account: '7011', credit: '150000' },
    { account: '6011', debit: '80000' },
    { account: '4011', subAccountId: supplier.subAccountId, credit: '80000' },
  ]);
  const validated = await changeState(context.app, target, draft.id, 'VALIDATED');
  expect(validated.statusCode).toBe(200);
  return validated.json() as { id: string; number: string; date: string };
}

describe('party balances', () => {
  it('shows debit − credit of the sub-account in the default work folder; drafts do not count', async () => {
    const company = await ledgerCompany(context.app);
    const customer = await createParty(company, 'customers', 'Boulangerie Akwa');
    const supplier = await createParty(company, 'suppliers', 'Brasseries du Cameroun');
    await postPartyEntry(company, customer, supplier);
    await createDraft(context.app, company, [
      { account: '4111', subAccountId: customer.subAccountId, debit: '999' },
      { account: '7011', credit: '999' },
    ]);
    expect((await readParty(company, 'customers', customer.id)).balance).toBe('150000');
    expect((await readParty(company, 'suppliers', supplier.id)).balance).toBe('-80000');
    expect(await listBalances(company, 'customers')).toEqual([['Boulangerie Akwa', '150000']]);
    expect(await listBalances(company, 'suppliers')).toEqual([['Brasseries du Cameroun', '-80000']]);
  });

  it('reads the work folder given by ?workFolderId=', async () => {
    const company = await ledgerCompany(context.app);
    const customer = await createParty(company, 'customers', 'Client');
    const supplier = await createParty(company, 'suppliers', 'Fournisseur');
    await postPartyEntry(company, customer, supplier);
    const nextYear = company.year + 1;
    const folder = await call(
      context.app,
      'POST',
      `/v1/accountings/workFolders/companies/${company.companyId}`,
      { name: String(nextYear), startDate: `${nextYear}-01-01`, endDate: `${nextYear}-12-31` },
      { token: company.token },
    );
    const next = { ...company, workFolderId: folder.json().id, year: nextYear };
    const draft = await createDraft(context.app, next, [
      { account: '4111', subAccountId: customer.subAccountId, debit: '2500' },
      { account: '7011', credit: '2500' },
    ]);
    await changeState(context.app, next, draft.id, 'VALIDATED');
    expect((await readParty(company, 'customers', customer.id)).balance).toBe('150000');
    expect((await readParty(company, 'customers', customer.id, next.workFolderId)).balance).toBe('2500');
    expect((await readParty(company, 'suppliers', supplier.id, next.workFolderId)).balance).toBe('0');
    expect(await listBalances(company, 'customers', next.workFolderId)).toEqual([['Client', '2500']]);
  });

  it('reads the monthly balances table, not the journal lines', async () => {
    const company = await ledgerCompany(context.app);
    const customer = await createParty(company, 'customers', 'Client');
    const supplier = await createParty(company, 'suppliers', 'Fournisseur');
    await postPartyEntry(company, customer, supplier);
    await tamperAsSuperuser(
      context.handle.db,
      sql`update ${accountBalances} set debit = debit + 1 where sub_account_id = ${customer.subAccountId}`,
    );
    expect((await readParty(company, 'customers', customer.id)).balance).toBe('150001');
  });
});

describe('open documents', () => {
  it('lists the validated documents of the party with amountDue null, not its drafts', async () => {
    const company = await ledgerCompany(context.app);
    const customer = await createParty(company, 'customers', 'Client');
    const supplier = await createParty(company, 'suppliers', 'Fournisseur');
    expect((await readParty(company, 'customers', customer.id)).openDocuments).toEqual([]);
    const validated = await postPartyEntry(company, customer, supplier);
    await createDraft(context.app, company);
    // Journal entries carry no party; invoices will. Until then the link is set by hand.
    await inTenant(context.handle.db, company.companyId, (tx) =>
      tx
        .update(accountingDocuments)
        .set({ partyId: customer.id })
        .where(eq(accountingDocuments.companyId, company.companyId)),
    );
    expect((await readParty(company, 'customers', customer.id)).openDocuments).toEqual([
      {
        id: validated.id,
        type: 'JOURNAL_ENTRY',
        number: validated.number,
        date: validated.date,
        dueDate: null,
        amountDue: null,
        currency: 'XAF',
      },
    ]);
    expect((await readParty(company, 'suppliers', supplier.id)).openDocuments).toEqual([]);
  });
});

describe('generated codes', () => {
  it('gives concurrent creates distinct consecutive codes', async () => {
    const company = await ledgerCompany(context.app);
    const created = await Promise.all(
      Array.from({ length: 6 }, (_, index) => createParty(company, 'suppliers', `Supplier ${index}`)),
    );
    expect(created.map((party) => party.code).sort()).toEqual([
      'F00001',
      'F00002',
      'F00003',
      'F00004',
      'F00005',
      'F00006',
    ]);
  });
});

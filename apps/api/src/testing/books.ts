import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { applicationTables, quoteIdentifier } from '../db/table-copy.ts';
import { changeState, createDraft, type LedgerCompany, ledgerCompany } from './ledger-fixtures.ts';
import { call } from './test-app.ts';

/** A company with a few validated entries and one cancelled: books worth copying. */
export async function companyWithBooks(app: FastifyInstance): Promise<LedgerCompany> {
  const company = await ledgerCompany(app);
  const amounts = ['1500000', '250000', '99999999999', '37'];
  for (const [index, amount] of amounts.entries()) {
    const draft = await createDraft(app, company, [
      { account: index % 2 ? '5711' : '5211', debit: amount, label: `Apport "${index}", l'entrée\\n` },
      { account: '1013', credit: amount },
    ]);
    const validated = await changeState(app, company, draft.id, 'VALIDATED');
    if (validated.statusCode !== 200) throw new Error(`not validated: ${validated.body}`);
  }
  const cancelled = await createDraft(app, company);
  await changeState(app, company, cancelled.id, 'VALIDATED');
  await changeState(app, company, cancelled.id, 'CANCELLED');
  await createDraft(app, company);
  return company;
}

export async function trialBalance(app: FastifyInstance, company: LedgerCompany, token = company.token) {
  const answer = await call(
    app,
    'GET',
    `/v1/accountings/workFolders/${company.workFolderId}/trial-balance`,
    undefined,
    {
      token,
    },
  );
  if (answer.statusCode !== 200) throw new Error(`trial balance: ${answer.body}`);
  return answer.json();
}

/** A digest of every row of every table of a database, by table: equal digests, equal tables. */
export async function tableDigests(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const digests: Record<string, string> = {};
    for (const table of await applicationTables(client)) {
      const { rows } = await client.query<{ digest: string }>(
        `select count(*)::text || ':' || coalesce(md5(string_agg(to_jsonb(t)::text, '|' order by to_jsonb(t)::text)), '')
           as digest from ${quoteIdentifier(table)} t`,
      );
      digests[table] = rows[0]?.digest ?? '';
    }
    return digests;
  } finally {
    await client.end();
  }
}

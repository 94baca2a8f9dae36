import { type GeneralLedgerReport, type Language, PAGE_SIZE_MAX, type PartyStatementReport } from '@bilan/contract';
import type { Transaction } from '../../db/client.ts';
import type { CompanyContext } from '../companies/company-context.ts';
import { type GeneralLedgerQuery, generalLedger } from './general-ledger.queries.ts';
import { partyStatement } from './party-statement.ts';

/** An export of a general ledger reads its lines page after page, up to this many. */
const MAX_EXPORTED_LEDGER_LINES = 100_000;

/** The whole ledger of the account over the period, as a file holds it, not one screen's page. */
export async function readWholeLedger(
  read: (query: GeneralLedgerQuery) => Promise<GeneralLedgerReport>,
  query: GeneralLedgerQuery,
): Promise<GeneralLedgerReport> {
  const first = await read({ ...query, limit: PAGE_SIZE_MAX, cursor: undefined });
  const lines = [...first.lines];
  let cursor = first.nextCursor;
  while (cursor && lines.length < MAX_EXPORTED_LEDGER_LINES) {
    const page = await read({ ...query, limit: PAGE_SIZE_MAX, cursor });
    lines.push(...page.lines);
    cursor = page.nextCursor;
  }
  return { ...first, lines, nextCursor: cursor };
}

/** A party's whole statement over the period (all its lines, before closing), as a file or a mail holds it. */
export async function wholePartyStatement(
  tx: Transaction,
  company: CompanyContext,
  workFolderId: string,
  query: { partyId: string; from?: string; to?: string },
  language: Language,
): Promise<PartyStatementReport> {
  const { partyId, from, to } = query;
  return partyStatement(tx, company, workFolderId, partyId, (account) =>
    readWholeLedger((page) => generalLedger(tx, company, workFolderId, page, language), {
      from,
      to,
      ...account,
      beforeClosing: 'false',
      limit: PAGE_SIZE_MAX,
    }),
  );
}

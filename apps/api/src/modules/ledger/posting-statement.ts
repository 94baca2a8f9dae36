import { sql } from 'drizzle-orm';
import { subAccounts } from '../accounts/accounts.table.ts';
import { auditEvents } from '../audit/audit.table.ts';
import { companySettings } from '../settings/settings.table.ts';
import { workFolders } from '../work-folders/work-folders.table.ts';
import { HASH_VERSION, postedAtText } from './entry-hash.ts';
import { journalCounters, journalEntries, journalLines } from './ledger.table.ts';

/**
 * One entry as the posting statement reads it. Each field is named as the column it becomes: the
 * statement unpacks the records by name (`jsonb_to_recordset`), so the order of the fields carries
 * no meaning and no list of arrays has to be kept in step with the SQL (docs/decisions/0003).
 * Amounts travel as the decimal text of their minor units: JSON numbers would lose digits past 2^53.
 */
export interface EntryRecord {
  /** The entry's place in the run, from 1: its chain position is the folder's head + k. */
  k: number;
  id: string;
  journal_id: string;
  journal_code: string;
  entry_on: string;
  label: string;
  source_type: string;
  source_id: string | null;
  reverses_entry_id: string | null;
  content_hash: string;
  /** The entry's debit total, which is its credit total. */
  total: string;
  posted_by: string | null;
  audit_id: string | null;
  audit_action: string | null;
  audit_entity_type: string | null;
  audit_entity_id: string | null;
  audit_before: unknown;
  audit_after: unknown;
}

/** One line as the posting statement reads it, `k` naming its entry's record. */
export interface LineRecord {
  k: number;
  id: string;
  line_number: number;
  account_id: string;
  sub_account_id: string | null;
  label: string | null;
  debit: string;
  credit: string;
  currency: string | null;
  amount_currency: string | null;
}

/**
 * The SQL type of each field. `satisfies` holds these lists to exactly the records' fields: a field
 * added, renamed or dropped on one side and not the other does not compile.
 */
const ENTRY_COLUMNS = {
  k: 'bigint',
  id: 'uuid',
  journal_id: 'uuid',
  journal_code: 'text',
  entry_on: 'date',
  label: 'text',
  source_type: 'text',
  source_id: 'uuid',
  reverses_entry_id: 'uuid',
  content_hash: 'text',
  total: 'bigint',
  posted_by: 'uuid',
  audit_id: 'uuid',
  audit_action: 'text',
  audit_entity_type: 'text',
  audit_entity_id: 'uuid',
  audit_before: 'jsonb',
  audit_after: 'jsonb',
} as const satisfies Record<keyof EntryRecord, string>;

const LINE_COLUMNS = {
  k: 'bigint',
  id: 'uuid',
  line_number: 'int',
  account_id: 'uuid',
  sub_account_id: 'uuid',
  label: 'text',
  debit: 'bigint',
  credit: 'bigint',
  currency: 'text',
  amount_currency: 'bigint',
} as const satisfies Record<keyof LineRecord, string>;

/** `name type, …` for a column definition list: written from constants, so the statement's text never varies. */
const columnList = (columns: Readonly<Record<string, string>>) =>
  sql.raw(
    Object.entries(columns)
      .map(([name, type]) => `${name} ${type}`)
      .join(', '),
  );

/** What one run of the posting statement appends: entries of one company's work folder, in order. */
export interface PostingRun {
  companyId: string;
  workFolderId: string;
  entries: readonly EntryRecord[];
  lines: readonly LineRecord[];
}

/** The statement's one row per entry (one row with no number when nothing was appended). */
export interface PostingOutcome {
  status: 'OPEN' | 'CLOSED';
  number: string | null;
}

/**
 * Locks the folder, numbers, chains and appends a run of entries in one statement. Entry k of the run
 * takes chain position head + k and, in its journal, the next number after the entries of that
 * journal before it; its chain hash links to entry k - 1's (the recursive `chain`), computed as
 * `chainHashV2` (entry-hash.ts) computes it, over who posts and the statement's time, which is the
 * entry's `posted_at`. When the folder is not open or any date is outside it, `slot` is empty and
 * nothing is written. Entries and lines come as two JSON arrays of records, so the text never varies
 * and the statement is prepared once per connection, whatever their number. The monthly balances and
 * the folder's chain head are not this statement's to write: the tenant role it runs as has no right
 * to, and the triggers on the appended entries and lines move them (migration 0040_ledger_role_rights).
 */
export function postingStatement({ companyId, workFolderId, entries, lines }: PostingRun) {
  return sql`
    with recursive folder as (
      select id, status, start_date, end_date, posted_entry_count, chain_head_hash
      from ${workFolders}
      where id = ${workFolderId} and company_id = ${companyId}
      for no key update
    ), entries as (
      select * from jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) as entry (${columnList(ENTRY_COLUMNS)})
    ), postable as (
      select folder.* from folder
      where folder.status = 'OPEN'
        and not exists (select from entries where entry_on not between folder.start_date and folder.end_date)
    ), counter as (
      insert into ${journalCounters} (company_id, work_folder_id, journal_id, last_number, debit_total, credit_total)
      select ${companyId}::uuid, postable.id, entries.journal_id, count(*), sum(entries.total), sum(entries.total)
      from entries cross join postable
      group by postable.id, entries.journal_id
      on conflict (company_id, work_folder_id, journal_id) do update set last_number = ${journalCounters}.last_number + excluded.last_number,
        debit_total = ${journalCounters}.debit_total + excluded.debit_total,
        credit_total = ${journalCounters}.credit_total + excluded.credit_total
      returning journal_id, last_number
    ), numbered as (
      select entries.*, postable.posted_entry_count + entries.k as chain_position,
        coalesce(settings.number_prefixes ->> entries.journal_code, entries.journal_code) || '-' ||
          to_char(postable.start_date, 'YYYY') || '-' ||
          lpad((counter.last_number - count(*) over journal + row_number() over (journal order by entries.k))::text, 6, '0')
          as number
      from entries cross join postable
      join counter on counter.journal_id = entries.journal_id
      left join ${companySettings} settings on settings.company_id = ${companyId}
      window journal as (partition by entries.journal_id)
    ), chain (k, hash) as (
      select 0::bigint, postable.chain_head_hash::text from postable
      union all
      select numbered.k, encode(sha256(convert_to('v2:' ||
          chain.hash || ':' || numbered.chain_position || ':' || numbered.number || ':' || numbered.content_hash || ':' ||
          coalesce(numbered.posted_by::text, '') || ':' || ${postedAtText(sql`statement_timestamp()`)}, 'UTF8')), 'hex')
      from chain join numbered on numbered.k = chain.k + 1
    ), slot as (
      select numbered.*, previous.hash as previous_hash, chain.hash
      from numbered join chain on chain.k = numbered.k join chain previous on previous.k = numbered.k - 1
    ), inserted_entries as (
      insert into ${journalEntries} (id, company_id, work_folder_id, journal_id, number, chain_position, entry_date,
        label, source_type, source_id, reverses_entry_id, previous_hash, hash, posted_by, posted_at, hash_version)
      select slot.id, ${companyId}::uuid, ${workFolderId}::uuid, slot.journal_id, slot.number, slot.chain_position,
        slot.entry_on, slot.label, slot.source_type, slot.source_id, slot.reverses_entry_id, slot.previous_hash,
        slot.hash, slot.posted_by, statement_timestamp(), ${HASH_VERSION}
      from slot
    ), new_lines as (
      select * from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as line (${columnList(LINE_COLUMNS)})
    ), inserted_lines as (
      insert into ${journalLines} (id, company_id, work_folder_id, entry_id, line_number, account_id, sub_account_id,
        sub_account_number, sub_account_label, label, entry_date, debit, credit, currency, amount_currency)
      select new_lines.id, ${companyId}::uuid, ${workFolderId}::uuid, slot.id, new_lines.line_number,
        new_lines.account_id, new_lines.sub_account_id, sub.number, sub.label, new_lines.label, slot.entry_on,
        new_lines.debit, new_lines.credit, new_lines.currency, new_lines.amount_currency
      from new_lines join slot on slot.k = new_lines.k
        left join ${subAccounts} sub on sub.id = new_lines.sub_account_id and sub.company_id = ${companyId}::uuid
    ), audited as (
      insert into ${auditEvents} (id, company_id, user_id, action, entity_type, entity_id, before, after)
      select slot.audit_id, ${companyId}::uuid, slot.posted_by, slot.audit_action, slot.audit_entity_type,
        slot.audit_entity_id, slot.audit_before,
        coalesce(slot.audit_after, '{}'::jsonb) || jsonb_build_object('number', slot.number)
      from slot where slot.audit_id is not null
    )
    select folder.status, slot.number from folder left join slot on true order by slot.k`;
}

-- Issue #30, point 5 (docs/decisions/0027-ledger-hash-v2-and-role-rights.md).
-- The monthly balances and the chain heads are no longer written by the posting statement, which runs
-- as the tenant role, but by the two triggers below, which run as the tables' owner when entries and
-- lines are appended. The tenant role keeps no right to write either, so no statement of the
-- application, nor one slipped into it, can raise a balance or move a head; the guards of migration
-- 0016 (bilan_is_posting) still hold for connections with every right, the embedded server's too.
--
-- A line joins only an entry appended by the same statement: the entry's posted_at is the time of
-- that statement (the posting statement writes statement_timestamp()), so a line aimed at an entry
-- posted earlier, even earlier in the same transaction, is refused.
CREATE OR REPLACE FUNCTION bilan_post_lines() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM new_lines line JOIN journal_entry entry ON entry.id = line.entry_id
    WHERE entry.posted_at <> statement_timestamp()
  ) THEN
    RAISE EXCEPTION 'LEDGER_IS_APPEND_ONLY: a line cannot be added to a posted entry' USING ERRCODE = 'P0001';
  END IF;
  PERFORM bilan_mark_posting();
  -- The balance month as ledger/verify recomputes it (src/modules/ledger/ledger-verify.ts): opening
  -- entries before every month, closing entries after every month.
  INSERT INTO account_balance (company_id, work_folder_id, account_id, sub_account_id, month, debit, credit)
  SELECT line.company_id, line.work_folder_id, line.account_id, line.sub_account_id,
    CASE WHEN journal.type = 'OPENING' THEN '0000-00'
         WHEN entry.source_type = 'CLOSING' THEN '9999-12'
         ELSE to_char(line.entry_date, 'YYYY-MM') END,
    sum(line.debit), sum(line.credit)
  FROM new_lines line
    JOIN journal_entry entry ON entry.id = line.entry_id
    JOIN journal ON journal.id = entry.journal_id
  GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (work_folder_id, account_id, sub_account_id, month) DO UPDATE
    SET debit = account_balance.debit + excluded.debit, credit = account_balance.credit + excluded.credit;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_line_posts AFTER INSERT ON journal_line
  REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION bilan_post_lines();
--> statement-breakpoint
-- Appended entries continue their folder's chain, in order, stamped with the time of the statement
-- that appends them; the folder's head then moves onto the last one.
CREATE OR REPLACE FUNCTION bilan_post_entries() RETURNS trigger
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM (
      SELECT entry.work_folder_id, entry.chain_position, entry.previous_hash, entry.posted_at,
        lag(entry.hash) OVER run AS prior_hash, row_number() OVER run AS k
      FROM new_entries entry
      WINDOW run AS (PARTITION BY entry.work_folder_id ORDER BY entry.chain_position)
    ) entry JOIN work_folder folder ON folder.id = entry.work_folder_id
    WHERE entry.chain_position <> folder.posted_entry_count + entry.k
       OR entry.previous_hash <> coalesce(entry.prior_hash, folder.chain_head_hash)
       OR entry.posted_at <> statement_timestamp()
  ) THEN
    RAISE EXCEPTION 'CHAIN_HEAD_FOLLOWS_THE_LEDGER: an entry must continue its work folder''s chain'
      USING ERRCODE = 'P0001';
  END IF;
  PERFORM bilan_mark_posting();
  UPDATE work_folder folder SET posted_entry_count = last.chain_position, chain_head_hash = last.hash
  FROM (
    SELECT DISTINCT ON (work_folder_id) work_folder_id, chain_position, hash
    FROM new_entries ORDER BY work_folder_id, chain_position DESC
  ) last
  WHERE folder.id = last.work_folder_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entry_posts AFTER INSERT ON journal_entry
  REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION bilan_post_entries();
--> statement-breakpoint
REVOKE ALL ON FUNCTION bilan_post_lines(), bilan_post_entries(), bilan_mark_posting() FROM PUBLIC;
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON account_balance FROM bilan_tenant;
--> statement-breakpoint
-- The tenant role renames, re-dates and closes a folder; the head columns are the triggers' alone.
REVOKE UPDATE ON work_folder FROM bilan_tenant;
--> statement-breakpoint
GRANT UPDATE (name, start_date, end_date, status) ON work_folder TO bilan_tenant;

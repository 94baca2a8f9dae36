CREATE TABLE "party_line" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"work_folder_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"sub_account_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"due_date" date NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "party_line_folder" ON "party_line" USING btree ("work_folder_id","sub_account_id");--> statement-breakpoint
-- The lines already posted on a party's sub-account, with the due date ageing used to join for:
-- the carried item's (detailed à-nouveaux), else the document's, else the line's own date.
INSERT INTO party_line (line_id, company_id, work_folder_id, account_id, sub_account_id, entry_date, due_date, amount)
SELECT l.id, l.company_id, l.work_folder_id, l.account_id, l.sub_account_id, l.entry_date,
  coalesce(ci.due_date, ci.document_date, d.due_date, l.entry_date), l.debit - l.credit
FROM journal_line l
JOIN journal_entry e ON e.id = l.entry_id
LEFT JOIN carried_item ci ON ci.line_id = l.id
LEFT JOIN accounting_document d ON e.source_type = 'DOCUMENT' AND d.id = e.source_id
WHERE l.sub_account_id IS NOT NULL;
--> statement-breakpoint
-- Once per posting statement, over the lines it appended (a transition table, not a trigger per row).
CREATE FUNCTION party_line_from_journal_lines() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO party_line (line_id, company_id, work_folder_id, account_id, sub_account_id, entry_date, due_date, amount)
  SELECT l.id, l.company_id, l.work_folder_id, l.account_id, l.sub_account_id, l.entry_date,
    coalesce(d.due_date, l.entry_date), l.debit - l.credit
  FROM appended_lines l
  JOIN journal_entry e ON e.id = l.entry_id
  LEFT JOIN accounting_document d ON e.source_type = 'DOCUMENT' AND d.id = e.source_id
  WHERE l.sub_account_id IS NOT NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_line_party_line AFTER INSERT ON journal_line
  REFERENCING NEW TABLE AS appended_lines FOR EACH STATEMENT EXECUTE FUNCTION party_line_from_journal_lines();
--> statement-breakpoint
-- An opening entry's lines are posted before closing records which items they carry: their due date follows.
CREATE FUNCTION party_line_from_carried_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE party_line p SET due_date = coalesce(ci.due_date, ci.document_date)
  FROM carried ci WHERE p.line_id = ci.line_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER carried_item_party_line AFTER INSERT ON carried_item
  REFERENCING NEW TABLE AS carried FOR EACH STATEMENT EXECUTE FUNCTION party_line_from_carried_items();
--> statement-breakpoint
GRANT SELECT, INSERT ON party_line TO bilan_tenant;
--> statement-breakpoint
GRANT UPDATE (due_date) ON party_line TO bilan_tenant;
--> statement-breakpoint
ALTER TABLE party_line ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE party_line FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON party_line
  USING (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid))
  WITH CHECK (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid));

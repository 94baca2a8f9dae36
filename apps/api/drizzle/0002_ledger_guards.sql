-- Posted journal entries and lines are append-only: corrections are reversing entries (DESIGN §3).
CREATE OR REPLACE FUNCTION bilan_refuse_ledger_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'LEDGER_IS_APPEND_ONLY: % on % is refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entry_append_only BEFORE UPDATE OR DELETE ON journal_entry
  FOR EACH ROW EXECUTE FUNCTION bilan_refuse_ledger_change();
--> statement-breakpoint
CREATE TRIGGER journal_entry_no_truncate BEFORE TRUNCATE ON journal_entry
  FOR EACH STATEMENT EXECUTE FUNCTION bilan_refuse_ledger_change();
--> statement-breakpoint
CREATE TRIGGER journal_line_append_only BEFORE UPDATE OR DELETE ON journal_line
  FOR EACH ROW EXECUTE FUNCTION bilan_refuse_ledger_change();
--> statement-breakpoint
CREATE TRIGGER journal_line_no_truncate BEFORE TRUNCATE ON journal_line
  FOR EACH STATEMENT EXECUTE FUNCTION bilan_refuse_ledger_change();
--> statement-breakpoint
-- Row-level security, the second wall of tenancy (DESIGN §10): tenant requests run as bilan_tenant
-- with bilan.company_id set for their transaction, and see only that company's rows.
DO $$
BEGIN
  CREATE ROLE bilan_tenant NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO bilan_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO bilan_tenant;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO bilan_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['company_account', 'sub_account', 'work_folder', 'journal', 'journal_counter',
    'journal_entry', 'journal_line', 'account_balance', 'accounting_document', 'document_line']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (company_id = nullif(current_setting(''bilan.company_id'', true), '''')::uuid) '
      'WITH CHECK (company_id = nullif(current_setting(''bilan.company_id'', true), '''')::uuid)',
      tenant_table);
  END LOOP;
END
$$;
--> statement-breakpoint
-- The six standard journals, for companies that signed up before journals existed.
INSERT INTO journal (id, company_id, code, custom_label, type, is_system, created_at)
SELECT gen_random_uuid(), company.id, standard.code, NULL, standard.type, true, now()
FROM company
CROSS JOIN (VALUES ('VE', 'SALES'), ('AC', 'PURCHASES'), ('BQ', 'BANK'), ('CA', 'CASH'), ('OD', 'MISC'), ('AN', 'OPENING'))
  AS standard (code, type)
ON CONFLICT (company_id, code) DO NOTHING;
--> statement-breakpoint
-- A validated document points at its entry; checked at commit, since the document is marked first.
ALTER TABLE accounting_document ADD CONSTRAINT accounting_document_journal_entry_fk
  FOREIGN KEY (journal_entry_id) REFERENCES journal_entry (id) DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE accounting_document ADD CONSTRAINT accounting_document_reversal_entry_fk
  FOREIGN KEY (reversal_entry_id) REFERENCES journal_entry (id) DEFERRABLE INITIALLY DEFERRED;

-- A filed return's figures never change, and what was done after it (payment, refund claim) is
-- appended only: corrections of a filed period are regularisations in a later return.
CREATE OR REPLACE FUNCTION bilan_refuse_vat_return_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'VAT_RETURN_IS_IMMUTABLE: % on % is refused', TG_OP, TG_TABLE_NAME USING ERRCODE = 'P0001';
END
$$;
--> statement-breakpoint
CREATE TRIGGER vat_return_immutable BEFORE UPDATE OR DELETE ON vat_return
  FOR EACH ROW EXECUTE FUNCTION bilan_refuse_vat_return_change();
--> statement-breakpoint
CREATE TRIGGER vat_return_action_immutable BEFORE UPDATE OR DELETE ON vat_return_action
  FOR EACH ROW EXECUTE FUNCTION bilan_refuse_vat_return_change();
--> statement-breakpoint
-- The second wall of the period lock (the ledger's write path checks first, with a clear refusal):
-- no entry is appended with a date inside a filed period, whoever writes it. The trigger's query takes
-- its own snapshot, so a filing committed while the posting waited for the folder's lock is seen.
-- Closing and opening entries move balances between years and carry no VAT: they are let through.
CREATE OR REPLACE FUNCTION bilan_refuse_entry_in_filed_period() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.source_type NOT IN ('CLOSING', 'OPENING') AND EXISTS (
    SELECT 1 FROM vat_return r
    WHERE r.company_id = NEW.company_id AND NEW.entry_date BETWEEN r.from_date AND r.to_date
  ) THEN
    RAISE EXCEPTION 'PERIOD_FILED: % is inside a filed VAT period', NEW.entry_date USING ERRCODE = 'BF001';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entry_outside_filed_periods BEFORE INSERT ON journal_entry
  FOR EACH ROW EXECUTE FUNCTION bilan_refuse_entry_in_filed_period();
--> statement-breakpoint
GRANT SELECT, INSERT ON vat_return, vat_return_action TO bilan_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['vat_return', 'vat_return_action']
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', tenant_table);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I '
      'USING (company_id = (SELECT nullif(current_setting(''bilan.company_id'', true), '''')::uuid)) '
      'WITH CHECK (company_id = (SELECT nullif(current_setting(''bilan.company_id'', true), '''')::uuid))',
      tenant_table);
  END LOOP;
END
$$;
--> statement-breakpoint
-- French charts get the leaves 658000 and 758000 (658 and 758 have child accounts, and an account with
-- children takes no posting): the settlement of a CA3 sends the rounding to the euro there.
DO $$
DECLARE
  tenant record;
BEGIN
  FOR tenant IN SELECT id FROM company WHERE accounting_framework = 'PCG' LOOP
    PERFORM set_config('bilan.company_id', tenant.id::text, true);
    INSERT INTO company_account (id, company_id, number, custom_label, class_number, nature, is_group, ref_account_number)
    SELECT gen_random_uuid(), tenant.id, leaf.number, NULL, leaf.class_number, leaf.nature, false, leaf.number
    FROM (VALUES ('658000', '6', 'expense'), ('758000', '7', 'income')) AS leaf(number, class_number, nature)
    WHERE NOT EXISTS (SELECT 1 FROM company_account a WHERE a.company_id = tenant.id AND a.number = leaf.number);
  END LOOP;
  PERFORM set_config('bilan.company_id', '', true);
END
$$;

-- Accruals are created, then given their reversal once; a doubtful receivable's allowance and status
-- change at each closing until it is written off. Neither is ever deleted.
GRANT SELECT, INSERT, UPDATE ON accrual, doubtful_receivable TO bilan_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['accrual', 'doubtful_receivable']
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

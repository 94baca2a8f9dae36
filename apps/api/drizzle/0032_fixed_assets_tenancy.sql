-- The register's tables (fixed-assets.table.ts): categories and assets change (settings, disposal);
-- booked depreciation rows are appended only, as the journal lines they stand for.
GRANT SELECT, INSERT, UPDATE ON fixed_asset_category, fixed_asset TO bilan_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT ON fixed_asset_depreciation TO bilan_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['fixed_asset_category', 'fixed_asset', 'fixed_asset_depreciation']
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

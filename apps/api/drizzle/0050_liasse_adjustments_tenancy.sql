-- The preparer's adjustments of a folder's liasse (reports/liasse-adjustments.table.ts) are written, replaced and
-- removed while the package is prepared. Row-level security confines them to the company as on every tenant table.
GRANT SELECT, INSERT, UPDATE, DELETE ON liasse_adjustment TO bilan_tenant;
--> statement-breakpoint
ALTER TABLE liasse_adjustment ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE liasse_adjustment FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON liasse_adjustment
  USING (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid))
  WITH CHECK (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid));

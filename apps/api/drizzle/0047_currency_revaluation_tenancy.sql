-- A folder's currency revaluation (year-end/year-end.table.ts) is written once, then given its reversal
-- once; it is never deleted. Row-level security confines it to the company as on every tenant table.
GRANT SELECT, INSERT, UPDATE ON currency_revaluation TO bilan_tenant;
--> statement-breakpoint
ALTER TABLE currency_revaluation ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE currency_revaluation FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON currency_revaluation
  USING (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid))
  WITH CHECK (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid));

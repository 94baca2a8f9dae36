-- Attachments (attachments.table.ts) are added and, while their document or payment is a draft,
-- removed (attachments.service.ts checks the state); never updated.
GRANT SELECT, INSERT, DELETE ON attachment TO bilan_tenant;
--> statement-breakpoint
ALTER TABLE attachment ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE attachment FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON attachment
  USING (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid))
  WITH CHECK (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid));

-- Transfers between treasury accounts (payments/treasury-transfers.table.ts) are written while drafts and
-- changed in state once posted. Row-level security confines them to the company as on every tenant table.
GRANT SELECT, INSERT, UPDATE, DELETE ON treasury_transfer TO bilan_tenant;
--> statement-breakpoint
ALTER TABLE treasury_transfer ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE treasury_transfer FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON treasury_transfer
  USING (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid))
  WITH CHECK (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid));

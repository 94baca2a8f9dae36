-- A treasury account's row is created when first needed and changed by the settings (kind, currency,
-- IBAN); it is never deleted, like the journal a wallet gets.
REVOKE ALL ON treasury_account FROM bilan_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON treasury_account TO bilan_tenant;
--> statement-breakpoint
ALTER TABLE treasury_account ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE treasury_account FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON treasury_account
  USING (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid))
  WITH CHECK (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid));

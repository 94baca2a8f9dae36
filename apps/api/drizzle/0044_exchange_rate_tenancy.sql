-- A company's exchange rates (currencies/exchange-rates.table.ts): the tenant role reads, adds,
-- replaces (the rate of a day typed again or imported) and removes its own rows, row-level security
-- confining it to the company as on every tenant table.
GRANT SELECT, INSERT, UPDATE, DELETE ON exchange_rate TO bilan_tenant;
--> statement-breakpoint
ALTER TABLE exchange_rate ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE exchange_rate FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON exchange_rate
  USING (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid))
  WITH CHECK (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid));

-- Loans received in a foreign currency and their repayments (payments/foreign-loans.table.ts) are
-- written once posted, never changed. Row-level security confines them to the company as on every tenant table.
GRANT SELECT, INSERT ON foreign_loan TO bilan_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT ON foreign_loan_repayment TO bilan_tenant;
--> statement-breakpoint
ALTER TABLE foreign_loan ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE foreign_loan FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON foreign_loan
  USING (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid))
  WITH CHECK (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid));
--> statement-breakpoint
ALTER TABLE foreign_loan_repayment ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE foreign_loan_repayment FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON foreign_loan_repayment
  USING (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid))
  WITH CHECK (company_id = (SELECT nullif(current_setting('bilan.company_id', true), '')::uuid));

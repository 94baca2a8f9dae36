CREATE TABLE "company_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"legal_name" text,
	"address" text,
	"city" text,
	"tax_id" text,
	"trade_register" text,
	"phone" text,
	"email" text,
	"logo" text,
	"default_vat_rates" text[] NOT NULL,
	"posting_accounts" jsonb NOT NULL,
	"default_language" text NOT NULL,
	"fiscal_year_start_month" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON company_settings TO bilan_tenant;
--> statement-breakpoint
ALTER TABLE company_settings ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE company_settings FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON company_settings
  USING (company_id = nullif(current_setting('bilan.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('bilan.company_id', true), '')::uuid);

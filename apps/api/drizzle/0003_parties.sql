CREATE TABLE "party" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"tax_id" text,
	"trade_register" text,
	"email" text,
	"phone" text,
	"address" text,
	"city" text,
	"country_code" text NOT NULL,
	"payment_terms_days" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"sub_account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "party_payment_terms_range" CHECK ("party"."payment_terms_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "party" ADD CONSTRAINT "party_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party" ADD CONSTRAINT "party_country_code_country_code_fk" FOREIGN KEY ("country_code") REFERENCES "public"."country"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party" ADD CONSTRAINT "party_sub_account_id_sub_account_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "party_code_unique" ON "party" USING btree ("company_id","role","code");--> statement-breakpoint
CREATE UNIQUE INDEX "party_sub_account_unique" ON "party" USING btree ("sub_account_id");--> statement-breakpoint
CREATE INDEX "party_name" ON "party" USING btree ("company_id","role","name");--> statement-breakpoint
-- Row-level security, as on the other tenant tables (migration 0002): a tenant transaction sees and
-- writes only the parties of its company. The grant repeats the default privileges in case another
-- role runs the migrations.
GRANT SELECT, INSERT, UPDATE, DELETE ON party TO bilan_tenant;
--> statement-breakpoint
ALTER TABLE party ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE party FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON party
  USING (company_id = nullif(current_setting('bilan.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('bilan.company_id', true), '')::uuid);

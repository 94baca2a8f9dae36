CREATE TABLE "carried_item" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"origin_line_id" uuid NOT NULL,
	"document_number" text,
	"document_date" date NOT NULL,
	"due_date" date
);
--> statement-breakpoint
CREATE TABLE "matching_counter" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "matching_counter_company_id_account_id_pk" PRIMARY KEY("company_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "matching_line" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"matching_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matching" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"sub_account_id" uuid,
	"code" text NOT NULL,
	"automatic" boolean NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_account" ADD COLUMN "open_items" boolean;--> statement-breakpoint
ALTER TABLE "carried_item" ADD CONSTRAINT "carried_item_line_id_journal_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."journal_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carried_item" ADD CONSTRAINT "carried_item_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carried_item" ADD CONSTRAINT "carried_item_origin_line_id_journal_line_id_fk" FOREIGN KEY ("origin_line_id") REFERENCES "public"."journal_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_counter" ADD CONSTRAINT "matching_counter_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_counter" ADD CONSTRAINT "matching_counter_account_id_company_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."company_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_line" ADD CONSTRAINT "matching_line_line_id_journal_line_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."journal_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_line" ADD CONSTRAINT "matching_line_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_line" ADD CONSTRAINT "matching_line_matching_id_matching_id_fk" FOREIGN KEY ("matching_id") REFERENCES "public"."matching"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching" ADD CONSTRAINT "matching_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching" ADD CONSTRAINT "matching_account_id_company_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."company_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching" ADD CONSTRAINT "matching_sub_account_id_sub_account_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carried_item_origin" ON "carried_item" USING btree ("origin_line_id");--> statement-breakpoint
CREATE INDEX "matching_line_matching" ON "matching_line" USING btree ("matching_id");--> statement-breakpoint
CREATE UNIQUE INDEX "matching_code_unique" ON "matching" USING btree ("company_id","account_id","code");--> statement-breakpoint
-- Matchings are metadata beside the append-only lines: created and deleted (unmatching), never updated.
GRANT SELECT, INSERT, DELETE ON matching, matching_line TO bilan_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON matching_counter TO bilan_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT ON carried_item TO bilan_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['matching', 'matching_line', 'matching_counter', 'carried_item']
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

CREATE TABLE "bank_reconciliation" (
	"journal_line_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"statement_line_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_line" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"statement_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"value_date" date NOT NULL,
	"label" text NOT NULL,
	"reference" text,
	"counterparty_phone" text,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"line_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement_mapping" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_statement_mapping_company_id_account_id_pk" PRIMARY KEY("company_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "bank_statement_rule" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"pattern" text NOT NULL,
	"counter_account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_statement" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"format" text NOT NULL,
	"file_name" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"opening_balance" bigint NOT NULL,
	"closing_balance" bigint NOT NULL,
	"line_count" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_reconciliation" ADD CONSTRAINT "bank_reconciliation_journal_line_id_journal_line_id_fk" FOREIGN KEY ("journal_line_id") REFERENCES "public"."journal_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliation" ADD CONSTRAINT "bank_reconciliation_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_reconciliation" ADD CONSTRAINT "bank_reconciliation_statement_line_id_bank_statement_line_id_fk" FOREIGN KEY ("statement_line_id") REFERENCES "public"."bank_statement_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_line" ADD CONSTRAINT "bank_statement_line_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_line" ADD CONSTRAINT "bank_statement_line_statement_id_bank_statement_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."bank_statement"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_line" ADD CONSTRAINT "bank_statement_line_account_id_company_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."company_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_mapping" ADD CONSTRAINT "bank_statement_mapping_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_mapping" ADD CONSTRAINT "bank_statement_mapping_account_id_company_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."company_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_rule" ADD CONSTRAINT "bank_statement_rule_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_rule" ADD CONSTRAINT "bank_statement_rule_account_id_company_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."company_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement_rule" ADD CONSTRAINT "bank_statement_rule_counter_account_id_company_account_id_fk" FOREIGN KEY ("counter_account_id") REFERENCES "public"."company_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement" ADD CONSTRAINT "bank_statement_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_statement" ADD CONSTRAINT "bank_statement_account_id_company_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."company_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_reconciliation_statement_line" ON "bank_reconciliation" USING btree ("statement_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_line_hash_unique" ON "bank_statement_line" USING btree ("company_id","account_id","line_hash");--> statement-breakpoint
CREATE INDEX "bank_statement_line_statement" ON "bank_statement_line" USING btree ("statement_id","line_number");--> statement-breakpoint
CREATE INDEX "bank_statement_line_account_date" ON "bank_statement_line" USING btree ("company_id","account_id","value_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_statement_rule_pattern_unique" ON "bank_statement_rule" USING btree ("company_id","account_id","pattern");--> statement-breakpoint
CREATE INDEX "bank_statement_account" ON "bank_statement" USING btree ("company_id","account_id","end_date");--> statement-breakpoint
-- Statements and their lines are imported once and never changed; reconciliations are created and
-- never deleted here; a mapping and a rule are replaced when the user changes them.
GRANT SELECT, INSERT ON bank_statement, bank_statement_line, bank_reconciliation TO bilan_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON bank_statement_mapping, bank_statement_rule TO bilan_tenant;
--> statement-breakpoint
DO $$
DECLARE
  tenant_table text;
BEGIN
  FOREACH tenant_table IN ARRAY ARRAY['bank_statement', 'bank_statement_line', 'bank_reconciliation',
    'bank_statement_mapping', 'bank_statement_rule']
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

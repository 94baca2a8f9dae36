CREATE TABLE "vat_return_action" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"vat_return_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"entry_id" uuid NOT NULL,
	"action_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"reference" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_return" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"work_folder_id" uuid NOT NULL,
	"period_code" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"form_kind" text NOT NULL,
	"figures" jsonb NOT NULL,
	"net_due" bigint NOT NULL,
	"credit" bigint NOT NULL,
	"settlement_entry_id" uuid,
	"deadline_date" date NOT NULL,
	"filed_by" uuid,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "vat_frequency" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "vat_filing_day" integer;--> statement-breakpoint
ALTER TABLE "vat_return_action" ADD CONSTRAINT "vat_return_action_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_return_action" ADD CONSTRAINT "vat_return_action_vat_return_id_vat_return_id_fk" FOREIGN KEY ("vat_return_id") REFERENCES "public"."vat_return"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_return_action" ADD CONSTRAINT "vat_return_action_entry_id_journal_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_return" ADD CONSTRAINT "vat_return_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_return" ADD CONSTRAINT "vat_return_work_folder_id_work_folder_id_fk" FOREIGN KEY ("work_folder_id") REFERENCES "public"."work_folder"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_return" ADD CONSTRAINT "vat_return_settlement_entry_id_journal_entry_id_fk" FOREIGN KEY ("settlement_entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vat_return_action_return" ON "vat_return_action" USING btree ("vat_return_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vat_return_period_unique" ON "vat_return" USING btree ("company_id","from_date");--> statement-breakpoint
CREATE INDEX "vat_return_dates" ON "vat_return" USING btree ("company_id","to_date");
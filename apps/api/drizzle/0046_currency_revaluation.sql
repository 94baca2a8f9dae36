CREATE TABLE "currency_revaluation" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"work_folder_id" uuid NOT NULL,
	"revalued_date" date NOT NULL,
	"reversal_date" date NOT NULL,
	"rates" jsonb NOT NULL,
	"conversion_entry_id" uuid,
	"cash_entry_id" uuid,
	"provision_entry_id" uuid,
	"reversal_entry_id" uuid,
	"trade_provision" bigint NOT NULL,
	"financial_provision" bigint NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "currency_revaluation" ADD CONSTRAINT "currency_revaluation_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_revaluation" ADD CONSTRAINT "currency_revaluation_work_folder_id_work_folder_id_fk" FOREIGN KEY ("work_folder_id") REFERENCES "public"."work_folder"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_revaluation" ADD CONSTRAINT "currency_revaluation_conversion_entry_id_journal_entry_id_fk" FOREIGN KEY ("conversion_entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_revaluation" ADD CONSTRAINT "currency_revaluation_cash_entry_id_journal_entry_id_fk" FOREIGN KEY ("cash_entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_revaluation" ADD CONSTRAINT "currency_revaluation_provision_entry_id_journal_entry_id_fk" FOREIGN KEY ("provision_entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_revaluation" ADD CONSTRAINT "currency_revaluation_reversal_entry_id_journal_entry_id_fk" FOREIGN KEY ("reversal_entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "currency_revaluation_folder" ON "currency_revaluation" USING btree ("company_id","work_folder_id");--> statement-breakpoint
CREATE INDEX "currency_revaluation_pending_reversal" ON "currency_revaluation" USING btree ("company_id","reversal_date") WHERE "currency_revaluation"."reversal_entry_id" IS NULL;
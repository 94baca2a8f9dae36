CREATE TABLE "accrual" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"work_folder_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"entry_date" date NOT NULL,
	"reversal_date" date NOT NULL,
	"label" text NOT NULL,
	"account_id" uuid NOT NULL,
	"accrual_account_id" uuid NOT NULL,
	"party_id" uuid,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"entry_id" uuid NOT NULL,
	"reversal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doubtful_receivable" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"party_id" uuid NOT NULL,
	"label" text NOT NULL,
	"doubtful_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"allowance" bigint NOT NULL,
	"status" text NOT NULL,
	"transfer_entry_id" uuid NOT NULL,
	"write_off_entry_id" uuid,
	"written_off_date" date,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accrual" ADD CONSTRAINT "accrual_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accrual" ADD CONSTRAINT "accrual_work_folder_id_work_folder_id_fk" FOREIGN KEY ("work_folder_id") REFERENCES "public"."work_folder"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accrual" ADD CONSTRAINT "accrual_account_id_company_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."company_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accrual" ADD CONSTRAINT "accrual_accrual_account_id_company_account_id_fk" FOREIGN KEY ("accrual_account_id") REFERENCES "public"."company_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accrual" ADD CONSTRAINT "accrual_party_id_party_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."party"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accrual" ADD CONSTRAINT "accrual_entry_id_journal_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accrual" ADD CONSTRAINT "accrual_reversal_entry_id_journal_entry_id_fk" FOREIGN KEY ("reversal_entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubtful_receivable" ADD CONSTRAINT "doubtful_receivable_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubtful_receivable" ADD CONSTRAINT "doubtful_receivable_party_id_party_id_fk" FOREIGN KEY ("party_id") REFERENCES "public"."party"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubtful_receivable" ADD CONSTRAINT "doubtful_receivable_transfer_entry_id_journal_entry_id_fk" FOREIGN KEY ("transfer_entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doubtful_receivable" ADD CONSTRAINT "doubtful_receivable_write_off_entry_id_journal_entry_id_fk" FOREIGN KEY ("write_off_entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accrual_folder" ON "accrual" USING btree ("company_id","work_folder_id","entry_date");--> statement-breakpoint
CREATE INDEX "accrual_pending_reversal" ON "accrual" USING btree ("company_id","reversal_date") WHERE "accrual"."reversal_entry_id" IS NULL;--> statement-breakpoint
CREATE INDEX "doubtful_receivable_party" ON "doubtful_receivable" USING btree ("company_id","party_id");
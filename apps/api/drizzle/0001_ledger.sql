CREATE TABLE "accounting_document" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"work_folder_id" uuid NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"document_date" date NOT NULL,
	"due_date" date,
	"party_id" uuid,
	"reference" text,
	"label" text,
	"journal_id" uuid NOT NULL,
	"credited_document_id" uuid,
	"journal_entry_id" uuid,
	"reversal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_line" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"account_id" uuid,
	"sub_account_id" uuid,
	"label" text,
	"debit" bigint,
	"credit" bigint,
	"quantity" text,
	"unit_price" bigint,
	"vat_rate_basis_points" integer,
	"discount_rate_basis_points" integer
);
--> statement-breakpoint
CREATE TABLE "account_balance" (
	"company_id" uuid NOT NULL,
	"work_folder_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"sub_account_id" uuid,
	"month" text NOT NULL,
	"debit" bigint NOT NULL,
	"credit" bigint NOT NULL,
	CONSTRAINT "account_balance_key" UNIQUE NULLS NOT DISTINCT("work_folder_id","account_id","sub_account_id","month")
);
--> statement-breakpoint
CREATE TABLE "journal_counter" (
	"company_id" uuid NOT NULL,
	"work_folder_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"last_number" integer NOT NULL,
	"debit_total" bigint DEFAULT 0 NOT NULL,
	"credit_total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "journal_counter_work_folder_id_journal_id_pk" PRIMARY KEY("work_folder_id","journal_id")
);
--> statement-breakpoint
CREATE TABLE "journal_entry" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"work_folder_id" uuid NOT NULL,
	"journal_id" uuid NOT NULL,
	"number" text NOT NULL,
	"chain_position" integer NOT NULL,
	"entry_date" date NOT NULL,
	"label" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" uuid,
	"reverses_entry_id" uuid,
	"previous_hash" text NOT NULL,
	"hash" text NOT NULL,
	"posted_by" uuid,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_line" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"work_folder_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"sub_account_id" uuid,
	"label" text,
	"entry_date" date NOT NULL,
	"debit" bigint NOT NULL,
	"credit" bigint NOT NULL,
	CONSTRAINT "journal_line_amounts_positive" CHECK ("journal_line"."debit" >= 0 and "journal_line"."credit" >= 0),
	CONSTRAINT "journal_line_debit_or_credit" CHECK (("journal_line"."debit" = 0) <> ("journal_line"."credit" = 0))
);
--> statement-breakpoint
CREATE TABLE "journal" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"custom_label" text,
	"type" text NOT NULL,
	"is_system" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_folder" ADD COLUMN "posted_entry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_folder" ADD COLUMN "chain_head_hash" text DEFAULT '0000000000000000000000000000000000000000000000000000000000000000' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_document" ADD CONSTRAINT "accounting_document_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_document" ADD CONSTRAINT "accounting_document_work_folder_id_work_folder_id_fk" FOREIGN KEY ("work_folder_id") REFERENCES "public"."work_folder"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_document" ADD CONSTRAINT "accounting_document_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_line" ADD CONSTRAINT "document_line_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_line" ADD CONSTRAINT "document_line_document_id_accounting_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."accounting_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_line" ADD CONSTRAINT "document_line_account_id_company_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."company_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_line" ADD CONSTRAINT "document_line_sub_account_id_sub_account_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_balance" ADD CONSTRAINT "account_balance_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_balance" ADD CONSTRAINT "account_balance_work_folder_id_work_folder_id_fk" FOREIGN KEY ("work_folder_id") REFERENCES "public"."work_folder"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_balance" ADD CONSTRAINT "account_balance_account_id_company_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."company_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_balance" ADD CONSTRAINT "account_balance_sub_account_id_sub_account_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_counter" ADD CONSTRAINT "journal_counter_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_counter" ADD CONSTRAINT "journal_counter_work_folder_id_work_folder_id_fk" FOREIGN KEY ("work_folder_id") REFERENCES "public"."work_folder"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_counter" ADD CONSTRAINT "journal_counter_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_work_folder_id_work_folder_id_fk" FOREIGN KEY ("work_folder_id") REFERENCES "public"."work_folder"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entry" ADD CONSTRAINT "journal_entry_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_work_folder_id_work_folder_id_fk" FOREIGN KEY ("work_folder_id") REFERENCES "public"."work_folder"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_entry_id_journal_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_account_id_company_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."company_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_sub_account_id_sub_account_id_fk" FOREIGN KEY ("sub_account_id") REFERENCES "public"."sub_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal" ADD CONSTRAINT "journal_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_document_list" ON "accounting_document" USING btree ("work_folder_id","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accounting_document_entry_unique" ON "accounting_document" USING btree ("journal_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_line_position_unique" ON "document_line" USING btree ("document_id","line_number");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entry_number_unique" ON "journal_entry" USING btree ("work_folder_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_entry_chain_unique" ON "journal_entry" USING btree ("work_folder_id","chain_position");--> statement-breakpoint
CREATE INDEX "journal_entry_date" ON "journal_entry" USING btree ("work_folder_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_line_position_unique" ON "journal_line" USING btree ("entry_id","line_number");--> statement-breakpoint
CREATE INDEX "journal_line_account" ON "journal_line" USING btree ("work_folder_id","account_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "journal_code_unique" ON "journal" USING btree ("company_id","code");
CREATE TABLE "fixed_asset_category" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"asset_account_number" text NOT NULL,
	"depreciation_account_number" text NOT NULL,
	"expense_account_number" text NOT NULL,
	"useful_life_years" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixed_asset_depreciation" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"work_folder_id" uuid NOT NULL,
	"period_kind" text NOT NULL,
	"period_end_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"excess_change" bigint NOT NULL,
	"entry_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fixed_asset" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"label" text NOT NULL,
	"origin" text NOT NULL,
	"document_id" uuid,
	"document_line_id" uuid,
	"asset_account_number" text NOT NULL,
	"acquired_on" date NOT NULL,
	"in_service_on" date NOT NULL,
	"gross_value" bigint NOT NULL,
	"method" text NOT NULL,
	"tax_method" text,
	"useful_life_years" integer NOT NULL,
	"prior_depreciation" bigint DEFAULT 0 NOT NULL,
	"prior_excess" bigint DEFAULT 0 NOT NULL,
	"disposed_on" date,
	"disposal_kind" text,
	"outside_ordinary_activity" boolean,
	"proceeds" bigint,
	"disposal_gain" bigint,
	"disposal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fixed_asset_category" ADD CONSTRAINT "fixed_asset_category_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset_depreciation" ADD CONSTRAINT "fixed_asset_depreciation_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset_depreciation" ADD CONSTRAINT "fixed_asset_depreciation_asset_id_fixed_asset_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."fixed_asset"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset_depreciation" ADD CONSTRAINT "fixed_asset_depreciation_work_folder_id_work_folder_id_fk" FOREIGN KEY ("work_folder_id") REFERENCES "public"."work_folder"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset_depreciation" ADD CONSTRAINT "fixed_asset_depreciation_entry_id_journal_entry_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_category_id_fixed_asset_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."fixed_asset_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_document_id_accounting_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."accounting_document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_document_line_id_document_line_id_fk" FOREIGN KEY ("document_line_id") REFERENCES "public"."document_line"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fixed_asset" ADD CONSTRAINT "fixed_asset_disposal_entry_id_journal_entry_id_fk" FOREIGN KEY ("disposal_entry_id") REFERENCES "public"."journal_entry"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_asset_category_code_unique" ON "fixed_asset_category" USING btree ("company_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_asset_depreciation_period_unique" ON "fixed_asset_depreciation" USING btree ("asset_id","period_kind","period_end_on");--> statement-breakpoint
CREATE INDEX "fixed_asset_depreciation_folder" ON "fixed_asset_depreciation" USING btree ("company_id","work_folder_id");--> statement-breakpoint
CREATE INDEX "fixed_asset_list" ON "fixed_asset" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fixed_asset_document_line_unique" ON "fixed_asset" USING btree ("document_line_id");
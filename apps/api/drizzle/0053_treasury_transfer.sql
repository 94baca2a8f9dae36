CREATE TABLE "treasury_transfer" (
	"id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"work_folder_id" uuid NOT NULL,
	"state" text NOT NULL,
	"transfer_date" date NOT NULL,
	"from_account_id" uuid NOT NULL,
	"to_account_id" uuid NOT NULL,
	"amount_sent" bigint NOT NULL,
	"from_currency" text,
	"from_rate" text,
	"value_sent" bigint NOT NULL,
	"amount_received" bigint NOT NULL,
	"to_currency" text,
	"to_rate" text,
	"value_received" bigint NOT NULL,
	"bank_charges" bigint,
	"bank_charges_value" bigint,
	"reference" text,
	"journal_entry_id" uuid,
	"reversal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treasury_transfer_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "treasury_transfer_accounts_differ" CHECK ("treasury_transfer"."from_account_id" <> "treasury_transfer"."to_account_id"),
	CONSTRAINT "treasury_transfer_amounts_positive" CHECK ("treasury_transfer"."amount_sent" > 0 and "treasury_transfer"."amount_received" > 0 and "treasury_transfer"."value_sent" > 0 and "treasury_transfer"."value_received" > 0),
	CONSTRAINT "treasury_transfer_bank_charges" CHECK (("treasury_transfer"."bank_charges" is null) = ("treasury_transfer"."bank_charges_value" is null) and coalesce("treasury_transfer"."bank_charges" > 0 and "treasury_transfer"."bank_charges_value" > 0, true)),
	CONSTRAINT "treasury_transfer_from_rate" CHECK (("treasury_transfer"."from_currency" is null) = ("treasury_transfer"."from_rate" is null)),
	CONSTRAINT "treasury_transfer_to_rate" CHECK (("treasury_transfer"."to_currency" is null) = ("treasury_transfer"."to_rate" is null))
);
--> statement-breakpoint
ALTER TABLE "treasury_transfer" ADD CONSTRAINT "treasury_transfer_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transfer" ADD CONSTRAINT "treasury_transfer_work_folder_id_fk" FOREIGN KEY ("company_id","work_folder_id") REFERENCES "public"."work_folder"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transfer" ADD CONSTRAINT "treasury_transfer_from_account_id_fk" FOREIGN KEY ("company_id","from_account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_transfer" ADD CONSTRAINT "treasury_transfer_to_account_id_fk" FOREIGN KEY ("company_id","to_account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "treasury_transfer_list" ON "treasury_transfer" USING btree ("company_id","work_folder_id","transfer_date");
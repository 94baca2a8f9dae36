CREATE TABLE "foreign_loan_repayment" (
	"id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"loan_id" uuid NOT NULL,
	"repayment_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"rate" text NOT NULL,
	"book_value" bigint NOT NULL,
	"value_paid" bigint NOT NULL,
	"treasury_account_id" uuid NOT NULL,
	"journal_entry_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foreign_loan_repayment_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "foreign_loan_repayment_positive" CHECK ("foreign_loan_repayment"."amount" > 0 and "foreign_loan_repayment"."value_paid" > 0)
);
--> statement-breakpoint
CREATE TABLE "foreign_loan" (
	"id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"work_folder_id" uuid NOT NULL,
	"lender" text NOT NULL,
	"account_id" uuid NOT NULL,
	"treasury_account_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"loan_date" date NOT NULL,
	"principal" bigint NOT NULL,
	"rate" text NOT NULL,
	"book_value" bigint NOT NULL,
	"reference" text,
	"journal_entry_id" uuid NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "foreign_loan_pkey" PRIMARY KEY("company_id","id"),
	CONSTRAINT "foreign_loan_amounts_positive" CHECK ("foreign_loan"."principal" > 0 and "foreign_loan"."book_value" > 0)
);
--> statement-breakpoint
ALTER TABLE "foreign_loan_repayment" ADD CONSTRAINT "foreign_loan_repayment_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foreign_loan_repayment" ADD CONSTRAINT "foreign_loan_repayment_loan_id_fk" FOREIGN KEY ("company_id","loan_id") REFERENCES "public"."foreign_loan"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foreign_loan_repayment" ADD CONSTRAINT "foreign_loan_repayment_treasury_account_id_fk" FOREIGN KEY ("company_id","treasury_account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foreign_loan_repayment" ADD CONSTRAINT "foreign_loan_repayment_journal_entry_id_fk" FOREIGN KEY ("company_id","journal_entry_id") REFERENCES "public"."journal_entry"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foreign_loan" ADD CONSTRAINT "foreign_loan_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foreign_loan" ADD CONSTRAINT "foreign_loan_work_folder_id_fk" FOREIGN KEY ("company_id","work_folder_id") REFERENCES "public"."work_folder"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foreign_loan" ADD CONSTRAINT "foreign_loan_account_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foreign_loan" ADD CONSTRAINT "foreign_loan_treasury_account_id_fk" FOREIGN KEY ("company_id","treasury_account_id") REFERENCES "public"."company_account"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "foreign_loan" ADD CONSTRAINT "foreign_loan_journal_entry_id_fk" FOREIGN KEY ("company_id","journal_entry_id") REFERENCES "public"."journal_entry"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "foreign_loan_repayment_loan" ON "foreign_loan_repayment" USING btree ("company_id","loan_id");--> statement-breakpoint
CREATE INDEX "foreign_loan_list" ON "foreign_loan" USING btree ("company_id","work_folder_id","loan_date");
CREATE TABLE "treasury_account" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"journal_id" uuid,
	"currency" text,
	"account_identifier" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treasury_account_company_id_account_id_pk" PRIMARY KEY("company_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "treasury_account" ADD CONSTRAINT "treasury_account_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_account" ADD CONSTRAINT "treasury_account_account_id_company_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."company_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treasury_account" ADD CONSTRAINT "treasury_account_journal_id_journal_id_fk" FOREIGN KEY ("journal_id") REFERENCES "public"."journal"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "treasury_account_journal_unique" ON "treasury_account" USING btree ("company_id","journal_id");
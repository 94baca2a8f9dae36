CREATE TABLE "accounting_payment" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"work_folder_id" uuid NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"accounting_document_id" uuid NOT NULL,
	"party_id" uuid NOT NULL,
	"payment_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"method" text NOT NULL,
	"treasury_account_id" uuid NOT NULL,
	"reference" text,
	"phone" text,
	"journal_entry_id" uuid,
	"reversal_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_payment_amount_positive" CHECK ("accounting_payment"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "accounting_payment" ADD CONSTRAINT "accounting_payment_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_payment" ADD CONSTRAINT "accounting_payment_work_folder_id_work_folder_id_fk" FOREIGN KEY ("work_folder_id") REFERENCES "public"."work_folder"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_payment" ADD CONSTRAINT "accounting_payment_accounting_document_id_accounting_document_id_fk" FOREIGN KEY ("accounting_document_id") REFERENCES "public"."accounting_document"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_payment" ADD CONSTRAINT "accounting_payment_treasury_account_id_company_account_id_fk" FOREIGN KEY ("treasury_account_id") REFERENCES "public"."company_account"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounting_payment_list" ON "accounting_payment" USING btree ("work_folder_id","type");--> statement-breakpoint
CREATE INDEX "accounting_payment_document" ON "accounting_payment" USING btree ("accounting_document_id","state");--> statement-breakpoint
-- A validated payment points at its entry; checked at commit, since the payment is marked first.
ALTER TABLE accounting_payment ADD CONSTRAINT accounting_payment_journal_entry_fk
  FOREIGN KEY (journal_entry_id) REFERENCES journal_entry (id) DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
ALTER TABLE accounting_payment ADD CONSTRAINT accounting_payment_reversal_entry_fk
  FOREIGN KEY (reversal_entry_id) REFERENCES journal_entry (id) DEFERRABLE INITIALLY DEFERRED;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON accounting_payment TO bilan_tenant;
--> statement-breakpoint
ALTER TABLE accounting_payment ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE accounting_payment FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON accounting_payment
  USING (company_id = nullif(current_setting('bilan.company_id', true), '')::uuid)
  WITH CHECK (company_id = nullif(current_setting('bilan.company_id', true), '')::uuid);

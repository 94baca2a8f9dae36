CREATE TABLE "attachment" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"document_id" uuid,
	"payment_id" uuid,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"e_invoice" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attachment_one_owner" CHECK (("attachment"."document_id" is null) <> ("attachment"."payment_id" is null))
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "iban" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "bic" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "e_invoicing" boolean;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "attachment_max_megabytes" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_document_id_accounting_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."accounting_document"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_payment_id_accounting_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."accounting_payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachment_document" ON "attachment" USING btree ("company_id","document_id");--> statement-breakpoint
CREATE INDEX "attachment_payment" ON "attachment" USING btree ("company_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attachment_e_invoice_unique" ON "attachment" USING btree ("company_id","sha256") WHERE "attachment"."e_invoice";
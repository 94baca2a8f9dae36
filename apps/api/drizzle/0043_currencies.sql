CREATE TABLE "exchange_rate" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"rate_on" date NOT NULL,
	"rate" numeric NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rate_positive" CHECK ("exchange_rate"."rate" > 0),
	CONSTRAINT "exchange_rate_currency_code" CHECK ("exchange_rate"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "accounting_document" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "accounting_document" ADD COLUMN "exchange_rate" text;--> statement-breakpoint
ALTER TABLE "journal_line" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "journal_line" ADD COLUMN "amount_currency" bigint;--> statement-breakpoint
ALTER TABLE "party" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "accounting_payment" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "accounting_payment" ADD COLUMN "amount_currency" bigint;--> statement-breakpoint
ALTER TABLE "accounting_payment" ADD COLUMN "exchange_rate" text;--> statement-breakpoint
ALTER TABLE "exchange_rate" ADD CONSTRAINT "exchange_rate_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_rate_unique" ON "exchange_rate" USING btree ("company_id","currency","rate_on");--> statement-breakpoint
ALTER TABLE "accounting_document" ADD CONSTRAINT "accounting_document_currency_rate" CHECK (("accounting_document"."currency" is null) = ("accounting_document"."exchange_rate" is null));--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_currency_amount" CHECK (("journal_line"."currency" is null) = ("journal_line"."amount_currency" is null));--> statement-breakpoint
ALTER TABLE "journal_line" ADD CONSTRAINT "journal_line_amount_currency_positive" CHECK ("journal_line"."amount_currency" >= 0);--> statement-breakpoint
ALTER TABLE "accounting_payment" ADD CONSTRAINT "accounting_payment_currency_complete" CHECK (("accounting_payment"."currency" is null) = ("accounting_payment"."amount_currency" is null) and ("accounting_payment"."currency" is null) = ("accounting_payment"."exchange_rate" is null));
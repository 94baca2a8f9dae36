ALTER TABLE "accounting_document" ADD COLUMN "vat_treatment" text DEFAULT 'DOMESTIC' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_document" ADD COLUMN "precompte_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounting_document" ADD COLUMN "vat_withheld_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "document_line" ADD COLUMN "supply_kind" text;--> statement-breakpoint
ALTER TABLE "party" ADD COLUMN "withholding_agent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "party" ADD COLUMN "subject_to_precompte" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "tax_options" jsonb;
ALTER TABLE "country" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "allow_future_entries" boolean DEFAULT false NOT NULL;
ALTER TABLE "journal_line" ADD COLUMN "sub_account_number" text;--> statement-breakpoint
ALTER TABLE "journal_line" ADD COLUMN "sub_account_label" text;
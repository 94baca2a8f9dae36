CREATE TABLE "password_link" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox_mail" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"kind" text NOT NULL,
	"source_id" uuid,
	"requested_by" uuid,
	"from_name" text NOT NULL,
	"reply_to" text,
	"to_addresses" text[] NOT NULL,
	"cc_addresses" text[] DEFAULT '{}'::text[] NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"secret" boolean DEFAULT false NOT NULL,
	"message_id" text NOT NULL,
	"state" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_mail_state_known" CHECK ("outbox_mail"."state" in ('QUEUED', 'SENT', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "password_link" ADD CONSTRAINT "password_link_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_mail" ADD CONSTRAINT "outbox_mail_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_link_token_hash" ON "password_link" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_link_user_time" ON "password_link" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_mail_due" ON "outbox_mail" USING btree ("next_attempt_at") WHERE "outbox_mail"."state" = 'QUEUED';--> statement-breakpoint
CREATE INDEX "outbox_mail_company_time" ON "outbox_mail" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_mail_source" ON "outbox_mail" USING btree ("company_id","source_id");